import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openGallery } from '../support/gallery.ts';
import { loginAs } from '../support/login.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';

// The component gallery's tables as the administrator: the select dialog over the 1 200 sample
// rows, the editable table's validation, and the export of the server-paged table.

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());

const GALLERY_LIST = '**/baseGalleryRestful/listByPage';

test('the administrator selects all 1 200 items in the select dialog, cancels that, then picks two found by search', async ({
  page,
}) => {
  await loginAs(page, server.url, 'admin');
  const gallery = await openGallery(page);
  const section = gallery.getByTestId('gallery-select-dialog');
  await expect(section.getByTestId('gallery-selected-count')).toHaveAttribute('data-count', '0');

  // A slower network for the 500-row pages that select all fetches, so its progress can be seen.
  await page.route(GALLERY_LIST, async (route) => {
    if (route.request().postDataJSON()?.pageRows === 500) await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });

  await section.getByTestId('gallery-open-select-dialog').click();
  const dialog = page.getByTestId('select-dialog');
  await expect(dialog.getByRole('row').filter({ hasText: 'ITEM-0001' })).toBeVisible();
  await expect(dialog).toContainText('共 1,200 条');
  const count = dialog.getByTestId('select-dialog-count');
  await expect(count).toHaveAttribute('data-count', '0');

  // Select all: the progress shows while the pages come in, then all 1 200 are selected.
  await dialog.getByTestId('select-dialog-select-all').click();
  const progress = dialog.getByTestId('select-dialog-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText('正在获取全部数据');
  await expect(count).toHaveAttribute('data-count', '1200');
  await expect(count).toHaveText('已选 1200 条');
  await expect(progress).toHaveCount(0);
  await expect(page.getByText('已选中全部 1200 条')).toBeVisible();
  await page.unroute(GALLERY_LIST);

  // Cancel select all empties the selection.
  await dialog.getByTestId('select-dialog-cancel-all').click();
  await expect(count).toHaveAttribute('data-count', '0');

  // Search, then tick two of the rows found.
  await dialog.getByTestId('select-dialog-search').fill('ITEM-011');
  await dialog.getByTestId('select-dialog-search').press('Enter');
  await expect(dialog).toContainText('共 10 条');
  await expect(dialog.getByRole('row').filter({ hasText: 'ITEM-0119' })).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'ITEM-0001' })).toHaveCount(0);
  for (const code of ['ITEM-0110', 'ITEM-0112']) {
    await dialog
      .getByRole('row')
      .filter({ hasText: code })
      .locator('.ant-table-selection-column')
      .getByRole('checkbox')
      .check();
  }
  await expect(count).toHaveAttribute('data-count', '2');
  await dialog.getByTestId('select-dialog-confirm').click();
  await expect(dialog).toHaveCount(0);

  await expect(section.getByTestId('gallery-selected-count')).toHaveAttribute('data-count', '2');
  await expect(section.getByTestId('gallery-selected-count')).toHaveText('已选择 2 条');
  await expect(section.getByTestId('gallery-selected-items')).toHaveText(/ITEM-0110\s*ITEM-0112/);
});

test('required columns of the editable table show a red asterisk, and validation marks the wrong cells until they are fixed', async ({
  browser,
}) => {
  const page = await keptPage(browser, server.url, 'admin');
  await signIn(page, server.url, 'admin');
  const gallery = await openGallery(page);
  const section = gallery.getByTestId('gallery-editable');
  await section.scrollIntoViewIfNeeded();

  // The asterisk marks exactly the required columns.
  for (const title of ['text', 'number', 'select (DOC_STATUS)', 'date']) {
    const marker = section.getByRole('columnheader', { name: title, exact: true }).locator('.srm-dt-required');
    await expect(marker).toHaveText('*');
    await expect(marker).toHaveCSS('color', 'rgb(255, 77, 79)');
  }
  for (const title of ['password', 'email', 'tel', 'amount', 'datetime']) {
    await expect(
      section.getByRole('columnheader', { name: title, exact: true }).locator('.srm-dt-required'),
    ).toHaveCount(0);
  }

  // Row two is wrong on purpose: Validate says so and marks its wrong cells, and only those.
  const result = section.getByTestId('gallery-validate-result');
  await section.getByTestId('gallery-validate').click();
  await expect(result).toHaveAttribute('data-valid', 'false');
  await expect(result).toHaveText(/校验未通过/);
  const wrong = ['text', 'number', 'email', 'tel', 'status', 'date'];
  for (const key of wrong) {
    await expect(section.getByTestId(`cell-${key}-2`)).toHaveAttribute('data-invalid', 'true');
    await expect(section.getByTestId(`cell-${key}-2`)).toHaveAttribute('title', /.+/);
  }
  await expect(section.locator('[data-invalid="true"]')).toHaveCount(wrong.length);
  await expect(section.getByTestId('cell-text-1')).not.toHaveAttribute('data-invalid');

  // Fix them. Text-like cells are inputs at once; number, select and date mount their editor on a click.
  await section.getByTestId('cell-text-2').getByRole('textbox').fill('Nut M8');
  await expect(section.getByTestId('cell-text-2')).not.toHaveAttribute('data-invalid');

  await section.getByTestId('cell-number-2').click();
  await section.getByTestId('cell-number-2').getByRole('spinbutton').fill('5');
  await expect(section.getByTestId('cell-number-2')).not.toHaveAttribute('data-invalid');

  await section.getByTestId('cell-email-2').getByRole('textbox').fill('buyer2@example.com');
  await section.getByTestId('cell-tel-2').getByRole('textbox').fill('010-87654321');

  await section.getByTestId('cell-status-2').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('草稿', { exact: true }).click();
  await expect(section.getByTestId('cell-status-2')).toContainText('草稿');

  await section.getByTestId('cell-date-2').click();
  const dateInput = section.getByTestId('cell-date-2').getByRole('textbox');
  await expect(dateInput).toBeFocused();
  await dateInput.fill('2026-03-06');
  await dateInput.press('Enter');
  await expect(dateInput).toHaveValue('2026-03-06');

  await expect(section.locator('[data-invalid="true"]')).toHaveCount(0);
  await section.getByTestId('gallery-validate').click();
  await expect(result).toHaveAttribute('data-valid', 'true');
  await expect(result).toHaveText(/校验通过/);
  await expect(section.locator('[data-invalid="true"]')).toHaveCount(0);
});

test('exporting the server-paged table downloads an xlsx with the visible columns and all 1 200 rows', async ({
  page,
}, testInfo) => {
  await loginAs(page, server.url, 'admin');
  const gallery = await openGallery(page);
  const section = gallery.getByTestId('gallery-table');
  const table = section.getByTestId('data-table');
  await expect(table).toHaveAttribute('data-state', 'ready');
  await expect(table).toHaveAttribute('data-total', '1200');

  // The columns on screen (the e-mail column is hidden by default, so it is not exported either).
  const titles = ['物料编码', '物料名称', '状态', '数量', '单价', '金额', '启用', '需求日期'];
  for (const title of titles) await expect(section.getByRole('columnheader', { name: title })).toBeVisible();
  await expect(section.getByRole('columnheader', { name: '邮箱' })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await section.getByTestId('data-table-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^组件示例.*\.xlsx$/);
  await expect(page.getByText('导出完成')).toBeVisible();
  const file = testInfo.outputPath('gallery-export.xlsx');
  await download.saveAs(file);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(titles);
  expect(sheet.actualRowCount - 1).toBe(1200);
  expect(sheet.getRow(2).getCell(1).value).toBe('ITEM-0001');
  expect(sheet.getRow(1201).getCell(1).value).toBe('ITEM-1200');
  // Lookups are written by their meaning, as on screen (item 1 is APPROVING).
  expect(sheet.getRow(2).getCell(3).value).toBe('审批中');
});
