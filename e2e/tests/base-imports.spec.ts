import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { shot } from '../support/shots.ts';
import { expectToast } from '../support/toasts.ts';

/*
 * The buyer imports bank branches from Excel on the Branches tab: a refused file lists the row and the
 * column, a corrected one is imported and the new branches (and their new bank) appear in the list.
 */

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());

/** Console errors and React/antd warnings; the browser's line about the provoked 400 passes. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (/Failed to load resource: the server responded with a status of 400/.test(text)) return;
    if (m.type() === 'error' || (m.type() === 'warning' && /antd|React|Warning/.test(text))) problems.push(text);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

const shotOf = (page: Page, name: string) => shot(page, { path: test.info().outputPath(`${name}.png`) });

test('the buyer imports bank branches and finds them in the list', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${server.url}/login`);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('SRM_lang', 'EN');
  });
  await loginAs(page, server.url, 'buyer');
  await openMenu(page, 'BASE_BANK', 'BASE_DATA');
  await page.getByTestId('screen-bank-tabs').getByRole('tab', { name: 'Branches' }).click();
  const screen = page.getByTestId('screen-bank-branch');

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('branches');
  sheet.addRow(['Bank code', 'Bank name', 'CNAPS code', 'Branch name', 'District code', 'Enabled']);
  sheet.addRow(['E2E_CMB', 'China Merchants Bank', '308584000013', 'CMB Shenzhen Branch', '440305', 'Y']);
  sheet.addRow(['E2E_CMB', 'China Merchants Bank', '3082900030', 'CMB Shanghai Branch', '310101', 'Y']);
  const bad = test.info().outputPath('bad.xlsx');
  await workbook.xlsx.writeFile(bad);

  await screen.getByTestId('toolbar-button-import').click();
  const importer = page.getByTestId('bank-branch-import');
  await expect(page.getByTestId('bank-branch-import-hint')).toContainText('added or updated by CNAPS code');
  await importer.locator('input[type=file]').setInputFiles(bad);
  await page.getByTestId('bank-branch-import-ok').click();
  const errors = page.getByTestId('bank-branch-import-errors');
  await expect(errors).toContainText('Row 3: CNAPS code: The CNAPS code must be 12 digits');
  await shotOf(page, 'branch-import-refused-en');

  sheet.getRow(3).getCell(3).value = '308290003020';
  const good = test.info().outputPath('good.xlsx');
  await workbook.xlsx.writeFile(good);
  await importer.locator('.ant-upload-list-item').hover();
  await importer.locator('.ant-upload-list-item button').click();
  await importer.locator('input[type=file]').setInputFiles(good);
  await page.getByTestId('bank-branch-import-ok').click();
  await expect(importer).toBeHidden();
  await expectToast(page, '2 rows imported');

  await screen.getByTestId('bank-branch-keyword').fill('CMB');
  await screen.getByTestId('bank-branch-search').click();
  const rows = screen.locator('tr[data-row-key]');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('308290003020');
  await expect(rows.nth(0)).toContainText('上海市/黄浦区');
  await expect(rows.nth(1)).toContainText('CMB Shenzhen Branch');
  await expect(rows.nth(1)).toContainText('China Merchants Bank');
  await shotOf(page, 'branches-imported-en');
  expect(problems).toEqual([]);
});
