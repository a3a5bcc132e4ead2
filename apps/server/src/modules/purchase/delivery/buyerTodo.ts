import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { publishAfterCommit } from '../../../platform/realtime/afterCommit.ts';
import { interiorPendings } from '../../../platform/workflow/schema.ts';
import { purchaseOrders } from '../orderSchema.ts';

/*
 * The buyer's to-do "delivery note shipped, awaiting receipt" (issue 8 item 5): opened for the buyer
 * (or, without one, the creator) of each order the note ships against when the supplier ships it;
 * handled when the note is received, cancelled when the supplier cancels it. Bill type DELIVERY_NOTE
 * opens PUR_DELIVERY (packages/core/src/todo/billTypes.ts).
 */

const BILL_TYPE = 'DELIVERY_NOTE';
const stillOpen = and(eq(interiorPendings.handleFlag, 'N'), eq(interiorPendings.cancelFlag, 'N'));

export async function openReceiptTodo(
  tx: DbOrTx,
  note: { id: number; number: string; orgId: number | null; title: string },
  orderIds: number[],
  byUserId: number,
): Promise<void> {
  const receivers = new Set<number>();
  for (const orderId of new Set(orderIds)) {
    const [order] = await tx
      .select({ buyerId: purchaseOrders.buyerId, createdBy: purchaseOrders.createdBy })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, orderId));
    const receiver = order?.buyerId ?? order?.createdBy;
    if (receiver != null) receivers.add(receiver);
  }
  if (receivers.size === 0) return;
  await tx.insert(interiorPendings).values(
    [...receivers].map((receiverUserId) => ({
      pendingTitle: note.title,
      billType: BILL_TYPE,
      billId: note.id,
      billNumber: note.number,
      billParams: { billId: note.id },
      menuCode: 'PUR_DELIVERY',
      orgId: note.orgId,
      receiverUserId,
      createdBy: byUserId,
      lastUpdatedBy: byUserId,
    })),
  );
  publishAfterCommit(
    { userIds: [...receivers] },
    { kind: 'todo', change: 'opened', title: note.title, count: receivers.size },
  );
}

/** Closes the note's open receipt to-dos: handled by the receiving user, or cancelled with the note. */
export async function closeReceiptTodos(
  tx: DbOrTx,
  noteId: number,
  how: 'handled' | 'cancelled',
  userId: number,
): Promise<void> {
  const now = new Date();
  const values =
    how === 'handled'
      ? { handleFlag: 'Y', handleUserId: userId, handleDate: now, lastUpdatedBy: userId, lastUpdateDate: now }
      : { cancelFlag: 'Y', lastUpdatedBy: userId, lastUpdateDate: now };
  const rows = await tx
    .update(interiorPendings)
    .set(values)
    .where(and(eq(interiorPendings.billType, BILL_TYPE), eq(interiorPendings.billId, noteId), stillOpen))
    .returning({ receiverUserId: interiorPendings.receiverUserId });
  if (rows.length > 0) {
    publishAfterCommit(
      { userIds: [...new Set(rows.map((r) => r.receiverUserId))] },
      { kind: 'todo', change: how, count: rows.length },
    );
  }
}
