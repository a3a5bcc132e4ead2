import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from './amount.ts';

/** Plain decimal text of up to 40 digits, positive or negative. */
const decimalText = fc
  .tuple(fc.constantFrom('', '-'), fc.stringMatching(/^[1-9]\d{0,24}$|^0$/), fc.option(fc.stringMatching(/^\d{1,15}$/)))
  .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === null ? '' : `.${fraction}`}`);

describe('formatAmount', () => {
  it('adds thousands separators and rounds to the precision', () => {
    expect(formatAmount(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatAmount(1234567.891)).toBe('1,234,567.891');
    expect(formatAmount(1000, 2)).toBe('1,000.00');
    expect(formatAmount(999, 0)).toBe('999');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(1234.5, 0)).toBe('1,235');
  });

  it('handles negative amounts', () => {
    expect(formatAmount(-1234567.891, 2)).toBe('-1,234,567.89');
    expect(formatAmount('-1000')).toBe('-1,000');
    expect(formatAmount(-999.5, 0)).toBe('-1,000');
  });

  it('rounds half up, away from zero', () => {
    expect(formatAmount('2.345', 2)).toBe('2.35');
    expect(formatAmount('-2.345', 2)).toBe('-2.35');
    expect(formatAmount(1.005, 2)).toBe('1.01');
    expect(formatAmount('0.5', 0)).toBe('1');
  });

  it('writes no sign on an amount that rounds to zero', () => {
    expect(formatAmount(-0.001, 2)).toBe('0.00');
    expect(formatAmount('-0.004', 2)).toBe('0.00');
    expect(formatAmount(-0)).toBe('0');
    expect(formatAmount('-0.00')).toBe('0.00');
  });

  it('keeps every digit of a big decimal string', () => {
    expect(formatAmount('123456789012345678901234567890.125', 2)).toBe('123,456,789,012,345,678,901,234,567,890.13');
    expect(formatAmount('98765432109876543210.000000000000000001')).toBe(
      '98,765,432,109,876,543,210.000000000000000001',
    );
  });

  it('writes large and tiny numbers in plain notation', () => {
    expect(formatAmount(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(formatAmount(1e-7)).toBe('0.0000001');
  });

  it('takes Decimals and already formatted text', () => {
    expect(formatAmount(new Decimal('1234.5'), 2)).toBe('1,234.50');
    expect(formatAmount('1,234.5', 2)).toBe('1,234.50');
    expect(formatAmount(' +1234 ')).toBe('1,234');
  });

  it("gives '' when there is nothing to show", () => {
    for (const value of [
      null,
      undefined,
      '',
      '  ',
      'abc',
      '1e5',
      '1,23',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      new Decimal(Number.NaN),
    ]) {
      expect(formatAmount(value)).toBe('');
    }
  });

  it('refuses a precision that is not a whole number of 0 or more', () => {
    expect(() => formatAmount(1, -1)).toThrow(RangeError);
    expect(() => formatAmount(1, 1.5)).toThrow(RangeError);
  });

  it('changes nothing when formatting twice', () => {
    fc.assert(
      fc.property(decimalText, fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }), (text, precision) => {
        const once = formatAmount(text, precision);
        expect(formatAmount(once, precision)).toBe(once);
      }),
    );
  });

  it('puts separators exactly every three digits of the whole part', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        expect(formatAmount(text)).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d+)?$/);
      }),
    );
  });
});

describe('parseAmount', () => {
  it('strips the separators back to a decimal string', () => {
    expect(parseAmount('1,234,567.89')).toBe('1234567.89');
    expect(parseAmount('-1,000')).toBe('-1000');
    expect(parseAmount('1234.50')).toBe('1234.50');
    expect(parseAmount(' +12 ')).toBe('12');
    expect(parseAmount('-0.00')).toBe('0.00');
  });

  it('refuses text that is not an amount, including misplaced separators', () => {
    for (const text of ['', ' ', 'abc', '1,23', '12,34,567', ',123', '1,234,', '1.2.3', '1e5', '.5', '1.', '1 234']) {
      expect(parseAmount(text), text).toBeNull();
    }
  });

  it('gives back the exact rounded value formatAmount showed', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 6 }), (text, precision) => {
        const expected = new Decimal(text).toFixed(precision, Decimal.ROUND_HALF_UP);
        expect(new Decimal(parseAmount(formatAmount(text, precision))!).eq(expected)).toBe(true);
      }),
    );
  });

  it('gives back the digits formatAmount was given, when no precision is set', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const back = parseAmount(formatAmount(text));
        expect(back === text || (new Decimal(text).isZero() && back === text.replace('-', ''))).toBe(true);
      }),
    );
  });
});
