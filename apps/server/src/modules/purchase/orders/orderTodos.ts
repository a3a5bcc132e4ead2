import { t } from '@srm/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { StoredDoc } from '../../../platform/documents/binding.ts';
import {
  cancelSupplierPendings,
  handleSupplierPendings,
  openSupplierPending,
} from '../../../platform/pending/supplierPendings.ts';
import { publishAfterCommit } from '../../../platform/realtime/afterCommit.ts';
import { interiorPendings } from '../../../platform/workflow/schema.ts';

/*
 * The order's to-dos (issue 8 item 3.6): a supplier to-do when an order (or its change) is published,
 * handled when the supplier confirms or refuses; an interior to-do for the buyer when it refuses.
 */

const BILL_TYPE = 'PO_ORDER';

/** Opens the supplier's "confirm this order" to-do, in the supplier's language (Chinese, the portal's default). */
export async function openConfirmTodo(tx: DbOrTx, doc: StoredDoc, userId: number): Promise<void> {
  const h = doc.header;
  const number = String(h.orderNumber);
  const key = Number(h.revision ?? 0) > 0 ? 'order.alteredTitle' : 'order.publishedTitle';
  // An order published again (after a refusal or a change) keeps one open to-do.
  await cancelSupplierPendings(tx, { billType: BILL_TYPE, billId: h.id, userId });
  await openSupplierPending(tx, {
    supplierId: h.supplierId as number,
    pendingTitle: t(key, 'CN', { number }),
    billType: BILL_TYPE,
    billId: h.id,
    billNumber: number,
    billParams: { billId: h.id, id: h.id },
    menuCode: 'SUP_ORDER',
    orgId: (h.orgId as number) ?? null,
    createdBy: userId,
  });
}

/** The supplier answered: its to-do of the order is done. */
export async function handleConfirmTodo(tx: DbOrTx, doc: StoredDoc, userId: number): Promise<void> {
  await handleSupplierPendings(tx, {
    billType: BILL_TYPE,
    billId: doc.header.id,
    supplierId: doc.header.supplierId as number,
    userId,
  });
}

/** The order is cancelled: nothing is left for the supplier to answer. */
export async function cancelConfirmTodo(tx: DbOrTx, doc: StoredDoc, userId: number): Promise<void> {
  await cancelSupplierPendings(tx, { billType: BILL_TYPE, billId: doc.header.id, userId });
}

/**
 * The supplier refused: an interior to-do for the order's buyer (or its creator when no buyer is named)
 * with the reason. Written as the workflow writes approval to-dos, without a task (nothing to approve):
 * opening it shows the order on PUR_ORDER.
 */
export async function openRefusedTodo(tx: DbOrTx, doc: StoredDoc, reason: string, userId: number): Promise<void> {
  const h = doc.header;
  const receiver = (h.buyerId as number | null) ?? h.createdBy;
  if (receiver == null) return;
  const title = t('order.refusedTitle', 'CN', { number: String(h.orderNumber), reason }).slice(0, 256);
  await tx.insert(interiorPendings).values({
    pendingTitle: title,
    billType: BILL_TYPE,
    billId: h.id,
    billNumber: String(h.orderNumber),
    billParams: { billId: h.id, id: h.id },
    menuCode: 'PUR_ORDER',
    orgId: (h.orgId as number) ?? null,
    receiverUserId: receiver,
    createdBy: userId,
    lastUpdatedBy: userId,
  });
  publishAfterCommit({ userIds: [receiver] }, { kind: 'todo', change: 'opened', title, count: 1 });
}

/** The buyer acted on a refused order again (submitted or cancelled it): its refusal to-do is done. */
export async function handleRefusedTodo(tx: DbOrTx, doc: StoredDoc, userId: number): Promise<void> {
  const now = new Date();
  await tx
    .update(interiorPendings)
    .set({ handleFlag: 'Y', handleUserId: userId, handleDate: now, lastUpdatedBy: userId, lastUpdateDate: now })
    .where(
      and(
        eq(interiorPendings.billType, BILL_TYPE),
        eq(interiorPendings.billId, doc.header.id),
        isNull(interiorPendings.taskId),
        eq(interiorPendings.handleFlag, 'N'),
        eq(interiorPendings.cancelFlag, 'N'),
      ),
    );
}
