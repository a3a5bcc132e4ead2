import { expect, type Locator, test } from '@playwright/test';
import { type Api, apiOf } from '../support/api.ts';
import { openMenu } from '../support/menu.ts';
import { inDays } from '../support/purchase.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { invoiceOf, receivedGoods, statementOfToday } from '../support/settlement.ts';
import { shot } from '../support/shots.ts';

// Issue 18 in the browser, as finance: the payment plan. Prepared through the API: an invoice of supplier1 confirmed,
// dated 40 days ago (its statement has no payment term: due on its date, so 40 days overdue). Finance opens the
// plan, types the due-by day key by key, sees the invoice's instalment overdue with its amount and the total, starts
// a payment application from the row — asked first, with the sum — and lands on the draft, whose lines hold the
// amounts the plan showed (checked through the API); the plan then no longer lists it, in English too.

const SHOTS = '/tmp/settlement-pay-plan-shots';
const PLAN = '/api/srmServer/v1/srmSettlePayPlanRestful';
const PAYMENT = '/api/srmServer/v1/srmSettlePaymentRestful';
let server: TestServer;
let api: Api;
const certs: Record<string, string> = {};
let invoice: { invoiceId: number; registrationNumber: string; totalWithTax: string };
const dueBy = inDays(-40);

test.beforeAll(async () => {
  server = await startServer();
  api = apiOf(server.url);
  for (const name of ['buyer', 'approver', 'finance', 'supplier1']) certs[name] = await api.certificateOf(name);
  const goods = await receivedGoods(api, certs, '付款计划', ['4']);
  const statement = await statementOfToday(api, certs, goods, 'agreed');
  invoice = await invoiceOf(api, certs, statement, dueBy, true);
});
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

const shown = (v: string) => Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Types a date into an antd picker key by key and confirms it. */
async function typeDate(input: Locator, iso: string) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(iso);
  await input.press('Enter');
}

test('finance reads the payment plan, starts a payment application of what is due, and finds its amounts', async ({
  browser,
}) => {
  const page = await keptPage(browser, server.url, 'finance');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, server.url, 'finance');
  await openMenu(page, 'SET_PAY_PLAN', 'SETTLEMENT');
  const screen = page.locator('[data-testid="screen-payment-plan"]:visible');
  await typeDate(screen.getByTestId('plan-due-by'), dueBy);

  // What the server plans for supplier1 due by then: this invoice's one instalment among them.
  const planned = await api.call(certs.finance, `${PLAN}/listPlan`, {
    searchParams: { dueBy },
    pageIndex: 1,
    pageRows: 500,
  });
  const row = planned.rows.find((r: { invoiceId: number }) => r.invoiceId === invoice.invoiceId);
  const invoiced = Number(invoice.totalWithTax).toFixed(2);
  expect(row).toMatchObject({ dueDate: dueBy, open: invoiced, overdue: true, daysOverdue: 40 });
  const key = `${invoice.invoiceId}-${row.seqNum}`;
  await expect(screen.getByTestId(`plan-open-${key}`)).toHaveText(shown(invoiced));
  await expect(screen.getByTestId(`plan-overdue-${key}`)).toHaveText('逾期 40 天');
  const total = planned.totals.find((t: { currencyCode: string }) => t.currencyCode === 'CNY');
  await expect(screen.getByTestId('plan-total-CNY')).toContainText(shown(total.open));
  await shot(page, { path: `${SHOTS}/00-plan.png`, fullPage: true });

  // From the row: asked with the supplier's sum due by that day, then the draft opens.
  const party = planned.rows.filter(
    (r: { supplierId: number; orgId: number; currencyCode: string }) =>
      r.supplierId === row.supplierId && r.orgId === row.orgId && r.currencyCode === 'CNY',
  );
  const partySum = party.reduce((s: number, r: { open: string }) => s + Math.round(Number(r.open) * 100), 0) / 100;
  await screen.getByTestId(`plan-start-${key}`).click();
  const summary = page.getByTestId('plan-start-summary');
  await expect(summary).toContainText(`${shown(String(partySum))} CNY`);
  await expect(summary).toContainText(dueBy);
  await shot(page, { path: `${SHOTS}/01-confirm.png` });
  await page
    .getByRole('button', { name: '发 起' })
    .or(page.getByRole('button', { name: '发起' }))
    .click();
  const edit = page.locator('[data-testid="screen-payment-edit"]:visible');
  await expect(edit).toBeVisible();
  const number = (await edit.getByTestId('payment-number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^FK\d{10}$/);
  await shot(page, { path: `${SHOTS}/02-payment.png`, fullPage: true });

  // Stored: a draft of that supplier whose lines are the plan's amounts, this invoice's whole.
  const list = await api.call(certs.finance, `${PAYMENT}/listByPage`, {
    searchParams: { paymentNumber: number },
    pageIndex: 1,
    pageRows: 5,
  });
  const stored = await api.call(certs.finance, `${PAYMENT}/findById`, { paymentId: list[0].paymentId });
  expect(stored).toMatchObject({ status: 'DRAFT', supplierId: row.supplierId, currencyCode: 'CNY' });
  expect(Number(stored.invoicedTotal)).toBe(partySum);
  expect(stored.lines.find((l: { invoiceId: number }) => l.invoiceId === invoice.invoiceId).applyAmount).toBe(invoiced);

  // Back on the plan: now in an application, the invoice is no longer listed — in English.
  await openMenu(page, 'SET_PAY_PLAN', 'SETTLEMENT');
  await page.getByTestId('lang-EN').click();
  await expect(screen.locator('.ant-table-thead')).toContainText('To pay');
  await expect(screen.getByTestId(`plan-open-${key}`)).toHaveCount(0);
  await expect(screen.getByTestId('plan-due-by')).toHaveValue(dueBy);
  await shot(page, { path: `${SHOTS}/03-plan-en.png`, fullPage: true });
  await page.getByTestId('lang-CN').click();
  expect(errors).toEqual([]);
});
