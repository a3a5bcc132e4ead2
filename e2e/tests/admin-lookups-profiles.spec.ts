import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { shot } from '../support/shots.ts';
import { xlsxRows } from '../support/xlsx.ts';

let server: TestServer;
// Long walks through two screens, on a machine that may be busy: more time than the default minute.
test.describe.configure({ timeout: 180_000 });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A server of its own: it turns the captcha at every login on and sets profile values that every
  // other spec's login and session would meet if this spec stopped half-way.
  server = await startServer({ private: true });
});
test.afterAll(async () => server?.stop());

/**
 * Collects console errors and uncaught page errors. The only lines let through are the browser's own
 * "Failed to load resource … 400" for the calls these tests expect the server to refuse (a login
 * without the captcha, an import with a bad row); the refusal itself is checked on the screen.
 */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource: the server responded with a status of 400/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Confirms the pop-up confirmation of a row button. */
async function confirmPopup(page: Page, question: RegExp | string) {
  // The pop-up asking this question (an earlier one may still be fading out), and its OK button.
  const popup = page.locator('.ant-popover:visible, .ant-popconfirm:visible').filter({ hasText: question });
  await expect(popup).toHaveCount(1);
  await popup.getByRole('button').last().click();
  await expect(popup).toHaveCount(0);
}

/** The input of a field whose test id sits on the input itself or on a wrapper around it. */
const inputOf = (field: Locator) => field.locator('xpath=self::input | .//input').first();

const rowOf = (table: Locator, text: string) => table.locator('tr.ant-table-row', { hasText: text });

/** Opens a screen from the side menu and waits for it; a click lost while the folder opens is repeated. */
async function openScreen(page: Page, menuCode: string, screenTestId: string) {
  await openMenu(page, menuCode);
  const screen = page.getByTestId(screenTestId);
  try {
    await expect(screen).toBeVisible({ timeout: 5_000 });
  } catch {
    await page.getByTestId('side-menu').getByTestId(`menu-${menuCode}`).click();
    await expect(screen).toBeVisible();
  }
  return screen;
}

async function loginIn(page: Page, lang: 'CN' | 'EN', userName = 'admin') {
  await page.goto(`${server.url}/login`);
  await page.getByTestId(`lang-${lang}`).click();
  await loginAs(page, server.url, userName);
}

test('the administrator keeps a lookup type and its values: add, parent value, edit, disable, delete, export, import', async ({
  page,
}, testInfo) => {
  const errors = watchConsole(page);
  await loginIn(page, 'CN');
  const screen = await openScreen(page, 'SYS_LOOKUP', 'screen-lookup');
  await expect(screen.getByTestId('lookup-values-empty')).toContainText('请选择左侧的值集类型');

  // A new type whose values belong to a supplier status (the parent type).
  const types = screen.getByTestId('lookup-types');
  await types.getByTestId('toolbar-button-addType').click();
  const typeForm = page.getByTestId('lookup-type-form');
  await typeForm.getByTestId('lookup-type-code').fill('E2E_GRADE');
  await typeForm.getByTestId('lookup-type-meaning').fill('供应商等级');
  await typeForm.getByTestId('lookup-type-meaning-en').fill('Supplier grade');
  await typeForm.getByTestId('lookup-type-parent').click();
  await page.keyboard.type('SLC_SUPPLIER_STATUS');
  await page.locator('.ant-select-item-option', { hasText: 'SLC_SUPPLIER_STATUS' }).click();
  await page.getByTestId('lookup-type-form-ok').click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // The new type is chosen at once; a duplicate code is refused with the server's message.
  const values = screen.getByTestId('lookup-values');
  await expect(values.getByTestId('lookup-values-title')).toHaveText('E2E_GRADE · 供应商等级 的值');
  await types.getByTestId('toolbar-button-addType').click();
  await typeForm.getByTestId('lookup-type-code').fill('E2E_GRADE');
  await typeForm.getByTestId('lookup-type-meaning').fill('重复');
  await page.getByTestId('lookup-type-form-ok').click();
  await expect(typeForm).toContainText('值集类型“E2E_GRADE”已存在');
  await page.getByRole('button', { name: /取\s?消/ }).click();

  // Two values; the second under the parent value 合格 (QUALIFIED) of the parent type.
  const table = values.getByTestId('data-table');
  const valueForm = page.getByTestId('lookup-value-form');
  await values.getByTestId('toolbar-button-addValue').click();
  await valueForm.getByTestId('lookup-value-code').fill('A');
  await valueForm.getByTestId('lookup-value-meaning').fill('A 级');
  await valueForm.getByTestId('lookup-value-meaning-en').fill('Grade A');
  await inputOf(valueForm.getByTestId('lookup-value-seq')).fill('10');
  await page.getByTestId('lookup-value-form-ok').click();
  await expect(rowOf(table, 'Grade A')).toContainText('A 级');

  await values.getByTestId('toolbar-button-addValue').click();
  await valueForm.getByTestId('lookup-value-code').fill('B');
  await valueForm.getByTestId('lookup-value-meaning').fill('B 级');
  await valueForm.getByTestId('lookup-value-meaning-en').fill('Grade B');
  await inputOf(valueForm.getByTestId('lookup-value-seq')).fill('20');
  await valueForm.getByTestId('lookup-value-parent').click();
  await page.locator('.ant-select-item-option', { hasText: 'QUALIFIED' }).click();
  await shot(page, { path: testInfo.outputPath('lookup-value-form-cn.png') });
  await page.getByTestId('lookup-value-form-ok').click();
  await expect(rowOf(table, 'Grade B')).toContainText('QUALIFIED · 合格');
  await expect(table).toHaveAttribute('data-total', '2');
  await expect(rowOf(types.getByTestId('data-table'), 'E2E_GRADE')).toContainText('2');

  // A screen of this browser had the type cached; editing a meaning refreshes that cache.
  await page.evaluate(() => {
    const cache = JSON.parse(localStorage.getItem('BASE_lookup') ?? '{}');
    cache.CN = { ...cache.CN, E2E_GRADE: [{ lookupCode: 'A', meaning: 'A 级', enabledFlag: 'Y' }] };
    localStorage.setItem('BASE_lookup', JSON.stringify(cache));
  });
  await rowOf(table, 'Grade A').getByTestId('row-button-editValue').click();
  await expect(valueForm.getByTestId('lookup-value-meaning')).toHaveValue('A 级');
  await valueForm.getByTestId('lookup-value-meaning').fill('A 级（优秀）');
  await page.getByTestId('lookup-value-form-ok').click();
  await expect(rowOf(table, 'Grade A')).toContainText('A 级（优秀）');
  const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('BASE_lookup') ?? '{}').CN?.E2E_GRADE);
  expect(cached === undefined || JSON.stringify(cached).includes('A 级（优秀）')).toBe(true);

  // Disable B after a confirmation; it stays listed as disabled.
  await rowOf(table, 'Grade B').getByTestId('row-button-disableValue').click();
  await confirmPopup(page, '确定禁用该值吗');
  await expect(page.getByText('已禁用')).toBeVisible();
  await expect(rowOf(table, 'Grade B')).toContainText('禁用');
  await expect(rowOf(table, 'Grade B').getByTestId('row-button-enableValue')).toBeVisible();

  // Delete A after a confirmation.
  await rowOf(table, 'Grade A').getByTestId('row-button-deleteValue').click();
  await confirmPopup(page, '确定删除该值吗');
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(table).toHaveAttribute('data-total', '1');
  await expect(rowOf(table, 'Grade A')).toHaveCount(0);

  // Export: the whole list of the type as xlsx.
  const downloading = page.waitForEvent('download');
  await values.getByTestId('data-table-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^E2E_GRADE.*\.xlsx$/);
  const exported = testInfo.outputPath('lookup-values.xlsx');
  await download.saveAs(exported);
  const rows = await xlsxRows(exported);
  expect(rows[0].slice(0, 3)).toEqual(['值编码', '含义（中文）', '含义（英文）']);
  expect(rows).toHaveLength(2);
  expect(rows[1].slice(0, 3)).toEqual(['B', 'B 级', 'Grade B']);

  // Import: a file with a bad row is refused as a whole and says which row; a good one adds the values.
  const header = ['编码', '含义', '英文含义', '描述', '启用', '排序'];
  const build = async (name: string, data: unknown[][]) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('values');
    sheet.addRow(header);
    for (const row of data) sheet.addRow(row);
    const file = testInfo.outputPath(name);
    await workbook.xlsx.writeFile(file);
    return file;
  };
  const bad = await build('bad.xlsx', [
    ['C', 'C 级', 'Grade C', '', 'Y', 30],
    ['D', '', 'Grade D', '', 'Y', 40],
  ]);
  const good = await build('good.xlsx', [
    ['C', 'C 级', 'Grade C', '一般', 'Y', 30],
    ['D', 'D 级', 'Grade D', '', 'N', 40],
  ]);
  await values.getByTestId('toolbar-button-importValues').click();
  const importer = page.getByTestId('lookup-import');
  await expect(importer).toContainText('下载导入模板');
  await importer.locator('input[type=file]').setInputFiles(bad);
  await page.getByTestId('lookup-import-ok').click();
  await expect(importer.getByTestId('lookup-import-errors')).toContainText('第 3 行');
  await expect(importer.getByTestId('lookup-import-report')).toBeVisible();
  await shot(page, { path: testInfo.outputPath('lookup-import-errors-cn.png') });
  await expect(table).toHaveAttribute('data-total', '1');
  await importer.locator('.ant-upload-list-item').hover();
  await importer.locator('.ant-upload-list-item button').click();
  await importer.locator('input[type=file]').setInputFiles(good);
  await page.getByTestId('lookup-import-ok').click();
  await expect(page.getByTestId('lookup-import')).toHaveCount(0);
  await expect(table).toHaveAttribute('data-total', '3');
  await expect(rowOf(table, 'Grade C')).toContainText('C 级');
  await expect(rowOf(table, 'Grade D')).toContainText('禁用');

  // A type that still has values cannot be deleted; the server says why.
  await rowOf(types.getByTestId('data-table'), 'E2E_GRADE').getByTestId('row-button-deleteType').click();
  await confirmPopup(page, '确定删除该值集类型吗');
  await expect(page.getByText('该值集类型下还有 3 个值')).toBeVisible();

  // Search the values; then the same screen in English.
  await inputOf(values.getByTestId('lookup-value-search')).fill('grade c');
  await inputOf(values.getByTestId('lookup-value-search')).press('Enter');
  await expect(table).toHaveAttribute('data-total', '1');
  await page.getByTestId('lang-EN').click();
  await expect(types).toContainText('Lookup types');
  await expect(values.getByTestId('lookup-values-title')).toHaveText('Values of E2E_GRADE · Supplier grade');
  await expect(values).toContainText('Meaning (English)');
  await expect(values.getByTestId('toolbar-button-importValues')).toHaveText(/Import/);
  await shot(page, { path: testInfo.outputPath('lookups-en.png') });
  await page.getByTestId('lang-CN').click();
  await expect(values).toContainText('含义（英文）');
  await shot(page, { path: testInfo.outputPath('lookups-cn.png') });

  expect(errors).toEqual([]);
});

test('the administrator turns the captcha at every login on and off, and sets a user-level value', async ({
  page,
  browser,
}, testInfo) => {
  const errors = watchConsole(page);
  // A second administrator session stays signed in to turn the captcha off again.
  const other = await browser.newContext();
  const second = await other.newPage();
  await loginIn(second, 'CN');

  await loginIn(page, 'EN');
  const screen = await openScreen(page, 'SYS_PROFILE', 'screen-profile');
  await expect(screen.getByTestId('profile-rule')).toContainText('a user’s own value wins over the organisation’s');
  const table = screen.getByTestId('data-table');
  const captcha = rowOf(table, 'CAPTCHA_ALWAYS_FLAG');
  await expect(captcha).toContainText('Captcha at every login');
  await expect(captcha).toContainText('System only');
  await expect(captcha.getByTestId('profile-system-CAPTCHA_ALWAYS_FLAG')).toHaveText('Off');
  await expect(captcha.getByTestId('profile-overrides-CAPTCHA_ALWAYS_FLAG')).toHaveCount(0);

  await captcha.getByTestId('row-button-editProfile').click();
  const form = page.getByTestId('profile-form');
  await expect(form.getByTestId('profile-value')).toHaveAttribute('aria-checked', 'false');
  await form.getByTestId('profile-value').click();
  await shot(page, { path: testInfo.outputPath('profile-form-en.png') });
  await page.getByTestId('profile-form-ok').click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(captcha.getByTestId('profile-system-CAPTCHA_ALWAYS_FLAG')).toHaveText('On');
  await shot(page, { path: testInfo.outputPath('profiles-en.png') });

  // Logged out, the login page asks for the captcha at once.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill('Demo@12345');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-captcha-image')).toBeVisible();
  await expect(page.getByTestId('login-captcha-input')).toBeVisible();

  // The other session turns it off again (in Chinese); then the login needs no captcha.
  const secondScreen = await openScreen(second, 'SYS_PROFILE', 'screen-profile');
  const secondRow = rowOf(secondScreen.getByTestId('data-table'), 'CAPTCHA_ALWAYS_FLAG');
  await expect(secondRow).toContainText('登录始终需要验证码');
  await secondRow.getByTestId('row-button-editProfile').click();
  await second.getByTestId('profile-form').getByTestId('profile-value').click();
  await second.getByTestId('profile-form-ok').click();
  await expect(second.getByText('保存成功')).toBeVisible();
  await expect(secondRow.getByTestId('profile-system-CAPTCHA_ALWAYS_FLAG')).toHaveText('关闭');
  await other.close();

  await page.goto(`${server.url}/login`);
  await expect(page.getByTestId('login-captcha-input')).toHaveCount(0);
  await loginAs(page, server.url, 'admin');

  // A user-level session lifetime for the buyer, listed in the drawer.
  const profiles = await openScreen(page, 'SYS_PROFILE', 'screen-profile');
  const lifetime = rowOf(profiles.getByTestId('data-table'), 'SESSION_LIFETIME_MINUTES');
  await expect(lifetime).toContainText('480');
  await expect(lifetime.getByTestId('profile-overrides-SESSION_LIFETIME_MINUTES')).toHaveText('0 · Manage');
  await lifetime.getByTestId('profile-overrides-SESSION_LIFETIME_MINUTES').click();
  const drawer = page.getByTestId('profile-scope-drawer');
  await expect(drawer).toContainText('Set a value of its own for one organisation or one user');
  await drawer.getByTestId('toolbar-button-addScope').click();
  const scopeForm = page.getByTestId('profile-scope-form');
  await scopeForm.getByTestId('profile-scope-target').click();
  await page.keyboard.type('buyer');
  await page.locator('.ant-select-item-option', { hasText: '(buyer)' }).click();
  // Out of range first: the editor says so and keeps the dialog open.
  await inputOf(scopeForm.getByTestId('profile-scope-value')).fill('2');
  await page.getByTestId('profile-scope-form-ok').click();
  await expect(scopeForm).toContainText('From 5 to 43200');
  await shot(page, { path: testInfo.outputPath('profile-scope-form-en.png') });
  await inputOf(scopeForm.getByTestId('profile-scope-value')).fill('30');
  await page.getByTestId('profile-scope-form-ok').click();
  await expect(page.getByText('Saved')).toBeVisible();
  const userRow = rowOf(drawer.getByTestId('data-table'), '(buyer)');
  await expect(userRow).toContainText('User');
  await expect(userRow).toContainText('30');
  await expect(lifetime.getByTestId('profile-overrides-SESSION_LIFETIME_MINUTES')).toHaveText('1 · Manage');
  await shot(page, { path: testInfo.outputPath('profiles-drawer-en.png') });

  // Removed after a confirmation.
  await userRow.getByTestId('row-button-removeScope').click();
  await confirmPopup(page, 'Remove this value?');
  await expect(page.getByText('Removed')).toBeVisible();
  await expect(rowOf(drawer.getByTestId('data-table'), '(buyer)')).toHaveCount(0);

  expect(errors).toEqual([]);
});
