import { expect, type Locator, type Page, test } from '@playwright/test';
import { openMenu } from '../support/menu.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { openAs } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';

// Supplier lifecycle documents through the generic document screens: the buyer plans an inspection of
// supplier1 for plastic pellets (a category it has no standing in yet; the demo supplier1 is approved for
// steel already), the approver approves it; the buyer records the on-site inspection with scores and
// submits, the approver approves; the lifecycle screen then shows supplier1 QUALIFIED for plastic pellets,
// with the change and its document. Every lifecycle screen opens without a console error in CN and EN.

const SHOTS = '/tmp/shots-d';
const FOLDER = 'SUPPLIER_LIFECYCLE';
let server: TestServer;

test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());
test.describe.configure({ mode: 'serial' });

/*
 * Each user works in its kept page of the worker (support/sessions.ts: `openAs`, the app loaded afresh in the
 * test's language) instead of a new browser and a login per test, seconds each on the 2-core machine. No test
 * here adds routes, init scripts or dialog handlers.
 */

const pick = (page: Page, select: Locator, text: string, search = text) => pickFrom(page, select, text, { search });

async function openList(page: Page, menuCode: string, testId: string): Promise<Locator> {
  await openMenu(page, menuCode, FOLDER);
  const list = page.locator(`[data-testid="screen-${testId}-list"]:visible`);
  await expect(list).toBeVisible();
  return list;
}

async function saveAndSubmit(page: Page, edit: Locator, testId: string, prefix: string): Promise<string> {
  await edit.getByTestId(`${testId}-save`).click();
  const number = edit.getByTestId(`${testId}-number`);
  await expect(number).toHaveText(new RegExp(`^${prefix}\\d{10}$`));
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'DRAFT');
  await shot(page, { path: `${SHOTS}/${testId}-draft.png`, fullPage: true });
  await edit.getByTestId(`${testId}-action-submit`).click();
  await page.getByTestId(`${testId}-confirm-ok`).click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');
  return (await number.textContent()) ?? '';
}

/** The approver opens the document from its list and approves it. */
async function approve(page: Page, menuCode: string, testId: string, number: string) {
  const list = await openList(page, menuCode, testId);
  await list.getByTestId(`${testId}-search`).click();
  await list.getByTestId(`${testId}-open-${number}`).click();
  const edit = page.locator(`[data-testid="screen-${testId}-edit"]:visible`);
  await expect(edit.getByTestId(`${testId}-number`)).toHaveText(number);
  await edit.getByTestId(`${testId}-action-approve`).click();
  await page.getByTestId(`${testId}-comment`).fill('同意');
  await page.getByTestId(`${testId}-comment-ok`).click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');
}

test('an inspection plan and a passed on-site inspection, approved, qualify supplier1 for plastic pellets', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { page, problems: errors } = await openAs(browser, server.url, 'buyer');

  // The plan: supplier1, plastic pellets, the buyer's inspection team.
  const plans = await openList(page, 'SLC_INSPECTION_PLAN', 'inspectionPlan');
  await plans.getByTestId('toolbar-button-add').click();
  const plan = page.locator('[data-testid="screen-inspectionPlan-edit"]:visible');
  await expect(plan).toBeVisible();
  await pick(page, plan.getByTestId('inspectionPlan-field-supplierId'), '苏州精密');
  await pick(page, plan.getByTestId('inspectionPlan-field-categoryId'), '塑料粒子');
  await plan.getByTestId('inspectionPlan-field-purpose').fill('塑料粒子品类导入考察');
  const team = plan.getByTestId('inspectionPlan-lines');
  await pick(page, team.getByTestId('inspectionPlan-line-personId-n1'), '李采购');
  await team.getByTestId('cell-teamRole-n1').click();
  await team.getByTestId('cell-teamRole-n1').locator('input').fill('组长');
  const planNumber = await saveAndSubmit(page, plan, 'inspectionPlan', 'IP');
  // Only the site taking part in inspection (inspectFlag Y) is on the plan, not the quit one.
  await expect(plan.getByTestId('inspectionPlan-field-inspectSites')).toHaveText('苏州精密-华东');

  const { page: approverPage, problems: approverErrors } = await openAs(browser, server.url, 'approver');
  await approve(approverPage, 'SLC_INSPECTION_PLAN', 'inspectionPlan', planNumber);

  // The on-site inspection against the approved plan: two scored items.
  const inspections = await openList(page, 'SLC_INSPECTION', 'inspection');
  await inspections.getByTestId('toolbar-button-add').click();
  const inspection = page.locator('[data-testid="screen-inspection-edit"]:visible');
  await expect(inspection).toBeVisible();
  await pick(page, inspection.getByTestId('inspection-field-inspectionPlanId'), planNumber);
  // The plan's supplier and category show at once (the server takes them from the plan).
  await expect(inspection.getByTestId('inspection-field-supplierId')).toContainText('苏州精密');
  await pickFrom(page, inspection.getByTestId('inspection-field-conclusion'), '通过');
  await inspection.getByTestId('inspection-field-findings').fill('质量体系完善，产能满足需求');
  const scores = inspection.getByTestId('inspection-lines');
  await pickFrom(page, scores.getByTestId('cell-itemCode-n1'), '质量体系');
  await scores.getByTestId('cell-score-n1').click();
  await scores.getByTestId('cell-score-n1').locator('input').fill('92');
  await scores.getByTestId('toolbar-button-addLine').click();
  await pickFrom(page, scores.getByTestId('cell-itemCode-n2'), '生产能力');
  await scores.getByTestId('cell-score-n2').click();
  await scores.getByTestId('cell-score-n2').locator('input').fill('88');
  await scores.getByTestId('cell-finding-n2').click();
  await scores.getByTestId('cell-finding-n2').locator('input').fill('二班产能待提升');
  const inspectionNumber = await saveAndSubmit(page, inspection, 'inspection', 'SI');
  await expect(inspection.getByTestId('inspection-field-totalScore')).toHaveText('90.00');

  await approve(approverPage, 'SLC_INSPECTION', 'inspection', inspectionNumber);
  await shot(approverPage, { path: `${SHOTS}/inspection-approved.png`, fullPage: true });

  // The buyer sees supplier1 qualified for plastic pellets, and which document did it.
  await openMenu(page, 'SLC_LIFECYCLE_STATUS', FOLDER);
  const status = page.getByTestId('supplier-lifecycle-status');
  await status.getByTestId('lifecycle-keyword').fill('S000001');
  await status.getByTestId('lifecycle-search').click();
  const row = status.locator('tr.ant-table-row', { hasText: 'S000001' });
  await expect(row).toHaveCount(1);
  await row.getByText('状态记录').click();
  const drawer = page.getByTestId('lifecycle-history');
  await expect(drawer.locator('tr', { hasText: '塑料粒子' }).first()).toContainText('合格');
  await expect(drawer.locator('tr', { hasText: inspectionNumber })).toContainText('现场考察');
  await expect(drawer.locator('tr', { hasText: inspectionNumber })).toContainText('合格');
  await shot(page, { path: `${SHOTS}/lifecycle-status.png`, fullPage: true });

  expect(errors).toEqual([]);
  expect(approverErrors).toEqual([]);
});

const SCREENS: [menuCode: string, testId: string][] = [
  ['SLC_LIFECYCLE_STATUS', 'supplier-lifecycle-status'],
  ['SLC_INSPECTION_PLAN', 'screen-inspectionPlan-list'],
  ['SLC_INSPECTION', 'screen-inspection-list'],
  ['SLC_SAMPLE_TRIAL', 'screen-sampleTrial-list'],
  ['SLC_BATCH_TRIAL', 'screen-batchTrial-list'],
  ['SLC_DAILY_RECORD', 'screen-dailyRecord-list'],
];

for (const lang of ['CN', 'EN'] as const) {
  test(`every lifecycle screen and a demo document open without a console error (${lang})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { page, problems: errors } = await openAs(browser, server.url, 'buyer', { lang });
    for (const [code, testId] of SCREENS) {
      await openMenu(page, code, FOLDER);
      const screen = page.locator(`[data-testid="${testId}"]:visible`);
      await expect(screen).toBeVisible();
      await expect(screen.locator('.ant-table-row').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, { path: `${SHOTS}/${code}-${lang}.png`, fullPage: true });
    }
    // A demo batch trial opened from its list: the generic page with the trial's fields.
    const trials = await openList(page, 'SLC_BATCH_TRIAL', 'batchTrial');
    await trials.locator('[data-testid^="batchTrial-open-"]').first().click();
    const trial = page.locator('[data-testid="screen-batchTrial-edit"]:visible');
    await expect(trial.getByTestId('batchTrial-field-batchQuantity')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, { path: `${SHOTS}/batchTrial-view-${lang}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}
