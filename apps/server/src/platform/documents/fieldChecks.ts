import { type Lang, t } from '@srm/core';
import type { DocumentTypeDef, FieldDef } from '@srm/core/documents/types';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import type { FieldError } from '../i18n/zodMessages.ts';
import { lookupValues } from '../lookups/schema.ts';
import type { DocInput } from './binding.ts';

/** A 400 carrying field messages (`data.errors`), the same shape a schema failure has. */
export function fieldErrors(errors: FieldError[]): AppError {
  const detail = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  return new AppError(400, 'error.badRequest', { detail }, { errors });
}

/** Field errors with a path prefix, for a document inside a batch (`items.2.lines.0.unitCode`). */
export const prefixed = (prefix: string, errors: FieldError[]) =>
  errors.map((e) => ({ ...e, field: `${prefix}${e.field}` }));

/**
 * Every lookup field of the input holds an enabled value of its lookup type (BASE_UOM, BASE_CURRENCY…):
 * one query for the whole document, whatever number of lines.
 */
export async function checkLookups(
  db: DbOrTx,
  def: DocumentTypeDef,
  input: DocInput,
  lang: Lang,
): Promise<FieldError[]> {
  const wanted: { field: string; def: FieldDef; code: string }[] = [];
  const collect = (fields: readonly FieldDef[], row: Record<string, unknown>, path: string) => {
    for (const f of fields) {
      const code = row[f.key];
      if (f.type === 'lookup' && f.lookupType && typeof code === 'string' && code !== '') {
        wanted.push({ field: `${path}${f.key}`, def: f, code });
      }
    }
  };
  collect(def.header, input.header, '');
  for (const [i, line] of input.lines.entries()) collect(def.lines?.fields ?? [], line, `${def.lines?.key}.${i}.`);
  if (wanted.length === 0) return [];
  const types = [...new Set(wanted.map((w) => w.def.lookupType!))];
  const rows = await db
    .select({ type: lookupValues.lookupType, code: lookupValues.lookupCode })
    .from(lookupValues)
    .where(and(inArray(lookupValues.lookupType, types), eq(lookupValues.enabledFlag, 'Y')));
  const known = new Set(rows.map((r) => `${r.type}\n${r.code}`));
  return wanted
    .filter((w) => !known.has(`${w.def.lookupType}\n${w.code}`))
    .map((w) => ({ field: w.field, message: t('field.lookupValue', lang, { lookupType: w.def.lookupType! }) }));
}
