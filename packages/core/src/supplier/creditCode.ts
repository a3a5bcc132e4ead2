/**
 * The unified social credit code (统一社会信用代码) of GB 32100-2015: 18 characters from a 31-character
 * set (digits and capitals without I, O, Z, S, V), the last one a check character over the first 17
 * (weights 3^i mod 31). Web and server both use this, so a code the form accepts is one the server accepts.
 */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** The check character for the first 17 characters (which must be in the charset). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARSET.indexOf(first17[i]) * WEIGHTS[i];
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31];
}

export type CreditCodeProblem = 'length' | 'charset' | 'checksum';

/** What is wrong with a code (upper-cased first), or null when it is a valid code. */
export function creditCodeProblem(code: string): CreditCodeProblem | null {
  const value = code.trim().toUpperCase();
  if (value.length !== 18) return 'length';
  if (!SHAPE.test(value)) return 'charset';
  return creditCodeCheckChar(value.slice(0, 17)) === value[17] ? null : 'checksum';
}

export const isValidCreditCode = (code: string): boolean => creditCodeProblem(code) === null;
