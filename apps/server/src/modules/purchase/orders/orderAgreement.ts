import { compareDecimal, subtractDecimal, sumAmounts } from '@srm/core/documents/amounts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { orderAgreementDraws } from '../orderAgreementSchema.ts';
import { purchaseOrderLines } from '../orderSchema.ts';
import { consumeAgreement, releaseAgreement } from './orderSources.ts';

/*
 * What an order called off an agreement takes from it (issue 8 items 2–3). Every time the order's
 * approval ends APPROVED — the first approval, an approved alteration, a re-approval after the
 * supplier refused — the agreement is moved to the order's lines as they are then: by the difference
 * from what the order had drawn (srm_po_agreement_draw). More consumes more (the sources rule refuses
 * more than the agreement's ceilings, and the approval with it); less, or a line removed, gives back.
 * Cancelling gives back what is drawn then. See decisions.md (Orders, Agreements).
 */

const QTY_SCALE = 4;
const AMOUNT_SCALE = 2;

type Draw = { quantity: string; amount: string };

/** The order's lines now, summed per agreement line (two lines may call off the same one). */
async function wantedDraws(tx: DbOrTx, orderId: number): Promise<Map<number, Draw>> {
  const lines = await tx
    .select({
      agreementLineId: purchaseOrderLines.agreementLineId,
      quantity: purchaseOrderLines.quantity,
      amount: purchaseOrderLines.amount,
    })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, orderId));
  const wanted = new Map<number, Draw>();
  for (const l of lines) {
    if (l.agreementLineId == null) continue;
    const was = wanted.get(l.agreementLineId) ?? { quantity: '0', amount: '0' };
    wanted.set(l.agreementLineId, {
      quantity: sumAmounts([was.quantity, l.quantity], QTY_SCALE),
      amount: sumAmounts([was.amount, l.amount], AMOUNT_SCALE),
    });
  }
  return wanted;
}

async function drawnNow(tx: DbOrTx, orderId: number): Promise<Map<number, Draw>> {
  const rows = await tx.select().from(orderAgreementDraws).where(eq(orderAgreementDraws.orderId, orderId));
  return new Map(rows.map((r) => [r.agreementLineId, { quantity: r.quantity, amount: r.amount }]));
}

const positive = (v: string) => (compareDecimal(v, 0) > 0 ? v : '0');

/**
 * Moves the agreement to the order's lines now (called when its approval ends APPROVED). Gives back
 * first, then consumes, so quantity moved between lines of one agreement is not refused by its
 * amount ceiling on the way.
 */
export async function reconcileOrderAgreement(tx: DbOrTx, orderId: number, date: string): Promise<void> {
  const wanted = await wantedDraws(tx, orderId);
  const drawn = await drawnNow(tx, orderId);
  if (wanted.size === 0 && drawn.size === 0) return;
  const zero: Draw = { quantity: '0', amount: '0' };
  const ids = [...new Set([...drawn.keys(), ...wanted.keys()])].sort((a, b) => a - b);
  const moves = ids.map((agreementLineId) => {
    const to = wanted.get(agreementLineId) ?? zero;
    const from = drawn.get(agreementLineId) ?? zero;
    return {
      agreementLineId,
      more: {
        quantity: positive(subtractDecimal(to.quantity, from.quantity, QTY_SCALE)),
        amount: positive(subtractDecimal(to.amount, from.amount, AMOUNT_SCALE)),
      },
      less: {
        quantity: positive(subtractDecimal(from.quantity, to.quantity, QTY_SCALE)),
        amount: positive(subtractDecimal(from.amount, to.amount, AMOUNT_SCALE)),
      },
    };
  });
  const nonZero = (d: Draw) => compareDecimal(d.quantity, 0) > 0 || compareDecimal(d.amount, 0) > 0;
  for (const m of moves)
    if (nonZero(m.less)) await releaseAgreement(tx, { agreementLineId: m.agreementLineId, ...m.less });
  for (const m of moves)
    if (nonZero(m.more)) await consumeAgreement(tx, { agreementLineId: m.agreementLineId, ...m.more, date });
  await tx.delete(orderAgreementDraws).where(eq(orderAgreementDraws.orderId, orderId));
  if (wanted.size > 0)
    await tx
      .insert(orderAgreementDraws)
      .values([...wanted].map(([agreementLineId, d]) => ({ orderId, agreementLineId, ...d })));
}

/** Gives back what the order has drawn (when it is cancelled); nothing when it was never approved. */
export async function releaseOrderAgreement(tx: DbOrTx, orderId: number): Promise<void> {
  for (const [agreementLineId, d] of await drawnNow(tx, orderId)) {
    await releaseAgreement(tx, { agreementLineId, ...d });
    await tx
      .delete(orderAgreementDraws)
      .where(and(eq(orderAgreementDraws.orderId, orderId), eq(orderAgreementDraws.agreementLineId, agreementLineId)));
  }
}
