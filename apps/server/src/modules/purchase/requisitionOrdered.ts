import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type DataScope, scopeWhere } from '../../platform/access/scope.ts';
import { containsAny } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { purchaseOrderLines, purchaseOrders } from './orderSchema.ts';
import { requisitionLines, requisitions } from './schema.ts';

/*
 * How much of a requisition line is ordered already (issue 8 item 3): the sum of the quantities of the
 * order lines that draw on it, on orders not cancelled. One function recomputes it from the order
 * lines, called whenever order lines change (save, delete, cancel), so the stored figure never drifts.
 */

/** Recomputes srm_pur_requisition_line.ordered_quantity of the given requisition lines. */
export async function recomputeOrderedQuantity(tx: DbOrTx, requisitionLineIds: readonly number[]): Promise<void> {
  const ids = [...new Set(requisitionLineIds)];
  if (ids.length === 0) return;
  await tx
    .update(requisitionLines)
    .set({
      orderedQuantity: sql`coalesce((select sum(${purchaseOrderLines.quantity}) from ${purchaseOrderLines}
        join ${purchaseOrders} on ${purchaseOrders.id} = ${purchaseOrderLines.orderId}
        where ${purchaseOrderLines.requisitionLineId} = ${requisitionLines.id}
          and ${purchaseOrders.status} <> 'ABOLISHED'), 0)`,
    })
    .where(inArray(requisitionLines.id, ids));
}

export type OrderableLine = {
  id: number;
  requisitionId: number;
  requisitionNumber: string;
  orgId: number;
  status: string;
  materialId: number | null;
  itemDescription: string;
  categoryId: number;
  quantity: string;
  unitCode: string;
  estimatedPrice: string;
  needByDate: string;
  currencyCode: string;
  /** Ordered on orders other than `exceptOrderId`. */
  orderedElsewhere: string;
};

/**
 * Requisition lines with what other orders took of them (orders not cancelled, `exceptOrderId` left
 * out: the order being saved counts its own lines itself), locked so two orders cannot take the same
 * remainder at once.
 */
export async function requisitionLinesForOrder(
  tx: DbOrTx,
  ids: readonly number[],
  exceptOrderId: number | null,
): Promise<Map<number, OrderableLine>> {
  if (ids.length === 0) return new Map();
  const others = and(
    eq(purchaseOrderLines.requisitionLineId, requisitionLines.id),
    ne(purchaseOrders.status, 'ABOLISHED'),
    exceptOrderId == null ? undefined : ne(purchaseOrders.id, exceptOrderId),
  );
  const rows = await tx
    .select({
      id: requisitionLines.id,
      requisitionId: requisitionLines.requisitionId,
      requisitionNumber: requisitions.requisitionNumber,
      orgId: requisitions.orgId,
      status: requisitions.status,
      materialId: requisitionLines.materialId,
      itemDescription: requisitionLines.itemDescription,
      categoryId: requisitionLines.categoryId,
      quantity: requisitionLines.quantity,
      unitCode: requisitionLines.unitCode,
      estimatedPrice: requisitionLines.estimatedPrice,
      needByDate: requisitionLines.needByDate,
      currencyCode: requisitions.currencyCode,
      orderedElsewhere: sql<string>`coalesce((select sum(${purchaseOrderLines.quantity}) from ${purchaseOrderLines}
        join ${purchaseOrders} on ${purchaseOrders.id} = ${purchaseOrderLines.orderId} where ${others}), 0)::text`,
    })
    .from(requisitionLines)
    .innerJoin(requisitions, eq(requisitions.id, requisitionLines.requisitionId))
    .where(inArray(requisitionLines.id, [...ids]))
    .for('update', { of: requisitionLines });
  return new Map(rows.map((r) => [r.id, r as OrderableLine]));
}

/**
 * Approved requisition lines of the caller's scope with something left to order (quantity − ordered),
 * for the order's "create from requisition" picker: at most 200, the oldest need-by date first.
 */
export async function requisitionLinesToOrder(
  db: DbOrTx,
  scope: DataScope,
  filter: { keyword?: string },
): Promise<(OrderableLine & { remaining: string; lineNumber: number })[]> {
  if (scope.kind === 'SUPPLIER') return [];
  const keyword = filter.keyword || null;
  const rows = await db
    .select({
      id: requisitionLines.id,
      lineNumber: requisitionLines.lineNumber,
      requisitionId: requisitionLines.requisitionId,
      requisitionNumber: requisitions.requisitionNumber,
      orgId: requisitions.orgId,
      status: requisitions.status,
      materialId: requisitionLines.materialId,
      itemDescription: requisitionLines.itemDescription,
      categoryId: requisitionLines.categoryId,
      quantity: requisitionLines.quantity,
      unitCode: requisitionLines.unitCode,
      estimatedPrice: requisitionLines.estimatedPrice,
      needByDate: requisitionLines.needByDate,
      currencyCode: requisitions.currencyCode,
      orderedElsewhere: requisitionLines.orderedQuantity,
      remaining: sql<string>`(${requisitionLines.quantity} - ${requisitionLines.orderedQuantity})::text`,
    })
    .from(requisitionLines)
    .innerJoin(requisitions, eq(requisitions.id, requisitionLines.requisitionId))
    .where(
      and(
        eq(requisitions.status, 'APPROVED'),
        scopeWhere(scope, { orgId: requisitions.orgId, categoryId: requisitionLines.categoryId }),
        sql`${requisitionLines.quantity} > ${requisitionLines.orderedQuantity}`,
        keyword ? containsAny(keyword, [requisitions.requisitionNumber, requisitionLines.itemDescription]) : undefined,
      ),
    )
    .orderBy(asc(requisitionLines.needByDate), asc(requisitionLines.id))
    .limit(200);
  return rows as (OrderableLine & { remaining: string; lineNumber: number })[];
}
