import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentTotals, remainingMoney } from './paymentTotals.ts';

const cents = (max: number) => fc.integer({ min: 0, max }).map((n) => (n / 100).toFixed(2));

describe('payment totals', () => {
  it('the amount to pay is the lines less the write-off, to the cent (property)', () => {
    fc.assert(
      fc.property(fc.array(cents(10_000_000), { minLength: 1, maxLength: 30 }), cents(1_000_000), (lines, writeOff) => {
        const t = paymentTotals(lines, writeOff, 'CNY', '1', 'CNY');
        const sum = lines.reduce((s, l) => s.plus(l), new Decimal(0));
        expect(t.invoicedTotal).toBe(sum.toFixed(2));
        expect(new Decimal(t.payAmount).plus(writeOff).toFixed(2)).toBe(t.invoicedTotal);
        expect(t.payAmountLocal).toBe(t.payAmount);
      }),
    );
  });

  it('converts into the book currency at the rate, rounded once; yen have no cents', () => {
    expect(paymentTotals(['100.00', '0.01'], '10.00', 'USD', '7.12345678', 'CNY')).toEqual({
      invoicedTotal: '100.01',
      payAmount: '90.01',
      payAmountLocal: '641.18',
    });
    expect(paymentTotals(['1000', '1'], null, 'JPY', '0.0476', 'CNY').invoicedTotal).toBe('1001');
    expect(remainingMoney('141.2500', '41.25', 'CNY')).toBe('100.00');
  });
});
