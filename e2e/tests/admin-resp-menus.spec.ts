import fs from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { shot } from '../support/shots.ts';

/*
 * Administration → Responsibilities and Menus, as the administrator uses them: a responsibility is
 * created and granted a menu and one of its buttons; menus are added, checked against the screens
 * the web app knows, dragged into a new order, and a folder with children is refused deletion.
 */

const SHOTS = '/tmp/shots-resp-menus';
const OK = /^(确\s?定|OK)$/;

let server: TestServer;
test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  // Private: it moves and adds menus (the gallery into another folder) that other specs open.
  server = await startServer({ private: true });
});
test.afterAll(async () => server?.stop());
test.describe.configure({ mode: 'serial' });

/**
 * Every console error, React or antd warning and uncaught error of the page. The browser's own
 * "Failed to load resource … 400/409" lines of the refusals these tests provoke are let through;
 * the refusal itself is checked on the screen.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (/Failed to load resource: the server responded with a status of (400|409)/.test(text)) return;
    if (m.type() === 'error' || (m.type() === 'warning' && /antd|React|Warning/.test(text)))
      problems.push(`${m.type()}: ${text}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

async function loginIn(page: Page, lang: 'CN' | 'EN') {
  await page.goto(`${server.url}/login`);
  await page.getByTestId(`lang-${lang}`).click();
  await loginAs(page, server.url, 'admin');
}

async function openResponsibilities(page: Page): Promise<Locator> {
  await openMenu(page, 'SYS_RESP');
  const screen = page.getByTestId('screen-resp');
  await expect(screen.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  return screen;
}

async function openMenus(page: Page): Promise<Locator> {
  await openMenu(page, 'SYS_MENU');
  const screen = page.getByTestId('screen-menu');
  await expect(screen.getByTestId('menu-node-SYSTEM')).toBeVisible();
  return screen;
}

/** The tree row (`.ant-tree-treenode`) of a menu, in the grant drawer or on the menus screen. */
const treeNode = (scope: Locator, testId: string) =>
  scope.locator('.ant-tree-treenode', { has: scope.page().getByTestId(testId) });

/** The menu codes of the menus screen's tree, top to bottom. */
async function treeCodes(screen: Locator): Promise<string[]> {
  const ids = await screen
    .getByTestId('menu-tree')
    .locator('[data-testid^="menu-node-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace('menu-node-', ''));
}

/**
 * Drags a menu of the menus screen's tree onto another one, in small steps so the tree sees the
 * dragovers it works the drop place out from, and drops on the target's upper or lower half.
 */
async function dragMenu(screen: Locator, from: string, to: string, half: 'upper' | 'lower') {
  const target = treeNode(screen, `menu-node-${to}`);
  // Both ends in view before the drag starts: a tree scrolled mid-drag drops the node somewhere else.
  await screen.getByTestId(`menu-node-${from}`).scrollIntoViewIfNeeded();
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await screen.getByTestId(`menu-node-${from}`).dragTo(target, {
    targetPosition: { x: 40, y: half === 'upper' ? box.height * 0.3 : box.height * 0.7 },
    steps: 8,
  });
}

async function fillUrl(form: Locator, value: string) {
  const input = form.getByTestId('menu-form-url').locator('input').or(form.locator('input#htmlUrl')).first();
  await input.fill(value);
  await input.press('Escape');
}

test('the administrator creates a responsibility, grants it a menu and one button, and sees them ticked again', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await loginIn(page, 'CN');
  const screen = await openResponsibilities(page);
  await expect(screen).toContainText('SYS_ADMIN');
  await expect(screen).toContainText('供应商用户');

  // Add: a taken code is refused with the server's words, the input kept.
  await screen.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('resp-form');
  await form.getByTestId('resp-form-code').fill('pur_buyer');
  await form.getByTestId('resp-form-name').fill('质检员');
  await form.getByTestId('resp-form-name-en').fill('Quality inspector');
  await page.getByTestId('resp-form-ok').click();
  await expect(form).toContainText('职责编码“pur_buyer”已存在');
  await expect(form.getByTestId('resp-form-name')).toHaveValue('质检员');
  await form.getByTestId('resp-form-code').fill('QA_E2E');
  await shot(page, { path: `${SHOTS}/resp-form-cn.png` });
  await page.getByTestId('resp-form-ok').click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // The filters find it.
  await screen.getByTestId('resp-filter-code').fill('QA_E2E');
  await screen.getByTestId('resp-search').click();
  const row = screen.locator('tr.ant-table-row', { hasText: 'QA_E2E' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Quality inspector');
  await expect(row).toContainText('内部用户');
  await shot(page, { path: `${SHOTS}/resp-list-cn.png` });

  // Grant: the lookups page and its Add button.
  await row.getByTestId('row-button-grant').click();
  const drawer = page.getByTestId('grant-drawer');
  await expect(drawer).toContainText('分配菜单与按钮 · 质检员');
  const lookups = treeNode(drawer, 'grant-node-SYS_LOOKUP');
  await expect(lookups).toBeVisible();
  await expect(lookups.locator('.ant-tree-checkbox')).not.toHaveClass(/ant-tree-checkbox-checked/);
  await drawer.getByTestId('grant-node-SYS_LOOKUP').click();
  await expect(drawer.getByTestId('grant-buttons')).toContainText('“值集管理”的按钮');
  await expect(drawer.getByTestId('grant-buttons')).toContainText('该页面尚未勾选');
  await drawer.getByTestId('grant-button-btnAdd').click();
  // Ticking a button ticks its page; the folder above shows half ticked.
  await expect(lookups.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(treeNode(drawer, 'grant-node-SYSTEM').locator('.ant-tree-checkbox')).toHaveClass(
    /ant-tree-checkbox-indeterminate/,
  );
  await expect(drawer.getByTestId('grant-count-SYS_LOOKUP')).toHaveText('1/4');
  await expect(drawer.getByTestId('grant-summary')).toHaveText('已选 1 个菜单、1 个按钮');
  // A folder has no buttons of its own.
  await drawer.getByTestId('grant-node-SYSTEM').click();
  await expect(drawer.getByTestId('grant-buttons')).toContainText('“系统管理”是目录');
  await shot(page, { path: `${SHOTS}/resp-grant-cn.png` });

  // Closing with unsaved changes asks first; staying keeps them.
  await drawer.getByTestId('grant-cancel').click();
  const question = page.locator('.ant-modal-confirm');
  await expect(question).toContainText('放弃未保存的修改？');
  await question.getByRole('button', { name: /取\s?消/ }).click();
  await expect(drawer.getByTestId('grant-summary')).toHaveText('已选 1 个菜单、1 个按钮');
  await drawer.getByTestId('grant-save').click();
  await expect(page.getByText('菜单与按钮已保存')).toBeVisible();
  await expect(drawer).toBeHidden();

  // Reopened: the page and its one button are ticked, the other buttons not.
  await row.getByTestId('row-button-grant').click();
  await expect(treeNode(drawer, 'grant-node-SYS_LOOKUP').locator('.ant-tree-checkbox')).toHaveClass(
    /ant-tree-checkbox-checked/,
  );
  await drawer.getByTestId('grant-node-SYS_LOOKUP').click();
  await expect(drawer.getByTestId('grant-button-btnAdd')).toBeChecked();
  await expect(drawer.getByTestId('grant-button-btnEdit')).not.toBeChecked();
  await expect(drawer.getByTestId('grant-buttons')).not.toContainText('该页面尚未勾选');
  // Unticking the page takes its button with it; closing then asks, and discarding keeps the saved grants.
  await treeNode(drawer, 'grant-node-SYS_LOOKUP').locator('.ant-tree-checkbox').click();
  await expect(drawer.getByTestId('grant-button-btnAdd')).not.toBeChecked();
  await drawer.getByTestId('grant-cancel').click();
  await page.getByTestId('grant-discard').click();
  await expect(drawer).toBeHidden();
  await row.getByTestId('row-button-grant').click();
  await expect(treeNode(drawer, 'grant-node-SYS_LOOKUP').locator('.ant-tree-checkbox')).toHaveClass(
    /ant-tree-checkbox-checked/,
  );
  await drawer.getByTestId('grant-cancel').click();
  await expect(drawer).toBeHidden();

  // The menus screen lists it among the responsibilities holding the lookups page, with its button.
  const menus = await openMenus(page);
  await menus.getByTestId('menu-node-SYS_LOOKUP').click();
  await menus.getByRole('tab', { name: '拥有该菜单的职责' }).click();
  const holder = menus.locator('tr.ant-table-row', { hasText: 'QA_E2E' });
  await expect(holder).toContainText('质检员');
  await expect(holder).toContainText('新增');
  expect(problems).toEqual([]);
});

test('the administrator adds menus under Administration; an unknown htmlUrl is flagged; a folder with children cannot go', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await loginIn(page, 'CN');
  const screen = await openMenus(page);
  await expect(screen.getByTestId('menu-form-card')).toHaveCount(0);
  await expect(screen).toContainText('在左侧选择一个菜单进行编辑');

  // A page under Administration whose htmlUrl is a known screen.
  await screen.getByTestId('menu-node-SYSTEM').click();
  await expect(screen.getByTestId('menu-form-card')).toContainText('系统管理 · SYSTEM');
  await screen.getByTestId('menu-add-child').click();
  const card = screen.getByTestId('menu-form-card');
  await expect(card).toContainText('在“系统管理”下新增菜单');
  const form = screen.getByTestId('menu-form');
  await form.getByTestId('menu-form-code').fill('SYS_E2E_LOG');
  await form.getByTestId('menu-form-name').fill('审计日志');
  await form.getByTestId('menu-form-name-en').fill('Audit log');
  await fillUrl(form, 'nowhere/screen');
  await expect(screen.getByTestId('menu-url-warning')).toContainText(
    '没有与“nowhere/screen”对应的页面：打开该菜单将显示“暂未开放”页面',
  );
  await fillUrl(form, 'log');
  await expect(screen.getByTestId('menu-url-warning')).toHaveCount(0);
  await screen.getByTestId('menu-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  const node = screen.getByTestId('menu-node-SYS_E2E_LOG');
  await expect(node).toContainText('审计日志');
  await expect(screen.getByTestId('menu-no-screen-SYS_E2E_LOG')).toHaveCount(0);
  const codes = await treeCodes(screen);
  expect(codes.indexOf('SYS_E2E_LOG')).toBeGreaterThan(codes.indexOf('SYSTEM'));
  await expect(card).toContainText('审计日志 · SYS_E2E_LOG');

  // Its buttons: add one, see it, delete it after confirming.
  await screen.getByRole('tab', { name: '按钮资源' }).click();
  await screen.getByTestId('toolbar-button-addButton').click();
  const buttonForm = page.getByTestId('menu-button-form');
  await buttonForm.getByTestId('menu-button-form-code').fill('btnExport');
  await buttonForm.getByTestId('menu-button-form-name').fill('导出');
  await buttonForm.getByTestId('menu-button-form-name-en').fill('Export');
  await page.getByTestId('menu-button-form-ok').click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  const buttonRow = screen.locator('tr.ant-table-row', { hasText: 'btnExport' });
  await expect(buttonRow).toContainText('导出');
  await shot(page, { path: `${SHOTS}/menus-new-page-cn.png` });
  await buttonRow.getByTestId('row-button-deleteButton').click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: OK }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(buttonRow).toHaveCount(0);

  // An unknown htmlUrl saves but is flagged, on the field and in the tree.
  await fillUrl(form, 'nowhere/screen');
  await expect(screen.getByTestId('menu-url-warning')).toBeVisible();
  await screen.getByTestId('menu-save').click();
  await expect(screen.getByTestId('menu-no-screen-SYS_E2E_LOG')).toHaveText('无页面');
  await shot(page, { path: `${SHOTS}/menus-unknown-url-cn.png` });

  // A top-level folder with a page in it: the folder cannot be deleted while the page is there.
  await screen.getByTestId('menu-add-top').click();
  await expect(card).toContainText('新增顶级菜单');
  await form.getByTestId('menu-form-code').fill('E2E_FOLDER');
  await form.getByTestId('menu-form-name').fill('测试目录');
  await screen.getByTestId('menu-save').click();
  await expect(screen.getByTestId('menu-node-E2E_FOLDER')).toBeVisible();
  await screen.getByTestId('menu-add-child').click();
  await form.getByTestId('menu-form-code').fill('E2E_PAGE');
  await form.getByTestId('menu-form-name').fill('测试页面');
  await fillUrl(form, 'lookup');
  await screen.getByTestId('menu-save').click();
  await expect(screen.getByTestId('menu-node-E2E_PAGE')).toBeVisible();
  await screen.getByTestId('menu-node-E2E_FOLDER').click();
  await screen.getByTestId('menu-delete').click();
  await expect(page.locator('.ant-popconfirm:visible')).toContainText('确定删除菜单“测试目录”及其按钮吗？');
  await page.getByTestId('menu-delete-ok').click();
  await expect(page.getByText('该菜单下还有 1 个子菜单，请先删除或移走子菜单')).toBeVisible();
  await expect(screen.getByTestId('menu-node-E2E_FOLDER')).toBeVisible();
  // Once the page is gone, the folder goes too.
  await screen.getByTestId('menu-node-E2E_PAGE').click();
  await screen.getByTestId('menu-delete').click();
  await page.getByTestId('menu-delete-ok').click();
  await expect(screen.getByTestId('menu-node-E2E_PAGE')).toHaveCount(0);
  await screen.getByTestId('menu-node-E2E_FOLDER').click();
  await screen.getByTestId('menu-delete').click();
  await page.getByTestId('menu-delete-ok').click();
  await expect(screen.getByTestId('menu-node-E2E_FOLDER')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the administrator drags a menu to a new place and the order is kept after a reload', async ({ page }) => {
  const problems = watchConsole(page);
  await loginIn(page, 'CN');
  const screen = await openMenus(page);
  const before = await treeCodes(screen);
  expect(before.indexOf('SYS_PROFILE')).toBeGreaterThan(before.indexOf('SYS_USER'));

  // Drop the settings page on the upper half of the users page: it goes first under Administration.
  await dragMenu(screen, 'SYS_PROFILE', 'SYS_USER', 'upper');
  await expect(page.getByText('菜单位置已保存')).toBeVisible();
  const after = await treeCodes(screen);
  expect(after.indexOf('SYS_PROFILE')).toBe(after.indexOf('SYS_USER') - 1);

  // After a reload the open tab comes back on the menus screen.
  await page.reload();
  const again = page.getByTestId('screen-menu');
  await expect(again.getByTestId('menu-node-SYS_PROFILE')).toBeVisible();
  const reloaded = await treeCodes(again);
  expect(reloaded.indexOf('SYS_PROFILE')).toBe(reloaded.indexOf('SYS_USER') - 1);
  expect(reloaded.indexOf('SYS_PROFILE')).toBe(reloaded.indexOf('SYSTEM') + 1);
  // The side menu follows.
  await expect(page.getByTestId('side-menu').getByTestId('menu-SYS_PROFILE')).toBeVisible();
  const side = await page
    .getByTestId('side-menu')
    .locator('[data-testid^="menu-SYS_"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  expect(side.indexOf('menu-SYS_PROFILE')).toBeLessThan(side.indexOf('menu-SYS_USER'));

  // Dropped on the lower half of an open folder, a menu moves into it, first.
  await dragMenu(again, 'SYS_GALLERY', 'SUP_COLLAB', 'lower');
  await expect(page.getByText('菜单位置已保存').first()).toBeVisible();
  await expect
    .poll(async () => {
      const codes = await treeCodes(again);
      return codes.indexOf('SYS_GALLERY') - codes.indexOf('SUP_COLLAB');
    })
    .toBe(1);
  await shot(page, { path: `${SHOTS}/menus-moved-cn.png` });

  // A move the server refuses (it refuses loops) shows its message and puts the tree back.
  await page.route('**/baseMenuRestful/move', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'E', msg: '菜单“SYS_JOBS”不能移动到它自己或其下级菜单之下', data: null }),
    }),
  );
  const beforeRefusal = await treeCodes(again);
  await dragMenu(again, 'SYS_JOBS', 'SYS_USER', 'upper');
  await expect(page.getByText('菜单“SYS_JOBS”不能移动到它自己或其下级菜单之下')).toBeVisible();
  await expect.poll(() => treeCodes(again)).toEqual(beforeRefusal);
  await page.unroute('**/baseMenuRestful/move');
  expect(problems).toEqual([]);
});

test('both screens work in English', async ({ page }) => {
  const problems = watchConsole(page);
  await loginIn(page, 'EN');
  const menus = await openMenus(page);
  await expect(menus).toContainText('Menu tree');
  await expect(menus.getByTestId('menu-node-SYSTEM')).toContainText('Administration');
  await expect(menus.getByTestId('menu-add-top')).toHaveText('Add top-level');
  await menus.getByTestId('menu-node-SYS_MENU').click();
  await expect(menus.getByTestId('menu-form-card')).toContainText('Menus · SYS_MENU');
  await expect(menus.getByTestId('menu-form')).toContainText('Page address (htmlUrl)');
  await expect(menus.locator('tr.ant-table-row', { hasText: 'btnDelete' })).toContainText('Delete');
  // A menu whose page does not exist yet is marked.
  const planned = menus.locator('[data-testid^="menu-no-screen-"]').first();
  await expect(planned).toHaveText('No screen');
  await shot(page, { path: `${SHOTS}/menus-en.png` });
  await fillUrl(menus.getByTestId('menu-form'), 'nowhere');
  await expect(menus.getByTestId('menu-url-warning')).toContainText(
    'No screen answers to "nowhere": the menu would open the "not yet available" page',
  );

  const resp = await openResponsibilities(page);
  // Leaving the menus screen with an edited form is fine: its tab keeps the edit.
  await expect(resp).toContainText('For users');
  const row = resp.locator('tr.ant-table-row', { hasText: 'PUR_BUYER' });
  await expect(row).toContainText('Internal users');
  await row.getByTestId('row-button-edit').click();
  await expect(page.getByTestId('resp-form')).toBeVisible();
  await expect(page.locator('.ant-modal-title')).toHaveText('Edit responsibility');
  await expect(page.getByTestId('resp-form-name-en')).toHaveValue('Buyer');
  await shot(page, { path: `${SHOTS}/resp-form-en.png` });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await row.getByTestId('row-button-grant').click();
  const drawer = page.getByTestId('grant-drawer');
  await expect(drawer).toContainText('Grant menus and buttons · Buyer');
  await expect(treeNode(drawer, 'grant-node-PUR_ORDER').locator('.ant-tree-checkbox')).toHaveClass(
    /ant-tree-checkbox-checked/,
  );
  await drawer.getByTestId('grant-node-PUR_ORDER').click();
  await expect(drawer.getByTestId('grant-button-btnSubmit')).toBeChecked();
  await expect(drawer.getByTestId('grant-buttons')).toContainText('Submit');
  await shot(page, { path: `${SHOTS}/resp-grant-en.png` });
  await drawer.getByTestId('grant-cancel').click();
  await expect(drawer).toBeHidden();
  expect(problems).toEqual([]);
});
