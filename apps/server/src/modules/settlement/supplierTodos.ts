import type { DocumentTypeDef } from '@srm/core/documents/types';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { StoredDoc } from '../../platform/documents/binding.ts';
import {
  cancelSupplierPendings,
  handleSupplierPendings,
  openSupplierPending,
} from '../../platform/pending/supplierPendings.ts';
import { handleBillPendings, openBillPendings } from '../../platform/workflow/pendings.ts';

/*
 * The to-dos of a settlement document sent to a supplier for an answer (statements, deductions, invoices): the
 * supplier's, one open at a time, handled by its answer and cancelled by a recall or a void; the buyer's (the
 * document's creator's) after a dispute or an appeal, handled when it is sent again or voided. Titles are
 * written in the portal's default language, as the order's to-dos.
 */

type SettlementType = Pick<DocumentTypeDef, 'billType' | 'menuCode' | 'supplierMenuCode' | 'numberKey'>;

const numberOf = (def: SettlementType, doc: StoredDoc) => String(doc.header[def.numberKey]);

export async function openSupplierTodo(
  tx: DbOrTx,
  def: SettlementType,
  doc: StoredDoc,
  title: string,
  userId: number,
): Promise<void> {
  const h = doc.header;
  await cancelSupplierPendings(tx, { billType: def.billType, billId: h.id, userId });
  await openSupplierPending(tx, {
    supplierId: h.supplierId as number,
    pendingTitle: title.slice(0, 256),
    billType: def.billType,
    billId: h.id,
    billNumber: numberOf(def, doc),
    billParams: { billId: h.id, id: h.id },
    menuCode: def.supplierMenuCode ?? def.menuCode,
    orgId: h.orgId as number,
    createdBy: userId,
  });
}

export async function handleSupplierTodo(tx: DbOrTx, def: SettlementType, doc: StoredDoc, userId: number) {
  await handleSupplierPendings(tx, {
    billType: def.billType,
    billId: doc.header.id,
    supplierId: doc.header.supplierId as number,
    userId,
  });
}

export async function cancelSupplierTodo(tx: DbOrTx, def: SettlementType, doc: StoredDoc, userId: number) {
  await cancelSupplierPendings(tx, { billType: def.billType, billId: doc.header.id, userId });
}

/** The supplier disputes or appeals: the document's creator is asked to correct it, with the reason. */
export async function openBuyerTodo(tx: DbOrTx, def: SettlementType, doc: StoredDoc, title: string, userId: number) {
  const creator = doc.header.createdBy as number | null;
  if (creator == null) return;
  await openBillPendings(
    tx,
    {
      title: title.slice(0, 256),
      billType: def.billType,
      billId: doc.header.id,
      billNumber: numberOf(def, doc),
      menuCode: def.menuCode,
    },
    [creator],
    userId,
  );
}

/** Sent again or voided: the buyer's to-do is done. */
export async function handleBuyerTodo(tx: DbOrTx, def: SettlementType, doc: StoredDoc, userId: number) {
  await handleBillPendings(tx, def.billType, doc.header.id, userId);
}
