import { eq } from 'drizzle-orm';
import { onApprovalEnded } from '../../../platform/documents/approval.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { aslApplicationLines, aslEntries } from '../sourceSchema.ts';
import { aslOverlapErrors } from './aslChecks.ts';

/*
 * When an ASL application's approval ends APPROVED, in the same transaction: NEW lines become entries
 * (keeping the document and line they came from), ALTERATION lines change their entry's status, dates,
 * priority and site. The overlap rule is checked once more first: an entry approved meanwhile by another
 * application refuses this approval (409) rather than leaving two ACTIVE entries side by side.
 */
onApprovalEnded(async (tx, e) => {
  if (e.billType !== 'PUR_ASL' || e.outcome !== 'APPROVED') return;
  const orgId = e.header.orgId as number;
  const lines = await tx
    .select()
    .from(aslApplicationLines)
    .where(eq(aslApplicationLines.aslId, e.docId))
    .orderBy(aslApplicationLines.lineNumber);
  const clashes = await aslOverlapErrors(tx, orgId, lines, 'EN');
  if (clashes.length) throw new AppError(409, 'error.badRequest', { detail: clashes[0].message }, { errors: clashes });
  const userId = (e.header.lastUpdatedBy as number | null) ?? null;
  for (const line of lines) {
    const values = {
      status: line.entryStatus,
      validFrom: line.validFrom,
      validTo: line.validTo,
      priority: line.priority,
      supplierSiteId: line.supplierSiteId,
      lastDocId: e.docId,
      lastUpdatedBy: userId,
      lastUpdateDate: new Date(),
    };
    if (e.header.applyType === 'ALTERATION' && line.entryId != null) {
      await tx.update(aslEntries).set(values).where(eq(aslEntries.id, line.entryId));
    } else {
      await tx.insert(aslEntries).values({
        ...values,
        orgId,
        materialId: line.materialId,
        categoryId: line.categoryId,
        supplierId: line.supplierId,
        sourceDocId: e.docId,
        sourceLineId: line.id,
        createdBy: userId,
      });
    }
  }
});
