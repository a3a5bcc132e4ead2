import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { nextStatus } from '../lifecycle/transitions.ts';
import { supplierStatusHistory } from '../lifecycleSchema.ts';
import { queueSupplierToSap } from '../sap/queueSupplierToSap.ts';
import { supplierSites, suppliers } from '../schema.ts';

/*
 * The supplier-status changes the status documents make once approved (issue 7 item 5). From which
 * statuses each may start and where it leads is in the lifecycle's one transition table
 * (lifecycle/transitions.ts); read by the save check (is the change applicable?) and by the approval
 * callback (apply it).
 */

export type StatusChangeType = 'BLACKLIST' | 'LIFT_BLACKLIST' | 'FREEZE' | 'UNFREEZE' | 'QUIT';

/**
 * What a change does besides the status, which the lifecycle's transition table (LIFECYCLE_TRANSITIONS,
 * keyed by the change type) decides: the purchase flag, and the status its sites take (only those in
 * `sites.from`, when given).
 */
type Effects = { purchaseFlag: 'Y' | 'N'; sites?: { to: string; from?: readonly string[] } };

export const STATUS_CHANGE_EFFECTS: Record<StatusChangeType, Effects> = {
  BLACKLIST: { purchaseFlag: 'N', sites: { to: 'BLACKLIST' } },
  LIFT_BLACKLIST: { purchaseFlag: 'Y', sites: { to: 'EFFECTIVE', from: ['BLACKLIST'] } },
  FREEZE: { purchaseFlag: 'N' },
  UNFREEZE: { purchaseFlag: 'Y' },
  QUIT: { purchaseFlag: 'N', sites: { to: 'QUIT' } },
};

/** May this change start from the supplier's current status? */
export const changeApplies = (change: StatusChangeType, currentStatus: string) =>
  nextStatus(change, currentStatus) != null;

export type StatusCause = { billType: string; docId: number; docNumber: string; userId: number | null };

/**
 * Applies a change to the whole supplier: its status and purchase flag, its sites, a history row, and
 * the vendor-master message for SAP (the blocks follow the status).
 */
export async function applySupplierStatusChange(
  tx: DbOrTx,
  supplierId: number,
  change: StatusChangeType,
  cause: StatusCause,
): Promise<void> {
  const effects = STATUS_CHANGE_EFFECTS[change];
  const [before] = await tx
    .select({ status: suppliers.supplierStatus })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .for('update');
  // Approved after the supplier moved on (e.g. blacklisted while a freeze waited): the change no longer applies.
  const to = before ? nextStatus(change, before.status) : null;
  if (!before || !to) return;
  await tx
    .update(suppliers)
    .set({
      supplierStatus: to,
      purchaseFlag: effects.purchaseFlag,
      lastUpdatedBy: cause.userId,
      lastUpdateDate: new Date(),
    })
    .where(eq(suppliers.id, supplierId));
  const sites = effects.sites;
  if (sites) {
    const which = sites.from
      ? and(eq(supplierSites.supplierId, supplierId), inArray(supplierSites.siteStatus, [...sites.from]))
      : eq(supplierSites.supplierId, supplierId);
    await tx.update(supplierSites).set({ siteStatus: sites.to, lastUpdateDate: new Date() }).where(which);
  }
  await tx.insert(supplierStatusHistory).values({
    supplierId,
    fromStatus: before.status,
    toStatus: to,
    billType: cause.billType,
    docId: cause.docId,
    docNumber: cause.docNumber,
    changedBy: cause.userId,
  });
  await queueSupplierToSap(tx, supplierId, 'STATUS_CHANGED', cause.userId);
}

/** One site quits (the supplier stays as it is). */
export async function applySiteQuit(tx: DbOrTx, siteId: number, cause: StatusCause): Promise<void> {
  await tx
    .update(supplierSites)
    .set({ siteStatus: 'QUIT', lastUpdatedBy: cause.userId, lastUpdateDate: new Date() })
    .where(eq(supplierSites.id, siteId));
}
