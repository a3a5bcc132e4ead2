import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, index, type PgColumn, type PgTable, text } from 'drizzle-orm/pg-core';
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
  const searched = searchTextOf(columns, text);
  if (searched) return searched;
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

/*
 * A keyword over several columns of a large table reads one search column (docs/decisions.md "A keyword over
 * several columns reads one search column"): `search_text`, stored, generated by the database as the lower-cased
 * columns joined by chr(1), with one gram index. `search_text like lower('%text%')` finds exactly the rows where
 * some column ILIKEs the text — ILIKE is lower(column) LIKE lower(pattern) in PostgreSQL, lower() works character
 * by character, and a text without chr(1) cannot match across two columns — while it costs one LIKE on text
 * already lower-cased instead of four ILIKEs that each lower-case the column and the pattern on every row (a
 * capped count of "BR" over a million materials: 1.1 ms against 10), and the index is one probe, not a BitmapOr of
 * four. Declared in the table with searchTextColumn() and searchTextIndex(); containsAny() over exactly the
 * covered columns (in any order) uses it, over any other set the columns' own conditions.
 */

/** The usual name of a stored search column. */
export const SEARCH_TEXT = 'search_text';
/** Between two columns' texts: a character nobody types (a search text holding it takes the columns' ILIKEs). */
const SEPARATOR = '\u0001';

/** The search column's generated expression over the columns named (database names), in this order. */
export const searchTextSql = (names: readonly string[]) =>
  `lower(${names.map((n) => `coalesce("${n}", '')`).join(' || chr(1) || ')})`;

/**
 * In a table's columns: a stored search column over the columns named (their database names); `search_text`
 * unless a table needs two (the materials' maintenance keyword and the document lines' picker search others).
 */
export function searchTextColumn(names: string[], name = SEARCH_TEXT) {
  return text(name).generatedAlwaysAs(sql.raw(searchTextSql(names)));
}

type SearchText = { column: Column; index: string };
/** Table name + its covered columns' names, sorted → its search column. */
const searchTexts = new Map<string, SearchText>();
const coverKey = (table: string, names: string[]) => `${table}:${[...names].sort().join(',')}`;

/**
 * In a table's extra config: the gram index of its search column, and which columns the column covers (those of
 * searchTextColumn(), checked here so that the declaration cannot say other columns than the expression reads).
 */
export function searchTextIndex(name: string, column: PgColumn, covered: PgColumn[]) {
  const generated = (column as unknown as { generated?: { as?: unknown } }).generated?.as;
  const expected = searchTextSql(covered.map((c) => c.name));
  const actual =
    generated && typeof generated === 'object' && 'queryChunks' in generated ? sqlText(generated as SQL) : '';
  if (actual !== expected) {
    throw new Error(`${getTableName(column.table)}.${column.name} is not generated as ${expected} (found ${actual})`);
  }
  searchTexts.set(
    coverKey(
      getTableName(column.table),
      covered.map((c) => c.name),
    ),
    { column, index: name },
  );
  return gramIndex(name, column);
}

const sqlText = (q: SQL) =>
  q.queryChunks.map((chunk) => (chunk as { value?: string[] }).value?.join('') ?? '').join('');

/** The keyword condition on the search column covering exactly `columns`, when the table has one. */
function searchTextOf(columns: Column[], text: string): SQL | undefined {
  if (columns.length < 2 || text === '' || text.includes(SEPARATOR)) return undefined;
  const table = columns[0].table;
  if (!inspected.has(table)) {
    inspected.add(table);
    getTableConfig(table as PgTable);
  }
  const found = searchTexts.get(
    coverKey(
      getTableName(table),
      columns.map((c) => c.name),
    ),
  );
  if (!found || columns.some((c) => c.table !== table)) return undefined;
  const like = sql`${found.column} like lower(${containsPattern(text)})`;
  const share = gramsShare(found.index, text);
  if (share >= searchTextFrequentShare(gramIndexRows(found.index))) return like;
  return sql`(${like} and ${gramsOf(found.column, text)})`;
}

/**
 * The share of rows from which a search column's keyword skips its index. A capped count reads 1 001 matching
 * rows: by the LIKE alone about 1 001 / share rows (0.2 µs each on lower-cased text), through the index every row
 * holding the grams (share × rows bitmap entries, 0.1–0.15 µs each) — the two meet near share = √(10⁴ / rows).
 * Measured at a million materials (docs/decisions.md): shares 0.03–0.04 took 2–6 ms through the index and 13–21
 * by the LIKE (rows holding a pair cluster, so the scan reads further than the share says); 0.2 took 1.1–1.3 ms
 * by the LIKE and 22–36 through the index; 0.4 the LIKE 0.9, the index 200–300.
 */
export function searchTextFrequentShare(rows: number): number {
  return rows > 0 ? Math.min(0.5, 0.1 * Math.sqrt(1_000_000 / rows)) : 0.5;
}
