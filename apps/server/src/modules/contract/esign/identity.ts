import { AppError } from '../../../platform/http/errors.ts';

/*
 * The identity checks of a CA registration (GB 32100 unified social credit code, GB 11643 resident ID number,
 * a mainland mobile number) and how an ID number is shown in lists.
 */

/** 18 characters of the code's alphabet (digits and capitals without I, O, Z, S, V). */
export const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
export const MOBILE = /^1\d{10}$/;

/** GB 11643: 17 digits and a check character (mod 11, weights 2^(17-i)). */
export function validIdNumber(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(id[i]), 0);
  return '10X98765432'[sum % 11] === id[17];
}

/** 110101********1234: the region and the last four, never the birth date. */
export const maskIdNumber = (id: string | null) => (id ? `${id.slice(0, 6)}********${id.slice(-4)}` : null);

export function checkIdentity(input: { creditCode?: string | null; idNumber?: string | null; mobile?: string | null }) {
  if (input.creditCode && !CREDIT_CODE.test(input.creditCode)) throw new AppError(400, 'esign.creditCodeInvalid');
  if (input.idNumber && !validIdNumber(input.idNumber)) throw new AppError(400, 'esign.idNumberInvalid');
  if (input.mobile && !MOBILE.test(input.mobile)) throw new AppError(400, 'esign.mobileInvalid');
}
