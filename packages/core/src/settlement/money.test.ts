import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMoney, currencyScale, lineMoney, moneyTotals, roundMoney, withinTolerance } from './money.ts';

/** A decimal string of up to `digits` decimals between 0 and `max` (quantities, prices). */
const decimalUpTo = (max: number, digits: number) =>
  fc.integer({ min: 0, max: max * 10 ** digits }).map((n) => new Decimal(n).div(10 ** digits).toFixed(digits));
const taxRates = fc.constantFrom('0', '1', '3', '6', '9', '13', '17');
const currencies = fc.constantFrom('CNY', 'USD', 'JPY', 'KWD');

describe('settlement money', () => {
  it('rounds half up to the currency, away from zero', () => {
    expect(roundMoney('2.345', 'CNY')).toBe('2.35');
    expect(roundMoney('-2.345', 'CNY')).toBe('-2.35');
    expect(roundMoney('1234.5', 'JPY')).toBe('1235');
    expect(roundMoney('1.0005', 'KWD')).toBe('1.001');
    expect(currencyScale('usd')).toBe(2);
  });

  it('computes the tax on the rounded amount, as a VAT invoice does', () => {
    // 3 × 1.005 = 3.015 → 3.02; 3.02 × 13 % = 0.3926 → 0.39
    expect(lineMoney('3', '1.005', '13', 'CNY')).toEqual({ amount: '3.02', taxAmount: '0.39', amountWithTax: '3.41' });
    // a return is a negative quantity: its money is the receipt's, negated
    expect(lineMoney('-3', '1.005', '13', 'CNY')).toEqual({
      amount: '-3.02',
      taxAmount: '-0.39',
      amountWithTax: '-3.41',
    });
    expect(lineMoney('7', '333.3', '10', 'JPY')).toEqual({ amount: '2333', taxAmount: '233', amountWithTax: '2566' });
  });

  it('lines add up to the header to the cent, whatever the quantities, prices and rates', () => {
    const line = fc.tuple(decimalUpTo(100_000, 4), decimalUpTo(100_000, 6), taxRates, fc.boolean());
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), currencies, (rows, currency) => {
        const lines = rows.map(([q, p, r, isReturn]) => lineMoney(isReturn ? `-${q}` : q, p, r, currency));
        const totals = moneyTotals(lines, currency);
        const exact = (pick: (l: (typeof lines)[number]) => string) =>
          lines.reduce((s, l) => s.plus(pick(l)), new Decimal(0));
        expect(new Decimal(totals.amount).equals(exact((l) => l.amount))).toBe(true);
        expect(new Decimal(totals.taxAmount).equals(exact((l) => l.taxAmount))).toBe(true);
        expect(new Decimal(totals.amount).plus(totals.taxAmount).equals(totals.amountWithTax)).toBe(true);
        for (const l of lines) {
          expect(l.amount.split('.')[1]?.length ?? 0).toBe(currencyScale(currency));
          expect(new Decimal(l.amount).plus(l.taxAmount).equals(l.amountWithTax)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('converts at the rate and rounds in the target currency', () => {
    expect(convertMoney('10000', '0.04612', 'CNY')).toBe('461.20');
    expect(convertMoney('100.00', '21.6826', 'JPY')).toBe('2168');
  });

  it('matches within a tolerance, either way', () => {
    expect(withinTolerance('100.00', '100.05', '0.05')).toBe(true);
    expect(withinTolerance('100.00', '99.94', '0.05')).toBe(false);
  });
});
