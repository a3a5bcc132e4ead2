import fs from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Api, apiOf } from '../support/api.ts';
import { openMenu } from '../support/menu.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { openAs } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';

/*
 * Purchase plans and supplier inventory (issue 8 item 6) between the buyer and supplier1: the buyer
 * publishes an MRP plan, supplier1 opens the to-do from its home and confirms it in the plan dialog;
 * supplier1 returns a rolling plan with a reason that the buyer then reads; supplier1 reports its stock
 * and the buyer finds it in the list.
 */

const SHOTS = '/tmp/plans-shots';
const PLAN = '/api/srmServer/v1/srmPurPlanRestful';

let server: TestServer;
let api: Api;
let buyer: string;
let ids: { orgId: number; supplierId: number; materialId: number };

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  api = apiOf(server.url);
  buyer = await api.certificateOf('buyer');
  const [s1] = await api.call(buyer, '/api/srmServer/v1/supplierInfoRestful/listByPage', {
    searchParams: { supplierNum: 'S000001' },
    pageIndex: 1,
    pageRows: 1,
  });
  const orgs = await api.call(buyer, '/api/baseServer/v1/baseOrganizationRestful/listForSelect', {
    searchParams: {},
    pageIndex: 1,
    pageRows: 50,
  });
  const [material] = await api.call(buyer, '/api/baseServer/v1/baseMaterialItemRestful/listByPage', {
    searchParams: { keyword: 'Q235' },
    pageIndex: 1,
    pageRows: 1,
  });
  ids = {
    orgId: orgs.find((o: { orgCode: string }) => o.orgCode === 'OU_EAST').orgId,
    supplierId: s1.supplierId,
    materialId: material.materialId,
  };
});
test.afterAll(async () => server?.stop());

/** A draft plan of the buyer for supplier1, with one line of 100 + 60 + 40. */
async function draftPlan(planType: 'MRP' | 'ROLLING', remark: string) {
  return api.call(buyer, `${PLAN}/saveOrUpdate`, {
    orgId: ids.orgId,
    supplierId: ids.supplierId,
    planType,
    planPeriod: '2026-12',
    planVersion: 1,
    remark,
    lines: [
      {
        materialId: ids.materialId,
        unitCode: 'KG',
        week1Quantity: 100,
        week2Quantity: 60,
        week3Quantity: 40,
        needByDate: '2026-12-20',
      },
    ],
  });
}

/**
 * `userName`'s kept page of the worker (support/sessions.ts), its console watched, the app loaded afresh: a login
 * per user and worker instead of a new browser and a login per test and user (seconds each on the 2-core machine).
 * These tests add no routes, init scripts or dialog handlers; a language switched to English is set back by the
 * next sign-in.
 */
function userPage(browser: Browser, userName: string): Promise<{ page: Page; problems: string[] }> {
  return openAs(browser, server.url, userName, { viewport: { width: 1366, height: 800 } });
}

test('the buyer publishes an MRP plan; supplier1 opens the to-do from its home and confirms it in the dialog', async ({
  browser,
}) => {
  const draft = await draftPlan('MRP', '十二月MRP计划');
  const number = String(draft.planNumber);

  const b = await userPage(browser, 'buyer');
  await openMenu(b.page, 'PUR_ROLLING_PLAN', 'PURCHASING');
  const list = b.page.getByTestId('screen-plan-list');
  await expect(list).toBeVisible();
  await list.getByTestId(`plan-open-${number}`).click();
  const edit = b.page.getByTestId('screen-plan-edit');
  await expect(edit).toContainText('苏州精密');
  await shot(b.page, { path: `${SHOTS}/buyer-plan-draft.png`, fullPage: true });
  await edit.getByTestId('plan-action-publish').click();
  await b.page.getByTestId('plan-confirm-ok').click();
  await expect(edit).toContainText('待确认');
  expect(b.problems).toEqual([]);

  const s = await userPage(browser, 'supplier1');
  const panel = s.page.getByTestId('todo-panel-supplier');
  const row = panel.locator('tr.ant-table-row', { hasText: number });
  await expect(row).toBeVisible();
  await shot(s.page, { path: `${SHOTS}/supplier-home-todo.png`, fullPage: true });
  await row.getByRole('button', { name: new RegExp(number) }).click();
  const dialog = s.page.getByTestId('plan-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('plan-dialog-lines')).toContainText('M-STEEL-Q235-10');
  await expect(dialog.getByTestId('plan-dialog-lines')).toContainText('200');
  await expect(dialog.getByTestId('plan-dialog-status')).toHaveText('待确认');
  await dialog.getByRole('spinbutton').fill('180');
  await dialog.getByLabel(/供应商备注/).fill('第三周只能供 20');
  await shot(s.page, { path: `${SHOTS}/plan-dialog.png`, fullPage: true });
  await dialog.getByTestId('plan-dialog-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeHidden();

  const after = await api.call(buyer, `${PLAN}/findById`, { planId: draft.planId });
  expect(after.status).toBe('CONFIRMED');
  expect(Number(after.lines[0].confirmedQuantity)).toBe(180);
  expect(after.lines[0].supplierRemark).toBe('第三周只能供 20');
  expect(s.problems).toEqual([]);
});

test('supplier1 returns a rolling plan with a reason; the buyer sees it returned, with the reason', async ({
  browser,
}) => {
  const draft = await draftPlan('ROLLING', '滚动备货计划');
  const number = String(draft.planNumber);
  await api.call(buyer, `${PLAN}/publish`, { planId: draft.planId, version: draft.version });

  const s = await userPage(browser, 'supplier1');
  await openMenu(s.page, 'SUP_ROLLING_PLAN', 'SUP_COLLAB');
  const list = s.page.getByTestId('screen-plan-list');
  await list.getByTestId(`plan-open-${number}`).click();
  const edit = s.page.getByTestId('screen-plan-edit');
  await expect(edit).toContainText(number);
  await expect(edit.getByTestId('plan-action-publish')).toHaveCount(0);
  await edit.getByTestId('plan-action-return').click();
  await s.page.getByTestId('plan-comment').fill('第一周产能不足');
  await shot(s.page, { path: `${SHOTS}/supplier-return.png`, fullPage: true });
  await s.page.getByTestId('plan-comment-ok').click();
  await expect(edit).toContainText('已驳回');
  expect(s.problems).toEqual([]);

  const b = await userPage(browser, 'buyer');
  await openMenu(b.page, 'PUR_ROLLING_PLAN', 'PURCHASING');
  const buyerList = b.page.getByTestId('screen-plan-list');
  const row = buyerList.locator('tr.ant-table-row', { hasText: number });
  await expect(row).toContainText('已驳回');
  await row.getByTestId(`plan-open-${number}`).click();
  const buyerEdit = b.page.getByTestId('screen-plan-edit');
  await expect(buyerEdit.getByTestId('plan-action-publish')).toBeVisible();
  await buyerEdit.getByRole('tab', { name: /历史|History/ }).click();
  await expect(buyerEdit).toContainText('第一周产能不足');
  await shot(b.page, { path: `${SHOTS}/buyer-returned-history.png`, fullPage: true });
  expect(b.problems).toEqual([]);
});

test('the buyer filters plans by plan type from a select; the history names the plan type, in both languages', async ({
  browser,
}) => {
  // A rolling plan changed into an MRP plan, and a rolling plan beside it that the filter must leave out.
  const draft = await draftPlan('ROLLING', '类型变更计划');
  const changed = await api.call(buyer, `${PLAN}/saveOrUpdate`, {
    ...draft,
    planType: 'MRP',
    lines: draft.lines.map((l: Record<string, unknown>) => ({ ...l, lineId: l.lineId })),
  });
  expect(changed.planType).toBe('MRP');
  const rolling = await draftPlan('ROLLING', '滚动对照计划');

  const b = await userPage(browser, 'buyer');
  await openMenu(b.page, 'PUR_ROLLING_PLAN', 'PURCHASING');
  const list = b.page.getByTestId('screen-plan-list');
  await expect(list).toBeVisible();
  const typeFilter = list.getByTestId('plan-filter-planType');
  await typeFilter.click();
  const options = b.page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveText(['滚动备货计划', 'MRP计划']);
  await options.filter({ hasText: 'MRP计划' }).click();
  await expect(typeFilter).toContainText('MRP计划');
  await list.getByTestId('plan-search').click();
  await expect(list.getByTestId(`plan-open-${changed.planNumber}`)).toBeVisible();
  await expect(list.getByTestId(`plan-open-${rolling.planNumber}`)).toHaveCount(0);
  await expect(list.locator('tr.ant-table-row', { hasText: '滚动备货计划' })).toHaveCount(0);
  await shot(b.page, { path: `${SHOTS}/plan-list-type-filter-cn.png`, fullPage: true });

  await list.getByTestId(`plan-open-${changed.planNumber}`).click();
  const edit = b.page.getByTestId('screen-plan-edit');
  await edit.getByRole('tab', { name: /历史|History/ }).click();
  // The create row names the first type, the save the change; never the codes.
  const changes = edit.getByTestId('plan-history-change');
  await expect(changes.filter({ hasText: '计划类型: 滚动备货计划 → MRP计划' })).toHaveCount(1);
  await expect(changes.filter({ hasText: 'ROLLING' })).toHaveCount(0);
  await shot(b.page, { path: `${SHOTS}/plan-history-type-cn.png`, fullPage: true });

  await b.page.getByTestId('lang-EN').click();
  await expect(changes.filter({ hasText: 'Plan type: Rolling stock plan → MRP plan' })).toHaveCount(1);
  await shot(b.page, { path: `${SHOTS}/plan-history-type-en.png`, fullPage: true });
  // Back to the list's tab (home, list, plan): the chosen filter now reads in English.
  await b.page.getByTestId('screen-tabs').getByRole('tab').nth(1).click();
  await expect(list.getByTestId('plan-filter-planType')).toContainText('MRP plan');
  await shot(b.page, { path: `${SHOTS}/plan-list-type-filter-en.png`, fullPage: true });
  expect(b.problems).toEqual([]);
});

test('supplier1 reports its inventory and the buyer finds it', async ({ browser }) => {
  // supplier1 reports to the organisations that plan with it: East China has published a plan to it.
  const plan = await draftPlan('ROLLING', '库存前置计划');
  await api.call(buyer, `${PLAN}/publish`, { planId: plan.planId, version: plan.version });
  const s = await userPage(browser, 'supplier1');
  await openMenu(s.page, 'SUP_INVENTORY', 'SUP_COLLAB');
  const list = s.page.getByTestId('screen-inventory-list');
  await list.getByTestId('toolbar-button-add').click();
  const edit = s.page.getByTestId('screen-inventory-edit');
  await expect(edit).toBeVisible();
  await pickFrom(s.page, edit.getByTestId('inventory-field-orgId'), '华东', { search: '华东' });
  await edit.getByTestId('inventory-field-remark').fill('月末库存');
  const table = edit.getByTestId('inventory-lines');
  await pickFrom(s.page, table.getByTestId('inventory-line-materialId-n1'), 'Q235', { search: 'Q235' });
  await table.getByTestId('cell-quantityOnHand-n1').click();
  await table.getByTestId('cell-quantityOnHand-n1').locator('input').fill('1200');
  await table.getByTestId('cell-warehouse-n1').click();
  await table.getByTestId('cell-warehouse-n1').locator('input').fill('A库-03');
  await table.getByTestId('cell-safetyStock-n1').click();
  await table.getByTestId('cell-safetyStock-n1').locator('input').fill('300');
  await table.getByTestId('cell-warehouse-n1').locator('input').click();
  await shot(s.page, { path: `${SHOTS}/supplier-inventory-new.png`, fullPage: true });
  await edit.getByTestId('inventory-save').click();
  await expect(edit.getByTestId('inventory-action-submit')).toBeVisible();
  await edit.getByTestId('inventory-action-submit').click();
  const ok = s.page.getByTestId('inventory-confirm-ok');
  if (await ok.isVisible().catch(() => false)) await ok.click();
  await expect(edit).toContainText('已提交');
  expect(s.problems).toEqual([]);

  const b = await userPage(browser, 'buyer');
  await openMenu(b.page, 'PUR_SUPPLIER_INVENTORY', 'PURCHASING');
  const buyerList = b.page.getByTestId('screen-inventory-list');
  const row = buyerList.locator('tr.ant-table-row', { hasText: '月末库存' });
  await expect(row).toContainText('苏州精密');
  await expect(row).toContainText('已提交');
  await shot(b.page, { path: `${SHOTS}/buyer-inventory-list.png`, fullPage: true });
  await row.locator('[data-testid^="inventory-open-"]').click();
  const view = b.page.getByTestId('screen-inventory-edit');
  await expect(view.getByTestId('inventory-lines')).toContainText('1,200');
  await expect(view.getByTestId('inventory-lines')).toContainText('A库-03');
  await shot(b.page, { path: `${SHOTS}/buyer-inventory-view.png`, fullPage: true });
  expect(b.problems).toEqual([]);
});
