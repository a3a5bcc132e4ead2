import { DEFAULT_PAGE_ROWS, MAX_PAGE_ROWS, type PageInfo } from '@srm/core';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from './types.ts';

/**
 * Counting stops here: past it the pager says "10 000+" instead of spending the request in
 * count(*) over a million rows (ARCHITECTURE §9; Odoo caps at 10 000 too).
 */
export const COUNT_CAP = 10_000;

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
    .object({ count: z.number().int().min(0).max(COUNT_CAP), countCapped: z.boolean().optional() })
    .optional(),
};

/** What countCapped reads of a list body: the count its caller already knows, if any. */
export type KnownCount = { knownCount?: { count: number; countCapped?: boolean } };

export const offsetOf = (pageIndex: number, pageRows: number) => (pageIndex - 1) * pageRows;

/**
 * Counts the rows of `table` matching `where`, at most COUNT_CAP + 1 of them — or answers the count the
 * caller sent back with `known` (the list body) without reading a row.
 */
export async function countCapped(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  known?: KnownCount,
): Promise<{ count: number; capped: boolean }> {
  return countCappedBy(known, () => cappedCountQuery(db, table, where));
}

/** The statement of the capped count (also prepared once per shape: preparedShapes.ts). */
export function cappedCountQuery(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('limited');
  return db.select({ n: count() }).from(limited);
}

/** The known count, or the capped count `run` reads. */
export async function countCappedBy(
  known: KnownCount | undefined,
  run: () => Promise<{ n: unknown }[]>,
): Promise<{ count: number; capped: boolean }> {
  if (known?.knownCount) return { count: known.knownCount.count, capped: known.knownCount.countCapped === true };
  const [row] = await run();
  const n = Number(row?.n ?? 0);
  return n > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count: n, capped: false };
}

export function pageInfo(total: { count: number; capped: boolean }, pageIndex: number, pageRows: number): PageInfo {
  return {
    count: total.count,
    curIndex: pageIndex,
    pagesCount: Math.max(1, Math.ceil(total.count / pageRows)),
    ...(total.capped ? { countCapped: true } : {}),
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
