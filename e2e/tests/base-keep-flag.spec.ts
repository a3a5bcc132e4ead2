import { expect, test } from '@playwright/test';
import { apiOf } from '../support/api.ts';
import { loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { shot } from '../support/shots.ts';

/*
 * Editing a disabled row of base data keeps it disabled (the saves used to default the flag to Y when the
 * form did not send it): the buyer disables a purchase category, renames it, and it is still disabled. The category
 * is the test's own: the worker's server is shared, and later specs pick the demo categories.
 */

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());

test('the buyer renames a disabled purchase category and it stays disabled', async ({ page }) => {
  const api = apiOf(server.url);
  const buyer = await api.certificateOf('buyer');
  const created = await api.call(buyer, '/api/baseServer/v1/basePurchaseCategoryRestful/saveOrUpdate', {
    categoryCode: 'KEEP_FLAG',
    categoryName: '保留状态品类',
    categoryNameEn: 'Keep-flag category',
  });
  await page.goto(`${server.url}/login`);
  await page.evaluate(() => localStorage.setItem('SRM_lang', 'EN'));
  await loginAs(page, server.url, 'buyer');
  await openMenu(page, 'BASE_CATEGORY', 'BASE_DATA');
  const row = page.getByTestId('category-tree').locator('tr[data-row-key]', { hasText: 'KEEP_FLAG' });
  await row.getByRole('button', { name: 'Disable' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('Disabled');

  await row.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByTestId('category-form');
  await form.getByLabel('English name').fill('Keep-flag category (retired)');
  await page.getByTestId('category-form-ok').click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('Keep-flag category (retired)');
  await expect(row).toContainText('Disabled');
  await shot(page, { path: test.info().outputPath('category-renamed-disabled-en.png') });
  // What was stored: the new name, and still disabled.
  const tree = await api.call(buyer, '/api/baseServer/v1/basePurchaseCategoryRestful/listTree', {});
  const stored = tree.find((c: { categoryId: number }) => c.categoryId === created.categoryId);
  expect(stored).toMatchObject({ categoryNameEn: 'Keep-flag category (retired)', enabledFlag: 'N' });
});
