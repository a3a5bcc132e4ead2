import { formatAmount, t } from '@srm/core';
import { currencyScale } from '@srm/core/settlement/money';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { StoredDoc } from '../../platform/documents/binding.ts';
import {
  cancelSupplierPendings,
  handleSupplierPendings,
  openSupplierPending,
} from '../../platform/pending/supplierPendings.ts';
import { handleBillPendings, openBillPendings } from '../../platform/workflow/pendings.ts';

/*
 * The statement's to-dos: the supplier's "agree or dispute" when it is sent (one open at a time), handled
 * by its answer and cancelled by a recall or a void; the buyer's (its creator's) after a dispute, handled
 * when the statement is sent again or voided.
 */

const BILL_TYPE = 'SET_STATEMENT';

export async function openSupplierTodo(tx: DbOrTx, doc: StoredDoc, userId: number): Promise<void> {
  const h = doc.header;
  const number = String(h.statementNumber);
  await cancelSupplierPendings(tx, { billType: BILL_TYPE, billId: h.id, userId });
  await openSupplierPending(tx, {
    supplierId: h.supplierId as number,
    // In the portal's default language, as the order's to-do.
    pendingTitle: t('statement.sentTodo', 'CN', {
      number,
      total: formatAmount(String(h.totalWithTax), currencyScale(String(h.currencyCode))),
      currency: String(h.currencyCode),
    }),
    billType: BILL_TYPE,
    billId: h.id,
    billNumber: number,
    billParams: { billId: h.id, id: h.id },
    menuCode: 'SUP_STATEMENT',
    orgId: h.orgId as number,
    createdBy: userId,
  });
}

export async function handleSupplierTodo(tx: DbOrTx, doc: StoredDoc, userId: number): Promise<void> {
  await handleSupplierPendings(tx, {
    billType: BILL_TYPE,
    billId: doc.header.id,
    supplierId: doc.header.supplierId as number,
    userId,
  });
}

export async function cancelSupplierTodo(tx: DbOrTx, doc: StoredDoc, userId: number): Promise<void> {
  await cancelSupplierPendings(tx, { billType: BILL_TYPE, billId: doc.header.id, userId });
}

/** The supplier disputes it: its creator is asked to correct it, with the reason. */
export async function openDisputedTodo(tx: DbOrTx, doc: StoredDoc, reason: string, userId: number): Promise<void> {
  const h = doc.header;
  if (h.createdBy == null) return;
  const number = String(h.statementNumber);
  await openBillPendings(
    tx,
    {
      title: t('statement.disputedTodo', 'CN', { number, reason }).slice(0, 256),
      billType: BILL_TYPE,
      billId: h.id,
      billNumber: number,
      menuCode: 'SET_STATEMENT',
    },
    [h.createdBy as number],
    userId,
  );
}

/** Sent again or voided: the buyer's dispute to-do is done. */
export async function handleDisputedTodo(tx: DbOrTx, doc: StoredDoc, userId: number): Promise<void> {
  await handleBillPendings(tx, BILL_TYPE, doc.header.id, userId);
}
