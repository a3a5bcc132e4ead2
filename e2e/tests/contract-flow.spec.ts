import { type Browser, expect, test } from '@playwright/test';
import { type Api, apiOf } from '../support/api.ts';
import { openMenu } from '../support/menu.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { acknowledgeQualificationWarning } from '../support/sourcing.ts';

// Issue 19 item 2 — a contract from a source document through the buyer's screens: created from a purchase order
// (lines and prices copied by the server, the name typed key by key), its payment stage typed, submitted, approved,
// sent; supplier1 confirms it in English on its portal; the buyer sees it confirmed.

const CONTRACT = '/api/srmServer/v1/srmCctContractRestful';
const ORDERS = '/api/srmServer/v1/srmPoHeaderRestful';
let server: TestServer;
let api: Api;
const certs: Record<string, string> = {};

test.beforeAll(async () => {
  server = await startServer();
  api = apiOf(server.url);
  for (const name of ['buyer', 'approver', 'supplier1']) certs[name] = await api.certificateOf(name);
});
test.afterAll(async () => server?.stop());
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

async function userPage(browser: Browser, userName: string, lang: 'CN' | 'EN' = 'CN') {
  const page = await keptPage(browser, server.url, userName);
  await signIn(page, server.url, userName, lang);
  if (userName.startsWith('supplier')) await acknowledgeQualificationWarning(page);
  return page;
}

test('a contract from an order: typed, approved, sent, confirmed by the supplier in English', async ({ browser }) => {
  // An order of supplier1 (苏州精密) the demo sent it to confirm.
  const orders = await api.call(certs.buyer, `${ORDERS}/listByPage`, {
    searchParams: { status: 'NO_CONFIRMED' },
    pageIndex: 1,
    pageRows: 50,
  });
  const order = orders.find((o: { supplierName: string }) => o.supplierName.includes('苏州精密'));
  expect(order).toBeTruthy();
  const page = await userPage(browser, 'buyer');
  await openMenu(page, 'CCT_CONTRACT', 'CONTRACT');
  await page.getByTestId('contract-from-source').click();
  await pickFrom(page, page.getByTestId('contract-source-type'), '采购订单');
  await pickFrom(page, page.getByTestId('contract-source'), order.orderNumber, { search: order.orderNumber });
  const name = `E2E 合同 ${Date.now() % 100000}`;
  await page.getByTestId('contract-source-name').pressSequentially(name);
  await page.getByTestId('contract-from-source-create').click();
  const edit = page.locator('[data-testid="screen-contract-edit"]:visible');
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'DRAFT');
  const [stored] = await api.call(certs.buyer, `${CONTRACT}/listByPage`, {
    searchParams: { contractName: name },
    pageIndex: 1,
    pageRows: 1,
  });
  expect(stored).toMatchObject({ contractName: name, sourceType: 'ORDER', sourceNumber: order.orderNumber });
  const copied = await api.call(certs.buyer, `${CONTRACT}/findById`, { contractId: stored.contractId });
  const source = await api.call(certs.buyer, `${ORDERS}/findById`, { orderId: order.orderId });
  // The order's lines and prices, copied by the server.
  expect(copied.lines.map((l: { price: string }) => Number(l.price))).toEqual(
    source.lines.map((l: { price: string }) => Number(l.price)),
  );

  // One payment stage of the whole amount, typed key by key.
  await edit.getByRole('tab', { name: '付款阶段' }).click();
  const stages = edit.getByTestId('contract-stages');
  await stages.getByRole('button', { name: '添加阶段' }).click();
  await stages.locator('input').nth(0).pressSequentially('全款');
  await stages.locator('input').nth(1).pressSequentially('100');
  await stages.getByTestId('contract-stages-save').click();
  await expect
    .poll(async () => (await api.call(certs.buyer, `${CONTRACT}/listStages`, { contractId: stored.contractId })).length)
    .toBe(1);

  await edit.getByTestId('contract-action-submit').click();
  await page.getByTestId('contract-confirm-ok').click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');
  const approving = await api.call(certs.buyer, `${CONTRACT}/findById`, { contractId: stored.contractId });
  await api.call(certs.approver, `${CONTRACT}/doApproval`, {
    contractId: stored.contractId,
    version: approving.version,
    comment: '同意',
  });
  await page.reload();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');
  await edit.getByTestId('contract-action-send').click();
  await page.getByTestId('contract-confirm-ok').click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'SUPPLIER_CONFIRMING');

  // supplier1, in English, confirms on its portal page.
  const supplier = await userPage(browser, 'supplier1', 'EN');
  await openMenu(supplier, 'SUP_CONTRACT', 'SUP_COLLAB');
  const list = supplier.locator('[data-testid="screen-contract-list"]:visible');
  await list.getByTestId('contract-search').click();
  await list.getByTestId(`contract-open-${stored.contractNumber}`).click();
  const theirs = supplier.locator('[data-testid="screen-contract-edit"]:visible');
  await theirs.getByTestId('contract-action-confirm').click();
  await supplier.getByTestId('contract-comment').pressSequentially('Agreed');
  await supplier.getByTestId('contract-comment-ok').click();
  await expect(theirs.getByTestId('doc-status')).toHaveAttribute('data-status', 'SUPPLIER_CONFIRMED');
  await supplier.screenshot({ path: '/tmp/contract-supplier-confirmed.png', fullPage: true });

  await page.reload();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'SUPPLIER_CONFIRMED');
  expect(await api.call(certs.buyer, `${CONTRACT}/findById`, { contractId: stored.contractId })).toMatchObject({
    status: 'SUPPLIER_CONFIRMED',
    supplierComment: 'Agreed',
  });
});
