import { Readable } from 'node:stream';
import { DOC_STATUS } from '@srm/core';
import { ZipArchive } from 'archiver';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportColumn, parseXlsxRows } from '../../platform/excel/importXlsx.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { xlsxOf } from '../../testing/xlsxUpload.ts';

const IMPORT = '/api/baseServer/v1/baseLookupValuesRestful/doImport';
const TEMPLATE = '/api/baseServer/v1/baseLookupValuesRestful/importTemplate';
const REPORT = '/api/exportServer/v1/importRestful/downloadReport';
const LIST = '/api/baseServer/v1/baseLookupValuesRestful/listByPage';
const EXPORT = '/api/exportServer/v1/exportRestful/exportExcel';

let t: TestApp;
let admin: string;
let approver: string;
let buyer: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // The demo grants the import button on the lookups page to the administrator only: grant it to the
  // approver's responsibility too, on a page the approver holds.
  await db.execute(sql`insert into base_menu_resource (menu_id, resource_code, resource_name, resource_name_en)
    select id, 'btnImportLookup', '导入', 'Import' from base_menu where menu_code = 'MY_ACCOUNT'`);
  await db.execute(sql`insert into base_resp_resource (responsibility_id, resource_id)
    select r.id, m.id from base_responsibility r, base_menu_resource m
    where r.responsibility_code in ('SYS_ADMIN', 'PUR_APPROVER') and m.resource_code = 'btnImportLookup'
      and m.menu_id = (select id from base_menu where menu_code = 'MY_ACCOUNT')`);
  await db.execute(sql`insert into base_lookup_types (lookup_type, meaning) values ('TEST_IMPORT', '导入测试')`);
  admin = await t.login('admin');
  approver = await t.login('approver');
  buyer = await t.login('buyer');
});
afterAll(async () => t?.close());

const xlsx = xlsxOf;

async function zip(entries: [name: string, content: Buffer | string][], level = 9): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level } });
  const chunks: Buffer[] = [];
  archive.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => archive.on('end', resolve));
  for (const [name, content] of entries) archive.append(content, { name });
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = '----srmtest7f3a';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function importFile(
  content: Buffer,
  options: { certificate?: string; lookupType?: string; lang?: 'CN' | 'EN'; name?: string } = {},
) {
  const body = multipart(
    { lookupType: options.lookupType ?? 'TEST_IMPORT' },
    { name: options.name ?? 'values.xlsx', content },
  );
  const headers: Record<string, string> = { 'content-type': body.contentType };
  const certificate = options.certificate ?? admin;
  if (certificate) headers.certificate = certificate;
  if (options.lang) headers['SAAF-Language'] = options.lang;
  const res = await t.app.inject({ method: 'POST', url: IMPORT, headers, payload: body.payload });
  return { statusCode: res.statusCode, body: res.json() };
}

async function valuesOf(lookupType: string) {
  const res = await t.call(LIST, { searchParams: { lookupType }, pageRows: 100 }, { certificate: admin });
  return res.body.data as { lookupCode: string; meaning: string; enabledFlag: string; seqNum: number }[];
}

async function readSheet(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const HEADER = ['编码', '含义', 'English meaning', '启用', '排序'];

describe('lookup value import', () => {
  it('offers a template whose header row names the columns, required ones marked', async () => {
    const res = await t.app.inject({ method: 'POST', url: TEMPLATE, headers: { certificate: admin }, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('值集导入模板.xlsx'));
    const rows = await readSheet(res.rawPayload);
    expect(rows).toEqual([['*编码', '*含义', '英文含义', '描述', '启用', '排序']]);
  });

  it('imports every row of a valid file in one go', async () => {
    const file = await xlsx([
      HEADER,
      ['A01', '甲', 'Alpha', 'Y', 1],
      [1002, '乙', null, 'n', 2],
      ['A03', '丙', 'Gamma', null, null],
    ]);
    const res = await importFile(file);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: 'S', msg: '成功导入 3 行', data: { count: 3 } });
    const values = await valuesOf('TEST_IMPORT');
    expect(values.map((v) => [v.lookupCode, v.meaning, v.enabledFlag, v.seqNum])).toEqual([
      ['A03', '丙', 'Y', 0],
      ['A01', '甲', 'Y', 1],
      ['1002', '乙', 'N', 2],
    ]);
  });

  it('writes nothing when one row is bad, and the report lists the bad rows', async () => {
    const file = await xlsx([
      HEADER,
      ['A01', '甲 changed', null, 'Y', 1],
      ['B02', null, null, 'Y', 2],
      ['B03', '丁', null, 'maybe', 3],
      ['A01', '重复', null, 'Y', 4],
    ]);
    const res = await importFile(file, { lang: 'EN' });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe('E');
    expect(res.body.msg).toMatch(/^3 rows did not pass the checks, so nothing was imported/);
    expect(res.body.data.errors.map((e: any) => e.rowNumber)).toEqual([3, 4, 5]);
    expect(res.body.data.errors[0].message).toMatch(/^Meaning: /);
    expect(res.body.data.errors[1].message).toMatch(/^Enabled: /);
    expect(res.body.data.errors[2].message).toBe('duplicates row 2');
    // Nothing written: not even the valid change of A01.
    const values = await valuesOf('TEST_IMPORT');
    expect(values.find((v) => v.lookupCode === 'A01')?.meaning).toBe('甲');
    expect(values.map((v) => v.lookupCode)).not.toContain('B03');

    const report = await t.app.inject({
      method: 'POST',
      url: REPORT,
      headers: { certificate: admin, 'content-type': 'application/json' },
      payload: { reportId: res.body.data.reportId },
    });
    expect(report.statusCode).toBe(200);
    const rows = await readSheet(report.rawPayload);
    expect(rows[0]).toEqual(['*Code', '*Meaning', 'English meaning', 'Description', 'Enabled', 'Sequence', 'Error']);
    expect(rows).toHaveLength(5);
    expect(rows[1][6]).toBeUndefined();
    expect(rows[2][0]).toBe('B02');
    expect(String(rows[2][6])).toMatch(/^Meaning: /);
    expect(String(rows[4][6])).toBe('duplicates row 2');

    // The report is its user's only.
    const other = await t.app.inject({
      method: 'POST',
      url: REPORT,
      headers: { certificate: approver, 'content-type': 'application/json' },
      payload: { reportId: res.body.data.reportId },
    });
    expect(other.statusCode).toBe(404);
  });

  it('needs the import button: granted responsibilities pass, the buyer gets 403, no session 401', async () => {
    const file = await xlsx([HEADER, ['P01', '审批人导入', null, 'Y', 9]]);
    const byApprover = await importFile(file, { certificate: approver });
    expect(byApprover.statusCode).toBe(200);
    expect((await valuesOf('TEST_IMPORT')).map((v) => v.lookupCode)).toContain('P01');

    const byBuyer = await importFile(file, { certificate: buyer });
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.body.status).toBe('E');
    const template = await t.app.inject({
      method: 'POST',
      url: TEMPLATE,
      headers: { certificate: buyer },
      payload: {},
    });
    expect(template.statusCode).toBe(403);

    const res = await t.app.inject({ method: 'POST', url: IMPORT, payload: multipart({}).payload });
    expect(res.statusCode).toBe(401);
  });

  it('refuses what is not an xlsx with a message that says so', async () => {
    const text = await importFile(Buffer.from('code,meaning\nA,B\n'), { lang: 'EN', name: 'values.xlsx' });
    expect(text.statusCode).toBe(400);
    expect(text.body.msg).toBe('The file is not a valid Excel (.xlsx) workbook');

    const xls = await importFile(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]));
    expect(xls.statusCode).toBe(400);
    expect(xls.body.msg).toBe('不支持旧版 .xls 文件，请另存为 .xlsx 后重新上传');

    const notWorkbook = await importFile(await zip([['readme.txt', 'hello']]));
    expect(notWorkbook.statusCode).toBe(400);
    expect(notWorkbook.body.msg).toBe('文件不是有效的 Excel（.xlsx）文件');

    const noHeader = await importFile(
      await xlsx([
        ['something', 'else'],
        ['A', 'B'],
      ]),
      { lang: 'EN' },
    );
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.body.msg).toBe('The file lacks these columns: Code, Meaning');

    const empty = await importFile(await xlsx([HEADER]), { lang: 'EN' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.msg).toBe('The file holds no data rows');

    const noType = await importFile(await xlsx([HEADER, ['X', 'Y']]), { lookupType: 'NO_SUCH_TYPE' });
    expect(noType.statusCode).toBe(404);
  });

  it('refuses a zip bomb from its central directory, before unpacking it', async () => {
    // 64 MB of zeros in the sheet part: a few dozen KB compressed, a thousandfold expansion.
    const bomb = await zip([
      ['[Content_Types].xml', '<Types/>'],
      ['xl/workbook.xml', '<workbook/>'],
      ['xl/worksheets/sheet1.xml', Buffer.alloc(64 * 1024 * 1024)],
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await importFile(bomb, { lang: 'EN' });
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe('The file expands too much or holds too many entries, so it was refused');
  });

  it('reads back a file the export wrote (round trip)', async () => {
    const exported = await t.app.inject({
      method: 'POST',
      url: EXPORT,
      headers: { certificate: admin, 'content-type': 'application/json' },
      payload: {
        requestUrl: LIST,
        requestParams: { searchParams: { lookupType: 'DOC_STATUS' } },
        columns: [
          { key: 'lookupCode', title: '编码' },
          { key: 'meaning', title: '含义' },
          { key: 'seqNum', title: '排序' },
        ],
      },
    });
    await t.database.db.execute(sql`insert into base_lookup_types (lookup_type, meaning) values ('TEST_COPY', '复制')`);
    const res = await importFile(exported.rawPayload, { lookupType: 'TEST_COPY' });
    expect(res.body).toMatchObject({ status: 'S', data: { count: Object.keys(DOC_STATUS).length } });
    expect((await valuesOf('TEST_COPY')).map((v) => v.lookupCode)).toContain('NO_CONFIRMED');
  });
});

describe('parseXlsxRows limits', () => {
  const columns: ImportColumn[] = [{ key: 'code', title: { CN: '编码', EN: 'Code' }, required: true }];

  it('refuses more rows than maxRows and a file larger than maxBytes', async () => {
    const file = await xlsx([['Code'], ['a'], ['b'], ['c']]);
    await expect(
      parseXlsxRows(Readable.from([file]), { columns, maxRows: 2, maxBytes: 1_000_000 }),
    ).rejects.toMatchObject({ statusCode: 400, key: 'excel.tooManyRows' });
    await expect(parseXlsxRows(Readable.from([file]), { columns, maxRows: 10, maxBytes: 100 })).rejects.toMatchObject({
      statusCode: 413,
      key: 'excel.fileTooLarge',
    });
    const rows = await parseXlsxRows(Readable.from([file]), { columns, maxRows: 3, maxBytes: 1_000_000 });
    expect(rows).toEqual([
      { rowNumber: 2, values: { code: 'a' } },
      { rowNumber: 3, values: { code: 'b' } },
      { rowNumber: 4, values: { code: 'c' } },
    ]);
  });

  it('refuses a file whose reading needs more memory than the worker may have', async () => {
    const file = await xlsx([['Code'], ['a']]);
    await expect(
      parseXlsxRows(Readable.from([file]), { columns, maxRows: 10, maxBytes: 1_000_000, maxWorkerMemoryMb: 1 }),
    ).rejects.toMatchObject({ statusCode: 400, key: 'excel.tooComplex' });
  });

  it('reads dates, formulas and rich text as plain values', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('S');
    ws.addRow(['Code', 'When', 'Sum', 'Rich']);
    ws.addRow([
      'x',
      new Date(Date.UTC(2024, 2, 5, 6, 7, 8)),
      { formula: '1+2', result: 3 },
      { richText: [{ text: 'a' }, { text: 'b' }] },
    ]);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const rows = await parseXlsxRows(Readable.from([file]), {
      columns: [
        ...columns,
        { key: 'when', title: { CN: '时间', EN: 'When' } },
        { key: 'sum', title: { CN: '合计', EN: 'Sum' } },
        { key: 'rich', title: { CN: '文本', EN: 'Rich' } },
      ],
      maxRows: 10,
      maxBytes: 1_000_000,
    });
    expect(rows[0].values).toEqual({ code: 'x', when: '2024-03-05 06:07:08', sum: 3, rich: 'ab' });
  });
});
