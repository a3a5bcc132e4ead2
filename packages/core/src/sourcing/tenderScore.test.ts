import { describe, expect, it } from 'vitest';
import { summariseBids } from './tenderScore.ts';

describe('summariseBids', () => {
  it('rounds each figure from the exact value, never a sum of rounded parts', () => {
    // technical: 1 of 3 on a criterion weighing 100 = 33.33…, × 50% = 16.666… → 16.67
    // commercial: 100 ÷ 300 × 50 = 16.666… → 16.67; total 33.333… → 33.33 (16.67 + 16.67 would be 33.34)
    const [cheap, dear] = summariseBids({
      method: 'WEIGHTED_SCORE',
      technicalWeight: '50',
      commercialWeight: '50',
      criteria: [{ criterionId: 1, weight: '100', maxScore: '3' }],
      bids: [
        { bidId: 10, totalWithTax: '100.00' },
        { bidId: 20, totalWithTax: '300.00' },
      ],
      sheets: [
        {
          tenderExpertId: 1,
          scores: [
            { bidId: 10, criterionId: 1, score: '0' },
            { bidId: 20, criterionId: 1, score: '1' },
          ],
        },
      ],
    });
    expect(dear).toMatchObject({ technicalScore: '16.67', commercialScore: '16.67', totalScore: '33.33', rank: 2 });
    expect(cheap).toMatchObject({ technicalScore: '0.00', commercialScore: '50.00', totalScore: '50.00', rank: 1 });
    expect(dear.sheetScores).toEqual([{ tenderExpertId: 1, score: '33.33' }]);
  });

  it('breaks equal totals by the lower price, shares a rank when both are equal, and scores nothing without sheets', () => {
    const input = {
      method: 'WEIGHTED_SCORE',
      technicalWeight: '0',
      commercialWeight: '100',
      criteria: [],
      bids: [
        { bidId: 1, totalWithTax: '200.00' },
        { bidId: 2, totalWithTax: '100.00' },
        { bidId: 3, totalWithTax: '100.00' },
      ],
    };
    const ranked = summariseBids({ ...input, sheets: [{ tenderExpertId: 9, scores: [] }] });
    expect(ranked.map((r) => [r.bidId, r.totalScore, r.rank])).toEqual([
      [1, '50.00', 3],
      [2, '100.00', 1],
      [3, '100.00', 1],
    ]);
    const unscored = summariseBids({ ...input, sheets: [] });
    expect(unscored.map((r) => [r.technicalScore, r.totalScore, r.rank])).toEqual([
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
    const lowest = summariseBids({ ...input, method: 'LOWEST_PRICE', sheets: [] });
    expect(lowest.map((r) => r.rank)).toEqual([3, 1, 1]);
  });
});
