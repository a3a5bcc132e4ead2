import { isSupplierUserType, type Lang } from '@srm/core';
import { and, desc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { scopeFor, scopeWhere } from '../../platform/access/scope.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { supplyReferences } from '../purchase/index.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { SUPPLY_STATUSES, settleSupply } from './schema.ts';

/**
 * A page of supply lines as both sides' screens show them: source numbers, supplier name and the money. A
 * supplier user is not told why the buyer keeps a line off statements, nor which (perhaps unsent) statement
 * holds it: both are the buyer's own work until a statement is sent.
 */
export async function presentSupply(
  db: DbOrTx,
  lang: Lang,
  rows: (typeof settleSupply.$inferSelect)[],
  supplierSide: boolean,
) {
  const [refs, suppliers] = await Promise.all([
    supplyReferences.numbers(db, rows),
    suppliersByIds(db, [...new Set(rows.map((r) => r.supplierId))]),
  ]);
  return rows.map((r) => {
    const supplier = suppliers.get(r.supplierId);
    return {
      supplyId: r.id,
      sourceType: r.sourceType,
      status: r.status,
      excludeReason: supplierSide ? null : r.excludeReason,
      statementId: supplierSide ? null : r.statementId,
      disputeComment: r.disputeComment,
      orgId: r.orgId,
      supplierId: r.supplierId,
      supplierName: supplier ? (lang === 'EN' && supplier.supplierNameEn) || supplier.supplierName : null,
      deliveryNoteId: r.deliveryNoteId,
      deliveryNoteNumber: (r.deliveryNoteId != null && refs.notes.get(r.deliveryNoteId)) || null,
      orderId: r.orderId,
      orderNumber: (r.orderId != null && refs.orders.get(r.orderId)) || null,
      orderLineNumber: (r.orderLineId != null && refs.orderLines.get(r.orderLineId)) || null,
      deductionId: r.deductionId,
      materialId: r.materialId,
      itemDescription: r.itemDescription,
      unitCode: r.unitCode,
      receiptDate: r.receiptDate,
      quantity: r.quantity,
      price: r.price,
      taxRate: r.taxRate,
      currencyCode: r.currencyCode,
      amount: r.amount,
      taxAmount: r.taxAmount,
      amountWithTax: r.amountWithTax,
    };
  });
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/*
 * The supply storage list (供货入库, issue 18 item 1): what receipts made settleable, line by line, with the
 * source documents and the money. A buyer reads its organisation scope, a supplier user only its own
 * supplier's lines (the one scope helper): the page of the account statement menus on both sides.
 */
export const listSupply = defineAction({
  server: 'srmServer',
  entity: 'srmSettleSupply',
  action: 'listByPage',
  summary:
    'Settleable receipt lines (buyer: organisation scope; supplier user: its own): {searchParams: {supplierId?, status? (OPEN, ON_STATEMENT, EXCLUDED, SETTLED), receiptDateFrom?, receiptDateTo?, keyword? (delivery note or order number)}} → quantity, price, tax rate, amount, tax, amount with tax, currency, delivery note and order numbers; paged, newest first',
  auth: menu('SET_STATEMENT', 'SUP_STATEMENT'),
  body: z.object({
    searchParams: z
      .object({
        supplierId: z.number().int().positive().optional(),
        status: z.enum(SUPPLY_STATUSES).optional(),
        receiptDateFrom: isoDate.optional(),
        receiptDateTo: isoDate.optional(),
        keyword: z.string().trim().max(100).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const p = body.searchParams;
    const c: SQL[] = [scopeWhere(scope, { orgId: settleSupply.orgId, supplierId: settleSupply.supplierId })];
    if (p.supplierId) c.push(eq(settleSupply.supplierId, p.supplierId));
    if (p.status) c.push(eq(settleSupply.status, p.status));
    if (p.receiptDateFrom) c.push(gte(settleSupply.receiptDate, p.receiptDateFrom));
    if (p.receiptDateTo) c.push(lte(settleSupply.receiptDate, p.receiptDateTo));
    if (p.keyword) {
      const { noteIds, orderIds } = supplyReferences.matching(deps.db, p.keyword);
      c.push(or(inArray(settleSupply.deliveryNoteId, noteIds), inArray(settleSupply.orderId, orderIds))!);
    }
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select()
        .from(settleSupply)
        .where(where)
        .orderBy(desc(settleSupply.receiptDate), desc(settleSupply.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, settleSupply, where, body),
    ]);
    const data = await presentSupply(deps.db, lang, rows, isSupplierUserType(user!.userType));
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
}) as unknown as ActionDef;
