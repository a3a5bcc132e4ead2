import { type Lang, t } from '@srm/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import type { FieldError } from '../i18n/zodMessages.ts';
import { lookupValues } from './schema.ts';

/** Each named code must be an enabled value of its lookup type; one query for all. */
export async function lookupErrors(
  db: DbOrTx,
  lang: Lang,
  wanted: { field: string; lookupType: string; code: string | null | undefined }[],
): Promise<FieldError[]> {
  const given = wanted.filter((w) => w.code);
  if (given.length === 0) return [];
  const rows = await db
    .select({ type: lookupValues.lookupType, code: lookupValues.lookupCode })
    .from(lookupValues)
    .where(
      and(
        inArray(lookupValues.lookupType, [...new Set(given.map((w) => w.lookupType))]),
        eq(lookupValues.enabledFlag, 'Y'),
      ),
    );
  const known = new Set(rows.map((r) => `${r.type}\n${r.code}`));
  return given
    .filter((w) => !known.has(`${w.lookupType}\n${w.code}`))
    .map((w) => ({ field: w.field, message: t('field.lookupValue', lang, { lookupType: w.lookupType }) }));
}

/** The enabled codes of one lookup type (imports check a whole file against them). */
export async function enabledCodes(db: DbOrTx, lookupType: string): Promise<Set<string>> {
  const rows = await db
    .select({ code: lookupValues.lookupCode })
    .from(lookupValues)
    .where(and(eq(lookupValues.lookupType, lookupType), eq(lookupValues.enabledFlag, 'Y')));
  return new Set(rows.map((r) => r.code));
}
