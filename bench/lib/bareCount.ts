/**
 * The count of platform/db/paging.ts written by hand for a bare baseline (list-endpoint, select-all): the rows of
 * `from` (`table where …`, with $n placeholders) counted up to EXACT_COUNT_LIMIT + 1, past it the planner's
 * estimate (EXPLAIN) rounded as ours rounds it; a count the caller sent back answered as it came.
 */
import { EXACT_COUNT_LIMIT, roundEstimate } from '../../apps/server/src/platform/db/paging.ts';

type Query = (text: string, params: unknown[]) => Promise<{ rows: any[] }>;
export type BareTotal = { count: number; capped: boolean; estimated: boolean };
type Known = { count: number; countCapped?: boolean; countEstimated?: boolean } | undefined;

export const bareCountSql = (from: string) =>
  `select count(*) as n from (select 1 from ${from} limit ${EXACT_COUNT_LIMIT + 1}) limited`;

export async function bareCount(query: Query, from: string, params: unknown[], known?: Known): Promise<BareTotal> {
  if (known) {
    const estimated = known.countEstimated === true;
    return { count: known.count, capped: estimated || known.countCapped === true, estimated };
  }
  const n = Number((await query(bareCountSql(from), params)).rows[0].n);
  if (n <= EXACT_COUNT_LIMIT) return { count: n, capped: false, estimated: false };
  const plan = (await query(`explain (format json) select 1 from ${from}`, params)).rows[0]?.['QUERY PLAN'];
  const guess = roundEstimate(Number((typeof plan === 'string' ? JSON.parse(plan) : plan)?.[0]?.Plan?.['Plan Rows']));
  return guess > EXACT_COUNT_LIMIT
    ? { count: guess, capped: true, estimated: true }
    : { count: EXACT_COUNT_LIMIT, capped: true, estimated: false };
}

/** The flags a page object carries for `total`, as pageInfo writes them. */
export const countFlags = (total: BareTotal) => ({
  ...(total.capped ? { countCapped: true } : {}),
  ...(total.estimated ? { countEstimated: true } : {}),
});
