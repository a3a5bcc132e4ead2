import { eq, inArray } from 'drizzle-orm';
import { contains } from '../../../platform/db/search.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { deliveryNotes } from '../deliverySchema.ts';
import { purchaseOrderLines, purchaseOrders } from '../orderSchema.ts';

/*
 * What settlement reads of the purchasing documents its lines come from (issue 18): their numbers, and
 * which of them a "contains" search finds — through the numbers' gram indexes, never a scan.
 */
export const supplyReferences = {
  /** An order as an advance is applied against it (settlement/advance.ts): its parties, money and term. */
  async order(db: DbOrTx, orderId: number) {
    const [row] = await db
      .select({
        id: purchaseOrders.id,
        orderNumber: purchaseOrders.orderNumber,
        status: purchaseOrders.status,
        orgId: purchaseOrders.orgId,
        supplierId: purchaseOrders.supplierId,
        currencyCode: purchaseOrders.currencyCode,
        totalWithTax: purchaseOrders.totalWithTax,
        paymentTermId: purchaseOrders.paymentTermId,
      })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, orderId));
    return row ?? null;
  },

  /** Order numbers by id. */
  async orderNumbers(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: purchaseOrders.id, number: purchaseOrders.orderNumber })
      .from(purchaseOrders)
      .where(inArray(purchaseOrders.id, [...new Set(ids)]));
    return new Map(rows.map((r) => [r.id, r.number]));
  },

  /**
   * When order lines were due (late-delivery penalties, settlement/penalties.ts): the date the supplier promised
   * when it confirmed with another date, else the need-by date; with the line's purchase category.
   */
  async dueDates(db: DbOrTx, orderLineIds: readonly number[]) {
    if (orderLineIds.length === 0) return new Map<number, { dueDate: string; categoryId: number | null }>();
    const rows = await db
      .select({
        id: purchaseOrderLines.id,
        needByDate: purchaseOrderLines.needByDate,
        promisedDate: purchaseOrderLines.promisedDate,
        categoryId: purchaseOrderLines.categoryId,
      })
      .from(purchaseOrderLines)
      .where(inArray(purchaseOrderLines.id, [...new Set(orderLineIds)]));
    return new Map(rows.map((r) => [r.id, { dueDate: r.promisedDate ?? r.needByDate, categoryId: r.categoryId }]));
  },

  /** Subqueries of the delivery notes and orders whose number contains `keyword`. */
  matching(db: DbOrTx, keyword: string) {
    return {
      noteIds: db
        .select({ id: deliveryNotes.id })
        .from(deliveryNotes)
        .where(contains(deliveryNotes.deliveryNoteNumber, keyword)),
      orderIds: db
        .select({ id: purchaseOrders.id })
        .from(purchaseOrders)
        .where(contains(purchaseOrders.orderNumber, keyword)),
    };
  },

  /** The numbers of a page of lines' delivery notes, orders and order lines, each read once. */
  async numbers(
    db: DbOrTx,
    rows: readonly { deliveryNoteId: number | null; orderId: number | null; orderLineId: number | null }[],
  ): Promise<{ notes: Map<number, string>; orders: Map<number, string>; orderLines: Map<number, number> }> {
    // A deduction's line has no delivery note nor order.
    const ids = (pick: (r: (typeof rows)[number]) => number | null) =>
      [...new Set(rows.map(pick))].filter((id): id is number => id != null);
    if (rows.length === 0) return { notes: new Map(), orders: new Map(), orderLines: new Map() };
    const [notes, orders, lines] = await Promise.all([
      db
        .select({ id: deliveryNotes.id, number: deliveryNotes.deliveryNoteNumber })
        .from(deliveryNotes)
        .where(
          inArray(
            deliveryNotes.id,
            ids((r) => r.deliveryNoteId),
          ),
        ),
      db
        .select({ id: purchaseOrders.id, number: purchaseOrders.orderNumber })
        .from(purchaseOrders)
        .where(
          inArray(
            purchaseOrders.id,
            ids((r) => r.orderId),
          ),
        ),
      db
        .select({ id: purchaseOrderLines.id, lineNumber: purchaseOrderLines.lineNumber })
        .from(purchaseOrderLines)
        .where(
          inArray(
            purchaseOrderLines.id,
            ids((r) => r.orderLineId),
          ),
        ),
    ]);
    return {
      notes: new Map(notes.map((n) => [n.id, n.number])),
      orders: new Map(orders.map((o) => [o.id, o.number])),
      orderLines: new Map(lines.map((l) => [l.id, l.lineNumber])),
    };
  },
};
