/**
 * ARCHITECTURE §9, Excel import: parsing a 100 000-row xlsx with the platform's parseXlsxRows
 * (spooled to a temporary file, central directory checked with yauzl, read by exceljs's streaming
 * WorkbookReader in a worker thread with a memory limit). Target: under 30 s. Baseline measured in
 * the same run: the same file read by exceljs's streaming reader directly on the main thread, with
 * no checks and no worker — the price of the safety machinery. Then, for the record, the whole
 * lookup-value doImport of the same file over HTTP (parse, validate every row, one transaction).
 */
import { Readable } from 'node:stream';
import { DEMO_PASSWORD } from '@srm/core';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { LOOKUP_IMPORT_COLUMNS } from '../apps/server/src/modules/export/lookupImport.ts';
import { parseXlsxRows } from '../apps/server/src/platform/excel/importXlsx.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { onCleanup, openBenchDatabase } from './lib/database.ts';
import { runBench } from './lib/main.ts';
import { startOurs } from './lib/ourApp.ts';
import { reportRatio } from './lib/report.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const BUDGET_SECONDS = 30;

/** A workbook as Excel writes one: shared strings, styles, the header row in Chinese. */
async function buildFile(rows: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new (await import('node:stream')).PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: true });
  const ws = wb.addWorksheet('值集');
  ws.addRow(['编码', '含义', '英文含义', '描述', '启用', '排序']).commit();
  for (let i = 1; i <= rows; i++) {
    ws.addRow([
      `CODE_${String(i).padStart(6, '0')}`,
      `导入值 ${i} 号`,
      `Imported value ${i}`,
      i % 3 === 0 ? `Description of value ${i}` : null,
      i % 10 === 0 ? 'N' : 'Y',
      i,
    ]).commit();
  }
  ws.commit();
  await wb.commit();
  await ended;
  return Buffer.concat(chunks);
}

async function bareRead(file: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let n = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if ((row.values as unknown[]).length > 0) n++;
    }
    break;
  }
  return n - 1;
}

const seconds = (start: number) => (performance.now() - start) / 1000;

async function main() {
  let start = performance.now();
  const file = await buildFile(ROWS);
  console.log(
    `import: a ${ROWS.toLocaleString('en-US')}-row xlsx of ${(file.length / 1024 / 1024).toFixed(1)} MB ` +
      `built in ${seconds(start).toFixed(1)} s`,
  );

  // Warm-up on a small file (worker start, JIT).
  await parseXlsxRows(Readable.from([await buildFile(1000)]), {
    columns: LOOKUP_IMPORT_COLUMNS,
    maxRows: ROWS,
    maxBytes: 100 * 1024 * 1024,
  });

  start = performance.now();
  const bare = await bareRead(file);
  const bareSeconds = seconds(start);
  console.log(
    `  exceljs reader on the main thread: ${bare.toLocaleString('en-US')} rows in ${bareSeconds.toFixed(2)} s`,
  );

  start = performance.now();
  const rows = await parseXlsxRows(Readable.from([file]), {
    columns: LOOKUP_IMPORT_COLUMNS,
    maxRows: ROWS,
    maxBytes: 100 * 1024 * 1024,
  });
  const oursSeconds = seconds(start);
  if (rows.length !== ROWS) throw new Error(`parsed ${rows.length} rows, expected ${ROWS}`);
  console.log(
    `  parseXlsxRows (checks + worker):   ${rows.length.toLocaleString('en-US')} rows in ${oursSeconds.toFixed(2)} s`,
  );

  // The whole import over HTTP, for the record.
  const bench = await openBenchDatabase();
  onCleanup(() => bench.close());
  const { database, kind } = bench;
  await database.migrate();
  await seedDemo(database.db);
  await database.db.execute(
    sql`insert into base_lookup_types (lookup_type, meaning) values ('BENCH_IMPORT', '导入基准')`,
  );
  const { url } = await startOurs(database, kind);
  const login = await fetch(`${url}/api/baseServer/v1/baseLoginRestful/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: DEMO_PASSWORD }),
  });
  const certificate = ((await login.json()) as any).data.certificate as string;
  const form = new FormData();
  form.append('lookupType', 'BENCH_IMPORT');
  form.append('file', new Blob([file]), 'values.xlsx');
  start = performance.now();
  const res = await fetch(`${url}/api/baseServer/v1/baseLookupValuesRestful/doImport`, {
    method: 'POST',
    headers: { certificate },
    body: form,
  });
  const answer = (await res.json()) as any;
  const endToEnd = seconds(start);
  if (res.status !== 200) throw new Error(`doImport: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
  console.log(
    `  doImport over HTTP on ${kind}: ${answer.data.count.toLocaleString('en-US')} rows written in ${endToEnd.toFixed(2)} s`,
  );

  reportRatio({
    bench: 'import',
    db: kind,
    metric: `seconds to parse ${ROWS / 1000}k rows, vs the ${BUDGET_SECONDS} s budget`,
    ours: oursSeconds,
    baseline: BUDGET_SECONDS,
    target: { max: 1 },
    columns: { 'doImport end to end s': [endToEnd, null] },
    details: { rows: ROWS, fileBytes: file.length, endToEndSeconds: endToEnd },
  });
  reportRatio({
    bench: 'import',
    db: kind,
    metric: `seconds to parse ${ROWS / 1000}k rows, vs exceljs reader in-thread`,
    ours: oursSeconds,
    baseline: bareSeconds,
    details: { rows: ROWS },
  });
}

await runBench(main);
