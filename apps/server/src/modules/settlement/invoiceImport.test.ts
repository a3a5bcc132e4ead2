import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadXlsx, xlsxOf } from '../../testing/xlsxUpload.ts';
import { createDeliveryKit, type DeliveryKit } from '../purchase/delivery/deliveryTestKit.ts';
import { agreedStatement } from './settlementTestKit.ts';

// Issue 18 item 4, "the supplier enters or imports VAT invoices": registrations with their tax invoices from an
// xlsx, by the statement's supplier only, all or none, checked as a save is; another supplier's statement is
// "not found" like a number that does not exist.

const INVOICE = '/api/srmServer/v1/srmSettleInvoiceRestful';
let k: DeliveryKit;
beforeAll(async () => {
  k = await createDeliveryKit();
}, 120_000);
afterAll(async () => k?.t.close());

/** The template's header row as the supplier downloads it, in English. */
async function templateHeader(cert: string) {
  const res = await k.t.app.inject({
    method: 'POST',
    url: `${INVOICE}/importTemplate`,
    headers: { certificate: cert, 'SAAF-Language': 'EN' },
    payload: {},
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return (wb.worksheets[0].getRow(1).values as unknown[]).slice(1).map(String);
}

/** A file of the template's columns: each row an object by column title (without the star of a required one). */
function fileOf(header: string[], rows: Record<string, unknown>[]) {
  return xlsxOf([header, ...rows.map((r) => header.map((title) => r[title.replace(/^\*/, '')] ?? null))]);
}

const mine = async (cert: string) =>
  (await k.call(`${INVOICE}/listByPage`, { searchParams: {}, pageIndex: 1, pageRows: 50 }, cert)).body.data as {
    invoiceId: number;
    statementNumber: string;
  }[];

describe('the invoice import', () => {
  it('creates its supplier’s registrations from a file, all or none, and no one else’s', async () => {
    // 10 × 12.5 at 13 % = 125.00 + 16.25; 4 × 25 at 9 % = 100.00 + 9.00
    const statement = await agreedStatement(k, '2034-03-15', [
      { quantity: '10', price: '12.5', taxRate: '13' },
      { quantity: '4', price: '25', taxRate: '9' },
    ]);
    const header = await templateHeader(k.cert.supplier1);
    // Required columns are starred.
    expect(header).toEqual([
      '*Document ref.',
      '*Statement',
      'Remark',
      'Invoice code',
      '*Invoice number',
      '*Invoice date',
      '*Tax rate (%)',
      '*Amount without tax',
      '*Tax',
    ]);
    const row = (number: string, rate: string, amount: string, tax: string) => ({
      'Document ref.': 'A',
      Statement: statement.statementNumber,
      Remark: 'March goods',
      'Invoice code': '3100231130',
      'Invoice number': number,
      'Invoice date': '2034-04-01',
      'Tax rate (%)': rate,
      'Amount without tax': amount,
      Tax: tax,
    });
    const good = await fileOf(header, [
      row('07700001', '13', '125.00', '16.25'),
      row('07700002', '9', '100.00', '9.00'),
    ]);

    // Only a supplier imports its invoices: a buyer (even an administrator) is refused, template and file.
    for (const cert of [k.cert.buyer, await k.t.login('admin')]) {
      expect((await uploadXlsx(k.t, `${INVOICE}/doImport`, good, cert)).statusCode).toBe(403);
    }
    // supplier2 names supplier1's statement: not found, as if it did not exist; nothing created.
    const before2 = (await mine(k.supplier2)).length;
    const foreign = await uploadXlsx(k.t, `${INVOICE}/doImport`, good, k.supplier2);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.data.errors).toEqual([
      { rowNumber: 2, column: 'Statement', message: `Statement: No record has the code ${statement.statementNumber}` },
    ]);
    expect(await mine(k.supplier2)).toHaveLength(before2);

    // One row wrong (an 8-digit number without its code, a rate the statement does not hold): all refused.
    const before1 = (await mine(k.cert.supplier1)).length;
    const bad = await uploadXlsx(
      k.t,
      `${INVOICE}/doImport`,
      await fileOf(header, [
        row('07700001', '13', '125.00', '16.25'),
        { ...row('07700002', '6', '100.00', '9.00'), 'Invoice code': '' },
      ]),
      k.cert.supplier1,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.errors.map((e: { rowNumber: number; column: string }) => [e.rowNumber, e.column])).toEqual([
      [3, 'Invoice code'],
      [3, 'Tax rate (%)'],
    ]);
    expect(await mine(k.cert.supplier1)).toHaveLength(before1);

    // The right file: one registration of two tax invoices, a draft, matched, exactly what the file said.
    const ok = await uploadXlsx(k.t, `${INVOICE}/doImport`, good, k.cert.supplier1);
    expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ documents: 1, lines: 2 });
    const [invoiceId] = ok.body.data.ids;
    const doc = (await k.call(`${INVOICE}/findById`, { invoiceId }, k.cert.supplier1)).body.data;
    expect(doc).toMatchObject({
      status: 'DRAFT',
      statementId: statement.statementId,
      statementNumber: statement.statementNumber,
      remark: 'March goods',
      matched: true,
    });
    expect(Number(doc.totalWithTax)).toBe(250.25);
    expect(
      doc.lines.map((l: Record<string, string>) => [
        l.invoiceNumber,
        l.invoiceDate,
        Number(l.taxRate),
        Number(l.amount),
      ]),
    ).toEqual([
      ['07700001', '2034-04-01', 13, 125],
      ['07700002', '2034-04-01', 9, 100],
    ]);
    // The same file again: the statement has its registration and the tax invoices are registered.
    const again = await uploadXlsx(k.t, `${INVOICE}/doImport`, good, k.cert.supplier1);
    expect(again.statusCode).toBe(400);
    expect(again.body.data.errors.map((e: { column: string }) => e.column)).toContain('Statement');
    expect(again.body.data.errors.map((e: { column: string }) => e.column)).toContain('Invoice number');
  });
});
