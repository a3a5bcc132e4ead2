/**
 * Issue 16 item 5: every registered paged list (documents and master data) over BENCH_ROWS rows of the table
 * it pages (default 1 000 000 on PostgreSQL, 100 000 on PGlite), page 1 with no filter and, when its filters
 * have a text field (keyword, *Number, *Name, *Code), a contains search of a 2-character fragment. Each case
 * against a bare Fastify handler replaying the statements ours sent (lib/sqlCapture.ts, as replayBench does).
 *
 * Targets on PostgreSQL, per case: database CPU ≤ 3 ms per request, p99 ≤ 100 ms at 10 connections, ours
 * ≥ 0.85× the bare handler. On PGlite the figures are reported only. See bench/README.md, "lists".
 */
import { DEMO_PASSWORD } from '@srm/core';
import Fastify from 'fastify';
import pg from 'pg';
import type { buildApp } from '../apps/server/src/app.ts';
import { refreshGramStatistics } from '../apps/server/src/platform/db/gramStats.ts';
import { findAction } from '../apps/server/src/platform/http/action.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { seedDemoStory } from '../apps/server/src/seed/demoStory.ts';
import { type CpuSampler, postgresBackendsCpu, processCpu, samplerWorks } from './lib/cpu.ts';
import { onCleanup, openBenchDatabase } from './lib/database.ts';
import { explainStatements } from './lib/explainStatements.ts';
import { type Grown, growTable, topLevelTable } from './lib/growTable.ts';
import { type LoadResult, measure } from './lib/load.ts';
import { runBench } from './lib/main.ts';
import { startOurs } from './lib/ourApp.ts';
import { PLATFORM_WORK, type Query } from './lib/replayBench.ts';
import { appendResult, type Cell, printTable } from './lib/report.ts';
import { type Batches, captureStatements, describeBatches, filterBatches, replay } from './lib/sqlCapture.ts';
import { elapsed, envNumber, post } from './lib/util.ts';

const env = process.env;
const SECONDS = envNumber(env.BENCH_SECONDS, 5);
const WARMUP_SECONDS = envNumber(env.BENCH_WARMUP_SECONDS, 1);
const POOL_SIZE = 10;
// Tried in turn until one may call the list: the supplier portal's own lists (listMine) need a supplier user.
const USERS = ['buyer', 'admin', 'supplier1'];
const LOGIN_PATH = '/api/baseServer/v1/baseLoginRestful/login';
/** Targets on PostgreSQL (issue 16 item 5). */
const MAX_DB_CPU_MS = 3;
const MAX_P99_MS = 100;
const MIN_RATIO = 0.85;

type Case = { name: string; body: Record<string, unknown> };
type ListSpec = { path: string; action: string; searchFields: Record<string, string>; hasSearchParams: boolean };
type Outcome = {
  path: string;
  case: string;
  rows?: number;
  user?: string;
  ours?: LoadResult;
  bare?: LoadResult;
  dbCpuMs?: number;
  note?: string;
  error?: string;
};

// ---- zod schema walking (zod 4: every schema has `_zod.def` with a `type`) ----

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'pipe']);
function unwrap(schema: any): any {
  for (let i = 0; i < 10 && schema?._zod?.def; i++) {
    const def = schema._zod.def;
    if (!WRAPPERS.has(def.type)) return schema;
    schema = def.innerType ?? def.in;
  }
  return schema;
}
const shapeOf = (schema: any): Record<string, any> | undefined => {
  const s = unwrap(schema);
  return s?._zod?.def?.type === 'object' ? s._zod.def.shape : undefined;
};

/** The POST actions whose body pages (pageIndex, pageRows): every paged list the app registers. */
function discoverLists(app: Awaited<ReturnType<typeof buildApp>>): { lists: ListSpec[]; skipped: Outcome[] } {
  const lists: ListSpec[] = [];
  const skipped: Outcome[] = [];
  const seen = new Set<string>();
  for (const route of app.registeredRoutes) {
    if (route.method !== 'POST' || seen.has(route.url)) continue;
    seen.add(route.url);
    const def = findAction(app, route.url);
    if (!def) continue;
    const shape = shapeOf(def.body);
    if (!shape?.pageIndex || !shape.pageRows) continue;
    const parsed = (def.body as any).safeParse(typicalBody(shape));
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((i: any) => i.path.join('.')))].join(', ');
      skipped.push({ path: route.url, case: '-', note: `skipped: needs ${fields} in the body` });
      continue;
    }
    const searchFields: Record<string, string> = {};
    for (const [name, field] of Object.entries(shapeOf(shape.searchParams) ?? {})) {
      if (/^keyword$|(Number|Name|Code)$/.test(name) && unwrap(field)?._zod?.def?.type === 'string') {
        searchFields[name] = name;
      }
    }
    lists.push({ path: route.url, action: def.action, searchFields, hasSearchParams: !!shape.searchParams });
  }
  return { lists, skipped };
}

const typicalBody = (shape: Record<string, any>) => ({
  ...(shape.searchParams ? { searchParams: {} } : {}),
  pageIndex: 1,
  pageRows: 20,
});

/** The statement that is the page: the list's first one with LIMIT (and OFFSET) that is not a count. */
function pageStatementIndex(batches: Batches): number {
  const flat = batches.flat();
  const isPage = (t: string, offset: boolean) =>
    /\blimit\b/i.test(t) && (!offset || /\boffset\b/i.test(t)) && !/^select count\(/i.test(t.trim());
  const withOffset = flat.findIndex((s) => isPage(s.text, true));
  return withOffset >= 0 ? withOffset : flat.findIndex((s) => isPage(s.text, false));
}

const withoutSession = (batches: Batches) => filterBatches(batches, (t) => !/base_session/.test(t));

/**
 * What the bare handler replays: the statements that are not the platform's (PLATFORM_WORK, as replayBench),
 * but always the list's page and capped count even when the list is over a platform table (menus,
 * responsibilities, data permits): the paged statements (LIMIT) that read the list's table.
 */
function listWork(batches: Batches, table: string | undefined): Batches {
  const own = (t: string) => !!table && /\blimit\b/i.test(t) && t.includes(`"${table}"`) && !/base_session/.test(t);
  return filterBatches(batches, (t) => !PLATFORM_WORK.test(t) || own(t));
}

/** A 2-character fragment of the first row that has a value for the field (keyword: any *Name/*Number/*Code). */
function fragmentFor(field: string, rows: any[]): string | undefined {
  for (const row of rows) {
    const candidates =
      field === 'keyword'
        ? Object.entries(row)
            .filter(([k, v]) => /(Name|Number|Code)$/.test(k) && typeof v === 'string')
            .map(([, v]) => v as string)
        : [row[field]];
    for (const value of candidates) {
      if (typeof value !== 'string') continue;
      const chars = [...value.trim()];
      if (chars.length < 2) continue;
      const at = Math.floor((chars.length - 2) / 2);
      return chars.slice(at, at + 2).join('');
    }
  }
  return undefined;
}

async function main(): Promise<void> {
  const bench = await openBenchDatabase({ poolSize: POOL_SIZE });
  onCleanup(() => bench.close());
  const { database, kind } = bench;
  const ROWS = envNumber(env.BENCH_ROWS, kind === 'postgres' ? 1_000_000 : 100_000);
  const connections = envNumber(env.BENCH_CONNECTIONS, kind === 'postgres' ? 10 : 4);
  // A smoke-sized run (CI) checks every list but loads only a few cases: 100 lists × 1 s each would not fit.
  const loadLimit = envNumber(env.BENCH_LOAD_LIMIT, ROWS < 10_000 ? 2 : Number.POSITIVE_INFINITY);
  const only = env.BENCH_LISTS ? new RegExp(env.BENCH_LISTS) : undefined;
  console.log(`lists on ${bench.where}: ${ROWS.toLocaleString('en-US')} rows per list's table`);
  const client = (database.db as any).$client;
  const query: Query = (text, params) => client.query(text, params);
  /** One session of the database for `work` (growing a table sets session settings): PGlite has only one. */
  const inSession = async <T>(work: (q: Query) => Promise<T>): Promise<T> => {
    if (kind !== 'postgres') return work(query);
    const held = await client.connect();
    try {
      return await work((text, params) => held.query(text, params));
    } finally {
      held.release();
    }
  };

  let start = performance.now();
  await database.migrate();
  await seedDemo(database.db);
  const { app: ours, url: oursUrl } = await startOurs(database, kind);
  await seedDemoStory(ours);
  console.log(`  migrated and seeded the demo (${elapsed(start)})`);

  const certificates: Record<string, string> = {};
  for (const user of USERS) {
    const login = await post(`${oursUrl}${LOGIN_PATH}`, { userName: user, password: DEMO_PASSWORD });
    if (typeof login.json?.data?.certificate === 'string') certificates[user] = login.json.data.certificate;
  }
  if (Object.keys(certificates).length === 0) throw new Error('neither buyer nor admin could log in');

  const discovered = discoverLists(ours);
  const lists = discovered.lists.filter((l) => !only || only.test(l.path));
  const outcomes: Outcome[] = discovered.skipped.filter((s) => !only || only.test(s.path));
  console.log(`  ${lists.length} paged lists, ${outcomes.length} skipped (a mandatory id in the body)`);

  /** One call as `user`, its statements recorded. */
  const call = async (path: string, body: unknown, user: string) => {
    let answer: Awaited<ReturnType<typeof post>> | undefined;
    const once = () => post(`${oursUrl}${path}`, body, { certificate: certificates[user] });
    const batches = await captureStatements(client, async () => {
      // After a table took minutes to grow, the kept-alive socket may have been closed by the server meanwhile.
      answer = await once().catch((error) => (/fetch failed/.test(String(error)) ? once() : Promise.reject(error)));
    });
    return { answer: answer!, batches };
  };

  // Which user may call each list, and which table its page reads (from the demo's rows).
  start = performance.now();
  type Found = ListSpec & { user: string; table?: string; body: Record<string, unknown> };
  const found: Found[] = [];
  for (const list of lists) {
    const body = typicalBody(list.hasSearchParams ? { searchParams: true } : {});
    let reason = '';
    let done = false;
    for (const user of Object.keys(certificates)) {
      await post(`${oursUrl}${list.path}`, body, { certificate: certificates[user] }); // warms the session cache
      const { answer, batches } = await call(list.path, body, user);
      if (answer.status !== 200 || answer.json?.status !== 'S') {
        reason += `${user}: ${answer.status} ${String(answer.json?.msg ?? answer.text).slice(0, 80)}; `;
        continue;
      }
      const page = pageStatementIndex(withoutSession(batches));
      // The table the capped count reads is the list's own (the page may start from another: the templates' from
      // their sources); without a count, the page's top-level FROM.
      const counted = withoutSession(batches)
        .flat()
        .map((st) => /^select count\(\*\) from \(select 1 from "?(\w+)"?/i.exec(st.text.trim())?.[1])
        .find(Boolean);
      const table = counted ?? (page >= 0 ? topLevelTable(withoutSession(batches).flat()[page].text) : undefined);
      found.push({ ...list, user, table, body });
      done = true;
      break;
    }
    if (!done) outcomes.push({ path: list.path, case: 'page 1', error: `no demo user may call it (${reason})` });
  }

  // One table at a time: grown once for every list that reads it, those lists measured, then shrunk back (the
  // platform's own tables are among them: a million menus would weigh on every other list's access check).
  const grown = new Map<string, Grown | { table: string; error: string }>();
  const grow = async (table: string) => {
    const t0 = performance.now();
    try {
      const g = await inSession((q) => growTable(q, table, ROWS));
      // What a process reads by itself within a minute of the ANALYZE: which grams most rows hold (search.ts).
      await refreshGramStatistics();
      grown.set(table, g);
      console.log(
        `  ${table}: ${g.grown ? `${g.before} → ${g.rows.toLocaleString('en-US')} rows` : `${g.rows} rows, ${g.reason}`} (${elapsed(t0)})`,
      );
    } catch (error) {
      grown.set(table, { table, error: String((error as Error).message ?? error).slice(0, 200) });
      console.log(`  ${table}: not grown: ${(error as Error).message}`);
    }
  };
  const shrink = async (table: string | undefined) => {
    const g = table ? grown.get(table) : undefined;
    if (g && 'grown' in g && g.grown && g.shrink) await inSession(g.shrink);
    await refreshGramStatistics();
  };
  const tableOrder = [...new Set(found.map((f) => f.table ?? ''))];
  found.sort((a, b) => tableOrder.indexOf(a.table ?? '') - tableOrder.indexOf(b.table ?? ''));

  // The bare handler: one route per case, replaying that case's list statements, answering the page's rows.
  let replayClient = client;
  const cpu: Record<string, CpuSampler> = { node: processCpu };
  if (bench.url) {
    const pool = new pg.Pool({ connectionString: bench.url, max: POOL_SIZE });
    pool.on('error', () => {});
    onCleanup(() => pool.end());
    replayClient = pool;
    const backends = postgresBackendsCpu(bench.url, (text) => pool.query(text));
    if (backends && (await samplerWorks(backends))) cpu.db = backends;
  }
  const bare = Fastify({ logger: false });
  onCleanup(() => bare.close());
  const bareRoutes = new Map<string, { batches: Batches; page: number }>();
  bare.post('/bare/:n', async (req) => {
    const route = bareRoutes.get((req.params as { n: string }).n)!;
    const results = await replay(replayClient, route.batches);
    return { status: 'S', data: route.page >= 0 ? results[route.page] : [] };
  });
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  let loaded = 0;
  const loadEvery = Math.max(1, Math.ceil(found.length / Math.max(1, loadLimit)));
  let current: string | undefined;
  for (const [i, list] of found.entries()) {
    if (list.table !== current) {
      await shrink(current);
      current = list.table;
      if (current) await grow(current);
    }
    const g = list.table ? grown.get(list.table) : undefined;
    const rows = g && 'rows' in g ? g.rows : undefined;
    const tableNote = !list.table
      ? 'page table not found'
      : g && 'error' in g
        ? `not grown: ${g.error}`
        : g && !g.grown && g.reason !== 'already as big'
          ? g.reason
          : undefined;
    const cases: Case[] = [{ name: 'page 1', body: list.body }];
    const outcomesOfList: Outcome[] = [];
    const load = Number.isFinite(loadLimit) ? i % loadEvery === 0 && loaded < loadLimit : true;
    for (let c = 0; c < cases.length; c++) {
      const theCase = cases[c];
      const outcome: Outcome = { path: list.path, case: theCase.name, rows, user: list.user, note: tableNote };
      outcomesOfList.push(outcome);
      try {
        const { answer, batches } = await call(list.path, theCase.body, list.user);
        if (answer.status !== 200 || answer.json?.status !== 'S') {
          throw new Error(`ours answered ${answer.status} ${answer.text.slice(0, 200)}`);
        }
        const data: any[] = Array.isArray(answer.json.data) ? answer.json.data : [];
        if (c === 0) {
          const field = list.searchFields.keyword ?? Object.keys(list.searchFields)[0];
          const fragment = field && fragmentFor(field, data);
          if (field && fragment) {
            cases.push({
              name: `${field} ~ "${fragment}"`,
              body: { ...theCase.body, searchParams: { [field]: fragment } },
            });
          }
        }
        const listBatches = listWork(batches, list.table);
        const page = pageStatementIndex(listBatches);
        const key = `${i}_${c}`;
        bareRoutes.set(key, { batches: listBatches, page });
        const b = await post(`${bareUrl}/bare/${key}`, {});
        const bareRows = b.json?.data?.length ?? 0;
        const notes = [tableNote, `${data.length} rows`];
        if (page < 0) notes.push('no page statement');
        else if (bareRows !== data.length) notes.push(`bare answers ${bareRows} rows`);
        outcome.note = notes.filter(Boolean).join('; ');
        if (env.BENCH_VERBOSE) console.log(`  ${list.path} ${theCase.name}:\n${describeBatches(listBatches)}`);
        if (env.BENCH_EXPLAIN && kind === 'postgres') {
          // Every statement of the request, the session's and the access check's included (bench/README.md).
          console.log(`  ${list.path} ${theCase.name}, EXPLAIN:\n${await explainStatements(replayClient, batches)}`);
        }
        if (!load) continue;
        const body = JSON.stringify(theCase.body);
        const options = { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, connections, cpu };
        outcome.bare = await measure(
          { label: 'bare', url: `${bareUrl}/bare/${key}`, headers: { 'content-type': 'application/json' }, body },
          options,
        );
        outcome.ours = await measure(
          {
            label: 'ours',
            url: `${oursUrl}${list.path}`,
            headers: { 'content-type': 'application/json', certificate: certificates[list.user] },
            body,
          },
          options,
        );
        if (cpu.db) outcome.dbCpuMs = outcome.ours.cpuUsPerRequest.db / 1000;
        const r = summarize(outcome);
        console.log(
          `  ${shortPath(list.path)} ${theCase.name}: ${fmt(r.oursRps)} vs ${fmt(r.bareRps)} req/s (${r.ratio.toFixed(2)}×), p99 ${outcome.ours.latencyP99Ms} ms${outcome.dbCpuMs != null ? `, DB ${outcome.dbCpuMs.toFixed(2)} ms/req` : ''}`,
        );
        appendResult({
          bench: `lists ${shortPath(list.path)} ${theCase.name}`,
          db: kind,
          metric: 'requests/s',
          ours: r.oursRps,
          baseline: r.bareRps,
          ratio: r.ratio,
          target: kind === 'postgres' ? { min: MIN_RATIO } : undefined,
          met: kind === 'postgres' ? r.ratioMet && r.p99Met && r.cpuMet !== false : null,
          details: {
            path: list.path,
            case: theCase.name,
            body: theCase.body,
            rows,
            user: list.user,
            connections,
            p99Ms: outcome.ours.latencyP99Ms,
            p99MsBare: outcome.bare.latencyP99Ms,
            dbCpuMsPerRequest: outcome.dbCpuMs ?? null,
            nodeCpuMsPerRequest: outcome.ours.cpuUsPerRequest.node / 1000,
            targets: { dbCpuMs: MAX_DB_CPU_MS, p99Ms: MAX_P99_MS, ratio: MIN_RATIO },
            met: { ratio: r.ratioMet, p99: r.p99Met, dbCpu: r.cpuMet },
          },
        });
      } catch (error) {
        const message = String((error as Error).message ?? error);
        // autocannon counts only answered requests: none in the whole run means each took longer than the run.
        outcome.error = / 0 requests, 0 non-2xx, 0 errors/.test(message)
          ? `${message.split(':')[0]}: no answer within ${SECONDS} s at ${connections} connections (target missed)`
          : message.slice(0, 300);
        console.log(`  ${shortPath(list.path)} ${theCase.name}: ERROR ${outcome.error}`);
      }
    }
    if (load) loaded++;
    outcomes.push(...outcomesOfList);
  }

  console.log('');
  const onPostgres = kind === 'postgres';
  const mark = (met: boolean | null | undefined) => (met == null ? '' : met ? '✔' : '✖');
  printTable(
    ['list', 'case', 'rows', 'req/s', 'bare', 'ratio', '', 'p99 ms', '', 'DB ms/req', '', 'note'],
    outcomes.map((o): Cell[] => {
      if (!o.ours || !o.bare) {
        return [shortPath(o.path), o.case, o.rows, '', '', '', '', '', '', '', '', o.error ?? o.note ?? 'checked'];
      }
      const r = summarize(o);
      return [
        shortPath(o.path),
        o.case,
        o.rows,
        Math.round(r.oursRps),
        Math.round(r.bareRps),
        `${r.ratio.toFixed(2)}×`,
        onPostgres ? mark(r.ratioMet) : '',
        o.ours.latencyP99Ms,
        onPostgres ? mark(r.p99Met) : '',
        o.dbCpuMs != null ? Number(o.dbCpuMs.toFixed(2)) : 'n/a',
        onPostgres ? mark(r.cpuMet) : '',
        o.note ?? '',
      ];
    }),
  );
  const measured = outcomes.filter((o) => o.ours);
  const failed = outcomes.filter((o) => o.error);
  const missed = measured.filter((o) => {
    const r = summarize(o);
    return !r.ratioMet || !r.p99Met || r.cpuMet === false;
  });
  console.log(
    `\n  ${measured.length} cases measured, ${failed.length} errors, ${outcomes.filter((o) => o.note?.startsWith('skipped')).length} lists skipped` +
      (onPostgres
        ? `; targets (ratio ≥ ${MIN_RATIO}×, p99 ≤ ${MAX_P99_MS} ms, DB CPU ≤ ${MAX_DB_CPU_MS} ms/req) missed by ${missed.length}`
        : '; on PGlite the targets are reported only'),
  );
  const tried = outcomes.filter((o) => !o.note?.startsWith('skipped'));
  if (tried.length > 0 && tried.every((o) => o.error)) throw new Error('every list failed');
}

function summarize(o: Outcome) {
  const rps = (r: LoadResult) => r.requestsPerSec || r.requestsTotal / Math.max(r.durationSeconds, 0.001);
  const oursRps = rps(o.ours!);
  const bareRps = rps(o.bare!);
  const ratio = oursRps / bareRps;
  return {
    oursRps,
    bareRps,
    ratio,
    ratioMet: ratio >= MIN_RATIO,
    p99Met: o.ours!.latencyP99Ms <= MAX_P99_MS,
    cpuMet: o.dbCpuMs == null ? null : o.dbCpuMs <= MAX_DB_CPU_MS,
  };
}

const shortPath = (path: string) => path.replace(/^\/api\/\w+\/v\d\//, '').replace('Restful/', '/');
const fmt = (n: number) => n.toFixed(0);

await runBench(main);
