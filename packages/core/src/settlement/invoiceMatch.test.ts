import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceMatches, matchInvoice } from './invoiceMatch.ts';
import { lineMoney, moneyTotals } from './money.ts';

describe('invoice match', () => {
  it('matches per tax rate within the tolerance and names the difference', () => {
    const expected = [
      { taxRate: '13', amount: '97.00', taxAmount: '12.61' },
      { taxRate: '13.00', amount: '48.50', taxAmount: '6.31' },
      { taxRate: '9', amount: '10.00', taxAmount: '0.90' },
    ];
    const rows = matchInvoice(
      expected,
      [
        { taxRate: '13', amount: '145.50', taxAmount: '18.91' },
        { taxRate: '9', amount: '12.00', taxAmount: '1.08' },
      ],
      'CNY',
    );
    expect(rows.map((r) => [r.taxRate, r.expectedWithTax, r.invoicedWithTax, r.differenceWithTax, r.matched])).toEqual([
      ['13', '164.42', '164.41', '-0.01', true],
      ['9', '10.90', '13.08', '2.18', false],
    ]);
    expect(invoiceMatches(rows)).toBe(false);
    // A rate the statement does not hold is a difference of its whole amount.
    const extra = matchInvoice(expected.slice(0, 1), [{ taxRate: '6', amount: '1', taxAmount: '0.06' }], 'CNY');
    expect(extra.find((r) => r.taxRate === '6')).toMatchObject({ expectedWithTax: '0.00', matched: false });
  });

  it('invoicing each line exactly as the statement holds it always matches (property)', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 1000).toFixed(3)),
      price: fc.integer({ min: 1, max: 100_000_000 }).map((n) => (n / 10_000).toFixed(4)),
      taxRate: fc.constantFrom('0', '3', '6', '9', '13'),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const money = lines.map((l) => ({ taxRate: l.taxRate, ...lineMoney(l.quantity, l.price, l.taxRate, 'CNY') }));
        // One tax invoice per rate, its amount and tax the sums of that rate's lines.
        const byRate = [...new Set(lines.map((l) => l.taxRate))].map((taxRate) => {
          const sums = moneyTotals(
            money.filter((m) => m.taxRate === taxRate),
            'CNY',
          );
          return { taxRate, amount: sums.amount, taxAmount: sums.taxAmount };
        });
        const rows = matchInvoice(money, byRate, 'CNY');
        expect(invoiceMatches(rows)).toBe(true);
        expect(rows.every((r) => r.differenceWithTax === '0.00')).toBe(true);
        // and the grand totals agree to the cent
        const total = moneyTotals(money, 'CNY').amountWithTax;
        const invoiced = rows.reduce((s, r) => s + Math.round(Number(r.invoicedWithTax) * 100), 0);
        expect(invoiced).toBe(Math.round(Number(total) * 100));
      }),
      { numRuns: 200 },
    );
  });
});
