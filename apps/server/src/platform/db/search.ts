import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, index, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';

/**
 * The ILIKE pattern for "contains this text", with the user's own %, _ and \ taken literally
 * (otherwise typing "50%" would match everything starting with 50).
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/*
 * "Contains" served by an index (docs/decisions.md "Contains searches use a gram index").
 *
 * A column declared with gramIndex() has a GIN index over srm_grams(column): the distinct single characters
 * and pairs of characters of its lower-cased text (migration 0028). A search text's own pairs (its single
 * character when it is one character long: srm_query_grams) must all be among them, which the index answers
 * without reading the table; the ILIKE that follows then checks the order of the characters on the few rows
 * left. Pairs rather than pg_trgm's triples because Chinese names are searched by two characters (恒通) and
 * triples cannot serve a query shorter than three; and it needs no extension or locale, so PGlite answers the same.
 */
const gramIndexed = new Set<string>();
const keyOf = (column: Column) => `${getTableName(column.table)}.${column.name}`;

/** In a table's extra config: the gram index that contains() uses for this column. */
export function gramIndex(name: string, column: PgColumn) {
  gramIndexed.add(keyOf(column));
  return index(name).using('gin', sql`srm_grams(${column})`);
}

const inspected = new WeakSet<object>();
/** Whether the column has a gram index (the document engine requires one for each text filter). */
export function hasGramIndex(column: Column): boolean {
  // Drizzle runs a table's extra config (where gramIndex() registers) only when asked for it: ask once.
  if (!inspected.has(column.table)) {
    inspected.add(column.table);
    getTableConfig(column.table as PgTable);
  }
  return gramIndexed.has(keyOf(column));
}

/** `column` contains `text`, in any case; through the column's gram index when it has one. */
export function contains(column: Column, text: string): SQL {
  const like = sql`${column} ilike ${containsPattern(text)}`;
  if (!hasGramIndex(column)) return like;
  return sql`(srm_grams(${column}) @> srm_query_grams(${text}) and ${like})`;
}

/** Any of `columns` contains `text` (a keyword searched across code, name and English name). */
export function containsAny(text: string, columns: Column[]): SQL {
  return sql`(${sql.join(
    columns.map((column) => contains(column, text)),
    sql` or `,
  )})`;
}
