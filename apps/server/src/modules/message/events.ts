import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/schema.ts';
import { onApprovalEnded } from '../../platform/documents/approval.ts';
import { onSupplierPendingOpened } from '../../platform/pending/supplierPendings.ts';
import { supplierNameById } from '../../platform/suppliers/directory.ts';
import { sendMessage } from './send.ts';

/*
 * The business events wired to the message centre. Each runs in the transaction of the event, so the
 * message exists exactly when the event does.
 */

export const PUR_REQ_APPROVED = 'PUR_REQ_APPROVED';
export const SUPPLIER_TODO_SENT = 'SUPPLIER_TODO_SENT';
/** An advance or a payment application paid (sent by modules/settlement/paying.ts): the supplier's payment notice. */
export const PAYMENT_NOTICE = 'PAYMENT_NOTICE';

// A requisition approved → its requester (the users of the requesting person) and its creator.
onApprovalEnded(async (tx, e) => {
  if (e.billType !== 'PUR_REQUISITION' || e.outcome !== 'APPROVED') return;
  const h = e.header as { requesterId?: number; createdBy?: number | null; purpose?: string; totalAmount?: string };
  const requesterUsers = h.requesterId
    ? await tx.select({ id: users.id }).from(users).where(eq(users.personId, h.requesterId))
    : [];
  const userIds = [...requesterUsers.map((u) => u.id), ...(h.createdBy ? [h.createdBy] : [])];
  await sendMessage(tx, {
    sourceCode: PUR_REQ_APPROVED,
    variables: {
      docNumber: e.docNumber,
      purpose: h.purpose ?? '',
      amount: h.totalAmount ?? '',
      status: e.toStatus,
    },
    receivers: { userIds },
    bill: { billType: e.billType, billId: e.docId, billNumber: e.docNumber, menuCode: 'PUR_REQUISITION' },
  });
});

// A supplier to-do opened → every user of that supplier.
onSupplierPendingOpened(async (tx, item) => {
  const supplier = await supplierNameById(tx, item.supplierId);
  await sendMessage(tx, {
    sourceCode: SUPPLIER_TODO_SENT,
    variables: {
      supplierName: supplier?.supplierName ?? '',
      pendingTitle: item.pendingTitle,
      billNumber: item.billNumber ?? '',
    },
    receivers: { supplierIds: [item.supplierId] },
    bill: { billType: item.billType, billId: item.billId ?? null, billNumber: item.billNumber ?? null },
    senderUserId: item.createdBy,
  });
});
