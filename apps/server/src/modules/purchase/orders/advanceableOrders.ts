import { and, desc, inArray, type SQL } from 'drizzle-orm';
import { type DataScope, scopeWhere } from '../../../platform/access/scope.ts';
import { countCapped, type KnownCount, offsetOf, pageInfo } from '../../../platform/db/paging.ts';
import { contains } from '../../../platform/db/search.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { purchaseOrders } from '../orderSchema.ts';

/** The order states an advance may be applied against (settlement/advance.ts checks the same list on save). */
export const ADVANCEABLE_ORDER_STATUSES = ['APPROVED', 'NO_CONFIRMED', 'CONFIRMED', 'CHANGING'] as const;

/**
 * The advance's order picker (settlement, issue 18): approved orders of the caller's scope whose number contains
 * `keyword` (through the number's gram index), newest first, one page of them — searched here, not in the browser.
 */
export async function advanceableOrders(
  db: DbOrTx,
  scope: DataScope,
  search: { keyword?: string; supplierId?: number },
  paging: { pageIndex: number; pageRows: number } & KnownCount,
) {
  const c: SQL[] = [
    inArray(purchaseOrders.status, [...ADVANCEABLE_ORDER_STATUSES]),
    scopeWhere(scope, { orgId: purchaseOrders.orgId, supplierId: purchaseOrders.supplierId }),
  ];
  if (search.keyword) c.push(contains(purchaseOrders.orderNumber, search.keyword));
  if (search.supplierId) c.push(inArray(purchaseOrders.supplierId, [search.supplierId]));
  const where = and(...c);
  const [rows, total] = await Promise.all([
    db
      .select({
        orderId: purchaseOrders.id,
        orderNumber: purchaseOrders.orderNumber,
        status: purchaseOrders.status,
        orgId: purchaseOrders.orgId,
        supplierId: purchaseOrders.supplierId,
        currencyCode: purchaseOrders.currencyCode,
        totalWithTax: purchaseOrders.totalWithTax,
      })
      .from(purchaseOrders)
      .where(where)
      .orderBy(desc(purchaseOrders.id))
      .limit(paging.pageRows)
      .offset(offsetOf(paging.pageIndex, paging.pageRows)),
    countCapped(db, purchaseOrders, where, paging),
  ]);
  return { rows, page: pageInfo(total, paging.pageIndex, paging.pageRows) };
}
