import type { Lang } from '@srm/core';
import type { FieldDef } from '@srm/core/documents/types';
import type { DbOrTx } from '../db/types.ts';
import { valuesByTypes } from '../lookups/lookups.ts';
import type { BoundType, DocRecord } from './binding.ts';
import type { Changes, FieldChange } from './history.ts';

/** A field change of a reference, with the names of the records before and after (as the screens show them). */
export type NamedChange = FieldChange & { beforeName?: string | null; afterName?: string | null };

/**
 * Puts names beside the ids of changed references in history rows (an organisation, a requester, a
 * material…), so the history reads "East China → South China" rather than "3 → 7". The names come from
 * the type's own `present` hook, the one that names the records of its lists, applied to stand-in records
 * holding the old and new ids: one call for all rows. A reference deleted since shows its id.
 */
export async function nameHistoryRefs(
  db: DbOrTx,
  lang: Lang,
  bound: BoundType,
  rows: { changes: Changes | null }[],
): Promise<void> {
  await nameHistoryLookups(db, lang, bound, rows);
  const present = bound.binding.hooks?.present;
  if (!present) return;
  const { def } = bound;
  const headerRefs = new Map(def.header.filter(isNamedRef).map((f) => [f.key, f]));
  const lineRefs = new Map((def.lines?.fields ?? []).filter(isNamedRef).map((f) => [f.key, f]));
  const wanted: { change: NamedChange; field: FieldDef; before: DocRecord; after: DocRecord }[] = [];
  const stand = (field: FieldDef, value: unknown): DocRecord => ({ [field.key]: value });
  for (const row of rows) {
    for (const change of row.changes?.header ?? []) {
      const field = headerRefs.get(change.field);
      if (field) wanted.push({ change, field, before: stand(field, change.before), after: stand(field, change.after) });
    }
    for (const line of row.changes?.lines ?? []) {
      for (const change of line.fields) {
        const field = lineRefs.get(change.field);
        if (field)
          wanted.push({ change, field, before: stand(field, change.before), after: stand(field, change.after) });
      }
    }
  }
  if (wanted.length === 0) return;
  const headers = wanted.filter((w) => headerRefs.has(w.field.key)).flatMap((w) => [w.before, w.after]);
  const lines = wanted.filter((w) => !headerRefs.has(w.field.key)).flatMap((w) => [w.before, w.after]);
  // Lines are named through a header that carries them, as in a list page.
  await present(db, lang, [...headers, ...(lines.length > 0 ? [{ [def.lines?.key ?? 'lines']: lines }] : [])]);
  for (const { change, field, before, after } of wanted) {
    const key = field.displayKey as string;
    change.beforeName = change.before == null ? null : ((before[key] as string | null | undefined) ?? null);
    change.afterName = change.after == null ? null : ((after[key] as string | null | undefined) ?? null);
  }
}

const isNamedRef = (f: FieldDef) => f.type === 'ref' && !!f.displayKey;

/**
 * Puts the meanings beside the codes of changed lookup fields (a purchase plan's type reads "Rolling
 * stock plan → MRP plan", not "ROLLING → MRP"), in the request language: one query for every lookup
 * type of the rows. A value disabled since shows its code.
 */
async function nameHistoryLookups(
  db: DbOrTx,
  lang: Lang,
  { def }: BoundType,
  rows: { changes: Changes | null }[],
): Promise<void> {
  const typeOf = (fields: readonly FieldDef[]) =>
    new Map(fields.flatMap((f) => (f.type === 'lookup' && f.lookupType ? [[f.key, f.lookupType] as const] : [])));
  const headerTypes = typeOf(def.header);
  const lineTypes = typeOf(def.lines?.fields ?? []);
  const wanted: { change: NamedChange; type: string }[] = [];
  for (const row of rows) {
    for (const change of row.changes?.header ?? []) {
      const type = headerTypes.get(change.field);
      if (type) wanted.push({ change, type });
    }
    for (const line of row.changes?.lines ?? []) {
      for (const change of line.fields) {
        const type = lineTypes.get(change.field);
        if (type) wanted.push({ change, type });
      }
    }
  }
  if (wanted.length === 0) return;
  const values = await valuesByTypes(db, [...new Set(wanted.map((w) => w.type))], lang);
  const meaning = (type: string, code: unknown) =>
    code == null ? null : (values[type]?.find((v) => v.lookupCode === String(code))?.meaning ?? null);
  for (const { change, type } of wanted) {
    change.beforeName = meaning(type, change.before);
    change.afterName = meaning(type, change.after);
  }
}
