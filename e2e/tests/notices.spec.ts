import fs from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiOf } from '../support/api.ts';
import { watchConsole } from '../support/console.ts';
import { openMenu } from '../support/menu.ts';
import { approvedRequisition } from '../support/purchase.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';
import { expectToast } from '../support/toasts.ts';

/*
 * Notices, notifications and public documents (SRM issue 6): the buyer writes a system announcement for
 * supplier1 only, with an attachment, and publishes it; supplier1 finds it bold (unread) on the notice
 * list, opens it, and finds it no longer bold; supplier2 never sees it. The buyer opens a notification,
 * and adds an operation guide under public documents.
 */

const SHOTS = '/tmp/notices-shots';
const TITLE = 'E2E 系统公告：仅限苏州精密';
const BOLD = '重要：请按时报名';
const REPLY = '已收到，将按时报名';
const ACK_TITLE = 'E2E 需确认公告：质量协议更新';
const PDF = {
  name: 'notice-rules.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
};

let server: TestServer;

/** Picks an option of a single select and checks it took (a click during the previous dropdown's closing is lost). */
async function choose(page: Page, select: Locator, text: string) {
  for (let attempt = 0; ; attempt++) {
    await select.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
    try {
      await expect(select).toContainText(text, { timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt > 0) throw error;
    }
  }
}

async function openNoticeMore(page: Page) {
  await page.goto(`${server.url}/main/notice/noticeMore`);
  const screen = page.getByTestId('screen-noticeMore');
  await expect(screen).toBeVisible();
  await expect(screen.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  return screen;
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
});
test.afterAll(async () => server?.stop());

test('the buyer writes a rich notice for supplier1 with an attachment and publishes it', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'buyer');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, server.url, 'buyer');
  await openMenu(page, 'BASE_NOTICE', 'MESSAGE');
  const screen = page.getByTestId('screen-noticeManagement');
  await expect(screen.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  await shot(page, { path: `${SHOTS}/management-zh.png` });

  await screen.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('screen-noticeEdit');
  await expect(form).toBeVisible();
  // Required fields first.
  await form.getByTestId('notice-save').click();
  await expect(form).toContainText('请输入标题');
  await expect(form).toContainText('请选择类型');

  await form.getByTestId('notice-title').fill(TITLE);
  await choose(page, form.getByTestId('notice-type'), '系统公告');
  await choose(page, form.getByTestId('notice-audience'), '指定对象');
  await form.getByTestId('notice-suppliers').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '苏州精密机械有限公司' })
    .click();
  await page.keyboard.press('Escape');
  // The rich editor (its own chunk): a plain line, then a bold one.
  const editor = form.getByTestId('notice-editor').locator('.ql-editor');
  await editor.click();
  await page.keyboard.type('第一行内容');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(BOLD);
  await page.keyboard.press('ControlOrMeta+b');
  await expect(editor.locator('strong')).toHaveText(BOLD);
  const attachments = form.getByTestId('attachments');
  await attachments.getByTestId('attachment-upload').locator('input[type=file]').setInputFiles(PDF);
  await expect(attachments.locator('[data-testid^="attachment-row-"]', { hasText: 'notice-rules.pdf' })).toBeVisible();
  await shot(page, { path: `${SHOTS}/notice-edit-zh.png` });
  await form.getByTestId('notice-save').click();
  await expectToast(page, '保存成功');

  await form.getByTestId('notice-publish').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /发\s?布/ })
    .click();
  await expectToast(page, '发布成功');
  // Back on the management list.
  await expect(screen).toBeVisible();
  const row = screen.locator('tr.ant-table-row', { hasText: TITLE });
  await expect(row).toContainText('已发布');
  await expect(row).toContainText('指定对象 (1)');
  await expect(row.getByTestId('row-button-revoke')).toBeVisible();
  await shot(page, { path: `${SHOTS}/management-published-zh.png` });
  expect(problems).toEqual([]);
});

test('a notice for chosen receivers cannot be published without any', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'buyer');
  await signIn(page, server.url, 'buyer');
  await page.goto(`${server.url}/main/noticeEdit`);
  const form = page.getByTestId('screen-noticeEdit');
  await form.getByTestId('notice-title').fill('E2E 无接收对象');
  await choose(page, form.getByTestId('notice-type'), '系统公告');
  await choose(page, form.getByTestId('notice-audience'), '指定对象');
  await form.getByTestId('notice-publish').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /发\s?布/ })
    .click();
  await expectToast(page, '请至少选择一个接收对象');
  await shot(page, { path: `${SHOTS}/notice-no-receivers-zh.png` });
});

test('supplier1 sees it bold, opens it, and it is no longer bold', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'supplier1');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, server.url, 'supplier1');
  // The home panels: my notification (the demo story's order to confirm), and the notice among the system
  // announcements, unread.
  await expect(page.getByTestId('notification-panel')).toContainText('新待办');
  const homeItem = page.locator('[data-testid^="notice-item-"]', { hasText: TITLE }).first();
  await expect(homeItem.locator('[data-unread]')).toHaveAttribute('data-unread', 'true');
  await expect(page.getByTestId('guide-links')).toContainText('供应商操作手册');
  await shot(page, { path: `${SHOTS}/home-supplier1-zh.png` });
  const screen = await openNoticeMore(page);
  const link = screen.locator('a', { hasText: TITLE });
  await expect(link.locator('[data-unread]')).toHaveAttribute('data-unread', 'true');
  await expect(link.locator('[data-unread]')).toHaveCSS('font-weight', '600');
  await shot(page, { path: `${SHOTS}/notice-more-supplier1-zh.png` });

  await link.click();
  const desc = page.getByTestId('screen-noticeDesc');
  await expect(desc.getByTestId('notice-desc-title')).toHaveText(TITLE);
  // The formatting arrives: the bold line is bold.
  await expect(desc.getByTestId('notice-content')).toContainText('第一行内容');
  await expect(desc.getByTestId('notice-content').locator('strong')).toHaveText(BOLD);
  await expect(desc.getByTestId('notice-content').locator('strong')).toHaveCSS('font-weight', '700');
  await expect(desc.getByTestId('notice-view-count')).toHaveText('1');
  await expect(desc.getByTestId('attachments')).toContainText('notice-rules.pdf');
  await shot(page, { path: `${SHOTS}/notice-desc-zh.png` });
  // The supplier may download the buyer's file of a notice meant for it.
  const downloadButton = desc.locator('[data-testid^="attachment-download-"]').first();
  const download = page.waitForEvent('download');
  await downloadButton.click();
  expect((await download).suggestedFilename()).toBe('notice-rules.pdf');

  // supplier1 replies.
  await desc.getByTestId('notice-reply-input').fill(REPLY);
  await desc.getByTestId('notice-reply-send').click();
  await expect(desc.locator('[data-testid^="notice-reply-item-"]', { hasText: REPLY })).toBeVisible();
  await expect(desc.getByTestId('notice-reply-input')).toHaveValue('');
  await shot(page, { path: `${SHOTS}/notice-desc-replied-zh.png` });

  await desc.getByTestId('notice-back').click();
  const again = page.getByTestId('screen-noticeMore');
  await expect(again.locator('a', { hasText: TITLE }).locator('[data-unread]')).toHaveAttribute('data-unread', 'false');
  await expect(again.locator('a', { hasText: TITLE }).locator('[data-unread]')).toHaveCSS('font-weight', '400');
  expect(problems).toEqual([]);
});

test('supplier2 does not see it', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'supplier2');
  await signIn(page, server.url, 'supplier2');
  const screen = await openNoticeMore(page);
  await expect(screen).toContainText('系统升级维护通知'); // a notice for everyone is there
  await expect(screen).not.toContainText(TITLE);
});

test('the buyer sees the reply and supplier1 among the viewers', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'buyer');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, server.url, 'buyer');
  await openMenu(page, 'BASE_NOTICE', 'MESSAGE');
  const screen = page.getByTestId('screen-noticeManagement');
  const row = screen.locator('tr.ant-table-row', { hasText: TITLE });
  await expect(row).toContainText('已发布');
  await row.getByTestId('row-button-view').click();
  const desc = page.getByTestId('screen-noticeDesc-manage');
  await expect(desc.getByTestId('notice-desc-title')).toHaveText(TITLE);
  await expect(desc.getByTestId('notice-content').locator('strong')).toHaveText(BOLD);
  await desc.getByRole('tab', { name: '回复' }).click();
  const reply = desc.locator('[data-testid^="notice-reply-item-"]', { hasText: REPLY });
  await expect(reply).toBeVisible();
  await expect(reply).toContainText('苏州精密机械有限公司');
  await shot(page, { path: `${SHOTS}/notice-manage-replies-zh.png` });
  await desc.getByRole('tab', { name: '查看记录' }).click();
  const viewers = desc.getByTestId('notice-viewers');
  await expect(viewers.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  const viewer = viewers.locator('tr.ant-table-row', { hasText: 'supplier1' });
  await expect(viewer).toContainText('苏州精密机械有限公司');
  await expect(viewer.locator('td').nth(3)).toHaveText('1');
  await shot(page, { path: `${SHOTS}/notice-manage-viewers-zh.png` });
  expect(problems).toEqual([]);
});

test('the buyer opens the notifications and a notification', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'buyer');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 860 });
  // A requisition of the spec's own, approved: its message is unread and no other spec reads it.
  const api = apiOf(server.url);
  const certs = { buyer: await api.certificateOf('buyer'), approver: await api.certificateOf('approver') };
  const purpose = `E2E 通知：冲压线钢板补充 ${Date.now()}`;
  const { requisitionNumber } = await approvedRequisition(api, certs, purpose);
  await signIn(page, server.url, 'buyer');
  await page.goto(`${server.url}/main/notification/notificationMore`);
  const screen = page.getByTestId('screen-notificationMore');
  await expect(screen.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  const link = screen.locator('a', { hasText: `${requisitionNumber} 已审批通过` });
  await expect(link.locator('[data-unread]')).toHaveAttribute('data-unread', 'true');
  await shot(page, { path: `${SHOTS}/notification-more-zh.png` });
  await link.click();
  const desc = page.getByTestId('screen-notificationDesc');
  await expect(desc.getByTestId('notification-desc-title')).toHaveText(`采购申请 ${requisitionNumber} 已审批通过`);
  await expect(desc).toContainText(purpose);
  await expect(desc).toContainText('采购申请'); // the bill type's name, not its code
  await shot(page, { path: `${SHOTS}/notification-desc-zh.png` });
  // The message opens its document.
  await desc.getByTestId('notification-open-document').click();
  const requisition = page.locator('[data-testid="screen-requisition-edit"]:visible');
  await expect(requisition.getByTestId('requisition-number')).toHaveText(requisitionNumber);
  await expect(requisition.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');
  await page.goto(`${server.url}/main/notification/notificationMore`);
  const after = page
    .getByTestId('screen-notificationMore')
    .locator('a', { hasText: `${requisitionNumber} 已审批通过` });
  await expect(after.locator('[data-unread]')).toHaveAttribute('data-unread', 'false');
  expect(problems).toEqual([]);
});

test('public documents: the buyer adds a guide, a supplier finds it', async ({ browser }) => {
  let page = await keptPage(browser, server.url, 'buyer');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, server.url, 'buyer');
  await openMenu(page, 'BASE_GGWD', 'BASE_DATA');
  const screen = page.getByTestId('screen-commonFileList');
  await expect(screen.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  await expect(screen).toContainText('供应商操作手册');
  await screen.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('common-file-form');
  await page.getByTestId('common-file-title').fill('E2E 质量协议填写指南');
  await page.getByTestId('common-file-type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '其他操作手册' }).click();
  await form
    .getByTestId('attachment-upload')
    .locator('input[type=file]')
    .setInputFiles({ ...PDF, name: 'quality-guide.pdf' });
  await expect(form.locator('[data-testid^="attachment-row-"]', { hasText: 'quality-guide.pdf' })).toBeVisible();
  await shot(page, { path: `${SHOTS}/common-file-form-zh.png` });
  await page.getByTestId('common-file-form-ok').click();
  await expect(form).toBeHidden();
  await expect(screen.locator('tr.ant-table-row', { hasText: 'E2E 质量协议填写指南' })).toContainText('其他操作手册');
  await shot(page, { path: `${SHOTS}/common-files-zh.png` });
  expect(problems).toEqual([]);

  // Supplier2 reads it among the guides and downloads its file.
  page = await keptPage(browser, server.url, 'supplier2');
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, server.url, 'supplier2');
  await page.goto(`${server.url}/main/indexCommonFileList`);
  const list = page.getByTestId('screen-indexCommonFileList');
  await expect(list).toContainText('E2E 质量协议填写指南');
  await expect(list).not.toContainText('采购员操作手册');
  await shot(page, { path: `${SHOTS}/index-common-files-supplier-zh.png` });
  const download = page.waitForEvent('download');
  await list.getByText('quality-guide.pdf').click();
  expect((await download).suggestedFilename()).toBe('quality-guide.pdf');
});

test('a notice asking for acknowledgement: supplier1 reads it from its to-do and clicks "I have read it"', async ({
  browser,
}) => {
  let page = await keptPage(browser, server.url, 'buyer');
  let problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, server.url, 'buyer');
  await page.goto(`${server.url}/main/noticeEdit`);
  const form = page.getByTestId('screen-noticeEdit');
  await form.getByTestId('notice-title').fill(ACK_TITLE);
  await choose(page, form.getByTestId('notice-type'), '系统公告');
  await choose(page, form.getByTestId('notice-audience'), '指定对象');
  // Addressed through the demo's supplier group (supplier1 only).
  await form.getByTestId('notice-groups').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '关键零部件供应商' }).click();
  await page.keyboard.press('Escape');
  await form.getByTestId('notice-ack').click();
  await form.getByTestId('notice-editor').locator('.ql-editor').click();
  await page.keyboard.type('请确认已阅读新版质量协议。');
  await form.getByTestId('notice-publish').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /发\s?布/ })
    .click();
  await expectToast(page, '发布成功');
  expect(problems).toEqual([]);

  page = await keptPage(browser, server.url, 'supplier1');
  problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, server.url, 'supplier1');
  const todos = page.getByTestId('todo-panel-supplier');
  const todo = todos.getByRole('button', { name: ACK_TITLE });
  await expect(todo).toBeVisible();
  await shot(page, { path: `${SHOTS}/ack-todo-supplier1-zh.png` });
  await todo.click();
  const pending = page.getByTestId('screen-noticePendingDesc');
  await expect(pending.getByTestId('notice-desc-title')).toHaveText(ACK_TITLE);
  await expect(pending.getByTestId('notice-content')).toContainText('请确认已阅读新版质量协议。');
  await expect(pending.getByTestId('notice-ack-state')).toContainText('我已阅读');
  await shot(page, { path: `${SHOTS}/ack-pending-desc-zh.png` });
  await pending.getByTestId('notice-acknowledge').click();
  await expectToast(page, '已确认阅读');
  await expect(pending.getByTestId('notice-acknowledge')).toHaveCount(0);
  await expect(pending.getByTestId('notice-ack-state')).toContainText('已确认阅读');
  await page.goto(`${server.url}/main`);
  await expect(page.getByTestId('todo-panel-supplier')).toBeVisible();
  await expect(page.getByTestId('todo-panel-supplier').getByRole('button', { name: ACK_TITLE })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('supplier2, outside the group, has no acknowledgement to-do', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'supplier2');
  await signIn(page, server.url, 'supplier2');
  await expect(page.getByTestId('todo-panel-supplier')).toBeVisible();
  await expect(page.getByTestId('todo-panel-supplier')).not.toContainText(ACK_TITLE);
});

test('the buyer follows who acknowledged the notice: supplier1 did, no one is left', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'buyer');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, server.url, 'buyer');
  await openMenu(page, 'BASE_NOTICE', 'MESSAGE');
  const screen = page.getByTestId('screen-noticeManagement');
  await screen.locator('tr.ant-table-row', { hasText: ACK_TITLE }).getByTestId('row-button-view').click();
  const desc = page.getByTestId('screen-noticeDesc-manage');
  await expect(desc.getByTestId('notice-desc-title')).toHaveText(ACK_TITLE);
  await desc.getByRole('tab', { name: '确认情况' }).click();
  const acks = desc.getByTestId('notice-acknowledgements');
  await expect(acks.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  const row = acks.locator('tr.ant-table-row', { hasText: '苏州精密机械有限公司' });
  await expect(row).toContainText('已确认阅读');
  await expect(row).toContainText('张经理');
  await expect(acks.getByTestId('notice-ack-filter')).toContainText('已确认 1');
  await shot(page, { path: `${SHOTS}/notice-manage-acknowledgements-zh.png` });
  // Not yet acknowledged: nobody.
  await acks.getByTestId('notice-ack-filter').getByText('未确认 0').click();
  await expect(acks.locator('tr.ant-table-row')).toHaveCount(0);
  await expect(acks.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  expect(problems).toEqual([]);
});

test('in English: the management form, the notice list and the home panels', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'buyer');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, server.url, 'buyer', 'EN');
  await expect(page.getByTestId('notification-panel')).toContainText(/已审批通过|approved/);
  await shot(page, { path: `${SHOTS}/home-buyer-en.png` });
  await openMenu(page, 'BASE_NOTICE', 'MESSAGE');
  const screen = page.getByTestId('screen-noticeManagement');
  await expect(screen.locator('tr.ant-table-row', { hasText: TITLE })).toContainText('Published');
  await screen.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('screen-noticeEdit');
  await expect(form).toContainText('Audience');
  await form.getByTestId('notice-audience').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toContainText('Chosen receivers');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Chosen receivers' }).click();
  await expect(form).toContainText('Supplier groups');
  await form.getByTestId('notice-save').click();
  await expect(form).toContainText('Enter a title');
  await expect(form.getByTestId('notice-editor').locator('.ql-toolbar')).toBeVisible();
  await shot(page, { path: `${SHOTS}/notice-edit-en.png` });
  await page.goto(`${server.url}/main/notice/noticeMore?types=SYSTEM_ANN`);
  const more = page.getByTestId('screen-noticeMore');
  await expect(more).toContainText('系统升级维护通知');
  await expect(more).not.toContainText('招标');
  await expect(more.locator('thead')).toContainText('Views');
  await shot(page, { path: `${SHOTS}/notice-more-en.png` });
  expect(problems).toEqual([]);
});

test('in English: a draft previewed uncounted, then published to supplier1 only: bold, opened, normal, counted', async ({
  browser,
}) => {
  const title = 'E2E notice in English: supplier1 only';
  const api = apiOf(server.url);
  const [buyer, supplier1, supplier2] = await Promise.all(['buyer', 'supplier1', 'supplier2'].map(api.certificateOf));
  const [s1] = await api.call(buyer, '/api/srmServer/v1/supplierInfoRestful/listByPage', {
    searchParams: { supplierNum: 'S000001' },
    pageIndex: 1,
    pageRows: 1,
  });
  const draft = await api.call(buyer, '/api/srmServer/v1/srmBaseNoticeRestful/saveOrUpdate', {
    noticeTitle: title,
    noticeType: 'SYSTEM_ANN',
    audience: 'SUPPLIER',
    supplierIds: [s1.supplierId],
    content: 'Please read the new delivery rules.',
  });
  // Each user in its kept page, in English, its console watched from the load on.
  const watched: string[][] = [];
  const inEnglish = async (userName: string) => {
    const own = await keptPage(browser, server.url, userName);
    watched.push(watchConsole(own));
    await own.setViewportSize({ width: 1366, height: 860 });
    await signIn(own, server.url, userName, 'EN');
    return own;
  };

  // The buyer previews the draft from the management list: shown, not counted.
  let page = await inEnglish('buyer');
  await openMenu(page, 'BASE_NOTICE', 'MESSAGE');
  const management = page.getByTestId('screen-noticeManagement');
  const row = management.locator('tr.ant-table-row', { hasText: title });
  await expect(row).toContainText('Draft');
  await row.getByTestId('row-button-preview').click();
  const preview = page.getByTestId('screen-noticePreview');
  await expect(preview.getByTestId('notice-desc-title')).toHaveText(title);
  await expect(preview.getByTestId('notice-content')).toContainText('Please read the new delivery rules.');
  await expect(preview.getByTestId('notice-view-count')).toHaveText('0');
  await shot(page, { path: `${SHOTS}/notice-preview-en.png` });
  await api.call(buyer, '/api/srmServer/v1/srmBaseNoticeRestful/doPublish', { noticeId: draft.noticeId });

  // supplier1: bold on the home and on the list, opened, then normal; the view count rose to 1.
  page = await inEnglish('supplier1');
  const homeItem = page.getByTestId(`notice-item-${draft.noticeId}`);
  await expect(homeItem.locator('[data-unread]')).toHaveAttribute('data-unread', 'true');
  await page.goto(`${server.url}/main/notice/noticeMore?types=SYSTEM_ANN`);
  const more = page.getByTestId('screen-noticeMore');
  await expect(more.locator('thead')).toContainText('Views');
  const link = more.locator('a', { hasText: title });
  await expect(link.locator('[data-unread]')).toHaveCSS('font-weight', '600');
  await shot(page, { path: `${SHOTS}/notice-more-supplier1-en.png` });
  await link.click();
  const desc = page.getByTestId('screen-noticeDesc');
  await expect(desc.getByTestId('notice-desc-title')).toHaveText(title);
  await expect(desc.getByTestId('notice-view-count')).toHaveText('1');
  await desc.getByTestId('notice-back').click();
  await expect(
    page.getByTestId('screen-noticeMore').locator('a', { hasText: title }).locator('[data-unread]'),
  ).toHaveCSS('font-weight', '400');
  expect(watched.flat()).toEqual([]);

  // supplier2 neither lists it nor opens it.
  const listed = await api.call(supplier2, '/api/srmServer/v1/srmBaseNoticeRestful/listSummaryByPage', {
    pageIndex: 1,
    pageRows: 50,
    includeExpired: true,
  });
  expect(listed.map((n: { noticeTitle: string }) => n.noticeTitle)).not.toContain(title);
  const opened = await api.call(supplier1, '/api/srmServer/v1/srmBaseNoticeRestful/findById', {
    noticeId: draft.noticeId,
  });
  expect(opened.viewCount).toBe(2);
  page = await inEnglish('supplier2');
  await page.goto(`${server.url}/main/notice/noticeMore?types=SYSTEM_ANN`);
  await expect(page.getByTestId('screen-noticeMore').getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('screen-noticeMore')).not.toContainText(title);
});
