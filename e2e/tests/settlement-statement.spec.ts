import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type Api, apiOf } from '../support/api.ts';
import { openMenu } from '../support/menu.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { receivedGoods, STATEMENT, SUPPLY, statementLines, supplyOf } from '../support/settlement.ts';
import { shot } from '../support/shots.ts';
import { acknowledgeQualificationWarning } from '../support/sourcing.ts';
import { openTab } from '../support/tabs.ts';

// Issue 18 item 2 in the browser. Goods received from supplier1 (two delivery notes) are listed to settle;
// the buyer builds a statement on its screen and sends it; supplier1 disputes one line with an objection;
// the buyer reads it, recalls the statement, excludes that line with a reason (refused without one) and
// sends it again; supplier1 agrees after a summary of what it agrees to. Then in English: a statement of
// the restored line, disputed as a whole and voided, its line free again. A deduction, approved inside then sent; the invoice of the
// agreed statement, matched and confirmed by finance. Then item 5: the buyer's advance on the order, approved
// and paid; finance's payment application of the invoice less the advance written off, approved and paid,
// read by supplier1 in English as its payment notice. What is stored is checked through the API each time;
// supplier2 never finds any of it.

const SHOTS = '/tmp/settlement-statement-shots';
let server: TestServer;
let api: Api;
const certs: Record<string, string> = {};
let goods: Awaited<ReturnType<typeof receivedGoods>>;
/** The two supply lines (20 kg and 10 kg of plate at 4.85 + 13 %). */
let first: { supplyId: number };
let second: { supplyId: number };

test.beforeAll(async () => {
  // A server of its own: the statement of account at the end reads supplier1's whole ledger, and the payment
  // takes every invoice awaiting payment — another spec's settlement documents on a shared server would be in both.
  server = await startServer({ private: true });
  api = apiOf(server.url);
  for (const name of ['buyer', 'approver', 'finance', 'supplier1', 'supplier2'])
    certs[name] = await api.certificateOf(name);
  goods = await receivedGoods(api, certs, '对账测试钢板', ['20', '10']);
  [first] = await supplyOf(api, certs.buyer, goods.notes[0]);
  [second] = await supplyOf(api, certs.buyer, goods.notes[1]);
});
test.afterAll(async () => server?.stop());
test.describe.configure({ mode: 'serial', timeout: 420_000 });
test.use({ actionTimeout: 60_000 });

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    // The refusals the tests provoke (a deduction of nothing, a 7-digit invoice) are logged by the browser.
    if (m.type() === 'error' && !m.text().includes('status of 400')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function userPage(browser: Browser, userName: string, lang: 'CN' | 'EN' = 'CN') {
  const page = await keptPage(browser, server.url, userName);
  const errors = watchConsole(page);
  await signIn(page, server.url, userName, lang);
  if (userName.startsWith('supplier')) await acknowledgeQualificationWarning(page);
  return { page, errors };
}

/** The statement `number` opened from its side's list. */
async function openStatement(page: Page, supplierSide: boolean, number: string): Promise<Locator> {
  await openMenu(page, supplierSide ? 'SUP_STATEMENT' : 'SET_STATEMENT', supplierSide ? 'SUP_COLLAB' : 'SETTLEMENT');
  const list = page.locator('[data-testid="screen-statement-list"]:visible');
  await expect(list).toBeVisible();
  await list.getByTestId('statement-search').click();
  await list.getByTestId(`statement-open-${number}`).click();
  const edit = page.locator('[data-testid="screen-statement-edit"]:visible');
  await expect(edit.getByTestId('statement-number')).toHaveText(number);
  return edit;
}

const stored = async (number: string) => {
  const [row] = await api.call(certs.buyer, `${STATEMENT}/listByPage`, {
    searchParams: { statementNumber: number },
    pageIndex: 1,
    pageRows: 1,
  });
  return api.call(certs.buyer, `${STATEMENT}/findById`, { statementId: row.statementId });
};

/** Header totals are the sums of the lines stored, to the cent. */
async function expectTotalsAreLineSums(statement: {
  statementId: number;
  totalAmount: string;
  totalTax: string;
  totalWithTax: string;
  lineCount: number;
}) {
  const lines = await statementLines(api, certs.buyer, statement.statementId);
  const cents = (key: string) =>
    lines.reduce((sum: number, l: Record<string, string>) => sum + Math.round(Number(l[key]) * 100), 0);
  expect(lines).toHaveLength(statement.lineCount);
  expect(Math.round(Number(statement.totalAmount) * 100)).toBe(cents('amount'));
  expect(Math.round(Number(statement.totalTax) * 100)).toBe(cents('taxAmount'));
  expect(Math.round(Number(statement.totalWithTax) * 100)).toBe(cents('amountWithTax'));
  return lines as { supplyId: number; disputeComment: string | null }[];
}

let number = '';

test('a statement built on the buyer’s screen, disputed line by line by the supplier, corrected and agreed', async ({
  browser,
}) => {
  const buyer = await userPage(browser, 'buyer');
  const page = buyer.page;

  // 1. The lines to settle: both receipts, at the order's price and tax.
  await openMenu(page, 'SET_STATEMENT', 'SETTLEMENT');
  const screen = page.locator('[data-testid="statement-tabs"]:visible');
  await openTab(screen, 'statement-tab-supply');
  const supply = screen.getByTestId('supply-list');
  await supply.getByTestId('supply-search').locator('input').pressSequentially(goods.orderNumber);
  await supply.getByTestId('supply-search').locator('input').press('Enter');
  await expect(supply.getByTestId(`supply-amountWithTax-${first.supplyId}`)).toHaveText('109.61');
  await expect(supply.getByTestId(`supply-amountWithTax-${second.supplyId}`)).toHaveText('54.81');
  await expect(supply.getByTestId(`supply-status-${second.supplyId}`)).toHaveText('待对账');
  await shot(page, { path: `${SHOTS}/01-lines-to-settle.png`, fullPage: true });

  // 2. A new statement: organisation and supplier picked, this month in yuan by default, a note typed.
  await openTab(screen, 'statement-tab-statements');
  await screen.getByTestId('toolbar-button-add').click();
  const edit = page.locator('[data-testid="screen-statement-edit"]:visible');
  await expect(edit).toBeVisible();
  await pickFrom(page, edit.getByTestId('statement-field-orgId'), '华东', { search: '华东' });
  await pickFrom(page, edit.getByTestId('statement-field-supplierId'), '苏州精密', { search: '苏州', remote: true });
  await edit.getByTestId('statement-field-buyerNote').pressSequentially('本月钢板对账');
  await edit.getByTestId('statement-save').click();
  await expect(edit.getByTestId('statement-number')).toHaveText(/^DZ\d{10}$/);
  number = (await edit.getByTestId('statement-number').textContent()) ?? '';
  const lines = edit.getByTestId('statement-lines');
  await expect(lines.getByTestId(`statement-line-${first.supplyId}`)).toBeVisible();
  await expect(lines.getByTestId(`statement-line-${second.supplyId}`)).toBeVisible();
  let doc = await stored(number);
  expect(doc).toMatchObject({ status: 'DRAFT', buyerNote: '本月钢板对账', currencyCode: 'CNY' });
  await expectTotalsAreLineSums(doc);
  await expect(edit.getByTestId('statement-field-totalWithTax')).toHaveValue(
    Number(doc.totalWithTax).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
  await shot(page, { path: `${SHOTS}/02-buyer-draft.png`, fullPage: true });
  // A draft is the buyer's own: supplier1 does not find it yet.
  await expect(api.call(certs.supplier1, `${STATEMENT}/findById`, { statementId: doc.statementId })).rejects.toThrow(
    /"status":"E"/,
  );

  // 3. Sent, after the question.
  await edit.getByTestId('statement-action-send').click();
  await page.getByTestId('statement-confirm-ok').click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'SUBMITTED');

  // 4. supplier1 disputes the 10 kg line, with an objection typed key by key after a refusal.
  const supplier = await userPage(browser, 'supplier1');
  const theirs = await openStatement(supplier.page, true, number);
  await expect(theirs.getByTestId('statement-lines').getByTestId(`statement-line-${second.supplyId}`)).toBeVisible();
  await theirs.getByTestId('statement-action-dispute').click();
  const dialog = supplier.page.locator('.ant-modal:visible');
  await dialog.getByTestId(`statement-dispute-pick-${second.supplyId}`).check();
  await dialog.getByTestId('statement-dispute-ok').click();
  await expect(dialog.getByTestId('statement-dispute-error')).toHaveText('请填写异议原因');
  await dialog.getByTestId('statement-dispute-reason').pressSequentially('第二车数量有误');
  await dialog.getByTestId('statement-dispute-ok').click();
  await expect(dialog.getByTestId('statement-dispute-error')).toHaveText('请填写所选行的异议说明');
  await dialog.getByTestId(`statement-dispute-objection-${second.supplyId}`).pressSequentially('实收 8 KG，不是 10 KG');
  await shot(supplier.page, { path: `${SHOTS}/03-supplier-dispute.png`, fullPage: true });
  await dialog.getByTestId('statement-dispute-ok').click();
  await expect(theirs.getByTestId('doc-status')).toHaveAttribute('data-status', 'REJECTED');
  doc = await stored(number);
  expect(doc).toMatchObject({ status: 'REJECTED', supplierNote: '第二车数量有误' });
  const objected = await api.call(certs.buyer, `${STATEMENT}/listLines`, {
    statementId: doc.statementId,
    disputedOnly: true,
    pageIndex: 1,
    pageRows: 10,
  });
  expect(objected.map((l: { supplyId: number; disputeComment: string }) => [l.supplyId, l.disputeComment])).toEqual([
    [second.supplyId, '实收 8 KG，不是 10 KG'],
  ]);
  // supplier2 never finds it.
  await expect(api.call(certs.supplier2, `${STATEMENT}/findById`, { statementId: doc.statementId })).rejects.toThrow(
    /"status":"E"/,
  );

  // 5. The buyer reads the objection, recalls the statement and excludes that line — not without a reason.
  const mine = await openStatement(page, false, number);
  await expect(mine.getByTestId('doc-status')).toHaveAttribute('data-status', 'REJECTED');
  await expect(mine.getByTestId(`statement-line-objection-${second.supplyId}`)).toHaveText('实收 8 KG，不是 10 KG');
  await shot(page, { path: `${SHOTS}/04-buyer-reads-dispute.png`, fullPage: true });
  await mine.getByTestId('statement-action-recall').click();
  await page.getByTestId('statement-confirm-ok').click();
  await expect(mine.getByTestId('doc-status')).toHaveAttribute('data-status', 'DRAFT');
  await mine.getByTestId(`statement-line-pick-${second.supplyId}`).check();
  await mine.getByTestId('statement-exclude').click();
  await page.getByTestId('exclude-ok').click();
  await expect(page.getByTestId('exclude-error')).toBeVisible();
  await page.getByTestId('exclude-reason').pressSequentially('数量待核实，下期再对');
  await page.getByTestId('exclude-ok').click();
  await expect(mine.getByTestId(`statement-line-${second.supplyId}`)).toHaveCount(0);
  const before = doc;
  doc = await stored(number);
  expect(doc.lineCount).toBe(before.lineCount - 1);
  expect(Math.round(Number(before.totalWithTax) * 100) - Math.round(Number(doc.totalWithTax) * 100)).toBe(5481);
  await expectTotalsAreLineSums(doc);
  const [excluded] = await supplyOf(api, certs.buyer, goods.notes[1]);
  expect(excluded).toMatchObject({ status: 'EXCLUDED', excludeReason: '数量待核实，下期再对' });
  await shot(page, { path: `${SHOTS}/05-buyer-excluded.png`, fullPage: true });
  await mine.getByTestId('statement-action-send').click();
  await page.getByTestId('statement-confirm-ok').click();
  await expect(mine.getByTestId('doc-status')).toHaveAttribute('data-status', 'SUBMITTED');

  // 6. supplier1 agrees, after the summary of what it agrees to.
  const again = await openStatement(supplier.page, true, number);
  await expect(again.getByTestId(`statement-line-${second.supplyId}`)).toHaveCount(0);
  await again.getByTestId('statement-action-confirm').click();
  const summary = supplier.page.getByTestId('statement-agree-summary');
  await expect(summary).toContainText(`${number}：${doc.lineCount} 行`);
  await expect(summary).toContainText(Number(doc.totalWithTax).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  await supplier.page.getByTestId('statement-agree-comment').pressSequentially('核对无误');
  await shot(supplier.page, { path: `${SHOTS}/06-supplier-agree.png`, fullPage: true });
  await supplier.page.getByTestId('statement-agree-ok').click();
  await expect(again.getByTestId('doc-status')).toHaveAttribute('data-status', 'CONFIRMED');
  doc = await stored(number);
  expect(doc).toMatchObject({ status: 'CONFIRMED', supplierNote: '核对无误' });
  await shot(supplier.page, { path: `${SHOTS}/07-supplier-agreed.png`, fullPage: true });
  expect(buyer.errors).toEqual([]);
  expect(supplier.errors).toEqual([]);
});

test('in English: the restored line on a new statement, disputed as a whole and voided, is free again', async ({
  browser,
}) => {
  const buyer = await userPage(browser, 'buyer', 'EN');
  const page = buyer.page;
  await openMenu(page, 'SET_STATEMENT', 'SETTLEMENT');
  const screen = page.locator('[data-testid="statement-tabs"]:visible');
  await openTab(screen, 'statement-tab-supply');
  const supply = screen.getByTestId('supply-list');
  await pickFrom(page, supply.getByTestId('supply-status'), 'Excluded');
  await supply.getByTestId(`supply-pick-${second.supplyId}`).check();
  await supply.getByTestId('supply-restore').click();
  await page.getByTestId('supply-restore-ok').click();
  await expect(supply.getByTestId(`supply-line-${second.supplyId}`)).toHaveCount(0);
  const [restored] = await supplyOf(api, certs.buyer, goods.notes[1]);
  expect(restored).toMatchObject({ status: 'OPEN', excludeReason: null });

  await openTab(screen, 'statement-tab-statements');
  await screen.getByTestId('toolbar-button-add').click();
  const edit = page.locator('[data-testid="screen-statement-edit"]:visible');
  await pickFrom(page, edit.getByTestId('statement-field-orgId'), 'East', { search: 'East' });
  await pickFrom(page, edit.getByTestId('statement-field-supplierId'), '苏州精密', { search: '苏州', remote: true });
  await edit.getByTestId('statement-save').click();
  await expect(edit.getByTestId('statement-number')).toHaveText(/^DZ\d{10}$/);
  const second_ = (await edit.getByTestId('statement-number').textContent()) ?? '';
  await expect(edit.getByTestId(`statement-line-${second.supplyId}`)).toBeVisible();
  await edit.getByTestId('statement-action-send').click();
  await page.getByTestId('statement-confirm-ok').click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'SUBMITTED');
  await expect(edit.getByTestId('doc-status')).toContainText('Awaiting the supplier');

  const supplier = await userPage(browser, 'supplier1', 'EN');
  const theirs = await openStatement(supplier.page, true, second_);
  await theirs.getByTestId('statement-action-dispute').click();
  const dialog = supplier.page.locator('.ant-modal:visible');
  await dialog.getByTestId('statement-dispute-ok').click();
  await expect(dialog.getByTestId('statement-dispute-error')).toHaveText('Give the reason for disputing');
  await dialog.getByTestId('statement-dispute-reason').pressSequentially('Quantities not yet checked');
  await dialog.getByTestId('statement-dispute-ok').click();
  await expect(theirs.getByTestId('doc-status')).toContainText('Disputed');
  await shot(supplier.page, { path: `${SHOTS}/10-supplier-disputed-en.png`, fullPage: true });

  const mine = await openStatement(page, false, second_);
  await expect(mine.getByTestId('statement-field-supplierNote')).toContainText('Quantities not yet checked');
  await mine.getByTestId('statement-action-abolish').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(
    'Its lines go back to be settled on another statement',
  );
  await page.getByTestId('statement-confirm-ok').click();
  await expect(mine.getByTestId('doc-status')).toHaveAttribute('data-status', 'ABOLISHED');
  await shot(page, { path: `${SHOTS}/11-buyer-voided-en.png`, fullPage: true });
  const [free] = await supplyOf(api, certs.buyer, goods.notes[1]);
  expect(free).toMatchObject({ status: 'OPEN', statementId: null });
  const voided = await stored(second_);
  expect(voided.status).toBe('ABOLISHED');
  // The supplier still sees the voided statement it had been sent, and nothing of the buyer's reasons.
  const seen = await api.call(certs.supplier1, `${SUPPLY}/listByPage`, {
    searchParams: { keyword: goods.notes[1] },
    pageIndex: 1,
    pageRows: 5,
  });
  expect(seen[0]).toMatchObject({ status: 'OPEN', excludeReason: null });
  expect(buyer.errors).toEqual([]);
  expect(supplier.errors).toEqual([]);
});

test('a deduction typed by the buyer, accepted by the supplier, waits as a negative line for the next statement', async ({
  browser,
}) => {
  const buyer = await userPage(browser, 'buyer');
  const page = buyer.page;
  await openMenu(page, 'SET_DEDUCTION', 'SETTLEMENT');
  const list = page.locator('[data-testid="screen-deduction-list"]:visible');
  await list.getByTestId('toolbar-button-add').click();
  const edit = page.locator('[data-testid="screen-deduction-edit"]:visible');
  await expect(edit).toBeVisible();
  await pickFrom(page, edit.getByTestId('deduction-field-orgId'), '华东', { search: '华东' });
  await pickFrom(page, edit.getByTestId('deduction-field-supplierId'), '苏州精密', { search: '苏州', remote: true });
  await pickFrom(page, edit.getByTestId('deduction-field-deductionType'), '延迟交货罚款');
  const amount = edit.getByTestId('deduction-field-amount');
  await amount.pressSequentially('0');
  await edit.getByTestId('deduction-field-reason').pressSequentially('DN 晚到 3 天，按合同每天 0.5% 计罚');
  await edit.getByTestId('deduction-save').click();
  // Nothing is charged for nothing: refused, nothing stored, and the amount typed again key by key.
  await expect(edit.getByTestId('deduction-error')).toContainText('不能小于 0.01');
  await expect(edit.getByTestId('deduction-number')).not.toHaveText(/KK/);
  await amount.press('ControlOrMeta+a');
  await amount.pressSequentially('120.5');
  await expect(amount).toHaveValue('120.5');
  await edit.getByTestId('deduction-save').click();
  await expect(edit.getByTestId('deduction-number')).toHaveText(/^KK\d{10}$/);
  const number = (await edit.getByTestId('deduction-number').textContent()) ?? '';
  const [row] = await api.call(certs.buyer, '/api/srmServer/v1/srmSettleDeductionRestful/listByPage', {
    searchParams: { deductionNumber: number },
    pageIndex: 1,
    pageRows: 1,
  });
  // 120.50 + 13 % = 136.17 (15.665 rounded half up)
  expect(row).toMatchObject({ status: 'DRAFT', deductionType: 'LATE_DELIVERY', amountWithTax: '136.1700' });
  await expect(edit.getByTestId('deduction-field-amountWithTax')).toHaveValue('136.17');
  // Approved inside before it is sent (the demo's one-step approval): not sendable from the draft.
  await expect(edit.getByTestId('deduction-action-send')).toHaveCount(0);
  await edit.getByTestId('deduction-action-submit').click();
  await expect(page.getByTestId('deduction-confirm-ok')).toBeVisible();
  await expect(page.locator('.ant-modal-confirm-content:visible')).toContainText('136.17');
  await page.getByTestId('deduction-confirm-ok').click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');
  await approveOn(browser, 'SET_DEDUCTION', 'deduction', number);
  // The buyer's page read it while approving: read anew (its address names the record).
  await page.reload();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');
  await edit.getByTestId('deduction-action-send').click();
  await page.getByTestId('deduction-confirm-ok').click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'SUBMITTED');
  await shot(page, { path: `${SHOTS}/20-buyer-deduction-sent.png`, fullPage: true });

  const supplier = await userPage(browser, 'supplier1');
  await openMenu(supplier.page, 'SUP_DEDUCTION', 'SUP_COLLAB');
  const theirList = supplier.page.locator('[data-testid="screen-deduction-list"]:visible');
  await theirList.getByTestId('deduction-search').click();
  await theirList.getByTestId(`deduction-open-${number}`).click();
  const theirs = supplier.page.locator('[data-testid="screen-deduction-edit"]:visible');
  await expect(theirs.getByTestId('deduction-number')).toHaveText(number);
  await theirs.getByTestId('deduction-action-confirm').click();
  await supplier.page.getByTestId('deduction-comment').pressSequentially('认可');
  await supplier.page.getByTestId('deduction-comment-ok').click();
  await expect(theirs.getByTestId('doc-status')).toHaveAttribute('data-status', 'CONFIRMED');
  await shot(supplier.page, { path: `${SHOTS}/21-supplier-deduction-accepted.png`, fullPage: true });
  await supplier.page.getByTestId('lang-EN').click();
  await expect(theirs.getByTestId('doc-status')).toContainText('Accepted');
  await expect(theirs).toContainText('Late-delivery penalty');
  await shot(supplier.page, { path: `${SHOTS}/22-supplier-deduction-accepted-en.png`, fullPage: true });
  const lines = await api.call(certs.buyer, `${SUPPLY}/listByPage`, {
    searchParams: { status: 'OPEN' },
    pageIndex: 1,
    pageRows: 100,
  });
  const negative = lines.find((l: { deductionId: number | null }) => l.deductionId === row.deductionId);
  expect(negative).toMatchObject({ sourceType: 'DEDUCTION', amountWithTax: '-136.1700' });
  expect(negative.itemDescription).toContain(number);
  // supplier2 never sees it.
  await expect(
    api.call(certs.supplier2, '/api/srmServer/v1/srmSettleDeductionRestful/findById', { deductionId: row.deductionId }),
  ).rejects.toThrow(/"status":"E"/);
  expect(buyer.errors).toEqual([]);
  expect(supplier.errors).toEqual([]);
});

test('the supplier registers its tax invoices for the agreed statement, matched per rate; finance confirms them', async ({
  browser,
}) => {
  const agreed = await stored(number);
  expect(agreed.status).toBe('CONFIRMED');
  const supplier = await userPage(browser, 'supplier1');
  const page = supplier.page;
  await openMenu(page, 'SUP_INVOICE', 'SUP_COLLAB');
  const list = page.locator('[data-testid="screen-invoice-list"]:visible');
  await list.getByTestId('toolbar-button-add').click();
  const edit = page.locator('[data-testid="screen-invoice-edit"]:visible');
  await expect(edit).toBeVisible();
  await pickFrom(page, edit.getByTestId('invoice-field-statementId'), number, { search: number, remote: true });
  const lines = edit.getByTestId('invoice-lines');
  const type = async (cell: string, text: string) => {
    await lines.getByTestId(cell).click();
    await lines.getByTestId(cell).locator('input').pressSequentially(text);
  };
  // One tax invoice at 13 % for the whole statement, its tax mistyped by 5.00 first.
  const wrongTax = (Number(agreed.totalTax) + 5).toFixed(2);
  await type('cell-invoiceCode-n1', '3100231130');
  await type('cell-invoiceNumber-n1', '0451987');
  await type('cell-amount-n1', Number(agreed.totalAmount).toFixed(2));
  await type('cell-taxAmount-n1', wrongTax);
  await edit.getByTestId('invoice-save').click();
  // Seven digits: refused on the number's cell, nothing registered; the missing digit typed into that cell.
  await expect(edit.getByTestId('invoice-error')).toContainText('发票号码应为 8 位数字');
  await expect(edit.getByTestId('invoice-number')).not.toHaveText(/FP/);
  await lines.getByTestId('cell-invoiceNumber-n1').click();
  await lines.getByTestId('cell-invoiceNumber-n1').locator('input').press('End');
  await lines.getByTestId('cell-invoiceNumber-n1').locator('input').pressSequentially('6');
  await expect(lines.getByTestId('cell-invoiceNumber-n1').locator('input')).toHaveValue('04519876');
  await edit.getByTestId('invoice-save').click();
  await expect(edit.getByTestId('invoice-number')).toHaveText(/^FP\d{10}$/);
  const registration = (await edit.getByTestId('invoice-number').textContent()) ?? '';
  const match = edit.getByTestId('invoice-match');
  await expect(match).toHaveAttribute('data-matched', 'false');
  await expect(match.getByTestId('invoice-match-differenceWithTax-13')).toHaveText('5.00');
  await expect(match.getByTestId('invoice-match-result-13')).toHaveText('不符');
  await shot(page, { path: `${SHOTS}/30-supplier-invoice-differs.png`, fullPage: true });
  // What was stored: the number as typed, the tax as mistyped. Then the tax corrected key by key, and the
  // match follows what is stored again.
  const INVOICE = '/api/srmServer/v1/srmSettleInvoiceRestful';
  const [saved] = await api.call(certs.supplier1, `${INVOICE}/listByPage`, {
    searchParams: { registrationNumber: registration },
    pageIndex: 1,
    pageRows: 1,
  });
  const first = await api.call(certs.supplier1, `${INVOICE}/findById`, { invoiceId: saved.invoiceId });
  expect(first.lines[0]).toMatchObject({ invoiceNumber: '04519876', invoiceCode: '3100231130' });
  expect(Number(first.lines[0].taxAmount)).toBe(Number(wrongTax));
  const taxKey = `cell-taxAmount-l${first.lines[0].lineId}`;
  await lines.getByTestId(taxKey).click();
  await lines.getByTestId(taxKey).locator('input').press('ControlOrMeta+a');
  await lines.getByTestId(taxKey).locator('input').pressSequentially(Number(agreed.totalTax).toFixed(2));
  await edit.getByTestId('invoice-save').click();
  await expect(match).toHaveAttribute('data-matched', 'true');
  await expect(match.getByTestId('invoice-match-result-13')).toHaveText('一致');
  await edit.getByTestId('invoice-action-submit').click();
  await page.getByTestId('invoice-confirm-ok').click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'SUBMITTED');
  await shot(page, { path: `${SHOTS}/31-supplier-invoice-submitted.png`, fullPage: true });

  const finance = await userPage(browser, 'finance');
  await openMenu(finance.page, 'SET_INVOICE', 'SETTLEMENT');
  const theirList = finance.page.locator('[data-testid="screen-invoice-list"]:visible');
  await theirList.getByTestId('invoice-search').click();
  await theirList.getByTestId(`invoice-open-${registration}`).click();
  const view = finance.page.locator('[data-testid="screen-invoice-edit"]:visible');
  await expect(view.getByTestId('invoice-match')).toHaveAttribute('data-matched', 'true');
  await view.getByTestId('invoice-action-confirm').click();
  await finance.page.getByTestId('invoice-confirm-ok').click();
  await expect(view.getByTestId('doc-status')).toHaveAttribute('data-status', 'CONFIRMED');
  await shot(finance.page, { path: `${SHOTS}/32-finance-confirmed.png`, fullPage: true });
  await finance.page.getByTestId('lang-EN').click();
  await expect(view.getByTestId('doc-status')).toContainText('Confirmed by finance');
  await expect(view.getByTestId('invoice-match-result-13')).toHaveText('Matches');
  await shot(finance.page, { path: `${SHOTS}/33-finance-confirmed-en.png`, fullPage: true });
  const [row] = await api.call(certs.supplier1, `${INVOICE}/listByPage`, {
    searchParams: { registrationNumber: registration },
    pageIndex: 1,
    pageRows: 1,
  });
  expect(row).toMatchObject({ status: 'CONFIRMED', statementNumber: number });
  expect(Number(row.totalWithTax)).toBe(Number(agreed.totalWithTax));
  expect(supplier.errors).toEqual([]);
  expect(finance.errors).toEqual([]);
});

const ADVANCE = '/api/srmServer/v1/srmSettleAdvanceRestful';
const PAYMENT = '/api/srmServer/v1/srmSettlePaymentRestful';

/** The approver opens a document of `menu` from its list and approves it with a comment. */
async function approveOn(browser: Browser, menu: string, testId: string, number: string) {
  const approver = await userPage(browser, 'approver');
  await openMenu(approver.page, menu, 'SETTLEMENT');
  const list = approver.page.locator(`[data-testid="screen-${testId}-list"]:visible`);
  await list.getByTestId(`${testId}-search`).click();
  await list.getByTestId(`${testId}-open-${number}`).click();
  const view = approver.page.locator(`[data-testid="screen-${testId}-edit"]:visible`);
  await view.getByTestId(`${testId}-action-approve`).click();
  await approver.page.getByTestId(`${testId}-comment`).pressSequentially('同意付款');
  await approver.page.getByTestId(`${testId}-comment-ok`).click();
  await expect(view.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');
  expect(approver.errors).toEqual([]);
}

/**
 * Finance registers the bank's payment of an approved document: the dialog sums up what is paid to whom; the
 * reference is required (refused empty, then typed key by key).
 */
async function registerPayment(page: Page, view: Locator, testId: string, summary: RegExp, reference: string) {
  await view.getByTestId(`${testId}-action-pay`).click();
  await expect(page.getByTestId(`${testId}-ask-summary`)).toHaveText(summary);
  await page.getByTestId(`${testId}-ask-field-paidDate`).click();
  await page.keyboard.type('2026-11-20');
  await page.keyboard.press('Enter');
  await page.getByTestId(`${testId}-ask-ok`).click();
  await expect(page.locator('.ant-modal:visible .ant-form-item-explain-error')).toContainText('银行流水号');
  await page.getByTestId(`${testId}-ask-field-paymentReference`).pressSequentially(reference);
  await page.getByTestId(`${testId}-ask-ok`).click();
  await expect(view.getByTestId('doc-status')).toHaveAttribute('data-status', 'PAID');
}

test('the buyer applies for an advance on the order; approved, finance registers its payment', async ({ browser }) => {
  const [order] = await api.call(certs.buyer, '/api/srmServer/v1/srmPoHeaderRestful/listByPage', {
    searchParams: { orderNumber: goods.orderNumber },
    pageIndex: 1,
    pageRows: 1,
  });
  const buyer = await userPage(browser, 'buyer');
  const page = buyer.page;
  await openMenu(page, 'SET_ADVANCE', 'SETTLEMENT');
  await page.locator('[data-testid="screen-advance-list"]:visible').getByTestId('toolbar-button-add').click();
  const edit = page.locator('[data-testid="screen-advance-edit"]:visible');
  await expect(edit).toBeVisible();
  await pickFrom(page, edit.getByTestId('advance-field-orderId'), goods.orderNumber, {
    search: goods.orderNumber,
    remote: true,
  });
  // More than the order holds: refused with what it has left; nothing stored; typed again key by key.
  const amount = edit.getByTestId('advance-field-amount');
  await amount.pressSequentially('9999');
  await edit.getByTestId('advance-field-reason').pressSequentially('预付 30% 备料款');
  await edit.getByTestId('advance-save').click();
  const left = Number(order.totalWithTax).toFixed(2);
  await expect(edit.getByTestId('advance-error')).toContainText(left);
  await expect(edit.getByTestId('advance-number')).not.toHaveText(/YF/);
  await amount.press('ControlOrMeta+a');
  await amount.pressSequentially('50');
  await edit.getByTestId('advance-save').click();
  await expect(edit.getByTestId('advance-number')).toHaveText(/^YF\d{10}$/);
  const number = (await edit.getByTestId('advance-number').textContent()) ?? '';
  const [saved] = await api.call(certs.buyer, `${ADVANCE}/listByPage`, {
    searchParams: { advanceNumber: number },
    pageIndex: 1,
    pageRows: 1,
  });
  expect(saved).toMatchObject({
    status: 'DRAFT',
    amount: '50.00',
    orderNumber: goods.orderNumber,
    supplierName: '苏州精密机械有限公司',
  });
  await edit.getByTestId('advance-action-submit').click();
  await page.getByTestId('advance-confirm-ok').click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');
  // The supplier sees nothing of it yet.
  await expect(api.call(certs.supplier1, `${ADVANCE}/findById`, { advanceId: saved.advanceId })).rejects.toThrow(
    /"status":"E"/,
  );

  await approveOn(browser, 'SET_ADVANCE', 'advance', number);
  const finance = await userPage(browser, 'finance');
  await openMenu(finance.page, 'SET_ADVANCE', 'SETTLEMENT');
  const list = finance.page.locator('[data-testid="screen-advance-list"]:visible');
  await list.getByTestId('advance-search').click();
  await list.getByTestId(`advance-open-${number}`).click();
  const view = finance.page.locator('[data-testid="screen-advance-edit"]:visible');
  await registerPayment(finance.page, view, 'advance', /苏州精密机械有限公司.*50\.00 CNY/, 'BK-ADV-0001');
  await shot(finance.page, { path: `${SHOTS}/40-finance-advance-paid.png`, fullPage: true });
  const paid = await api.call(certs.supplier1, `${ADVANCE}/findById`, { advanceId: saved.advanceId });
  expect(paid).toMatchObject({
    status: 'PAID',
    paymentReference: 'BK-ADV-0001',
    paidDate: '2026-11-20',
    usable: '50.00',
  });
  expect(buyer.errors).toEqual([]);
  expect(finance.errors).toEqual([]);
});

test('finance pays the confirmed invoice less the advance; approved and paid, the supplier reads its payment notice in English', async ({
  browser,
}) => {
  const finance = await userPage(browser, 'finance');
  const page = finance.page;
  await openMenu(page, 'SET_PAYMENT', 'SETTLEMENT');
  await page.locator('[data-testid="screen-payment-list"]:visible').getByTestId('toolbar-button-add').click();
  const edit = page.locator('[data-testid="screen-payment-edit"]:visible');
  await expect(edit).toBeVisible();
  await pickFrom(page, edit.getByTestId('payment-field-orgId'), '华东', { search: '华东' });
  await pickFrom(page, edit.getByTestId('payment-field-supplierId'), '苏州精密', { search: '苏州', remote: true });
  // Saved with no lines: the supplier's confirmed invoice is taken at what is unpaid of it.
  await edit.getByTestId('payment-save').click();
  await expect(edit.getByTestId('payment-number')).toHaveText(/^FK\d{10}$/);
  const number = (await edit.getByTestId('payment-number').textContent()) ?? '';
  const [row] = await api.call(certs.finance, `${PAYMENT}/listByPage`, {
    searchParams: { paymentNumber: number },
    pageIndex: 1,
    pageRows: 1,
  });
  const loaded = await api.call(certs.finance, `${PAYMENT}/findById`, { paymentId: row.paymentId });
  expect(loaded.lines).toHaveLength(1);
  const invoiced = loaded.lines[0].applyAmount as string;
  expect(loaded.invoicedTotal).toBe(invoiced);
  await expect(edit.getByTestId('payment-lines')).toContainText(loaded.lines[0].registrationNumber);

  // The advance written off: more than it holds is refused; then 50 typed key by key.
  const advances = await api.call(certs.finance, `${ADVANCE}/listByPage`, {
    searchParams: { status: 'PAID' },
    pageIndex: 1,
    pageRows: 5,
  });
  await pickFrom(page, edit.getByTestId('payment-field-advanceId'), advances[0].advanceNumber, { remote: true });
  const writeOff = edit.getByTestId('payment-field-writeOffAmount');
  await writeOff.pressSequentially('60');
  await edit.getByTestId('payment-save').click();
  await expect(edit.getByTestId('payment-error')).toContainText('50.00');
  await writeOff.press('ControlOrMeta+a');
  await writeOff.pressSequentially('50');
  await edit.getByTestId('payment-save').click();
  const toPay = (Number(invoiced) - 50).toFixed(2);
  const shown = Number(toPay).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(edit.getByTestId('payment-field-payAmount')).toHaveValue(shown);
  const stored = await api.call(certs.finance, `${PAYMENT}/findById`, { paymentId: row.paymentId });
  expect(stored).toMatchObject({
    writeOffAmount: '50.00',
    payAmount: toPay,
    payAmountLocal: toPay,
    advanceNumber: advances[0].advanceNumber,
  });
  await edit.getByTestId('payment-action-submit').click();
  await page.getByTestId('payment-confirm-ok').click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');
  await shot(page, { path: `${SHOTS}/41-finance-payment-submitted.png`, fullPage: true });

  await approveOn(browser, 'SET_PAYMENT', 'payment', number);
  await page.reload();
  const view = page.locator('[data-testid="screen-payment-edit"]:visible');
  await expect(view.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');
  await registerPayment(page, view, 'payment', new RegExp(`苏州精密机械有限公司.*${shown} CNY`), 'BK-PAY-0001');
  await shot(page, { path: `${SHOTS}/42-finance-payment-paid.png`, fullPage: true });

  // The supplier: its payment notice on the home and on its notices page, in English; supplier2 sees none of it.
  const supplier = await userPage(browser, 'supplier1', 'EN');
  await expect(supplier.page.getByTestId('notification-panel')).toContainText(number);
  await openMenu(supplier.page, 'SUP_PAYMENT', 'SUP_COLLAB');
  const theirList = supplier.page.locator('[data-testid="screen-payment-list"]:visible');
  await theirList.getByTestId('payment-search').click();
  await theirList.getByTestId(`payment-open-${number}`).click();
  const theirs = supplier.page.locator('[data-testid="screen-payment-edit"]:visible');
  await expect(theirs.getByTestId('doc-status')).toContainText('Paid');
  await expect(theirs).toContainText('Bank reference');
  await expect(theirs.getByTestId('payment-field-paymentReference')).toContainText('BK-PAY-0001');
  await expect(theirs.getByTestId('payment-lines')).toContainText(loaded.lines[0].registrationNumber);
  await shot(supplier.page, { path: `${SHOTS}/43-supplier-payment-notice-en.png`, fullPage: true });
  await expect(api.call(certs.supplier2, `${PAYMENT}/findById`, { paymentId: row.paymentId })).rejects.toThrow(
    /"status":"E"/,
  );
  expect(finance.errors).toEqual([]);
  expect(supplier.errors).toEqual([]);
});

test('finance sends supplier1 its statement of account; the supplier agrees to it in English', async ({ browser }) => {
  const BALANCE = '/api/srmServer/v1/srmSettleBalanceRestful';
  const finance = await userPage(browser, 'finance');
  const page = finance.page;
  await openMenu(page, 'SET_BALANCE', 'SETTLEMENT');
  await page.locator('[data-testid="screen-balance-list"]:visible').getByTestId('toolbar-button-add').click();
  const edit = page.locator('[data-testid="screen-balance-edit"]:visible');
  await expect(edit).toBeVisible();
  await pickFrom(page, edit.getByTestId('balance-field-orgId'), '华东', { search: '华东' });
  await pickFrom(page, edit.getByTestId('balance-field-supplierId'), '苏州精密', { search: '苏州', remote: true });
  // From the month the advance and the payment were paid in, to a day far ahead: every document of this spec.
  for (const [field, day] of [
    ['periodFrom', '2026-11-01'],
    ['periodTo', '2099-12-31'],
  ]) {
    await edit.getByTestId(`balance-field-${field}`).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(day);
    await page.keyboard.press('Enter');
  }
  await edit.getByTestId('balance-save').click();
  await expect(edit.getByTestId('balance-number')).toHaveText(/^YE\d{10}$/);
  const number = (await edit.getByTestId('balance-number').textContent()) ?? '';
  const [row] = await api.call(certs.finance, `${BALANCE}/listByPage`, {
    searchParams: { balanceNumber: number },
    pageIndex: 1,
    pageRows: 1,
  });
  // The invoice confirmed, its payment (the invoice less the advance) and the advance: nothing left owed.
  const [invoice] = await api.call(certs.finance, '/api/srmServer/v1/srmSettleInvoiceRestful/listByPage', {
    searchParams: { status: 'CONFIRMED' },
    pageIndex: 1,
    pageRows: 1,
  });
  const invoiced = Number(invoice.totalWithTax).toFixed(2);
  expect(row).toMatchObject({
    periodFrom: '2026-11-01',
    periodTo: '2099-12-31',
    openingBalance: '0.00',
    invoicedAmount: invoiced,
    paidAmount: (Number(invoiced) - 50).toFixed(2),
    advancedAmount: '50.00',
    closingBalance: '0.00',
  });
  await edit.getByTestId('balance-action-send').click();
  await page.getByTestId('balance-confirm-ok').click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'SUBMITTED');
  await shot(page, { path: `${SHOTS}/50-finance-balance-sent.png`, fullPage: true });

  const supplier = await userPage(browser, 'supplier1', 'EN');
  await openMenu(supplier.page, 'SUP_BALANCE', 'SUP_COLLAB');
  const theirList = supplier.page.locator('[data-testid="screen-balance-list"]:visible');
  await theirList.getByTestId('balance-search').click();
  await theirList.getByTestId(`balance-open-${number}`).click();
  const theirs = supplier.page.locator('[data-testid="screen-balance-edit"]:visible');
  await expect(theirs).toContainText('Closing balance');
  await expect(theirs.getByTestId('balance-field-invoicedAmount')).toContainText(
    Number(invoiced).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
  await theirs.getByTestId('balance-action-confirm').click();
  await supplier.page.getByTestId('balance-comment').pressSequentially('Agreed, nothing outstanding');
  await supplier.page.getByTestId('balance-comment-ok').click();
  await expect(theirs.getByTestId('doc-status')).toContainText('Agreed');
  await shot(supplier.page, { path: `${SHOTS}/51-supplier-balance-agreed-en.png`, fullPage: true });
  const agreed = await api.call(certs.finance, `${BALANCE}/findById`, { balanceId: row.balanceId });
  expect(agreed).toMatchObject({ status: 'CONFIRMED', supplierNote: 'Agreed, nothing outstanding' });
  await expect(api.call(certs.supplier2, `${BALANCE}/findById`, { balanceId: row.balanceId })).rejects.toThrow(
    /"status":"E"/,
  );
  expect(finance.errors).toEqual([]);
  expect(supplier.errors).toEqual([]);
});
