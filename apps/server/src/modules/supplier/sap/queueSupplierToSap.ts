import type { DbOrTx } from '../../../platform/db/types.ts';
import { queueOutbox } from '../../../platform/outbox/outbox.ts';
import { sapVendorPayload } from './vendorPayload.ts';

/**
 * Why a supplier is sent to SAP: it became EFFECTIVE (approved), its base data or bank accounts changed
 * (a change request was applied), or its status changed (blacklist, freeze, quit and their lifting).
 */
export type SapReason = 'APPROVED' | 'BASE_DATA_CHANGED' | 'BANK_CHANGED' | 'STATUS_CHANGED';

/**
 * Queues the supplier's vendor-master message for SAP in the caller's transaction (so nothing is sent
 * for a change that rolled back); the integration outbox delivers it to the SAP_VENDOR_URL profile.
 * Call it wherever a supplier becomes EFFECTIVE or a change of its base or bank data is applied.
 */
export async function queueSupplierToSap(
  tx: DbOrTx,
  supplierId: number,
  reason: SapReason,
  userId: number | null = null,
): Promise<{ outboxId: number } | null> {
  const payload = await sapVendorPayload(tx, supplierId, reason);
  if (!payload) return null;
  return queueOutbox(tx, {
    target: 'SAP',
    billType: 'SUPPLIER',
    docId: supplierId,
    docNumber: payload.supplierNumber,
    title: payload.supplierName,
    payload,
    userId,
  });
}
