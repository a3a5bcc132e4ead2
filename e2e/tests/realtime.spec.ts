import fs from 'node:fs';
import { type Browser, expect, type Page, test, type WebSocket } from '@playwright/test';
import { apiOf } from '../support/api.ts';
import { watchConsole } from '../support/console.ts';
import { loginAs } from '../support/login.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { shot } from '../support/shots.ts';
import { expectToast } from '../support/toasts.ts';

/*
 * Realtime push over /srm-ws (issue 6): supplier1 and supplier2 have their homes open; the buyer sends
 * supplier1 a supplier to-do. Without a reload supplier1's to-do panel lists it, the header's to-do badge
 * rises and a toast names it; supplier2's page gets no event and shows nothing new. The badge opens the
 * to-do list; logging out closes the socket.
 */

const SHOTS = '/tmp/realtime-shots';
const PENDING = '/api/srmServer/v1/srmBaseSupplierPendingRestful/saveOrUpdate';
const SUPPLIERS = '/api/srmServer/v1/supplierInfoRestful/listByPage';
const BADGES = '/api/srmServer/v1/srmBaseHomeRestful/badgeCounts';
const TITLE = '请确认四月份交货计划（实时推送）';

let server: TestServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
});
test.afterAll(async () => server?.stop());

type Home = { page: Page; socket: WebSocket; frames: string[]; problems: string[] };

/** A user's home in its own browser, once its socket said it is ready; every frame it receives is kept. */
async function openHome(browser: Browser, userName: string, panel = 'todo-panel-supplier'): Promise<Home> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  const problems = watchConsole(page);
  const frames: string[] = [];
  // Listening from the moment the socket opens: on a slow machine its "ready" frame arrives before
  // the login's navigation has finished.
  const opened = page.waitForEvent('websocket', (ws) => {
    if (!ws.url().endsWith('/srm-ws')) return false;
    ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
    return true;
  });
  await loginAs(page, server.url, userName);
  const socket = await opened;
  await expect.poll(() => frames.some((f) => f.includes('"ready"'))).toBe(true);
  await expect(page.getByTestId(panel)).toBeVisible();
  // Marks this document: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  return { page, socket, frames, problems };
}

test('a supplier to-do sent by the buyer reaches supplier1’s open home at once, and supplier2’s not at all', async ({
  browser,
}) => {
  const api = apiOf(server.url);
  const [buyer, supplier1, supplier2] = await Promise.all(['buyer', 'supplier1', 'supplier2'].map(api.certificateOf));
  const [s1] = await api.call(buyer, SUPPLIERS, {
    searchParams: { supplierNum: 'S000001' },
    pageIndex: 1,
    pageRows: 1,
  });
  const before1 = (await api.call(supplier1, BADGES, {})).todoCount as number;
  const before2 = (await api.call(supplier2, BADGES, {})).todoCount as number;

  const one = await openHome(browser, 'supplier1');
  const two = await openHome(browser, 'supplier2');
  const badge1 = one.page.getByTestId('header-todos');
  const badge2 = two.page.getByTestId('header-todos');
  await expect(badge1).toHaveAttribute('data-count', String(before1));
  await expect(badge2).toHaveAttribute('data-count', String(before2));
  await shot(one.page.locator('.srm-header'), { path: `${SHOTS}/header-before.png` });

  await api.call(buyer, PENDING, { supplierId: s1.supplierId, pendingTitle: TITLE });

  // supplier1: the panel lists it, the badge rises, a toast names it — in the same document.
  const panel1 = one.page.getByTestId('todo-panel-supplier');
  await expect(panel1).toContainText(TITLE);
  await expect(badge1).toHaveAttribute('data-count', String(before1 + 1));
  await expect(badge1.locator('.ant-badge-count')).toHaveText(String(before1 + 1));
  await expectToast(one.page, TITLE);
  expect(await one.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await shot(one.page.locator('.srm-header'), { path: `${SHOTS}/header-after.png` });
  await shot(one.page, { path: `${SHOTS}/supplier1-home.png` });

  // supplier2: no event came, nothing new is shown, the count stays.
  await two.page.waitForTimeout(1000);
  expect(two.frames.filter((f) => f.includes('"event"'))).toEqual([]);
  await expect(two.page.getByTestId('todo-panel-supplier')).not.toContainText(TITLE);
  await expect(badge2).toHaveAttribute('data-count', String(before2));
  await shot(two.page, { path: `${SHOTS}/supplier2-home.png` });

  // The badge opens the supplier's to-do list, where the new item is.
  await badge1.click();
  const screen = one.page.getByTestId('screen-supplierPendingMore');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText(TITLE);

  // Logging out closes the socket.
  const closed = one.socket.waitForEvent('close');
  await one.page.getByTestId('user-menu').click();
  await one.page.getByTestId('logout').click();
  await one.page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s?定|OK/ })
    .click();
  await expect(one.page).toHaveURL(/\/login/);
  await closed;

  expect(one.problems).toEqual([]);
  expect(two.problems).toEqual([]);
});

test('a requisition the buyer submits shows up in the approver’s open home and header', async ({ browser }) => {
  const api = apiOf(server.url);
  const [buyer, approver] = await Promise.all(['buyer', 'approver'].map(api.certificateOf));
  const before = (await api.call(approver, BADGES, {})).todoCount as number;
  const home = await openHome(browser, 'approver', 'todo-panel-internal');
  const badge = home.page.getByTestId('header-todos');
  await expect(badge).toHaveAttribute('data-count', String(before));

  const { number } = await api.submittedRequisition(buyer, 'E2E realtime');

  await expect(home.page.getByTestId('todo-panel-internal')).toContainText(number);
  await expect(badge).toHaveAttribute('data-count', String(before + 1));
  expect(await home.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await shot(home.page.locator('.srm-header'), { path: `${SHOTS}/header-approver.png` });
  await shot(home.page, { path: `${SHOTS}/approver-home.png` });
  expect(home.problems).toEqual([]);
});
