import { type Browser, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiOf } from '../support/api.ts';
import { loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';
import { expectToast } from '../support/toasts.ts';

/*
 * Base data as the buyer uses it: materials, the purchase-category tree and its import, payment terms
 * (refused at 90 %, saved at 100 %), exchange rates, the district cascader, and every base-data screen
 * in both languages without a console error. Tests run in order on one server.
 */

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());
test.describe.configure({ mode: 'serial' });

/** Console errors and React/antd warnings; the browser's lines about the refusals provoked here pass. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (/Failed to load resource: the server responded with a status of (400|409)/.test(text)) return;
    if (m.type() === 'error' || (m.type() === 'warning' && /antd|React|Warning/.test(text))) problems.push(text);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * `user`'s kept page of the worker (support/sessions.ts), its console watched from here on, the app loaded afresh
 * in `lang`: a login per user and worker instead of a new browser and a login per test (seconds each on the
 * 2-core machine). These tests add no routes, init scripts or dialog handlers to it.
 */
async function signedIn(browser: Browser, user: string, lang: 'CN' | 'EN') {
  const page = await keptPage(browser, server.url, user);
  const problems = watchConsole(page);
  await signIn(page, server.url, user, lang);
  return { page, problems };
}

/** A login in a browser of the test's own: the paging test listens to the page's requests from its start. */
async function loginIn(page: Page, user: string, lang: 'CN' | 'EN') {
  await page.goto(`${server.url}/login`);
  await page.evaluate((l) => {
    localStorage.clear();
    localStorage.setItem('SRM_lang', l);
  }, lang);
  await loginAs(page, server.url, user);
}

const shotOf = (page: Page, name: string) => shot(page, { path: test.info().outputPath(`${name}.png`) });

test('the buyer adds a material and finds it', async ({ browser }) => {
  const { page, problems } = await signedIn(browser, 'buyer', 'EN');
  await openMenu(page, 'BASE_MATERIAL', 'BASE_DATA');
  const screen = page.getByTestId('screen-material');
  await screen.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('material-form');
  await form.getByTestId('material-form-code').fill('E2E-MAT-01');
  await form.getByTestId('material-form-name').fill('端盖');
  await form.getByTestId('material-form-name-en').fill('End cover');
  await form.getByTestId('material-form-spec').fill('Φ80 AL6061');
  await pickFrom(page, form.getByTestId('material-form-unit'), 'Piece');
  await pickFrom(page, form.getByTestId('material-form-category'), 'Steel');
  await page.getByTestId('material-form-ok').click();
  await expect(form).toBeHidden();
  await screen.getByTestId('material-keyword').fill('AL6061');
  await screen.getByTestId('material-search').click();
  const rows = screen.locator('tr[data-row-key]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('E2E-MAT-01');
  await expect(rows.first()).toContainText('Steel');
  await shotOf(page, 'materials-en');
  expect(problems).toEqual([]);
});

test('the buyer pages through 23 materials: the count is kept across pages and counted again for a new search', async ({
  page,
}) => {
  // 23 materials of this test's own, made through the API as any other data the test stands on.
  const api = apiOf(server.url);
  const buyer = await api.certificateOf('buyer');
  const mark = `PG${Date.now().toString(36).toUpperCase()}`;
  for (let i = 1; i <= 23; i++) {
    await api.call(buyer, '/api/baseServer/v1/baseMaterialItemRestful/saveOrUpdate', {
      materialCode: `${mark}-${String(i).padStart(2, '0')}`,
      materialName: `分页物料 ${i}`,
      unitCode: 'PCS',
    });
  }
  const lists: { pageIndex: number; knownCount?: { count: number } }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/baseMaterialItemRestful/listForAdmin')) lists.push(r.postDataJSON());
  });
  await loginIn(page, 'buyer', 'CN');
  await openMenu(page, 'BASE_MATERIAL', 'BASE_DATA');
  const screen = page.getByTestId('screen-material');
  await screen.getByTestId('material-keyword').pressSequentially(mark);
  await screen.getByTestId('material-search').click();
  const total = screen.getByTestId('data-table-pager-total');
  await expect(total).toHaveText('共 23 条');
  const rows = screen.locator('tr[data-row-key]');
  await expect(rows).toHaveCount(20);

  // Page 2: its three rows, the same total, and the count sent back rather than counted again.
  lists.length = 0;
  await screen.locator('.ant-pagination-item-2').click();
  await expect(rows).toHaveCount(3);
  await expect(total).toHaveText('共 23 条');
  expect(lists.map((l) => [l.pageIndex, l.knownCount?.count])).toEqual([[2, 23]]);

  // A narrower search is counted afresh.
  lists.length = 0;
  await screen.getByTestId('material-keyword').fill('');
  await screen.getByTestId('material-keyword').pressSequentially(`${mark}-2`);
  await screen.getByTestId('material-search').click();
  await expect(total).toHaveText('共 4 条');
  await expect(rows).toHaveCount(4);
  expect(lists.map((l) => [l.pageIndex, l.knownCount])).toEqual([[1, undefined]]);
});

test('the buyer imports categories from Excel and sees them in the tree', async ({ browser }) => {
  const { page, problems } = await signedIn(browser, 'buyer', 'CN');
  await openMenu(page, 'BASE_CATEGORY', 'BASE_DATA');
  const screen = page.getByTestId('screen-category');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('categories');
  sheet.addRow(['品类编码', '品类名称', '英文名称', '上级编码']);
  sheet.addRow(['E2E_PKG', '包装材料', 'Packaging', '']);
  sheet.addRow(['E2E_PKG_BOX', '纸箱', 'Boxes', 'E2E_PKG']);
  sheet.addRow(['E2E_PKG_TAPE', '胶带', 'Tape', 'E2E_NOPE']);
  const bad = test.info().outputPath('bad.xlsx');
  await workbook.xlsx.writeFile(bad);
  await screen.getByTestId('category-import-button').click();
  const importer = page.getByTestId('category-import');
  await importer.locator('input[type=file]').setInputFiles(bad);
  await page.getByTestId('category-import-ok').click();
  await expect(page.getByTestId('category-import-errors')).toContainText('第 4 行');
  await expect(page.getByTestId('category-import-errors')).toContainText('上级编码 E2E_NOPE 既不在文件中也不在系统中');
  await shotOf(page, 'category-import-refused-cn');
  sheet.getRow(4).getCell(4).value = 'E2E_PKG';
  const good = test.info().outputPath('good.xlsx');
  await workbook.xlsx.writeFile(good);
  await importer.locator('.ant-upload-list-item').hover();
  await importer.locator('.ant-upload-list-item button').click();
  await importer.locator('input[type=file]').setInputFiles(good);
  await page.getByTestId('category-import-ok').click();
  await expect(importer).toBeHidden();
  const tree = screen.getByTestId('category-tree');
  const box = tree.locator('tr[data-row-key]', { hasText: 'E2E_PKG_BOX' });
  await expect(box).toContainText('纸箱');
  await expect(box).toContainText('2');
  await shotOf(page, 'category-tree-cn');
  expect(problems).toEqual([]);
});

test('a payment term whose nodes add up to 90 % is refused, at 100 % it is saved', async ({ browser }) => {
  const { page, problems } = await signedIn(browser, 'buyer', 'EN');
  await openMenu(page, 'BASE_PAYMENT_TERM', 'BASE_DATA');
  const screen = page.getByTestId('screen-payment-term');
  await screen.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('payment-term-form');
  await form.getByTestId('term-form-code').fill('E2E_T90');
  await form.getByTestId('term-form-name').fill('三段付款');
  await form.getByTestId('term-node-0-stage').fill('Advance');
  await form.getByTestId('term-node-0-proportion').fill('30');
  await form.getByTestId('term-add-node').click();
  await form.getByTestId('term-node-1-stage').fill('On receipt');
  await form.getByTestId('term-node-1-proportion').fill('60');
  await expect(form.getByTestId('term-total')).toHaveText('Total: 90 %');
  await page.getByTestId('payment-term-form-ok').click();
  await expectToast(page, 'The payment proportions must add up to exactly 100 %; they add up to 90 %');
  await shotOf(page, 'payment-term-refused-en');
  await form.getByTestId('term-node-1-proportion').fill('70');
  await page.getByTestId('payment-term-form-ok').click();
  await expect(form).toBeHidden();
  await expect(screen.locator('tr[data-row-key]', { hasText: 'E2E_T90' })).toContainText('On receipt 70%');
  expect(problems).toEqual([]);
});

test('the buyer adds an exchange rate', async ({ browser }) => {
  const { page, problems } = await signedIn(browser, 'buyer', 'EN');
  await openMenu(page, 'BASE_EXCHANGE_RATE', 'BASE_DATA');
  const screen = page.getByTestId('screen-exchange-rate');
  await screen.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('exchange-rate-form');
  await pickFrom(page, form.getByTestId('rate-form-from'), 'Japanese yen');
  await form.getByTestId('rate-form-rate').fill('0.0471');
  await page.getByTestId('exchange-rate-form-ok').click();
  await expect(form).toBeHidden();
  await expect(screen.locator('tr[data-row-key]', { hasText: '0.0471' })).toContainText('Japanese yen');
  await shotOf(page, 'exchange-rates-en');
  expect(problems).toEqual([]);
});

test('the buyer picks a district in the cascader and sees its full name', async ({ browser }) => {
  const { page, problems } = await signedIn(browser, 'buyer', 'CN');
  await openMenu(page, 'BASE_DISTRICT', 'BASE_DATA');
  const screen = page.getByTestId('screen-district');
  await screen.getByTestId('district-cascader').click();
  const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
  await menus.nth(0).getByText('广东省', { exact: true }).click();
  await menus.nth(1).getByText('深圳市', { exact: true }).click();
  await menus.nth(2).getByText('南山区', { exact: true }).click();
  await expect(screen.getByTestId('district-picked')).toHaveText('已选：广东省/深圳市/南山区（440305）');
  await expect(screen.getByTestId('district-cascader')).toContainText('广东省/深圳市/南山区');
  await shotOf(page, 'districts-cn');
  expect(problems).toEqual([]);
});

for (const lang of ['CN', 'EN'] as const) {
  test(`every base-data screen opens without a console error (${lang})`, async ({ browser }) => {
    const { page, problems } = await signedIn(browser, 'admin', lang);
    const screens: [string, string][] = [
      ['BASE_MATERIAL', 'screen-material'],
      ['BASE_CATEGORY', 'screen-category'],
      ['BASE_EXCHANGE_RATE', 'screen-exchange-rate'],
      ['BASE_PAYMENT_TERM', 'screen-payment-term'],
      ['BASE_DISTRICT', 'screen-district'],
      ['BASE_BANK', 'screen-bank'],
      ['BASE_PURCHASING_GROUP', 'screen-purchasing-group'],
      ['BASE_ADDRESS', 'screen-address'],
      ['BASE_GGWD', 'screen-common-file'],
    ];
    for (const [menu, testId] of screens) {
      await openMenu(page, menu, 'BASE_DATA');
      if (testId === 'screen-common-file') continue; // the public documents' own spec checks that screen
      const screen = page.getByTestId(testId);
      await expect(screen).toBeVisible();
      if (testId !== 'screen-district' && testId !== 'screen-category') {
        await expect(screen.locator('tr[data-row-key]').first()).toBeVisible();
      }
      await shotOf(page, `${testId}-${lang}`);
    }
    expect(problems).toEqual([]);
  });
}
