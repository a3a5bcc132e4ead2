import type { FormMessageKey } from './messages.ts';

/*
 * The regular expressions of the generic form validators (spec §5). Each rule has exactly one
 * constant here; the plain validators (validators.ts) and the zod schemas (schemas.ts) both use it,
 * so the browser and the server can never disagree about what is valid.
 *
 * Values are trimmed before they are tested, so none of these patterns allow spaces.
 */

/** Integer: an optional sign, then digits only ("12", "-3", "+007"). No decimal point. */
export const INTEGER_PATTERN = /^[+-]?\d+$/;

/**
 * Quantity: an optional sign, digits, and an optional decimal part ("12", "-0.5", "+3.25").
 * Both sides of the point need a digit: "1." and ".5" are refused, as they are usually typos.
 */
export const QUANTITY_PATTERN = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * Score: 0 to 100 with at most two decimals ("0", "59.5", "99.99", "100", "100.00").
 * No sign and no leading zeros ("05" is refused), and nothing above 100 ("100.01" is refused).
 */
export const SCORE_PATTERN = /^(?:100(?:\.0{1,2})?|[1-9]?\d(?:\.\d{1,2})?)$/;

/**
 * Email: a simple local@domain check whose last label is 2 or 3 letters, as the spec asks
 * ("a.b-c@mail.example.cn"). Deliberately simple: longer suffixes such as ".info" are refused.
 */
export const EMAIL_PATTERN = /^[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;

/** Mobile phone (mainland China): 11 digits, starting 1 then 3 to 9 ("13812345678"). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * Telephone, exactly as spec §5 words it: an optional area code of 2 to 3 digits followed by a
 * hyphen, then 7 to 8 digits, then an optional extension of 3 to 4 digits after a hyphen
 * ("010-12345678", "12345678-123"). Note: real four-digit area codes such as "0755-" are refused,
 * because the spec says 2 to 3 digits.
 */
export const TELEPHONE_PATTERN = /^(?:\d{2,3}-)?\d{7,8}(?:-\d{3,4})?$/;

/** A format rule: the pattern a non-empty value must match and the message shown when it does not. */
export type FormatRule = { readonly pattern: RegExp; readonly message: FormMessageKey };

/** Every format rule by name, for code that picks a rule from configuration (e.g. a column's `validate`). */
export const FORMAT_RULES = {
  integer: { pattern: INTEGER_PATTERN, message: 'form.integer' },
  quantity: { pattern: QUANTITY_PATTERN, message: 'form.quantity' },
  score: { pattern: SCORE_PATTERN, message: 'form.score' },
  email: { pattern: EMAIL_PATTERN, message: 'form.email' },
  mobile: { pattern: MOBILE_PATTERN, message: 'form.mobile' },
  telephone: { pattern: TELEPHONE_PATTERN, message: 'form.telephone' },
} as const satisfies Record<string, FormatRule>;

export type FormatRuleName = keyof typeof FORMAT_RULES;
