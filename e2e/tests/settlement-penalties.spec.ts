import { type Browser, expect, type Locator, test } from '@playwright/test';
import { type Api, apiOf } from '../support/api.ts';
import { openMenu } from '../support/menu.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { receivedGoods, STATEMENT, statementOfToday, supplyOf } from '../support/settlement.ts';
import { acknowledgeQualificationWarning } from '../support/sourcing.ts';
import { expectToast } from '../support/toasts.ts';

// Issue 18 item 3 in the browser. The buyer keeps a late-delivery penalty rule for supplier1 (a rate of nothing
// refused, typed again), computes the penalties of a period in which two of supplier1's receipts came late, reads
// the proposed deduction's penalty lines, attaches evidence, has it approved and sends it; supplier1 reads the lines
// and the evidence and accepts. Then supplier1 disputes a statement with a file of its own, which the buyer
// downloads. What is stored is checked through the API; supplier2 never reads the files.

const DEDUCTION = '/api/srmServer/v1/srmSettleDeductionRestful';
const RULE = '/api/srmServer/v1/srmSettlePenaltyRuleRestful';
const FILES = '/api/fileServer/v2/file/list';
let server: TestServer;
let api: Api;
const certs: Record<string, string> = {};

test.beforeAll(async () => {
  server = await startServer();
  api = apiOf(server.url);
  for (const name of ['buyer', 'approver', 'supplier1', 'supplier2']) certs[name] = await api.certificateOf(name);
});
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

async function userPage(browser: Browser, userName: string) {
  const page = await keptPage(browser, server.url, userName);
  const errors: string[] = [];
  page.on('console', (m) => {
    // The refusal the test provokes (a rate of nothing) is logged by the browser.
    if (m.type() === 'error' && !m.text().includes('status of 400')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, server.url, userName, 'CN');
  if (userName.startsWith('supplier')) await acknowledgeQualificationWarning(page);
  return { page, errors };
}

const day = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`),
});

/** Types a date into an antd picker input key by key, as a person does, and confirms it. */
async function typeDate(input: Locator, iso: string) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(iso);
  await input.press('Enter');
}

test('the buyer computes late-delivery penalties by rule, has the deduction approved and sends it; supplier1 reads the evidence and accepts', async ({
  browser,
}) => {
  // supplier1's goods: 10 kg and 5 kg of plate at 4.85 + 13 %, due on the order line's need-by date and received
  // 7 and 6 days after it (dated so through the test hook: an order never takes a past need-by date).
  const goods = await receivedGoods(api, certs, '罚款测试钢板', ['10', '5']);
  const [order] = await api.call(certs.buyer, '/api/srmServer/v1/srmPoHeaderRestful/listByPage', {
    searchParams: { orderNumber: goods.orderNumber },
    pageIndex: 1,
    pageRows: 1,
  });
  const detail = await api.call(certs.buyer, '/api/srmServer/v1/srmPoHeaderRestful/findById', {
    orderId: order.orderId,
  });
  const due: string = detail.lines[0].promisedDate ?? detail.lines[0].needByDate;
  const [late7] = await supplyOf(api, certs.buyer, goods.notes[0]);
  const [late6] = await supplyOf(api, certs.buyer, goods.notes[1]);
  await api.call(certs.buyer, '/api/srmServer/v1/srmTestHooksRestful/receivedOn', {
    supplyIds: [late7.supplyId],
    receiptDate: day(due, 7),
  });
  await api.call(certs.buyer, '/api/srmServer/v1/srmTestHooksRestful/receivedOn', {
    supplyIds: [late6.supplyId],
    receiptDate: day(due, 6),
  });

  const buyer = await userPage(browser, 'buyer');
  const page = buyer.page;
  // The rule: supplier1 in East China, 2 days' grace, 0.5 % a day, at most 10 %.
  await openMenu(page, 'SET_PENALTY_RULE', 'SETTLEMENT');
  const rules = page.locator('[data-testid="screen-penaltyRuleList"]:visible');
  await rules.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('penalty-rule-form');
  const code = `LATE-${Date.now() % 1_000_000}`;
  await form.getByTestId('penalty-rule-form-ruleCode').pressSequentially(code);
  await form.getByTestId('penalty-rule-form-ruleName').pressSequentially('苏州精密延期交货');
  await pickFrom(page, form.getByTestId('penalty-rule-form-orgId'), '华东', { search: '华东' });
  await pickFrom(page, form.getByTestId('penalty-rule-form-supplierId'), '苏州精密', { search: '苏州' });
  const grace = form.getByTestId('penalty-rule-form-graceDays');
  await grace.press('ControlOrMeta+a');
  await grace.pressSequentially('2');
  const rate = form.getByTestId('penalty-rule-form-ratePerDay');
  await rate.pressSequentially('0');
  await form.getByTestId('penalty-rule-form-capPercent').pressSequentially('10');
  await page.getByTestId('penalty-rule-form-ok').click();
  // A rate of nothing is refused on its field, and nothing is stored; typed again key by key.
  await expect(form).toContainText('0.0001');
  await rate.press('ControlOrMeta+a');
  await rate.pressSequentially('0.5');
  await page.getByTestId('penalty-rule-form-ok').click();
  await expect(form).toBeHidden();
  const [rule] = await api.call(certs.buyer, `${RULE}/listByPage`, {
    searchParams: { keyword: code },
    pageIndex: 1,
    pageRows: 5,
  });
  expect(rule).toMatchObject({
    ruleCode: code,
    graceDays: 2,
    ratePerDay: '0.5000',
    capPercent: '10.00',
    supplierName: '苏州精密机械有限公司',
  });
  await expect(rules.getByText(code)).toBeVisible();
  await page.screenshot({ path: '/tmp/deduct-rules.png', fullPage: true });

  // Compute the period's penalties for supplier1.
  await openMenu(page, 'SET_DEDUCTION', 'SETTLEMENT');
  await page.getByTestId('deduction-compute').click();
  await pickFrom(page, page.getByTestId('deduction-compute-org'), '华东', { search: '华东' });
  await pickFrom(page, page.getByTestId('deduction-compute-supplier'), '苏州精密', { search: '苏州' });
  const range = page.locator('.ant-modal:visible .ant-picker-range input');
  await typeDate(range.first(), day(due, 1));
  await typeDate(range.last(), day(due, 10));
  await page.getByTestId('deduction-compute-ok').click();
  // 54.81 × 0.5 % × 5 = 1.37 and 27.40 × 0.5 % × 4 = 0.55
  await expectToast(page, /已生成 1 张延期罚款扣款单.*1\.92 CNY/);
  const [made] = await api
    .call(certs.buyer, `${DEDUCTION}/listByPage`, {
      searchParams: { deductionType: 'LATE_DELIVERY', status: 'DRAFT' },
      pageIndex: 1,
      pageRows: 50,
    })
    .then((rows: { deductionId: number; amount: string }[]) => rows.filter((r) => Number(r.amount) === 1.92));
  const proposed = await api.call(certs.buyer, `${DEDUCTION}/findById`, { deductionId: made.deductionId });
  expect(proposed).toMatchObject({ deductionType: 'LATE_DELIVERY', taxRate: '0.00', amountWithTax: '1.9200' });
  expect(
    proposed.penaltyLines.map((l: Record<string, unknown>) => [l.orderNumber, l.daysLate, l.chargedDays, l.penalty]),
  ).toEqual([
    [goods.orderNumber, 6, 4, '0.55'],
    [goods.orderNumber, 7, 5, '1.37'],
  ]);
  // Computing again proposes nothing: those receipts are charged.
  await page.getByTestId('deduction-compute').click();
  await page.getByTestId('deduction-compute-ok').click();
  await expect(page.getByTestId('deduction-compute-problem')).toBeVisible();
  await page.keyboard.press('Escape');

  const list = page.locator('[data-testid="screen-deduction-list"]:visible');
  await list.getByTestId('deduction-search').click();
  // Opened to edit: the buyer reviews the lines and adds the evidence.
  await list.locator('tr', { hasText: proposed.deductionNumber }).getByTestId('row-button-edit').click();
  const edit = page.locator('[data-testid="screen-deduction-edit"]:visible');
  await expect(edit.getByTestId('deduction-penalty-lines')).toContainText(goods.orderNumber);
  await expect(edit.getByTestId('deduction-penalty-total')).toHaveText('1.92');
  // The evidence: the signed delivery notes showing the dates.
  await edit.getByTestId('deduction-attachments').locator('input[type=file]').setInputFiles(pdf('签收单-迟交.pdf'));
  // Uploaded (not only listed while uploading): its id is on the record's file list.
  await expect(edit.getByTestId('deduction-attachments').getByTestId('attachment-ids')).toHaveAttribute(
    'data-ids',
    /\d+/,
  );
  await expect(edit.getByTestId('deduction-attachments')).toContainText('签收单-迟交.pdf');
  await edit.getByTestId('deduction-save').click();
  await expectToast(page, /保存成功|已保存/);
  const withFiles = await api.call(certs.buyer, `${DEDUCTION}/findById`, { deductionId: proposed.deductionId });
  const evidence = Number(withFiles.fileIds);
  expect(evidence).toBeGreaterThan(0);
  // Not sent yet: supplier1 reads neither the deduction nor its evidence.
  expect(await api.call(certs.supplier1, FILES, { ids: String(evidence) })).toEqual([]);

  await edit.getByTestId('deduction-action-submit').click();
  await expect(page.locator('.ant-modal-confirm-content:visible')).toContainText('1.92');
  await page.getByTestId('deduction-confirm-ok').click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');
  await page.screenshot({ path: '/tmp/deduct-approving.png', fullPage: true });

  const approver = await userPage(browser, 'approver');
  await openMenu(approver.page, 'SET_DEDUCTION', 'SETTLEMENT');
  const theirList = approver.page.locator('[data-testid="screen-deduction-list"]:visible');
  await theirList.getByTestId('deduction-search').click();
  await theirList.getByTestId(`deduction-open-${proposed.deductionNumber}`).click();
  const view = approver.page.locator('[data-testid="screen-deduction-edit"]:visible');
  await view.getByTestId('deduction-action-approve').click();
  await approver.page.getByTestId('deduction-comment').pressSequentially('证据充分，同意扣款');
  await approver.page.getByTestId('deduction-comment-ok').click();
  await expect(view.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');

  await page.reload();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');
  await edit.getByTestId('deduction-action-send').click();
  await expect(page.locator('.ant-modal-confirm-content:visible')).toContainText('苏州精密机械有限公司');
  await page.getByTestId('deduction-confirm-ok').click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'SUBMITTED');

  // supplier1 reads the lines and the evidence, and accepts; supplier2 never reads the file.
  const supplier = await userPage(browser, 'supplier1');
  await openMenu(supplier.page, 'SUP_DEDUCTION', 'SUP_COLLAB');
  const supList = supplier.page.locator('[data-testid="screen-deduction-list"]:visible');
  await supList.getByTestId('deduction-search').click();
  await supList.getByTestId(`deduction-open-${proposed.deductionNumber}`).click();
  const theirs = supplier.page.locator('[data-testid="screen-deduction-edit"]:visible');
  await expect(theirs.getByTestId('deduction-penalty-total')).toHaveText('1.92');
  await expect(theirs.getByTestId('deduction-attachments')).toContainText('签收单-迟交.pdf');
  const downloading = supplier.page.waitForEvent('download');
  await theirs.getByTestId(`attachment-download-${evidence}`).click();
  expect((await downloading).suggestedFilename()).toBe('签收单-迟交.pdf');
  await supplier.page.screenshot({ path: '/tmp/deduct-supplier.png', fullPage: true });
  await theirs.getByTestId('deduction-action-confirm').click();
  await supplier.page.getByTestId('deduction-comment').pressSequentially('认可迟交罚款');
  await supplier.page.getByTestId('deduction-comment-ok').click();
  await expect(theirs.getByTestId('doc-status')).toHaveAttribute('data-status', 'CONFIRMED');
  expect(await api.call(certs.supplier1, `${DEDUCTION}/findById`, { deductionId: proposed.deductionId })).toMatchObject(
    {
      status: 'CONFIRMED',
      supplierNote: '认可迟交罚款',
    },
  );
  expect(await api.call(certs.supplier2, FILES, { ids: String(evidence) })).toEqual([]);
  expect(buyer.errors).toEqual([]);
  expect(approver.errors).toEqual([]);
  expect(supplier.errors).toEqual([]);
});

test('supplier1 disputes a statement with a file of its own; the buyer downloads it, supplier2 never', async ({
  browser,
}) => {
  const goods = await receivedGoods(api, certs, '异议附件钢板', ['3']);
  const statement = await statementOfToday(api, certs, goods, 'sent');
  const supplier = await userPage(browser, 'supplier1');
  await openMenu(supplier.page, 'SUP_STATEMENT', 'SUP_COLLAB');
  const list = supplier.page.locator('[data-testid="screen-statement-list"]:visible');
  await list.getByTestId('statement-search').click();
  await list.getByTestId(`statement-open-${statement.statementNumber}`).click();
  const edit = supplier.page.locator('[data-testid="screen-statement-edit"]:visible');
  await edit.getByTestId('statement-action-dispute').click();
  await supplier.page.getByTestId('statement-dispute-reason').pressSequentially('第 3 公斤实收不足，见签收照片');
  await supplier.page
    .getByTestId('statement-dispute-files')
    .locator('input[type=file]')
    .setInputFiles(pdf('实收照片.pdf'));
  await expect(supplier.page.getByTestId('statement-dispute-files').getByTestId('attachment-ids')).toHaveAttribute(
    'data-ids',
    /\d+/,
  );
  await expect(supplier.page.getByTestId('statement-dispute-files')).toContainText('实收照片.pdf');
  await supplier.page.getByTestId('statement-dispute-ok').click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'REJECTED');
  const stored = await api.call(certs.buyer, `${STATEMENT}/findById`, { statementId: statement.statementId });
  const file = Number(stored.disputeFileIds);
  expect(file).toBeGreaterThan(0);
  expect(await api.call(certs.supplier2, FILES, { ids: String(file) })).toEqual([]);

  const buyer = await userPage(browser, 'buyer');
  await openMenu(buyer.page, 'SET_STATEMENT', 'SETTLEMENT');
  const theirList = buyer.page.locator('[data-testid="screen-statement-list"]:visible');
  await theirList.getByTestId('statement-search').click();
  await theirList.getByTestId(`statement-open-${statement.statementNumber}`).click();
  const view = buyer.page.locator('[data-testid="screen-statement-edit"]:visible');
  await expect(view.getByTestId('statement-attachments')).toContainText('实收照片.pdf');
  const downloading = buyer.page.waitForEvent('download');
  await view.getByTestId(`attachment-download-${file}`).click();
  expect((await downloading).suggestedFilename()).toBe('实收照片.pdf');
  await buyer.page.screenshot({ path: '/tmp/deduct-dispute-buyer.png', fullPage: true });
  expect(supplier.errors).toEqual([]);
  expect(buyer.errors).toEqual([]);
});
