import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  FORMAT_RULES,
  INTEGER_PATTERN,
  MOBILE_PATTERN,
  QUANTITY_PATTERN,
  SCORE_PATTERN,
  TELEPHONE_PATTERN,
} from './patterns.ts';

/** Table-driven: every sample listed under `ok` must match, every one under `bad` must not. */
function check(pattern: RegExp, ok: string[], bad: string[]) {
  for (const text of ok) expect(pattern.test(text), `should accept ${JSON.stringify(text)}`).toBe(true);
  for (const text of bad) expect(pattern.test(text), `should refuse ${JSON.stringify(text)}`).toBe(false);
}

describe('INTEGER_PATTERN', () => {
  it('takes an optional sign then digits only', () => {
    check(INTEGER_PATTERN, ['0', '12', '-3', '+7', '007'], ['', '-', '+', '1.5', '1e5', '1,000', ' 1', 'a1', '--1']);
  });

  it('accepts every safe integer written out', () => {
    fc.assert(fc.property(fc.integer(), (n) => INTEGER_PATTERN.test(String(n))));
  });
});

describe('QUANTITY_PATTERN', () => {
  it('takes an optional sign and decimals', () => {
    check(
      QUANTITY_PATTERN,
      ['0', '12', '-0.5', '+3.25', '1.000'],
      ['', '.5', '1.', '1.2.3', '1e5', '1,5', 'NaN', '- 1'],
    );
  });

  it('accepts every finite number written in plain notation', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (n) => {
        const text = n.toFixed(6);
        return QUANTITY_PATTERN.test(text);
      }),
    );
  });
});

describe('SCORE_PATTERN', () => {
  it('takes 0 to 100 with up to two decimals', () => {
    check(
      SCORE_PATTERN,
      ['0', '0.5', '7', '59.5', '99.99', '100', '100.0', '100.00'],
      ['', '-1', '100.01', '101', '1000', '99.999', '05', '1.', '.5', '+5', '100.000'],
    );
  });

  it('agrees with the numeric range for every value with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 20000 }), (hundredths) => {
        const text = (hundredths / 100).toFixed(2);
        return SCORE_PATTERN.test(text) === (hundredths >= 0 && hundredths <= 10000);
      }),
    );
  });
});

describe('EMAIL_PATTERN', () => {
  it('takes local@domain with a 2–3 letter suffix', () => {
    check(
      EMAIL_PATTERN,
      ['a@b.cn', 'john.doe@mail.example.com', 'x_y+z@sub-domain.org', 'A1@B2.NET'],
      ['', 'a@b', 'a@b.c', 'a@b.info', '@b.cn', 'a@.cn', 'a b@c.cn', 'a@b.c1', 'a@@b.cn'],
    );
  });
});

describe('MOBILE_PATTERN', () => {
  it('takes 11 digits starting 1 then 3 to 9', () => {
    check(
      MOBILE_PATTERN,
      ['13812345678', '19999999999', '13000000000'],
      ['', '12812345678', '10812345678', '1381234567', '138123456789', '23812345678', '+8613812345678'],
    );
  });

  it('accepts exactly the numbers 1[3-9] followed by nine digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 999_999_999 }), (second, rest) => {
        const text = `1${second}${String(rest).padStart(9, '0')}`;
        return MOBILE_PATTERN.test(text) === second >= 3;
      }),
    );
  });
});

describe('TELEPHONE_PATTERN', () => {
  it('follows the spec: [2–3 digit area code-]7–8 digits[-3–4 digit extension]', () => {
    check(
      TELEPHONE_PATTERN,
      ['1234567', '12345678', '010-12345678', '21-1234567', '12345678-123', '010-1234567-1234'],
      [
        '',
        '123456',
        '123456789',
        '0755-12345678', // a four-digit area code: refused, as the spec says 2 to 3 digits
        '0-1234567',
        '010 12345678',
        '12345678-12',
        '12345678-12345',
        '01012345678',
      ],
    );
  });
});

describe('FORMAT_RULES', () => {
  it('uses the one pattern constant of each rule', () => {
    expect(FORMAT_RULES.integer.pattern).toBe(INTEGER_PATTERN);
    expect(FORMAT_RULES.quantity.pattern).toBe(QUANTITY_PATTERN);
    expect(FORMAT_RULES.score.pattern).toBe(SCORE_PATTERN);
    expect(FORMAT_RULES.email.pattern).toBe(EMAIL_PATTERN);
    expect(FORMAT_RULES.mobile.pattern).toBe(MOBILE_PATTERN);
    expect(FORMAT_RULES.telephone.pattern).toBe(TELEPHONE_PATTERN);
  });

  it('uses no stateful (global or sticky) pattern, so test() gives the same answer every time', () => {
    for (const rule of Object.values(FORMAT_RULES)) {
      expect(rule.pattern.global || rule.pattern.sticky).toBe(false);
    }
  });
});
