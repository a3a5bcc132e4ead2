import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { watchConsole } from '../support/console.ts';
import { loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { shot } from '../support/shots.ts';
import { expectToast } from '../support/toasts.ts';

/*
 * Supplier registration (SRM issue 7, item 2): a new company registers in the browser (the captcha and the
 * mailed code read as the person would, through the server's test hooks), the buyer approves it, and the
 * new supplier user logs in to its supplier home showing its name. Then, in English, a registration is
 * returned for edits, edited through the mailed link and submitted again.
 */

const SHOTS = '/tmp/registration-shots';
const PASSWORD = 'Reg#Pass2026';
const COMPANY = '苏州新锐精工科技有限公司';
const EMAIL = 'sales@xinrui.example.com';
const PNG = {
  name: 'licence.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

let server: TestServer;

async function hook<T>(action: string, body: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api/srmServer/v1/srmTestHooksRestful/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()).data as T;
}

const api = async (action: string, body: unknown) => {
  const res = await fetch(`${server.url}/api/srmServer/v1/srmSupplierRegisterRestful/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
};

/** The e-mail step in the browser: address, the captcha's answer, the mailed code. */
async function verifyEmail(page: Page, email: string) {
  await page.getByTestId('reg-email').fill(email);
  // The first picture has arrived; then a fresh one (a click on it), whose id the test sees go by.
  await expect(page.getByTestId('reg-captcha-image').locator('img')).toBeVisible();
  const captcha = page.waitForResponse((r) => r.url().includes('baseLoginRestful/captcha'));
  await page.getByTestId('reg-captcha-image').click();
  const { data } = await (await captcha).json();
  await page.getByTestId('reg-captcha').fill(await hook<string>('captchaAnswer', { captchaId: data.captchaId }));
  await page.getByTestId('reg-send-code').click();
  await expect(page.getByTestId('reg-code-sent')).toContainText(email);
  const mail = await hook<{ body: string }>('lastMail', { to: email });
  await page.getByTestId('reg-code').fill(mail.body.match(/\b\d{6}\b/)![0]);
  await page.getByTestId('reg-verify').click();
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // A loaded machine may take a while to migrate and seed a fresh database (see E2E_SERVER_START_MS).
  test.setTimeout(Number(process.env.E2E_SERVER_START_MS ?? 60_000) + 30_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
});
test.afterAll(async () => server?.stop());
test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await shot(page, { path: `${SHOTS}/failed-${info.title.slice(0, 20)}.png` });
});

test('a new company registers, the buyer approves, and its user logs in to its supplier home', async ({ page }) => {
  test.setTimeout(120_000);
  // The one refusal expected: the applicant's login before approval (403 with the registration's state).
  const problems = watchConsole(page, /status of 403/);
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(new URL(r.url()).pathname);
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${server.url}/login`);
  await page.getByRole('link', { name: '供应商注册' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await shot(page, { path: `${SHOTS}/register-email-zh.png` });
  await verifyEmail(page, EMAIL);

  const form = page.getByTestId('reg-form');
  await expect(form.getByTestId('reg-manual-notice')).toContainText('请按营业执照手工填写');
  // Required fields are asked for.
  await form.getByTestId('reg-submit').click();
  await expect(form).toContainText('请输入公司名称');
  await expect(form).toContainText('请上传营业执照');
  // A name already registered is refused when the field is left, a credit code with a wrong check character too.
  await form.getByTestId('reg-supplier-name').fill('苏州精密机械有限公司');
  await form.getByTestId('reg-credit-code').fill('91350100M000100Y44');
  await form.getByTestId('reg-legal-person').click();
  await expect(form).toContainText('该公司名称已存在，请勿重复注册');
  await expect(form).toContainText('统一社会信用代码校验位不正确');
  await form.getByTestId('reg-supplier-name').fill(COMPANY);
  await form.getByTestId('reg-credit-code').fill('91350100M000100Y43');
  await form.getByTestId('reg-legal-person').fill('王新锐');
  await expect(form).not.toContainText('该公司名称已存在');
  await expect(form).not.toContainText('校验位不正确');

  const district = form.getByTestId('reg-district');
  await district.click();
  await page.keyboard.type('虎丘');
  await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: '虎丘区' }).first().click();
  await expect(district).toContainText('虎丘区');
  await form.getByTestId('reg-address').fill('科灵路 78 号');
  await form.getByTestId('reg-contact-name-0').fill('李四');
  await form.getByTestId('reg-contact-mobile-0').fill('13912345678');
  await form.getByTestId('reg-bank-name').fill('中国银行苏州分行');
  await form.getByTestId('reg-account-name').fill(COMPANY);
  await form.getByTestId('reg-account-number').fill('6217000012345678');
  await pickFrom(page, form.getByTestId('reg-categories'), /./, { shows: /\S/ });
  await form.getByTestId('reg-licence').locator('input[type=file]').setInputFiles(PNG);
  await expect(form.getByTestId('reg-licence')).toContainText('licence.png');
  await form.getByTestId('reg-password').fill(PASSWORD);
  await form.getByTestId('reg-confirm-password').fill(PASSWORD);
  await shot(page, { path: `${SHOTS}/register-form-zh.png`, fullPage: true });
  await form.getByTestId('reg-submit').click();
  await expect(page.getByTestId('reg-done-text')).toContainText(/申请编号 REG\d{10}/);
  await shot(page, { path: `${SHOTS}/register-done-zh.png` });

  // The review page the submit mail links to.
  await page.getByTestId('reg-view-pending').click();
  await expect(page.getByTestId('reg-pending-state')).toHaveText('您的注册申请正在审核中，请耐心等待。');
  await expect(page.getByTestId('reg-summary')).toContainText(COMPANY);
  await shot(page, { path: `${SHOTS}/pending-zh.png`, fullPage: true });

  // Before approval the applicant is told why it cannot log in.
  await page.goto(`${server.url}/login`);
  await page.getByTestId('login-username').fill(EMAIL);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.locator('.ant-message, .ant-alert').first()).toContainText('正在审核中');
  await shot(page, { path: `${SHOTS}/login-pending-zh.png` });

  // The buyer approves.
  await loginAs(page, server.url, 'buyer');
  await openMenu(page, 'SLC_REGISTER_APPROVAL', 'SUPPLIER_LIFECYCLE');
  const screen = page.getByTestId('screen-registration-approval');
  const row = screen.locator('tr.ant-table-row', { hasText: COMPANY });
  await expect(row).toContainText('待审核');
  await shot(page, { path: `${SHOTS}/approval-list-zh.png` });
  await row.getByTestId('row-button-view').click();
  const detail = page.getByTestId('reg-detail');
  await expect(detail).toContainText('91350100M000100Y43');
  await expect(detail).toContainText('licence.png');
  await shot(page, { path: `${SHOTS}/approval-detail-zh.png` });
  await detail.getByTestId('reg-detail-approve').click();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: /确\s?定|OK/ })
    .click();
  await expectToast(page, /已通过 · S\d{6}/);
  // It leaves the list of those waiting, and shows among the approved ones with its supplier number.
  await expect(row).toHaveCount(0);
  await pickFrom(page, screen.getByTestId('reg-filter-status'), '已通过');
  await screen.getByTestId('reg-filter-search').click();
  await expect(row).toContainText('已通过');
  await expect(row).toContainText(/S\d{6}/);
  await shot(page, { path: `${SHOTS}/approval-approved-zh.png` });

  // The new supplier user logs in and lands on its supplier home.
  // The buyer's session is left behind (as after logging out), keeping the chosen language.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key !== 'SRM_lang') localStorage.removeItem(key);
  });
  await loginAs(page, server.url, EMAIL, PASSWORD);
  await expect(page.getByTestId('home-supplier')).toBeVisible();
  await expect(page.getByTestId('home-welcome')).toContainText(COMPANY);
  await shot(page, { path: `${SHOTS}/supplier-home-zh.png` });
  expect(problems).toEqual([]);
  expect(refused).toEqual(['/api/baseServer/v1/baseLoginRestful/login']);
});

test('a returned registration is edited through the mailed link and submitted again (English)', async ({ page }) => {
  test.setTimeout(120_000);
  // The one error expected: the made-up link at the end (400 from findByToken).
  const problems = watchConsole(page, /status of 400/);
  const bad: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) bad.push(new URL(r.url()).pathname);
  });
  await page.addInitScript(() => localStorage.setItem('SRM_lang', 'EN'));
  await page.setViewportSize({ width: 1366, height: 900 });
  // A second company registers (through the calls the page makes).
  const email = 'contact@blueriver.example.com';
  const captcha = await (
    await fetch(`${server.url}/api/baseServer/v1/baseLoginRestful/captcha`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).json();
  const answer = await hook<string>('captchaAnswer', { captchaId: captcha.data.captchaId });
  await api('sendEmailCode', { email, captchaId: captcha.data.captchaId, captcha: answer });
  const code = (await hook<{ body: string }>('lastMail', { to: email })).body.match(/\b\d{6}\b/)![0];
  const { data } = await api('verifyEmailCode', { email, code });
  const upload = new FormData();
  upload.append('file', new Blob([new Uint8Array(PNG.buffer)], { type: 'image/png' }), 'licence.png');
  const file = await (
    await fetch(`${server.url}/api/srmServer/v1/srmSupplierRegisterRestful/upload`, {
      method: 'POST',
      headers: { registrationToken: data.token },
      body: upload,
    })
  ).json();
  const categories = await (
    await fetch(`${server.url}/api/baseServer/v1/basePurchaseCategoryRestful/listPublicTree`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).json();
  const submitted = await api('submit', {
    token: data.token,
    password: PASSWORD,
    form: {
      supplierName: '蓝河物流有限公司',
      creditCode: '91440300708461136T',
      legalPerson: '陈蓝河',
      districtCode: '440305',
      registeredAddress: '南山区科技园 1 号',
      contacts: [{ contactName: '周一', mobile: '13800001111' }],
      bank: { bankName: '招商银行', accountName: '蓝河物流有限公司', accountNumber: '755900001111', currency: 'CNY' },
      categoryIds: [categories.data[0].categoryId],
      licenceFileIds: [file.data.id],
    },
  });
  expect(submitted.status).toBe('S');

  // The buyer returns it with a reason.
  await loginAs(page, server.url, 'buyer');
  await openMenu(page, 'SLC_REGISTER_APPROVAL', 'SUPPLIER_LIFECYCLE');
  const screen = page.getByTestId('screen-registration-approval');
  const row = screen.locator('tr.ant-table-row', { hasText: '蓝河物流有限公司' });
  await expect(row).toContainText('Under review');
  await row.getByTestId('row-button-return').click();
  await page.getByTestId('reg-decision-ok').click();
  await expect(page.locator('.ant-modal')).toContainText('Enter the reason');
  await page.getByTestId('reg-decision-reason').fill('The business licence picture is unreadable');
  await shot(page, { path: `${SHOTS}/return-dialog-en.png` });
  await page.getByTestId('reg-decision-ok').click();
  await expectToast(page, 'Returned for edits');
  await expect(screen.locator('tr.ant-table-row', { hasText: '蓝河物流有限公司' })).toHaveCount(0);

  // The applicant opens the link of the return mail.
  const mail = await hook<{ body: string }>('lastMail', { to: email });
  const link = mail.body.match(/https?:\/\/\S+\/registerInfoEdit\?token=\S+/)![0];
  await page.goto(link);
  await expect(page.getByTestId('reg-return-reason')).toContainText('The business licence picture is unreadable');
  const form = page.getByTestId('reg-form');
  await expect(form.getByTestId('reg-supplier-name')).toHaveValue('蓝河物流有限公司');
  await expect(form.getByTestId('reg-licence')).toContainText('licence.png');
  await shot(page, { path: `${SHOTS}/edit-en.png`, fullPage: true });
  await form.getByTestId('reg-supplier-name').fill('蓝河供应链有限公司');
  await form
    .getByTestId('reg-licence')
    .locator('input[type=file]')
    .setInputFiles({ ...PNG, name: 'licence-clear.png' });
  await expect(form.getByTestId('reg-licence')).toContainText('licence-clear.png');
  await form.getByTestId('reg-submit').click();
  await expect(page.getByTestId('reg-done-text')).toContainText('Registration number REG');
  await page.getByTestId('reg-view-pending').click();
  await expect(page.getByTestId('reg-pending-state')).toHaveText(
    'Your registration is being reviewed. Thank you for your patience.',
  );
  await expect(page.getByTestId('reg-summary')).toContainText('蓝河供应链有限公司');
  await shot(page, { path: `${SHOTS}/pending-en.png`, fullPage: true });

  // An old or made-up link says so plainly.
  await page.goto(`${server.url}/changeInfoPending?token=made-up`);
  await expect(page.getByTestId('reg-error')).toHaveText(
    'The registration link is invalid or has expired; verify your e-mail again',
  );
  expect(problems).toEqual([]);
  expect(bad).toEqual(['/api/srmServer/v1/srmSupplierRegisterRestful/findByToken']);
});
