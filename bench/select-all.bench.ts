/**
 * ARCHITECTURE §9 / issue "Reusable facilities" item 8, select-all of 100 000 rows: what the
 * SelectDialog's Select all does, seen from the server. It fetches every page of 500 rows of a
 * BENCH_ROWS-row list (default 100 000), one request after the other as the browser does, through the
 * real authenticated `baseLookupValuesRestful/listByPage`, until a short page (the count is capped at
 * 10 000, so the dialog cannot know the total and stops on the first page with fewer than 500 rows:
 * 100 000 rows are 201 requests, the last one empty).
 *
 * The dialog walks (issue 16 item 3, apps/server/src/platform/db/walk.ts): its first request says
 * `walkAfter: []`, every later one sends back the `page.walkAfter` of the page before and the first page's
 * count (`knownCount`), so each page is read by the index after the last row, and counted never again.
 * Baseline: a bare Fastify handler doing the same on the same database — the same keyset SQL
 * (`(lookup_type, seq_num, id) > (last row)`), the capped count on the first page only.
 *
 * Prints the total time and rows/s of both and the ratio, the time of the first and the last page of
 * each, and, to show what the walk changed, the same select-all by OFFSET on ours (how the dialog paged
 * before: every page counted, and every page reading and throwing away all the earlier rows), and the SQL
 * alone (no HTTP) for the first page, the last page by OFFSET and by keyset, and the capped count.
 */
import { isDeepStrictEqual } from 'node:util';
import { DEMO_PASSWORD, t } from '@srm/core';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { COUNT_CAP, EXACT_COUNT_LIMIT } from '../apps/server/src/platform/db/paging.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { type BareTotal, bareCount, bareCountSql, countFlags } from './lib/bareCount.ts';
import { type CpuSampler, cpuBetween, postgresBackendsCpu, processCpu, samplerWorks } from './lib/cpu.ts';
import { onCleanup, openBenchDatabase } from './lib/database.ts';
import { runBench } from './lib/main.ts';
import { startOurs } from './lib/ourApp.ts';
import { printTable, reportRatio } from './lib/report.ts';
import { envNumber, post } from './lib/util.ts';

const env = process.env;
const num = envNumber;

const ROWS = num(env.BENCH_ROWS, 100_000);
const ROUNDS = num(env.BENCH_ROUNDS, 3);
/** Spec §9 and SelectDialog.tsx SELECT_ALL_PAGE_ROWS: select-all fetches pages of 500 rows. */
const PAGE_ROWS = 500;
const TYPE = 'BENCH_SELECT_ALL';
const POOL_SIZE = 10;

const LOGIN_PATH = '/api/baseServer/v1/baseLoginRestful/login';
const LIST_PATH = '/api/baseServer/v1/baseLookupValuesRestful/listByPage';

const COLUMNS = `id as "lookupValuesId", lookup_type_id as "lookupTypeId", lookup_type as "lookupType",
  lookup_code as "lookupCode", meaning, meaning_en as "meaningEn", description, enabled_flag as "enabledFlag",
  seq_num as "seqNum", parent_lookup_values_id as "parentLookupValuesId",
  parent_lookup_type_id as "parentLookupTypeId", system_code as "systemCode", bu_org_id as "buOrgId"`;
/** Our endpoint's SQL (lookupValues.ts listByPage and paging.ts countCapped), by hand, as in list-endpoint. */
const SELECT_SQL = `select ${COLUMNS} from base_lookup_values where lookup_type = $1
  order by lookup_type, seq_num, id limit $2 offset $3`;
const COUNT_FROM = 'base_lookup_values where lookup_type = $1';
/**
 * The walk's page (walk.ts walkWhere): after the last row of the previous one, by index
 * base_lookup_values_type_ix; the type, held equal by the search, is left out of the comparison ($3 unused).
 */
const KEYSET_SQL = `select ${COLUMNS} from base_lookup_values
  where lookup_type = $1 and (seq_num, id) > ($4::integer, $5::integer) and $3::varchar(64) is not null
  order by lookup_type, seq_num, id limit $2`;

type Query = (text: string, params: unknown[]) => Promise<{ rows: any[] }>;

/**
 * The baseline: bare Fastify, no auth, no validation, no envelope helper; the endpoint's two queries
 * side by side, the same localisation of `meaning` and the same envelope, written inline; and the walk as ours
 * does it (walk.ts): a count sent back is answered without counting, `walkAfter` reads after the row it names
 * and, when asked, every full page answers its last row's order values.
 */
function buildBaseline(query: Query): FastifyInstance {
  const app = Fastify({ logger: false });
  const okMsg = t('ok.done', 'CN');
  const envelope = (rows: any[], total: BareTotal, pageIndex: number, pageRows: number, walking: boolean) => {
    const data = rows.map(({ meaningEn: _en, ...row }) => row);
    const { count } = total;
    const last = walking && rows.length === pageRows ? rows.at(-1) : undefined;
    return {
      status: 'S',
      msg: okMsg,
      data,
      page: {
        count,
        curIndex: pageIndex,
        pagesCount: Math.max(1, Math.ceil(count / pageRows)),
        ...countFlags(total),
        ...(last ? { walkAfter: [last.lookupType, last.seqNum, last.lookupValuesId] } : {}),
      },
    };
  };
  const counted = (lookupType: string, known: any) => bareCount(query, COUNT_FROM, [lookupType], known);
  app.post(LIST_PATH, async (req) => {
    const body = (req.body ?? {}) as any;
    const pageIndex = Number(body.pageIndex ?? 1);
    const pageRows = Number(body.pageRows ?? 20);
    const lookupType = body.searchParams?.lookupType;
    const after: unknown[] | undefined = body.walkAfter;
    const [list, total] = await Promise.all([
      after?.length
        ? query(KEYSET_SQL, [lookupType, pageRows, ...after])
        : query(SELECT_SQL, [lookupType, pageRows, (pageIndex - 1) * pageRows]),
      counted(lookupType, body.knownCount),
    ]);
    return envelope(list.rows, total, pageIndex, pageRows, after !== undefined);
  });
  return app;
}

/** One lookup type with ROWS values, in one INSERT … SELECT generate_series; seq_num repeats (v % 500) as real ones do. */
async function seed(execute: (text: string) => Promise<unknown>): Promise<void> {
  await execute(`insert into base_lookup_types (lookup_type, meaning, meaning_en, system_code)
    values ('${TYPE}', '全选基准', 'Select-all bench', 'BENCH')`);
  await execute(`insert into base_lookup_values
      (lookup_type_id, lookup_type, lookup_code, meaning, meaning_en, description, enabled_flag, seq_num, system_code)
    select lt.id, lt.lookup_type, 'CODE_' || lpad(v::text, 7, '0'), '基准值 ' || v || ' 号', 'Bench value ' || v,
      case when v % 3 = 0 then 'Description of value ' || v end,
      case when v % 10 = 0 then 'N' else 'Y' end, v % 500, 'BENCH'
    from base_lookup_types lt cross join generate_series(1, ${ROWS}) v
    where lt.lookup_type = '${TYPE}'`);
  await execute('analyze base_lookup_values');
}

type Walk = {
  label: string;
  seconds: number;
  rows: number;
  requests: number;
  /** Milliseconds of each request, in order. */
  pageMs: number[];
  /** CPU seconds of the walk (this process: servers and client; plus local PostgreSQL backends). */
  cpuSeconds: number;
};

/**
 * Select all, as SelectDialog.tsx does it: page 1, 2, … of 500 rows, one after the other, until a page
 * has fewer than 500 rows (or the uncapped count is reached), walking (`walkAfter`, the first count sent
 * back). `byOffset` pages as the dialog did before the walk: pageIndex alone, counted every time.
 */
async function selectAll(
  label: string,
  url: string,
  headers: Record<string, string>,
  cpu: CpuSampler[],
  byOffset = false,
): Promise<Walk> {
  const pageMs: number[] = [];
  const cpuBefore = await Promise.all(cpu.map((sample) => sample()));
  let rows = 0;
  let walkAfter: unknown[] | undefined = [];
  let knownCount: { count: number; countCapped?: boolean; countEstimated?: boolean } | undefined;
  const start = performance.now();
  for (let pageIndex = 1; ; pageIndex++) {
    const body = {
      searchParams: { lookupType: TYPE },
      pageIndex,
      pageRows: PAGE_ROWS,
      ...(byOffset ? {} : { walkAfter, ...(knownCount ? { knownCount } : {}) }),
    };
    const t0 = performance.now();
    const r = await post(url, body, headers);
    pageMs.push(performance.now() - t0);
    if (r.status !== 200 || r.json?.status !== 'S' || !Array.isArray(r.json.data)) {
      throw new Error(`${label}: page ${pageIndex} answered ${r.status} ${r.text.slice(0, 300)}`);
    }
    const data = r.json.data as any[];
    rows += data.length;
    const page = r.json.page;
    walkAfter = page?.walkAfter;
    knownCount ??= page && {
      count: page.count,
      ...(page.countCapped ? { countCapped: true } : {}),
      ...(page.countEstimated ? { countEstimated: true } : {}),
    };
    const total = page && !page.countCapped ? page.count : null;
    if (data.length < PAGE_ROWS || (total !== null && rows >= total)) break;
  }
  const seconds = (performance.now() - start) / 1000;
  const cpuAfter = await Promise.all(cpu.map((sample) => sample()));
  const cpuSeconds = cpu.reduce((sum, _, i) => sum + cpuBetween(cpuBefore[i], cpuAfter[i]), 0) / 1e6;
  if (rows !== ROWS) throw new Error(`${label}: select-all got ${rows} rows, expected ${ROWS}`);
  return { label, seconds, rows, requests: pageMs.length, pageMs, cpuSeconds };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;
const fullPages = (w: Walk) => w.pageMs.slice(0, Math.ceil(ROWS / PAGE_ROWS));
/** Share of the walk's time spent in the later half of the full pages. */
const lateShare = (w: Walk) => {
  const pages = fullPages(w);
  const half = Math.floor(pages.length / 2);
  return pages.slice(half).reduce((a, b) => a + b, 0) / pages.reduce((a, b) => a + b, 0);
};

/** Median of `times` runs of a query, in ms: the database alone, no HTTP. */
async function timeQuery(query: Query, text: string, params: unknown[], times = 7): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await query(text, params);
    ms.push(performance.now() - t0);
  }
  return median(ms);
}

const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

async function main() {
  const bench = await openBenchDatabase({ poolSize: POOL_SIZE });
  onCleanup(() => bench.close());
  const { database, kind } = bench;
  console.log(`select-all on ${bench.where}`);

  const start = performance.now();
  await database.migrate();
  await seedDemo(database.db);
  await seed((text) => database.db.execute(sql.raw(text)));
  console.log(`  migrated and seeded: ${ROWS.toLocaleString('en-US')} lookup values of ${TYPE} (${since(start)})`);

  const { url: oursUrl } = await startOurs(database, kind);

  let query: Query;
  const cpu: CpuSampler[] = [processCpu];
  let cpuNames = 'this process (servers and client)';
  if (bench.url) {
    const pool = new pg.Pool({ connectionString: bench.url, max: POOL_SIZE });
    pool.on('error', () => {}); // backends terminated by the final DROP DATABASE … WITH (FORCE)
    onCleanup(() => pool.end());
    query = (text, params) => pool.query(text, params);
    const backends = postgresBackendsCpu(bench.url, (text) => pool.query(text));
    if (backends && (await samplerWorks(backends))) {
      cpu.push(backends);
      cpuNames += ' + PostgreSQL backends';
    }
  } else {
    const client = (database.db as any).$client;
    query = (text, params) => client.query(text, params);
  }
  const baseline = buildBaseline(query);
  onCleanup(() => baseline.close());
  const baselineUrl = await baseline.listen({ host: '127.0.0.1', port: 0 });

  const login = await post(`${oursUrl}${LOGIN_PATH}`, { userName: 'buyer', password: DEMO_PASSWORD });
  const certificate = login.json?.data?.certificate;
  if (login.status !== 200 || typeof certificate !== 'string') {
    throw new Error(`login as buyer failed: ${login.status} ${login.text.slice(0, 500)}`);
  }
  const targets = {
    ours: { url: `${oursUrl}${LIST_PATH}`, headers: { certificate } },
    baseline: { url: `${baselineUrl}${LIST_PATH}`, headers: {} },
  };

  // Ours and the baseline must answer the same JSON for the first, the last and the empty page.
  const lastPage = Math.ceil(ROWS / PAGE_ROWS);
  for (const pageIndex of [1, lastPage, lastPage + 1]) {
    const body = { searchParams: { lookupType: TYPE }, pageIndex, pageRows: PAGE_ROWS };
    const a = await post(targets.ours.url, body, targets.ours.headers);
    const b = await post(targets.baseline.url, body);
    if (a.status !== 200 || a.json?.status !== 'S') {
      throw new Error(`ours did not answer 200 for page ${pageIndex}: ${a.status} ${a.text.slice(0, 500)}`);
    }
    if (!isDeepStrictEqual(a.json, b.json)) {
      throw new Error(
        `ours and baseline answer different JSON for page ${pageIndex}:\n  ours     ${a.text.slice(0, 400)}\n` +
          `  baseline ${b.text.slice(0, 400)}`,
      );
    }
  }
  // …and the same JSON walking: the first page with its cursor, and the page after it.
  const walkStart = { searchParams: { lookupType: TYPE }, pageIndex: 1, pageRows: PAGE_ROWS, walkAfter: [] };
  const a1 = await post(targets.ours.url, walkStart, targets.ours.headers);
  const b1 = await post(targets.baseline.url, walkStart);
  const next = {
    ...walkStart,
    pageIndex: 2,
    walkAfter: a1.json?.page?.walkAfter,
    knownCount: { count: COUNT_CAP, countCapped: true },
  };
  const a2 = await post(targets.ours.url, next, targets.ours.headers);
  const b2 = await post(targets.baseline.url, next);
  if (!a1.json?.page?.walkAfter || !isDeepStrictEqual(a1.json, b1.json) || !isDeepStrictEqual(a2.json, b2.json)) {
    throw new Error(
      `ours and baseline walk differently:\n  ours     ${a2.text.slice(0, 400)}\n  baseline ${b2.text.slice(0, 400)}`,
    );
  }
  console.log(
    `  both answer the same JSON for pages 1, ${lastPage} and ${lastPage + 1} and walking from page 1 to 2; ` +
      `${ROUNDS} rounds alternating baseline/ours (then ours by OFFSET once), the faster round of each counts\n`,
  );

  const walks: Walk[] = [];
  const show = (w: Walk) =>
    console.log(
      `  ${w.label.padEnd(16)} ${w.seconds.toFixed(2).padStart(6)} s  ${Math.round(w.rows / w.seconds)
        .toLocaleString('en-US')
        .padStart(
          7,
        )} rows/s  CPU ${w.cpuSeconds.toFixed(2).padStart(5)} s  ${w.requests} requests  page 1 ${w.pageMs[0].toFixed(1)} ms, ` +
        `page ${lastPage} ${fullPages(w).at(-1)!.toFixed(1)} ms, later half of the pages ${Math.round(lateShare(w) * 100)} % of the time`,
    );
  // A short warm-up of each (JIT, plan caches, connection), not counted.
  for (const which of ['baseline', 'ours'] as const) {
    for (let pageIndex = 1; pageIndex <= 5; pageIndex++) {
      const body = { searchParams: { lookupType: TYPE }, pageIndex, pageRows: PAGE_ROWS };
      await post(targets[which].url, body, targets[which].headers);
    }
  }
  for (let round = 1; round <= ROUNDS; round++) {
    for (const which of ['baseline', 'ours'] as const) {
      const w = await selectAll(which, targets[which].url, targets[which].headers, cpu);
      walks.push(w);
      show(w);
    }
  }
  const offset = await selectAll('ours by OFFSET', targets.ours.url, targets.ours.headers, cpu, true);
  show(offset);

  // The database alone: where a late page's time goes.
  const lastOffset = (lastPage - 1) * PAGE_ROWS;
  const { rows: lastRows } = await query(SELECT_SQL, [TYPE, 1, lastOffset - 1]);
  const sqlMs = {
    firstPage: await timeQuery(query, SELECT_SQL, [TYPE, PAGE_ROWS, 0]),
    lastPage: await timeQuery(query, SELECT_SQL, [TYPE, PAGE_ROWS, lastOffset]),
    count: await timeQuery(query, bareCountSql(COUNT_FROM), [TYPE]),
    keysetLastPage: await timeQuery(query, KEYSET_SQL, [
      TYPE,
      PAGE_ROWS,
      TYPE,
      lastRows[0].seqNum,
      lastRows[0].lookupValuesId,
    ]),
  };
  console.log('\n  the SQL alone (median of 7, no HTTP):');
  printTable(
    ['query', 'ms'],
    [
      ['page 1 (OFFSET 0)', round1(sqlMs.firstPage)],
      [`page ${lastPage} (OFFSET ${lastOffset.toLocaleString('en-US')})`, round1(sqlMs.lastPage)],
      [`capped count (LIMIT ${(EXACT_COUNT_LIMIT + 1).toLocaleString('en-US')}), first page only`, round1(sqlMs.count)],
      [`page ${lastPage} by keyset`, round1(sqlMs.keysetLastPage)],
    ],
  );

  const best = (label: string) =>
    walks.filter((w) => w.label === label).reduce((x, y) => (y.seconds < x.seconds ? y : x));
  const o = best('ours');
  const b = best('baseline');
  const page = (w: Walk, i: number) => round1(w.pageMs[i]);
  // CPU of the walk (the lowest of the rounds): steadier than wall time when other jobs load the machine.
  const cpuOf = (label: string) => Math.min(...walks.filter((w) => w.label === label).map((w) => w.cpuSeconds));
  const cpuOurs = cpuOf('ours');
  const cpuBaseline = cpuOf('baseline');
  reportRatio({
    bench: 'select-all',
    db: kind,
    metric: `rows/s, select-all of ${ROWS / 1000}k rows in pages of ${PAGE_ROWS}`,
    ours: o.rows / o.seconds,
    baseline: b.rows / b.seconds,
    columns: {
      seconds: [Number(o.seconds.toFixed(2)), Number(b.seconds.toFixed(2))],
      requests: [o.requests, b.requests],
      'page 1 ms': [page(o, 0), page(b, 0)],
      [`page ${lastPage} ms`]: [page(o, lastPage - 1), page(b, lastPage - 1)],
      'median page ms': [round1(median(fullPages(o))), round1(median(fullPages(b)))],
      'later half %': [Math.round(lateShare(o) * 100), Math.round(lateShare(b) * 100)],
      'CPU s': [round2(cpuOurs), round2(cpuBaseline)],
    },
    details: {
      rows: ROWS,
      pageRows: PAGE_ROWS,
      rounds: ROUNDS,
      cpu: cpuNames,
      cpuSecondsOurs: round2(cpuOurs),
      cpuSecondsBaseline: round2(cpuBaseline),
      cpuRatio: Number((cpuBaseline / cpuOurs).toFixed(4)),
      oursSeconds: o.seconds,
      baselineSeconds: b.seconds,
      offsetSeconds: offset.seconds,
      offsetFirstPageMs: round1(offset.pageMs[0]),
      offsetLastPageMs: round1(fullPages(offset).at(-1)!),
      offsetCpuSeconds: round2(offset.cpuSeconds),
      sqlMs: Object.fromEntries(Object.entries(sqlMs).map(([k, v]) => [k, round1(v)])),
      // Mean ms of each tenth of the full pages (OFFSET growth), ours and baseline.
      tenthsMsOurs: tenths(o),
      tenthsMsBaseline: tenths(b),
      tenthsMsOffset: tenths(offset),
      runs: [...walks, offset].map((w) => ({
        label: w.label,
        seconds: round2(w.seconds),
        cpuSeconds: round2(w.cpuSeconds),
      })),
    },
  });

  console.log('  mean ms per page, by tenth of the walk (an OFFSET would grow left to right):');
  printTable(
    ['walk', ...Array.from({ length: 10 }, (_, i) => `${i * 10}–${i * 10 + 10}%`)],
    [
      ['ours', ...tenths(o)],
      ['baseline', ...tenths(b)],
      ['ours by OFFSET', ...tenths(offset)],
    ],
  );
  console.log(
    `\n  CPU per walk (${cpuNames}): baseline/ours ${(cpuBaseline / cpuOurs).toFixed(3)}× ` +
      `(${round2(cpuBaseline)} s / ${round2(cpuOurs)} s; moves less than wall time when other jobs load the machine)`,
  );
  console.log(
    `\n  The walk: page ${lastPage} costs ${(fullPages(o).at(-1)! / Math.max(o.pageMs[0], 0.01)).toFixed(1)}× page 1 ` +
      `(by OFFSET ${(fullPages(offset).at(-1)! / Math.max(offset.pageMs[0], 0.01)).toFixed(1)}×; SQL alone ` +
      `${(sqlMs.lastPage / Math.max(sqlMs.firstPage, 0.01)).toFixed(1)}× by OFFSET, ` +
      `${(sqlMs.keysetLastPage / Math.max(sqlMs.firstPage, 0.01)).toFixed(1)}× by keyset); select all took ` +
      `${o.seconds.toFixed(2)} s walking against ${offset.seconds.toFixed(2)} s by OFFSET, CPU ` +
      `${round2(cpuOurs)} s against ${round2(offset.cpuSeconds)} s.\n`,
  );
}

function tenths(w: Walk): number[] {
  const pages = fullPages(w);
  const size = Math.max(1, Math.floor(pages.length / 10));
  return Array.from({ length: 10 }, (_, i) =>
    round1(mean(pages.slice(i * size, i === 9 ? undefined : (i + 1) * size))),
  );
}

await runBench(main);
