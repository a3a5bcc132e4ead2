import { expect, test } from '@playwright/test';
import { type Api, apiOf } from '../support/api.ts';
import { openMenu } from '../support/menu.ts';
import { inDays } from '../support/purchase.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { invoiceOf, receivedGoods, statementOfToday } from '../support/settlement.ts';
import { shot } from '../support/shots.ts';
import { xlsxRows } from '../support/xlsx.ts';

// Issue 18 item 7 in the browser, as finance: the settlement reports page opened from the menu. Prepared through
// the API: three confirmed invoices of supplier1 dated 10, 45 and 100 days ago, one invoice waiting on finance and
// one statement left as a draft. The open statements and awaiting invoices tabs list them; the ageing tab draws
// its chart and shows, for supplier1, the figures the API gives — each bucket grown by exactly the invoice put in
// it — and the export holds the same figures. Then the headers in English.

const SHOTS = '/tmp/settlement-reports-shots';
const REPORT = '/api/srmServer/v1/srmSettleReportRestful';
const BUCKETS = ['days0to30', 'days31to60', 'days61to90', 'over90', 'total'] as const;
type Figures = Record<(typeof BUCKETS)[number], string>;

let server: TestServer;
let api: Api;
const certs: Record<string, string> = {};
/** supplier1's ageing row before and after the invoices below, through the API. */
let before: Figures | undefined;
let after: Figures & { supplierId: number; supplierName: string; invoiceCount: number };
let draft: { statementId: number; statementNumber: string };
let waiting: { invoiceId: number; registrationNumber: string };
let waitingStatement: string;
const invoiced: Record<string, string> = {};

const cents = (v: string | undefined) => Math.round(Number(v ?? 0) * 100);
const shown = (v: string) => Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function supplier1Ageing(): Promise<(Figures & Record<string, any>) | undefined> {
  const data = await api.call(certs.finance, `${REPORT}/payablesAgeing`, {
    searchParams: { asOf: inDays(0) },
    pageIndex: 1,
    pageRows: 500,
  });
  return data.rows.find((r: { supplierName: string }) => r.supplierName === '苏州精密机械有限公司');
}

test.beforeAll(async () => {
  server = await startServer();
  api = apiOf(server.url);
  for (const name of ['buyer', 'approver', 'finance', 'supplier1']) certs[name] = await api.certificateOf(name);
  before = await supplier1Ageing();
  // One statement and one invoice per batch of goods: a statement takes every line received today.
  for (const [bucket, days] of [
    ['days0to30', 10],
    ['days31to60', 45],
    ['over90', 100],
  ] as const) {
    const goods = await receivedGoods(api, certs, `账龄报表${days}`, ['5']);
    const statement = await statementOfToday(api, certs, goods, 'agreed');
    const invoice = await invoiceOf(api, certs, statement, inDays(-days), true);
    invoiced[bucket] = invoice.totalWithTax;
  }
  const goods = await receivedGoods(api, certs, '账龄报表待确认', ['3']);
  const agreed = await statementOfToday(api, certs, goods, 'agreed');
  waitingStatement = agreed.statementNumber;
  waiting = await invoiceOf(api, certs, agreed, inDays(-1), false);
  draft = await statementOfToday(api, certs, await receivedGoods(api, certs, '账龄报表草稿', ['2']), 'draft');
  after = (await supplier1Ageing())!;
});
test.afterAll(async () => server?.stop());
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

test('the ageing API counts each invoice in its bucket, to the cent', () => {
  const grew = (b: (typeof BUCKETS)[number]) => cents(after[b]) - cents(before?.[b]);
  expect(grew('days0to30')).toBe(cents(invoiced.days0to30));
  expect(grew('days31to60')).toBe(cents(invoiced.days31to60));
  expect(grew('days61to90')).toBe(0);
  expect(grew('over90')).toBe(cents(invoiced.over90));
  expect(grew('total')).toBe(cents(invoiced.days0to30) + cents(invoiced.days31to60) + cents(invoiced.over90));
});

test('finance reads the three reports, sees the chart, exports the ageing, and reads it all in English', async ({
  browser,
}, testInfo) => {
  const page = await keptPage(browser, server.url, 'finance');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, server.url, 'finance');
  await openMenu(page, 'SET_REPORT', 'SETTLEMENT');
  const screen = page.locator('[data-testid="screen-settlement-reports"]:visible');

  // Open statements: the draft, made today.
  const open = screen.getByTestId('report-open-statements');
  await expect(open.getByTestId(`open-number-${draft.statementId}`)).toHaveText(draft.statementNumber);
  await expect(open.getByTestId(`open-status-${draft.statementId}`)).toHaveText('草稿');
  await expect(open.getByTestId(`open-days-${draft.statementId}`)).toHaveText('0');
  await shot(page, { path: `${SHOTS}/00-open-statements.png`, fullPage: true });

  // Invoices awaiting match: the submitted one, with its statement, invoiced exactly the statement's total.
  await screen.getByRole('tab', { name: '待匹配发票' }).click();
  const awaiting = screen.getByTestId('report-awaiting-invoices');
  await expect(awaiting.getByTestId(`awaiting-number-${waiting.invoiceId}`)).toHaveText(waiting.registrationNumber);
  await expect(awaiting.getByTestId(`awaiting-statement-${waiting.invoiceId}`)).toHaveText(waitingStatement);
  await expect(awaiting.getByTestId(`awaiting-totalWithTax-${waiting.invoiceId}`)).toHaveText(
    shown(waiting.totalWithTax),
  );
  await expect(awaiting.getByTestId(`awaiting-differenceWithTax-${waiting.invoiceId}`)).toHaveText('0.00');
  await expect(awaiting.getByTestId(`awaiting-status-${waiting.invoiceId}`)).toHaveText('待财务确认');

  // Payables ageing: the chart drawn, supplier1's figures as the API gives them, and the total row.
  await screen.getByRole('tab', { name: '应付账龄' }).click();
  const ageing = screen.getByTestId('report-ageing');
  await expect(ageing.getByTestId('ageing-chart')).toHaveAttribute('data-state', 'ready');
  await expect(ageing.locator('[data-testid="ageing-chart"] canvas')).toBeVisible();
  const key = `${after.supplierId}-CNY`;
  for (const b of BUCKETS) await expect(ageing.getByTestId(`ageing-${b}-${key}`)).toHaveText(shown(after[b]));
  await expect(ageing.getByTestId('ageing-total-CNY')).toContainText('合计（CNY）');
  await shot(page, { path: `${SHOTS}/01-ageing.png`, fullPage: true });

  // The export: the same figures, Chinese headers.
  const downloading = page.waitForEvent('download');
  await ageing.getByTestId('ageing-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`应付账龄-${inDays(0)}.xlsx`);
  const file = testInfo.outputPath('ageing.xlsx');
  await download.saveAs(file);
  const rows = await xlsxRows(file);
  expect(rows[1]).toEqual(['供应商', '币种', '发票数', '0-30天', '31-60天', '61-90天', '90天以上', '合计']);
  const row = rows.find((r) => r[0] === after.supplierName);
  expect(row).toEqual([after.supplierName, 'CNY', after.invoiceCount, ...BUCKETS.map((b) => Number(after[b]))]);

  // In English: the tabs and the ageing's headers.
  await page.getByTestId('lang-EN').click();
  await expect(screen.getByRole('tab', { name: 'Payables ageing' })).toBeVisible();
  await expect(screen.getByRole('tab', { name: 'Open statements' })).toBeVisible();
  await expect(screen.getByRole('tab', { name: 'Invoices awaiting match' })).toBeVisible();
  const headers = ageing.locator('.ant-table-thead');
  for (const title of ['Supplier', 'Invoices', '0–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Total']) {
    await expect(headers).toContainText(title);
  }
  await expect(ageing.getByTestId('ageing-total-CNY')).toContainText('Total (CNY)');
  await expect(ageing.locator('[data-testid="ageing-chart"]')).toHaveAttribute('data-state', 'ready');
  await shot(page, { path: `${SHOTS}/02-ageing-en.png`, fullPage: true });
  await screen.getByRole('tab', { name: 'Invoices awaiting match' }).click();
  const awaitingEn = screen.getByTestId('report-awaiting-invoices');
  await expect(awaitingEn.locator('.ant-table-thead')).toContainText('Difference (invoiced − statement)');
  // The status names are the server's, asked again in English.
  await expect(awaitingEn.getByTestId(`awaiting-status-${waiting.invoiceId}`)).toHaveText('Awaiting finance');
  await shot(page, { path: `${SHOTS}/03-awaiting-en.png`, fullPage: true });
  // The registration number opens the invoice in a tab of its own (finance holds the invoices page).
  await awaitingEn.getByTestId(`awaiting-number-${waiting.invoiceId}`).click();
  const invoice = page.locator('[data-testid="screen-invoice-edit"]:visible');
  await expect(invoice.getByTestId('invoice-number')).toHaveText(waiting.registrationNumber);
  await page.getByTestId('lang-CN').click();
  expect(errors).toEqual([]);
});
