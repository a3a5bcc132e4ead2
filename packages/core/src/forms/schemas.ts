import { z } from 'zod';
import { DEFAULT_LANG, type Lang } from '../i18n/lang.ts';
import { formMessage } from './messages.ts';
import { FORMAT_RULES, type FormatRule } from './patterns.ts';

/*
 * The generic validators of spec §5 as zod 4 schemas, for the server (and any form library that
 * takes zod). They use the very same pattern constants as validators.ts and read values the same way:
 *   - strings are trimmed, numbers are written out as text;
 *   - null, undefined and whitespace-only strings are empty;
 *   - an empty optional field parses to undefined, an empty required field fails with 'required';
 *   - anything else must match the rule's pattern, else the rule's message.
 * Messages come in the language asked for (Chinese by default), as the server answers in the
 * request's language.
 */

export type SchemaOptions<R extends boolean> = { required?: R };

/** Output of a rule schema: a trimmed string, or undefined when the field is optional and empty. */
export type RuleSchema<R extends boolean> = z.ZodType<R extends true ? string : string | undefined, unknown>;

/** Reads a raw value the way the plain validators do: trimmed text, numbers as text, empty (null, blank, NaN, []) as undefined. */
function normalise(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : String(value);
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value) && value.length === 0) return undefined; // as isEmptyValue() in validators.ts
  return value; // objects, booleans …: left as they are, so z.string() refuses them with the rule's message
}

function ruleSchema<R extends boolean>(rule: FormatRule | null, lang: Lang, required: R | undefined): RuleSchema<R> {
  const requiredText = formMessage('form.required', lang);
  const formatText = rule ? formMessage(rule.message, lang) : requiredText;
  // A missing value gets 'required'; a value of the wrong type (an object …) gets the format message.
  let text = z.string({ error: (issue) => (issue.input === undefined ? requiredText : formatText) });
  if (rule) text = text.regex(rule.pattern, { error: formatText });
  const schema = z.preprocess(normalise, required ? text : text.optional());
  return schema as unknown as RuleSchema<R>;
}

/** A non-empty (after trimming) value: text, or a number written as text; else 'required'. */
export function zRequired(lang: Lang = DEFAULT_LANG): z.ZodType<string, unknown> {
  return ruleSchema(null, lang, true);
}

/** Optional sign then digits only; else 'must enter a number'. */
export function zInteger<R extends boolean = false>(lang: Lang = DEFAULT_LANG, options: SchemaOptions<R> = {}) {
  return ruleSchema(FORMAT_RULES.integer, lang, options.required);
}

/** Optional sign, decimals allowed; else 'must enter a numeric value'. */
export function zQuantity<R extends boolean = false>(lang: Lang = DEFAULT_LANG, options: SchemaOptions<R> = {}) {
  return ruleSchema(FORMAT_RULES.quantity, lang, options.required);
}

/** 0 to 100 with up to two decimals; else 'must enter a score from 0 to 100'. */
export function zScore<R extends boolean = false>(lang: Lang = DEFAULT_LANG, options: SchemaOptions<R> = {}) {
  return ruleSchema(FORMAT_RULES.score, lang, options.required);
}

/** local@domain with a 2–3 letter suffix; else 'email format error'. */
export function zEmail<R extends boolean = false>(lang: Lang = DEFAULT_LANG, options: SchemaOptions<R> = {}) {
  return ruleSchema(FORMAT_RULES.email, lang, options.required);
}

/** 11 digits starting 1 then 3–9; else 'mobile number format error'. */
export function zMobile<R extends boolean = false>(lang: Lang = DEFAULT_LANG, options: SchemaOptions<R> = {}) {
  return ruleSchema(FORMAT_RULES.mobile, lang, options.required);
}

/** [2–3 digit area code-]7–8 digits[-3–4 digit extension]; else 'phone number format error'. */
export function zTelephone<R extends boolean = false>(lang: Lang = DEFAULT_LANG, options: SchemaOptions<R> = {}) {
  return ruleSchema(FORMAT_RULES.telephone, lang, options.required);
}
