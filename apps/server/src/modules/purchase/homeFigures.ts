import { formatDate } from '@srm/core';
import { multiplyToAmount, sumAmounts } from '@srm/core/documents/amounts';
import { and, count, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { DataScope } from '../../platform/access/scope.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { visibleWhere } from '../../platform/documents/store.ts';
import { noteType } from './delivery/noteBinding.ts';
import { deliveryNoteLines, deliveryNotes } from './deliverySchema.ts';
import { purchaseOrderLines, purchaseOrders } from './orderSchema.ts';
import { orderBound } from './orders/order.ts';

/*
 * The purchasing figures of the home pages (issue 15), computed from the orders, delivery notes and
 * receipts the caller may see — the same condition as the order and delivery-note lists (visibleWhere),
 * so a supplier counts only its own published orders and shipped notes, a buyer its organisations and
 * categories. Nothing here is a sample: a figure without data is absent (null), never made up.
 */

/** Receipts older than this do not count in the delivery accuracy. */
export const ACCURACY_WINDOW_DAYS = 90;
/** The finance home's receipts value covers this many days. */
export const RECEIPTS_WINDOW_DAYS = 30;
/** "Due soon" on the warnings: promised (or needed) within this many days. */
export const DUE_SOON_DAYS = 7;

/** Order states in which an order is still the buyer's work. */
const OPEN_ORDER_STATES = ['DRAFT', 'APPROVING', 'APPROVED', 'REJECTED', 'CHANGING', 'NO_CONFIRMED', 'CONFIRMED'];

export type OrderFigures = {
  /** Published, not yet confirmed by the supplier. */
  awaitingConfirmation: number;
  /** Open orders whose buyer is the caller (internal users only). */
  myOpenOrders: number | null;
  /** Lines of confirmed orders with quantity still to deliver whose date (promised, else need-by) is past. */
  overdueLines: number;
  /** … whose date is today or within DUE_SOON_DAYS. */
  dueSoonLines: number;
};
export type DeliveryFigures = {
  /** Shipped notes not received yet. */
  inTransit: number;
  /** Received note lines with a refused quantity, last ACCURACY_WINDOW_DAYS days. */
  refusedLines: number;
};
/**
 * On time and in full over the received delivery-note lines of the last ACCURACY_WINDOW_DAYS days: on time
 * = received by the order line's promised date (its need-by date when none was promised); in full = all
 * that was shipped was accepted. Null when nothing was received.
 */
export type DeliveryAccuracy = { lines: number; onTime: number; inFull: number; onTimeInFull: number; rate: number };
export type ReceiptsValue = { receipts: number; amounts: { currencyCode: string; amount: string }[] };

const daysAgo = (days: number) => formatDate(new Date(Date.now() - days * 86_400_000));
const daysAhead = (days: number) => formatDate(new Date(Date.now() + days * 86_400_000));

export async function orderFigures(db: DbOrTx, scope: DataScope, userId: number | null): Promise<OrderFigures> {
  const visible = visibleWhere(orderBound, scope);
  const [{ n: awaiting }] = await db
    .select({ n: count() })
    .from(purchaseOrders)
    .where(and(visible, eq(purchaseOrders.status, 'NO_CONFIRMED')));
  let mine: number | null = null;
  if (userId != null && scope.kind === 'INTERNAL') {
    const [{ n }] = await db
      .select({ n: count() })
      .from(purchaseOrders)
      .where(and(visible, eq(purchaseOrders.buyerId, userId), inArray(purchaseOrders.status, OPEN_ORDER_STATES)));
    mine = Number(n);
  }
  const due = sql`coalesce(${purchaseOrderLines.promisedDate}, ${purchaseOrderLines.needByDate})`;
  const openLine: SQL = and(
    visible,
    eq(purchaseOrders.status, 'CONFIRMED'),
    sql`${purchaseOrderLines.lineStatus} <> 'CLOSED'`,
    sql`${purchaseOrderLines.quantity} > ${purchaseOrderLines.receivedQuantity}`,
  )!;
  const [lines] = await db
    .select({
      overdue: sql<number>`count(*) filter (where ${due} < ${formatDate(new Date())})::int`,
      dueSoon: sql<number>`count(*) filter (where ${due} >= ${formatDate(new Date())} and ${due} <= ${daysAhead(DUE_SOON_DAYS)})::int`,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
    .where(openLine);
  return {
    awaitingConfirmation: Number(awaiting),
    myOpenOrders: mine,
    overdueLines: Number(lines?.overdue ?? 0),
    dueSoonLines: Number(lines?.dueSoon ?? 0),
  };
}

/** The received note lines of the window the scope sees, joined to their order lines. */
function receivedLines(db: DbOrTx, scope: DataScope, sinceDays: number) {
  return db
    .select({
      receivedDate: deliveryNotes.receivedDate,
      shipped: deliveryNoteLines.quantity,
      received: deliveryNoteLines.receivedQuantity,
      rejected: deliveryNoteLines.rejectedQuantity,
      due: sql<string>`coalesce(${purchaseOrderLines.promisedDate}, ${purchaseOrderLines.needByDate})`,
      price: purchaseOrderLines.price,
      currencyCode: purchaseOrders.currencyCode,
      noteId: deliveryNotes.id,
    })
    .from(deliveryNoteLines)
    .innerJoin(deliveryNotes, eq(deliveryNotes.id, deliveryNoteLines.deliveryNoteId))
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, deliveryNoteLines.orderLineId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
    .where(
      and(
        visibleWhere(noteType, scope),
        eq(deliveryNotes.status, 'CONFIRMED'),
        gte(deliveryNotes.receivedDate, daysAgo(sinceDays)),
      ),
    );
}

export async function deliveryFigures(db: DbOrTx, scope: DataScope): Promise<DeliveryFigures> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(deliveryNotes)
    .where(and(visibleWhere(noteType, scope), eq(deliveryNotes.status, 'SUBMITTED')));
  const lines = await receivedLines(db, scope, ACCURACY_WINDOW_DAYS);
  return { inTransit: Number(n), refusedLines: lines.filter((l) => Number(l.rejected ?? 0) > 0).length };
}

export async function deliveryAccuracy(db: DbOrTx, scope: DataScope): Promise<DeliveryAccuracy | null> {
  const lines = await receivedLines(db, scope, ACCURACY_WINDOW_DAYS);
  if (lines.length === 0) return null;
  let onTime = 0;
  let inFull = 0;
  let both = 0;
  for (const l of lines) {
    // Dates are YYYY-MM-DD strings: they compare as text.
    const timely = l.receivedDate != null && l.receivedDate <= l.due;
    const full = Number(l.rejected ?? 0) === 0 && Number(l.received ?? 0) === Number(l.shipped);
    if (timely) onTime++;
    if (full) inFull++;
    if (timely && full) both++;
  }
  return {
    lines: lines.length,
    onTime,
    inFull,
    onTimeInFull: both,
    rate: Math.round((both / lines.length) * 1000) / 10,
  };
}

/** What was received in the last RECEIPTS_WINDOW_DAYS days, valued at the order price, per currency. */
export async function receiptsValue(db: DbOrTx, scope: DataScope): Promise<ReceiptsValue | null> {
  const lines = await receivedLines(db, scope, RECEIPTS_WINDOW_DAYS);
  if (lines.length === 0) return null;
  // Exact decimals, as document amounts are: each line rounded to cents, then summed.
  const byCurrency = new Map<string, string[]>();
  for (const l of lines) {
    const amounts = byCurrency.get(l.currencyCode) ?? [];
    amounts.push(multiplyToAmount(String(l.received ?? '0'), String(l.price), 2));
    byCurrency.set(l.currencyCode, amounts);
  }
  return {
    receipts: new Set(lines.map((l) => l.noteId)).size,
    amounts: [...byCurrency].map(([currencyCode, amounts]) => ({ currencyCode, amount: sumAmounts(amounts, 2) })),
  };
}
