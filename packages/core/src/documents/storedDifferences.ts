import { sameDecimal } from './amounts.ts';
import type { DocumentTypeDef, FieldDef } from './types.ts';

/*
 * "Saved" must mean "saved as typed" (issue 15 item 2). A save answers with the record as stored; the
 * client compares it with what it sent and names every field the server holds otherwise, instead of
 * saying "saved". One rule for every document type, and the same notion of "differ" as the history's.
 */

const NUMERIC_TYPES = new Set<FieldDef['type']>(['number', 'price', 'amount']);

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Do two values of a field differ? Decimals by value ("10" = "10.0000"), blanks alike, text without edge spaces. */
export function valuesDiffer(field: FieldDef, before: unknown, after: unknown): boolean {
  if (blank(before) || blank(after)) return blank(before) !== blank(after);
  if (NUMERIC_TYPES.has(field.type)) return !sameDecimal(String(before), String(after));
  // An instant as a Date or as ISO text in any offset: the same moment is the same value.
  if (field.type === 'datetime') return new Date(before as string).getTime() !== new Date(after as string).getTime();
  return String(before).trim() !== String(after).trim();
}

/**
 * A value the server stored otherwise than it was sent: the field, the line (its number) if any, both
 * values. `field` null: the number of lines differs (sent and stored are the counts).
 */
export type StoredDifference = { field: FieldDef | null; lineNumber: number | null; sent: unknown; stored: unknown };

type Row = Record<string, unknown>;

/**
 * The editable fields of `sent` (a save body) whose value `stored` (the save's answer) does not hold.
 * Lines are paired in order (the engine keeps the order it was sent); a line count that differs is
 * reported as such.
 */
export function storedDifferences(def: DocumentTypeDef, sent: Row, stored: Row): StoredDifference[] {
  const out: StoredDifference[] = [];
  for (const f of def.header) {
    if (f.readOnly || f.computed || !(f.key in sent)) continue;
    if (valuesDiffer(f, sent[f.key], stored[f.key]))
      out.push({ field: f, lineNumber: null, sent: sent[f.key], stored: stored[f.key] ?? null });
  }
  if (!def.lines) return out;
  const sentLines = (sent[def.lines.key] as Row[] | undefined) ?? [];
  const storedLines = (stored[def.lines.key] as Row[] | undefined) ?? [];
  const editable = def.lines.fields.filter((f) => !f.readOnly && !f.computed);
  // Lines the type fills on a save without any (DocumentTypeDef lines.loadedWhenEmpty) were asked for.
  if (sentLines.length === 0 && def.lines.loadedWhenEmpty) return out;
  if (sentLines.length !== storedLines.length) {
    out.push({ field: null, lineNumber: null, sent: sentLines.length, stored: storedLines.length });
    return out;
  }
  for (const [i, line] of sentLines.entries()) {
    const kept = storedLines[i];
    const lineNumber = Number(kept.lineNumber ?? i + 1);
    for (const f of editable)
      if (valuesDiffer(f, line[f.key], kept[f.key]))
        out.push({ field: f, lineNumber, sent: line[f.key] ?? null, stored: kept[f.key] ?? null });
  }
  return out;
}
