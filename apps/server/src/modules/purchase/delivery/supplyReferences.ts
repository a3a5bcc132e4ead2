import { inArray } from 'drizzle-orm';
import { contains } from '../../../platform/db/search.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { deliveryNotes } from '../deliverySchema.ts';
import { purchaseOrderLines, purchaseOrders } from '../orderSchema.ts';

/*
 * What settlement reads of the purchasing documents its lines come from (issue 18): their numbers, and
 * which of them a "contains" search finds — through the numbers' gram indexes, never a scan.
 */
export const supplyReferences = {
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
