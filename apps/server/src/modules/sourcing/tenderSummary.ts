import type { Lang } from '@srm/core';
import { statusLabel } from '@srm/core/documents/types';
import { summariseBids } from '@srm/core/sourcing/tenderScore';
import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/errors.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { supplierName } from './compare.ts';
import { tenderExperts } from './evaluationSchema.ts';
import { sourcingExperts } from './ruleSchema.ts';
import { tenderBound } from './tender.ts';
import { OPENED_STATES, type TenderRow } from './tenderEvaluationAccess.ts';
import { bidsOf, scoresOf, technicalCriteria, templateOf } from './tenderSheets.ts';

/*
 * The evaluation summary and ranking of a tender (评标汇总, issue 17 item 5): the jury's submitted sheets
 * and the bid prices through core's summariseBids (packages/core/src/sourcing/tenderScore.ts, where the
 * formulas are). Excused experts and unsubmitted sheets do not count; INVALID bids are listed with their
 * reason, unranked. Only once the bids are open.
 */

export async function summaryOf(db: DbOrTx, tender: TenderRow, lang: Lang) {
  if (!OPENED_STATES.has(tender.status)) {
    throw new AppError(409, 'evaluation.bidsNotOpened', { status: statusLabel(tenderBound.def, tender.status, lang) });
  }
  const template = await templateOf(db, tender.templateId);
  const criteria = await technicalCriteria(db, tender.templateId);
  const bids = await bidsOf(db, tender.id, ['OPENED', 'INVALID']);
  const jury = await db
    .select({
      tenderExpertId: tenderExperts.id,
      status: tenderExperts.status,
      submittedAt: tenderExperts.submittedAt,
      source: tenderExperts.source,
      expertName: sourcingExperts.expertName,
      expertSource: sourcingExperts.expertSource,
    })
    .from(tenderExperts)
    .innerJoin(sourcingExperts, eq(sourcingExperts.id, tenderExperts.expertId))
    .where(eq(tenderExperts.tenderId, tender.id))
    .orderBy(asc(tenderExperts.id));
  const active = jury.filter((e) => e.status !== 'EXCUSED');
  const submitted = active.filter((e) => e.status === 'SUBMITTED');
  const scores = await scoresOf(
    db,
    submitted.map((e) => e.tenderExpertId),
  );
  const opened = bids.filter((b) => b.status === 'OPENED' && b.totalWithTax != null);
  const scored = summariseBids({
    method: template.evaluationMethod,
    technicalWeight: template.technicalWeight,
    commercialWeight: template.commercialWeight,
    criteria,
    bids: opened.map((b) => ({ bidId: b.id, totalWithTax: b.totalWithTax! })),
    sheets: submitted.map((e) => ({
      tenderExpertId: e.tenderExpertId,
      scores: scores.filter((s) => s.tenderExpertId === e.tenderExpertId),
    })),
  });
  const byBid = new Map(scored.map((s) => [s.bidId, s]));
  const names = await suppliersByIds(db, [
    ...bids.map((b) => b.supplierId),
    ...(tender.recommendedSupplierId ? [tender.recommendedSupplierId] : []),
  ]);
  const rows = bids.map((b) => {
    const s = byBid.get(b.id);
    return {
      bidId: b.id,
      supplierId: b.supplierId,
      supplierName: supplierName(names.get(b.supplierId), lang),
      status: b.status,
      invalidReason: b.invalidReason,
      totalWithoutTax: b.totalWithoutTax,
      totalWithTax: b.totalWithTax,
      validityDays: b.validityDays,
      sheetScores: s?.sheetScores ?? [],
      technicalScore: s?.technicalScore ?? null,
      commercialScore: s?.commercialScore ?? null,
      totalScore: s?.totalScore ?? null,
      rank: s?.rank ?? null,
      recommended: tender.recommendedSupplierId === b.supplierId,
    };
  });
  rows.sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || a.bidId - b.bidId);
  const lowest = opened.reduce<string | null>(
    (m, b) => (m == null || new Decimal(b.totalWithTax!).lessThan(m) ? b.totalWithTax : m),
    null,
  );
  const weighted = template.evaluationMethod === 'WEIGHTED_SCORE';
  return {
    tenderId: tender.id,
    tenderNumber: tender.tenderNumber,
    title: tender.title,
    status: tender.status,
    currencyCode: tender.currencyCode,
    evaluationMethod: template.evaluationMethod,
    technicalWeight: template.technicalWeight,
    commercialWeight: template.commercialWeight,
    criteria: criteria.map((c) => ({
      ...c,
      name: lang === 'EN' && c.criterionNameEn ? c.criterionNameEn : c.criterionName,
    })),
    experts: active,
    sheetsSubmitted: submitted.length,
    sheetsExpected: active.length,
    // What a recommendation needs: for a weighted score, a jury whose every sheet is in.
    complete: weighted ? active.length > 0 && submitted.length === active.length : true,
    lowestTotalWithTax: lowest,
    recommendedSupplierId: tender.recommendedSupplierId,
    recommendedSupplierName: tender.recommendedSupplierId
      ? supplierName(names.get(tender.recommendedSupplierId), lang)
      : null,
    recommendation: tender.recommendation,
    evaluatedDate: tender.evaluatedDate,
    bids: rows,
  };
}
