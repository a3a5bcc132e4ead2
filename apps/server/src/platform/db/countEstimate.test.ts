import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { EXACT_COUNT_LIMIT, roundEstimate } from './paging.ts';

/*
 * Past EXACT_COUNT_LIMIT matching rows a list stops counting and answers the planner's estimate, flagged
 * (countCapped and countEstimated: the table says "about 3 000"); below it the count stays exact. Both paths of
 * the count: a filter prepared once per shape (the master-list engine's lookupType) and a contains search built
 * each time (the meaning contains a text).
 */

const LIST = '/api/baseServer/v1/baseLookupValuesRestful/listByPage';
const MANY = 3 * EXACT_COUNT_LIMIT;
const FEW = 30;

let t: TestApp;
let certificate: string;
beforeAll(async () => {
  t = await createTestApp();
  certificate = await t.login('admin');
  const db = t.database.db;
  for (const [type, rows] of [
    ['EST_MANY', MANY],
    ['EST_FEW', FEW],
  ] as const) {
    await db.execute(sql`insert into base_lookup_types (lookup_type, meaning) values (${type}, ${type})`);
    await db.execute(sql`
      insert into base_lookup_values (lookup_type_id, lookup_type, lookup_code, meaning, seq_num)
      select t.id, t.lookup_type, lower(t.lookup_type) || '-' || g, t.lookup_type || ' value ' || g, g
      from base_lookup_types t, generate_series(1, ${rows}::int) g where t.lookup_type = ${type}`);
  }
  // What autovacuum does after such an insert: the planner's statistics see the new rows.
  await db.execute(sql`analyze base_lookup_values`);
});
afterAll(async () => t?.close());

const list = (searchParams: object, paging: object = { pageIndex: 1, pageRows: 20 }) =>
  t.call(LIST, { searchParams, ...paging }, { certificate });

describe.each([
  { path: 'a filter (prepared count)', many: { lookupType: 'EST_MANY' }, few: { lookupType: 'EST_FEW' } },
  { path: 'a contains search', many: { meaning: 'many value' }, few: { meaning: 'few value' } },
])('$path', ({ many, few }) => {
  it('answers an estimate, flagged as such, when more rows match than are counted exactly', async () => {
    const res = await list(many);
    expect(res.body.status, res.raw).toBe('S');
    expect(res.body.data).toHaveLength(20);
    const page = res.body.page;
    expect(page).toMatchObject({ countCapped: true, countEstimated: true, curIndex: 1 });
    // The planner's figure, rounded to two digits: near the 3 000 rows, never below what was counted.
    expect(page.count).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(page.count).toBeLessThanOrEqual(10 * MANY);
    expect(page.count).toBe(roundEstimate(page.count));
    expect(page.pagesCount).toBe(Math.ceil(page.count / 20));
  });

  it('pages on through an estimate sent back, reading the rows of the page asked for', async () => {
    const first = await list(many);
    const known = first.body.page;
    const knownCount = { count: known.count, countCapped: true, countEstimated: true };
    const page = 60; // rows 1 181–1 200: past the rows an exact count would have read
    const res = await list(many, { pageIndex: page, pageRows: 20, knownCount });
    expect(res.body.status, res.raw).toBe('S');
    expect(res.body.page).toEqual({ ...known, curIndex: page });
    expect(res.body.data).toHaveLength(20);
    const all = await list(many, { pageIndex: 1, pageRows: 1200 });
    expect(res.body.data.map((r: { lookupCode: string }) => r.lookupCode)).toEqual(
      all.body.data.slice(1180).map((r: { lookupCode: string }) => r.lookupCode),
    );
  });

  it('counts a small match exactly', async () => {
    const res = await list(few);
    expect(res.body.status, res.raw).toBe('S');
    expect(res.body.page).toEqual({ count: FEW, curIndex: 1, pagesCount: 2 });
  });
});

it('takes back an estimate larger than any exact count, and no other count that large', async () => {
  const estimated = await list(
    { lookupType: 'EST_MANY' },
    { pageIndex: 2, pageRows: 20, knownCount: { count: 50_000, countCapped: true, countEstimated: true } },
  );
  expect(estimated.body.page).toEqual({
    count: 50_000,
    curIndex: 2,
    pagesCount: 2_500,
    countCapped: true,
    countEstimated: true,
  });
  const made = await list(
    { lookupType: 'EST_MANY' },
    { pageIndex: 2, pageRows: 20, knownCount: { count: 50_000, countCapped: true } },
  );
  expect(made.statusCode).toBe(400);
});

it('rounds an estimate to two figures', () => {
  expect([0, 7, 1_049, 1_051, 123_456, 2_000_001].map(roundEstimate)).toEqual([0, 7, 1_000, 1_100, 120_000, 2_000_000]);
});
