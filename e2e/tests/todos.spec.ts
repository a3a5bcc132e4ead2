import fs from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiOf } from '../support/api.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { openAs } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';
import { expectToast } from '../support/toasts.ts';

/*
 * Supplier to-dos and the to-do lists (SRM issues 5 and 6): the buyer sends a supplier to-do from the
 * supplier to-do list (the spec's two checks first), supplier1 finds it, opens it read-only, handles it
 * with confirmation and sees it under Done; supplier2 never sees it. The approver opens an interior
 * to-do of a submitted requisition, which opens the requisition screen through the menu.
 */

const SHOTS = '/tmp/shots-todos';
const OK = /确\s?定|OK/;
const TODO_TEXT = '请于本周五前确认三月份交货计划，请及时处理';

let server: TestServer;
let requisitionNumber = '';

/** `userName`'s kept page signed in afresh (support/sessions.ts), with its console watched. */
function signedIn(browser: Browser, userName: string, lang: 'CN' | 'EN' = 'CN') {
  return openAs(browser, server.url, userName, { lang, viewport: { width: 1366, height: 800 } });
}

async function openSupplierTodos(page: Page) {
  await page.goto(`${server.url}/main/pending/supplierPendingMore`);
  const screen = page.getByTestId('screen-supplierPendingMore');
  await expect(screen).toBeVisible();
  return screen;
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  const api = apiOf(server.url);
  requisitionNumber = (await api.submittedRequisition(await api.certificateOf('buyer'), 'E2E to-do')).number;
});
test.afterAll(async () => server?.stop());

test('the buyer sends a supplier to-do: no supplier, no text, then sent', async ({ browser }) => {
  const { page, problems } = await signedIn(browser, 'buyer');
  const screen = await openSupplierTodos(page);
  await screen.getByTestId('supplier-todo-button').click();
  const dialog = page.getByTestId('supplier-todo-dialog');
  await expect(dialog).toBeVisible();

  await page.getByTestId('supplier-todo-send').click();
  await expectToast(page, '未选择供应商');

  await dialog.getByTestId('supplier-todo-supplier').click();
  const picker = page.getByTestId('select-dialog');
  await expect(picker).toContainText('深圳华信电子有限公司');
  await picker.locator('tr.ant-table-row', { hasText: '苏州精密机械有限公司' }).click();
  await page.getByTestId('select-dialog-confirm').click();
  await expect(dialog.getByTestId('supplier-todo-supplier')).toHaveValue('苏州精密机械有限公司 (S000001)');

  await page.getByTestId('supplier-todo-send').click();
  await expectToast(page, '待办信息为空');

  await dialog.getByTestId('supplier-todo-text').fill(TODO_TEXT);
  await shot(page, { path: `${SHOTS}/send-dialog-zh.png` });
  await page.getByTestId('supplier-todo-send').click();
  const confirm = page.locator('.ant-modal-confirm', { hasText: '确定将该待办发送给供应商吗？' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: /^发\s?送$/ }).click();
  await expectToast(page, '发送供应商待办成功');
  await expect(dialog).toBeHidden();

  // The buyer sees what it sent, with the supplier.
  const row = screen.getByTestId('todo-table-todo').locator('tr.ant-table-row', { hasText: '三月份交货计划' });
  await expect(row).toContainText('苏州精密机械有限公司');
  await expect(row).toContainText('供应商待办');
  await shot(page, { path: `${SHOTS}/supplier-todos-buyer-zh.png` });
  expect(problems).toEqual([]);
});

test('supplier2 does not see the to-do', async ({ browser }) => {
  const { page } = await signedIn(browser, 'supplier2');
  const screen = await openSupplierTodos(page);
  // Its own to-dos of the demo (an order to confirm, a notice, its certificate), not supplier1's.
  const rows = screen.getByTestId('todo-table-todo').locator('tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(screen).not.toContainText('三月份交货计划');
  await expect(screen.getByTestId('supplier-todo-button')).toHaveCount(0);
  // In English too; nothing handled of this to-do. Looked up by its title: on the shared server other specs
  // have supplier2 quote on and decline inquiries of their own, which hands it done to-dos of those.
  await page.getByText('English', { exact: true }).click();
  await screen.getByRole('tab', { name: 'Done' }).click();
  await screen.getByTestId('filter-title').fill('三月份');
  await screen.getByRole('button', { name: 'Search' }).click();
  await expect(screen.getByTestId('todo-table-done')).toContainText('Nothing done yet');
  await screen.getByRole('tab', { name: 'To do' }).click();
  await expect(screen).not.toContainText('三月份交货计划');
  await shot(page, { path: `${SHOTS}/supplier2-empty-en.png` });
  await page.getByText('中文', { exact: true }).click();
});

test('supplier1 opens the to-do read-only, handles it and finds it under Done', async ({ browser }) => {
  const { page, problems } = await signedIn(browser, 'supplier1');
  const screen = await openSupplierTodos(page);
  await expect(screen.getByTestId('supplier-todo-button')).toHaveCount(0);
  const row = screen.getByTestId('todo-table-todo').locator('tr.ant-table-row', { hasText: '三月份交货计划' });
  await expect(row).toContainText('请及时处理');
  await shot(page, { path: `${SHOTS}/supplier-todos-zh.png` });

  await row.getByRole('button').first().click();
  const todoDialog = page.locator('.ant-modal-confirm', { has: page.getByTestId('todo-dialog') });
  await expect(todoDialog.getByRole('textbox')).toHaveValue(TODO_TEXT);
  await expect(todoDialog.getByRole('textbox')).toHaveAttribute('readonly', '');
  await shot(page, { path: `${SHOTS}/todo-dialog-zh.png` });
  await todoDialog.getByRole('button', { name: /^处\s?理$/ }).click();
  const confirm = page.locator('.ant-modal-confirm', { hasText: '确定处理该待办吗？' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: /^处\s?理$/ }).click();
  await expectToast(page, '处理待办成功');
  await expect(screen.getByTestId('todo-table-todo')).not.toContainText('三月份交货计划');

  await screen.getByRole('tab', { name: '已办' }).click();
  const done = screen.getByTestId('todo-table-done').locator('tr.ant-table-row', { hasText: '三月份交货计划' });
  // The title reads "processed" once handled, with who handled it.
  await expect(done).toContainText('已处理');
  await expect(done).not.toContainText('请及时处理');
  await expect(done).toContainText('张经理');
  await shot(page, { path: `${SHOTS}/supplier-done-zh.png` });

  // Opened again from Done: read-only, nothing to handle.
  await done.getByRole('button').first().click();
  const view = page.locator('.ant-modal-confirm', { has: page.getByTestId('todo-dialog') });
  await expect(view.getByRole('button', { name: /^处\s?理$/ })).toHaveCount(0);
  await view.getByRole('button', { name: /关\s?闭/ }).click();

  // The supplier home's to-do panel lists the same to-dos (a look only: the home is laid out elsewhere).
  await page.goto(`${server.url}/main`);
  await page.getByTestId('todo-panel-supplier').getByRole('tab', { name: '已办' }).click();
  await expect(page.getByTestId('todo-panel-supplier')).toContainText('三月份交货计划，已处理');
  await shot(page, { path: `${SHOTS}/supplier-home-zh.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('the approver opens an interior to-do: the requisition opens through the menu', async ({ browser }) => {
  const { page, problems } = await signedIn(browser, 'approver');
  // The internal home's panel loads a second after the home opens.
  const panel = page.getByTestId('todo-panel-internal');
  await expect(panel).toContainText(requisitionNumber);
  await shot(page, { path: `${SHOTS}/internal-home-zh.png`, fullPage: true });
  await panel.getByTestId('todo-more').click();
  await expect(page).toHaveURL(/\/main\/pending\/interiorPendingMore/);
  const screen = page.getByTestId('screen-internalPendingMore');
  const row = screen.getByTestId('todo-table-todo').locator('tr.ant-table-row', { hasText: requisitionNumber });
  await expect(row).toContainText('采购申请');
  await shot(page, { path: `${SHOTS}/interior-todos-zh.png` });
  await row.getByRole('button').first().click();
  // Through the requisition menu, which passes it on to the document's own tab, read-only.
  await expect(page.getByTestId('tab-PUR_REQUISITION')).toBeVisible();
  await expect(page.getByTestId('screen-requisition-edit')).toHaveAttribute('data-mode', 'view');
  await expect(page.getByTestId('requisition-number')).toHaveText(requisitionNumber);
  expect(problems.filter((p) => !OK.test(p))).toEqual([]);
});

test('in English: every message of the to-do dialog, from sending to "has been processed"', async ({ browser }) => {
  const text = 'Confirm the May delivery plan, please deal with it in time';
  const buyer = await signedIn(browser, 'buyer', 'EN');
  let page = buyer.page;
  const screen = await openSupplierTodos(page);
  await screen.getByTestId('supplier-todo-button').click();
  const dialog = page.getByTestId('supplier-todo-dialog');
  await page.getByTestId('supplier-todo-send').click();
  await expectToast(page, 'No supplier selected');
  await dialog.getByTestId('supplier-todo-supplier').click();
  const picker = page.getByTestId('select-dialog');
  await expect(picker.locator('thead')).toContainText('Supplier name');
  await expect(picker.locator('thead')).toContainText('Supplier number');
  await picker.locator('tr.ant-table-row', { hasText: 'S000001' }).click();
  await page.getByTestId('select-dialog-confirm').click();
  await expect(dialog.getByTestId('supplier-todo-supplier')).toHaveValue('苏州精密机械有限公司 (S000001)');
  await page.getByTestId('supplier-todo-send').click();
  await expectToast(page, 'The to-do information is empty');
  await dialog.getByTestId('supplier-todo-text').fill(text);
  await page.getByTestId('supplier-todo-send').click();
  const confirmSend = page.locator('.ant-modal-confirm', { hasText: 'Send the to-do to the supplier?' });
  await expect(confirmSend).toBeVisible();
  await shot(page, { path: `${SHOTS}/send-confirm-en.png` });
  await confirmSend.getByRole('button', { name: 'Send' }).click();
  await expectToast(page, 'Sent supplier to-do successfully');
  await expect(dialog).toBeHidden();

  const supplier = await signedIn(browser, 'supplier1', 'EN');
  page = supplier.page;
  const mine = await openSupplierTodos(page);
  const row = mine.getByTestId('todo-table-todo').locator('tr.ant-table-row', { hasText: 'May delivery plan' });
  await expect(row).toContainText('please deal with it in time');
  await row.getByRole('button').first().click();
  const todoDialog = page.locator('.ant-modal-confirm', { has: page.getByTestId('todo-dialog') });
  await expect(todoDialog).toContainText('Supplier to-do');
  await expect(todoDialog.getByRole('textbox')).toHaveValue(text);
  await expect(todoDialog.getByRole('textbox')).toHaveAttribute('readonly', '');
  await todoDialog.getByRole('button', { name: 'Handle' }).click();
  const confirmHandle = page.locator('.ant-modal-confirm', { hasText: 'Handle the to-do?' });
  await expect(confirmHandle).toBeVisible();
  await shot(page, { path: `${SHOTS}/handle-confirm-en.png` });
  await confirmHandle.getByRole('button', { name: 'Handle' }).click();
  await expectToast(page, 'Handle to-do succeeded');
  await mine.getByRole('tab', { name: 'Done' }).click();
  const done = mine.getByTestId('todo-table-done').locator('tr.ant-table-row', { hasText: 'May delivery plan' });
  await expect(done).toContainText('Confirm the May delivery plan, has been processed');
  await shot(page, { path: `${SHOTS}/supplier-done-en.png` });
  expect([...buyer.problems, ...supplier.problems]).toEqual([]);
});

test('a to-do whose screen the current responsibility lacks says so plainly', async ({ browser }) => {
  // A requisition's approval transferred to the finance user: its FIN_STAFF responsibility has no requisition menu.
  const api = apiOf(server.url);
  const [buyer, approver, admin] = await Promise.all(['buyer', 'approver', 'admin'].map(api.certificateOf));
  const { number } = await api.submittedRequisition(buyer, 'E2E finance to-do');
  const [task] = await api.call(approver, '/api/bpmServer/v1/bpmTaskRestful/listTodoByPage', {
    searchParams: { keyword: number },
    pageIndex: 1,
    pageRows: 5,
  });
  const [finance] = await api.call(admin, '/api/baseServer/v1/baseUsersRestful/listByPage', {
    searchParams: { userName: 'finance' },
    pageIndex: 1,
    pageRows: 5,
  });
  await api.call(approver, '/api/bpmServer/v1/bpmTaskRestful/transfer', {
    taskId: task.taskId,
    toUserId: finance.userId,
    comment: 'budget check by finance',
  });

  const { page, problems } = await signedIn(browser, 'finance');
  await expect(page.getByTestId('resp-switcher')).toContainText('财务');
  const panel = page.getByTestId('todo-panel-internal');
  await panel.getByText(number).click();
  await expectToast(page, '当前职责下没有「采购申请」对应的页面，无法打开');
  await expect(page.getByTestId('tab-PUR_REQUISITION')).toHaveCount(0);
  await expect(page).toHaveURL(/\/main\/?$/);
  await shot(page, { path: `${SHOTS}/no-screen-zh.png` });

  await page.getByText('English', { exact: true }).click();
  await panel.getByText(number).click();
  await expectToast(page, 'The screen for "Purchase requisition" is not available in the current responsibility');
  await shot(page, { path: `${SHOTS}/no-screen-en.png` });
  await page.getByText('中文', { exact: true }).click();
  expect(problems).toEqual([]);
});

test('WJQMS and KJQMS to-dos are marked done on opening and go to /main; ICM_SUPP_HEAD opens its link in a tab', async ({
  browser,
}) => {
  // No module writes these bill types yet: the test hook (SRM_TEST_HOOKS=1) opens one for the caller.
  const HOOK = '/api/srmServer/v1/srmTestHooksRestful/openTodo';
  const api = apiOf(server.url);
  const [buyerCertificate, supplier1] = await Promise.all(['buyer', 'supplier1'].map(api.certificateOf));
  await api.call(buyerCertificate, HOOK, { billType: 'WJQMS', pendingTitle: 'E2E 外检质量通知 WJ-001' });
  await api.call(supplier1, HOOK, { billType: 'KJQMS', pendingTitle: 'E2E 客检质量通知 KJ-001' });
  const link = `${server.url}/api/health`;
  await api.call(supplier1, HOOK, {
    billType: 'ICM_SUPP_HEAD',
    pendingTitle: 'E2E 供应商协同 ICM-001',
    billLink: link,
  });

  // The buyer opens the WJQMS item from its full list: done, and back on the home.
  const buyer = await signedIn(browser, 'buyer');
  let page = buyer.page;
  await page.goto(`${server.url}/main/pending/interiorPendingMore`);
  const interior = page.getByTestId('screen-internalPendingMore');
  const wj = interior.getByTestId('todo-table-todo').locator('tr.ant-table-row', { hasText: 'WJ-001' });
  await expect(wj).toContainText('外检质量');
  await wj.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/main\/?$/);
  const panel = page.getByTestId('todo-panel-internal');
  await panel.getByRole('tab', { name: '已办' }).click();
  await expect(panel.getByTestId('todo-table-done').locator('tr.ant-table-row', { hasText: 'WJ-001' })).toContainText(
    '李采购',
  );
  await shot(page, { path: `${SHOTS}/wjqms-done-zh.png` });

  // supplier1: KJQMS likewise; ICM_SUPP_HEAD opens the collaboration page in a tab of its own.
  const supplier = await signedIn(browser, 'supplier1');
  page = supplier.page;
  let screen = await openSupplierTodos(page);
  const kj = screen.getByTestId('todo-table-todo').locator('tr.ant-table-row', { hasText: 'KJ-001' });
  await expect(kj).toContainText('客检质量');
  await kj.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/main\/?$/);
  const supplierPanel = page.getByTestId('todo-panel-supplier');
  await supplierPanel.getByRole('tab', { name: '已办' }).click();
  await expect(supplierPanel.getByTestId('todo-table-done')).toContainText('KJ-001');

  screen = await openSupplierTodos(page);
  const icm = screen.getByTestId('todo-table-todo').locator('tr.ant-table-row', { hasText: 'ICM-001' });
  await expect(icm).toContainText('供应商协同');
  await icm.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/main\/iframe\?/);
  await expect(page.getByTestId('iframe-view')).toHaveAttribute('src', link);
  await expect(page.locator('.ant-tabs-tab-active').first()).toContainText('供应商协同');
  await shot(page, { path: `${SHOTS}/icm-supp-head-tab-zh.png` });
  expect([...buyer.problems, ...supplier.problems]).toEqual([]);
});

test('the full to-do list filters by bill type and by title, on both tabs', async ({ browser }) => {
  const { page, problems } = await signedIn(browser, 'supplier1');
  const screen = await openSupplierTodos(page);
  const search = screen.getByRole('button', { name: /查\s?询/ });
  await screen.getByRole('tab', { name: '已办' }).click();
  const done = screen.getByTestId('todo-table-done');
  await expect(done).toContainText('KJ-001');
  await expect(done).toContainText('三月份交货计划');

  await pickFrom(page, screen.getByTestId('filter-billType'), '客检质量', { search: '客检' });
  await search.click();
  await expect(done.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(done).toContainText('KJ-001');
  await shot(page, { path: `${SHOTS}/filter-bill-type-zh.png` });

  await screen.getByRole('button', { name: /重\s?置/ }).click();
  await screen.getByTestId('filter-title').fill('三月份');
  await search.click();
  await expect(done.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(done).toContainText('三月份交货计划');
  // The open list takes the same filter: the March item is handled, the collaboration item does not match.
  await screen.getByRole('tab', { name: '待办' }).click();
  const todo = screen.getByTestId('todo-table-todo');
  await expect(todo.locator('.ant-empty')).toBeVisible();
  await screen.getByRole('button', { name: /重\s?置/ }).click();
  await expect(todo).toContainText('ICM-001');
  expect(problems).toEqual([]);
});
