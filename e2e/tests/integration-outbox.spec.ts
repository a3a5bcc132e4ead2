import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { apiOf } from '../support/api.ts';
import { watchConsole } from '../support/console.ts';
import { loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { shot } from '../support/shots.ts';

// The integration outbox: a supplier freeze approved (set up through the API) queues a SAP vendor-master
// message; SAP (a local HTTP server here) fails the first delivery; the administrator sees the message
// with its error on the integration outbox, redelivers it, and sees it sent.

const SHOTS = '/tmp/shots-e';
const BLACKLIST = '/api/srmServer/v1/srmSlcBlacklistRestful';
let server: TestServer;
let sap: http.Server;
let sapUrl: string;
const answers = [500];
const received: { billType?: string }[] = [];
// The demo's own orders and receipt are queued for SAP too and go out with the first run once the URL is set:
// this test follows the vendor-master messages.
const vendorMessages = () => received.filter((m) => m.billType === 'SUPPLIER');

test.beforeAll(async () => {
  // A server of its own: supplier1 ends up frozen and SAP_VENDOR_URL points at this spec's fake SAP.
  server = await startServer({ private: true });
  sap = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const message = JSON.parse(body);
      received.push(message);
      // The demo's own orders and receipt are taken; the vendor-master message meets the planned answers.
      const status = message.billType === 'SUPPLIER' ? (answers.shift() ?? 200) : 200;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status === 200 }));
    });
  });
  await new Promise<void>((resolve) => sap.listen(0, '127.0.0.1', resolve));
  sapUrl = `http://127.0.0.1:${(sap.address() as AddressInfo).port}/sap/vendors`;
});
test.afterAll(async () => {
  await new Promise((resolve) => sap?.close(resolve));
  await server?.stop();
});

test('the administrator sees the SAP message of a frozen supplier and redelivers it', async ({ page }) => {
  test.setTimeout(180_000);
  const api = apiOf(server.url);
  const [admin, buyer, approver] = await Promise.all(['admin', 'buyer', 'approver'].map((u) => api.certificateOf(u)));
  await api.call(admin, '/api/baseServer/v1/baseProfileRestful/saveOrUpdate', {
    profileCode: 'SAP_VENDOR_URL',
    profileValue: sapUrl,
  });
  // supplier1 is frozen through approval: the status change is queued for SAP.
  const [s1] = await api.call(buyer, '/api/baseServer/v1/baseSupplierRestful/listForSelect', {
    searchParams: { keyword: 'S000001' },
    pageIndex: 1,
    pageRows: 10,
  });
  const draft = await api.call(buyer, `${BLACKLIST}/saveOrUpdate`, {
    changeType: 'FREEZE',
    supplierId: s1.supplierId,
    reason: '交付严重延误',
  });
  const submitted = await api.call(buyer, `${BLACKLIST}/doSubmit`, {
    changeId: draft.changeId,
    version: draft.version,
  });
  await api.call(approver, `${BLACKLIST}/doApproval`, {
    changeId: draft.changeId,
    version: submitted.version,
    comment: 'ok',
  });
  // The first delivery fails (SAP answers 500).
  await api.call(admin, '/api/schedule/v1/concurrentProgramRestful/runNow', { jobCode: 'INTEGRATION_SAP_OUTBOX' });
  expect(vendorMessages()).toHaveLength(1);

  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, server.url, 'admin');
  await openMenu(page, 'SYS_INTEGRATION_OUTBOX', 'SYSTEM');
  const screen = page.getByTestId('screen-integrationOutbox');
  await expect(screen.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  const row = screen.locator('tr.ant-table-row', { hasText: 'S000001' }).filter({ hasText: 'SAP 供应商主数据' });
  await expect(row).toContainText('SAP 供应商主数据');
  await expect(row).toContainText('待发送');
  await expect(row).toContainText('HTTP 500');
  await shot(page, { path: `${SHOTS}/integration-outbox-failed.png` });

  await row.getByTestId('row-button-view').click();
  const dialog = page.locator('.ant-modal:visible');
  await expect(dialog.getByTestId('outbox-payload')).toContainText('"supplierStatus": "FROZEN"');
  await shot(page, { path: `${SHOTS}/integration-outbox-payload.png` });
  await dialog.locator('.ant-modal-close').click();

  await row.getByTestId('row-button-redeliver').click();
  const popup = page.locator('.ant-popover:visible, .ant-popconfirm:visible').filter({ hasText: '重新投递该消息吗？' });
  await expect(popup).toHaveCount(1);
  await popup.getByRole('button').last().click();
  await expect(page.getByText('已重新加入投递队列')).toBeVisible();
  await api.call(admin, '/api/schedule/v1/concurrentProgramRestful/runNow', { jobCode: 'INTEGRATION_SAP_OUTBOX' });
  expect(vendorMessages()).toHaveLength(2);

  await screen.getByTestId('outbox-status').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '已发送' }).click();
  await expect(screen.getByTestId('outbox-status')).toContainText('已发送');
  await expect(screen.locator('tr.ant-table-row', { hasText: 'S000001' })).toContainText('已发送');
  await shot(page, { path: `${SHOTS}/integration-outbox-sent.png` });
  expect(errors).toEqual([]);
});
