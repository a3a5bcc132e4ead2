import { DOC_STATUS } from '@srm/core';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resource } from '../../platform/access/rules.ts';
import { findSessionUser } from '../../platform/auth/sessions.ts';
import { EXPORT_DEFAULTS, startExport } from '../../platform/excel/exportService.ts';
import { acquireExcelSlot, MAX_CONCURRENT_EXCEL_JOBS } from '../../platform/excel/limits.ts';
import { defineAction } from '../../platform/http/action.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const EXPORT = '/api/exportServer/v1/exportRestful/exportExcel';
const EXPORT_CSV = '/api/exportServer/v1/exportRestful/exportCsv';
const EXPORT_PLAIN = '/api/exportServer/v1/exportRestful/exportPlain';
const LIST = '/api/baseServer/v1/baseLookupValuesRestful/listByPage';
const SECRET_LIST = '/api/baseServer/v1/testSecretRestful/listByPage';
const DOC_CODES = Object.keys(DOC_STATUS);
/** Rows per sheet of the statuses at sheetMaxRow 4: the header and three statuses each, the rest on the last. */
const SHEETS_OF_4 = Array.from(
  { length: Math.ceil(DOC_CODES.length / 3) },
  (_, i) => Math.min(3, DOC_CODES.length - i * 3) + 1,
);

// A list only holders of a button resource nobody holds may call.
const secretList = defineAction({
  server: 'baseServer',
  entity: 'testSecret',
  action: 'listByPage',
  summary: 'test only: a list behind a resource',
  auth: resource('btnNope'),
  body: z.object({}).passthrough(),
  handler: async () => ({ data: [{ a: 1 }] }),
});

let t: TestApp;
let buyer: string;
beforeAll(async () => {
  t = await createTestApp({ extraActions: [secretList] });
  buyer = await t.login('buyer');
  // Values that a spreadsheet would take for formulas, and one that only looks like a number.
  await t.database.db.execute(
    sql`insert into base_lookup_types (lookup_type, meaning) values ('TEST_FORMULA', '公式测试')`,
  );
  await t.database.db.execute(sql`
    insert into base_lookup_values (lookup_type_id, lookup_type, lookup_code, meaning, seq_num)
    select id, 'TEST_FORMULA', v.code, v.meaning, v.seq from base_lookup_types,
      (values ('F1', '=1+2', 1), ('F2', '+SUM(A1:A2)', 2), ('F3', '-2+3', 3), ('F4', '@cmd', 4),
              ('F5', E'\\tTAB', 5), ('F6', '-12.50', 6), ('F7', 'a "quoted", text', 7)) as v(code, meaning, seq)
    where lookup_type = 'TEST_FORMULA'`);
});
afterAll(async () => t?.close());

const columns = [
  { key: 'lookupCode', title: '编码' },
  { key: 'meaning', title: '含义' },
  { key: 'seqNum', title: '排序' },
];
const docStatus = { searchParams: { lookupType: 'DOC_STATUS' } };

function post(path: string, body: unknown, options: { certificate?: string | null; lang?: 'CN' | 'EN' } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const certificate = options.certificate === undefined ? buyer : options.certificate;
  if (certificate) headers.certificate = certificate;
  if (options.lang) headers['SAAF-Language'] = options.lang;
  return t.app.inject({ method: 'POST', url: path, headers, payload: JSON.stringify(body) });
}

/** The sheets of an xlsx as arrays of row values (header first), read back with exceljs. */
async function readXlsx(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb.worksheets.map((ws) => {
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: ws.name, rows };
  });
}

describe('exportExcel', () => {
  it('streams the lookup values of a type as xlsx: header from the titles, one row per value', async () => {
    const res = await post(EXPORT, {
      requestUrl: `${LIST}?pageRows=500000&pageIndex=1`,
      requestParams: JSON.stringify(docStatus),
      columns: JSON.stringify(columns),
      fileName: '单据状态',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('单据状态.xlsx')}`,
    );
    const sheets = await readXlsx(res.rawPayload);
    expect(sheets).toHaveLength(1);
    const [header, ...data] = sheets[0].rows;
    expect(header).toEqual(['编码', '含义', '排序']);
    expect(data.map((r) => r[0])).toEqual(DOC_CODES);
    expect(data[0]).toEqual(['DRAFT', '草稿', expect.any(Number)]);
  });

  it('takes arrays as well as JSON strings, shows lookup meanings and displayKey values, in the request language', async () => {
    const res = await post(
      EXPORT,
      {
        requestUrl: LIST,
        requestParams: docStatus,
        columns: [
          { key: 'lookupCode', title: 'Status', lookupType: 'DOC_STATUS' },
          { key: 'lookupCode', title: 'Meaning', displayKey: 'meaning' },
          { key: 'enabledFlag', title: 'Enabled', lookupType: 'YES_NO', width: 140 },
        ],
        fileName: 'status',
      },
      { lang: 'EN' },
    );
    expect(res.statusCode).toBe(200);
    const [sheet] = await readXlsx(res.rawPayload);
    expect(sheet.rows[0]).toEqual(['Status', 'Meaning', 'Enabled']);
    expect(sheet.rows[1]).toEqual(['Draft', 'Draft', 'Yes']);
    expect(sheet.rows).toHaveLength(DOC_CODES.length + 1);
  });

  it('starts a new sheet every sheetMaxRow rows, the header row counted, each sheet with the header', async () => {
    const res = await post(EXPORT, { requestUrl: LIST, requestParams: docStatus, columns, sheetMaxRow: 4 });
    expect(res.statusCode).toBe(200);
    const sheets = await readXlsx(res.rawPayload);
    expect(sheets.map((s) => s.rows.length)).toEqual(SHEETS_OF_4);
    for (const s of sheets) expect(s.rows[0]).toEqual(['编码', '含义', '排序']);
    expect(sheets.flatMap((s) => s.rows.slice(1).map((r) => r[0]))).toEqual(DOC_CODES);
    expect(new Set(sheets.map((s) => s.name)).size).toBe(SHEETS_OF_4.length);
  });

  it("writes the same workbook with exceljs's streaming writer (the engine the benchmark compares)", async () => {
    const saved = EXPORT_DEFAULTS.engine;
    EXPORT_DEFAULTS.engine = 'exceljs';
    try {
      const res = await post(EXPORT, { requestUrl: LIST, requestParams: docStatus, columns, sheetMaxRow: 4 });
      expect(res.statusCode).toBe(200);
      const sheets = await readXlsx(res.rawPayload);
      expect(sheets.map((s) => s.rows.length)).toEqual(SHEETS_OF_4);
      expect(sheets.flatMap((s) => s.rows.slice(1).map((r) => r[0]))).toEqual(DOC_CODES);
    } finally {
      EXPORT_DEFAULTS.engine = saved;
    }
  });

  it('honours pageRows and pageIndex of the requestUrl, paging the list internally in smaller steps', async () => {
    const saved = EXPORT_DEFAULTS.pageRows;
    EXPORT_DEFAULTS.pageRows = 3;
    try {
      // Page 2 of 7 rows (rows 8 on), read in internal pages of 3 starting mid-page.
      const res = await post(EXPORT, {
        requestUrl: `${LIST}?pageRows=7&pageIndex=2`,
        requestParams: docStatus,
        columns,
      });
      const [sheet] = await readXlsx(res.rawPayload);
      expect(sheet.rows.slice(1).map((r) => r[0])).toEqual(DOC_CODES.slice(7, 14));
      // The first 5 rows only.
      const first = await post(EXPORT, { requestUrl: `${LIST}?pageRows=5`, requestParams: docStatus, columns });
      const [firstSheet] = await readXlsx(first.rawPayload);
      expect(firstSheet.rows.slice(1).map((r) => r[0])).toEqual(DOC_CODES.slice(0, 5));
    } finally {
      EXPORT_DEFAULTS.pageRows = saved;
    }
  });

  it('neutralises text a spreadsheet would read as a formula, in xlsx and csv', async () => {
    const body = {
      requestUrl: LIST,
      requestParams: { searchParams: { lookupType: 'TEST_FORMULA' } },
      columns: [{ key: 'meaning', title: '=HEADER()' }],
    };
    const expected = ["'=1+2", "'+SUM(A1:A2)", "'-2+3", "'@cmd", "'\tTAB", '-12.50', 'a "quoted", text'];
    const xlsx = await post(EXPORT, body);
    const [sheet] = await readXlsx(xlsx.rawPayload);
    expect(sheet.rows.map((r) => r[0])).toEqual(["'=HEADER()", ...expected]);

    const csv = await post(EXPORT_CSV, body);
    expect(csv.body.split('\r\n')).toEqual([
      "\uFEFF'=HEADER()",
      "'=1+2",
      "'+SUM(A1:A2)",
      "'-2+3",
      "'@cmd",
      "'\tTAB",
      '-12.50',
      '"a ""quoted"", text"',
      '',
    ]);
  });

  it('answers spec §8 messages, in CN and EN, when requestUrl or columns are empty', async () => {
    const noUrl = await post(EXPORT, { requestUrl: '', columns });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json()).toMatchObject({ status: 'E', msg: '请求数据链接不能为空' });
    const noUrlEn = await post(EXPORT, { columns }, { lang: 'EN' });
    expect(noUrlEn.json()).toMatchObject({ status: 'E', msg: 'The request data link cannot be empty' });

    const noColumns = await post(EXPORT, { requestUrl: LIST, columns: '[]' });
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json()).toMatchObject({ status: 'E', msg: '导出字段列表不能为空' });
    const noColumnsEn = await post(EXPORT, { requestUrl: LIST }, { lang: 'EN' });
    expect(noColumnsEn.json()).toMatchObject({ status: 'E', msg: 'The export field list cannot be empty' });

    const bad = await post(EXPORT, { requestUrl: LIST, columns: [{ title: 'no key' }] }, { lang: 'EN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe('E');
  });

  it('answers 404 for a requestUrl that names no list call', async () => {
    for (const requestUrl of [
      '/api/baseServer/v1/noSuchRestful/listByPage',
      '/api/baseServer/v1/baseLoginRestful/logout',
      '/api/baseServer/v1/baseLookupValuesRestful/findByTypes',
    ]) {
      const res = await post(EXPORT, { requestUrl, columns });
      expect(res.statusCode, requestUrl).toBe(404);
      expect(res.json()).toMatchObject({ status: 'E', data: null });
    }
    // The client's other spellings of the same list call are understood.
    for (const requestUrl of [
      'baseServer/v1/baseLookupValuesRestful/listByPage',
      'http://srm.example.com/srm/api/baseServer/v1/baseLookupValuesRestful/listByPage?pageRows=2',
    ]) {
      const res = await post(EXPORT, { requestUrl, requestParams: docStatus, columns });
      expect(res.statusCode, requestUrl).toBe(200);
    }
  });

  it("obeys the list's own rule: the same status as calling the list, and 401 without a session", async () => {
    const direct = await t.call(SECRET_LIST, {}, { certificate: buyer });
    expect(direct.statusCode).toBe(403);
    const res = await post(EXPORT, { requestUrl: SECRET_LIST, columns: [{ key: 'a', title: 'A' }] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'E', msg: direct.body.msg });
    // The administrator passes every resource check: the same export works for them.
    const admin = await t.login('admin');
    const allowed = await post(
      EXPORT,
      { requestUrl: SECRET_LIST, columns: [{ key: 'a', title: 'A' }] },
      { certificate: admin },
    );
    expect(allowed.statusCode).toBe(200);

    const anonymous = await post(EXPORT, { requestUrl: LIST, columns }, { certificate: null });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe('E');
  });

  it('checks the list body as the list does (400 with its message)', async () => {
    const res = await post(EXPORT, {
      requestUrl: LIST,
      requestParams: { searchParams: { enabledFlag: 'X' } },
      columns,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/enabledFlag/);
  });
});

describe('exportCsv and exportPlain', () => {
  it('writes CSV in UTF-8 with a BOM, CRLF, the same header and rows', async () => {
    const res = await post(EXPORT_CSV, { requestUrl: LIST, requestParams: docStatus, columns, fileName: '状态.xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('状态.csv')}`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('编码,含义,排序');
    expect(lines[1]).toMatch(/^DRAFT,草稿,\d+$/);
    // The header, each status, the empty line after the last CRLF.
    expect(lines).toHaveLength(DOC_CODES.length + 2);
  });

  it('stops the plain export at 50 000 rows and the full one at the list’s pageRows', async () => {
    await t.database.db.execute(
      sql`insert into base_lookup_types (lookup_type, meaning) values ('TEST_BIG', '大值集')`,
    );
    await t.database.db.execute(sql`
      insert into base_lookup_values (lookup_type_id, lookup_type, lookup_code, meaning, seq_num)
      select lt.id, 'TEST_BIG', 'C' || v, '值 ' || v, v
      from base_lookup_types lt cross join generate_series(1, 50003) v where lt.lookup_type = 'TEST_BIG'`);
    const body = {
      requestUrl: `${LIST}?pageRows=500000&pageIndex=1`,
      requestParams: { searchParams: { lookupType: 'TEST_BIG' } },
      columns: [{ key: 'lookupCode', title: 'code' }],
    };
    const plain = await post(EXPORT_PLAIN, body);
    expect(plain.statusCode).toBe(200);
    const csv = await post(EXPORT_CSV, body);
    const csvLines = csv.body.split('\r\n').filter(Boolean);
    expect(csvLines).toHaveLength(50_004);
    const [sheet] = await readXlsx(plain.rawPayload);
    expect(sheet.rows).toHaveLength(50_001);
    expect(sheet.rows.at(-1)).toEqual(['C50000']);
  }, 120_000);

  it('answers 429 when the export slots are taken, and frees its slot when the client goes away', async () => {
    const held = Array.from({ length: MAX_CONCURRENT_EXCEL_JOBS }, () => acquireExcelSlot());
    const busy = await post(EXPORT, { requestUrl: LIST, requestParams: docStatus, columns }, { lang: 'EN' });
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({
      status: 'E',
      msg: 'Too many exports and imports are running, please try again shortly',
    });
    for (const release of held) release();

    // A download of 50 000 rows abandoned after its first bytes.
    const user = await findSessionUser(t.database.db, buyer, 60);
    const stream = await startExport(
      t.app,
      { user, lang: 'CN', deps: { db: t.database.db } as any, req: { log: t.app.log } as any, reply: {} as any },
      {
        requestUrl: LIST,
        requestParams: { searchParams: { lookupType: 'TEST_BIG' } },
        columns: [{ key: 'lookupCode', title: 'code' }],
        sheetMaxRow: 500_001,
      },
      { format: 'xlsx', maxRows: 500_000, pageRows: 1000 },
    );
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    await expect
      .poll(
        () => {
          const taken: (() => void)[] = [];
          try {
            for (let i = 0; i < MAX_CONCURRENT_EXCEL_JOBS; i++) taken.push(acquireExcelSlot());
            return true;
          } catch {
            return false;
          } finally {
            for (const release of taken) release();
          }
        },
        { timeout: 10_000 },
      )
      .toBe(true);
  });

  it('offers the named variants of spec §7 as the same service', async () => {
    for (const action of ['exportSupplierInfoExcel', 'bidGlanceExport', 'bidExport', 'customExport']) {
      const res = await post(`/api/exportServer/v1/exportRestful/${action}`, {
        requestUrl: LIST,
        requestParams: docStatus,
        columns,
      });
      expect(res.statusCode, action).toBe(200);
      const [sheet] = await readXlsx(res.rawPayload);
      expect(sheet.rows).toHaveLength(DOC_CODES.length + 1);
    }
  });
});
