import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { type Api, apiOf } from '../support/api.ts';
import { openMenu } from '../support/menu.ts';
import { inDays } from '../support/purchase.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { openAs } from '../support/sessions.ts';
import { receivedGoods, statementOfToday } from '../support/settlement.ts';
import { shot } from '../support/shots.ts';
import { acknowledgeQualificationWarning } from '../support/sourcing.ts';

// Issue 18 item 4, "the supplier enters or imports VAT invoices", as supplier1 in English: an agreed statement
// prepared through the API; on My invoices the supplier downloads the import template, uploads a file with a tax
// rate the statement does not hold (refused: the row and column named, nothing created), then the right file;
// the registration is in the list and stored exactly as the file said.

const SHOTS = '/tmp/settlement-invoice-import-shots';
const INVOICE = '/api/srmServer/v1/srmSettleInvoiceRestful';

let server: TestServer;
let api: Api;
const certs: Record<string, string> = {};
let statement: { statementId: number; statementNumber: string; totalAmount: string; totalTax: string };

test.beforeAll(async () => {
  server = await startServer();
  api = apiOf(server.url);
  for (const name of ['buyer', 'approver', 'supplier1']) certs[name] = await api.certificateOf(name);
  const goods = await receivedGoods(api, certs, 'E2E 发票导入', ['10']);
  statement = await statementOfToday(api, certs, goods, 'agreed');
});
test.afterAll(async () => server?.stop());

/** The file as the supplier fills the template in: the header row as downloaded, then its rows. */
async function fileOf(header: unknown[], rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of [header, ...rows]) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, file: Buffer, name: string) {
  const dialog = page.getByTestId('invoice-import');
  await dialog.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await page.getByTestId('invoice-import-ok').click();
}

test('supplier1 imports an invoice registration from the template, after a refused file', async ({
  browser,
}, testInfo) => {
  // The refused file answers 400: the browser logs that refusal itself.
  const { page, problems } = await openAs(browser, server.url, 'supplier1', { lang: 'EN', expected: /status of 400/ });
  await acknowledgeQualificationWarning(page);
  await openMenu(page, 'SUP_INVOICE', 'SUP_COLLAB');
  const list = page.locator('[data-testid="screen-invoice-list"]:visible');
  await list.getByTestId('toolbar-button-import').click();
  const dialog = page.getByTestId('invoice-import');
  await expect(dialog).toBeVisible();

  // The template names the group, the statement and each tax invoice's columns; the required ones starred.
  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('invoice-import-template').click();
  const templatePath = testInfo.outputPath('template.xlsx');
  await (await downloading).saveAs(templatePath);
  const template = new ExcelJS.Workbook();
  await template.xlsx.readFile(templatePath);
  const header = (template.worksheets[0].getRow(1).values as unknown[]).slice(1);
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
  const number = String(70_000_000 + (Date.now() % 10_000_000));
  const row = (rate: number) => [
    'A',
    statement.statementNumber,
    'Imported from our ERP',
    '3100231130',
    number,
    inDays(0),
    rate,
    Number(statement.totalAmount),
    Number(statement.totalTax),
  ];

  // A rate the statement does not hold: refused, the row and the column named, nothing created.
  const before = await api.call(certs.supplier1, `${INVOICE}/listByPage`, {
    searchParams: {},
    pageIndex: 1,
    pageRows: 100,
  });
  await upload(page, await fileOf(header, [row(6)]), 'invoices-wrong.xlsx');
  const refused = page.getByTestId('invoice-import-errors');
  await expect(refused).toContainText('nothing was imported');
  await expect(refused.locator('tbody tr', { hasText: 'Tax rate (%)' })).toContainText('2');
  await shot(page, { path: `${SHOTS}/refused-en.png` });
  expect(
    await api.call(certs.supplier1, `${INVOICE}/listByPage`, { searchParams: {}, pageIndex: 1, pageRows: 100 }),
  ).toHaveLength(before.length);

  // The right file: one registration with its tax invoice.
  await dialog.locator('.ant-upload-list-item .anticon-delete, .ant-upload-list-item button').first().click();
  await upload(page, await fileOf(header, [row(13)]), 'invoices.xlsx');
  await expect(page.getByTestId('invoice-import-done')).toContainText('Imported: 1 document(s) with 1 line(s)');
  await shot(page, { path: `${SHOTS}/imported-en.png` });
  await page.getByTestId('invoice-import-ok').click();
  await expect(dialog).toBeHidden();
  const rowShown = list.locator('tr.ant-table-row', { hasText: statement.statementNumber });
  await expect(rowShown).toContainText('Draft');

  // Stored as the file said, matched against the statement.
  const [stored] = await api.call(certs.supplier1, `${INVOICE}/listByPage`, {
    searchParams: {},
    pageIndex: 1,
    pageRows: 100,
  });
  const doc = await api.call(certs.supplier1, `${INVOICE}/findById`, { invoiceId: stored.invoiceId });
  expect(doc).toMatchObject({ statementId: statement.statementId, remark: 'Imported from our ERP', matched: true });
  expect(doc.lines).toHaveLength(1);
  expect(doc.lines[0]).toMatchObject({ invoiceCode: '3100231130', invoiceNumber: number, invoiceDate: inDays(0) });
  expect([doc.lines[0].amount, doc.lines[0].taxAmount].map(Number)).toEqual([
    Number(statement.totalAmount),
    Number(statement.totalTax),
  ]);
  expect(problems).toEqual([]);
});
