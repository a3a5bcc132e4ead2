import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { type Api, apiOf } from '../support/api.ts';
import { watchConsole } from '../support/console.ts';
import { loginAs, loginInEnglish } from '../support/login.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';

/*
 * Issue 15: the demo is a company in mid-flight and each role's home fits its work. The approver finds its
 * two approvals, the buyer a delivery to receive and its orders' figures, supplier1 its order to confirm and
 * the notice to acknowledge, finance the value received and nothing of a buyer's. Every to-do opens its
 * document in the state it asks about; the header badges count what the lists show and what "My messages"
 * holds; each figure on screen is the server's.
 */

const SHOTS = '/tmp/shots-home-roles';
const DASHBOARD = '/api/srmServer/v1/srmBaseHomeRestful/dashboard';
const UNREAD = '/api/messageServer/v1/msgInboxRestful/unreadCount';
const BADGES = '/api/srmServer/v1/srmBaseHomeRestful/badgeCounts';
let server: TestServer;
let api: Api;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  // Private: its homes count the demo's to-dos and figures exactly; other specs add documents.
  server = await startServer({ private: true });
  api = apiOf(server.url);
});
test.afterAll(async () => server?.stop());

const shotOf = (page: Page, name: string) => shot(page, { path: `${SHOTS}/${name}.png`, fullPage: true });

/** The figure cards on the home, by key → the number shown. */
async function figureValue(page: Page, key: string): Promise<number> {
  const card = page.getByTestId(`home-figure-${key}`);
  await expect(card).toBeVisible();
  return Number(await card.getAttribute('data-value'));
}

/** The header badges as shown, and what the server counts for the same user. */
async function badgesAgree(page: Page, userName: string, todoRows: number, unreadMessages: 'some' | 'none') {
  const cert = await api.certificateOf(userName);
  const counts = await api.call(cert, BADGES, {});
  const unread = await api.call(cert, UNREAD, {});
  await expect(page.getByTestId('header-todos')).toHaveAttribute('data-count', String(counts.todoCount));
  await expect(page.getByTestId('header-notifications')).toHaveAttribute(
    'data-count',
    String(counts.notificationCount),
  );
  // The to-do badge counts the rows of the to-do list; the bell counts what "My messages" has unread.
  expect(counts.todoCount).toBe(todoRows);
  expect(counts.notificationCount).toBe(unread.count);
  // The approver's work comes as to-dos only; the others have the demo's messages unread.
  if (unreadMessages === 'some') expect(counts.notificationCount).toBeGreaterThan(0);
  else expect(counts.notificationCount).toBe(0);
}

test('the approver: a requisition and an order to approve, each opening its document awaiting approval', async ({
  browser,
}) => {
  const page = await keptPage(browser, server.url, 'approver');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url, 'approver');
  const home = page.getByTestId('home-internal');
  // While the to-dos wait for their first answer (a second after the home opens) the card says so.
  await expect(home.getByTestId('todo-loading')).toContainText('正在加载待办');
  const rows = home.getByTestId('todo-table-todo').locator('tr.ant-table-row');
  await expect(rows).toHaveCount(2, { timeout: 30_000 });
  await expect(home.getByTestId('todo-loading')).toHaveCount(0);
  expect(await figureValue(page, 'approvals')).toBe(2);
  // An approver does not buy: no supplier to-do to send, no buyer's figures.
  await expect(home.getByTestId('supplier-todo-button')).toHaveCount(0);
  await expect(home.getByTestId('home-figure-myOrders')).toHaveCount(0);
  await badgesAgree(page, 'approver', 2, 'none');
  await shotOf(page, 'approver-home');

  await rows
    .filter({ hasText: /采购申请|PR/ })
    .first()
    .getByRole('button')
    .first()
    .click();
  const requisition = page.locator('[data-testid="screen-requisition-edit"]:visible');
  await expect(requisition.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');
  await expect(requisition).toContainText('三季度注塑原料');
  await page.getByTestId('tab-home').click();
  await rows
    .filter({ hasText: /采购订单|PO/ })
    .first()
    .getByRole('button')
    .first()
    .click();
  const order = page.locator('[data-testid="screen-order-edit"]:visible');
  await expect(order.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');
  await expect(order).toContainText('劳保用品季度采购');
  await shotOf(page, 'approver-order');
  expect(problems).toEqual([]);
});

test('the buyer: its figures and charts are the server’s, the delivery in transit opens to be received', async ({
  browser,
}) => {
  const page = await keptPage(browser, server.url, 'buyer');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url, 'buyer');
  const home = page.getByTestId('home-internal');
  const stored = await api.call(await api.certificateOf('buyer'), DASHBOARD, {});
  expect(await figureValue(page, 'awaiting')).toBe(stored.orders.awaitingConfirmation);
  expect(stored.orders.awaitingConfirmation).toBe(2);
  expect(await figureValue(page, 'myOrders')).toBe(stored.orders.myOpenOrders);
  expect(await figureValue(page, 'inTransit')).toBe(1);
  expect(await figureValue(page, 'overdue')).toBe(1);
  await expect(home.getByTestId('card-warnings')).toHaveAttribute('data-values', '1,1,1,2');
  await expect(home.getByTestId('card-accuracy')).toHaveAttribute('data-rate', '60');
  await expect(home.getByTestId('accuracy-hint')).toContainText('5 个送货行中，按时且足额 3 行');
  await expect(home.getByTestId('chart-delivery')).toHaveAttribute('data-state', 'ready');
  await expect(home.getByTestId('supplier-todo-button')).toBeVisible();
  const rows = home.getByTestId('todo-table-todo').locator('tr.ant-table-row');
  await expect(rows).toHaveCount(1, { timeout: 30_000 });
  await badgesAgree(page, 'buyer', 1, 'some');
  await shotOf(page, 'buyer-home');

  await rows.first().getByRole('button').first().click();
  // The to-do opens the note where it is received.
  const note = page.locator('[data-testid="screen-deliveryReceive"]:visible');
  await expect(note.getByTestId('receive-status').getByTestId('doc-status')).toHaveAttribute(
    'data-status',
    'SUBMITTED',
  );
  await expect(note).toContainText('300');
  await shotOf(page, 'buyer-delivery-to-receive');
  expect(problems).toEqual([]);
});

test('supplier1: the order to confirm and the notice to acknowledge, its own figures only', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'supplier1');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url, 'supplier1');
  const home = page.getByTestId('home-supplier');
  const rows = home.getByTestId('todo-table-todo').locator('tr.ant-table-row');
  // The order to confirm, the notice to acknowledge and the demo's inquiry to quote on (issue 17).
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  expect(await figureValue(page, 'awaiting')).toBe(1);
  expect(await figureValue(page, 'inTransit')).toBe(1);
  await expect(home.getByTestId('card-accuracy')).toHaveAttribute('data-rate', '60');
  const own = await api.call(await api.certificateOf('supplier1'), DASHBOARD, {});
  expect(own.orders.awaitingConfirmation).toBe(1);
  await badgesAgree(page, 'supplier1', 3, 'some');
  await shotOf(page, 'supplier1-home');

  await rows
    .filter({ hasText: /订单|PO/ })
    .first()
    .getByRole('button')
    .first()
    .click();
  const order = page.locator('[data-testid="screen-supplier-order-edit"]:visible');
  await expect(order.getByTestId('doc-status')).toHaveAttribute('data-status', 'NO_CONFIRMED');
  await expect(order).toContainText('注塑车间轴承补充');
  await shotOf(page, 'supplier1-order-to-confirm');
  await page.getByTestId('tab-home').click();
  await rows.filter({ hasText: '送货单标签' }).first().getByRole('button').first().click();
  await expect(page.getByTestId('screen-noticePendingDesc')).toContainText('关于启用新版送货单标签的通知');
  expect(problems).toEqual([]);
});

test('finance: the value received, no buyer’s figures, no supplier to-do to send', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'finance');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url, 'finance');
  const home = page.getByTestId('home-internal');
  await expect(home.getByTestId('home-figure-receipts')).toContainText('CNY 6,957.50');
  await expect(home.getByTestId('home-figure-receipts')).toContainText('1 张送货单');
  await expect(home.getByTestId('home-figure-awaiting')).toHaveCount(0);
  await expect(home.getByTestId('home-dashboard')).toHaveCount(0);
  // The to-dos have answered (none for finance) before the button's absence is judged.
  await expect(home.getByTestId('todo-table-todo')).toContainText('暂无待办');
  await expect(home.getByTestId('supplier-todo-button')).toHaveCount(0);
  await shotOf(page, 'finance-home');
  expect(problems).toEqual([]);
});

test('in English: the buyer’s and supplier1’s figures and charts', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginInEnglish(page, server.url, 'buyer');
  const home = page.getByTestId('home-internal');
  for (const text of ['At a glance', 'Orders awaiting the supplier', 'My open orders', 'Deliveries in transit'])
    await expect(home.getByTestId('home-figures')).toContainText(text);
  await expect(home.getByTestId('card-warnings')).toContainText('Delivery warnings');
  await expect(home.getByTestId('accuracy-hint')).toContainText('3 on time and in full');
  await shotOf(page, 'buyer-home-en');
  await loginInEnglish(page, server.url, 'supplier1');
  await expect(page.getByTestId('home-figures')).toContainText('Orders to confirm');
  await shotOf(page, 'supplier1-home-en');
  expect(problems).toEqual([]);
});
