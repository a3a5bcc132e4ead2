import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { uploadXlsx, xlsxOf } from '../../testing/xlsxUpload.ts';

/*
 * The import a declared master list gets from its import button (declaredImport.ts), on banks: the
 * template's columns are the declared fields, a file with a bad row writes nothing and names row and
 * column, a good one adds new codes and updates existing ones, and only holders of the button may import.
 */

const BANKS = '/api/baseServer/v1/baseBankRestful';

let t: TestApp;
let buyer: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('buyer');
}, 240_000);
afterAll(async () => t?.close());

const xlsx = xlsxOf;
const upload = (content: Buffer, certificate: string) => uploadXlsx(t, `${BANKS}/doImport`, content, certificate);

const banks = async (keyword: string) =>
  (await t.call(`${BANKS}/listByPage`, { searchParams: { keyword } }, { certificate: buyer })).body.data;

describe('the import of a declared master list', () => {
  it('offers a template whose columns are the declared fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${BANKS}/importTemplate`,
      headers: { certificate: buyer, 'SAAF-Language': 'EN' },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header.map(String)).toEqual(['*Bank code', '*Bank name', 'English name', 'Enabled']);
  });

  it('writes nothing from a file with a bad row, then adds and updates by code', async () => {
    const header = ['Bank code', 'Bank name', 'English name', 'Enabled'];
    const bad = await upload(
      await xlsx([
        header,
        ['E2E_NEW', '新银行', 'New bank', 'Y'],
        ['bad code', '坏编码', '', ''],
        ['E2E_NEW', '重复', '', ''],
        ['E2E_OTHER', '', '', 'X'],
      ]),
      buyer,
    );
    expect(bad.statusCode).toBe(400);
    const rows = bad.body.data.errors.map((e: { rowNumber: number }) => e.rowNumber);
    expect([...new Set(rows)]).toEqual([3, 4, 5]);
    expect(JSON.stringify(bad.body.data.errors)).toContain('Bank code');
    expect(await banks('E2E_NEW')).toEqual([]);

    const good = await upload(
      await xlsx([header, ['E2E_NEW', '新银行', 'New bank', ''], ['ICBC', '中国工商银行', 'ICBC renamed', 'N']]),
      buyer,
    );
    expect(good.statusCode, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data).toEqual({ count: 2 });
    expect(await banks('E2E_NEW')).toEqual([
      expect.objectContaining({ bankName: '新银行', bankNameEn: 'New bank', enabledFlag: 'Y', version: 0 }),
    ]);
    const [icbc] = await banks('ICBC');
    expect(icbc).toMatchObject({ bankNameEn: 'ICBC renamed', enabledFlag: 'N' });
    expect(icbc.version).toBeGreaterThan(0);
  });

  it('refuses a supplier user and an internal user without the button', async () => {
    for (const user of ['supplier1', 'approver']) {
      const res = await upload(
        await xlsx([
          ['Bank code', 'Bank name'],
          ['X1', 'x'],
        ]),
        await t.login(user),
      );
      expect(res.statusCode).toBe(403);
    }
  });
});
