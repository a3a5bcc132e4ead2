import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiOf } from '../support/api.ts';
import { watchConsole } from '../support/console.ts';
import { openMenu } from '../support/menu.ts';
import { pickOption } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';

/*
 * The message centre (SRM issue 6): the administrator edits a template and previews it, sends a message by
 * hand to supplier1 (in-app and e-mail); supplier1 finds it unread in "My messages" and on the home's
 * notifications, opens it, and it is read; the administrator sees it read among the receivers and the
 * e-mail attempt in the delivery log. A requisition approved brings the buyer the "approved" message.
 * Every screen of the message centre opens without a console error in both languages.
 */

const SHOTS = '/tmp/msg-shots';
const TITLE = 'E2E 请更新营业执照';
const BODY = '贵司营业执照将于下月到期，\n请登录平台上传新证。';
const MESSAGE_SCREENS = [
  'MSG_RECEIVE',
  'MSG_USER',
  'MSG_LIST',
  'MSG_INSTANCE',
  'MSG_RECEIVER',
  'MSG_HISTORY',
  'MSG_TODO',
  'MSG_LOG',
  'MSG_SOURCE',
  'MSG_TEMPLATE',
  'MSG_CONFIG',
  'MSG_REMINDER',
  'MSG_ARTICLE',
];

let server: TestServer;

async function ready(page: Page, testId: string) {
  const screen = page.getByTestId(testId);
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

test('the administrator edits a template and previews it with the sample values', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'admin');
  // The refused save below answers 400 on purpose.
  const problems = watchConsole(page, /status of 400/);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, server.url, 'admin');
  await openMenu(page, 'MSG_TEMPLATE', 'MESSAGE');
  const screen = await ready(page, 'screen-msgTempleCfg');
  await screen.getByTestId('template-keyword').fill('已审批通过');
  await screen
    .getByRole('button', { name: '查 询' })
    .or(screen.getByRole('button', { name: '查询' }))
    .first()
    .click();
  // The Chinese in-app template: what the requester sees in the notifications.
  const row = screen
    .locator('.ant-table-row', { hasText: '采购申请 {{docNumber}} 已审批通过' })
    .filter({ hasText: '站内信' })
    .filter({ hasText: '中文' });
  await expect(row).toHaveCount(1);
  await row.getByTestId('row-button-edit').click();
  const form = page.getByTestId('template-form');
  await expect(form).toBeVisible();
  await expect(form.getByTestId('template-variables')).toContainText('{{docNumber}}');
  await form.getByTestId('template-title').fill('【审批通过】采购申请 {{docNumber}}（{{amount}} 元）');
  await form.getByTestId('template-preview').click();
  await expect(form.getByTestId('template-preview-title')).toHaveText(
    '【审批通过】采购申请 PR2605250001（12,800.00 元）',
  );
  await expect(form.getByTestId('template-preview-body')).toContainText('PR2605250001（生产线备件）');
  await shot(page, { path: `${SHOTS}/template-preview.png` });
  // An undeclared variable is refused by the server, naming it.
  await form.getByTestId('template-title').fill('采购申请 {{docNo}}');
  await page.getByTestId('template-form-ok').click();
  await expect(form).toContainText('模板使用了该来源未声明的变量：docNo');
  await form.getByTestId('template-title').fill('【审批通过】采购申请 {{docNumber}}');
  await page.getByTestId('template-form-ok').click();
  await expect(form).toBeHidden();
  await expect(screen.locator('.ant-table-row', { hasText: '【审批通过】采购申请 {{docNumber}}' })).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('the administrator sends a message by hand to supplier1, in-app and by e-mail', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'admin');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, server.url, 'admin');
  await openMenu(page, 'MSG_LIST', 'MESSAGE');
  const screen = await ready(page, 'screen-messageList');
  await screen.getByTestId('toolbar-button-send').click();
  const form = page.getByTestId('message-send-form');
  await expect(form).toBeVisible();
  await form.getByTestId('message-title').fill(TITLE);
  await form.getByTestId('message-body').fill(BODY);
  await form.getByText('邮件', { exact: true }).click();
  await pickOption(page, form.getByTestId('message-suppliers'), '苏州', '苏州精密机械有限公司');
  await page.keyboard.press('Escape');
  await shot(page, { path: `${SHOTS}/send-form.png` });
  await page.getByTestId('message-send-form-ok').click();
  await expect(form).toBeHidden();
  const row = screen.locator('.ant-table-row', { hasText: TITLE });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('站内信');
  await expect(row).toContainText('邮件');
  await shot(page, { path: `${SHOTS}/message-list.png` });
  expect(problems).toEqual([]);
});

test('supplier1 finds it unread in My messages and on the home, opens it, and it is read', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'supplier1');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, server.url, 'supplier1');
  await expect(page.getByTestId('notification-panel')).toContainText(TITLE);
  await shot(page, { path: `${SHOTS}/supplier-home.png` });
  await openMenu(page, 'MSG_RECEIVE', 'MESSAGE');
  const screen = await ready(page, 'screen-receiveMessageList');
  const link = screen.locator('[data-testid^="inbox-row-"]', { hasText: TITLE });
  await expect(link).toHaveAttribute('data-read', 'N');
  await expect(link).toHaveCSS('font-weight', '700');
  await shot(page, { path: `${SHOTS}/inbox-unread.png` });
  await link.click();
  const opened = page.getByTestId('inbox-message');
  await expect(opened).toContainText('请登录平台上传新证。');
  await expect(page.locator('.ant-modal')).toHaveCSS('opacity', '1');
  await shot(page, { path: `${SHOTS}/inbox-open.png` });
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await expect(screen.locator('[data-testid^="inbox-row-"]', { hasText: TITLE })).toHaveAttribute('data-read', 'Y');
  await expect(screen.locator('.ant-table-row', { hasText: TITLE })).toContainText('已读');
  expect(problems).toEqual([]);
});

test('supplier2 never sees it', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'supplier2');
  await signIn(page, server.url, 'supplier2');
  // Its certificate is about to expire: the home asks to acknowledge that first.
  const warning = page.getByTestId('qualification-warning');
  await expect(warning).toBeVisible();
  await page.getByTestId('qualification-warning-ack').click();
  await expect(warning).toBeHidden();
  await openMenu(page, 'MSG_RECEIVE', 'MESSAGE');
  const screen = await ready(page, 'screen-receiveMessageList');
  await expect(screen.locator('.ant-table-row', { hasText: TITLE })).toHaveCount(0);
});

test('the administrator sees it read among the receivers and the e-mail attempt in the log', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'admin');
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, server.url, 'admin');
  await openMenu(page, 'MSG_LIST', 'MESSAGE');
  const list = await ready(page, 'screen-messageList');
  const row = list.locator('.ant-table-row', { hasText: TITLE });
  await expect(row).toBeVisible();
  await row.getByTestId('row-button-receivers').click();
  const receivers = await ready(page, 'screen-msgReceive');
  // Every user of supplier1 receives it (other specs may have added one); 张经理 read it.
  const inApp = receivers.locator('.ant-table-row', { hasText: '站内信' }).filter({ hasText: '张经理' });
  await expect(inApp).toHaveCount(1);
  await expect(inApp).toContainText('已读');
  await expect(receivers.locator('.ant-table-row', { hasText: 'sales@szjm.example.com' })).toContainText('已发送');
  await shot(page, { path: `${SHOTS}/receivers.png` });
  await openMenu(page, 'MSG_LOG', 'MESSAGE');
  const log = await ready(page, 'screen-msgLog');
  const mail = log.locator('.ant-table-row', { hasText: 'sales@szjm.example.com' }).filter({ hasText: TITLE });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText('已发送');
  await shot(page, { path: `${SHOTS}/log.png` });
  expect(problems).toEqual([]);
});

test('a requisition approved brings the buyer the "approved" message', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'buyer');
  const api = apiOf(server.url);
  const buyer = await api.certificateOf('buyer');
  const approver = await api.certificateOf('approver');
  const req = await api.submittedRequisition(buyer, 'E2E 消息中心');
  const doc = await api.call(approver, '/api/srmServer/v1/srmPurRequisitionRestful/findById', {
    requisitionId: req.id,
  });
  await api.call(approver, '/api/srmServer/v1/srmPurRequisitionRestful/doApproval', {
    requisitionId: req.id,
    version: doc.version,
    comment: 'ok',
  });
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, server.url, 'buyer');
  await expect(page.getByTestId('notification-panel')).toContainText(`【审批通过】采购申请 ${req.number}`);
  await openMenu(page, 'MSG_RECEIVE', 'MESSAGE');
  const screen = await ready(page, 'screen-receiveMessageList');
  const link = screen.locator('[data-testid^="inbox-row-"]', { hasText: req.number });
  await expect(link).toHaveAttribute('data-read', 'N');
  await link.click();
  await expect(page.getByTestId('inbox-message')).toContainText(`您的采购申请 ${req.number}（E2E 消息中心）已审批通过`);
  await shot(page, { path: `${SHOTS}/buyer-approved.png` });
  expect(problems).toEqual([]);
});

for (const lang of ['CN', 'EN'] as const) {
  test(`every message centre screen opens without a console error (${lang})`, async ({ browser }) => {
    const page = await keptPage(browser, server.url, 'admin');
    test.setTimeout(180_000);
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1366, height: 860 });
    await signIn(page, server.url, 'admin', lang);
    for (const code of MESSAGE_SCREENS) {
      await openMenu(page, code, 'MESSAGE');
      await expect(page.getByTestId(`tab-${code}`)).toBeVisible();
      await expect(page.locator('.ant-table:visible').first()).toBeVisible();
      await expect(page.locator('[data-testid="screen-not-available"]:visible')).toHaveCount(0);
      await expect(page.locator('[data-testid="screen-load-failed"]:visible')).toHaveCount(0);
      // Its first page has arrived: no table of the screen is still loading.
      const table = page.locator('[data-testid="data-table"]:visible');
      if ((await table.count()) > 0) await expect(table.first()).toHaveAttribute('data-state', 'ready');
      await expect(page.locator('.ant-spin-spinning:visible')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await shot(page, { path: `${SHOTS}/screen-${code}-${lang}.png` });
    }
    expect(problems).toEqual([]);
  });
}
