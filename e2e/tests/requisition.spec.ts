import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { apiOf } from '../support/api.ts';
import { uploadAttachments } from '../support/gallery.ts';
import { DEMO_PASSWORD } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { approvedRequisition } from '../support/purchase.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';
import { expectToast } from '../support/toasts.ts';

// Purchasing → Requisitions through the generic document screens: create with two lines and an
// attachment, submit, approve (twice above 50000: the demo process's second approval is the approver
// again), reject with a required comment and resubmit, a stale save, the history and approval trail.

const SHOTS = '/tmp/shots-docs';
let server: TestServer;

async function api(path: string, body: object, certificate?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(certificate ? { certificate } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()).data;
}

test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());
// Each test is a whole approval round between two or three users (about 30 s on a quiet machine):
// twice the usual limit, so a loaded CI machine does not cut a passing flow short.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    // The browser logs the refused stale save (409) itself: that refusal is what the test provokes.
    if (m.text().includes('status of 409')) return;
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * The user's kept page of the worker (support/sessions.ts), opened afresh as that user in `lang`, and its console
 * errors from before the app loads. A new browser and a login through the login page for each user of each test
 * cost seconds on the 2-core machine; only the first time goes through the login page. These tests add no routes,
 * init scripts or dialog handlers, and the server keeps no cookies (the stale save's second login leaves nothing
 * in the approver's browser).
 */
async function signedIn(browser: Browser, userName: string, lang: 'CN' | 'EN' = 'CN') {
  const page = await keptPage(browser, server.url, userName);
  const errors = watchConsole(page);
  await signIn(page, server.url, userName, lang);
  return { page, errors };
}

const pick = (page: Page, select: Locator, text: string) => pickFrom(page, select, text, { search: text });

async function openList(page: Page) {
  await openMenu(page, 'PUR_REQUISITION', 'PURCHASING');
  const list = page.getByTestId('screen-requisition-list');
  await expect(list).toBeVisible();
  return list;
}

/** The buyer fills a new requisition: header and lines of [description, quantity, price]. */
async function fillNew(page: Page, lines: [string, string, string][]) {
  const list = await openList(page);
  await list.getByTestId('toolbar-button-add').click();
  const edit = page.getByTestId('screen-requisition-edit');
  await expect(edit).toBeVisible();
  await pick(page, edit.getByTestId('requisition-field-orgId'), '华东');
  await pick(page, edit.getByTestId('requisition-field-departmentId'), '采购部');
  await pick(page, edit.getByTestId('requisition-field-requesterId'), '李采购');
  await edit.getByTestId('requisition-field-purpose').fill('生产线备料');
  const table = edit.getByTestId('requisition-lines');
  for (let i = 0; i < lines.length; i++) {
    const key = `n${i + 1}`;
    if (i > 0) await table.getByTestId('toolbar-button-addLine').click();
    const [description, quantity, price] = lines[i];
    await table.getByTestId(`cell-itemDescription-${key}`).locator('input').fill(description);
    await pick(page, table.getByTestId(`requisition-line-categoryId-${key}`), '钢材');
    await table.getByTestId(`cell-quantity-${key}`).click();
    await table.getByTestId(`cell-quantity-${key}`).locator('input').fill(quantity);
    await table.getByTestId(`cell-estimatedPrice-${key}`).click();
    await table.getByTestId(`cell-estimatedPrice-${key}`).locator('input').fill(price);
    await table.getByTestId(`cell-itemDescription-${key}`).locator('input').click();
  }
  return edit;
}

async function save(edit: Locator): Promise<string> {
  await edit.getByTestId('requisition-save').click();
  const number = edit.getByTestId('requisition-number');
  await expect(number).toHaveText(/^PR\d{10}$/);
  // The number shows before a second save answers: the toast says this one is stored.
  const text = (await number.textContent()) ?? '';
  await expectToast(edit.page(), `已保存 ${text}`);
  return text;
}

async function confirmAction(page: Page, edit: Locator, action: string) {
  await edit.getByTestId(`requisition-action-${action}`).click();
  await page.getByTestId('requisition-confirm-ok').click();
}

/** Opens a requisition from the list (as the approver or the buyer) in its own tab. */
async function openFromList(page: Page, number: string) {
  const list = await openList(page);
  await list.getByTestId('requisition-search').click();
  await list.getByTestId(`requisition-open-${number}`).click();
  const edit = page.locator('[data-testid="screen-requisition-edit"]:visible');
  await expect(edit.getByTestId('requisition-number')).toHaveText(number);
  return edit;
}

async function comment(page: Page, edit: Locator, action: string, text: string) {
  await edit.getByTestId(`requisition-action-${action}`).click();
  if (text) await page.getByTestId('requisition-comment').fill(text);
  await page.getByTestId('requisition-comment-ok').click();
}

test('the buyer creates and submits a requisition above 50000; the approver approves twice; the buyer sees the trail', async ({
  browser,
}) => {
  const { page, errors } = await signedIn(browser, 'buyer');
  const edit = await fillNew(page, [
    ['Q235 钢板 10mm', '10', '5000'],
    ['角钢 50x5', '20', '600.5'],
  ]);
  const table = edit.getByTestId('requisition-lines');
  await expect(table.getByTestId('cell-amount-n1')).toContainText('50,000.00');
  await expect(table.getByTestId('cell-amount-n2')).toContainText('12,010.00');
  await expect(edit.getByTestId('requisition-field-totalAmount')).toHaveValue('62,010.00');
  await uploadAttachments(edit.getByTestId('requisition-attachments'), [
    { name: 'spec.txt', mimeType: 'text/plain', buffer: Buffer.from('steel plate spec') },
  ]);
  const number = await save(edit);
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'DRAFT');
  await shot(page, { path: `${SHOTS}/edit-draft-cn.png`, fullPage: true });
  await confirmAction(page, edit, 'submit');
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');
  await expect(edit.getByTestId('requisition-save')).toHaveCount(0);

  const list = await openList(page);
  const row = list.locator('tr.ant-table-row', { hasText: number });
  await expect(row.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');
  await shot(page, { path: `${SHOTS}/list-cn.png`, fullPage: true });

  // The approver: the department head, then (above 50000) the second approval, also the approver.
  const { page: approverPage, errors: approverErrors } = await signedIn(browser, 'approver');
  const toApprove = await openFromList(approverPage, number);
  await expect(toApprove.getByTestId('requisition-action-submit')).toHaveCount(0);
  await comment(approverPage, toApprove, 'approve', '同意，部门预算内');
  await expect(toApprove.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');
  await shot(approverPage, { path: `${SHOTS}/approve-cn.png`, fullPage: true });
  await comment(approverPage, toApprove, 'approve', '二级审批同意');
  await expect(toApprove.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');
  await expect(toApprove.getByTestId('requisition-action-approve')).toHaveCount(0);

  // The buyer: APPROVED, the history's differences and the approval trail.
  const mine = await openFromList(page, number);
  await expect(mine.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');
  await mine.getByTestId('requisition-tab-approval').click();
  const trail = mine.getByTestId('requisition-approval-trail');
  await expect(trail).toContainText('同意，部门预算内');
  await expect(trail).toContainText('二级审批同意');
  await expect(trail).toContainText('王审批');
  await shot(page, { path: `${SHOTS}/trail-cn.png`, fullPage: true });
  await mine.getByTestId('requisition-tab-history').click();
  const history = mine.getByTestId('requisition-history');
  await expect(history.getByTestId('requisition-history-row').first()).toBeVisible();
  await expect(history.getByTestId('requisition-history-line').first()).toBeVisible();
  await shot(page, { path: `${SHOTS}/history-cn.png`, fullPage: true });
  expect(errors).toEqual([]);
  expect(approverErrors).toEqual([]);
});

test('the approver rejects with a required comment; the buyer edits and resubmits; a stale save is refused', async ({
  browser,
}) => {
  const { page, errors } = await signedIn(browser, 'buyer');
  const edit = await fillNew(page, [['劳保手套', '100', '12.5']]);
  await expect(edit.getByTestId('requisition-field-totalAmount')).toHaveValue('1,250.00');
  const number = await save(edit);
  await confirmAction(page, edit, 'submit');
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');

  const { page: approverPage } = await signedIn(browser, 'approver');
  const toReject = await openFromList(approverPage, number);
  await toReject.getByTestId('requisition-action-reject').click();
  await approverPage.getByTestId('requisition-comment-ok').click();
  await expect(approverPage.getByText('请填写审批意见')).toBeVisible();
  await shot(approverPage, { path: `${SHOTS}/reject-required-cn.png`, fullPage: true });
  await approverPage.getByTestId('requisition-comment').fill('数量过多，请减半');
  await approverPage.getByTestId('requisition-comment-ok').click();
  await expect(toReject.getByTestId('doc-status')).toHaveAttribute('data-status', 'REJECTED');

  // The buyer edits the rejected requisition (in edit mode from the list) and resubmits it.
  const list = await openList(page);
  await list.getByTestId('requisition-search').click();
  await list.locator('tr.ant-table-row', { hasText: number }).getByTestId('row-button-edit').click();
  const mine = page.locator('[data-testid="screen-requisition-edit"][data-mode="edit"]:visible');
  await expect(mine.getByTestId('doc-status')).toHaveAttribute('data-status', 'REJECTED');
  const table = mine.getByTestId('requisition-lines');
  const quantity = table.locator('[data-testid^="cell-quantity-l"]').first();
  await quantity.click();
  await quantity.locator('input').fill('50');
  await mine.getByTestId('requisition-field-purpose').click();
  await expect(mine.getByTestId('requisition-field-totalAmount')).toHaveValue('625.00');

  // Meanwhile someone else saves it: this save is stale, the message says so, the typing stays.
  const other = await approverPage.request.post(`${server.url}/api/baseServer/v1/baseLoginRestful/login`, {
    data: { userName: 'buyer', password: DEMO_PASSWORD },
  });
  const certificate = (await other.json()).data.certificate as string;
  const REQ = '/api/srmServer/v1/srmPurRequisitionRestful';
  const current = await api(
    `${REQ}/listByPage`,
    { searchParams: { requisitionNumber: number }, pageIndex: 1, pageRows: 5 },
    certificate,
  );
  const full = await api(`${REQ}/findById`, { requisitionId: current[0].requisitionId }, certificate);
  await api(`${REQ}/saveOrUpdate`, { ...full, purpose: '生产线备料（已调整）' }, certificate);
  await mine.getByTestId('requisition-save').click();
  await expect(mine.getByTestId('requisition-stale')).toContainText('单据已被他人修改');
  await expect(mine.getByTestId('requisition-field-purpose')).toHaveValue('生产线备料');
  await shot(page, { path: `${SHOTS}/stale-cn.png`, fullPage: true });
  await mine.getByTestId('requisition-reload').click();
  await expect(mine.getByTestId('requisition-field-purpose')).toHaveValue('生产线备料（已调整）');
  await quantity.click();
  await quantity.locator('input').fill('50');
  await mine.getByTestId('requisition-field-purpose').click();
  await save(mine);
  await confirmAction(page, mine, 'submit');
  await expect(mine.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');
  await mine.getByTestId('requisition-tab-history').click();
  await expect(mine.getByTestId('requisition-history')).toContainText('数量过多，请减半');
  await shot(page, { path: `${SHOTS}/history-resubmit-cn.png`, fullPage: true });
  expect(errors).toEqual([]);
});

test('in English the list and a requisition show the declaration’s English labels', async ({ browser }) => {
  const client = apiOf(server.url);
  const submitted = await client.submittedRequisition(await client.certificateOf('buyer'), 'E2E English trail');
  const { page, errors } = await signedIn(browser, 'buyer', 'EN');
  const list = await openList(page);
  await expect(list).toContainText('Requisition no.');
  await expect(list).toContainText('In approval');
  await shot(page, { path: `${SHOTS}/list-en.png`, fullPage: true });
  await list.getByTestId('requisition-search').click();
  await list.getByTestId(`requisition-open-${submitted.number}`).click();
  const edit = page.locator('[data-testid="screen-requisition-edit"]:visible');
  await expect(edit).toContainText('Requesting organisation');
  await expect(edit).toContainText('Estimated price');
  await edit.getByTestId('requisition-tab-approval').click();
  const trail = edit.getByTestId('requisition-approval-trail');
  await expect(trail).toContainText('Outcome');
  // The process's steps in English (the model's srm:nameEn), not its Chinese names.
  await expect(trail).toContainText('Department head approval');
  await expect(trail).not.toContainText('部门负责人审批');
  await shot(page, { path: `${SHOTS}/edit-en.png`, fullPage: true });
  expect(errors).toEqual([]);
});

test('the buyer alters an approved requisition: the reason, the changes since approval, approved again', async ({
  browser,
}) => {
  const call = apiOf(server.url);
  const buyer = await call.certificateOf('buyer');
  // An approved requisition of its own within one approval step (the demo's approved one has an order made
  // from it, and other specs share this server).
  const approver = await call.certificateOf('approver');
  const approved = await approvedRequisition(call, { buyer, approver }, '变更测试：二号线备料');
  const { page, errors } = await signedIn(browser, 'buyer');
  const mine = await openFromList(page, approved.requisitionNumber);
  // The tab is titled with the document's type and number.
  await expect(page.locator('.ant-tabs-tab-active').first()).toContainText(approved.requisitionNumber);
  await comment(page, mine, 'alter', '生产计划调整，追加用途说明');
  await expect(mine.getByTestId('doc-status')).toHaveAttribute('data-status', 'CHANGING');
  const alteration = mine.getByTestId('requisition-alteration');
  await expect(alteration).toContainText('生产计划调整，追加用途说明');
  await mine.getByTestId('requisition-field-purpose').fill('变更后的用途：二号线扩产备料');
  await save(mine);
  await expect(alteration.getByTestId('requisition-alteration-change')).toContainText('变更后的用途：二号线扩产备料');
  await shot(page, { path: `${SHOTS}/alteration-cn.png`, fullPage: true });
  await confirmAction(page, mine, 'submit');
  await expect(mine.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');

  const { page: approverPage } = await signedIn(browser, 'approver');
  const toApprove = await openFromList(approverPage, approved.requisitionNumber);
  await comment(approverPage, toApprove, 'approve', '变更同意');
  await expect(toApprove.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');
  expect(errors).toEqual([]);
});
