import { type Lang, t } from '@srm/core';
import { statusLabel } from '@srm/core/documents/types';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/errors.ts';
import { fieldErrors } from '../../platform/http/fieldErrors.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { supplierName } from './compare.ts';
import { tenderExperts, tenderScores } from './evaluationSchema.ts';
import { sourcingExperts, sourcingTemplateCriteria, sourcingTemplates } from './ruleSchema.ts';
import { tenderBids } from './sealingSchema.ts';
import { tenderBound } from './tender.ts';
import type { ExpertRow, TenderRow } from './tenderEvaluationAccess.ts';

/*
 * An expert's scoring sheet (评分表, issue 17 item 5): the tender's OPENED bids × its template's TECHNICAL
 * criteria, each cell a score from 0 to the criterion's maximum with at most two decimals. The expert reads
 * the bidders' technical statements and files and, the bids being open, their totals. Saved cells may be
 * changed until the sheet is submitted; submitting needs every cell; after that the sheet is final. Only
 * while the tender is OPENED: before, there is nothing to score; after the recommendation, nothing changes.
 * The commercial part of the score is the price's (tenderSummary.ts), never an expert's.
 */

export type Criterion = {
  criterionId: number;
  lineNumber: number;
  criterionName: string;
  criterionNameEn: string | null;
  weight: string;
  maxScore: string;
  description: string | null;
};

/** The template's TECHNICAL criteria, in line order. */
export async function technicalCriteria(db: DbOrTx, templateId: number): Promise<Criterion[]> {
  return db
    .select({
      criterionId: sourcingTemplateCriteria.id,
      lineNumber: sourcingTemplateCriteria.lineNumber,
      criterionName: sourcingTemplateCriteria.criterionName,
      criterionNameEn: sourcingTemplateCriteria.criterionNameEn,
      weight: sourcingTemplateCriteria.weight,
      maxScore: sourcingTemplateCriteria.maxScore,
      description: sourcingTemplateCriteria.description,
    })
    .from(sourcingTemplateCriteria)
    .where(
      and(eq(sourcingTemplateCriteria.templateId, templateId), eq(sourcingTemplateCriteria.criterionKind, 'TECHNICAL')),
    )
    .orderBy(asc(sourcingTemplateCriteria.lineNumber));
}

/** The template's method and weights. */
export async function templateOf(db: DbOrTx, templateId: number) {
  const [row] = await db
    .select({
      templateCode: sourcingTemplates.templateCode,
      templateName: sourcingTemplates.templateName,
      templateNameEn: sourcingTemplates.templateNameEn,
      evaluationMethod: sourcingTemplates.evaluationMethod,
      technicalWeight: sourcingTemplates.technicalWeight,
      commercialWeight: sourcingTemplates.commercialWeight,
    })
    .from(sourcingTemplates)
    .where(eq(sourcingTemplates.id, templateId));
  if (!row) throw new AppError(404, 'error.notFound');
  return row;
}

/** Bids of the tender in a status (OPENED by default), in the order they were made. */
export async function bidsOf(db: DbOrTx, tenderId: number, statuses: string[] = ['OPENED']) {
  return db
    .select()
    .from(tenderBids)
    .where(and(eq(tenderBids.tenderId, tenderId), inArray(tenderBids.status, statuses)))
    .orderBy(asc(tenderBids.id));
}

/** The stored scores of some jury rows. */
export async function scoresOf(db: DbOrTx, tenderExpertIds: number[]) {
  if (tenderExpertIds.length === 0) return [];
  return db
    .select({
      tenderExpertId: tenderScores.tenderExpertId,
      bidId: tenderScores.bidId,
      criterionId: tenderScores.criterionId,
      score: tenderScores.score,
      comment: tenderScores.comment,
    })
    .from(tenderScores)
    .where(inArray(tenderScores.tenderExpertId, tenderExpertIds));
}

/** Refuses scoring unless the tender is OPENED. */
function assertScoring(tender: TenderRow, lang: Lang): void {
  if (tender.status !== 'OPENED') {
    throw new AppError(409, 'evaluation.notScoring', { status: statusLabel(tenderBound.def, tender.status, lang) });
  }
}

/** The sheet of one jury row: criteria, bids, its scores, and whether it may still change. */
export async function sheetOf(db: DbOrTx, tender: TenderRow, expert: ExpertRow, lang: Lang) {
  if (!['OPENED', 'EVALUATED', 'AWARDED', 'COMPLETED'].includes(tender.status)) {
    throw new AppError(409, 'evaluation.notScoring', { status: statusLabel(tenderBound.def, tender.status, lang) });
  }
  // One after another (not Promise.all): inside a transaction the queries share its connection.
  const [template, criteria, bids, scores, [library]] = [
    await templateOf(db, tender.templateId),
    await technicalCriteria(db, tender.templateId),
    await bidsOf(db, tender.id),
    await scoresOf(db, [expert.id]),
    await db
      .select({ expertName: sourcingExperts.expertName, expertSource: sourcingExperts.expertSource })
      .from(sourcingExperts)
      .where(eq(sourcingExperts.id, expert.expertId)),
  ];
  const names = await suppliersByIds(
    db,
    bids.map((b) => b.supplierId),
  );
  const bidIds = new Set(bids.map((b) => b.id));
  const criterionIds = new Set(criteria.map((c) => c.criterionId));
  const cells = scores.filter((s) => bidIds.has(s.bidId) && criterionIds.has(s.criterionId));
  return {
    tenderId: tender.id,
    tenderNumber: tender.tenderNumber,
    title: tender.title,
    tenderStatus: tender.status,
    currencyCode: tender.currencyCode,
    notesToJury: tender.notesToJury,
    evaluationMethod: template.evaluationMethod,
    technicalWeight: template.technicalWeight,
    commercialWeight: template.commercialWeight,
    tenderExpertId: expert.id,
    expertName: library?.expertName ?? null,
    expertSource: library?.expertSource ?? null,
    sheetStatus: expert.status,
    submittedAt: expert.submittedAt,
    editable: tender.status === 'OPENED' && expert.status !== 'SUBMITTED' && expert.status !== 'EXCUSED',
    criteria: criteria.map((c) => ({
      ...c,
      name: lang === 'EN' && c.criterionNameEn ? c.criterionNameEn : c.criterionName,
    })),
    bids: bids.map((b) => ({
      bidId: b.id,
      supplierId: b.supplierId,
      supplierName: supplierName(names.get(b.supplierId), lang),
      technicalStatement: b.technicalStatement,
      technicalFileIds: b.technicalFileIds,
      totalWithoutTax: b.totalWithoutTax,
      totalWithTax: b.totalWithTax,
      validityDays: b.validityDays,
      submittedAt: b.submittedAt,
    })),
    scores: cells.map(({ tenderExpertId: _, ...s }) => s),
    filled: cells.length,
    cellCount: bids.length * criteria.length,
  };
}

export type ScoreInput = { bidId: number; criterionId: number; score: string; comment?: string | null };

/**
 * Stores scores of the sheet (each cell replaced; the others kept). Refused: the tender not OPENED, the
 * sheet submitted; a cell of another tender's bid or an unknown criterion, a score above the criterion's
 * maximum (each on its field, nothing stored).
 */
export async function saveSheetScores(
  tx: DbOrTx,
  tender: TenderRow,
  expert: ExpertRow,
  scores: ScoreInput[],
  userId: number,
  lang: Lang,
): Promise<void> {
  assertScoring(tender, lang);
  if (expert.status === 'SUBMITTED') throw new AppError(409, 'evaluation.sheetSubmitted');
  if (expert.status === 'EXCUSED') throw new AppError(404, 'error.notFound');
  const criteria = new Map((await technicalCriteria(tx, tender.templateId)).map((c) => [c.criterionId, c]));
  const bids = new Set((await bidsOf(tx, tender.id)).map((b) => b.id));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const [i, s] of scores.entries()) {
    const criterion = criteria.get(s.criterionId);
    if (!bids.has(s.bidId)) errors.push({ field: `scores.${i}.bidId`, message: t('evaluation.notABid', lang) });
    if (!criterion) {
      errors.push({ field: `scores.${i}.criterionId`, message: t('evaluation.notACriterion', lang) });
    } else if (new Decimal(s.score).greaterThan(criterion.maxScore)) {
      errors.push({
        field: `scores.${i}.score`,
        message: t('evaluation.scoreAboveMax', lang, { max: new Decimal(criterion.maxScore).toFixed() }),
      });
    }
    const key = `${s.bidId}:${s.criterionId}`;
    if (seen.has(key)) errors.push({ field: `scores.${i}`, message: t('evaluation.cellTwice', lang) });
    seen.add(key);
  }
  if (errors.length) throw fieldErrors(errors);
  if (scores.length) {
    await tx
      .insert(tenderScores)
      .values(
        scores.map((s) => ({
          tenderId: tender.id,
          tenderExpertId: expert.id,
          bidId: s.bidId,
          criterionId: s.criterionId,
          score: s.score,
          comment: s.comment ?? null,
          createdBy: userId,
          lastUpdatedBy: userId,
        })),
      )
      .onConflictDoUpdate({
        target: [tenderScores.tenderExpertId, tenderScores.bidId, tenderScores.criterionId],
        set: {
          score: sql`excluded.score`,
          comment: sql`excluded.comment`,
          lastUpdatedBy: userId,
          lastUpdateDate: new Date(),
          version: sql`${tenderScores.version} + 1`,
        },
      });
  }
  await tx
    .update(tenderExperts)
    .set({ status: 'SCORING', lastUpdatedBy: userId, lastUpdateDate: new Date(), version: expert.version + 1 })
    .where(eq(tenderExperts.id, expert.id));
}

/** Submits the sheet: every bid scored on every technical criterion; final afterwards. */
export async function submitSheet(
  tx: DbOrTx,
  tender: TenderRow,
  expert: ExpertRow,
  userId: number,
  lang: Lang,
): Promise<void> {
  assertScoring(tender, lang);
  if (expert.status === 'SUBMITTED') throw new AppError(409, 'evaluation.sheetSubmitted');
  if (expert.status === 'EXCUSED') throw new AppError(404, 'error.notFound');
  // One after another: the transaction's queries share its connection.
  const [criteria, bids, scores] = [
    await technicalCriteria(tx, tender.templateId),
    await bidsOf(tx, tender.id),
    await scoresOf(tx, [expert.id]),
  ];
  const filled = new Set(scores.map((s) => `${s.bidId}:${s.criterionId}`));
  const missing = bids.flatMap((b) => criteria.filter((c) => !filled.has(`${b.id}:${c.criterionId}`))).length;
  if (missing > 0) throw new AppError(409, 'evaluation.sheetIncomplete', { missing });
  await tx
    .update(tenderExperts)
    .set({
      status: 'SUBMITTED',
      submittedAt: sql`now()`,
      lastUpdatedBy: userId,
      lastUpdateDate: new Date(),
      version: expert.version + 1,
    })
    .where(eq(tenderExperts.id, expert.id));
}
