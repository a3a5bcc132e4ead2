import { type Lang, t } from '@srm/core';
import {
  compareDecimal,
  divideToScale,
  multiplyToAmount,
  subtractDecimal,
  sumAmounts,
} from '@srm/core/documents/amounts';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import { profileNumber } from '../../../platform/profiles/profiles.ts';
import { materialTable } from '../materials.ts';
import { purchaseOrderLines, purchaseOrders } from '../orderSchema.ts';

/*
 * The one place where delivery notes read and move the quantities of purchase order lines (issue 8
 * items 5 and 7). The rule:
 *  - a supplier ships only against open lines of its own CONFIRMED orders;
 *  - shippedQuantity counts the notes in transit and what was received of them: shipping adds the
 *    note's quantity, cancelling a shipped note takes it back, and at receipt what was rejected or did
 *    not arrive goes back too (it is open again, to be shipped anew);
 *  - the open quantity is quantity − shippedQuantity; a note (on save and on ship, under the order
 *    line's row lock) never asks for more than it plus the over-delivery tolerance (profile
 *    PUR_OVER_DELIVERY_TOLERANCE_PERCENT, percent of the ordered quantity);
 *  - a line received in full is CLOSED.
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
  lineStatus: string;
  needByDate: string;
  promisedDate: string | null;
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
  lineStatus: purchaseOrderLines.lineStatus,
  needByDate: purchaseOrderLines.needByDate,
  promisedDate: purchaseOrderLines.promisedDate,
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

/** The open quantity of a line: ordered − shipped (see the rule above). */
export const openQuantity = (line: Pick<OrderLineFacts, 'quantity' | 'shippedQuantity'>) =>
  subtractDecimal(line.quantity, line.shippedQuantity, SCALE);

/** What may still be shipped on a line: the open quantity plus the tolerance on the ordered quantity. */
function shippableQuantity(line: OrderLineFacts, tolerancePercent: number): string {
  const ceiling = divideToScale(multiplyToAmount(line.quantity, String(100 + tolerancePercent), 6), '100', SCALE);
  return subtractDecimal(ceiling, line.shippedQuantity, SCALE);
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

export type Receipt = { orderLineId: number; shipped: string; received: string; rejected: string };

/**
 * A receipt of note lines: received and rejected add up on the order line, what was not accepted
 * (rejected or missing) leaves shippedQuantity, and a line received in full closes.
 */
export async function applyReceipt(tx: DbOrTx, receipts: Receipt[], userId: number): Promise<void> {
  await orderLinesByIds(
    tx,
    receipts.map((r) => r.orderLineId),
    true,
  );
  for (const r of receipts) {
    const notAccepted = subtractDecimal(r.shipped, r.received, SCALE);
    const received = sql`${purchaseOrderLines.receivedQuantity} + ${r.received}::numeric`;
    await tx
      .update(purchaseOrderLines)
      .set({
        receivedQuantity: received,
        rejectedQuantity: sql`${purchaseOrderLines.rejectedQuantity} + ${r.rejected}::numeric`,
        shippedQuantity: sql`${purchaseOrderLines.shippedQuantity} - ${notAccepted}::numeric`,
        lineStatus: sql`case when ${received} >= ${purchaseOrderLines.quantity} then 'CLOSED' else ${purchaseOrderLines.lineStatus} end`,
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
    const like = `%${filter.keyword}%`;
    where.push(
      or(
        ilike(purchaseOrders.orderNumber, like),
        ilike(purchaseOrderLines.itemDescription, like),
        ilike(materialTable.materialCode, like),
      ),
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
