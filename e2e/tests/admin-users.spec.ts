import fs from 'node:fs';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { pickOption } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';

/*
 * Administration → Users and Roles, as the administrator uses them: create an internal user linked
 * to a person and a supplier user linked to a supplier, refuse a duplicate user name on the field,
 * assign a responsibility and see its menus as the new user, disable (the user cannot log in) and
 * enable again, reset a password and log in with it; roles added, edited and deleted; both languages.
 */

let server: TestServer;
const SHOTS = '/tmp/shots-users';
const OK = /确\s?定|^OK$/;

test.beforeAll(async () => {
  server = await startServer();
  fs.mkdirSync(SHOTS, { recursive: true });
  // A new employee without a user yet (the persons screen is another screen's business).
  const login = await fetch(`${server.url}/api/baseServer/v1/baseLoginRestful/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: DEMO_PASSWORD }),
  });
  const certificate = (await login.json()).data.certificate as string;
  const person = await fetch(`${server.url}/api/baseServer/v1/basePersonRestful/saveOrUpdate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', certificate },
    body: JSON.stringify({ employeeNumber: 'E9001', personName: '周新人', email: 'zhounew@example.com', version: 0 }),
  });
  const saved = await person.json();
  expect(saved, saved.msg).toMatchObject({ status: 'S' });
});
test.afterAll(async () => server?.stop());
test.describe.configure({ mode: 'serial' });

/**
 * Every console error, React or antd warning and uncaught error of the page. The browser also logs
 * each refused call ("Failed to load resource … 400"): those the test provokes on purpose are counted
 * apart (`refusals`), so the test can say how many it expects.
 */
function watchConsole(page: Page): { problems: string[]; refusals: string[] } {
  const problems: string[] = [];
  const refusals: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (m.type() === 'error' && /Failed to load resource: .*status of 400/.test(text)) refusals.push(text);
    else if (m.type() === 'error' || (m.type() === 'warning' && /antd|React|Warning/.test(text)))
      problems.push(`${m.type()}: ${text}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { problems, refusals };
}

/**
 * The administrator's kept page (support/sessions.ts), signed in afresh, and its console problems from then on.
 * The Chinese tests are all the administrator's, one after another: a new browser and a login through the login
 * page cost each of them seconds. The English test still logs in through the login page, choosing English there.
 */
async function asAdmin(browser: Browser) {
  const page = await keptPage(browser, server.url, 'admin');
  const watched = watchConsole(page);
  await signIn(page, server.url, 'admin');
  return { page, ...watched };
}

async function openUsers(page: Page): Promise<Locator> {
  await openMenu(page, 'SYS_USER');
  const screen = page.getByTestId('screen-user');
  await expect(screen.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  return screen;
}

/** Filters the list by user name and returns the row of that user. */
async function findUser(screen: Locator, userName: string): Promise<Locator> {
  await screen.getByTestId('user-filter-userName').fill(userName);
  await screen.getByTestId('user-filter-search').click();
  const row = screen.locator('tr.ant-table-row', { hasText: userName });
  await expect(row).toHaveCount(1);
  return row;
}

async function confirmPopup(page: Page) {
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: OK }).click();
}

/** Logs in on a fresh page of its own and returns it (and its console problems). */
async function loginElsewhere(browser: Browser, userName: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  return { page, context };
}

test('the administrator creates an internal and a supplier user; a duplicate user name is refused on the field', async ({
  browser,
}) => {
  const { page, problems, refusals } = await asAdmin(browser);
  const screen = await openUsers(page);
  await expect(screen).toContainText('supplier1');
  await expect(screen).toContainText('供应商用户');
  await expect(screen).toContainText('苏州精密机械有限公司');
  await shot(page, { path: `${SHOTS}/users-list-cn.png` });

  // Internal user: a duplicate name first, refused with the server's words under the field.
  await screen.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('user-form');
  await form.getByTestId('user-form-userName').fill('Buyer');
  await form.getByTestId('user-form-userFullName').click();
  await expect(form).toContainText('用户名“Buyer”已存在，请换一个');
  await form.getByTestId('user-form-userName').fill('zhou.new');
  await form.getByTestId('user-form-userFullName').click();
  await expect(form).not.toContainText('已存在');
  await pickOption(page, form.getByTestId('user-form-person'), '周新', 'E9001');
  // The person's name and e-mail fill the user's.
  await expect(form.getByTestId('user-form-userFullName')).toHaveValue('周新人');
  await expect(form.getByTestId('user-form-email')).toHaveValue('zhounew@example.com');
  await form.getByTestId('user-form-phone').fill('13800000001');
  // A weak initial password is refused by the server's rule, with the input kept.
  await form.getByTestId('user-form-password').fill('weakpass');
  await shot(page, { path: `${SHOTS}/user-form-cn.png` });
  await page.getByTestId('user-form-ok').click();
  await expect(form).toContainText('密码须为 8-32 位');
  await expect(form.getByTestId('user-form-userFullName')).toHaveValue('周新人');
  await form.getByTestId('user-form-password').fill('Start#2024x');
  await page.getByTestId('user-form-ok').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(form).toBeHidden();

  // Supplier user of supplier one.
  await screen.getByTestId('toolbar-button-add').click();
  await form.getByTestId('user-form-userName').fill('sz.sales');
  await form.getByTestId('user-form-userType').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('供应商用户').click();
  await pickOption(page, form.getByTestId('user-form-supplier'), '精密', 'S000001');
  await form.getByTestId('user-form-userFullName').fill('刘销售');
  await form.getByTestId('user-form-generate').click();
  await page.getByTestId('user-form-ok').click();
  await expect(form).toBeHidden();

  // Both in the list, with what they stand for.
  await screen.getByTestId('user-filter-userName').fill('');
  await screen.getByTestId('user-filter-search').click();
  const inside = screen.locator('tr.ant-table-row', { hasText: 'zhou.new' });
  await expect(inside).toContainText('E9001 周新人');
  await expect(inside).toContainText('内部用户');
  await expect(inside).toContainText('从未登录');
  const external = screen.locator('tr.ant-table-row', { hasText: 'sz.sales' });
  await expect(external).toContainText('S000001 苏州精密机械有限公司');
  await expect(external).toContainText('供应商用户');

  // The type filter finds the supplier users only.
  await screen.getByTestId('user-filter-userType').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('供应商用户').click();
  await screen.getByTestId('user-filter-search').click();
  await expect(screen.getByTestId('data-table')).toHaveAttribute('data-total', '3');
  await expect(screen).not.toContainText('zhou.new');

  // Editing keeps the name and class fixed and saves a change.
  await screen.getByTestId('user-filter-reset').click();
  const row = await findUser(screen, 'zhou.new');
  await row.getByTestId('row-button-edit').click();
  await expect(form.getByTestId('user-form-userName')).toBeDisabled();
  await expect(form.getByTestId('user-form-person')).toContainText('E9001 周新人');
  await form.getByTestId('user-form-phone').fill('13800000002');
  await page.getByTestId('user-form-ok').click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('13800000002');
  expect(problems).toEqual([]);
  expect(refusals).toHaveLength(1);
});

test('a responsibility assigned to the new user gives its menus at the next login', async ({ browser }) => {
  const { page, problems, refusals } = await asAdmin(browser);
  const screen = await openUsers(page);
  const row = await findUser(screen, 'zhou.new');
  await row.getByTestId('row-button-grantResp').click();
  const drawer = page.getByTestId('user-resp-drawer');
  await expect(drawer.getByTestId('user-resp-none')).toBeVisible();
  // Internal users are offered internal responsibilities only.
  await drawer.getByTestId('user-resp-pick').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toContainText('PUR_BUYER');
  await expect(page.locator('.ant-select-dropdown:visible')).not.toContainText('SUP_PORTAL');
  await page.keyboard.press('Escape');
  await pickOption(page, drawer.getByTestId('user-resp-pick'), '采购审批', 'PUR_APPROVER');
  await drawer.getByTestId('user-resp-add').click();
  await expect(page.getByText('职责已分配')).toBeVisible();
  await pickOption(page, drawer.getByTestId('user-resp-pick'), '采购员', 'PUR_BUYER');
  await drawer.getByTestId('user-resp-add').click();
  await expect(drawer.getByTestId('data-table')).toHaveAttribute('data-total', '2');
  await shot(page, { path: `${SHOTS}/user-resp-drawer-cn.png` });

  // The approver responsibility is taken away again, after a confirmation.
  await drawer.locator('tr.ant-table-row', { hasText: 'PUR_APPROVER' }).getByTestId('row-button-resp-remove').click();
  await expect(page.locator('.ant-popconfirm:visible')).toContainText('确定移除吗');
  await confirmPopup(page);
  await expect(page.getByText('职责已移除')).toBeVisible();
  await expect(drawer.getByTestId('data-table')).toHaveAttribute('data-total', '1');
  await expect(drawer).toContainText('PUR_BUYER');

  // The new user logs in with the initial password and sees the buyer's menus, not the administration.
  const other = await loginElsewhere(browser, 'zhou.new', 'Start#2024x');
  await expect(other.page).toHaveURL(/\/main/);
  const menu = other.page.getByTestId('side-menu');
  await expect(menu.getByTestId('menu-SOURCING')).toBeVisible();
  await expect(menu.getByTestId('menu-PURCHASING')).toBeVisible();
  await expect(menu.getByTestId('menu-SYSTEM')).toHaveCount(0);
  await other.context.close();

  // The list now tells when the user last logged in.
  await page.keyboard.press('Escape');
  await screen.getByTestId('user-filter-search').click();
  await expect(row).toContainText(String(new Date().getFullYear()));
  expect(problems).toEqual([]);
  expect(refusals).toHaveLength(0);
});

test('a disabled user cannot log in until enabled again', async ({ browser }) => {
  const { page, problems, refusals } = await asAdmin(browser);
  const screen = await openUsers(page);
  const row = await findUser(screen, 'zhou.new');
  // The administrator cannot disable their own account: no button on that row.
  await row.getByTestId('row-button-disable').click();
  await expect(page.locator('.ant-popconfirm:visible')).toContainText('会话会立即结束');
  await shot(page, { path: `${SHOTS}/user-disable-confirm-cn.png` });
  await confirmPopup(page);
  await expect(page.getByText('用户已禁用，其会话已结束')).toBeVisible();
  await expect(row).toContainText('禁用');
  await expect(row.getByTestId('row-button-enable')).toBeVisible();

  const refused = await loginElsewhere(browser, 'zhou.new', 'Start#2024x');
  await expect(refused.page.getByTestId('login-error')).toContainText('用户名或密码错误');
  await expect(refused.page).toHaveURL(/\/login/);
  await refused.context.close();

  await row.getByTestId('row-button-enable').click();
  await confirmPopup(page);
  await expect(page.getByText('用户已启用')).toBeVisible();
  await expect(row.getByTestId('row-button-disable')).toBeVisible();
  const admitted = await loginElsewhere(browser, 'zhou.new', 'Start#2024x');
  await expect(admitted.page).toHaveURL(/\/main/);
  await admitted.context.close();

  const me = await findUser(screen, 'admin');
  await expect(me.getByTestId('row-button-disable')).toHaveCount(0);
  expect(problems).toEqual([]);
  expect(refusals).toHaveLength(0);
});

test('the administrator resets a password and the user logs in with the new one', async ({ browser }) => {
  const { page, problems, refusals } = await asAdmin(browser);
  const screen = await openUsers(page);
  const row = await findUser(screen, 'zhou.new');
  await row.getByTestId('row-button-resetPassword').click();
  const form = page.getByTestId('reset-password-form');
  await expect(page.locator('.ant-modal:visible')).toContainText('会话会全部结束');
  // Two different passwords are caught before anything is sent; a weak one is refused by the server.
  await form.getByTestId('reset-password-new').fill('short');
  await form.getByTestId('reset-password-confirm').fill('shorter');
  await page.getByTestId('reset-password-form-ok').click();
  await expect(form).toContainText('两次输入的密码不一致');
  await form.getByTestId('reset-password-confirm').fill('short');
  await page.getByTestId('reset-password-form-ok').click();
  await expect(form).toContainText('密码须为 8-32 位');
  await form.getByTestId('reset-password-new').fill('Renewed#2025');
  await form.getByTestId('reset-password-confirm').fill('Renewed#2025');
  await page.getByTestId('reset-password-form-ok').click();
  const done = page.getByTestId('reset-password-done');
  await expect(done).toContainText('密码已重置');
  await expect(page.getByTestId('reset-password-value')).toContainText('Renewed#2025');
  await shot(page, { path: `${SHOTS}/reset-password-done-cn.png` });
  await page
    .locator('.ant-modal-confirm:visible')
    .getByRole('button', { name: /知道了|^OK$/ })
    .click();

  const other = await loginElsewhere(browser, 'zhou.new', 'Renewed#2025');
  await expect(other.page).toHaveURL(/\/main/);
  await other.context.close();

  // Reset all passwords asks for a tick that the administrator understands what happens.
  await screen.getByTestId('toolbar-button-resetAll').click();
  const all = page.getByTestId('reset-all-form');
  await expect(page.locator('.ant-modal:visible')).toContainText('除管理员和您本人外');
  await all.getByTestId('reset-all-password').fill('Everyone#2025');
  await page.getByTestId('reset-all-form-ok').click();
  await expect(all).toContainText('请先勾选确认');
  await shot(page, { path: `${SHOTS}/reset-all-cn.png` });
  await page
    .locator('.ant-modal:visible')
    .getByRole('button', { name: /取\s?消|Cancel/ })
    .click();
  await expect(all).toBeHidden();
  expect(problems).toEqual([]);
  expect(refusals).toHaveLength(1);
});

test('roles are added, edited and deleted', async ({ browser }) => {
  const { page, problems, refusals } = await asAdmin(browser);
  await openMenu(page, 'SYS_ROLE');
  const screen = page.getByTestId('screen-role');
  await expect(screen.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  await screen.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('role-form');
  await page.getByTestId('role-form-ok').click();
  await expect(form).toContainText('请输入角色编码');
  await form.getByTestId('role-form-code').fill('PUR_TEAM');
  await form.getByTestId('role-form-name').fill('采购团队');
  await form.getByTestId('role-form-name-en').fill('Purchasing team');
  await pickOption(page, form.getByTestId('role-form-responsibilities'), 'PUR_BUY', 'PUR_BUYER');
  await pickOption(page, form.getByTestId('role-form-responsibilities'), 'PUR_APP', 'PUR_APPROVER');
  await page.keyboard.press('Escape');
  await shot(page, { path: `${SHOTS}/role-form-cn.png` });
  await page.getByTestId('role-form-ok').click();
  await expect(form).toBeHidden();
  const row = screen.locator('tr.ant-table-row', { hasText: 'PUR_TEAM' });
  await expect(row).toContainText('采购团队');
  await expect(row).toContainText('采购员');
  await expect(row).toContainText('采购审批人');

  // The same code again is refused by the server, on the field.
  await screen.getByTestId('toolbar-button-add').click();
  await form.getByTestId('role-form-code').fill('pur_team');
  await form.getByTestId('role-form-name').fill('重复');
  await page.getByTestId('role-form-ok').click();
  await expect(form).toContainText('角色编码“pur_team”已存在');
  await page
    .locator('.ant-modal:visible')
    .getByRole('button', { name: /取\s?消|Cancel/ })
    .click();

  await row.getByTestId('row-button-edit').click();
  await expect(form.getByTestId('role-form-code')).toHaveValue('PUR_TEAM');
  await form.getByTestId('role-form-name').fill('采购团队（华东）');
  await form.getByTestId('role-form-description').fill('华东经营单位的采购人员');
  await page.getByTestId('role-form-ok').click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('采购团队（华东）');
  await expect(row).toContainText('华东经营单位的采购人员');
  await shot(page, { path: `${SHOTS}/roles-list-cn.png` });

  await row.getByTestId('row-button-delete').click();
  await expect(page.locator('.ant-popconfirm:visible')).toContainText('不会影响其包含的职责');
  await confirmPopup(page);
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(problems).toEqual([]);
  expect(refusals).toHaveLength(1);
});

test('in English the screens, forms and the server’s refusals are English', async ({ page }) => {
  const { problems, refusals } = watchConsole(page);
  await page.goto(`${server.url}/login`);
  await page.getByTestId('lang-EN').click();
  await loginAs(page, server.url, 'admin');
  const screen = await openUsers(page);
  await expect(screen).toContainText('Supplier user');
  await expect(screen).toContainText('Last login');
  await expect(screen.getByTestId('toolbar-button-resetAll')).toHaveText('Reset all passwords');
  await shot(page, { path: `${SHOTS}/users-list-en.png` });
  await screen.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('user-form');
  await form.getByTestId('user-form-userName').fill('SUPPLIER1');
  await form.getByTestId('user-form-userFullName').click();
  await expect(form).toContainText('The user name "SUPPLIER1" is already taken; choose another one');
  await form.getByTestId('user-form-userName').fill('bad name');
  await form.getByTestId('user-form-userFullName').click();
  await expect(form).toContainText('A user name is 2–64 letters, digits or _ . @ -');
  await shot(page, { path: `${SHOTS}/user-form-en.png` });
  await page.locator('.ant-modal:visible').getByRole('button', { name: 'Cancel' }).click();

  const row = await findUser(screen, 'sz.sales');
  await row.getByTestId('row-button-grantResp').click();
  const drawer = page.getByTestId('user-resp-drawer');
  await expect(drawer).toContainText('supplier users supplier ones only');
  await drawer.getByTestId('user-resp-pick').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toContainText('SUP_PORTAL Supplier portal');
  await expect(page.locator('.ant-select-dropdown:visible')).not.toContainText('PUR_BUYER');
  await page.keyboard.press('Escape');
  await shot(page, { path: `${SHOTS}/user-resp-drawer-en.png` });
  // The select keeps the focus after its dropdown closes: close the drawer with its own button.
  await page.locator('.ant-drawer-close:visible').click();
  await expect(drawer).toBeHidden();

  await openMenu(page, 'SYS_ROLE');
  const roles = page.getByTestId('screen-role');
  await expect(roles.getByTestId('toolbar-button-add')).toHaveText('Add');
  await roles.getByTestId('toolbar-button-add').click();
  await expect(page.locator('.ant-modal:visible')).toContainText('A role only groups responsibilities');
  await shot(page, { path: `${SHOTS}/role-form-en.png` });
  await page.locator('.ant-modal:visible').getByRole('button', { name: 'Cancel' }).click();
  expect(problems).toEqual([]);
  expect(refusals).toHaveLength(0);
});
