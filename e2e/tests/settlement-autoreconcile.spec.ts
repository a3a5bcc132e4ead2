import { expect, type Page, test } from '@playwright/test';
import { periodsToBuild } from '@srm/core/settlement/reconcilePeriods';
import { type Api, apiOf } from '../support/api.ts';
import { openMenu } from '../support/menu.ts';
import { inDays } from '../support/purchase.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { openAs } from '../support/sessions.ts';
import { receivedGoods, STATEMENT, supplyOf } from '../support/settlement.ts';
import { shot } from '../support/shots.ts';
import { acknowledgeQualificationWarning } from '../support/sourcing.ts';

// Issue 18 item 2 in the browser. The buyer sets up an auto-reconcile rule for supplier1, half-monthly and
// two-sided, typed key by key (again after the form's refusal), and runs it now: the dialog says what it built,
// and the draft statement of the last half month is there, named after the rule. Then the two-sided flow:
// the buyer sends it, supplier1 agrees after the summary, the buyer sends it back with a reason (typed after a
// refusal), sends it again, supplier1 agrees again and the buyer checks it after the totals' question:
// CONFIRMED, and supplier1 never reads the buyer's reason. What is stored is checked through the API.

const RULE = '/api/srmServer/v1/srmSettleReconcileRuleRestful';
const HOOKS = '/api/srmServer/v1/srmTestHooksRestful';
let server: TestServer;
let api: Api;
const certs: Record<string, string> = {};
const code = `AR${Date.now() % 1_000_000}`;
/** The last complete half month, which the rule builds first; the goods received today are moved into it. */
const [period] = periodsToBuild('HALF_MONTH', null, inDays(0));
let statementNumber = '';

test.beforeAll(async () => {
  server = await startServer();
  api = apiOf(server.url);
  for (const name of ['buyer', 'approver', 'supplier1']) certs[name] = await api.certificateOf(name);
  const goods = await receivedGoods(api, certs, '自动对账钢板', ['6']);
  const [line] = await supplyOf(api, certs.buyer, goods.notes[0]);
  // Received today; dated into the last half month (the test hook of the settlement module, SRM_TEST_HOOKS only).
  await api.call(certs.buyer, `${HOOKS}/receivedOn`, { supplyIds: [line.supplyId], receiptDate: period.to });
});
test.afterAll(async () => server?.stop());
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

const stored = async (number: string) => {
  const [row] = await api.call(certs.buyer, `${STATEMENT}/listByPage`, {
    searchParams: { statementNumber: number },
    pageIndex: 1,
    pageRows: 1,
  });
  return api.call(certs.buyer, `${STATEMENT}/findById`, { statementId: row.statementId });
};

async function openStatement(page: Page, supplierSide: boolean, number: string) {
  await openMenu(page, supplierSide ? 'SUP_STATEMENT' : 'SET_STATEMENT', supplierSide ? 'SUP_COLLAB' : 'SETTLEMENT');
  const list = page.locator('[data-testid="screen-statement-list"]:visible');
  await expect(list).toBeVisible();
  await list.getByTestId('statement-search').click();
  await list.getByTestId(`statement-open-${number}`).click();
  const edit = page.locator('[data-testid="screen-statement-edit"]:visible');
  await expect(edit.getByTestId('statement-number')).toHaveText(number);
  return edit;
}

test('the buyer sets up an auto-reconcile rule, runs it now and finds the draft statement it built', async ({
  browser,
}) => {
  const { page, problems } = await openAs(browser, server.url, 'buyer', { expected: /status of 400/ });
  await openMenu(page, 'SET_RECONCILE_RULE', 'SETTLEMENT');
  const screen = page.locator('[data-testid="screen-autoReconcileRuleList"]:visible');
  await screen.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('reconcile-rule-form');
  await form.getByTestId('reconcile-rule-form-ruleCode').pressSequentially(code);
  await pickFrom(page, form.getByTestId('reconcile-rule-form-orgId'), '华东');
  await pickFrom(page, form.getByTestId('reconcile-rule-form-supplierId'), '苏州精密', { search: '苏州' });
  await pickFrom(page, form.getByTestId('reconcile-rule-form-periodType'), '按半月');
  await pickFrom(page, form.getByTestId('reconcile-rule-form-variant'), '双向确认');
  // Saved without a name: refused on the field, then typed key by key.
  await page.getByTestId('reconcile-rule-form-ok').click();
  await expect(form.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await form.getByTestId('reconcile-rule-form-ruleName').pressSequentially('苏州精密半月双向对账');
  await page.getByTestId('reconcile-rule-form-ok').click();
  await expect(form).toBeHidden();
  const row = screen.locator('tr[data-row-key]').filter({ hasText: code });
  await expect(row).toContainText('苏州精密');
  await expect(row).toContainText('尚未执行');
  const [rule] = await api.call(certs.buyer, `${RULE}/listByPage`, { searchParams: { keyword: code } });
  expect(rule).toMatchObject({
    ruleName: '苏州精密半月双向对账',
    periodType: 'HALF_MONTH',
    variant: 'TWO_SIDED',
    currencyCode: 'CNY',
    sendAtOnce: 'N',
    enabledFlag: 'Y',
  });

  // Run now, after the question: the dialog says what was built, the list the last run.
  await row.getByTestId('row-button-runNow').click();
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
  const summary = page.getByTestId('reconcile-rule-run-summary');
  await expect(summary).toContainText('生成对账单 1 张（已发送 0 张）');
  await expect(summary).toContainText(`${period.from} ~ ${period.to}`);
  await shot(page, { path: test.info().outputPath('run-now.png'), fullPage: true });
  await page.locator('.ant-modal-confirm:visible .ant-btn-primary').click();
  await expect(row.getByTestId('reconcile-rule-last-run')).toContainText('生成对账单 1 张');

  // The draft it built: supplier1's, of the last half month, two-sided, named after the rule.
  const [built] = await api
    .call(certs.buyer, `${STATEMENT}/listByPage`, {
      searchParams: { periodFrom: period.from },
      pageIndex: 1,
      pageRows: 50,
    })
    .then((rows: { ruleId?: number }[]) => rows.filter((r) => r.ruleId === rule.ruleId));
  expect(built).toMatchObject({ status: 'DRAFT', variant: 'TWO_SIDED', periodTo: period.to, lineCount: 1 });
  statementNumber = built.statementNumber;
  const edit = await openStatement(page, false, statementNumber);
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'DRAFT');
  await expect(edit.getByTestId('statement-field-ruleId')).toContainText('苏州精密半月双向对账');
  await shot(page, { path: test.info().outputPath('built-draft.png'), fullPage: true });
  expect(problems).toEqual([]);
});

test('two-sided: supplier1 agrees, the buyer sends it back with a reason, then checks it after the totals', async ({
  browser,
}) => {
  const buyer = await openAs(browser, server.url, 'buyer', { expected: /status of 400/ });
  let mine = await openStatement(buyer.page, false, statementNumber);
  await mine.getByTestId('statement-action-send').click();
  await buyer.page.getByTestId('statement-confirm-ok').click();
  await expect(mine.getByTestId('doc-status')).toHaveAttribute('data-status', 'SUBMITTED');

  const supplier = await openAs(browser, server.url, 'supplier1');
  await acknowledgeQualificationWarning(supplier.page);
  const agree = async () => {
    const theirs = await openStatement(supplier.page, true, statementNumber);
    await theirs.getByTestId('statement-action-agree').click();
    await expect(supplier.page.getByTestId('statement-agree-summary')).toContainText(statementNumber);
    await supplier.page.getByTestId('statement-agree-ok').click();
    await expect(theirs.getByTestId('doc-status')).toHaveAttribute('data-status', 'CHECKING');
  };
  await agree();
  expect((await stored(statementNumber)).status).toBe('CHECKING');

  // The buyer sends it back: not without a reason.
  mine = await openStatement(buyer.page, false, statementNumber);
  await expect(mine.getByTestId('doc-status')).toHaveAttribute('data-status', 'CHECKING');
  await mine.getByTestId('statement-action-sendBack').click();
  await buyer.page.getByTestId('statement-comment-ok').click();
  await expect(buyer.page.locator('.ant-modal:visible .ant-form-item-explain')).toBeVisible();
  await buyer.page.getByTestId('statement-comment').pressSequentially('运费未计入，内部核对');
  await buyer.page.getByTestId('statement-comment-ok').click();
  await expect(mine.getByTestId('doc-status')).toHaveAttribute('data-status', 'DRAFT');
  expect(await stored(statementNumber)).toMatchObject({ status: 'DRAFT', checkNote: '运费未计入，内部核对' });

  // Sent again and agreed again; checked after the question that sums it up.
  await mine.getByTestId('statement-action-send').click();
  await buyer.page.getByTestId('statement-confirm-ok').click();
  await expect(mine.getByTestId('doc-status')).toHaveAttribute('data-status', 'SUBMITTED');
  await agree();
  mine = await openStatement(buyer.page, false, statementNumber);
  await mine.getByTestId('statement-action-check').click();
  const doc = await stored(statementNumber);
  await expect(buyer.page.locator('.ant-modal-confirm:visible')).toContainText(String(doc.lineCount));
  await shot(buyer.page, { path: test.info().outputPath('check-question.png'), fullPage: true });
  await buyer.page.getByTestId('statement-confirm-ok').click();
  await expect(mine.getByTestId('doc-status')).toHaveAttribute('data-status', 'CONFIRMED');
  expect((await stored(statementNumber)).status).toBe('CONFIRMED');

  // supplier1 reads it agreed, without the buyer's reason anywhere.
  const theirs = await openStatement(supplier.page, true, statementNumber);
  await expect(theirs.getByTestId('doc-status')).toHaveAttribute('data-status', 'CONFIRMED');
  await expect(theirs).not.toContainText('运费未计入');
  const read = await api.call(certs.supplier1, `${STATEMENT}/findById`, { statementId: doc.statementId });
  const history = await api.call(certs.supplier1, `${STATEMENT}/listHistory`, { statementId: doc.statementId });
  expect(JSON.stringify([read, history])).not.toContain('运费未计入');
  await shot(supplier.page, { path: test.info().outputPath('supplier-agreed.png'), fullPage: true });
  expect(buyer.problems).toEqual([]);
  expect(supplier.problems).toEqual([]);
});
