import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { type Api, apiOf } from '../support/api.ts';
import { watchConsole } from '../support/console.ts';
import { openMenu } from '../support/menu.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';

/*
 * Issue 5's approval workflow in the browser: the approver decides requisitions the buyer submitted
 * (approve, reject with a reason, transfer), watches the diagram with the current step marked, the
 * administrator changes the demo process in the designer and deploys a new version, and the buyer
 * follows the approvals started.
 */

const SHOTS = '/tmp/shots-bpm';
const OK = /确\s?定|OK/;

let server: TestServer;
const docs: Record<'approve' | 'reject' | 'transfer', string> = { approve: '', reject: '', transfer: '' };
let finance: { userId: number; personId: number };

let call: Api['call'];

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  const api = apiOf(server.url);
  call = api.call;
  const buyer = await api.certificateOf('buyer');
  docs.approve = (await api.submittedRequisition(buyer, 'E2E approve')).number;
  docs.reject = (await api.submittedRequisition(buyer, 'E2E reject')).number;
  docs.transfer = (await api.submittedRequisition(buyer, 'E2E transfer')).number;
  const admin = await api.certificateOf('admin');
  const [row] = await call(admin, '/api/baseServer/v1/baseUsersRestful/listByPage', {
    searchParams: { userName: 'finance' },
    pageIndex: 1,
    pageRows: 5,
  });
  finance = { userId: row.userId, personId: row.personId };
});
test.afterAll(async () => server?.stop());

async function openMyApprovals(page: Page) {
  await openMenu(page, 'BPM_MY_APPROVAL', 'WORKFLOW');
  return page.getByTestId('screen-myApproval');
}

test('the approver sees the task, watches the diagram and approves with a comment', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'approver');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, server.url, 'approver');
  const screen = await openMyApprovals(page);
  const row = screen.locator('tr.ant-table-row', { hasText: docs.approve });
  await expect(row).toContainText('部门负责人审批');
  await expect(row).toContainText('采购申请');
  await shot(page, { path: `${SHOTS}/my-approvals-zh.png` });

  await row.getByTestId('row-button-monitor').click();
  const monitor = page.getByTestId('screen-processMonitoring');
  await expect(monitor).toContainText(docs.approve);
  const node = monitor.locator('[data-element-id="Task_DeptHead"]').first();
  await expect(node).toHaveClass(/bpm-current/);
  await expect(monitor.locator('[data-element-id="Task_SecondApproval"]').first()).not.toHaveClass(/bpm-current/);
  await expect(monitor.getByTestId('monitor-history')).toContainText('提交');
  const box = await monitor.getByTestId('monitor-diagram').boundingBox();
  expect(box?.width).toBeGreaterThan(800);
  expect(box?.height).toBeGreaterThan(250);
  await shot(page, { path: `${SHOTS}/monitor-zh.png` });

  await page.getByTestId('tab-BPM_MY_APPROVAL').click();
  await row.getByTestId('row-button-approve').click();
  await page.getByTestId('task-comment').fill('同意采购，注意控制预算');
  await page.getByTestId('task-approve-ok').click();
  await expect(page.getByText('已同意')).toBeVisible();
  await expect(screen.locator('tr.ant-table-row', { hasText: docs.approve })).toHaveCount(0);

  await screen.getByTestId('approval-tab-done').click();
  const done = screen.locator('tr.ant-table-row', { hasText: docs.approve });
  await expect(done).toContainText('同意采购，注意控制预算');
  await expect(done).toContainText('同意');
  expect(problems).toEqual([]);

  // The document opens through the requisition menu of the approver's responsibility, read-only.
  await done.getByTestId('open-doc').click();
  await expect(page.getByTestId('tab-PUR_REQUISITION')).toBeVisible();
  // …which passes it on to the document's own tab, titled with its number.
  const edit = page.getByTestId('screen-requisition-edit');
  await expect(edit).toHaveAttribute('data-mode', 'view');
  await expect(edit.getByTestId('requisition-number')).toHaveText(docs.approve);
  await expect(page.locator('.ant-tabs-tab-active').first()).toContainText(docs.approve);
});

test('a rejection needs a reason; the approver rejects and transfers', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'approver');
  const problems = watchConsole(page);
  await signIn(page, server.url, 'approver');
  const screen = await openMyApprovals(page);
  const row = screen.locator('tr.ant-table-row', { hasText: docs.reject });
  await row.getByTestId('row-button-reject').click();
  await page.getByTestId('task-reject-ok').click();
  await expect(page.getByText('请填写驳回原因')).toBeVisible();
  await page.getByTestId('task-comment').fill('预算不足，请下季度再申请');
  await page.getByTestId('task-reject-ok').click();
  await expect(page.getByText('已驳回')).toBeVisible();
  await expect(screen.locator('tr.ant-table-row', { hasText: docs.reject })).toHaveCount(0);

  const other = screen.locator('tr.ant-table-row', { hasText: docs.transfer });
  await other.getByTestId('row-button-transfer').click();
  await page.getByTestId('task-transfer-ok').click();
  await expect(page.getByText('请选择接收人')).toBeVisible();
  // The receiver is picked by name from the internal users.
  await page.getByTestId('task-to-user').click();
  await page.getByTestId('task-to-user').locator('input').fill('finance');
  await page.locator('.ant-select-item-option', { hasText: '赵财务' }).click();
  await expect(page.getByTestId('task-to-user')).toContainText('赵财务 (finance)');
  await page.getByTestId('task-transfer-ok').click();
  await expect(page.getByText('已转办')).toBeVisible();
  await expect(screen.locator('tr.ant-table-row', { hasText: docs.transfer })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the approver finds the decided items among the pending items', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'approver');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, server.url, 'approver');
  await page.goto(`${server.url}/main/gtasks`);
  const pending = page.getByTestId('screen-gtasks');
  await pending.getByRole('tab', { name: '已办' }).click();
  await expect(pending.getByRole('tabpanel')).toContainText(docs.approve);
  await expect(pending.locator('.ant-spin-spinning')).toHaveCount(0);
  await shot(page, { path: `${SHOTS}/gtasks-zh.png` });
  expect(problems).toEqual([]);
});

test('the administrator sees the OA outbox', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'admin');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, server.url, 'admin');
  await openMenu(page, 'BPM_OA_OUTBOX', 'WORKFLOW');
  const outbox = page.getByTestId('screen-oaOutbox');
  await expect(outbox.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  await shot(page, { path: `${SHOTS}/outbox-zh.png` });
  expect(problems).toEqual([]);
});

test('the finance user receives the transferred task', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'finance');
  const problems = watchConsole(page);
  await signIn(page, server.url, 'finance');
  const screen = await openMyApprovals(page);
  await expect(screen.locator('tr.ant-table-row', { hasText: docs.transfer })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the administrator changes the demo process in the designer and deploys a new version', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'admin');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, server.url, 'admin');
  await openMenu(page, 'BPM_PROCESS_LIST', 'WORKFLOW');
  const screen = page.getByTestId('screen-processList');
  const row = screen.locator('tr.ant-table-row', { hasText: 'PUR_REQUISITION_DEFAULT' });
  await expect(row).toContainText('已发布');
  await row.getByTestId('row-button-design').click();

  const canvas = screen.getByTestId('designer-canvas');
  const task = canvas.locator('g.djs-element[data-element-id="Task_SecondApproval"]');
  await expect(task).toBeVisible();
  await task.click();
  const properties = screen.getByTestId('designer-properties');
  await expect(properties).toContainText('Task_SecondApproval');
  await properties.getByTestId('prop-assignee').fill(String(finance.personId));
  await properties.getByTestId('prop-assignee').blur();
  await shot(page, { path: `${SHOTS}/designer-zh.png` });

  await screen.getByTestId('designer-save').click();
  await expect(page.getByText('已保存为版本 2')).toBeVisible();
  await expect(screen.getByTestId('designer-status')).toContainText('草稿');
  await screen.getByTestId('designer-deploy').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: OK }).click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(screen.getByTestId('designer-status')).toContainText('已发布');

  await screen.getByTestId('designer-back').click();
  await expect(row).toContainText('2');
  await row.getByTestId('row-button-versions').click();
  const versions = page.getByTestId('model-versions');
  await expect(versions).toContainText('已停用');
  await expect(versions).toContainText('已发布');
  expect(problems).toEqual([]);
});

test('a diagram with a task without an assignee is refused with the reason', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'admin');
  // The refused save is a 400 the browser reports on its console.
  const problems = watchConsole(page, /status of 400/);
  await signIn(page, server.url, 'admin');
  await openMenu(page, 'BPM_PROCESS_LIST', 'WORKFLOW');
  const screen = page.getByTestId('screen-processList');
  await screen.getByTestId('toolbar-button-new').click();
  await screen.getByTestId('designer-key').fill('E2E_PROCESS');
  await screen.getByTestId('designer-name').fill('E2E process');
  await screen.getByTestId('designer-bill-type').fill('E2E_BILL');
  await screen.getByTestId('designer-canvas').locator('g.djs-element[data-element-id="Task_1"]').click();
  await screen.getByTestId('prop-assignee-type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '指定人员' }).click();
  await screen.getByTestId('designer-save').click();
  await expect(screen.getByTestId('designer-errors')).toBeVisible();
  await screen.getByTestId('prop-assignee').fill(String(finance.personId));
  await screen.getByTestId('prop-assignee').blur();
  await screen.getByTestId('designer-save').click();
  await expect(page.getByText('已保存为版本 1')).toBeVisible();
  await expect(screen.getByTestId('designer-errors')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the buyer follows the approvals started, in English', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'buyer');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, server.url, 'buyer', 'EN');
  await openMenu(page, 'BPM_SUBMITTED', 'WORKFLOW');
  const screen = page.getByTestId('screen-submitRequest');
  await expect(screen.locator('tr.ant-table-row', { hasText: docs.approve })).toContainText('Approved');
  await expect(screen.locator('tr.ant-table-row', { hasText: docs.reject })).toContainText('Rejected');
  const running = screen.locator('tr.ant-table-row', { hasText: docs.transfer });
  await expect(running).toContainText('Running');
  await shot(page, { path: `${SHOTS}/requests-en.png` });
  await running.getByTestId('row-button-monitor').click();
  const monitor = page.getByTestId('screen-processMonitoring');
  await expect(monitor.getByTestId('monitor-history')).toContainText('Transferred');
  await expect(monitor.locator('[data-element-id="Task_DeptHead"]').first()).toHaveClass(/bpm-current/);
  await shot(page, { path: `${SHOTS}/monitor-en.png` });
  expect(problems).toEqual([]);
});
