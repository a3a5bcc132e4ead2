import { expect, test } from '@playwright/test';
import { loginAs } from '../support/login.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());

test('a buyer logs in, sees the internal home and the procurement menu, opens a screen in a tab and logs out', async ({
  browser,
}) => {
  const page = await keptPage(browser, server.url, 'buyer');
  await signIn(page, server.url, 'buyer');
  await expect(page.getByTestId('home-internal')).toBeVisible();
  await expect(page.getByTestId('home-internal')).toContainText('李采购');
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByTestId('menu-PURCHASING')).toBeVisible();
  await expect(menu.getByTestId('menu-SYSTEM')).toHaveCount(0);
  await expect(menu.getByTestId('menu-SUP_COLLAB')).toHaveCount(0);

  // A built screen opens in a tab of its own.
  await menu.getByTestId('menu-WORKBENCH').click();
  await menu.getByTestId('menu-MY_ACCOUNT').click();
  await expect(page.getByTestId('tab-MY_ACCOUNT')).toBeVisible();
  await expect(page.getByTestId('account-userName')).toHaveText('buyer');
  await expect(page.getByTestId('account-responsibilities')).toContainText('采购员');

  // A screen not built yet says so honestly, in a second tab.
  await menu.getByTestId('menu-COST').click();
  await menu.getByTestId('menu-CAM_COST').click();
  await expect(page.getByTestId('tab-CAM_COST')).toBeVisible();
  await expect(page.getByTestId('screen-not-available')).toContainText('成本信息');
  await expect(page.getByTestId('tab-MY_ACCOUNT')).toBeVisible();

  // Logging out asks first, then ends the session on the server.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page
    .getByRole('button', { name: '确 定' })
    .or(page.getByRole('button', { name: '确定' }))
    .click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(`${server.url}/main`);
  await expect(page).toHaveURL(/\/login/);
});

test('a supplier logs in and sees the supplier home and only the supplier portal menu', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'supplier1');
  await signIn(page, server.url, 'supplier1');
  await expect(page.getByTestId('home-supplier')).toBeVisible();
  await expect(page.getByTestId('home-supplier')).toContainText('苏州精密机械有限公司');
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByTestId('menu-SUP_COLLAB')).toBeVisible();
  await expect(menu.getByTestId('menu-PURCHASING')).toHaveCount(0);
  await expect(menu.getByTestId('menu-SYSTEM')).toHaveCount(0);
});

test('switching the language switches the app and antd components, and the choice sticks', async ({ page }) => {
  await page.goto(`${server.url}/login`);
  await expect(page.getByTestId('login-submit')).toContainText('登');
  await page.getByTestId('lang-EN').click();
  await expect(page.getByTestId('login-submit')).toHaveText('Log in');
  await expect(page.getByTestId('login-forget-link')).toHaveText('Forgot password?');
  await page.getByTestId('login-username').fill('approver');
  await page.getByTestId('login-password').fill('Demo@12345');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('home-internal')).toContainText('Welcome');
  await expect(page.getByTestId('side-menu').getByTestId('menu-PURCHASING')).toContainText('Procurement');
  // antd's own texts (the confirm buttons) follow the language too.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  // Back to Chinese from the header.
  await page.getByTestId('lang-CN').click();
  await expect(page.getByTestId('side-menu').getByTestId('menu-PURCHASING')).toContainText('采购执行');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByRole('button', { name: /取\s?消/ })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('side-menu').getByTestId('menu-PURCHASING')).toContainText('采购执行');
});

// A page of its own: the responsibility chosen stays with the session, which a kept page would carry on.
test('the buyer switches responsibility and gets the approver menu', async ({ page }) => {
  await loginAs(page, server.url, 'buyer');
  await expect(page.getByTestId('side-menu').getByTestId('menu-BASE_DATA')).toBeVisible();
  await page.getByTestId('resp-switcher').click();
  await page.getByTestId('resp-option-PUR_APPROVER').click();
  // The approver's smaller menu: no base data to maintain (it keeps sourcing, whose inquiries and awards it approves).
  await expect(page.getByTestId('side-menu').getByTestId('menu-WORKFLOW')).toBeVisible();
  await expect(page.getByTestId('side-menu').getByTestId('menu-BASE_DATA')).toHaveCount(0);
});

test('the forgot-password page sends a code and refuses a wrong one', async ({ page }) => {
  await page.goto(`${server.url}/login`);
  await page.getByTestId('lang-EN').click();
  await page.getByTestId('login-forget-link').click();
  await page.getByTestId('forget-username').fill('buyer');
  await page.getByTestId('forget-send-code').click();
  await expect(page.getByTestId('forget-sent-info')).toContainText('verification code');
  await page.getByTestId('forget-code').fill('000000');
  await page.getByTestId('forget-new-password').fill('Another#Pass1');
  await page.getByTestId('forget-confirm-password').fill('Another#Pass1');
  await page.getByTestId('forget-submit').click();
  await expect(page.getByText('The email code is wrong or has expired')).toBeVisible();
});

test('unknown addresses fall back to a not-found page and the iframe box opens a link', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'buyer');
  await page.goto(`${server.url}/no/such/page`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await signIn(page, server.url, 'buyer');
  await page.goto(`${server.url}/iframeBox?link=${encodeURIComponent(`${server.url}/api/health`)}&pageName=Health`);
  await expect(page.getByTestId('iframe-box')).toBeVisible();
  await expect(page.getByTestId('iframe-view')).toBeVisible();
});
