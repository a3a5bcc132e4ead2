/**
 * ARCHITECTURE §9 for documents: the purchase-requisition list (the document engine's generic listByPage:
 * the caller's data scope, a status filter, paged 20, names of organisations, departments and requesters,
 * `_actions` per row) over BENCH_DOCS requisitions of which the buyer may see about half, against a bare
 * Fastify handler replaying the very statements ours sent (captured, see lib/sqlCapture.ts) and answering
 * the page's rows. Target on PostgreSQL: ours ≥ 0.7× baseline; on PGlite only reported.
 *
 * The baseline does no session lookup, no rule check, no validation and no mapping: the gap is what the
 * engine costs above its SQL.
 */
import { DEMO_PASSWORD } from '@srm/core';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { type CpuSampler, postgresBackendsCpu, processCpu, samplerWorks } from './lib/cpu.ts';
import { onCleanup, openBenchDatabase, runCleanups } from './lib/database.ts';
import { alternateRounds, type LoadTarget } from './lib/load.ts';
import { reportRatio } from './lib/report.ts';
import { type Batches, captureStatements, describeBatches, filterBatches, replay } from './lib/sqlCapture.ts';
import { elapsed, envNumber, post } from './lib/util.ts';

const env = process.env;
const num = envNumber;

const DOCS = num(env.BENCH_DOCS, 100_000);
const SECONDS = num(env.BENCH_SECONDS, 10);
const WARMUP_SECONDS = num(env.BENCH_WARMUP_SECONDS, 2);
const ROUNDS = num(env.BENCH_ROUNDS, 2);
const POOL_SIZE = 10;

const LOGIN_PATH = '/api/baseServer/v1/baseLoginRestful/login';
const LIST_PATH = '/api/srmServer/v1/srmPurRequisitionRestful/listByPage';
const LIST_BODY = { searchParams: { status: 'APPROVED' }, pageIndex: 3, pageRows: 20 };

/**
 * The statements that are the list's own work: the requisition page, its count and the names it shows.
 * The session, responsibility and permission lookups are the platform's price, which the baseline skips.
 */
const LIST_WORK = /srm_pur_requisition|base_organization|base_department|base_person|base_lookup/;
const PLATFORM_WORK = /base_session|base_user_resp|base_responsibility|base_menu|base_data_permit/;

/**
 * DOCS requisition headers with two lines each, alternating between the buyer's organisation and one it
 * is not permitted (so the scope condition has work to do), in five states.
 */
async function seedRequisitions(execute: (text: string) => Promise<unknown>, query: Query): Promise<void> {
  const [sample] = (
    await query(
      `select org_id, department_id, requester_id, created_by from srm_pur_requisition_header order by id limit 1`,
      [],
    )
  ).rows;
  const [other] = (await query(`select id from base_organization where id <> $1 order by id limit 1`, [sample.org_id]))
    .rows;
  const [line] = (await query(`select category_id, unit_code from srm_pur_requisition_line limit 1`, [])).rows;
  await execute(`insert into srm_pur_requisition_header
      (requisition_number, status, org_id, department_id, requester_id, purpose, currency_code, need_by_date,
       total_amount, created_by, last_updated_by)
    select 'BENCH' || lpad(g::text, 9, '0'),
      (array['DRAFT','APPROVING','APPROVED','REJECTED','CLOSED'])[1 + g % 5],
      case when g % 2 = 0 then ${sample.org_id} else ${other.id} end,
      ${sample.department_id}, ${sample.requester_id}, '基准申请 ' || g, 'CNY',
      date '2026-01-01' + (g % 365), (g % 1000) * 10, ${sample.created_by}, ${sample.created_by}
    from generate_series(1, ${DOCS}) g`);
  await execute(`insert into srm_pur_requisition_line
      (requisition_id, line_number, item_description, category_id, quantity, unit_code, estimated_price, amount,
       need_by_date, created_by, last_updated_by)
    select h.id, n, 'Bench line ' || n, ${line.category_id}, 10, '${line.unit_code}', 5, 50, h.need_by_date,
      h.created_by, h.created_by
    from srm_pur_requisition_header h cross join generate_series(1, 2) n
    where h.requisition_number like 'BENCH%'`);
  // Written without the engine: the headers' copy of their lines' categories too (store.ts visibleWhere).
  await execute(`update srm_pur_requisition_header set line_category_ids = array[${line.category_id}]
    where requisition_number like 'BENCH%'`);
  await execute('analyze srm_pur_requisition_header');
  await execute('analyze srm_pur_requisition_line');
}

type Query = (text: string, params: unknown[]) => Promise<{ rows: any[] }>;

/** The baseline: bare Fastify replaying ours' list statements, answering the page statement's rows. */
function buildBaseline(client: { query: (...args: any[]) => Promise<any> }, batches: Batches): FastifyInstance {
  const app = Fastify({ logger: false });
  const page = batches.flat().findIndex((s) => /^select "id", "requisition_number"/.test(s.text));
  if (page < 0) throw new Error('ours sent no requisition page statement');
  app.post(LIST_PATH, async () => {
    const results = await replay(client, batches);
    return { status: 'S', data: results[page] };
  });
  return app;
}

async function main() {
  const bench = await openBenchDatabase({ poolSize: POOL_SIZE });
  onCleanup(() => bench.close());
  const { database, kind } = bench;
  const connections = num(env.BENCH_CONNECTIONS, kind === 'postgres' ? 10 : 4);
  console.log(`document-list on ${bench.where}`);
  const client = (database.db as any).$client;
  const query: Query = (text, params) => client.query(text, params);

  let start = performance.now();
  await database.migrate();
  await seedDemo(database.db);
  await seedRequisitions((text) => database.db.execute(sql.raw(text)), query);
  const [{ n: total }] = (await query('select count(*)::int as n from srm_pur_requisition_header', [])).rows;
  console.log(
    `  migrated and seeded: ${total.toLocaleString('en-US')} requisitions, two lines each (${elapsed(start)})`,
  );

  const ours = await buildApp({
    db: database.db,
    dbKind: kind,
    config: { ...readConfig({}), webDist: '/nonexistent' },
    logger: false,
  });
  onCleanup(() => ours.close());
  const oursUrl = await ours.listen({ host: '127.0.0.1', port: 0 });

  const login = await post(`${oursUrl}${LOGIN_PATH}`, { userName: 'buyer', password: DEMO_PASSWORD });
  const certificate = login.json?.data?.certificate;
  if (login.status !== 200 || typeof certificate !== 'string') {
    throw new Error(`login as buyer failed: ${login.status} ${login.text.slice(0, 500)}`);
  }

  // One call of ours with the statements recorded: the baseline replays the list's own ones.
  await post(`${oursUrl}${LIST_PATH}`, LIST_BODY, { certificate }); // warms the session cache
  let first: Awaited<ReturnType<typeof post>> | undefined;
  const captured = await captureStatements(client, async () => {
    first = await post(`${oursUrl}${LIST_PATH}`, LIST_BODY, { certificate });
  });
  if (first?.status !== 200 || first.json?.status !== 'S' || first.json.data?.length !== 20) {
    throw new Error(`ours did not answer 200 with 20 rows: ${first?.status} ${first?.text.slice(0, 500)}`);
  }
  const unknown = captured.flat().filter((s) => !LIST_WORK.test(s.text) && !PLATFORM_WORK.test(s.text));
  if (unknown.length > 0) {
    // A statement neither the list's nor the platform's: decide which it is before trusting the ratio.
    console.log(`  statements of unknown kind (kept for the baseline):\n${describeBatches([unknown])}`);
  }
  const listBatches = filterBatches(captured, (text) => !PLATFORM_WORK.test(text));
  if (env.BENCH_VERBOSE) {
    console.log(
      `  the platform's statements:\n${describeBatches(filterBatches(captured, (t) => PLATFORM_WORK.test(t)))}`,
    );
  }
  console.log(
    `  ours sent ${captured.flat().length} statements; the baseline replays ${listBatches.flat().length}:\n${describeBatches(listBatches)}`,
  );

  if (env.BENCH_EXPLAIN) {
    // The plans of the replayed statements, to see where the database's time goes.
    for (const statement of listBatches.flat()) {
      const [first, second] = statement.args as [any, unknown[] | undefined];
      const text = typeof first === 'string' ? first : first.text;
      const values = second ?? first.values;
      const plan = await query(`explain (analyze, costs off) ${text}`, values ?? []);
      console.log(plan.rows.map((r: any) => `      ${r['QUERY PLAN']}`).join('\n'));
    }
  }

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
  const baseline = buildBaseline(replayClient, listBatches);
  onCleanup(() => baseline.close());
  const baselineUrl = await baseline.listen({ host: '127.0.0.1', port: 0 });

  // The baseline's page must be ours: the same requisitions, in the same order.
  const b = await post(`${baselineUrl}${LIST_PATH}`, LIST_BODY);
  const oursIds = first.json.data.map((r: any) => r.requisitionId);
  const baseIds = (b.json?.data ?? []).map((r: any) => (Array.isArray(r) ? r[0] : r.id));
  if (b.status !== 200 || JSON.stringify(oursIds) !== JSON.stringify(baseIds)) {
    throw new Error(`the baseline's page differs:\n  ours     ${oursIds}\n  baseline ${baseIds}`);
  }
  console.log(
    `  both answer the same 20 requisitions (${oursIds[0]} … ${oursIds.at(-1)}) of ${JSON.stringify(first.json.page)}`,
  );

  const body = JSON.stringify(LIST_BODY);
  const targets: Record<'ours' | 'baseline', LoadTarget> = {
    ours: {
      label: 'ours',
      url: `${oursUrl}${LIST_PATH}`,
      headers: { 'content-type': 'application/json', certificate },
      body,
    },
    baseline: {
      label: 'baseline',
      url: `${baselineUrl}${LIST_PATH}`,
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
    bench: 'document-list',
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
      documents: total,
      statementsOurs: captured.flat().length,
      statementsBaseline: listBatches.flat().length,
      connections,
      runs: runs.map((r) => ({ label: r.label, rps: Math.round(r.requestsPerSec), p99: r.latencyP99Ms })),
    },
  });
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
