import { expect, test } from '@playwright/test';
import { openMenu } from '../support/menu.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());

// The administrator and the buyer work in their kept pages of the worker (support/sessions.ts): the app loaded
// afresh instead of a new browser and a login, seconds each on the 2-core machine.

test('the administrator reads the data source, cache, API list and modules of the running system', async ({
  browser,
}) => {
  const page = await keptPage(browser, server.url, 'admin');
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await signIn(page, server.url, 'admin');

  await openMenu(page, 'SYS_DATASOURCE', 'SYS_TOOLS');
  const ds = page.getByTestId('system-datasource');
  await expect(ds).toContainText('PGlite');
  await expect(ds).toContainText(/PostgreSQL \d+/);
  await expect(ds).toContainText(server.dataDir);

  await openMenu(page, 'SYS_REDIS', 'SYS_TOOLS');
  // The e2e server starts without REDIS_URL: the page says so rather than pretending.
  await expect(page.getByTestId('redis-state')).toHaveAttribute('data-state', 'NOT_CONFIGURED');
  await expect(page.getByTestId('system-redis')).toContainText('未设置环境变量 REDIS_URL');

  await openMenu(page, 'SYS_API', 'SYS_TOOLS');
  const api = page.getByTestId('system-api');
  // Sorted by path: the first page starts with the accredit calls.
  await expect(api).toContainText('/api/baseServer/v1/baseAccreditRestful/findBaseMenuByRespId');
  await page.getByTestId('api-search').locator('input').fill('baseUsersRestful');
  await page.getByTestId('api-search').locator('input').press('Enter');
  await expect(api).toContainText('/api/baseServer/v1/baseUsersRestful/listByPage');
  await expect(api).not.toContainText('/api/baseServer/v1/baseAccreditRestful/findBaseMenuByRespId');
  await expect(page.getByTestId('api-count')).toContainText(/共 \d+ 个接口/);

  await openMenu(page, 'SYS_MODULES', 'SYS_TOOLS');
  await expect(page.getByTestId('system-modules')).toContainText('baseServer');
  await expect(page.getByTestId('system-modules')).toContainText('fileServer');
  await expect(page.getByTestId('system-screens')).toContainText('systemsetting/menuFunction');
  await shot(page, { path: 'e2e/.tmp/shots/system-modules-cn.png' });

  // The same pages in English.
  await page.getByTestId('lang-EN').click();
  await openMenu(page, 'SYS_DATASOURCE', 'SYS_TOOLS');
  await expect(page.getByTestId('system-datasource')).toContainText('Embedded PGlite');
  await shot(page, { path: 'e2e/.tmp/shots/system-datasource-en.png' });
  await openMenu(page, 'SYS_API', 'SYS_TOOLS');
  await expect(page.getByTestId('api-count')).toContainText(/\d+ calls/);
  await shot(page, { path: 'e2e/.tmp/shots/system-api-en.png' });
  expect(errors).toEqual([]);
});

test('a buyer has no system-information menu and the server refuses the calls', async ({ browser, request }) => {
  const page = await keptPage(browser, server.url, 'buyer');
  await signIn(page, server.url, 'buyer');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('menu-SYS_DATASOURCE')).toHaveCount(0);
  const token = await page.evaluate(() => localStorage.getItem('SRM_certificate'));
  const res = await request.post(`${server.url}/api/baseServer/v1/baseSystemInfoRestful/datasource`, {
    headers: { certificate: token ?? '' },
    data: {},
  });
  expect(res.status()).toBe(403);
});
