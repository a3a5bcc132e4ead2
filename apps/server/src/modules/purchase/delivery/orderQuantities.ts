import { type Lang, t } from '@srm/core';
import {
  compareDecimal,
  divideToScale,
  multiplyToAmount,
  subtractDecimal,
  sumAmounts,
} from '@srm/core/documents/amounts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { containsAny } from '../../../platform/db/search.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import { profileNumber } from '../../../platform/profiles/profiles.ts';
import { materialTable } from '../../base/index.ts';
import { purchaseOrderLines, purchaseOrders } from '../orderSchema.ts';

/*
 * The one place where delivery notes read and move the quantities of purchase order lines (issue 8
 * items 5 and 7, issue 15 item 3; docs/decisions.md "Receipt figures and returns"). Each figure of a
 * line counts one thing and never goes down on a receipt or a return:
 *  - quantity: ordered (only the buyer's edit or alteration changes it);
 *  - shippedQuantity: on notes shipped and not cancelled (a note cancelled in transit takes its own back:
 *    nothing of it was delivered);
 *  - receivedQuantity: accepted into stock;
 *  - rejectedQuantity: refused at receipt and returned to the supplier (a return row the supplier reads);
 *  - reducedQuantity: the part of the returns the buyer took off the order ("return and reduce");
 *  - missingQuantity: shipped but neither received nor rejected at receipt (short delivery).
 * From them: still owed = quantity − reduced − received (the order's open quantity); in transit =
 * shipped − received − rejected − missing; what may still be shipped = owed − in transit. So a return
 * "for replacement" and a shortage are owed again, a return "and reduce" is not, and the shipped figure
 * keeps telling what the supplier shipped. A note (on save and on ship, under the order line's row lock)
 * never asks for more than may still be shipped plus the over-delivery tolerance (profile
 * PUR_OVER_DELIVERY_TOLERANCE_PERCENT, percent of the ordered quantity). A line with nothing owed closes.
 */

const SCALE = 4;

/** An order line as deliveries see it, with its order's header values. */
export type OrderLineFacts = {
  id: number;
  orderId: number;
  orderNumber: string;
  orderStatus: string;
  orgId: number;
  supplierId: number;
  lineNumber: number;
  materialId: number | null;
  itemDescription: string;
  unitCode: string;
  quantity: string;
  shippedQuantity: string;
  receivedQuantity: string;
  rejectedQuantity: string;
  reducedQuantity: string;
  missingQuantity: string;
  lineStatus: string;
  needByDate: string;
  promisedDate: string | null;
  /** Price without tax, tax rate %, the order's currency and payment terms: what the receipt settles at. */
  price: string;
  taxRate: string;
  currencyCode: string;
  paymentTermId: number | null;
};

const factColumns = {
  id: purchaseOrderLines.id,
  orderId: purchaseOrderLines.orderId,
  orderNumber: purchaseOrders.orderNumber,
  orderStatus: purchaseOrders.status,
  orgId: purchaseOrders.orgId,
  supplierId: purchaseOrders.supplierId,
  lineNumber: purchaseOrderLines.lineNumber,
  materialId: purchaseOrderLines.materialId,
  itemDescription: purchaseOrderLines.itemDescription,
  unitCode: purchaseOrderLines.unitCode,
  quantity: purchaseOrderLines.quantity,
  shippedQuantity: purchaseOrderLines.shippedQuantity,
  receivedQuantity: purchaseOrderLines.receivedQuantity,
  rejectedQuantity: purchaseOrderLines.rejectedQuantity,
  reducedQuantity: purchaseOrderLines.reducedQuantity,
  missingQuantity: purchaseOrderLines.missingQuantity,
  lineStatus: purchaseOrderLines.lineStatus,
  needByDate: purchaseOrderLines.needByDate,
  promisedDate: purchaseOrderLines.promisedDate,
  price: purchaseOrderLines.price,
  taxRate: purchaseOrderLines.taxRate,
  currencyCode: purchaseOrders.currencyCode,
  paymentTermId: purchaseOrders.paymentTermId,
};

/** Order lines by id with their order's values; `lock` takes the lines' row locks (ship, cancel, receipt). */
export async function orderLinesByIds(db: DbOrTx, ids: readonly number[], lock = false) {
  if (ids.length === 0) return new Map<number, OrderLineFacts>();
  const query = db
    .select(factColumns)
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
    .where(inArray(purchaseOrderLines.id, [...new Set(ids)]))
    // Always in id order, so two transactions locking overlapping lines cannot deadlock.
    .orderBy(asc(purchaseOrderLines.id));
  const rows = (lock ? await query.for('update', { of: purchaseOrderLines }) : await query) as OrderLineFacts[];
  return new Map(rows.map((r) => [r.id, r]));
}

/** Is the line one this supplier may ship (or be asked to ship) against? */
export const isShippable = (line: OrderLineFacts | undefined, supplierId: number | null) =>
  !!line && line.supplierId === supplierId && line.orderStatus === 'CONFIRMED' && line.lineStatus === 'OPEN';

type Figures = Pick<
  OrderLineFacts,
  'quantity' | 'shippedQuantity' | 'rejectedQuantity' | 'reducedQuantity' | 'missingQuantity'
>;

/** Shipped and not come back: what is in transit or was received (shipped − rejected − missing). */
const shippedNet = (line: Figures) =>
  subtractDecimal(line.shippedQuantity, sumAmounts([line.rejectedQuantity, line.missingQuantity], SCALE), SCALE);

/** What may still be shipped on a line: ordered − reduced − (shipped − rejected − missing), see the rule above. */
export const openQuantity = (line: Figures) =>
  subtractDecimal(subtractDecimal(line.quantity, line.reducedQuantity, SCALE), shippedNet(line), SCALE);

/** What may still be shipped on a line plus the tolerance on the ordered quantity. */
function shippableQuantity(line: OrderLineFacts, tolerancePercent: number): string {
  const ceiling = divideToScale(multiplyToAmount(line.quantity, String(100 + tolerancePercent), 6), '100', SCALE);
  return subtractDecimal(subtractDecimal(ceiling, line.reducedQuantity, SCALE), shippedNet(line), SCALE);
}

export const tolerancePercent = (db: DbOrTx, orgId: number | null) =>
  profileNumber(db, 'PUR_OVER_DELIVERY_TOLERANCE_PERCENT', { orgId });

/** A note line as the checks read it: its order line, quantity and where its errors go. */
export type ShipRequest = { orderLineId: number; quantity: string; field: string; lineNumber: number | string };

/**
 * The field errors of shipping these quantities for `supplierId` to `orgId`: lines that are not open
 * lines of the supplier's confirmed orders, of another organisation, or more than their open quantity
 * plus tolerance (several note lines on one order line count together).
 */
export async function shipErrors(
  db: DbOrTx,
  lang: Lang,
  supplierId: number | null,
  orgId: number | null,
  requests: ShipRequest[],
  lock = false,
): Promise<FieldError[]> {
  const lines = await orderLinesByIds(
    db,
    requests.map((r) => r.orderLineId),
    lock,
  );
  const tolerance = await tolerancePercent(db, orgId);
  const errors: FieldError[] = [];
  const wanted = new Map<number, string[]>();
  for (const r of requests) {
    const line = lines.get(r.orderLineId);
    if (!isShippable(line, supplierId)) {
      errors.push({ field: `${r.field}.orderLineId`, message: t('delivery.orderLineNotOpen', lang) });
      continue;
    }
    if (orgId != null && line!.orgId !== orgId) {
      errors.push({ field: `${r.field}.orderLineId`, message: t('delivery.orderLineOtherOrg', lang) });
      continue;
    }
    wanted.set(r.orderLineId, [...(wanted.get(r.orderLineId) ?? []), r.quantity]);
    const total = sumAmounts(wanted.get(r.orderLineId)!, SCALE);
    const open = shippableQuantity(line!, tolerance);
    if (compareDecimal(total, open) > 0) {
      errors.push({
        field: `${r.field}.quantity`,
        message: t('delivery.overOpen', lang, {
          line: r.lineNumber,
          quantity: Number(total),
          open: Number(open),
          tolerance,
        }),
      });
    }
  }
  return errors;
}

type Moved = { orderLineId: number; quantity: string };

/** Shipping (sign +1) or cancelling a shipped note (sign −1): the lines' shippedQuantity moves by the note's quantities. */
export async function moveShipped(tx: DbOrTx, moved: Moved[], sign: 1 | -1, userId: number): Promise<void> {
  for (const m of moved) {
    const delta = sign === 1 ? m.quantity : `-${m.quantity}`;
    await tx
      .update(purchaseOrderLines)
      .set({
        shippedQuantity: sql`${purchaseOrderLines.shippedQuantity} + ${delta}::numeric`,
        lastUpdatedBy: userId,
        lastUpdateDate: new Date(),
      })
      .where(eq(purchaseOrderLines.id, m.orderLineId));
  }
}

/** What a receipt made of one note line: shipped, accepted, rejected, and the rejected part taken off the order. */
export type Receipt = { orderLineId: number; shipped: string; received: string; rejected: string; reduced: string };

/**
 * A receipt of note lines: received, rejected (returned), reduced and missing (shipped − received −
 * rejected) each add to their own figure on the order line; shippedQuantity stays what was shipped.
 * A line with nothing owed any more (received ≥ ordered − reduced) closes.
 */
export async function applyReceipt(tx: DbOrTx, receipts: Receipt[], userId: number): Promise<void> {
  await orderLinesByIds(
    tx,
    receipts.map((r) => r.orderLineId),
    true,
  );
  for (const r of receipts) {
    const missing = subtractDecimal(r.shipped, sumAmounts([r.received, r.rejected], SCALE), SCALE);
    // Parenthesised: they are spliced into the closing condition below.
    const received = sql`(${purchaseOrderLines.receivedQuantity} + ${r.received}::numeric)`;
    const reduced = sql`(${purchaseOrderLines.reducedQuantity} + ${r.reduced}::numeric)`;
    await tx
      .update(purchaseOrderLines)
      .set({
        receivedQuantity: received,
        rejectedQuantity: sql`${purchaseOrderLines.rejectedQuantity} + ${r.rejected}::numeric`,
        reducedQuantity: reduced,
        missingQuantity: sql`${purchaseOrderLines.missingQuantity} + ${missing}::numeric`,
        lineStatus: sql`case when ${received} >= ${purchaseOrderLines.quantity} - ${reduced} then 'CLOSED' else ${purchaseOrderLines.lineStatus} end`,
        lastUpdatedBy: userId,
        lastUpdateDate: new Date(),
      })
      .where(eq(purchaseOrderLines.id, r.orderLineId));
  }
}

/**
 * The open lines of a supplier's confirmed orders (the delivery note's picker, the notice's line
 * picker): ordered, shipped, received and open quantities. `keyword` matches the order number or the
 * description; `orgId` keeps one organisation's orders; `visible` is the caller's scope on the orders
 * (in the query, so the row limit counts only lines the caller may see).
 */
export async function openOrderLines(
  db: DbOrTx,
  filter: { supplierId?: number; orgId?: number | null; keyword?: string | null; limit?: number; visible?: SQL },
) {
  const where: (SQL | undefined)[] = [
    filter.visible,
    filter.supplierId == null ? undefined : eq(purchaseOrders.supplierId, filter.supplierId),
    eq(purchaseOrders.status, 'CONFIRMED'),
    eq(purchaseOrderLines.lineStatus, 'OPEN'),
  ];
  if (filter.orgId != null) where.push(eq(purchaseOrders.orgId, filter.orgId));
  if (filter.keyword) {
    where.push(
      containsAny(filter.keyword, [
        purchaseOrders.orderNumber,
        purchaseOrderLines.itemDescription,
        materialTable.materialCode,
      ]),
    );
  }
  const rows = await db
    .select({ ...factColumns, materialCode: materialTable.materialCode })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
    .leftJoin(materialTable, eq(materialTable.id, purchaseOrderLines.materialId))
    .where(and(...where))
    .orderBy(asc(purchaseOrders.orderNumber), asc(purchaseOrderLines.lineNumber))
    .limit(filter.limit ?? 200);
  return rows.map((r) => ({ ...r, openQuantity: openQuantity(r) }));
}
