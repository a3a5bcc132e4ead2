import Decimal from 'decimal.js';

/*
 * The arithmetic of a tender's evaluation summary (评标汇总, issue 17 item 5), exact decimals: the server
 * answers it (modules/sourcing/tenderSummary.ts) and a screen may show the same.
 *
 * WEIGHTED_SCORE, per OPENED bid:
 *   an expert's sheet   = Σ over the TECHNICAL criteria of score ÷ maxScore × weight        (0‥100)
 *   technical score     = mean of the submitted sheets × technicalWeight ÷ 100              (0‥technicalWeight)
 *   commercial score    = lowest total with tax ÷ this total with tax × commercialWeight   (0‥commercialWeight)
 *   total score         = technical + commercial; ranked highest first
 * LOWEST_PRICE: no score; ranked by total with tax, lowest first.
 * Every figure is computed unrounded and answered half up to 2 decimals; the ranking reads the answered
 * total (what the reader sees) and, between equal totals, the lower price first; equal on both share a rank.
 */

export const SCORE_SCALE = 2;

/** 50 significant digits: a quotient of money amounts stays exact far past the 2 decimals answered. */
const D = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });
const out = (d: Decimal) => d.toFixed(SCORE_SCALE, Decimal.ROUND_HALF_UP);

export type ScoreMethod = 'LOWEST_PRICE' | 'WEIGHTED_SCORE';

export type SummaryInput = {
  method: string;
  technicalWeight: string | null;
  commercialWeight: string | null;
  criteria: readonly { criterionId: number; weight: string; maxScore: string }[];
  /** The OPENED bids. */
  bids: readonly { bidId: number; totalWithTax: string }[];
  /** The submitted sheets only. */
  sheets: readonly {
    tenderExpertId: number;
    scores: readonly { bidId: number; criterionId: number; score: string }[];
  }[];
};

export type BidScore = {
  bidId: number;
  /** Each submitted sheet's points for the bid (0‥100). */
  sheetScores: { tenderExpertId: number; score: string }[];
  technicalScore: string | null;
  commercialScore: string | null;
  totalScore: string | null;
  rank: number | null;
};

/** One sheet's points for one bid: Σ score ÷ maxScore × weight over the criteria (an empty cell adds nothing). */
function sheetPoints(input: SummaryInput, scores: SummaryInput['sheets'][number]['scores'], bidId: number): Decimal {
  let sum = new D(0);
  for (const c of input.criteria) {
    const cell = scores.find((s) => s.bidId === bidId && s.criterionId === c.criterionId);
    if (!cell || new D(c.maxScore).isZero()) continue;
    sum = sum.plus(new D(cell.score).div(c.maxScore).times(c.weight));
  }
  return sum;
}

/** Ranks in order: equal keys share the rank of the first of them (1, 1, 3). */
function rankBy<T>(items: T[], compare: (a: T, b: T) => number): Map<T, number> {
  const sorted = [...items].sort(compare);
  const ranks = new Map<T, number>();
  sorted.forEach((item, i) => {
    const before = sorted[i - 1];
    ranks.set(item, i > 0 && compare(before, item) === 0 ? ranks.get(before)! : i + 1);
  });
  return ranks;
}

export function summariseBids(input: SummaryInput): BidScore[] {
  const price = new Map(input.bids.map((b) => [b.bidId, new D(b.totalWithTax)]));
  const byPrice = (a: number, b: number) => price.get(a)!.comparedTo(price.get(b)!);
  if (input.method !== 'WEIGHTED_SCORE') {
    const ranks = rankBy(
      input.bids.map((b) => b.bidId),
      byPrice,
    );
    return input.bids.map((b) => ({
      bidId: b.bidId,
      sheetScores: [],
      technicalScore: null,
      commercialScore: null,
      totalScore: null,
      rank: ranks.get(b.bidId) ?? null,
    }));
  }
  const technicalWeight = new D(input.technicalWeight ?? 0);
  const commercialWeight = new D(input.commercialWeight ?? 0);
  const lowest = input.bids.reduce<Decimal | null>((m, b) => {
    const p = price.get(b.bidId)!;
    return m == null || p.lessThan(m) ? p : m;
  }, null);
  const rows = input.bids.map((b) => {
    const points = input.sheets.map((s) => ({
      tenderExpertId: s.tenderExpertId,
      points: sheetPoints(input, s.scores, b.bidId),
    }));
    const technical = points.length
      ? points
          .reduce((sum, p) => sum.plus(p.points), new D(0))
          .div(points.length)
          .times(technicalWeight)
          .div(100)
      : null;
    const total = price.get(b.bidId)!;
    const commercial = lowest != null && !total.isZero() ? lowest.div(total).times(commercialWeight) : new D(0);
    return {
      bidId: b.bidId,
      sheetScores: points.map((p) => ({ tenderExpertId: p.tenderExpertId, score: out(p.points) })),
      technicalScore: technical == null ? null : out(technical),
      commercialScore: out(commercial),
      totalScore: technical == null ? null : out(technical.plus(commercial)),
    };
  });
  const scored = rows.filter((r) => r.totalScore != null);
  const ranks = rankBy(
    scored.map((r) => r.bidId),
    (a, b) => {
      const ta = new D(rows.find((r) => r.bidId === a)!.totalScore!);
      const tb = new D(rows.find((r) => r.bidId === b)!.totalScore!);
      return tb.comparedTo(ta) || byPrice(a, b);
    },
  );
  return rows.map((r) => ({ ...r, rank: ranks.get(r.bidId) ?? null }));
}
