/**
 * The shape every "list against a replay of its own SQL" benchmark shares (document-list, supplier-list):
 * a database of its own with the demo seed and the bench's rows; the real app logged in as the demo buyer;
 * one call of ours with its statements recorded on the database client (sqlCapture.ts); a bare Fastify
 * handler replaying the list's own statements (not the platform's session, menu and scope lookups, which
 * are what the platform costs) and answering the page statement's rows; a check that both answer the same
 * rows in the same order; alternating autocannon rounds; the ratio against ARCHITECTURE §9's 0.7×.
 *
 * A bench file gives only what differs: its rows, its request and which statements are the list's work.
 * `BENCH_VERBOSE=1` also prints the platform's statements, `BENCH_EXPLAIN=1` the plan of each replayed one.
 */
import { DEMO_PASSWORD } from '@srm/core';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { seedDemo } from '../../apps/server/src/seed/demo.ts';
import { seedDemoStory } from '../../apps/server/src/seed/demoStory.ts';
import { type CpuSampler, postgresBackendsCpu, processCpu, samplerWorks } from './cpu.ts';
import { onCleanup, openBenchDatabase, runCleanups } from './database.ts';
import { explainStatements } from './explainStatements.ts';
import { alternateRounds, type LoadTarget } from './load.ts';
import { startOurs } from './ourApp.ts';
import { reportRatio } from './report.ts';
import { type Batches, captureStatements, describeBatches, filterBatches, replay } from './sqlCapture.ts';
import { elapsed, envNumber, post } from './util.ts';

/** A raw query on the database client under Drizzle (pg Pool or PGlite): rows as objects. */
export type Query = (text: string, params: unknown[]) => Promise<{ rows: any[] }>;
/** Runs one statement through Drizzle (`db.execute`), for the bench's inserts. */
export type Execute = (text: string) => Promise<unknown>;

/**
 * The platform's own statements around any list: session, the user's responsibilities, the menu rule,
 * the data scope and permits. The baseline skips them: they are the platform's price.
 */
export const PLATFORM_WORK = /base_session|base_user_resp|base_responsibility|base_menu|base_data_permit/;

export type ReplayBench = {
  /** The file name without `.bench.ts`: the printout's title and the results line's `bench`. */
  name: string;
  /** Inserts the bench's rows after the migrations and the demo seed; answers the "seeded: …" text and
   * the figures for the results line's details (e.g. `{ documents: 100003 }`). */
  seed: (execute: Execute, query: Query) => Promise<{ text: string; details: Record<string, unknown> }>;
  /** The list endpoint and the body of the measured call (its pageRows is how many rows both must answer). */
  path: string;
  body: { pageRows: number; [key: string]: unknown };
  /** The statements that are the list's own work (the page, its count, the names it shows). */
  listWork: RegExp;
  /** The platform's statements, not replayed; PLATFORM_WORK unless the list has more. */
  platformWork?: RegExp;
  /** Which replayed statement is the page: the baseline answers its rows. */
  pageStatement: RegExp;
  /** The id of a row of ours' answer (e.g. `r.requisitionId`); the baseline's rows are compared by `id`. */
  oursId: (row: any) => unknown;
  /** What the rows are, for the printout: "requisitions", "suppliers". */
  noun: string;
};

const env = process.env;
const SECONDS = envNumber(env.BENCH_SECONDS, 10);
const WARMUP_SECONDS = envNumber(env.BENCH_WARMUP_SECONDS, 2);
const ROUNDS = envNumber(env.BENCH_ROUNDS, 2);
const POOL_SIZE = 10;
const LOGIN_PATH = '/api/baseServer/v1/baseLoginRestful/login';

/** Runs the benchmark top to bottom (cleaning up at the end, also on failure) and sets the exit code. */
export async function runReplayBench(spec: ReplayBench): Promise<void> {
  try {
    await measureReplay(spec);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await runCleanups();
  }
}

async function measureReplay(spec: ReplayBench): Promise<void> {
  const platformWork = spec.platformWork ?? PLATFORM_WORK;
  const bench = await openBenchDatabase({ poolSize: POOL_SIZE });
  onCleanup(() => bench.close());
  const { database, kind } = bench;
  const connections = envNumber(env.BENCH_CONNECTIONS, kind === 'postgres' ? 10 : 4);
  console.log(`${spec.name} on ${bench.where}`);
  const client = (database.db as any).$client;
  const query: Query = (text, params) => client.query(text, params);

  let start = performance.now();
  await database.migrate();
  await seedDemo(database.db);
  const { app: ours, url: oursUrl } = await startOurs(database, kind);
  // The demo's documents in flight (its orders among them) are made through the app, as `npm start` does.
  await seedDemoStory(ours);
  const seeded = await spec.seed((text) => database.db.execute(sql.raw(text)), query);
  console.log(`  migrated and seeded: ${seeded.text} (${elapsed(start)})`);

  const certificate = await loginAsBuyer(oursUrl);

  // One call of ours with the statements recorded: the baseline replays the list's own ones.
  await post(`${oursUrl}${spec.path}`, spec.body, { certificate }); // warms the session cache
  let first: Awaited<ReturnType<typeof post>> | undefined;
  const captured = await captureStatements(client, async () => {
    first = await post(`${oursUrl}${spec.path}`, spec.body, { certificate });
  });
  const rows = spec.body.pageRows;
  if (first?.status !== 200 || first.json?.status !== 'S' || first.json.data?.length !== rows) {
    throw new Error(`ours did not answer 200 with ${rows} rows: ${first?.status} ${first?.text.slice(0, 500)}`);
  }
  const unknown = captured.flat().filter((s) => !spec.listWork.test(s.text) && !platformWork.test(s.text));
  if (unknown.length > 0) {
    // A statement neither the list's nor the platform's: decide which it is before trusting the ratio.
    console.log(`  statements of unknown kind (kept for the baseline):\n${describeBatches([unknown])}`);
  }
  const listBatches = filterBatches(captured, (text) => !platformWork.test(text));
  if (env.BENCH_VERBOSE) {
    console.log(
      `  the platform's statements:\n${describeBatches(filterBatches(captured, (t) => platformWork.test(t)))}`,
    );
  }
  console.log(
    `  ours sent ${captured.flat().length} statements; the baseline replays ${listBatches.flat().length}:\n${describeBatches(listBatches)}`,
  );
  if (env.BENCH_EXPLAIN)
    console.log(await explainStatements({ query: (text, values) => query(text, values) }, listBatches));

  let replayClient = client;
  const cpu: Record<string, CpuSampler> = { 'node CPU': processCpu };
  if (bench.url) {
    const pool = new pg.Pool({ connectionString: bench.url, max: POOL_SIZE });
    pool.on('error', () => {});
    onCleanup(() => pool.end());
    replayClient = pool;
    const backends = postgresBackendsCpu(bench.url, (text) => pool.query(text));
    if (backends && (await samplerWorks(backends))) cpu['postgres CPU'] = backends;
  }
  const baseline = buildBaseline(replayClient, listBatches, spec);
  onCleanup(() => baseline.close());
  const baselineUrl = await baseline.listen({ host: '127.0.0.1', port: 0 });

  // The baseline's page must be ours: the same rows, in the same order.
  const b = await post(`${baselineUrl}${spec.path}`, spec.body);
  const oursIds = first.json.data.map(spec.oursId);
  const baseIds = (b.json?.data ?? []).map((r: any) => (Array.isArray(r) ? r[0] : r.id));
  if (b.status !== 200 || JSON.stringify(oursIds) !== JSON.stringify(baseIds)) {
    throw new Error(`the baseline's page differs:\n  ours     ${oursIds}\n  baseline ${baseIds}`);
  }
  console.log(
    `  both answer the same ${rows} ${spec.noun} (${oursIds[0]} … ${oursIds.at(-1)}) of ${JSON.stringify(first.json.page)}`,
  );

  const body = JSON.stringify(spec.body);
  const targets: Record<'ours' | 'baseline', LoadTarget> = {
    ours: {
      label: 'ours',
      url: `${oursUrl}${spec.path}`,
      headers: { 'content-type': 'application/json', certificate },
      body,
    },
    baseline: {
      label: 'baseline',
      url: `${baselineUrl}${spec.path}`,
      headers: { 'content-type': 'application/json' },
      body,
    },
  };
  console.log(
    `  autocannon: ${connections} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s measured, ${ROUNDS} rounds\n`,
  );
  start = performance.now();
  const options = { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, connections, cpu };
  const { runs, best } = await alternateRounds(targets, options, ROUNDS);
  console.log(`  (${elapsed(start)})\n`);
  const bestOurs = best('ours');
  const bestBaseline = best('baseline');
  reportRatio({
    bench: spec.name,
    db: kind,
    metric: 'requests/s',
    ours: bestOurs.requestsPerSec,
    baseline: bestBaseline.requestsPerSec,
    target: kind === 'postgres' ? { min: 0.7 } : undefined,
    columns: {
      'p50 ms': [bestOurs.latencyP50Ms, bestBaseline.latencyP50Ms],
      'p99 ms': [bestOurs.latencyP99Ms, bestBaseline.latencyP99Ms],
      requests: [bestOurs.requestsTotal, bestBaseline.requestsTotal],
    },
    details: {
      ...seeded.details,
      statementsOurs: captured.flat().length,
      statementsBaseline: listBatches.flat().length,
      connections,
      runs: runs.map((r) => ({ label: r.label, rps: Math.round(r.requestsPerSec), p99: r.latencyP99Ms })),
    },
  });
}

async function loginAsBuyer(url: string): Promise<string> {
  const login = await post(`${url}${LOGIN_PATH}`, { userName: 'buyer', password: DEMO_PASSWORD });
  const certificate = login.json?.data?.certificate;
  if (login.status !== 200 || typeof certificate !== 'string') {
    throw new Error(`login as buyer failed: ${login.status} ${login.text.slice(0, 500)}`);
  }
  return certificate;
}

/** The baseline: bare Fastify replaying ours' list statements, answering the page statement's rows. */
function buildBaseline(
  client: { query: (...args: any[]) => Promise<any> },
  batches: Batches,
  spec: ReplayBench,
): FastifyInstance {
  const app = Fastify({ logger: false });
  const page = batches.flat().findIndex((s) => spec.pageStatement.test(s.text));
  if (page < 0) throw new Error(`ours sent no page statement (${spec.pageStatement})`);
  app.post(spec.path, async () => {
    const results = await replay(client, batches);
    return { status: 'S', data: results[page] };
  });
  return app;
}
