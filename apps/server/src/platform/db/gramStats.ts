import { sql } from 'drizzle-orm';
import type { Db } from './types.ts';

/*
 * How many rows hold each gram of each gram index, from PostgreSQL's own statistics (docs/decisions.md
 * "Two-character searches on frequent pairs"). ANALYZE (autovacuum, on PostgreSQL) keeps for an expression index
 * the most common elements of srm_grams(column) and the share of rows holding each; a gram not among them is
 * rarer than all of them. contains() asks this whether its gram condition helps: for a pair most rows hold, the
 * planner scans the table and computes srm_grams on every row the ILIKE keeps (30–100 µs a call), where the
 * ILIKE alone stops as soon as the page or the capped count is full. The reading chooses a plan, never an answer
 * (the ILIKE always decides which rows match), so a stale one, or none, costs time only.
 */

/** How long a reading serves before a search reads again: ANALYZE runs far less often. */
const REFRESH_MS = 60_000;

/** Index name → gram → share of the rows holding it. */
export type GramShares = Map<string, Map<string, number>>;
/** Index name → rows of its table (as last counted by VACUUM or ANALYZE). */
export type GramRows = Map<string, number>;

let source: Db | undefined;
let shares: GramShares = new Map();
let rows: GramRows = new Map();
let readAt = Number.NEGATIVE_INFINITY;
let reading: Promise<void> | undefined;

/** The database whose statistics searches follow: the one the process opened last (openDatabase). */
export function followGramStatistics(db: Db): void {
  source = db;
  shares = new Map();
  rows = new Map();
  readAt = Number.NEGATIVE_INFINITY;
}

/** On closing a database: searches stop following it (and keep their gram conditions until another is opened). */
export function forgetGramStatistics(db: Db): void {
  if (source !== db) return;
  source = undefined;
  shares = new Map();
  rows = new Map();
}

/** Tests: searches follow these shares instead of the database's, until the next reading. */
export function useGramShares(given: GramShares, givenRows: GramRows = new Map()): void {
  shares = given;
  rows = givenRows;
  readAt = Date.now();
}

/** Reads the statistics now (a process does it by itself once a minute; the bench right after its ANALYZE). */
export function refreshGramStatistics(): Promise<void> {
  reading ??= read().finally(() => {
    reading = undefined;
  });
  return reading;
}

async function read(): Promise<void> {
  const db = source;
  if (!db) return;
  readAt = Date.now();
  try {
    // pg_stats names an expression index's column after its function; the rows are the indexes this role owns.
    const result = await db.execute(sql`
      select s.tablename as "index", c.reltuples as "rows",
        s.most_common_elems::text::text[] as grams, s.most_common_elem_freqs as shares
      from pg_stats s join pg_class c on c.relname = s.tablename and c.relnamespace = current_schema()::regnamespace
      where s.schemaname = current_schema() and s.attname = 'srm_grams' and s.most_common_elems is not null`);
    type Row = { index: string; rows: number; grams: string[]; shares: number[] };
    const found = (result as unknown as { rows: Row[] }).rows;
    if (source !== db) return;
    const nextShares: GramShares = new Map();
    const nextRows: GramRows = new Map();
    for (const row of found) {
      nextShares.set(row.index, new Map(row.grams.map((gram, i) => [gram, Number(row.shares[i])])));
      nextRows.set(row.index, Number(row.rows));
    }
    shares = nextShares;
    rows = nextRows;
  } catch {
    // A database closing under the reading: the last reading stays, which only ever chooses a plan.
  }
}

/** The share of rows whose `index` holds `gram`: 0 when it is not among the common ones. Reads again when stale. */
export function gramShare(index: string, gram: string): number {
  if (source && Date.now() - readAt > REFRESH_MS) void refreshGramStatistics();
  return shares.get(index)?.get(gram) ?? 0;
}

/** The rows of the index's table when the statistics were read (0 when unknown). */
export function gramIndexRows(index: string): number {
  return Math.max(0, rows.get(index) ?? 0);
}
