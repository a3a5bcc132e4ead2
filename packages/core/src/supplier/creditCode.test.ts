import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, creditCodeProblem, isValidCreditCode } from './creditCode.ts';

// Codes of real companies, as printed on their business licences.
const REAL = [
  '91350100M000100Y43', // the example of GB 32100-2015 itself
  '91110000802100433B',
  '91440300708461136T',
  '9131000013221158XC',
];

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts real codes, also typed in lower case or with spaces around', () => {
    for (const code of REAL) expect(isValidCreditCode(code)).toBe(true);
    expect(isValidCreditCode(' 91440300708461136t ')).toBe(true);
  });

  it('computes the check character from the first 17 characters', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('9131000013221158X')).toBe('C');
  });

  it('refuses a wrong check character, one changed character and swapped neighbours', () => {
    expect(creditCodeProblem('91350100M000100Y44')).toBe('checksum');
    expect(creditCodeProblem('91350100M000200Y43')).toBe('checksum');
    expect(creditCodeProblem('91350100M000010Y43')).toBe('checksum');
  });

  it('refuses the letters I, O, Z, S, V and other characters', () => {
    for (const letter of ['I', 'O', 'Z', 'S', 'V', '-']) {
      expect(creditCodeProblem(`91350100M000100${letter}43`)).toBe('charset');
    }
  });

  it('refuses a code that is not 18 characters long', () => {
    expect(creditCodeProblem('91350100M000100Y4')).toBe('length');
    expect(creditCodeProblem('91350100M000100Y433')).toBe('length');
    expect(creditCodeProblem('')).toBe('length');
  });
});
