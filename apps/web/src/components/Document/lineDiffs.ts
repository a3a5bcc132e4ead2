import type { FieldDef } from '@srm/core/documents/types';
import type { Change, HistoryRow } from './historyRows.ts';
import { showValue } from './historyRows.ts';

/** One line's net difference over several history rows, its values as shown. */
export type LineDiff = {
  key: string;
  lineId: number | null;
  lineNumber: number | null;
  change: 'added' | 'changed' | 'removed';
  /** What names the line when the history carries it (an added or removed line's material). */
  title: string | null;
  fields: { field: string; before: string; after: string }[];
};

type Acc = {
  lineId: number | null;
  lineNumber: number | null;
  change: LineDiff['change'];
  fields: Map<string, Change>;
};

const TITLE_FIELDS = ['materialId', 'itemDescription'];
const NUMERIC = new Set<FieldDef['type']>(['number', 'price', 'amount']);

/** A stored value as a person reads it: decimals without the storage's padding ("10.0000" → "10"), amounts with cents. */
function shown(field: FieldDef | undefined, value: unknown, name: string | null | undefined): string {
  if (name != null) return name;
  if (value == null || value === '') return showValue(value);
  if (field && NUMERIC.has(field.type) && Number.isFinite(Number(value))) {
    return field.type === 'amount' ? Number(value).toFixed(field.precision ?? 2) : String(Number(value));
  }
  return showValue(value);
}

/**
 * The lines' differences across the history rows of an alteration, per line: each field from its first
 * `before` to its last `after` (a field back where it started is left out), a line added then changed
 * stays "added", added then removed is no difference at all. Only fields of `fields` are shown (a screen
 * that hides bookkeeping fields passes its own list); the order is the lines' numbers.
 */
export function lineDiffs(rows: readonly HistoryRow[], fields: readonly FieldDef[]): LineDiff[] {
  const acc = new Map<string, Acc>();
  for (const row of rows) {
    for (const lc of row.changes?.lines ?? []) {
      const key = lc.lineId != null ? `id${lc.lineId}` : `n${lc.lineNumber}`;
      const changes = (Array.isArray(lc.fields) ? lc.fields : []) as Change[];
      const was = acc.get(key);
      if (!was) {
        acc.set(key, {
          lineId: lc.lineId ?? null,
          lineNumber: lc.lineNumber ?? null,
          change: lc.change,
          fields: new Map(changes.map((c) => [c.field, c])),
        });
        continue;
      }
      if (was.change === 'added' && lc.change === 'removed') {
        acc.delete(key);
        continue;
      }
      if (lc.change === 'removed') was.change = 'removed';
      for (const c of changes) {
        const before = was.fields.get(c.field);
        was.fields.set(c.field, before ? { ...c, before: before.before, beforeName: before.beforeName } : c);
      }
      if (lc.lineNumber != null) was.lineNumber = lc.lineNumber;
    }
  }
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const diffs: LineDiff[] = [];
  for (const [key, a] of acc) {
    const all = [...a.fields.values()];
    const named = (k: string, side: 'before' | 'after') => {
      const c = a.fields.get(k);
      if (!c) return null;
      const v = side === 'before' ? (c.beforeName ?? c.before) : (c.afterName ?? c.after);
      return v == null || v === '' ? null : String(v);
    };
    const side = a.change === 'removed' ? 'before' : 'after';
    const title = named('materialId', side) ?? named('itemDescription', side);
    const list = all
      .filter((c) => byKey.has(c.field) && byKey.get(c.field)?.key !== 'lineNumber')
      .map((c) => {
        const f = byKey.get(c.field);
        return { field: c.field, before: shown(f, c.before, c.beforeName), after: shown(f, c.after, c.afterName) };
      })
      .filter((c) => a.change !== 'changed' || c.before !== c.after)
      // An added line: its values, without the blanks and the material already naming it.
      .filter((c) => a.change !== 'added' || (c.after !== showValue(null) && !TITLE_FIELDS.includes(c.field)));
    if (a.change === 'changed' && list.length === 0) continue;
    // Fields in the declaration's order, so every line reads alike.
    list.sort((x, y) => fields.findIndex((f) => f.key === x.field) - fields.findIndex((f) => f.key === y.field));
    diffs.push({ key, lineId: a.lineId, lineNumber: a.lineNumber, change: a.change, title, fields: list });
  }
  return diffs.sort((x, y) => (x.lineNumber ?? 0) - (y.lineNumber ?? 0));
}
