import ExcelJS from 'exceljs';
import { watchConsole } from '../support/console.ts';
import { loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { shot } from '../support/shots.ts';
import { expect, test } from '../support/test.ts';
import { expectToast } from '../support/toasts.ts';

/*
 * The one import dialog refuses, before anything is uploaded, a file the server would refuse anyway: one
 * that is not an .xlsx, or one over the 20 MB limit. The user is told why in their language and the file
 * is not taken; an .xlsx under the limit is. (Imports themselves: base-imports, master-lists, lookups,
 * requisition-import-print. Nothing is imported here: the worker's server is shared.)
 */

test('the import dialog takes only an .xlsx of at most 20 MB, saying why it refuses one', async ({ page, server }) => {
  const problems = watchConsole(page);
  await page.goto(`${server.url}/login`);
  await page.evaluate(() => localStorage.setItem('SRM_lang', 'EN'));
  await loginAs(page, server.url, 'buyer');
  await openMenu(page, 'BASE_BANK', 'BASE_DATA');
  await page.locator('[data-testid="screen-bank"]:visible').getByTestId('toolbar-button-import').click();
  const dialog = page.getByTestId('bank-import');
  await expect(dialog).toContainText('.xlsx only, at most 20 MB');
  const input = dialog.locator('input[type=file]');
  const files = dialog.locator('.ant-upload-list-item');
  const ok = page.getByTestId('bank-import-ok');

  await input.setInputFiles({ name: 'banks.csv', mimeType: 'text/csv', buffer: Buffer.from('code,name\nX,Y\n') });
  await expectToast(page, 'Only .xlsx files can be imported (banks.csv is not one)');
  await expect(files).toHaveCount(0);
  await expect(ok).toBeDisabled();

  const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x20);
  await input.setInputFiles({
    name: 'big.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: big,
  });
  await expectToast(page, 'big.xlsx is larger than 20 MB and cannot be imported');
  await expect(files).toHaveCount(0);
  await expect(ok).toBeDisabled();
  await shot(page, { path: test.info().outputPath('import-dialog-refused-en.png') });

  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('banks').addRow(['Bank code', 'Bank name']);
  const good = Buffer.from(await workbook.xlsx.writeBuffer());
  await input.setInputFiles({
    name: 'banks.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: good,
  });
  await expect(files).toHaveCount(1);
  await expect(files).toContainText('banks.xlsx');
  await expect(ok).toBeEnabled();
  expect(problems).toEqual([]);
});
