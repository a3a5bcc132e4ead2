import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, inDays, type Kit, REQ } from '../../modules/purchase/testKit.ts';
import { multipartOf, xlsxOf } from '../../testing/xlsxUpload.ts';
import { MAX_IMPORT_ROWS } from './importActions.ts';

/** doImport / importTemplate of the document engine, proven on the purchase requisition. */

let k: Kit;
beforeAll(async () => {
  k = await createKit();
});
afterAll(async () => k?.t.close());

const EN_HEADER = [
  'Document ref.',
  'Requesting organisation',
  'Department',
  'Requester',
  'Purpose',
  'Currency',
  'Need-by date',
  'Material',
  'Description',
  'Purchase category',
  'Quantity',
  'Unit',
  'Estimated price',
  'Need-by date (Lines)',
  'Suggested supplier',
];

const xlsx = xlsxOf;

async function readSheet(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const multipart = (content: Buffer) => multipartOf(content, 'requisitions.xlsx');

async function importFile(content: Buffer, certificate: string, lang: 'CN' | 'EN' = 'EN') {
  const body = multipart(content);
  const res = await k.t.app.inject({
    method: 'POST',
    url: `${REQ}/doImport`,
    headers: { 'content-type': body.contentType, certificate, 'SAAF-Language': lang },
    payload: body.payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

async function requisitionCount(): Promise<number> {
  const result = (await k.t.database.db.execute(
    sql`select count(*)::int as n from srm_pur_requisition_header`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0].n);
}

const line = (ref: string, purpose: string, l: unknown[]) => [
  ref,
  'OU_EAST',
  'PUR',
  'E0002',
  purpose,
  'CNY',
  inDays(14),
  ...l,
];
const plate = ['M-STEEL-Q235-10', 'Q235 plate 10 mm', 'RAW_STEEL', 12.5, 'KG', 4.8, inDays(14), 'S000001'];
const gloves = [null, 'Nitrile gloves', 'MRO', 3, 'BOX', '36.333333', inDays(20), null];
const bearing = ['M-MRO-BRG-6205', 'Bearing 6205', null, 10, 'PCS', 12, inDays(21), null];

describe('document import (requisition)', () => {
  it('offers a template: the group column, then header and line columns by their labels', async () => {
    for (const [lang, first, purpose] of [
      ['EN', '*Document ref.', '*Purpose'],
      ['CN', '*单据分组', '*申请用途'],
    ] as const) {
      const res = await k.t.app.inject({
        method: 'POST',
        url: `${REQ}/importTemplate`,
        headers: { certificate: k.cert.buyer, 'SAAF-Language': lang },
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      const [header] = await readSheet(res.rawPayload);
      expect(header[0]).toBe(first);
      expect(header).toContain(purpose);
      if (lang === 'EN') {
        expect(header.map((h) => String(h).replace(/^\*/, ''))).toEqual(EN_HEADER);
      } else {
        expect(header).toContain('*需求日期（申请行）');
        expect(header).toContain('建议供应商');
      }
      // Read-only fields (number, line number, amounts, totals) and attachments are not imported.
      expect(header.join()).not.toMatch(/Requisition no\.|Amount|Estimated total|Attachments|申请单号|金额/);
    }
  });

  it('creates one draft per group with its lines, numbers, totals and history', async () => {
    const before = await requisitionCount();
    const file = await xlsx([
      EN_HEADER,
      line('A', 'Plates and gloves', plate),
      line('A', 'Plates and gloves', gloves),
      line('B', 'Bearings', bearing),
    ]);
    const res = await importFile(file, k.cert.buyer);
    expect(res.statusCode).toBe(200);
    expect(res.body.msg).toBe('2 document(s) with 3 line(s) imported');
    expect(res.body.data).toMatchObject({ documents: 2, lines: 3 });
    expect(await requisitionCount()).toBe(before + 2);
    const [a, b] = res.body.data.ids as number[];
    const first = (await k.call(`${REQ}/findById`, { requisitionId: a }, k.cert.buyer)).body.data;
    expect(first).toMatchObject({
      status: 'DRAFT',
      orgId: k.ids.east,
      departmentId: k.ids.purEast,
      requesterId: k.ids.buyerPerson,
      purpose: 'Plates and gloves',
      totalAmount: '169.00',
    });
    expect(first.requisitionNumber).toMatch(/^PR\d{6}\d{4}$/);
    expect(first.lines).toHaveLength(2);
    expect(first.lines[0]).toMatchObject({
      lineNumber: 1,
      materialId: k.ids.plate,
      categoryId: k.ids.steel,
      quantity: '12.5000',
      amount: '60.00',
      suggestedSupplierId: k.ids.supplier1,
    });
    expect(first.lines[1]).toMatchObject({ lineNumber: 2, categoryId: k.ids.mro, amount: '109.00' });
    const second = (await k.call(`${REQ}/findById`, { requisitionId: b }, k.cert.buyer)).body.data;
    // A line with a material and no category takes the material's category (MRO).
    expect(second).toMatchObject({ purpose: 'Bearings', totalAmount: '120.00' });
    expect(second.lines[0]).toMatchObject({ categoryId: k.ids.mro, amount: '120.00' });
    expect(Number(second.requisitionNumber.slice(-4))).toBe(Number(first.requisitionNumber.slice(-4)) + 1);
    const history = (await k.call(`${REQ}/listHistory`, { requisitionId: a }, k.cert.buyer)).body.data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['create']);
  });

  it('refuses a bad file as a whole, naming row, column and message in either language', async () => {
    const before = await requisitionCount();
    const file = await xlsx([
      EN_HEADER,
      line('A', 'Good one', plate),
      line('B', 'Bad one', ['NO-SUCH-MATERIAL', 'x', 'RAW_STEEL', -1, 'KG', 1, inDays(14), null]),
      [...line('B', 'Another purpose', gloves)],
      line('', 'No group', gloves),
    ]);
    const en = await importFile(file, k.cert.buyer, 'EN');
    expect(en.statusCode).toBe(400);
    expect(await requisitionCount()).toBe(before);
    const errors = en.body.data.errors as { rowNumber: number; column: string; message: string }[];
    expect(errors).toContainEqual({
      rowNumber: 3,
      column: 'Material',
      message: 'Material: No record has the code NO-SUCH-MATERIAL',
    });
    expect(errors.find((e) => e.rowNumber === 3 && e.column === 'Quantity')?.message).toMatch(/^Quantity: /);
    expect(errors).toContainEqual({
      rowNumber: 4,
      column: 'Purpose',
      message: 'Purpose: differs from row 3 of the same document',
    });
    expect(errors).toContainEqual({ rowNumber: 5, column: 'Document ref.', message: 'Document ref.: required' });
    expect(errors.some((e) => e.rowNumber === 2)).toBe(false);
    expect(en.body.data.reportId).toMatch(/[0-9a-f-]{36}/);

    const cn = await importFile(file, k.cert.buyer, 'CN');
    expect(cn.statusCode).toBe(400);
    const cnErrors = cn.body.data.errors as { rowNumber: number; column: string; message: string }[];
    expect(cnErrors).toContainEqual({ rowNumber: 3, column: '物料', message: '物料: 编码 NO-SUCH-MATERIAL 不存在' });
    expect(cnErrors).toContainEqual({ rowNumber: 5, column: '单据分组', message: '单据分组: 必填' });
    expect(cn.body.msg).toContain('未导入任何数据');
    expect(await requisitionCount()).toBe(before);
  });

  it('refuses references outside the caller scope (organisation, category), creating nothing', async () => {
    const before = await requisitionCount();
    const south = ['A', 'OU_SOUTH', 'PUR', 'E0002', 'South', 'CNY', inDays(14), ...plate];
    const ic = line('B', 'Chips', [null, 'MCU', 'ELEC_IC', 1, 'PCS', 2, inDays(14), null]);
    const res = await importFile(await xlsx([EN_HEADER, south, ic]), k.cert.buyer);
    expect(res.statusCode).toBe(400);
    const errors = res.body.data.errors as { rowNumber: number; column: string }[];
    expect(errors.some((e) => e.rowNumber === 2 && e.column === 'Requesting organisation')).toBe(true);
    expect(errors.some((e) => e.rowNumber === 3 && e.column === 'Purchase category')).toBe(true);
    expect(await requisitionCount()).toBe(before);
  });

  it('refuses a file over the row limit with a clear message', async () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => line(`G${i}`, 'x', plate));
    const res = await importFile(await xlsx([EN_HEADER, ...rows]), k.cert.buyer);
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe('The file has more than 5000 rows; split it and import the parts');
  });

  it('needs the import button and the menu: supplier users 403, a role without btnImport 403', async () => {
    const file = await xlsx([EN_HEADER, line('A', 'x', plate)]);
    expect((await importFile(file, k.cert.supplier1)).statusCode).toBe(403);
    const template = await k.t.app.inject({
      method: 'POST',
      url: `${REQ}/importTemplate`,
      headers: { certificate: k.cert.supplier1 },
      payload: {},
    });
    expect(template.statusCode).toBe(403);
    // Take the button away from every responsibility: the buyer, who holds the menu, is refused.
    await k.t.database.db.execute(sql`delete from base_resp_resource where resource_id in
      (select r.id from base_menu_resource r join base_menu m on m.id = r.menu_id
       where m.menu_code = 'PUR_REQUISITION' and r.resource_code = 'btnImport')`);
    expect((await importFile(file, k.cert.buyer)).statusCode).toBe(403);
  });
});
