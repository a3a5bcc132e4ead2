import { formMessage } from '@srm/core/forms/messages';
import { fieldErrorText, validateField } from '@srm/core/forms/validators';
import type { Lang } from '@srm/core/i18n/lang';
import type { ColumnConfig, ValidateRule } from './types.ts';

/*
 * The column's validation rules (spec §5), run by the same validators the forms and the server use
 * (packages/core forms). Imported by deep path from validators.ts, not forms/index: the index also
 * holds the zod schemas, which the table does not need in its chunk.
 */

export function rulesOf(column: Pick<ColumnConfig<never>, 'validate'>): ValidateRule[] {
  const { validate } = column;
  if (!validate) return [];
  return Array.isArray(validate) ? validate : [validate];
}

/** Whether the column's header gets the red asterisk (spec §5). */
export function isRequired(column: Pick<ColumnConfig<never>, 'validate'>): boolean {
  return rulesOf(column).includes('required');
}

/**
 * The message of the first rule the value breaks, in the user's language, or null when valid.
 * A range (two dates) is checked for presence only: the format rules are about single values.
 */
export function cellError(
  column: Pick<ColumnConfig<never>, 'validate' | 'precision'>,
  value: unknown,
  lang: Lang,
): string | null {
  const rules = rulesOf(column);
  if (rules.length === 0) return decimalsError(column.precision, value, lang);
  const required = rules.includes('required');
  const checked = Array.isArray(value) && value.every((part) => part === null || part === '') ? [] : value;
  for (const rule of rules) {
    if (Array.isArray(checked) && rule !== 'required') continue;
    const message = fieldErrorText(validateField(rule, checked, { required }), lang);
    if (message) return message;
  }
  return decimalsError(column.precision, value, lang);
}

/**
 * More decimals than the column holds are refused with the server's message, never rounded away: the
 * number editors do not round what is typed (issue 15: a value the server will not take is refused).
 * Trailing zeros do not count, as on the server (decimal.js decimalPlaces).
 */
function decimalsError(precision: number | undefined, value: unknown, lang: Lang): string | null {
  if (precision === undefined || (typeof value !== 'string' && typeof value !== 'number')) return null;
  const fraction = /\.(\d*?)0*$/.exec(String(value).trim())?.[1] ?? '';
  return fraction.length > precision ? formMessage('form.decimals', lang, { precision }) : null;
}
