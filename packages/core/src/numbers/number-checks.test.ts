import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isNonNegativeNumber,
  isNonNegativeOrNegativeNonZero,
  isPositiveInteger,
  isPositiveNumber,
} from './number-checks.ts';

const checks = [isPositiveNumber, isNonNegativeNumber, isPositiveInteger, isNonNegativeOrNegativeNonZero];

/** Plain decimal text built from parts, so the expected answer is known without floats. */
const decimalText = fc
  .record({
    sign: fc.constantFrom('', '+', '-'),
    whole: fc.stringMatching(/^\d{1,30}$/),
    fraction: fc.option(fc.stringMatching(/^\d{1,30}$/), { nil: undefined }),
  })
  .map(({ sign, whole, fraction }) => ({
    text: `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`,
    negative: sign === '-',
    zero: /^0+$/.test(whole) && /^0*$/.test(fraction ?? ''),
    integer: fraction === undefined,
  }));

describe('what counts as a number', () => {
  it('refuses NaN, Infinity, empty, blank and non-numbers in every check', () => {
    const notNumbers = [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      '',
      ' ',
      '\t',
      null,
      undefined,
      {},
      [],
      true,
      'abc',
      '1a',
    ];
    for (const check of checks)
      for (const value of notNumbers) expect(check(value), `${check.name}(${String(value)})`).toBe(false);
  });

  it('refuses exponents, separators, spaces and half-written decimals', () => {
    const refused = ['1e5', '1E5', '1e-5', ' 1', '1 ', '1,000', '1.', '.5', '--1', '+-1', '0x10', 'Infinity', 'NaN'];
    for (const check of checks)
      for (const value of refused) expect(check(value), `${check.name}(${value})`).toBe(false);
  });

  it('reads long strings exactly, without float rounding', () => {
    expect(isPositiveNumber('0.000000000000000000000000000001')).toBe(true);
    expect(isPositiveInteger('123456789012345678901234567890')).toBe(true);
    expect(isNonNegativeOrNegativeNonZero('-0.000000000000000000000000000000')).toBe(false);
  });
});

describe('isPositiveNumber', () => {
  it('takes numbers above 0, decimals allowed', () => {
    for (const value of ['5', '0.01', '+3', '007', 3, 0.5]) expect(isPositiveNumber(value)).toBe(true);
    for (const value of ['0', '0.00', '-1', '-0.5', 0, -0, -2]) expect(isPositiveNumber(value)).toBe(false);
  });
});

describe('isNonNegativeNumber', () => {
  it('takes 0 and above, decimals allowed', () => {
    for (const value of ['0', '0.00', '+0', '5.5', 0, 12]) expect(isNonNegativeNumber(value)).toBe(true);
    for (const value of ['-1', '-0.5', '-0', -1]) expect(isNonNegativeNumber(value)).toBe(false);
  });
});

describe('isPositiveInteger', () => {
  it('takes whole numbers above 0', () => {
    for (const value of ['1', '42', '+7', 7, 1e21]) expect(isPositiveInteger(value)).toBe(true);
    for (const value of ['0', '1.0', '1.5', '-3', 0, 1.5, -3]) expect(isPositiveInteger(value)).toBe(false);
  });
});

describe('isNonNegativeOrNegativeNonZero', () => {
  it('takes any number except the negative spellings of zero', () => {
    for (const value of ['0', '+0', '0.0', '12.5', '-12.5', '-1', '-0.01', 0, -0, -3.5]) {
      expect(isNonNegativeOrNegativeNonZero(value), String(value)).toBe(true);
    }
    for (const value of ['-0', '-0.0', '-00', '-00.000'])
      expect(isNonNegativeOrNegativeNonZero(value), value).toBe(false);
  });
});

describe('properties', () => {
  it('judge decimal text by its sign and digits', () => {
    fc.assert(
      fc.property(decimalText, ({ text, negative, zero, integer }) => {
        expect(isPositiveNumber(text)).toBe(!negative && !zero);
        expect(isNonNegativeNumber(text)).toBe(!negative);
        expect(isPositiveInteger(text)).toBe(integer && !negative && !zero);
        expect(isNonNegativeOrNegativeNonZero(text)).toBe(!(negative && zero));
      }),
    );
  });

  it('agree between a finite number and its plain decimal text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (n) => {
        const value = Object.is(n, -0) ? 0 : n; // -0 prints as "0", see the module comment
        const text = String(value);
        fc.pre(!/e/i.test(text)); // tiny numbers print with an exponent, which strings may not use
        for (const check of checks) expect(check(value), `${check.name}(${text})`).toBe(check(text));
      }),
    );
  });

  it('positive integer implies positive number implies non-negative number', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          decimalText.map((d) => d.text),
          fc.integer(),
          fc.double(),
        ),
        (value) => {
          if (isPositiveInteger(value)) expect(isPositiveNumber(value)).toBe(true);
          if (isPositiveNumber(value)) expect(isNonNegativeNumber(value)).toBe(true);
          if (isNonNegativeNumber(value)) expect(isNonNegativeOrNegativeNonZero(value)).toBe(true);
        },
      ),
    );
  });
});
