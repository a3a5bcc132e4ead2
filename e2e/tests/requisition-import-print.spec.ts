import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { watchConsole } from '../support/console.ts';
import { loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { shot } from '../support/shots.ts';

// Purchasing → Requisitions as the buyer: the Excel import of the generic document list (template,
// a good file creating two requisitions with three lines, a bad file refused with its report) and the
// generic print screen (two selected requisitions, Print records a print of each).

const SHOTS = '/tmp/shots-importprint';
let server: TestServer;

test.beforeAll(async () => {
  server = await startServer();
  fs.mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async () => server?.stop());
test.describe.configure({ mode: 'serial' });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The Chinese header row of the template (required columns marked *). */
const CN_HEADER = [
  '*单据分组',
  '*申请组织',
  '*申请部门',
  '*申请人',
  '*申请用途',
  '*币种',
  '*需求日期',
  '物料',
  '*物料描述',
  '*采购品类',
  '*数量',
  '*单位',
  '*预估单价',
  '*需求日期（申请行）',
  '建议供应商',
];

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('requisitions');
  ws.addRow(CN_HEADER);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const header = (ref: string, purpose: string) => [ref, 'OU_EAST', 'PUR', 'E0002', purpose, 'CNY', inDays(14)];

// The refused import answers 400: the browser logs that refusal itself.
const watch = (page: Page) => watchConsole(page, /status of 400/);

async function openList(page: Page) {
  await openMenu(page, 'PUR_REQUISITION', 'PURCHASING');
  const list = page.getByTestId('screen-requisition-list');
  await expect(list).toBeVisible();
  return list;
}

async function upload(page: Page, file: Buffer, name: string) {
  const dialog = page.getByTestId('requisition-import');
  await dialog.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await page.getByTestId('requisition-import-ok').click();
}

let numbers: string[] = [];

test('the buyer imports requisitions from Excel: template, a good file, a bad file', async ({ page }, testInfo) => {
  const errors = watch(page);
  await loginAs(page, server.url, 'buyer');
  const list = await openList(page);
  await list.getByTestId('toolbar-button-import').click();
  const dialog = page.getByTestId('requisition-import');
  await expect(dialog).toBeVisible();

  // The template: its header row names the group, header and line columns in Chinese.
  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('requisition-import-template').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const templatePath = testInfo.outputPath('template.xlsx');
  await download.saveAs(templatePath);
  const template = new ExcelJS.Workbook();
  await template.xlsx.readFile(templatePath);
  const cells = (template.worksheets[0].getRow(1).values as unknown[]).slice(1);
  expect(cells).toEqual(CN_HEADER);

  // A bad file: a material code that does not exist and a negative quantity; nothing is created.
  const bad = await workbook([
    [...header('X', '坏数据'), 'NO-SUCH', '不存在的物料', 'RAW_STEEL', -2, 'KG', 1, inDays(14), null],
  ]);
  await upload(page, bad, 'bad.xlsx');
  const refused = page.getByTestId('requisition-import-errors');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('未导入任何数据');
  await expect(refused.locator('tbody tr', { hasText: '物料' }).first()).toContainText('编码 NO-SUCH 不存在');
  await expect(refused.locator('tbody tr').first()).toContainText('2');
  await expect(refused.locator('tbody tr', { hasText: '数量' })).toHaveCount(1);
  await expect(page.getByTestId('requisition-import-report')).toBeVisible();
  await shot(page, { path: `${SHOTS}/import-report.png` });

  // A good file: two documents, three lines.
  const good = await workbook([
    [
      ...header('A', '导入-钢板与手套'),
      'M-STEEL-Q235-10',
      'Q235 钢板',
      'RAW_STEEL',
      12.5,
      'KG',
      4.8,
      inDays(14),
      'S000001',
    ],
    [...header('A', '导入-钢板与手套'), null, '丁腈手套', 'MRO', 3, 'BOX', 36, inDays(20), null],
    [...header('B', '导入-轴承'), 'M-MRO-BRG-6205', '轴承 6205', 'MRO', 10, 'PCS', 12, inDays(21), null],
  ]);
  await dialog.locator('.ant-upload-list-item .anticon-delete, .ant-upload-list-item button').first().click();
  await upload(page, good, 'good.xlsx');
  await expect(page.getByTestId('requisition-import-done')).toContainText('2 张单据，共 3 行');
  await page.getByTestId('requisition-import-ok').click();
  await expect(dialog).toBeHidden();

  const table = list.getByTestId('data-table');
  const imported = table.locator('tr', { hasText: '导入-' });
  await expect(imported).toHaveCount(2);
  await expect(table.locator('tr', { hasText: '坏数据' })).toHaveCount(0);
  await expect(table.locator('tr', { hasText: '导入-钢板与手套' })).toContainText('168.00');
  numbers = (await imported.locator('[data-testid^="requisition-open-"]').allInnerTexts()).map((s) => s.trim());
  expect(numbers).toHaveLength(2);
  expect(errors).toEqual([]);
});

test('the buyer prints two selected requisitions; the print count goes up', async ({ page }) => {
  const errors = watch(page);
  // window.print() would block the page: count the calls, and the sheets that are on paper at that moment.
  await page.addInitScript(() => {
    const w = window as unknown as { printCalls: number; sheetsOnPaper: number };
    w.printCalls = 0;
    window.print = () => {
      w.printCalls += 1;
      w.sheetsOnPaper = document.querySelectorAll('body > .srm-print-portal .srm-print-page').length;
    };
  });
  await loginAs(page, server.url, 'buyer');
  const list = await openList(page);

  // Print with nothing selected warns.
  await list.getByTestId('toolbar-button-print').click();
  await expect(page.getByText('请先勾选要打印的单据')).toBeVisible();

  const table = list.getByTestId('data-table');
  for (const number of numbers) {
    await table.locator('tr', { hasText: number }).locator('input[type=checkbox]').check();
  }
  await list.getByTestId('toolbar-button-print').click();
  const sheet = page.getByTestId('screen-requisition-print');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('requisition-print-sheet')).toHaveCount(2);
  for (const number of numbers)
    await expect(sheet.getByTestId('requisition-print-number').filter({ hasText: number })).toHaveCount(1);
  await expect(sheet).toContainText('Q235 钢板');
  await expect(sheet).toContainText('丁腈手套');
  await expect(sheet).toContainText('轴承 6205');
  await expect(sheet).toContainText('华东');
  await expect(sheet.getByTestId('requisition-print-count').first()).toHaveText('0');
  await shot(page, { path: `${SHOTS}/print-before.png`, fullPage: true });

  await sheet.getByTestId('requisition-print-go').click();
  await expect(sheet.getByTestId('requisition-print-count').nth(0)).toHaveText('1');
  await expect(sheet.getByTestId('requisition-print-count').nth(1)).toHaveText('1');
  const printed = await page.evaluate(() => {
    const w = window as unknown as { printCalls: number; sheetsOnPaper: number };
    return { printCalls: w.printCalls, sheetsOnPaper: w.sheetsOnPaper };
  });
  expect(printed.printCalls).toBe(1);
  expect(printed.sheetsOnPaper).toBe(2);
  // Nothing of the paper copy stays on the page once printed.
  await expect(page.locator('.srm-print-portal')).toHaveCount(0);
  await shot(page, { path: `${SHOTS}/print-screen.png`, fullPage: true });

  // On paper only the sheets, one per page: the browser's own print (beforeprint) lays them out so.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const paper = page.locator('body > .srm-print-portal');
  await expect(paper.locator('.srm-print-page')).toHaveCount(2);
  await expect(paper).toBeVisible();
  await expect(page.getByTestId('side-menu')).toBeHidden();
  await expect(sheet.getByTestId('requisition-print-go')).toBeHidden();
  await shot(page, { path: `${SHOTS}/print-media.png`, fullPage: true });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  await expect(paper).toHaveCount(0);

  // From a document's page: its Print action opens the print screen of that one document.
  await openList(page);
  await list.getByTestId(`requisition-open-${numbers[0]}`).click();
  const edit = page.getByTestId('screen-requisition-edit');
  await expect(edit).toBeVisible();
  await edit.getByTestId('requisition-action-print').click();
  await expect(page.getByTestId('requisition-print-sheet').filter({ visible: true })).toHaveCount(1);
  expect(errors).toEqual([]);
});
