import { Column, is, SQL } from 'drizzle-orm';

/*
 * Rows of a statement prepared once (preparedShapes.ts) mapped by a function made once for its columns
 * (issue 16 item 4, docs/decisions.md "A thinner request path: …"). Drizzle maps every row with mapResultRow:
 * for every cell it asks `is(field, Column)`, `is(field, SQL)`… (a walk up the prototype chain), walks the
 * field's path and builds the object key by key — about 40 µs of CPU for a page of 20 lookup values (13
 * columns), a sixth of what a list call cost over a bare handler. The statement's columns do not change, so
 * the decoders are found once and the row object is written as one literal (same keys, same order, same
 * values: a null stays null, anything else goes through the column's mapFromDriverValue as before).
 */

/** What a drizzle prepared query holds after `.prepare(name)` (node-postgres and PGlite alike). */
type DrizzlePrepared = {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
};

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/**
 * Gives `prepared` (a drizzle prepared select) a row mapper made once, when its result is a flat object per row
 * (no joined tables: every field's path is one key). Anything else keeps drizzle's own mapping.
 */
export function mapRowsOnce<P>(prepared: P): P {
  const query = prepared as DrizzlePrepared;
  const fields = query.fields;
  if (!Array.isArray(fields) || fields.length === 0 || query.customResultMapper !== undefined) return prepared;
  if (!('customResultMapper' in query)) return prepared;
  const keys: string[] = [];
  const decoders: Decoder[] = [];
  for (const { path, field } of fields) {
    if (path.length !== 1 || path[0] === '__proto__') return prepared;
    const decoder = decoderOf(field);
    if (!decoder) return prepared;
    keys.push(path[0]);
    decoders.push(decoder);
  }
  const mapRow = rowFunction(keys, decoders);
  query.customResultMapper = (rows) => rows.map(mapRow);
  return prepared;
}

/** The decoder mapResultRow uses for a field (drizzle-orm utils.js), or undefined when it is none of these. */
function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field as unknown as Decoder;
  // `decoder` is drizzle's own (marked internal): the one mapResultRow reads, set by sql<T>`…`.mapWith().
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
  return undefined;
}

/**
 * `row => ({k0: decode(row[0]), …})` written out, so that every row gets the same object shape at once (V8 then
 * serialises and reads them on its fast path). A column without a decoder of its own passes its value as is.
 */
function rowFunction(keys: string[], decoders: Decoder[]): (row: unknown[]) => Record<string, unknown> {
  const plain = Column.prototype.mapFromDriverValue;
  const cells = keys.map((key, i) => {
    const value =
      decoders[i].mapFromDriverValue === plain
        ? `r[${i}]`
        : `(r[${i}] === null ? null : d[${i}].mapFromDriverValue(r[${i}]))`;
    return `${JSON.stringify(key)}: ${value}`;
  });
  // Keys come from the select's own field names (code, not input); JSON.stringify quotes them safely.
  return new Function('d', `return function mapRow(r) { return { ${cells.join(', ')} }; };`)(decoders);
}
