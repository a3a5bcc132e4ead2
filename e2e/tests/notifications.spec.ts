import fs from 'node:fs';
import { type Browser, expect, test } from '@playwright/test';
import { openMenu } from '../support/menu.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { openAs } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';
import { expectToast } from '../support/toasts.ts';

/*
 * Hand-written notifications (notificationManagement): the buyer sends supplier1 a rich notification with a
 * link; supplier1 finds it bold on the home, opening it opens the link and it turns normal; supplier2 never
 * gets it; the buyer sees supplier1 has read it, then withdraws it and it is gone from supplier1's list.
 */

const SHOTS = '/tmp/notifications-shots';
const TITLE = 'E2E 通知：请查看对账说明';
const BOLD = '本月对账截止 25 日';

let server: TestServer;
let link: string;

/** `userName`'s kept page signed in afresh (support/sessions.ts), with its console watched. */
function signedIn(browser: Browser, userName: string, lang: 'CN' | 'EN' = 'CN') {
  return openAs(browser, server.url, userName, { lang, viewport: { width: 1366, height: 860 } });
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  // A page of our own server, so opening the link needs no network.
  link = `${server.url}/api/health`;
});
test.afterAll(async () => server?.stop());

test('the buyer sends supplier1 a LINK notification', async ({ browser }) => {
  const { page, problems } = await signedIn(browser, 'buyer');
  await openMenu(page, 'BASE_NOTIFICATION', 'MESSAGE');
  const screen = page.getByTestId('screen-notificationManagement');
  await expect(screen.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  await screen.getByTestId('toolbar-button-add').click();

  const form = page.getByTestId('screen-notificationEdit');
  await form.getByTestId('notification-title').fill(TITLE);
  await form.getByTestId('notice-suppliers').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '苏州精密机械有限公司' })
    .click();
  await page.keyboard.press('Escape');
  await form.getByTestId('notification-link-switch').click();
  // A link that is not http(s) is refused before saving.
  await form.getByTestId('notification-link').fill('javascript:alert(1)');
  await form.getByTestId('notification-save').click();
  await expect(form).toContainText('请输入以 http:// 或 https:// 开头的链接');
  await form.getByTestId('notification-link').fill(link);
  const editor = form.getByTestId('notification-editor').locator('.ql-editor');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(BOLD);
  await expect(editor.locator('strong')).toHaveText(BOLD);
  await shot(page, { path: `${SHOTS}/notification-edit-zh.png` });

  await form.getByTestId('notification-send').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /发\s?送/ })
    .click();
  await expectToast(page, '发送成功');
  await expect(screen).toBeVisible();
  const row = screen.locator('tr.ant-table-row', { hasText: TITLE });
  await expect(row).toContainText('已发布');
  await expect(row).toContainText('LINK');
  await shot(page, { path: `${SHOTS}/notification-management-zh.png` });
  expect(problems).toEqual([]);
});

test('supplier1 sees it bold on the home; opening it opens the link and it turns normal', async ({ browser }) => {
  const { page, problems } = await signedIn(browser, 'supplier1');
  const panel = page.getByTestId('notification-panel');
  const item = panel.locator('[data-testid^="notification-item-"]', { hasText: TITLE });
  await expect(item.locator('[data-unread]')).toHaveAttribute('data-unread', 'true');
  await expect(item.locator('[data-unread]')).toHaveCSS('font-weight', '600');
  await shot(page, { path: `${SHOTS}/home-supplier1-zh.png` });
  const popup = page.waitForEvent('popup');
  await item.click();
  const opened = await popup;
  await opened.waitForLoadState();
  expect(opened.url()).toBe(link);
  await opened.close();
  await expect(item.locator('[data-unread]')).toHaveAttribute('data-unread', 'false');

  // The description shows the formatting too.
  await page.goto(`${server.url}/main/notification/notificationMore`);
  const more = page.getByTestId('screen-notificationMore');
  await expect(more.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  await expect(more).toContainText(TITLE);
  expect(problems).toEqual([]);
});

test('supplier2 never gets it', async ({ browser }) => {
  const { page } = await signedIn(browser, 'supplier2');
  await expect(page.getByTestId('notification-panel')).toBeVisible();
  await page.goto(`${server.url}/main/notification/notificationMore`);
  const more = page.getByTestId('screen-notificationMore');
  await expect(more.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  await expect(more).not.toContainText(TITLE);
});

test('the buyer sees supplier1 read it, then withdraws it (in English)', async ({ browser }) => {
  const { page, problems } = await signedIn(browser, 'buyer', 'EN');
  await openMenu(page, 'BASE_NOTIFICATION', 'MESSAGE');
  const screen = page.getByTestId('screen-notificationManagement');
  const row = screen.locator('tr.ant-table-row', { hasText: TITLE });
  await expect(row).toContainText('Published');
  await row.getByTestId('row-button-view').click();
  const preview = page.getByTestId('screen-notificationPreview');
  await expect(preview.getByTestId('notification-content').locator('strong')).toHaveText(BOLD);
  // Every user of supplier1 at send time is a recipient; specs running beside this one on the shared server may
  // have added users to supplier1, so only the read side is fixed: supplier1 alone has read it.
  await expect(preview.getByTestId('notification-read-count')).toHaveText(/^1 \/ [1-9]\d*$/);
  await preview.getByRole('tab', { name: 'Recipients' }).click();
  const recipient = preview
    .getByTestId('notification-recipients')
    .locator('tr.ant-table-row', { hasText: 'supplier1' });
  await expect(recipient).toContainText('Read');
  await shot(page, { path: `${SHOTS}/notification-preview-en.png` });

  await openMenu(page, 'BASE_NOTIFICATION', 'MESSAGE');
  await row.getByTestId('row-button-revoke').click();
  await page
    .locator('.ant-popover, .ant-popconfirm, .ant-modal-confirm')
    .filter({ hasText: 'Withdraw this notification?' })
    .getByRole('button', { name: /OK|Yes/ })
    .click();
  await expect(row).toContainText('Revoked');
  await shot(page, { path: `${SHOTS}/notification-withdrawn-en.png` });
  expect(problems).toEqual([]);

  // Gone from supplier1's list.
  const supplier = (await signedIn(browser, 'supplier1', 'EN')).page;
  await expect(supplier.getByTestId('notification-panel')).not.toContainText(TITLE);
  await supplier.goto(`${server.url}/main/notification/notificationMore`);
  const more = supplier.getByTestId('screen-notificationMore');
  await expect(more.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  await expect(more).not.toContainText(TITLE);
});
