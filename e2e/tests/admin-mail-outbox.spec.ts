import { expect, test } from '@playwright/test';
import { apiOf } from '../support/api.ts';
import { watchConsole } from '../support/console.ts';
import { loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { shot } from '../support/shots.ts';
import { expectToast } from '../support/toasts.ts';

/*
 * Issue 15 item 6: without SMTP every mail is recorded and the administrator reads it on System → Mail
 * outbox: the banner says mails reach no one, the body (here a password-reset code) is shown on "View",
 * "Resend" records it again; nobody else reads the bodies.
 */

const SHOTS = '/tmp/shots-mail-outbox';
const MAIL = '/api/baseServer/v1/baseMailOutboxRestful';
const TO = 'sales@hxdz.example.com'; // supplier2's address in the demo
let server: TestServer;

test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());

test('the administrator reads a recorded mail’s code and resends it; a buyer and a supplier cannot', async ({
  page,
}) => {
  const problems = watchConsole(page);
  // supplier2 forgot its password: the code goes out by mail, which without SMTP is only recorded.
  const sent = await fetch(`${server.url}/api/baseServer/v1/baseLoginRestful/sendForgetCode`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: 'supplier2' }),
  });
  expect(sent.ok).toBe(true);

  await loginAs(page, server.url, 'admin');
  await openMenu(page, 'SYS_MAIL_OUTBOX', 'SYSTEM');
  const screen = page.getByTestId('screen-mailOutbox');
  await expect(screen.getByTestId('mail-no-smtp')).toContainText('SMTP_URL');
  await screen.getByTestId('mail-to-filter').locator('input').pressSequentially(TO);
  await screen.getByTestId('mail-to-filter').locator('input').press('Enter');
  const rows = screen.locator('tr.ant-table-row', { hasText: 'SRM 平台找回密码验证码' });
  await expect(rows.first()).toContainText(TO);
  await expect(rows.first()).toContainText('仅记录');
  const before = await rows.count();
  await shot(page, { path: `${SHOTS}/outbox-zh.png`, fullPage: true });

  await rows.first().getByTestId('row-button-view').click();
  const body = page.getByTestId('mail-body');
  await expect(body).toContainText(/\d{6}/);
  await shot(page, { path: `${SHOTS}/mail-body-zh.png` });
  await page.keyboard.press('Escape');
  await expect(body).toHaveCount(0);

  await rows.first().getByTestId('row-button-resend').click();
  await page
    .locator('.ant-popconfirm, .ant-modal-confirm')
    .getByRole('button', { name: /确\s?定|OK|是/ })
    .click();
  await expectToast(page, '邮件已重新记录');
  await expect(rows).toHaveCount(before + 1);
  expect(problems).toEqual([]);

  // The bodies are the administrator's alone: the server refuses everyone else.
  const api = apiOf(server.url);
  const [list] = await api.call(await api.certificateOf('admin'), `${MAIL}/listByPage`, {
    searchParams: { toAddress: TO },
    pageIndex: 1,
    pageRows: 1,
  });
  expect(list).not.toHaveProperty('body');
  for (const user of ['buyer', 'supplier2']) {
    const response = await fetch(`${server.url}${MAIL}/findById`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', certificate: await api.certificateOf(user) },
      body: JSON.stringify({ mailId: list.mailId }),
    });
    expect(response.status, user).toBe(403);
  }
});
