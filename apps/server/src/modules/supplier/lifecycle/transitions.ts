import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { onApprovalEnded } from '../../../platform/documents/approval.ts';
import { documentHistory } from '../../../platform/documents/schema.ts';
import { supplierStatusHistory } from '../lifecycleSchema.ts';
import { queueSupplierToSap } from '../sap/queueSupplierToSap.ts';
import { supplierCategories, suppliers } from '../schema.ts';

/*
 * The one place that says how the lifecycle documents move a supplier along SLC_SUPPLIER_STATUS
 * (POTENTIAL → REGISTERED → QUALIFIED → EFFECTIVE, and FROZEN, BLACKLIST, QUIT), issue 7 item 5:
 *
 * - an on-site inspection approved with the conclusion PASS qualifies the supplier and the inspected
 *   category: POTENTIAL or REGISTERED → QUALIFIED;
 * - a batch trial approved with PASS approves them: QUALIFIED → EFFECTIVE (the supplier with its
 *   first approved category).
 *
 * - blacklist, lift, freeze, unfreeze and quit (the status documents of supplier/status, keyed by
 *   their change type) are in the same table; status/statusChanges.ts applies them.
 *
 * Any other starting status is left alone (a frozen, blacklisted or quit supplier, or one approved
 * already, is not moved by a trial). Each change is written to srm_slc_status_history with the document
 * and the approver.
 */

export type LifecycleStatus = 'POTENTIAL' | 'REGISTERED' | 'QUALIFIED' | 'EFFECTIVE' | 'FROZEN' | 'BLACKLIST' | 'QUIT';

type Transition = { from: readonly LifecycleStatus[]; to: LifecycleStatus };

/** Which approved document moves which statuses where (for the supplier and the document's category alike). */
export const LIFECYCLE_TRANSITIONS: Record<string, Transition> = {
  SLC_INSPECTION: { from: ['POTENTIAL', 'REGISTERED'], to: 'QUALIFIED' },
  SLC_BATCH_TRIAL: { from: ['QUALIFIED'], to: 'EFFECTIVE' },
  // The status documents of supplier/status, keyed by their change type (one blacklist document family
  // holds four); the purchase flag and the sites are applied there (status/statusChanges.ts).
  BLACKLIST: { from: ['POTENTIAL', 'REGISTERED', 'QUALIFIED', 'EFFECTIVE', 'FROZEN'], to: 'BLACKLIST' },
  LIFT_BLACKLIST: { from: ['BLACKLIST'], to: 'EFFECTIVE' },
  FREEZE: { from: ['QUALIFIED', 'EFFECTIVE'], to: 'FROZEN' },
  UNFREEZE: { from: ['FROZEN'], to: 'EFFECTIVE' },
  QUIT: { from: ['POTENTIAL', 'REGISTERED', 'QUALIFIED', 'EFFECTIVE', 'FROZEN', 'BLACKLIST'], to: 'QUIT' },
};

/** The documents whose approval with the conclusion PASS moves the supplier and its category (here). */
const QUALIFYING_BILL_TYPES = ['SLC_INSPECTION', 'SLC_BATCH_TRIAL'];

/** The conclusion value of a passed inspection or trial (lookup SLC_TRIAL_CONCLUSION). */
export const PASS = 'PASS';

/** Where an approved `billType` document moves a `current` status; null: it stays. */
export function nextStatus(billType: string, current: string): LifecycleStatus | null {
  const rule = LIFECYCLE_TRANSITIONS[billType];
  return rule && (rule.from as readonly string[]).includes(current) ? rule.to : null;
}

/** A category the supplier has no row for yet stands as a potential one. */
const NO_CATEGORY_ROW: LifecycleStatus = 'POTENTIAL';

export type TransitionDoc = {
  billType: string;
  docId: number;
  docNumber: string;
  supplierId: number;
  categoryId: number;
  /** Who approved (the last approve of the document), or null. */
  userId: number | null;
};

/** Applies the rule of a passed, approved document to its supplier and category; answers the changes made. */
export async function applyTransition(
  tx: DbOrTx,
  doc: TransitionDoc,
): Promise<{ categoryId: number | null; to: string }[]> {
  const changes: { categoryId: number | null; from: string | null; to: LifecycleStatus }[] = [];
  const [supplier] = await tx
    .select({ status: suppliers.supplierStatus })
    .from(suppliers)
    .where(eq(suppliers.id, doc.supplierId))
    .for('update');
  if (!supplier) return [];
  const [category] = await tx
    .select({ id: supplierCategories.id, status: supplierCategories.categoryStatus })
    .from(supplierCategories)
    .where(and(eq(supplierCategories.supplierId, doc.supplierId), eq(supplierCategories.categoryId, doc.categoryId)))
    .for('update');
  const categoryTo = nextStatus(doc.billType, category?.status ?? NO_CATEGORY_ROW);
  if (categoryTo && category) {
    await tx
      .update(supplierCategories)
      .set({ categoryStatus: categoryTo, lastUpdatedBy: doc.userId, lastUpdateDate: new Date() })
      .where(eq(supplierCategories.id, category.id));
  } else if (categoryTo) {
    await tx.insert(supplierCategories).values({
      supplierId: doc.supplierId,
      categoryId: doc.categoryId,
      categoryStatus: categoryTo,
      createdBy: doc.userId,
      lastUpdatedBy: doc.userId,
    });
  }
  if (categoryTo) changes.push({ categoryId: doc.categoryId, from: category?.status ?? null, to: categoryTo });
  const supplierTo = nextStatus(doc.billType, supplier.status);
  if (supplierTo) {
    await tx
      .update(suppliers)
      .set({ supplierStatus: supplierTo, lastUpdatedBy: doc.userId, lastUpdateDate: new Date() })
      .where(eq(suppliers.id, doc.supplierId));
    changes.push({ categoryId: null, from: supplier.status, to: supplierTo });
    // An approved supplier is a vendor in SAP from now on (queued in this transaction: nothing is sent on a rollback).
    if (supplierTo === 'EFFECTIVE') await queueSupplierToSap(tx, doc.supplierId, 'APPROVED', doc.userId);
  }
  if (changes.length > 0) {
    await tx.insert(supplierStatusHistory).values(
      changes.map((c) => ({
        supplierId: doc.supplierId,
        categoryId: c.categoryId,
        fromStatus: c.from,
        toStatus: c.to,
        billType: doc.billType,
        docId: doc.docId,
        docNumber: doc.docNumber,
        changedBy: doc.userId,
      })),
    );
  }
  return changes.map(({ categoryId, to }) => ({ categoryId, to }));
}

/** The user of the document's last approve (the workflow's end itself acts for nobody). */
async function lastApprover(tx: DbOrTx, billType: string, docId: number): Promise<number | null> {
  const [row] = await tx
    .select({ userId: documentHistory.userId })
    .from(documentHistory)
    .where(
      and(
        eq(documentHistory.billType, billType),
        eq(documentHistory.docId, docId),
        eq(documentHistory.action, 'approve'),
      ),
    )
    .orderBy(desc(documentHistory.id))
    .limit(1);
  return row?.userId ?? null;
}

// In the transaction that ended the approval: the document and the supplier's status change together.
onApprovalEnded(async (tx, e) => {
  if (e.outcome !== 'APPROVED' || !QUALIFYING_BILL_TYPES.includes(e.billType) || e.header.conclusion !== PASS) return;
  await applyTransition(tx, {
    billType: e.billType,
    docId: e.docId,
    docNumber: e.docNumber,
    supplierId: e.header.supplierId as number,
    categoryId: e.header.categoryId as number,
    userId: await lastApprover(tx, e.billType, e.docId),
  });
});
