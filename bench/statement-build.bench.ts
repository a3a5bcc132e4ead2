/**
 * Issue 18, building an account statement of `BENCH_SUPPLY_LINES` (default 100 000) receipt lines: the
 * buyer's saveOrUpdate of a new statement over one supplier's month, through the real app over HTTP, which
 * takes every open supply line of the month onto it and writes its totals. Then sending it, and reading its
 * first and last page of lines.
 *
 * Targets: the statement built in under 10 s (ours = seconds, baseline = 10 s, ≤ 1×), with the process's
 * memory bounded: the growth of the resident set while building stays under 200 MB (the lines never travel
 * through the app: one UPDATE and one SUM). Beside it, for the record, the same work as bare SQL on the same
 * lines (given back first): ours against the database doing just that.
 *
 * The supply lines are written with SQL, as receipts would have written them (their money rounded as
 * money.ts does): 1.25 times as many, of which every tenth is of another supplier and a tenth fall outside
 * the month, so the statement has to pick its own.
 */
import { DEMO_PASSWORD } from '@srm/core';
import { eq, sql } from 'drizzle-orm';
import { users } from '../apps/server/src/platform/auth/schema.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { onCleanup, openBenchDatabase } from './lib/database.ts';
import { runBench } from './lib/main.ts';
import { startOurs } from './lib/ourApp.ts';
import { printTable, reportRatio } from './lib/report.ts';
import { envNumber, post } from './lib/util.ts';

/** The lines the statement takes; 1.25 times as many are written (a fifth of them it must leave). */
const LINES = envNumber(process.env.BENCH_SUPPLY_LINES, 100_000);
const WRITTEN = Math.ceil(LINES * 1.25);
const BUILD_BUDGET_S = 10;
const MEMORY_BUDGET_MB = 200;
const API = '/api/srmServer/v1';
const seconds = (start: number) => (performance.now() - start) / 1000;

async function main() {
  const bench = await openBenchDatabase({ poolSize: 10 });
  onCleanup(() => bench.close());
  const { database, kind } = bench;
  const db = database.db;
  await database.migrate();
  await seedDemo(db);
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  const [s1] = await db.select().from(users).where(eq(users.userName, 'supplier1'));
  const [s2] = await db.select().from(users).where(eq(users.userName, 'supplier2'));
  const [org] = await rows<{ id: number }>(sql`select id from base_organization where org_name = '华东经营单位'`);
  let start = performance.now();
  // 2030-01 is the month; one line in ten in February, one in ten of supplier2.
  await db.execute(sql`
    insert into srm_settle_supply (source_type, org_id, supplier_id, delivery_note_id, delivery_note_line_id,
      order_id, order_line_id, item_description, unit_code, receipt_date, quantity, price, tax_rate, currency_code,
      amount, tax_amount, amount_with_tax, status)
    select 'RECEIPT', ${org.id}::int, case when i % 10 = 0 then ${s2.supplierId}::int else ${s1.supplierId}::int end,
      1000000 + i / 5, 10000000 + i, 1000000 + i / 20, 10000000 + i, '基准物料 ' || i, 'KG',
      date '2030-01-01' + (case when i % 10 = 1 then 40 else i % 31 end),
      q, p, 13, 'CNY', round(q * p, 2), round(round(q * p, 2) * 0.13, 2), round(q * p, 2) + round(round(q * p, 2) * 0.13, 2),
      'OPEN'
    from (select i, (1 + i % 97)::numeric as q, (0.5 + (i % 1000) / 100.0)::numeric as p
          from generate_series(1, ${WRITTEN}::int) as i) g`);
  await db.execute(sql`analyze srm_settle_supply`);
  console.log(`statement-build: ${WRITTEN} supply lines written in ${seconds(start).toFixed(1)} s (${kind})`);
  const [expected] = await rows<{ n: number; total: string }>(sql`
    select count(*)::int as n, sum(amount_with_tax)::text as total from srm_settle_supply
    where supplier_id = ${s1.supplierId} and org_id = ${org.id} and receipt_date between '2030-01-01' and '2030-01-31'`);

  const { url } = await startOurs(database, kind);
  const login = await post(`${url}/api/baseServer/v1/baseLoginRestful/login`, {
    userName: 'buyer',
    password: DEMO_PASSWORD,
  });
  const buyer = login.json.data.certificate as string;
  const call = async (path: string, body: unknown) => {
    const res = await post(`${url}${API}/${path}`, body, { certificate: buyer });
    if (res.json?.status !== 'S') throw new Error(`${path}: ${res.status} ${res.text.slice(0, 300)}`);
    return res.json.data;
  };

  // The build, watched for the process's resident memory.
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const watch = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
  start = performance.now();
  const statement = await call('srmSettleStatementRestful/saveOrUpdate', {
    orgId: org.id,
    supplierId: s1.supplierId,
    currencyCode: 'CNY',
    periodFrom: '2030-01-01',
    periodTo: '2030-01-31',
  });
  const buildSeconds = seconds(start);
  clearInterval(watch);
  const growthMb = (rssPeak - rssBefore) / 1024 / 1024;
  if (statement.lineCount !== expected.n || Number(statement.totalWithTax) !== Number(expected.total)) {
    throw new Error(
      `the statement holds ${statement.lineCount} lines, ${statement.totalWithTax}; expected ${expected.n}, ${expected.total}`,
    );
  }

  start = performance.now();
  const sent = await call('srmSettleStatementRestful/send', {
    statementId: statement.statementId,
    version: statement.version,
  });
  const sendSeconds = seconds(start);
  if (sent.status !== 'SUBMITTED') throw new Error(`not sent: ${sent.status}`);
  const page = async (pageIndex: number) => {
    const t = performance.now();
    await call('srmSettleStatementRestful/listLines', { statementId: statement.statementId, pageIndex, pageRows: 50 });
    return seconds(t) * 1000;
  };
  const firstPageMs = await page(1);
  const lastPageMs = await page(Math.ceil(expected.n / 50));

  // The bare work: the same lines given back, then taken and summed by SQL alone.
  await db.execute(
    sql`update srm_settle_supply set status = 'OPEN', statement_id = null where statement_id = ${statement.statementId}`,
  );
  start = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update srm_settle_supply set status = 'ON_STATEMENT', statement_id = ${statement.statementId}
      where supplier_id = ${s1.supplierId} and org_id = ${org.id} and currency_code = 'CNY'
        and receipt_date between '2030-01-01' and '2030-01-31' and status = 'OPEN' and statement_id is null`);
    await tx.execute(sql`
      select count(*), sum(amount), sum(tax_amount), sum(amount_with_tax) from srm_settle_supply
      where statement_id = ${statement.statementId}`);
  });
  const bareSeconds = seconds(start);

  console.log('');
  printTable(
    ['lines on it', 'build s', 'bare SQL s', 'RSS growth MB', 'send s', 'first page ms', 'last page ms'],
    [
      [
        expected.n,
        buildSeconds.toFixed(2),
        bareSeconds.toFixed(2),
        growthMb.toFixed(1),
        sendSeconds.toFixed(3),
        firstPageMs.toFixed(0),
        lastPageMs.toFixed(0),
      ],
    ],
  );
  reportRatio({
    bench: 'statement-build',
    db: kind,
    metric: `seconds to build a statement of ${expected.n} lines, vs ${BUILD_BUDGET_S} s`,
    ours: buildSeconds,
    baseline: BUILD_BUDGET_S,
    target: { max: 1 },
    details: { lines: expected.n, supplyLines: WRITTEN, sendSeconds, firstPageMs, lastPageMs },
  });
  reportRatio({
    bench: 'statement-build',
    db: kind,
    metric: `MB of resident memory grown while building, vs ${MEMORY_BUDGET_MB} MB`,
    ours: growthMb,
    baseline: MEMORY_BUDGET_MB,
    target: { max: 1 },
  });
  reportRatio({
    bench: 'statement-build',
    db: kind,
    metric: 'seconds to build, vs the same UPDATE and SUM as bare SQL',
    ours: buildSeconds,
    baseline: bareSeconds,
    details: { lines: expected.n },
  });
}

await runBench(main);
