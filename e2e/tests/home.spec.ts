import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { type Api, apiOf } from '../support/api.ts';
import { watchConsole } from '../support/console.ts';
import { loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';

/*
 * Issue 6's home pages as their users see them: the buyer's internal home with its lists, quick menus and
 * charts; the approver's to-do opening the requisition; the restricted GZJTMDY responsibility; the
 * supplier home with its qualification warning; and, from issue 5, starting an approval from the start
 * page and an administrator reassigning a task from the monitoring screen.
 */

const SHOTS = '/tmp/shots-home';
let server: TestServer;
let api: Api;
let pending: { number: string; id: number };

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  api = apiOf(server.url);
  pending = await api.submittedRequisition(await api.certificateOf('buyer'), 'E2E home to-do');
});
test.afterAll(async () => server?.stop());

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('the buyer’s home shows to-dos, notices, notifications, guides, the login chart and the dashboard', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await loginAs(page, server.url, 'buyer');
  const home = page.getByTestId('home-internal');
  await expect(home).toContainText('李采购');
  await expect(home.getByTestId('todo-panel-internal')).toBeVisible();
  // Each announcement group lists the demo's published notices the buyer may read.
  for (const [type, title] of [
    ['TENDER_ANN', '办公设备采购招标结果公示'],
    ['INQUIRY_ANN', 'MRO 物资询价公告'],
    ['SYSTEM_ANN', '系统升级维护通知'],
  ])
    await expect(home.getByTestId(`notice-panel-${type}`)).toContainText(title);
  await expect(home.getByTestId('notification-panel')).toContainText('供应商资质即将到期提醒');
  await expect(home.getByTestId('guide-links')).toContainText('采购员操作手册');
  // The login chart has today's logins (this one at least); the dashboard its three sample charts.
  await expect(home.getByTestId('home-login-chart').getByTestId('chart-box')).toHaveAttribute('data-state', 'ready');
  for (const chart of ['chart-production', 'chart-contracts', 'chart-delivery'])
    await expect(home.getByTestId(chart)).toHaveAttribute('data-state', 'ready');
  await shot(page, 'internal-home');
  expect(problems).toEqual([]);
});

test('in English: every widget of the buyer’s home has its English title and its data', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${server.url}/login`);
  await page.evaluate(() => localStorage.setItem('SRM_lang', 'EN'));
  await loginAs(page, server.url, 'buyer');
  const home = page.getByTestId('home-internal');
  await expect(home.getByTestId('home-welcome')).toContainText('Welcome');
  for (const title of [
    'Quick menus',
    'My to-dos',
    'Notifications',
    'Tender and bidding',
    'Inquiry and competitive bids',
    'System announcements',
    'Operation guides',
  ])
    await expect(home).toContainText(title);
  await expect(home.getByTestId('notice-panel-INQUIRY_ANN')).toContainText('MRO 物资询价公告');
  await expect(home.getByTestId('todo-panel-internal')).toContainText('Bill type');
  await expect(home.getByTestId('home-login-chart').getByTestId('chart-box')).toHaveAttribute('data-state', 'ready');
  await shot(page, 'internal-home-en');
  expect(problems).toEqual([]);
});

test('the buyer picks quick menus and opens one in a click', async ({ page }) => {
  await loginAs(page, server.url, 'buyer');
  const quick = page.getByTestId('home-quick-menus');
  await expect(quick).toContainText(/尚未设置快捷菜单|No quick menus/);
  await quick.getByTestId('quick-menu-edit').click();
  const dialog = page.getByRole('dialog');
  await pickFrom(page, dialog.getByTestId('quick-menu-select'), '采购申请', { search: '采购申请' });
  // Close the open list first (it covers the dialog's buttons), as a user clicking beside it does.
  await dialog.locator('.ant-modal-title').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await dialog.getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(quick.getByTestId('quick-menu-PUR_REQUISITION')).toBeVisible();
  // Saved for the user: still there after a reload.
  await page.reload();
  await page.getByTestId('quick-menu-PUR_REQUISITION').click();
  await expect(page.getByTestId('tab-PUR_REQUISITION')).toBeVisible();
});

test('the approver’s to-do opens the requisition through the requisition menu', async ({ page }) => {
  await loginAs(page, server.url, 'approver');
  const todo = page.getByTestId('todo-panel-internal');
  const item = todo.getByText(pending.number);
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.getByTestId('requisition-number')).toHaveText(pending.number);
  await expect(page.getByTestId('screen-requisition-edit')).toHaveAttribute('data-mode', 'view');
});

test('under the GZJTMDY responsibility the home loads nothing and its navigation is disabled', async ({ page }) => {
  await loginAs(page, server.url, 'finance');
  await page.getByTestId('resp-switcher').click();
  await page.locator('.ant-select-dropdown:visible').getByTestId('resp-option-GZJTMDY').click();
  const home = page.getByTestId('home-internal');
  await expect(home).toHaveAttribute('data-restricted', 'Y');
  await expect(home.getByTestId('home-restricted')).toBeVisible();
  await expect(home.getByTestId('todo-more')).toBeDisabled();
  await expect(home.getByTestId('notice-panel-SYSTEM_ANN')).toHaveAttribute('data-disabled', 'true');
  await expect(home.getByTestId('quick-menu-edit')).toBeDisabled();
  await shot(page, 'restricted-home');
});

test('a supplier with a certificate expiring in 10 days must acknowledge the warning, then sees its home', async ({
  page,
}) => {
  await loginAs(page, server.url, 'supplier2');
  const warning = page.getByTestId('qualification-warning');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('ISO 9001');
  await expect(warning).toContainText('10');
  await shot(page, 'qualification-warning');
  // Escape does not close it; only the acknowledgement does.
  await page.keyboard.press('Escape');
  await expect(warning).toBeVisible();
  const ack = page.getByTestId('qualification-warning-ack');
  await expect(ack).toContainText(/过期|expired/);
  await ack.click();
  await expect(warning).toBeHidden();
  const home = page.getByTestId('home-supplier');
  await expect(home.getByTestId('home-welcome')).toContainText('深圳华信电子有限公司');
  await expect(home.getByTestId('external-systems')).toContainText('SAP');
  await expect(home.getByTestId('todo-panel-supplier')).toBeVisible();
  await shot(page, 'supplier-home');
});

test('supplier1, whose certificate expires in 40 days, meets no warning', async ({ page }) => {
  await loginAs(page, server.url, 'supplier1');
  await expect(page.getByTestId('home-supplier')).toContainText('苏州精密机械有限公司');
  await expect(page.getByTestId('qualification-warning')).toHaveCount(0);
});

test('the buyer starts an approval from the start page: a new requisition opens', async ({ page }) => {
  await loginAs(page, server.url, 'buyer');
  await openMenu(page, 'BPM_INITIATE', 'WORKFLOW');
  const start = page.getByTestId('screen-processInitiate');
  await expect(start.getByTestId('initiate-PUR_REQUISITION')).toBeVisible();
  await shot(page, 'process-initiate');
  await start.getByTestId('initiate-start-PUR_REQUISITION').click();
  await expect(page.getByTestId('screen-requisition-edit')).toHaveAttribute('data-mode', 'new');
});

test('the administrator finds the running approval and reassigns its task', async ({ page }) => {
  await loginAs(page, server.url, 'admin');
  await openMenu(page, 'BPM_MONITOR', 'WORKFLOW');
  const running = page.getByTestId('running-approvals');
  const row = running.locator('tr.ant-table-row', { hasText: pending.number });
  await expect(row).toBeVisible();
  await row.getByRole('button').click();
  const monitor = page.getByTestId('screen-processMonitoring').last();
  await monitor.locator('[data-testid^="monitor-reassign-"]').first().click();
  await page.getByTestId('task-to-user').click();
  await page.keyboard.type('finance');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'finance' }).click();
  await page.getByTestId('task-comment').fill('approver on leave');
  await page.getByTestId('task-reassign-ok').click();
  await expect(monitor.getByTestId('monitor-history')).toContainText(/改派|Reassigned/);
  await expect(monitor).toContainText('赵财务');
  await shot(page, 'monitor-reassigned');
});
