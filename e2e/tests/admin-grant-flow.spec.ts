import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { pickOption } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';

/*
 * Issue 4's two promises about permissions, as people live them: an administrator creates a user,
 * grants a responsibility with a menu and a button, and that user logs in and uses it; and the
 * permission matrix — without the button resource the button is not shown and the server answers
 * 403, with it the button shows and the action succeeds.
 */

const CLERK = 'clerk.e2e';
const CLERK_PASSWORD = 'Clerk#2024x';
const RESP = 'LOOKUP_CLERK';
const SAVE_TYPE = '/api/baseServer/v1/baseLookupTypeRestful/saveOrUpdate';

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
  // A new employee without a user yet.
  const login = await fetch(`${server.url}/api/baseServer/v1/baseLoginRestful/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: DEMO_PASSWORD }),
  });
  const certificate = (await login.json()).data.certificate as string;
  const person = await fetch(`${server.url}/api/baseServer/v1/basePersonRestful/saveOrUpdate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', certificate },
    body: JSON.stringify({ employeeNumber: 'E9100', personName: '钱值集', version: 0 }),
  });
  expect((await person.json()).status).toBe('S');
});
test.afterAll(async () => server?.stop());
test.describe.configure({ mode: 'serial' });

/** Grants the lookups page, and its Add button when `withAdd`, to the test responsibility. */
async function grantLookups(page: Page, withAdd: boolean) {
  await openMenu(page, 'SYS_RESP');
  const screen = page.getByTestId('screen-resp');
  const row = screen.locator('tr.ant-table-row', { hasText: RESP });
  await row.getByTestId('row-button-grant').click();
  const drawer = page.getByTestId('grant-drawer');
  const node = drawer.locator('.ant-tree-treenode', { has: page.getByTestId('grant-node-SYS_LOOKUP') });
  if (!withAdd) {
    await node.locator('.ant-tree-checkbox').click();
  } else {
    await drawer.getByTestId('grant-node-SYS_LOOKUP').click();
    await drawer.getByTestId('grant-button-btnAdd').click();
  }
  await drawer.getByTestId('grant-save').click();
  await expect(page.getByText('菜单与按钮已保存')).toBeVisible();
  await expect(drawer).toBeHidden();
}

async function clerkPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, server.url, CLERK, CLERK_PASSWORD);
  return page;
}

async function saveTypeAs(page: Page, code: string) {
  const certificate = await page.evaluate(() => localStorage.getItem('SRM_certificate'));
  const res = await page.request.post(`${server.url}${SAVE_TYPE}`, {
    headers: { certificate: certificate ?? '', 'SAAF-Language': 'CN' },
    data: { lookupType: code, meaning: '接口直接调用' },
  });
  return res.status();
}

test('the administrator creates a responsibility holding only the lookups page, and a user who holds it', async ({
  page,
}) => {
  await loginAs(page, server.url, 'admin');

  await openMenu(page, 'SYS_RESP');
  const resp = page.getByTestId('screen-resp');
  await resp.getByTestId('toolbar-button-add').click();
  const respForm = page.getByTestId('resp-form');
  await respForm.getByTestId('resp-form-code').fill(RESP);
  await respForm.getByTestId('resp-form-name').fill('值集维护员');
  await respForm.getByTestId('resp-form-name-en').fill('Lookup clerk');
  await page.getByTestId('resp-form-ok').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await grantLookups(page, false);

  await openMenu(page, 'SYS_USER');
  const users = page.getByTestId('screen-user');
  await users.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('user-form');
  await form.getByTestId('user-form-userName').fill(CLERK);
  await pickOption(page, form.getByTestId('user-form-person'), '钱值集', 'E9100');
  await form.getByTestId('user-form-password').fill(CLERK_PASSWORD);
  await page.getByTestId('user-form-ok').click();
  await expect(page.getByText('保存成功')).toBeVisible();

  await users.getByTestId('user-filter-userName').fill(CLERK);
  await users.getByTestId('user-filter-search').click();
  const row = users.locator('tr.ant-table-row', { hasText: CLERK });
  await row.getByTestId('row-button-grantResp').click();
  const drawer = page.getByTestId('user-resp-drawer');
  await pickOption(page, drawer.getByTestId('user-resp-pick'), '值集维护', RESP);
  await drawer.getByTestId('user-resp-add').click();
  await expect(drawer.getByTestId('data-table')).toHaveAttribute('data-total', '1');
});

test('without the Add button resource the button is hidden and the server answers 403', async ({ browser }) => {
  const page = await clerkPage(browser);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByTestId('menu-SYSTEM')).toBeVisible();
  await openMenu(page, 'SYS_LOOKUP');
  const types = page.getByTestId('lookup-types');
  await expect(types.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  await expect(types).toContainText('BASE_CURRENCY');
  await expect(types.getByTestId('toolbar-button-addType')).toHaveCount(0);
  // Only the granted page: no users screen in the menu.
  await expect(menu.getByTestId('menu-SYS_USER')).toHaveCount(0);
  expect(await saveTypeAs(page, 'CLERK_API_1')).toBe(403);
});

test('granted the Add button, a signed-in user sees it after re-selecting the responsibility and adds a type', async ({
  page,
  browser,
}) => {
  // The clerk is signed in, on the lookups page, before the grant.
  const clerk = await clerkPage(browser);
  await openMenu(clerk, 'SYS_LOOKUP');
  const types = clerk.getByTestId('lookup-types');
  await expect(types.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  await expect(types.getByTestId('toolbar-button-addType')).toHaveCount(0);

  await loginAs(page, server.url, 'admin');
  await grantLookups(page, true);
  // The server sees the grant at once, whatever the screen shows.
  expect(await saveTypeAs(clerk, 'CLERK_API_2')).toBe(200);

  // Re-selecting the responsibility reloads menus and buttons, without a restart or a new login.
  await clerk.getByTestId('resp-switcher').click();
  await clerk.locator('.ant-select-dropdown:visible').getByTestId(`resp-option-${RESP}`).click();
  await expect(clerk.getByText('已切换到职责：值集维护员')).toBeVisible();
  await openMenu(clerk, 'SYS_LOOKUP');
  await types.getByTestId('toolbar-button-addType').click();
  const typeForm = clerk.getByTestId('lookup-type-form');
  await typeForm.getByTestId('lookup-type-code').fill('CLERK_GRADE');
  await typeForm.getByTestId('lookup-type-meaning').fill('维护员等级');
  await clerk.getByTestId('lookup-type-form-ok').click();
  await expect(clerk.getByText('保存成功')).toBeVisible();
  await expect(types).toContainText('CLERK_GRADE');
  // Only Add was granted: editing stays hidden.
  await expect(types.getByTestId('row-button-editType')).toHaveCount(0);
});
