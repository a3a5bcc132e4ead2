import { DEFAULT_LANG, type Lang } from '../i18n/lang.ts';
import { type FormMessageKey, formMessage } from './messages.ts';
import { FORMAT_RULES, type FormatRule, type FormatRuleName } from './patterns.ts';

/** Options every validator takes. A field that is not required passes when it is empty. */
export type FieldOptions = { required?: boolean };

/** What a validator returns: null when the value is valid, otherwise the key of the message to show. */
export type FieldResult = FormMessageKey | null;

/** A validator of one field. */
export type FieldValidator = (value: unknown, options?: FieldOptions) => FieldResult;

/**
 * Whether a form value counts as empty: null, undefined, a string of only whitespace, an empty
 * array (a cleared date range or multi-select) or NaN (what a cleared number input can hold).
 * Zero and false are values, not empty.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** 'required' when the value is empty (spec §5: date and string fields are 'required' when empty). */
export function validateRequired(value: unknown): FieldResult {
  return isEmptyValue(value) ? 'form.required' : null;
}

/**
 * The text a format rule is tested against: strings trimmed (a stray space typed by a user is not
 * an error), numbers written out. Anything else (objects, booleans) has no text and fails the rule.
 */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return null;
}

/** Empty: 'required' or pass, as the field says. Not empty: the value must match the rule's pattern. */
function checkFormat(rule: FormatRule, value: unknown, options: FieldOptions = {}): FieldResult {
  if (isEmptyValue(value)) return options.required ? 'form.required' : null;
  const text = textOf(value);
  return text !== null && rule.pattern.test(text) ? null : rule.message;
}

/** Optional sign, then digits only; else 'must enter a number'. */
export const validateInteger: FieldValidator = (value, options) => checkFormat(FORMAT_RULES.integer, value, options);

/** Optional sign, decimals allowed; else 'must enter a numeric value'. */
export const validateQuantity: FieldValidator = (value, options) => checkFormat(FORMAT_RULES.quantity, value, options);

/** 0 to 100 with up to two decimals; else 'must enter a score from 0 to 100'. */
export const validateScore: FieldValidator = (value, options) => checkFormat(FORMAT_RULES.score, value, options);

/** local@domain with a 2–3 letter suffix; else 'email format error'. */
export const validateEmail: FieldValidator = (value, options) => checkFormat(FORMAT_RULES.email, value, options);

/** 11 digits starting 1 then 3–9; else 'mobile number format error'. */
export const validateMobile: FieldValidator = (value, options) => checkFormat(FORMAT_RULES.mobile, value, options);

/** [2–3 digit area code-]7–8 digits[-3–4 digit extension]; else 'phone number format error'. */
export const validateTelephone: FieldValidator = (value, options) =>
  checkFormat(FORMAT_RULES.telephone, value, options);

/**
 * Runs a rule chosen by name, e.g. from a table column's `validate` setting.
 * 'required' always requires the value, whatever `options.required` says.
 */
export function validateField(
  rule: FormatRuleName | 'required',
  value: unknown,
  options: FieldOptions = {},
): FieldResult {
  return rule === 'required' ? validateRequired(value) : checkFormat(FORMAT_RULES[rule], value, options);
}

/** The text of a validator's result in a language (Chinese by default), or null when the value was valid. */
export function fieldErrorText(result: FieldResult, lang: Lang = DEFAULT_LANG): string | null {
  return result === null ? null : formMessage(result, lang);
}
