import type { Lang } from '@srm/core';
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { containsAny } from '../db/search.ts';
import type { DbOrTx } from '../db/types.ts';
import { lookupTypes, lookupValues } from './schema.ts';

export type LookupValue = {
  lookupValuesId: number;
  lookupTypeId: number;
  lookupType: string;
  lookupCode: string;
  meaning: string;
  description: string | null;
  enabledFlag: string;
  seqNum: number;
  parentLookupValuesId: number | null;
  parentLookupTypeId: number | null;
  systemCode: string;
  buOrgId: number | null;
};

export const lookupValueColumns = {
  lookupValuesId: lookupValues.id,
  lookupTypeId: lookupValues.lookupTypeId,
  lookupType: lookupValues.lookupType,
  lookupCode: lookupValues.lookupCode,
  meaning: lookupValues.meaning,
  meaningEn: lookupValues.meaningEn,
  description: lookupValues.description,
  enabledFlag: lookupValues.enabledFlag,
  seqNum: lookupValues.seqNum,
  parentLookupValuesId: lookupValues.parentLookupValuesId,
  parentLookupTypeId: lookupValues.parentLookupTypeId,
  systemCode: lookupValues.systemCode,
  buOrgId: lookupValues.buOrgId,
};

/** `meaning` in the request's language (English falls back to Chinese when not translated). */
export function localizeLookup<R extends { meaning: string; meaningEn: string | null }>(
  row: R,
  lang: Lang,
): Omit<R, 'meaningEn'> & { meaning: string } {
  const { meaningEn, ...rest } = row;
  return { ...rest, meaning: lang === 'EN' && meaningEn ? meaningEn : row.meaning };
}

export type LookupFilter = { lookupType?: string; lookupCode?: string; meaning?: string; enabledFlag?: 'Y' | 'N' };

/**
 * The lookup list's conditions for the filters present. `value` gives each filter's value: the value itself, or
 * a placeholder when the statement is prepared once for its shape (the lookup list).
 */
export function lookupWhere(
  f: LookupFilter,
  value: (key: 'lookupType' | 'lookupCode' | 'enabledFlag') => string | SQLWrapper = (k) => f[k] ?? '',
): SQL | undefined {
  const c: SQL[] = [];
  if (f.lookupType) c.push(eq(lookupValues.lookupType, value('lookupType')));
  if (f.lookupCode) c.push(eq(lookupValues.lookupCode, value('lookupCode')));
  if (f.enabledFlag) c.push(eq(lookupValues.enabledFlag, value('enabledFlag')));
  if (f.meaning) {
    c.push(containsAny(f.meaning, [lookupValues.meaning, lookupValues.meaningEn]));
  }
  return c.length ? and(...c) : undefined;
}

/** Enabled values of several types at once, grouped by type, ordered by seqNum (for the BASE_lookup cache). */
export async function valuesByTypes(db: DbOrTx, types: string[], lang: Lang): Promise<Record<string, LookupValue[]>> {
  const out: Record<string, LookupValue[]> = Object.fromEntries(types.map((t) => [t, []]));
  if (types.length === 0) return out;
  const rows = await db
    .select(lookupValueColumns)
    .from(lookupValues)
    .where(and(inArray(lookupValues.lookupType, types), eq(lookupValues.enabledFlag, 'Y')))
    .orderBy(asc(lookupValues.lookupType), asc(lookupValues.seqNum), asc(lookupValues.id));
  for (const row of rows) out[row.lookupType].push(localizeLookup(row, lang));
  return out;
}

/**
 * Raises the version stamp of a type's values (the client's BASE_lookup cache compares it). Call it in
 * the transaction that changes a value. The stamp becomes at least the current time in milliseconds,
 * so it only grows and never repeats, even for a type deleted and created again under the same name.
 */
export async function bumpValuesVersion(db: DbOrTx, lookupTypeId: number): Promise<void> {
  await db
    .update(lookupTypes)
    .set({
      valuesVersion: sql`greatest(${lookupTypes.valuesVersion} + 1, floor(extract(epoch from clock_timestamp()) * 1000)::bigint)`,
    })
    .where(eq(lookupTypes.id, lookupTypeId));
}

/** The version stamps of the values of these types; an unknown type answers 0. */
export async function valuesVersions(db: DbOrTx, types: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = Object.fromEntries(types.map((t) => [t, 0]));
  if (types.length === 0) return out;
  const rows = await db
    .select({ lookupType: lookupTypes.lookupType, valuesVersion: lookupTypes.valuesVersion })
    .from(lookupTypes)
    .where(inArray(lookupTypes.lookupType, types));
  for (const row of rows) out[row.lookupType] = Number(row.valuesVersion);
  return out;
}
