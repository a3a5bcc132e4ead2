import type { Lang } from '@srm/core';
import { sourcingAward } from '@srm/core/documents/sourcingAward';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { onApprovalEnded } from '../../platform/documents/approval.ts';
import { bindDocumentType } from '../../platform/documents/bind.ts';
import type { BoundType, DocContext, DocRecord, StepTaken, StoredDoc } from '../../platform/documents/binding.ts';
import { orgsByIds } from '../admin/orgService.ts';
import { categoriesByIds } from '../base/index.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { applyAward } from './awardApply.ts';
import { afterAwardSave, computeAward, validateAward, validateAwardSubmit } from './awardChecks.ts';
import { awardLines, awards } from './awardSchema.ts';
import { supplierName } from './compare.ts';
import { inquiries, inquiryLines } from './inquirySchema.ts';
import { presentTenderAwards, setTenderAwardStatus } from './tenderAward.ts';

/*
 * The award (定标单, issue 17 item 5): the declaration of packages/core bound to its tables. Numbers
 * DB-yyMMdd0001, states, versions, buttons, scope (the source's organisation, the lines' categories),
 * history and the approval are the engine's; its rules are in awardChecks.ts, what its approval makes in
 * awardApply.ts; a tender as its source: tenderAward.ts. The source's awardStatus follows it: AWARDING
 * while it is in approval, AWARDED once approved, null again when rejected or withdrawn.
 */

const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);
const idsOf = (rows: DocRecord[], key: string) =>
  rows.flatMap((r) => (typeof r[key] === 'number' ? [r[key] as number] : []));

async function presentAwards(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  await presentTenderAwards(db, records);
  const lines = records
    .filter((r) => r.tenderId == null)
    .flatMap((r) => (Array.isArray(r.lines) ? (r.lines as DocRecord[]) : []));
  const allLines = records.flatMap((r) => (Array.isArray(r.lines) ? (r.lines as DocRecord[]) : []));
  const inquiryIds = idsOf(records, 'inquiryId');
  const lineIds = idsOf(lines, 'inquiryLineId');
  const [orgs, categories, suppliers, inquiryRows, inquiryLineRows] = await Promise.all([
    orgsByIds(db, idsOf(records, 'orgId')),
    categoriesByIds(db, idsOf(allLines, 'categoryId')),
    suppliersByIds(db, idsOf(allLines, 'supplierId')),
    inquiryIds.length
      ? db
          .select({ id: inquiries.id, inquiryNumber: inquiries.inquiryNumber, title: inquiries.title })
          .from(inquiries)
          .where(inArray(inquiries.id, inquiryIds))
      : [],
    lineIds.length
      ? db
          .select({
            id: inquiryLines.id,
            lineNumber: inquiryLines.lineNumber,
            itemName: inquiryLines.itemName,
            quantity: inquiryLines.quantity,
            uomCode: inquiryLines.uomCode,
          })
          .from(inquiryLines)
          .where(inArray(inquiryLines.id, lineIds))
      : [],
  ]);
  const inquiryOf = new Map(inquiryRows.map((r) => [r.id, r]));
  const lineOf = new Map(inquiryLineRows.map((r) => [r.id, r]));
  for (const r of records) {
    const org = orgs.get(r.orgId as number);
    r.orgName = org ? local(lang, org.orgName, org.orgNameEn) : null;
    const inquiry = inquiryOf.get(r.inquiryId as number);
    r.inquiryNumber = inquiry?.inquiryNumber ?? null;
    r.inquiryTitle = inquiry?.title ?? null;
  }
  for (const l of allLines) {
    const c = categories.get(l.categoryId as number);
    l.categoryName = c ? local(lang, c.categoryName, c.categoryNameEn) : null;
    l.supplierName = supplierName(suppliers.get(l.supplierId as number), lang) || null;
  }
  for (const l of lines) {
    const il = lineOf.get(l.inquiryLineId as number);
    l.itemName = il?.itemName ?? null;
    l.inquiryLineNumber = il?.lineNumber ?? null;
    l.inquiryQuantity = il?.quantity ?? null;
    l.uomCode = il?.uomCode ?? null;
  }
}

/** The source's awardStatus (the inquiry's or the tender's) as the award moves. */
async function setAwardStatus(tx: DbOrTx, header: Record<string, unknown>, awardStatus: string | null): Promise<void> {
  if (header.tenderId != null) return setTenderAwardStatus(tx, header.tenderId as number, awardStatus);
  await tx
    .update(inquiries)
    .set({ awardStatus })
    .where(eq(inquiries.id, header.inquiryId as number));
}

async function afterAwardStep(ctx: DocContext, doc: StoredDoc, step: StepTaken): Promise<void> {
  if (step.action === 'submit' && step.toStatus === 'APPROVING') {
    await setAwardStatus(ctx.tx, doc.header, 'AWARDING');
  }
}

export const awardBinding = {
  server: 'srmServer' as const,
  entity: 'srmSrcAward',
  header: awards,
  lines: { table: awardLines, parentKey: 'awardId' },
  scope: { header: ['orgId'] as const, lines: ['categoryId'] as const },
  hooks: {
    validate: validateAward,
    compute: computeAward,
    afterSave: afterAwardSave,
    validateSubmit: validateAwardSubmit,
    afterStep: afterAwardStep,
    workflowVariables: ({ header }: StoredDoc) => ({
      orgId: header.orgId,
      outcome: header.outcome,
      currencyCode: header.currencyCode,
      totalAmount: Number(header.totalWithTax),
      totalAmountText: header.totalWithTax,
      awardNumber: header.awardNumber,
    }),
    present: presentAwards,
  },
};

export const awardBound: BoundType = { def: sourcingAward, binding: awardBinding };

export const awardDocumentActions = bindDocumentType(sourcingAward, awardBinding);

// Approved: the award becomes its outcome and the inquiry (tender) AWARDED → COMPLETED, in the approving
// transaction. Rejected or withdrawn: the source is no longer being awarded.
onApprovalEnded(async (tx, e) => {
  if (e.billType !== sourcingAward.billType) return;
  if (e.outcome === 'APPROVED') await applyAward(tx, e.docId);
  else await setAwardStatus(tx, e.header, null);
});
