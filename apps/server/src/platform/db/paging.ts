import { DEFAULT_PAGE_ROWS, MAX_PAGE_ROWS, type PageInfo } from '@srm/core';
import { count, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { PreparedShapes } from './preparedShapes.ts';
import type { DbOrTx } from './types.ts';

/**
 * The largest exact count a caller may send back as `knownCount` (a pager of before said "10 000+" here);
 * an estimate (`countEstimated`) may be larger.
 */
export const COUNT_CAP = 10_000;

/**
 * A list's count is exact up to here; past it the page says "about N", N being the planner's estimate
 * (docs/decisions.md "Counts past 1 000 rows are the planner's estimate"). Reading 1 001 matching rows
 * costs a tenth of reading 10 001, which was most of a first page's database time on a million rows.
 */
export const EXACT_COUNT_LIMIT = 1_000;

/** The most rows an estimate may claim (a caller sending back more made it up). */
const MAX_ESTIMATE = 1_000_000_000;

/** A list's total: exact, capped (more than `count`), or the planner's estimate (capped too: not exact). */
export type Total = { count: number; capped: boolean; estimated?: boolean };

/**
 * The paging part of every listByPage body (spec §7: pageIndex 1-based, pageRows). `knownCount` is the
 * count this list answered the caller for the same search a moment ago: a table moving to another page
 * sends it back (useServerPage), and the server answers with it instead of counting again (issue 16 item 2).
 * It is the caller's own number about its own search, so trusting it shows nobody anything; a search
 * changed or a page reloaded in place counts afresh.
 */
export const pagingSchema = {
  pageIndex: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  pageRows: z.coerce.number().int().min(1).max(MAX_PAGE_ROWS).optional().default(DEFAULT_PAGE_ROWS),
  knownCount: z
    .object({
      count: z.number().int().min(0).max(MAX_ESTIMATE),
      countCapped: z.boolean().optional(),
      countEstimated: z.boolean().optional(),
    })
    .refine((k) => k.countEstimated === true || k.count <= COUNT_CAP, { path: ['count'] })
    .optional(),
};

/** What countCapped reads of a list body: the count its caller already knows, if any. */
export type KnownCount = { knownCount?: { count: number; countCapped?: boolean; countEstimated?: boolean } };

export const offsetOf = (pageIndex: number, pageRows: number) => (pageIndex - 1) * pageRows;

/**
 * Counts the rows of `table` matching `where`: exactly up to EXACT_COUNT_LIMIT, the planner's estimate past it —
 * or answers the count the caller sent back with `known` (the list body) without reading a row.
 */
export async function countCapped(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  known?: KnownCount,
): Promise<Total> {
  return countCappedBy(
    known,
    () => cappedCountQuery(db, table, where),
    () => estimateCount(db, table, where),
  );
}

/** The statement of the capped count (also prepared once per shape: preparedShapes.ts). */
export function cappedCountQuery(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('limited');
  return db.select({ n: count() }).from(limited);
}

/**
 * The planner's estimate of the rows of `table` matching `where`: EXPLAIN plans the statement without running it
 * (a fraction of a millisecond), from the statistics ANALYZE keeps. 0 when there is no plan to read.
 */
export async function estimateCount(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  return plannedRows(await db.execute(explainOf(db, table, where)));
}

const explainOf = (db: DbOrTx, table: PgTable, where: SQL | undefined) =>
  sql`explain (format json) ${db.select({ one: sql`1` }).from(table).where(where)}`;

/** What an EXPLAIN answers, on either driver. */
export type PlanResult = { rows: Record<string, unknown>[] };

/** The row estimate of the top node of an EXPLAIN (format json), 0 when there is none. */
export function plannedRows(result: unknown): number {
  const [row] = (result as PlanResult).rows;
  const cell = row ? Object.values(row)[0] : undefined;
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as
    | { Plan?: { 'Plan Rows'?: number } }[]
    | undefined;
  return Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

const dialect = new PgDialect();

/**
 * The estimate of a list prepared once per shape (preparedShapes.ts), `where` written with the same placeholders
 * as its page and count. Building the EXPLAIN with drizzle on every first page cost ~90 µs of CPU, more than the
 * rest of the lookup list's own work (issue 16 item 4); prepared, it is built once. EXPLAIN of a prepared
 * statement still plans with the values bound to it (utility statements keep no plan), so the estimate is the
 * one the literal values give.
 */
export function preparedEstimate(
  statements: PreparedShapes<PlanResult>,
  db: DbOrTx,
  shape: string,
  table: PgTable,
  where: () => SQL | undefined,
  values: Record<string, unknown>,
): Promise<number> {
  return statements
    .run(
      db,
      shape,
      (name) =>
        db._.session.prepareQuery<{ execute: PlanResult; all: unknown; values: unknown }>(
          dialect.sqlToQuery(explainOf(db, table, where())),
          undefined,
          name,
          false,
        ),
      values,
    )
    .then(plannedRows);
}

/**
 * The known count, or the capped count `run` reads; past EXACT_COUNT_LIMIT, the estimate `estimate` answers
 * (rounded to two figures, "about 120 000": it is no more precise), or "1 000+" when the planner expects fewer.
 */
export async function countCappedBy(
  known: KnownCount | undefined,
  run: () => Promise<{ n: unknown }[]>,
  estimate: () => Promise<number>,
): Promise<Total> {
  if (known?.knownCount) {
    const { count, countCapped, countEstimated } = known.knownCount;
    return countEstimated ? { count, capped: true, estimated: true } : { count, capped: countCapped === true };
  }
  const [row] = await run();
  const n = Number(row?.n ?? 0);
  if (n <= EXACT_COUNT_LIMIT) return { count: n, capped: false };
  const guess = roundEstimate(await estimate().catch(() => 0));
  return guess > EXACT_COUNT_LIMIT
    ? { count: guess, capped: true, estimated: true }
    : { count: EXACT_COUNT_LIMIT, capped: true };
}

/** Two significant figures: 123 456 → 120 000. */
export function roundEstimate(n: number): number {
  if (!(n > 0)) return 0;
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.min(MAX_ESTIMATE, Math.round(n / unit) * unit);
}

export function pageInfo(total: Total, pageIndex: number, pageRows: number): PageInfo {
  return {
    count: total.count,
    curIndex: pageIndex,
    pagesCount: Math.max(1, Math.ceil(total.count / pageRows)),
    ...(total.capped ? { countCapped: true } : {}),
    ...(total.estimated ? { countEstimated: true } : {}),
  };
}

/**
 * One page of a list: the rows (the caller's query, given limit and offset) and the capped count of
 * `table` under the same `where`, fetched together.
 */
export async function selectPage<R>(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  paging: { pageIndex: number; pageRows: number } & KnownCount,
  rows: (limit: number, offset: number) => Promise<R[]>,
): Promise<{ rows: R[]; page: PageInfo }> {
  const [data, total] = await Promise.all([
    rows(paging.pageRows, offsetOf(paging.pageIndex, paging.pageRows)),
    countCapped(db, table, where, paging),
  ]);
  return { rows: data, page: pageInfo(total, paging.pageIndex, paging.pageRows) };
}
