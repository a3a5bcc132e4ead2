import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { documentHistory } from '../../../platform/documents/schema.ts';
import { purchaseOrderLines } from '../orderSchema.ts';
import { consumeAgreement, releaseAgreement } from './orderSources.ts';

/*
 * What an order called off an agreement takes from it (issue 8 items 2–3): the quantity and amount of
 * each line drawn on an agreement line are consumed when the order is first approved (the sources
 * rule refuses more than the agreement's ceilings, and the approval with it) and given back when the
 * order is cancelled after that. An approved alteration keeps the first consumption (see decisions.md).
 */

/** How often the order's approval ended APPROVED (its history's approvalEnd rows). */
export async function timesApproved(tx: DbOrTx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(documentHistory)
    .where(
      and(
        eq(documentHistory.billType, 'PO_ORDER'),
        eq(documentHistory.docId, orderId),
        eq(documentHistory.action, 'approvalEnd'),
        eq(documentHistory.toStatus, 'APPROVED'),
      ),
    );
  return Number(row?.n ?? 0);
}

const linesOf = (tx: DbOrTx, orderId: number) =>
  tx
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, orderId))
    .orderBy(asc(purchaseOrderLines.lineNumber));

/** Consumes at the order's first approval only (called after the approval's history row is written). */
export async function consumeOrderAgreement(tx: DbOrTx, orderId: number, date: string): Promise<void> {
  if ((await timesApproved(tx, orderId)) !== 1) return;
  for (const line of await linesOf(tx, orderId)) {
    if (line.agreementLineId == null) continue;
    await consumeAgreement(tx, {
      agreementLineId: line.agreementLineId,
      quantity: line.quantity,
      amount: line.amount,
      date,
    });
  }
}

/** Gives back what the order consumed, when it was ever approved. */
export async function releaseOrderAgreement(tx: DbOrTx, orderId: number): Promise<void> {
  if ((await timesApproved(tx, orderId)) === 0) return;
  for (const line of await linesOf(tx, orderId)) {
    if (line.agreementLineId == null) continue;
    await releaseAgreement(tx, { agreementLineId: line.agreementLineId, quantity: line.quantity, amount: line.amount });
  }
}
