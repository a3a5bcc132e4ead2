/**
 * ARCHITECTURE §9, Excel export: our xlsx export of 100 000 and 500 000 rows through the real
 * endpoint against a plain CSV dump of the same rows, in the same run.
 *
 * The server under test runs in a child process of its own (this file, forked with
 * EXPORT_BENCH_ROLE=server): it opens the benchmark database, seeds one lookup type with the rows
 * (generate_series), listens with the real app, and beside it a bare Fastify handler — the
 * baseline — that reads the same rows with the same SQL in the same pages and writes them as CSV.
 * The parent downloads each file over HTTP to nowhere and asks the child for its peak RSS, sampled
 * every 50 ms during each download (so the figure is the server's own, not the client's).
 *
 * Targets: time ≤ 3× the CSV dump; the server's peak RSS flat from 100 000 to 500 000 rows (≤ 1.2×)
 * and under 250 MB. Then, at 100 000 rows, each writer setting in turn (exceljs's streaming
 * WorkbookWriter as commonly configured, with its defaults, tuned; our SpreadsheetML writer; the
 * list page size), to show what each change gave. BENCH_EXPORT_TUNING=0 skips that part.
 */
import { fork } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { DEMO_PASSWORD } from '@srm/core';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { printTable, reportRatio } from './lib/report.ts';

const env = process.env;
const SIZES = (env.BENCH_EXPORT_SIZES ?? '100000,500000').split(',').map(Number);
const TOTAL = Math.max(...SIZES);
const TUNING_ROWS = Math.min(...SIZES);
const TYPE = 'BENCH_EXPORT';

const LOGIN_PATH = '/api/baseServer/v1/baseLoginRestful/login';
const LIST_PATH = '/api/baseServer/v1/baseLookupValuesRestful/listByPage';
const EXPORT_PATH = '/api/exportServer/v1/exportRestful/exportExcel';
const EXPORT_CSV_PATH = '/api/exportServer/v1/exportRestful/exportCsv';
const DUMP_PATH = '/dump.csv';

const FIELDS = [
  'lookupValuesId',
  'lookupTypeId',
  'lookupType',
  'lookupCode',
  'meaning',
  'description',
  'enabledFlag',
  'seqNum',
  'parentLookupValuesId',
  'parentLookupTypeId',
  'systemCode',
  'buOrgId',
] as const;

/** The list's SQL (lookupValues.ts listByPage), by hand, for the CSV dump. */
const SELECT_SQL = `select id as "lookupValuesId", lookup_type_id as "lookupTypeId", lookup_type as "lookupType",
  lookup_code as "lookupCode", meaning, description, enabled_flag as "enabledFlag", seq_num as "seqNum",
  parent_lookup_values_id as "parentLookupValuesId", parent_lookup_type_id as "parentLookupTypeId",
  system_code as "systemCode", bu_org_id as "buOrgId"
  from base_lookup_values where lookup_type = $1 order by lookup_type, seq_num, id limit $2 offset $3`;

type Settings = { pageRows: number; engine: 'stream' | 'exceljs'; tuning: Record<string, unknown> };
type ToServer =
  | { type: 'measure-start' }
  | { type: 'measure-stop' }
  | { type: 'settings'; settings: Settings }
  | { type: 'exit' };
type FromServer =
  | { type: 'ready'; appUrl: string; dumpUrl: string; kind: string; where: string; defaults: Settings }
  | { type: 'measured'; peakRss: number; startRss: number; liveHeap: number }
  | { type: 'settings-done' }
  | { type: 'failed'; error: string };

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

// ─── the server process ────────────────────────────────────────────────────────────────────────

async function serve() {
  const { onCleanup, openBenchDatabase, runCleanups } = await import('./lib/database.ts');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { readConfig } = await import('../apps/server/src/config.ts');
  const { seedDemo } = await import('../apps/server/src/seed/demo.ts');
  const { EXPORT_DEFAULTS } = await import('../apps/server/src/platform/excel/exportService.ts');
  const send = (message: FromServer) => process.send!(message);
  try {
    const bench = await openBenchDatabase({ poolSize: 4 });
    onCleanup(() => bench.close());
    const { database, kind } = bench;
    await database.migrate();
    await seedDemo(database.db);
    const execute = (text: string) => database.db.execute(sql.raw(text));
    await execute(`insert into base_lookup_types (lookup_type, meaning, meaning_en, system_code)
      values ('${TYPE}', '导出基准', 'Export bench', 'BENCH')`);
    await execute(`insert into base_lookup_values
        (lookup_type_id, lookup_type, lookup_code, meaning, meaning_en, description, enabled_flag, seq_num, system_code)
      select lt.id, lt.lookup_type, 'CODE_' || lpad(v::text, 7, '0'), '基准值 ' || v || ' 号', 'Bench value ' || v,
        case when v % 3 = 0 then 'Description of value ' || v end,
        case when v % 10 = 0 then 'N' else 'Y' end, v, 'BENCH'
      from base_lookup_types lt cross join generate_series(1, ${TOTAL}) v
      where lt.lookup_type = '${TYPE}'`);
    await execute('analyze base_lookup_values');

    const app = await buildApp({
      db: database.db,
      dbKind: kind,
      config: { ...readConfig({}), webDist: '/nonexistent' },
      logger: false,
    });
    onCleanup(() => app.close());
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

    type Query = (text: string, params: unknown[]) => Promise<{ rows: any[] }>;
    let query: Query;
    if (bench.url) {
      const pool = new pg.Pool({ connectionString: bench.url, max: 4 });
      onCleanup(() => pool.end());
      query = (text, params) => pool.query(text, params);
    } else {
      const client = (database.db as any).$client;
      query = (text, params) => client.query(text, params);
    }
    const dump = buildDump(query);
    onCleanup(() => dump.close());
    const dumpUrl = await dump.listen({ host: '127.0.0.1', port: 0 });

    let peak = 0;
    let startRss = 0;
    let timer: NodeJS.Timeout | undefined;
    process.on('message', async (message: ToServer) => {
      switch (message.type) {
        case 'measure-start':
          collectGarbage();
          startRss = process.memoryUsage.rss();
          peak = startRss;
          timer = setInterval(() => {
            peak = Math.max(peak, process.memoryUsage.rss());
          }, 50);
          send({ type: 'measured', peakRss: peak, startRss, liveHeap: 0 });
          return;
        case 'measure-stop': {
          clearInterval(timer);
          peak = Math.max(peak, process.memoryUsage.rss());
          // What is still alive once the export is over: retention would show here.
          collectGarbage();
          send({ type: 'measured', peakRss: peak, startRss, liveHeap: process.memoryUsage().heapUsed });
          return;
        }
        case 'settings':
          Object.assign(EXPORT_DEFAULTS, message.settings);
          send({ type: 'settings-done' });
          return;
        case 'exit':
          await runCleanups();
          process.exit(0);
      }
    });
    send({
      type: 'ready',
      appUrl,
      dumpUrl,
      kind,
      where: bench.where,
      defaults: structuredClone(EXPORT_DEFAULTS) as Settings,
    });
  } catch (error) {
    send({ type: 'failed', error: String((error as Error)?.stack ?? error) });
    await runCleanups();
    process.exit(1);
  }
}

/** The baseline: a bare Fastify handler writing the same rows, read in the same pages, as CSV. */
function buildDump(query: (text: string, params: unknown[]) => Promise<{ rows: any[] }>): FastifyInstance {
  const app = Fastify({ logger: false });
  const field = (v: unknown) => {
    if (v === null || v === undefined) return '';
    const s = String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  app.get(DUMP_PATH, async (req, reply) => {
    const { rows: rowsText, page: pageText } = req.query as { rows: string; page: string };
    const rows = Number(rowsText);
    const pageRows = Number(pageText);
    const out = new PassThrough();
    void (async () => {
      out.write(`\uFEFF${FIELDS.join(',')}\r\n`);
      for (let offset = 0; offset < rows; offset += pageRows) {
        const page = await query(SELECT_SQL, [TYPE, Math.min(pageRows, rows - offset), offset]);
        let text = '';
        for (const row of page.rows) text += `${FIELDS.map((f) => field(row[f])).join(',')}\r\n`;
        if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
        if (page.rows.length < pageRows) break;
      }
      out.end();
    })().catch((error) => out.destroy(error));
    return reply.header('content-type', 'text/csv; charset=utf-8').send(out);
  });
  return app;
}

let gc: (() => void) | undefined;
function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose_gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}

// ─── the client (parent) process ───────────────────────────────────────────────────────────────

type Run = {
  label: string;
  rows: number;
  seconds: number;
  peakMb: number;
  startMb: number;
  liveHeapMb: number;
  bytes: number;
};

async function drive() {
  // BENCH_EXPORT_SERVER_FLAGS: V8 flags for the server process, e.g. --max-old-space-size=192.
  const serverFlags = (env.BENCH_EXPORT_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: [...process.execArgv, ...serverFlags],
    env: { ...env, EXPORT_BENCH_ROLE: 'server' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: FromServer[] = [];
  const waiters: ((m: FromServer) => void)[] = [];
  child.on('message', (m: FromServer) => {
    const w = waiters.shift();
    if (w) w(m);
    else inbox.push(m);
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  let onExit: ((code: number | null) => void) | undefined;
  child.on('exit', (code) => onExit?.(code));
  const next = () =>
    new Promise<FromServer>((resolve, reject) => {
      const m = inbox.shift();
      if (m) return resolve(m);
      if (exited) return reject(new Error('server process exited'));
      waiters.push(resolve);
      onExit = (code) => reject(new Error(`server process exited (${code})`));
    });
  const ask = async (message: ToServer) => {
    child.send(message);
    const answer = await next();
    if (answer.type === 'failed') throw new Error(answer.error);
    return answer;
  };
  try {
    const start = performance.now();
    const ready = await next();
    if (ready.type !== 'ready') throw new Error(ready.type === 'failed' ? ready.error : 'server did not start');
    const { appUrl, dumpUrl, kind, defaults } = ready;
    console.log(
      `export on ${ready.where}: ${TOTAL.toLocaleString('en-US')} rows seeded, server ready in ` +
        `${((performance.now() - start) / 1000).toFixed(1)} s; defaults ${JSON.stringify(defaults)}`,
    );

    const login = await fetch(`${appUrl}${LOGIN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'buyer', password: DEMO_PASSWORD }),
    });
    const certificate = ((await login.json()) as any).data.certificate as string;
    const exportInit = (rows: number): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', certificate },
      body: JSON.stringify({
        requestUrl: `${LIST_PATH}?pageRows=${rows}&pageIndex=1`,
        requestParams: { searchParams: { lookupType: TYPE } },
        columns: FIELDS.map((key) => ({ key, title: key })),
        fileName: `bench-${rows}`,
      }),
    });

    const runs: Run[] = [];
    const measure = async (label: string, rows: number, url: string, init: RequestInit, quiet = false) => {
      await ask({ type: 'measure-start' });
      const t0 = performance.now();
      const got = await download(url, init);
      const seconds = (performance.now() - t0) / 1000;
      const m = await ask({ type: 'measure-stop' });
      if (m.type !== 'measured') throw new Error('no measurement');
      if (got.status !== 200) throw new Error(`${label}: HTTP ${got.status} ${got.head}`);
      const run = {
        label,
        rows,
        seconds,
        peakMb: mb(m.peakRss),
        startMb: mb(m.startRss),
        liveHeapMb: mb(m.liveHeap),
        bytes: got.bytes,
      };
      if (!quiet) runs.push(run);
      console.log(
        `  ${label.padEnd(34)} ${rows.toLocaleString('en-US').padStart(7)} rows ${run.seconds.toFixed(2).padStart(6)} s` +
          `   server RSS ${String(run.startMb).padStart(5)} → peak ${String(run.peakMb).padStart(5)} MB` +
          `   live heap after ${run.liveHeapMb} MB   ${mb(run.bytes)} MB`,
      );
      return run;
    };
    const dumpUrlFor = (rows: number, pageRows: number) => `${dumpUrl}${DUMP_PATH}?rows=${rows}&page=${pageRows}`;

    // Warm-up: JIT, the page cache and the database's buffers.
    console.log('\n  warm-up');
    await measure('csv dump', 20_000, dumpUrlFor(20_000, defaults.pageRows), { method: 'GET' }, true);
    await measure('ours xlsx', 20_000, `${appUrl}${EXPORT_PATH}`, exportInit(20_000), true);

    console.log(`\n  the endpoint as configured (the list read ${defaults.pageRows} rows a call; the dump likewise)`);
    for (const rows of SIZES) {
      await measure('csv dump', rows, dumpUrlFor(rows, defaults.pageRows), { method: 'GET' });
      await measure('ours xlsx', rows, `${appUrl}${EXPORT_PATH}`, exportInit(rows));
      await measure('ours csv', rows, `${appUrl}${EXPORT_CSV_PATH}`, exportInit(rows));
    }
    const find = (label: string, rows: number) => runs.find((r) => r.label === label && r.rows === rows)!;

    const exceljs = (tuning: Settings['tuning'], pageRows = 10_000): Settings => ({
      pageRows,
      engine: 'exceljs',
      tuning,
    });
    const stream = (zipLevel: number, pageRows = 10_000): Settings => ({
      pageRows,
      engine: 'stream',
      tuning: { zipLevel },
    });
    const tuning: [string, Settings][] = [
      ['exceljs, sharedStrings + styles, zip 6', exceljs({ zipLevel: 6, useSharedStrings: true, useStyles: true })],
      ['exceljs defaults (zip 6)', exceljs({ zipLevel: 6, useSharedStrings: false, useStyles: false })],
      ['exceljs, zip 1', exceljs({ zipLevel: 1 })],
      ['exceljs, zip 1, list pages 20 000', exceljs({ zipLevel: 1 }, 20_000)],
      ['stream writer, zip 6', stream(6)],
      ['stream writer, zip 1, list pages 5 000', stream(1, 5_000)],
      ['stream writer, zip 1 (the default)', stream(1)],
      ['stream writer, zip 1, list pages 20 000', stream(1, 20_000)],
    ];
    const tuningRows: (string | number)[][] = [];
    if (env.BENCH_EXPORT_TUNING !== '0') {
      console.log(
        `\n  writer settings, ${TUNING_ROWS.toLocaleString('en-US')} rows (each against the CSV dump at the same list page size)`,
      );
      const dumps = new Map<number, Run>();
      for (const [label, settings] of tuning) {
        if (!dumps.has(settings.pageRows)) {
          dumps.set(
            settings.pageRows,
            await measure(
              `csv dump, pages ${settings.pageRows}`,
              TUNING_ROWS,
              dumpUrlFor(TUNING_ROWS, settings.pageRows),
              { method: 'GET' },
              true,
            ),
          );
        }
        await ask({ type: 'settings', settings });
        const run = await measure(label, TUNING_ROWS, `${appUrl}${EXPORT_PATH}`, exportInit(TUNING_ROWS), true);
        const base = dumps.get(settings.pageRows)!;
        tuningRows.push([
          label,
          run.seconds,
          base.seconds,
          `${(run.seconds / base.seconds).toFixed(2)}×`,
          run.peakMb,
          mb(run.bytes),
        ]);
      }
      await ask({ type: 'settings', settings: defaults });
    }

    for (const rows of SIZES) {
      const ours = find('ours xlsx', rows);
      const base = find('csv dump', rows);
      reportRatio({
        bench: 'export',
        db: kind,
        metric: `seconds, ${rows / 1000}k rows`,
        ours: ours.seconds,
        baseline: base.seconds,
        target: { max: 3 },
        columns: {
          'server peak RSS MB': [ours.peakMb, base.peakMb],
          'file MB': [mb(ours.bytes), mb(base.bytes)],
          'our CSV export s': [find('ours csv', rows).seconds, null],
        },
        details: { rows, defaults },
      });
    }
    const small = find('ours xlsx', Math.min(...SIZES));
    const big = find('ours xlsx', TOTAL);
    reportRatio({
      bench: 'export',
      db: kind,
      metric: `server peak RSS MB, ${TOTAL / 1000}k vs ${small.rows / 1000}k rows`,
      ours: big.peakMb,
      baseline: small.peakMb,
      target: { max: 1.2 },
    });
    // The budget is the server process's; on PGlite the database engine lives in that process and
    // its own memory (hundreds of MB after seeding) is there before any export starts, so there the
    // export's growth over the RSS before it is what is held to the budget.
    const growth = Math.round((big.peakMb - big.startMb) * 10) / 10;
    reportRatio({
      bench: 'export',
      db: kind,
      metric:
        kind === 'postgres'
          ? `server peak RSS MB, ${TOTAL / 1000}k rows vs the 250 MB budget`
          : `server RSS growth MB, ${TOTAL / 1000}k rows vs the 250 MB budget`,
      ours: kind === 'postgres' ? big.peakMb : Math.max(growth, 0.1),
      baseline: 250,
      target: { max: 1 },
      details: { rssBeforeMb: big.startMb, peakMb: big.peakMb, growthMb: growth },
    });
    printTable(
      ['run', 'rows', 'seconds', 'RSS before MB', 'peak RSS MB', 'live heap after MB', 'bytes'],
      runs.map((r) => [r.label, r.rows, r.seconds, r.startMb, r.peakMb, r.liveHeapMb, r.bytes]),
    );
    if (tuningRows.length > 0) {
      console.log('');
      printTable(['xlsx writer setting', 'seconds', 'CSV dump s', 'ratio', 'peak RSS MB', 'file MB'], tuningRows);
    }
  } finally {
    if (!exited) {
      child.send({ type: 'exit' });
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

/** Downloads a response to nowhere, counting its bytes. */
async function download(url: string, init: RequestInit): Promise<{ status: number; bytes: number; head: string }> {
  const res = await fetch(url, init);
  let bytes = 0;
  let head = '';
  for await (const chunk of res.body as any as AsyncIterable<Uint8Array>) {
    if (bytes === 0) head = Buffer.from(chunk.subarray(0, 300)).toString('utf8');
    bytes += chunk.length;
  }
  return { status: res.status, bytes, head };
}

if (env.EXPORT_BENCH_ROLE === 'server') {
  await serve();
} else {
  try {
    await drive();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
}
