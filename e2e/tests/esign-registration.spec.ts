import { expect, test } from '@playwright/test';
import { type Api, apiOf } from '../support/api.ts';
import { openMenu } from '../support/menu.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';
import { acknowledgeQualificationWarning } from '../support/sourcing.ts';

// Issue 19 item 4 in the browser: supplier2 (supplier1 is certified by the contract-flow spec on the same server)
// registers its company for a signing certificate on the supplier portal
// (in Chinese, every field typed key by key), the administrator approves it on the CA authorize page (in English,
// after the summary), and supplier2 then finds its certificate with the serial the server issued and its default
// seal drawn from the company name. What was stored is read back through the API.

const SHOTS = '/tmp/esign-registration-shots';
const REG = '/api/srmServer/v1/srmCaRegisterRestful';
const CERT = '/api/srmServer/v1/srmCaCertificateRestful';
const COMPANY = '深圳华信电子有限公司';
const CREDIT_CODE = '91440300MA5FQ12345';
let server: TestServer;
let api: Api;
const certs: Record<string, string> = {};

test.beforeAll(async () => {
  server = await startServer();
  api = apiOf(server.url);
  for (const name of ['admin', 'supplier2']) certs[name] = await api.certificateOf(name);
});
test.afterAll(async () => server?.stop());
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

test('a supplier registers its company, the administrator approves, the supplier sees its certificate and seal', async ({
  browser,
}) => {
  // The supplier applies, in Chinese.
  const supplier = await keptPage(browser, server.url, 'supplier2');
  await signIn(supplier, server.url, 'supplier2', 'CN');
  await acknowledgeQualificationWarning(supplier);
  await openMenu(supplier, 'SUP_CA_CERT', 'SUP_PROFILE');
  const mine = supplier.locator('[data-testid="screen-my-certificate"]:visible');
  await expect(mine.getByTestId('my-no-cert')).toBeVisible();
  await mine.getByTestId('my-apply').click();
  const form = supplier.getByTestId('apply-form');
  await form.getByTestId('apply-name').pressSequentially(COMPANY);
  await form.getByTestId('apply-credit-code').pressSequentially(CREDIT_CODE);
  await form.getByTestId('apply-legal-rep').pressSequentially('王强');
  await form.getByTestId('apply-agent').pressSequentially('李明');
  await form.getByTestId('apply-mobile').pressSequentially('13800001111');
  await supplier.getByTestId('apply-submit').click();
  await expect(mine.getByTestId('my-pending')).toContainText('正在审核中');
  const [applied] = await api.call(certs.supplier2, `${REG}/registerHistory`, {});
  expect(applied).toMatchObject({
    subjectKind: 'SUPPLIER',
    subjectName: COMPANY,
    creditCode: CREDIT_CODE,
    legalRep: '王强',
    agentName: '李明',
    mobile: '13800001111',
    status: 'SUBMITTED',
  });
  await expect(mine.getByTestId(`history-status-${applied.id}`)).toHaveText('待审核');
  await shot(supplier, { path: `${SHOTS}/00-applied.png`, fullPage: true });

  // The administrator approves it, in English, after reading what will be issued.
  const admin = await keptPage(browser, server.url, 'admin');
  await signIn(admin, server.url, 'admin', 'EN');
  await openMenu(admin, 'CCT_CA_AUTHORIZE', 'CONTRACT');
  const review = admin.locator('[data-testid="screen-ca-authorize"]:visible');
  await expect(review.getByTestId(`reg-status-${applied.id}`)).toHaveText('Awaiting review');
  await review.getByTestId(`reg-approve-${applied.id}`).click();
  await expect(admin.getByTestId('approve-summary')).toContainText(`“${COMPANY}” (${CREDIT_CODE})`);
  await shot(admin, { path: `${SHOTS}/01-approve.png` });
  await admin.getByRole('button', { name: 'Approve', exact: true }).last().click();
  const [issued] = await api.call(certs.admin, `${CERT}/listByPage`, { searchParams: { subjectName: COMPANY } });
  expect(issued).toMatchObject({ status: 'VALID', subjectKind: 'SUPPLIER' });
  await expect(admin.getByText(`Certificate ${issued.serialNumber} issued`)).toBeVisible();

  // The supplier finds the certificate and its seal.
  await signIn(supplier, server.url, 'supplier2', 'CN');
  await acknowledgeQualificationWarning(supplier);
  await openMenu(supplier, 'SUP_CA_CERT', 'SUP_PROFILE');
  const card = supplier.locator(`[data-testid="my-cert-${issued.id}"]:visible`);
  await expect(card.getByTestId(`my-cert-serial-${issued.id}`)).toHaveText(issued.serialNumber);
  await expect(card.getByTestId(`my-cert-status-${issued.id}`)).toHaveText('有效');
  const seal = issued.seals[0];
  await expect(card.getByTestId(`seal-image-${seal.id}`)).toBeVisible();
  await expect(card.getByTestId(`my-seal-status-${seal.id}`)).toHaveText('有效');
  await expect(supplier.locator(`[data-testid="history-status-${applied.id}"]:visible`)).toHaveText('已通过');
  await shot(supplier, { path: `${SHOTS}/02-certificate.png`, fullPage: true });
});
