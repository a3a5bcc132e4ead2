import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, index, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { gramIndexRows, gramShare } from './gramStats.ts';

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
/** Column key → the name of its gram index. */
const gramIndexed = new Map<string, string>();
const keyOf = (column: Column) => `${getTableName(column.table)}.${column.name}`;

/**
 * In a table's extra config: the gram index that contains() uses for this column. Its pending list (GIN's
 * fastupdate: new rows wait there, unsorted, until VACUUM or a full list merges them) is kept to 256 kB: every
 * search reads the whole list, and at the default 4 MB that was 11.7 ms instead of 0.9 for one pair; an insert
 * costs what it did with the list, where no list at all cost 5× (docs/decisions.md "Gram indexes keep a short
 * pending list").
 */
export function gramIndex(name: string, column: PgColumn) {
  gramIndexed.set(keyOf(column), name);
  return index(name).using('gin', sql`srm_grams(${column})`).with({ gin_pending_list_limit: GRAM_PENDING_LIST_KB });
}

/** The gram indexes' pending list, in kB (PostgreSQL's default: gin_pending_list_limit = 4 MB). */
export const GRAM_PENDING_LIST_KB = 256;

const inspected = new WeakSet<object>();
/** Whether the column has a gram index (the document engine requires one for each text filter). */
export function hasGramIndex(column: Column): boolean {
  return gramIndexOf(column) !== undefined;
}

function gramIndexOf(column: Column): string | undefined {
  // Drizzle runs a table's extra config (where gramIndex() registers) only when asked for it: ask once.
  if (!inspected.has(column.table)) {
    inspected.add(column.table);
    getTableConfig(column.table as PgTable);
  }
  return gramIndexed.get(keyOf(column));
}

/**
 * `column` contains `text`, in any case; through the column's gram index when it has one and the text's grams
 * are not held by most rows (below).
 */
export function contains(column: Column, text: string): SQL {
  const index = gramIndexOf(column);
  const share = index ? gramsShare(index, text) : 1;
  return containsWith(column, text, index !== undefined && share < frequentShare(gramIndexRows(index)));
}

/**
 * The ILIKE first: nested in an OR, an AND's terms are checked in the order written, so a row the ILIKE refuses
 * never computes srm_grams; the index finds its condition in either order.
 */
function containsWith(column: Column, text: string, throughIndex: boolean): SQL {
  const like = likeOf(column, text);
  return throughIndex ? sql`(${like} and ${gramsOf(column, text)})` : like;
}

const likeOf = (column: Column, text: string) => sql`${column} ilike ${containsPattern(text)}`;
/** What the gram index answers: the row's grams hold the text's. Implied by the ILIKE, never the reverse. */
const gramsOf = (column: Column, text: string) => sql`srm_grams(${column}) @> srm_query_grams(${text})`;

/*
 * When most rows hold a search's grams ("00" in document numbers), the planner rightly reads the table rather than
 * the index, but then computes srm_grams on every row the ILIKE keeps (30–100 µs a call, 0.4–1 s for the capped
 * count at 200 000 rows). Without the gram condition the same scan checks the ILIKE alone and stops when the page
 * or the count is full. The share comes from the index's statistics (gramStats.ts), multiplied over the text's
 * grams as the planner does.
 */
function gramsShare(index: string, text: string): number {
  let share = 1;
  for (const gram of queryGrams(text)) share *= gramShare(index, gram);
  return share;
}

/**
 * The share of rows from which a search skips the index: where the ILIKE alone, stopping at the capped count's
 * 10 001st row, reads fewer rows than the index answers. Measured (docs/decisions.md "Two-character searches on
 * frequent pairs"): about half the rows at 200 000 rows, 0.3 at a million; the planner turned to its scan with
 * srm_grams per row at 0.7 and 0.5. Larger tables make the index's answer larger, hence the lower share.
 */
export function frequentShare(rows: number): number {
  return Math.min(0.5, 0.3 * (rows / 1_000_000) ** (-1 / 3));
}

/**
 * srm_query_grams (migration 0028) in JavaScript: the distinct pairs of the lower-cased text, or its one
 * character. Where JavaScript lower-cases otherwise than the database, a gram is not found among the frequent
 * ones and the gram condition stays: the plan of before, the same answer.
 */
export function queryGrams(text: string): string[] {
  const chars = [...text.toLowerCase()];
  if (chars.length === 1) return chars;
  return [...new Set(chars.slice(1).map((c, i) => chars[i] + c))];
}

/**
 * Any of `columns` contains `text` (a keyword searched across code, name and English name).
 *
 * Written `(grams₁ or grams₂ …) and (ilike₁ or ilike₂ …)`, the same rows since each ILIKE implies its grams: the
 * first OR is exactly what the indexes' BitmapOr answers, so PostgreSQL does not check it again on the rows it
 * reads, where `(grams₁ and ilike₁) or …` is checked whole on every row, srm_grams included (337 ms instead of 18
 * for "BR" over 200 000 materials). An OR reads the indexes only when every arm can: through them when each column
 * has one and the rows holding the grams in any column (1 − Π(1 − share), as the planner sums) are not most of the
 * table; otherwise the ILIKEs alone.
 */
export function containsAny(text: string, columns: Column[]): SQL {
  const indexes = columns.map(gramIndexOf);
  let missed = 1;
  let rows = 0;
  for (const index of indexes) {
    if (index === undefined) {
      missed = 0;
      break;
    }
    missed *= 1 - gramsShare(index, text);
    rows = Math.max(rows, gramIndexRows(index));
  }
  const likes = sql`(${sql.join(
    columns.map((column) => likeOf(column, text)),
    sql` or `,
  )})`;
  if (1 - missed >= frequentShare(rows)) return likes;
  const grams = sql.join(
    columns.map((column) => gramsOf(column, text)),
    sql` or `,
  );
  return sql`((${grams}) and ${likes})`;
}
