import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { DocContext, StepTaken, StoredDoc } from '../../../platform/documents/binding.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { purchaseOrderLines, purchaseOrders } from '../orderSchema.ts';
import { recomputeOrderedQuantity } from '../requisitionOrdered.ts';
import { releaseOrderAgreement } from './orderAgreement.ts';
import {
  cancelConfirmTodo,
  handleConfirmTodo,
  handleRefusedTodo,
  openConfirmTodo,
  openRefusedTodo,
} from './orderTodos.ts';

/*
 * What the order's declared actions do besides moving its state (the engine's afterStep / beforeStep
 * hooks, in the action's transaction): publishing stamps the date the supplier sees it from and opens
 * its to-do; the supplier's answer is stamped and its to-do handled; an alteration counts a revision;
 * closing closes the open lines; cancelling frees the requisition quantities. One function per side, so
 * the named supplierConfirm call (with promised dates) and the plain `confirm` end the same way.
 */

/** Refuses cancelling an order of which something was shipped or received already. */
export async function beforeOrderStep(_ctx: DocContext, doc: StoredDoc, action: string): Promise<void> {
  if (action !== 'abolish') return;
  const moved = doc.lines.some((l) => Number(l.shippedQuantity) > 0 || Number(l.receivedQuantity) > 0);
  if (moved) throw new AppError(409, 'order.alreadyShipped');
}

const setHeader = (tx: DbOrTx, id: number, values: Partial<typeof purchaseOrders.$inferInsert>) =>
  tx.update(purchaseOrders).set(values).where(eq(purchaseOrders.id, id));

/** The supplier confirmed (generic confirm or supplierConfirm): stamped, its to-do done. */
export async function confirmed(ctx: DocContext, doc: StoredDoc): Promise<void> {
  await setHeader(ctx.tx, doc.header.id, { confirmDate: new Date(), refuseReason: null });
  await handleConfirmTodo(ctx.tx, doc, ctx.user.userId);
}

export async function afterOrderStep(ctx: DocContext, doc: StoredDoc, step: StepTaken): Promise<void> {
  const { tx, user } = ctx;
  const id = doc.header.id;
  switch (step.action) {
    case 'publish':
      await setHeader(tx, id, { publishDate: new Date(), confirmDate: null, refuseReason: null });
      await openConfirmTodo(tx, doc, user.userId);
      return;
    case 'confirm':
      return confirmed(ctx, doc);
    case 'refuse':
      await setHeader(tx, id, { refuseReason: step.comment, confirmDate: null });
      await handleConfirmTodo(tx, doc, user.userId);
      await openRefusedTodo(tx, doc, step.comment ?? '', user.userId);
      return;
    case 'submit':
      await handleRefusedTodo(tx, doc, user.userId);
      return;
    case 'alter':
      await setHeader(tx, id, { revision: sql`${purchaseOrders.revision} + 1` as unknown as number });
      return;
    case 'close':
      await tx.update(purchaseOrderLines).set({ lineStatus: 'CLOSED' }).where(eq(purchaseOrderLines.orderId, id));
      return;
    case 'abolish':
      // What its approvals drew on an agreement is given back.
      await releaseOrderAgreement(tx, id);
      await recomputeOrderedQuantity(
        tx,
        doc.lines.flatMap((l) => (l.requisitionLineId == null ? [] : [l.requisitionLineId as number])),
      );
      await cancelConfirmTodo(tx, doc, user.userId);
      await handleRefusedTodo(tx, doc, user.userId);
      return;
  }
}

/** After a save or delete: the requisition lines the order drew on (before and after) are recomputed. */
export async function afterOrderSave(ctx: DocContext, before: StoredDoc | null, after: StoredDoc | null) {
  const ids = [...(before?.lines ?? []), ...(after?.lines ?? [])].flatMap((l) =>
    l.requisitionLineId == null ? [] : [l.requisitionLineId as number],
  );
  await recomputeOrderedQuantity(ctx.tx, ids);
}
