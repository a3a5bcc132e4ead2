import { describe, expect, it } from 'vitest';
import { leftToAward, splitProblems } from './awardSplit.ts';
import { buildComparison, type CompareQuote } from './comparison.ts';
import { inquiryRoundNumber, pricesFrom, quoteTotals } from './quotePrices.ts';

describe('quote prices: the one typed gives the other, exact and half up', () => {
  it('without tax → with tax', () => {
    expect(pricesFrom('WITHOUT_TAX', '100', '13')).toEqual({
      priceWithoutTax: '100.000000',
      priceWithTax: '113.000000',
    });
    // 0.1 × 1.13 = 0.113 exactly (a float gives 0.11299999999999999)
    expect(pricesFrom('WITHOUT_TAX', '0.1', '13').priceWithTax).toBe('0.113000');
  });
  it('with tax → without tax, rounded half up to 6 decimals', () => {
    // 100 / 1.13 = 88.49557522…
    expect(pricesFrom('WITH_TAX', '100', '13')).toEqual({ priceWithoutTax: '88.495575', priceWithTax: '100.000000' });
    expect(pricesFrom('WITH_TAX', '10', '0').priceWithoutTax).toBe('10.000000');
  });
  it('totals add the amounts of priced lines only, each in cents', () => {
    const totals = quoteTotals([
      { quantity: '3', priceWithoutTax: '1.005', priceWithTax: '1.13565' },
      { quantity: '10', priceWithoutTax: null, priceWithTax: null },
      { quantity: '2.5', priceWithoutTax: '4', priceWithTax: '4.52' },
    ]);
    // 3 × 1.005 = 3.015 → 3.02; 2.5 × 4 = 10.00 → 13.02. 3 × 1.13565 = 3.40695 → 3.41; 2.5 × 4.52 = 11.30 → 14.71
    expect(totals).toEqual({ totalWithoutTax: '13.02', totalWithTax: '14.71' });
  });
  it('a bargaining round shows -N after the stored number', () => {
    expect(inquiryRoundNumber('XJ-2611270001', 1)).toBe('XJ-2611270001');
    expect(inquiryRoundNumber('XJ-2611270001', 2)).toBe('XJ-2611270001-2');
  });
});

describe('comparison matrix', () => {
  const lines = [
    { inquiryLineId: 12, lineNumber: 2, itemName: 'Bolt', quantity: '100', uomCode: 'PCS' },
    { inquiryLineId: 11, lineNumber: 1, itemName: 'Nut', quantity: '3', uomCode: 'PCS' },
  ];
  const suppliers = [
    { supplierId: 1, supplierName: 'A' },
    { supplierId: 2, supplierName: 'B' },
    { supplierId: 3, supplierName: 'C' },
  ];
  const q = (
    supplierId: number,
    round: number,
    prices: Record<number, [string, string, string] | null>,
  ): CompareQuote => ({
    supplierId,
    round,
    submittedAt: '2026-11-27T10:00:00.000Z',
    validUntil: '2026-12-31',
    lines: Object.entries(prices).map(([id, p]) => ({
      inquiryLineId: Number(id),
      noQuote: p == null,
      priceWithoutTax: p?.[0] ?? null,
      taxRate: p?.[1] ?? null,
      priceWithTax: p?.[2] ?? null,
      leadTimeDays: p ? 7 : null,
    })),
  });
  const quotes = [
    q(1, 1, { 11: ['2', '13', '2.26'], 12: ['1.5', '13', '1.695'] }),
    q(2, 1, { 11: ['2', '3', '2.06'], 12: null }),
    q(1, 2, { 11: ['1.9', '13', '2.147'], 12: ['1.4', '13', '1.582'] }),
  ];

  it('round 1: lines in order, lowest without tax marked (ties both), no-quote cells empty, totals', () => {
    const c = buildComparison(1, lines, suppliers, quotes);
    expect(c.rows.map((r) => r.inquiryLineId)).toEqual([11, 12]);
    const nut = c.rows[0];
    expect(nut.cells.map((x) => x.lowest)).toEqual([true, true, false]);
    expect(nut.lowestPriceWithoutTax).toBe('2');
    expect(nut.cells[0].amountWithoutTax).toBe('6.00');
    expect(nut.cells[2]).toMatchObject({ quoted: false, noQuote: false, priceWithoutTax: null });
    const bolt = c.rows[1];
    expect(bolt.cells[1]).toMatchObject({ quoted: true, noQuote: true, priceWithoutTax: null, lowest: false });
    expect(bolt.cells[0]).toMatchObject({ lowest: true, amountWithoutTax: '150.00', amountWithTax: '169.50' });
    expect(c.suppliers[0]).toMatchObject({
      totalWithoutTax: '156.00',
      totalWithTax: '176.28',
      linesQuoted: 2,
      complete: true,
      lowestCount: 2,
    });
    expect(c.suppliers[1]).toMatchObject({
      totalWithoutTax: '6.00',
      totalWithTax: '6.18',
      linesQuoted: 1,
      complete: false,
      lowestCount: 1,
    });
    expect(c.suppliers[2]).toMatchObject({ quoted: false, totalWithoutTax: '0.00', linesQuoted: 0, lowestCount: 0 });
  });

  it('round 2: the round’s prices, with each supplier’s history of the line', () => {
    const c = buildComparison(2, lines, suppliers, quotes);
    const nut = c.rows[0];
    expect(nut.cells[0]).toMatchObject({ priceWithoutTax: '1.9', lowest: true });
    expect(nut.cells[0].history).toEqual([
      { round: 1, priceWithoutTax: '2', priceWithTax: '2.26', noQuote: false },
      { round: 2, priceWithoutTax: '1.9', priceWithTax: '2.147', noQuote: false },
    ]);
    // B was not in round 2: no cell price, but its round-1 history stays.
    expect(nut.cells[1]).toMatchObject({ quoted: false, priceWithoutTax: null });
    expect(nut.cells[1].history).toHaveLength(1);
  });
});

describe('award split', () => {
  const quantities = new Map([
    [11, '10'],
    [12, '5'],
  ]);
  it('a line split between suppliers up to its quantity passes', () => {
    expect(
      splitProblems(quantities, [
        { inquiryLineId: 11, supplierId: 1, awardedQuantity: '6' },
        { inquiryLineId: 11, supplierId: 2, awardedQuantity: '4' },
        { inquiryLineId: 12, supplierId: 2, awardedQuantity: '2.5' },
      ]),
    ).toEqual([]);
  });
  it('more than the quantity, a supplier twice, an unknown line: each on its line', () => {
    expect(
      splitProblems(quantities, [
        { inquiryLineId: 11, supplierId: 1, awardedQuantity: '6' },
        { inquiryLineId: 11, supplierId: 2, awardedQuantity: '4.0001' },
        { inquiryLineId: 12, supplierId: 2, awardedQuantity: '1' },
        { inquiryLineId: 12, supplierId: 2, awardedQuantity: '1' },
        { inquiryLineId: 99, supplierId: 2, awardedQuantity: '1' },
      ]),
    ).toEqual([
      { index: 1, kind: 'overQuantity', total: '10.0001', quantity: '10' },
      { index: 3, kind: 'duplicateSupplier' },
      { index: 4, kind: 'unknownLine' },
    ]);
  });
  it('left to award', () => {
    expect(leftToAward(quantities, [{ inquiryLineId: 11, supplierId: 1, awardedQuantity: '2.5' }])).toEqual(
      new Map([
        [11, '7.5'],
        [12, '5'],
      ]),
    );
  });
});
