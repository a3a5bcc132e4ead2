import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Api, apiOf } from '../support/api.ts';
import { loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { approvedRequisition } from '../support/purchase.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';

// Issue 8's whole procurement flow in one browser run, each step taken by the user who takes it: an
// approved requisition → the buyer orders 12 kg of it from supplier1 at the price library's 4.85 → the
// approver approves → the buyer publishes → supplier1 opens the order from its to-do and confirms it →
// supplier1 ships 8 kg on a delivery note in two packages and prints their labels → the buyer receives
// the 8 kg → the order line shows 8 received and 4 still open.

const SHOTS = '/tmp/procurement-flow-shots';
let server: TestServer;
let api: Api;
const certs: Record<string, string> = {};

test.beforeAll(async () => {
  server = await startServer();
  api = apiOf(server.url);
  for (const name of ['buyer', 'approver']) certs[name] = await api.certificateOf(name);
});
test.afterAll(async () => server?.stop());
test.describe.configure({ timeout: 240_000 });

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function openOrder(page: Page, number: string): Promise<Locator> {
  await openMenu(page, 'PUR_ORDER', 'PURCHASING');
  const list = page.locator('[data-testid="screen-order-list"]:visible');
  await list.getByTestId('order-search').click();
  await list.getByTestId(`order-open-${number}`).click();
  const edit = page.locator('[data-testid="screen-order-edit"]:visible');
  await expect(edit.getByTestId('order-number')).toHaveText(number);
  return edit;
}

/** The text of the first line's cell under the column headed `header`. */
async function lineCell(table: Locator, header: RegExp): Promise<Locator> {
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => header.test(h));
  expect(index, `a column headed ${header}`).toBeGreaterThanOrEqual(0);
  return table.locator('tbody tr.ant-table-row').first().locator('td').nth(index);
}

async function fillCell(table: Locator, key: string, value: string) {
  await table.getByTestId(key).click();
  await table.getByTestId(key).locator('input').fill(value);
}

test('requisition → order at the library price → approval → supplier confirms → delivery note with labels → receipt → received and open quantities', async ({
  browser,
}) => {
  const { requisitionNumber } = await approvedRequisition(api, certs, '全流程测试钢板');

  // The buyer orders 12 of the 30 kg from supplier1; the price comes from the price library. The buyer and
  // the approver work in their kept pages of the worker (support/sessions.ts: a new browser and a login cost
  // seconds each); the supplier's page replaces window.print with an init script, so it is a browser of its own.
  const buyer = await keptPage(browser, server.url, 'buyer');
  const buyerErrors = watchConsole(buyer);
  await signIn(buyer, server.url, 'buyer');
  await openMenu(buyer, 'PUR_ORDER', 'PURCHASING');
  await buyer.getByTestId('order-from-requisition').click();
  const dialog = buyer.locator('.ant-modal', { has: buyer.getByTestId('order-from-requisition-lines') });
  await pickFrom(buyer, dialog.getByTestId('order-from-requisition-supplier'), '苏州精密', { search: '苏州' });
  const requisitionRow = dialog.locator('tr.ant-table-row', { hasText: requisitionNumber });
  await requisitionRow.locator('.ant-checkbox-input').check();
  await requisitionRow.locator('.ant-input-number input').fill('12');
  await buyer.getByTestId('order-from-requisition-create').click();
  const order = buyer.locator('[data-testid="screen-order-edit"]:visible');
  await expect(order.getByTestId('order-number')).toHaveText(/^PO\d{10}$/);
  const orderNumber = (await order.getByTestId('order-number').textContent()) ?? '';
  await expect(order.getByTestId('order-lines')).toContainText('4.85');
  // 12 × 4.85 = 58.20 plus 13 % tax 7.57 = 65.77
  await expect(order.getByTestId('order-field-totalWithTax')).toHaveValue('65.77');
  await order.getByTestId('order-action-submit').click();
  await buyer.getByTestId('order-confirm-ok').click();
  await expect(order.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');

  // The approver approves it.
  const approver = await keptPage(browser, server.url, 'approver');
  await signIn(approver, server.url, 'approver');
  const toApprove = await openOrder(approver, orderNumber);
  await toApprove.getByTestId('order-action-approve').click();
  await approver.getByTestId('order-comment').fill('同意采购');
  await approver.getByTestId('order-comment-ok').click();
  await expect(toApprove.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');

  // The buyer publishes it to supplier1.
  const published = await openOrder(buyer, orderNumber);
  await published.getByTestId('order-action-publish').click();
  await buyer.getByTestId('order-confirm-ok').click();
  await expect(published.getByTestId('doc-status')).toHaveAttribute('data-status', 'NO_CONFIRMED');

  // supplier1 opens it from the to-do on its home and confirms it.
  const supplierContext = await browser.newContext();
  const supplier = await supplierContext.newPage();
  const supplierErrors = watchConsole(supplier);
  await supplier.addInitScript(() => {
    const w = window as unknown as { labelsOnPaper: number };
    window.print = () => {
      w.labelsOnPaper = document.querySelectorAll('body > .srm-print-portal .delivery-label').length;
    };
  });
  await loginAs(supplier, server.url, 'supplier1');
  const todos = supplier.getByTestId('todo-panel-supplier');
  const todo = todos.locator('tr.ant-table-row', { hasText: orderNumber });
  await expect(todo).toBeVisible();
  await todo.getByRole('button').first().click();
  const theirs = supplier.locator('[data-testid="screen-supplier-order-edit"]:visible');
  await expect(theirs.getByTestId('supplier-order-number')).toHaveText(orderNumber);
  await expect(theirs.getByTestId('supplier-order-lines')).toContainText('4.85');
  // The confirmation dialog lists the line with its promised date (the need-by date unless changed).
  await supplier.getByTestId('supplier-order-action-confirm').click();
  await expect(supplier.getByTestId('supplier-order-confirm-lines')).toContainText('Q235');
  await supplier.getByTestId('supplier-order-confirm-submit').click();
  await expect(theirs.getByTestId('doc-status')).toHaveAttribute('data-status', 'CONFIRMED');
  await shot(supplier, { path: `${SHOTS}/supplier-confirmed.png`, fullPage: true });

  // supplier1 ships 8 kg in two packages of 4 and prints the two labels.
  await openMenu(supplier, 'SUP_DELIVERY', 'SUP_COLLAB');
  await supplier.getByTestId('screen-deliveryNote-list').getByTestId('toolbar-button-add').click();
  const note = supplier.getByTestId('screen-deliveryNote-edit');
  await note.getByTestId('deliveryNote-field-carrier').fill('德邦物流');
  const noteLines = note.getByTestId('deliveryNote-lines');
  await pickFrom(supplier, noteLines.getByTestId('deliveryNote-line-orderLineId-n1'), new RegExp(orderNumber), {
    search: orderNumber,
    remote: true,
    shows: orderNumber,
  });
  await fillCell(noteLines, 'cell-quantity-n1', '8');
  await fillCell(noteLines, 'cell-packageCount-n1', '2');
  await fillCell(noteLines, 'cell-quantityPerPackage-n1', '4');
  await fillCell(noteLines, 'cell-lotNumber-n1', 'LOT-FLOW-01');
  await note.getByTestId('deliveryNote-field-remark').click();
  await note.getByTestId('deliveryNote-save').click();
  await expect(note.getByTestId('deliveryNote-number')).toHaveText(/^DN\d{10}$/);
  const noteNumber = (await note.getByTestId('deliveryNote-number').textContent()) ?? '';
  await note.getByTestId('deliveryNote-action-ship').click();
  await supplier.getByTestId('deliveryNote-confirm-ok').click();
  await expect(note.getByTestId('doc-status')).toHaveAttribute('data-status', 'SUBMITTED');
  await note.getByTestId('deliveryNote-action-print').click();
  const labels = supplier.getByTestId('screen-deliveryLabelPrint');
  await expect(labels.getByTestId('delivery-label')).toHaveCount(2);
  await expect(labels.getByTestId('delivery-label').first()).toContainText('1/2');
  await expect(labels.getByTestId('delivery-label').first()).toContainText('LOT-FLOW-01');
  await expect(labels.getByTestId('label-barcode').first().locator('svg')).toBeVisible();
  await labels.getByTestId('labels-print').click();
  await expect(labels.getByTestId(`labels-printed-${noteNumber}`)).toContainText(/已打印 1 次|Printed 1 times/);
  expect(await supplier.evaluate(() => (window as unknown as { labelsOnPaper: number }).labelsOnPaper)).toBe(2);
  await shot(supplier, { path: `${SHOTS}/labels.png`, fullPage: true });
  await supplierContext.close();

  // The buyer receives the 8 kg.
  await openMenu(buyer, 'PUR_DELIVERY', 'PURCHASING');
  await buyer.getByTestId('screen-deliveryNote-list').getByTestId(`deliveryNote-open-${noteNumber}`).click();
  const receive = buyer.getByTestId('screen-deliveryReceive');
  await expect(receive).toContainText(orderNumber);
  await receive.getByTestId('receive-line-0-received').fill('8');
  await receive.getByTestId('receive-submit').click();
  // Posting asks first, with the summary: 8 received, nothing rejected or missing.
  await expect(buyer.getByTestId('receive-confirm-received')).toHaveText('8');
  await expect(buyer.getByTestId('receive-confirm-difference')).toHaveText('0');
  await buyer.getByTestId('receive-confirm-ok').click();
  await expect(receive.getByTestId('receive-status').getByTestId('doc-status')).toHaveAttribute(
    'data-status',
    'CONFIRMED',
  );

  // The order line: 12 ordered, 8 shipped and received, 4 open.
  const received = await openOrder(buyer, orderNumber);
  const lines = received.getByTestId('order-lines');
  await expect(await lineCell(lines, /已收货|Received/)).toHaveText(/^8(\.0+)?$/);
  await expect(await lineCell(lines, /未收数量|Open quantity/)).toHaveText(/^4(\.0+)?$/);
  await expect(await lineCell(lines, /已发货|Shipped/)).toHaveText(/^8(\.0+)?$/);
  await shot(buyer, { path: `${SHOTS}/order-received.png`, fullPage: true });
  expect(buyerErrors).toEqual([]);
  expect(supplierErrors).toEqual([]);
});
