import { contract } from '@srm/core/documents/contract';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { StoredDoc } from '../../platform/documents/binding.ts';
import {
  cancelSupplierPendings,
  handleSupplierPendings,
  openSupplierPending,
} from '../../platform/pending/supplierPendings.ts';
import { handleBillPendings, openBillPendings } from '../../platform/workflow/pendings.ts';

/*
 * The contract's to-dos: the supplier's (to confirm a sent contract, to sign one party A signed), one open at a
 * time, handled by its answer or signature and cancelled by a void or an alteration that replaces it; the buyer's
 * (the contract's creator's) after a refusal, handled when it is submitted again or voided. Titles in the
 * portal's default language (CN), as the other documents' to-dos.
 */

const numberOf = (doc: StoredDoc) => String(doc.header.contractNumber);

export async function openContractSupplierTodo(tx: DbOrTx, doc: StoredDoc, title: string, userId: number) {
  const h = doc.header;
  await cancelSupplierPendings(tx, { billType: contract.billType, billId: h.id, userId });
  await openSupplierPending(tx, {
    supplierId: h.supplierId as number,
    pendingTitle: title.slice(0, 256),
    billType: contract.billType,
    billId: h.id,
    billNumber: numberOf(doc),
    billParams: { billId: h.id, id: h.id },
    menuCode: contract.supplierMenuCode,
    orgId: h.orgId as number,
    createdBy: userId,
  });
}

export async function handleContractSupplierTodo(tx: DbOrTx, doc: StoredDoc, userId: number) {
  await handleSupplierPendings(tx, {
    billType: contract.billType,
    billId: doc.header.id,
    supplierId: doc.header.supplierId as number,
    userId,
  });
}

export async function cancelContractSupplierTodo(tx: DbOrTx, doc: StoredDoc, userId: number) {
  await cancelSupplierPendings(tx, { billType: contract.billType, billId: doc.header.id, userId });
}

/** The supplier refused: the contract's creator is asked to correct it, with the reason. */
export async function openContractBuyerTodo(tx: DbOrTx, doc: StoredDoc, title: string, userId: number) {
  const creator = doc.header.createdBy;
  if (creator == null) return;
  await openBillPendings(
    tx,
    {
      title: title.slice(0, 256),
      billType: contract.billType,
      billId: doc.header.id,
      billNumber: numberOf(doc),
      menuCode: contract.menuCode,
    },
    [creator],
    userId,
  );
}

export async function handleContractBuyerTodo(tx: DbOrTx, doc: StoredDoc, userId: number) {
  await handleBillPendings(tx, contract.billType, doc.header.id, userId);
}
