import { onApprovalEnded } from '../../../platform/documents/approval.ts';
import { applySiteQuit, applySupplierStatusChange, type StatusChangeType } from './statusChanges.ts';

/*
 * When the approval of a blacklist-family or quit document ends APPROVED, its change is applied in the
 * same transaction (the document and the supplier change together or not at all). Designations and
 * parts authorisations need nothing applied: being APPROVED is what the checks read.
 */
onApprovalEnded(async (tx, e) => {
  if (e.outcome !== 'APPROVED') return;
  const cause = {
    billType: e.billType,
    docId: e.docId,
    docNumber: e.docNumber,
    userId: (e.header.lastUpdatedBy as number | null) ?? null,
  };
  const supplierId = e.header.supplierId as number;
  if (e.billType === 'SLC_BLACKLIST') {
    await applySupplierStatusChange(tx, supplierId, e.header.changeType as StatusChangeType, cause);
  } else if (e.billType === 'SLC_QUIT') {
    const siteId = e.header.siteId as number | null;
    if (siteId == null) await applySupplierStatusChange(tx, supplierId, 'QUIT', cause);
    else await applySiteQuit(tx, siteId, cause);
  }
});
