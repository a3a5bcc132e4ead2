import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { openMenu } from '../support/menu.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';

/*
 * Administration → Organisations (institution, systemsetting/institution/:treeType) and Persons
 * (employee) with position allotment and data permissions, as the administrator uses them. The tests
 * run in order on one server: the later ones use what the earlier ones created.
 */

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());
test.describe.configure({ mode: 'serial' });

/** Screenshots for a person checking the look: SHOTS_DIR=/tmp/shots npx playwright test … */
const SHOTS = process.env.SHOTS_DIR;
async function shotOf(page: Page, name: string) {
  if (SHOTS) await shot(page, { path: `${SHOTS}/${name}.png` });
}

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
    if (m.type() === 'error' || (m.type() === 'warning' && /antd|React|Warning/.test(text))) {
      problems.push(`${m.type()}: ${text}`);
    }
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * `user`'s kept page of the worker (support/sessions.ts), its console watched from here on, the app loaded afresh
 * in `lang`: a login per user and worker instead of a new browser and a login per test (seconds each on the
 * 2-core machine). These tests add no routes, init scripts or dialog handlers to it.
 */
async function signedIn(browser: Browser, user: string, lang: 'CN' | 'EN') {
  const page = await keptPage(browser, server.url, user);
  const problems = watchConsole(page);
  await signIn(page, server.url, user, lang);
  return { page, problems };
}

/** The OK button of the pop-up confirmation on screen. */
const confirmOk = (page: Page) =>
  page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s?定|OK/ })
    .last();

/** Picks an option of an antd select (plain or tree) by its text, checking the select shows it. */
const pick = (page: Page, select: Locator, text: string | RegExp) => pickFrom(page, select, text);

const row = (table: Locator, text: string) => table.locator('tr[data-row-key]', { hasText: text });

test('the administrator adds an operating unit, a department in it and a position in the department', async ({
  browser,
}) => {
  const { page, problems } = await signedIn(browser, 'admin', 'CN');
  await openMenu(page, 'SYS_INSTITUTION');
  const screen = page.getByTestId('screen-institution');
  await screen.getByTestId('institution-tab-OU').click();
  const tab = screen.getByTestId('org-tab-OU');
  await tab.getByTestId('org-tree-OU-node-DEMO').click();
  await expect(tab.getByTestId('org-detail-title')).toHaveText('演示集团');

  // A code already used is refused by the server; the dialog keeps the input and names the field.
  await tab.getByTestId('org-add-child').click();
  const orgForm = page.getByTestId('org-form');
  await expect(page.getByRole('dialog')).toContainText('新增经营单位');
  await orgForm.getByTestId('org-form-code').fill('OU_EAST');
  await orgForm.getByTestId('org-form-name').fill('华北经营单位');
  await page.getByTestId('org-form-ok').click();
  await expect(page.getByText('编码 OU_EAST 已存在').first()).toBeVisible();
  await expect(orgForm.getByTestId('org-form-name')).toHaveValue('华北经营单位');
  // A code with a space is refused before it leaves the browser.
  await orgForm.getByTestId('org-form-code').fill('OU NORTH');
  await page.getByTestId('org-form-ok').click();
  await expect(orgForm).toContainText('编码只能包含字母、数字及 - _ .');
  await orgForm.getByTestId('org-form-code').fill('OU_NORTH');
  await orgForm.getByTestId('org-form-name-en').fill('North China OU');
  await page.getByTestId('org-form-ok').click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(tab.getByTestId('org-tree-OU-node-OU_NORTH')).toBeVisible();
  await expect(tab.getByTestId('org-detail-title')).toHaveText('华北经营单位');
  await expect(tab.getByTestId('org-detail')).toContainText('演示集团 (DEMO)');

  // The tree search keeps the matches and their parents.
  await tab.getByTestId('org-tree-OU-search').locator('input').fill('north');
  await expect(tab.getByTestId('org-tree-OU-node-OU_NORTH')).toBeVisible();
  await expect(tab.getByTestId('org-tree-OU-node-OU_EAST')).toHaveCount(0);
  await tab.getByTestId('org-tree-OU-search').locator('input').fill('');
  await expect(tab.getByTestId('org-tree-OU-node-OU_EAST')).toBeVisible();

  // A department of the new operating unit.
  await expect(tab.getByTestId('department-tree')).toContainText('该组织暂无部门');
  await tab.getByTestId('department-add').click();
  const deptForm = page.getByTestId('department-form');
  await deptForm.getByTestId('department-form-code').fill('PUR');
  await deptForm.getByTestId('department-form-name').fill('采购部');
  await deptForm.getByTestId('department-form-name-en').fill('Purchasing');
  await page.getByTestId('department-form-ok').click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(tab.getByTestId('department-tree-node-PUR')).toBeVisible();
  await expect(tab.getByTestId('department-detail-title')).toHaveText('采购部 · 职位');

  // A position in the department, with a level and a job title.
  const positions = tab.getByTestId('position-table');
  await positions.getByTestId('toolbar-button-addPosition').click();
  const posForm = page.getByTestId('position-form');
  await posForm.getByTestId('position-form-code').fill('POS_NORTH_BUYER');
  await posForm.getByTestId('position-form-name').fill('华北采购员');
  await posForm.getByTestId('position-form-name-en').fill('North China buyer');
  await pick(page, posForm.getByTestId('position-form-level'), '专员');
  await pick(page, posForm.getByTestId('position-form-job-title'), '采购专员');
  await page.getByTestId('position-form-ok').click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  const created = row(positions, 'POS_NORTH_BUYER');
  await expect(created).toContainText('华北采购员');
  await expect(created).toContainText('专员');
  await expect(created).toContainText('采购专员');
  await shotOf(page, 'CN-org-created');

  // Disabling the business entity is refused while it has enabled operating units; nothing changes.
  await tab.getByTestId('org-tree-OU-node-DEMO').click();
  await tab.getByTestId('org-toggle').click();
  await expect(page.locator('.ant-popconfirm')).toContainText('确定禁用“演示集团”吗？');
  await page.getByTestId('org-toggle-ok').click();
  await expect(page.getByText('还有启用的下级，不能禁用，请先禁用下级').first()).toBeVisible();
  await expect(tab.getByTestId('org-detail')).toContainText('启用');
  expect(problems).toEqual([]);
});

test('the BU / OU / INV tabs, and the :treeType address opens its tab', async ({ browser }) => {
  const { page, problems } = await signedIn(browser, 'admin', 'CN');
  const open = async (address: string) => {
    await page.goto(`${server.url}/main/${address}`);
    await expect(page.getByTestId('screen-institution')).toBeVisible();
  };
  await open('systemsetting/institution/OU');
  const selected = (key: string) =>
    page.getByRole('tab', { selected: true }).filter({ has: page.getByTestId(`institution-tab-${key}`) });
  await expect(selected('OU')).toHaveCount(1);
  // The tab opened by its address belongs to the Organisations menu: its buttons are there.
  await expect(page.getByTestId('org-tab-OU').getByTestId('org-edit')).toBeVisible();
  await expect(page.getByTestId('org-tab-OU').getByTestId('org-tree-OU-node-OU_NORTH')).toBeVisible();

  await open('systemsetting/institution/INV');
  await expect(selected('INV')).toHaveCount(1);
  const inv = page.getByTestId('org-tab-INV');
  // The inventory tab shows the whole tree; an operating unit there takes inventory organisations.
  await inv.getByTestId('org-tree-INV-node-OU_NORTH').click();
  await inv.getByTestId('org-add-child').click();
  await expect(page.getByRole('dialog')).toContainText('新增库存组织');
  await page.getByTestId('org-form').getByTestId('org-form-code').fill('INV_NORTH_01');
  await page.getByTestId('org-form').getByTestId('org-form-name').fill('华北一号仓');
  await page.getByTestId('org-form-ok').click();
  await expect(inv.getByTestId('org-tree-INV-node-INV_NORTH_01')).toBeVisible();

  await open('systemsetting/institution/BU');
  await expect(selected('BU')).toHaveCount(1);
  const bu = page.getByTestId('org-tab-BU');
  // The business-entity tab shows only business entities.
  await expect(bu.getByTestId('org-tree-BU-node-DEMO')).toBeVisible();
  await expect(bu.getByTestId('org-tree-BU-node-OU_EAST')).toHaveCount(0);
  await expect(bu.getByTestId('org-add-root')).toBeVisible();

  // The menu opens the first tab; switching tabs shows each tree.
  await openMenu(page, 'SYS_INSTITUTION');
  // Two tabs show the screen now (the address's and the menu's); the menu's is the active one.
  await expect(page.getByTestId('screen-institution')).toHaveCount(2);
  const screen = page.locator('[role="tabpanel"][aria-hidden="false"]').getByTestId('screen-institution');
  await expect(
    screen.getByRole('tab', { selected: true }).filter({ has: page.getByTestId('institution-tab-BU') }),
  ).toHaveCount(1);
  await screen.getByTestId('institution-tab-jobTitles').click();
  await expect(screen.getByTestId('job-title-tab')).toContainText('PUR_MANAGER');
  await screen.getByTestId('institution-tab-levels').click();
  await expect(screen.getByTestId('level-tab')).toContainText('L3');
  expect(problems).toEqual([]);
});

test('the administrator adds a person and allots the new position', async ({ browser }) => {
  const { page, problems } = await signedIn(browser, 'admin', 'CN');
  await openMenu(page, 'SYS_EMPLOYEE');
  const persons = page.getByTestId('person-table');
  await expect(row(persons, 'E0002')).toContainText('华东采购员');
  await expect(row(persons, 'E0002')).toContainText('buyer');

  await persons.getByTestId('toolbar-button-addPerson').click();
  const form = page.getByTestId('person-form');
  await form.getByTestId('person-form-number').fill('E0100');
  await form.getByTestId('person-form-name').fill('周北方');
  await form.getByTestId('person-form-email').fill('zhou@mail');
  await pick(page, form.getByTestId('person-form-org'), 'OU_NORTH');
  await pick(page, form.getByTestId('person-form-department'), '采购部');
  await page.getByTestId('person-form-ok').click();
  // The shared form validators, in the interface language, before anything is sent.
  await expect(form).toContainText('邮箱格式错误');
  await form.getByTestId('person-form-email').fill('zhou@example.com');
  await form.getByTestId('person-form-mobile').fill('13812345678');
  await page.getByTestId('person-form-ok').click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  const person = row(persons, 'E0100');
  await expect(person).toContainText('周北方');
  await expect(person).toContainText('华北经营单位');

  // Filters: by organisation.
  await pick(page, page.getByTestId('person-filter-org'), 'OU_NORTH');
  await page.getByTestId('person-search').click();
  await expect(persons.locator('tr[data-row-key]')).toHaveCount(1);

  await person.getByTestId('row-button-allot').click();
  const drawer = page.getByTestId('allot-drawer');
  await expect(drawer).toContainText('职位分配 · 周北方 (E0100)');
  await drawer.getByTestId('toolbar-button-addAllot').click();
  const allot = page.getByTestId('allot-form');
  await pick(page, allot.getByTestId('allot-form-position'), 'POS_NORTH_BUYER');
  await allot.getByTestId('allot-form-primary').click();
  await page.getByTestId('allot-form-ok').click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  const allotted = row(drawer, 'POS_NORTH_BUYER');
  await expect(allotted).toContainText('任职中');

  // The same position twice in an overlapping period is refused with the server's message.
  await drawer.getByTestId('toolbar-button-addAllot').click();
  await pick(page, allot.getByTestId('allot-form-position'), 'POS_NORTH_BUYER');
  await page.getByTestId('allot-form-ok').click();
  await expect(allot).toContainText('该人员在此期间已任该职位');
  await page
    .getByRole('dialog')
    .filter({ has: allot })
    .getByRole('button', { name: /取\s?消/ })
    .click();
  await shotOf(page, 'CN-allot');
  await drawer.locator('.ant-drawer-close').click();
  await expect(person).toContainText('华北采购员');
  expect(problems).toEqual([]);
});

test("the administrator grants the buyer's user an organisation, sees it and its audit, and revokes it", async ({
  browser,
}) => {
  const { page, problems } = await signedIn(browser, 'admin', 'CN');
  await openMenu(page, 'SYS_EMPLOYEE');
  await row(page.getByTestId('person-table'), 'E0002').getByTestId('row-button-permits').click();
  const drawer = page.getByTestId('permit-drawer');
  await expect(drawer).toContainText('数据权限 · 李采购 (E0002) · 用户 buyer');
  const panel = drawer.getByTestId('permit-panel-user');
  await expect(row(panel, 'OU_EAST')).toBeVisible();

  await panel.getByTestId('toolbar-button-grant').click();
  const form = page.getByTestId('grant-form');
  await pick(page, form.getByTestId('grant-form-values'), 'OU_SOUTH');
  await page.getByRole('dialog').filter({ has: form }).locator('.ant-modal-title').click();
  await page.getByTestId('grant-form-ok').click();
  await expect(page.getByText('授权成功').first()).toBeVisible();
  await expect(row(panel, 'OU_SOUTH')).toContainText('华南经营单位');

  await drawer.getByTestId('permit-tab-scope').click();
  await expect(drawer.getByTestId('user-scope-ORG')).toContainText('OU_SOUTH');
  await drawer.getByTestId('permit-tab-audit').click();
  const audit = drawer.getByTestId('permit-audit');
  await expect(audit.locator('tr[data-row-key]').first()).toContainText('授权');
  await expect(audit.locator('tr[data-row-key]').first()).toContainText('OU_SOUTH 华南经营单位');
  await expect(audit.locator('tr[data-row-key]').first()).toContainText('admin');
  await shotOf(page, 'CN-audit');

  // Revoke: asked first; cancelling keeps the permit.
  await drawer.getByTestId('permit-tab-user').click();
  await row(panel, 'OU_SOUTH').getByTestId('row-button-revoke').click();
  await expect(page.locator('.ant-popconfirm')).toContainText('确定撤销该条数据权限吗');
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /取\s?消/ })
    .click();
  await expect(row(panel, 'OU_SOUTH')).toBeVisible();
  await row(panel, 'OU_SOUTH').getByTestId('row-button-revoke').click();
  await confirmOk(page).click();
  await expect(page.getByText('已撤销授权').first()).toBeVisible();
  await expect(row(panel, 'OU_SOUTH')).toHaveCount(0);
  await expect(row(panel, 'OU_EAST')).toBeVisible();

  await drawer.getByTestId('permit-tab-audit').click();
  await expect(audit.locator('tr[data-row-key]').first()).toContainText('撤销');
  await expect(audit.locator('tr[data-row-key]').first()).toContainText('OU_SOUTH');
  await drawer.getByTestId('permit-tab-scope').click();
  await expect(drawer.getByTestId('user-scope-ORG')).not.toContainText('OU_SOUTH');

  // Permits by position: the buyer's own position comes first and lists what it opens.
  await drawer.getByTestId('permit-tab-holder').click();
  await expect(drawer.getByTestId('permit-holder')).toContainText('POS_EAST_BUYER');
  await expect(drawer.getByTestId('permit-panel-holder')).toContainText('RAW_STEEL');
  expect(problems).toEqual([]);
});

test('both languages: every part of the two screens opens in English and Chinese without a console error', async ({
  browser,
}) => {
  const page = await keptPage(browser, server.url, 'admin');
  const problems = watchConsole(page);
  for (const lang of ['EN', 'CN'] as const) {
    const en = lang === 'EN';
    await signIn(page, server.url, 'admin', lang);
    await openMenu(page, 'SYS_INSTITUTION');
    const screen = page.getByTestId('screen-institution');
    await expect(screen.getByTestId('institution-tab-BU')).toHaveText(en ? 'Business entities' : '业务实体');
    await expect(screen.getByTestId('org-detail')).toContainText(en ? 'Demo Group' : '演示集团');
    await shotOf(page, `${lang}-org-BU`);
    await screen.getByTestId('institution-tab-OU').click();
    const tab = screen.getByTestId('org-tab-OU');
    await tab.getByTestId('org-tree-OU-node-OU_EAST').click();
    await tab.getByTestId('department-tree-node-PUR').click();
    await expect(tab.getByTestId('department-detail-title')).toHaveText(
      en ? 'Purchasing · positions' : '采购部 · 职位',
    );
    await expect(row(tab.getByTestId('position-table'), 'POS_EAST_BUYER')).toContainText(
      en ? 'East China buyer' : '华东采购员',
    );
    await shotOf(page, `${lang}-org-OU`);
    await tab.getByTestId('department-edit').click();
    await expect(page.getByRole('dialog')).toContainText(en ? 'Edit department' : '编辑部门');
    await shotOf(page, `${lang}-department-form`);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Cancel|取\s?消/ })
      .click();
    await screen.getByTestId('institution-tab-levels').click();
    await expect(screen.getByTestId('level-tab')).toContainText(en ? 'Director' : '总监');
    await screen.getByTestId('institution-tab-jobTitles').click();
    await expect(screen.getByTestId('job-title-tab')).toContainText(en ? 'Purchasing manager' : '采购经理');

    await openMenu(page, 'SYS_EMPLOYEE');
    const persons = page.getByTestId('person-table');
    await expect(persons).toContainText(en ? 'Employee no.' : '员工编号');
    await shotOf(page, `${lang}-persons`);
    await persons.getByTestId('toolbar-button-addPerson').click();
    await expect(page.getByRole('dialog')).toContainText(en ? 'New person' : '新增人员');
    await shotOf(page, `${lang}-person-form`);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Cancel|取\s?消/ })
      .click();
    await row(persons, 'E0003').getByTestId('row-button-allot').click();
    await expect(page.getByTestId('allot-drawer')).toContainText('POS_EAST_PUR_MANAGER');
    await page.getByTestId('allot-drawer').locator('.ant-drawer-close').click();
    await row(persons, 'E0003').getByTestId('row-button-permits').click();
    const drawer = page.getByTestId('permit-drawer');
    await expect(drawer.getByTestId('permit-panel-user')).toContainText('OU_SOUTH');
    await drawer.getByTestId('permit-tab-scope').click();
    // The approver's categories come through its level.
    await expect(drawer.getByTestId('user-scope-CATEGORY')).toContainText(en ? 'Level' : '职级');
    await shotOf(page, `${lang}-scope`);
    await drawer.getByTestId('permit-tab-holder').click();
    await drawer
      .getByTestId('permit-holder-kind')
      .getByText(en ? 'Level' : '职级')
      .click();
    await expect(drawer.getByTestId('permit-panel-holder')).toContainText('ELEC');
    await shotOf(page, `${lang}-holder`);
    await drawer.getByTestId('permit-tab-audit').click();
    await expect(drawer.getByTestId('permit-audit')).toContainText(en ? 'Holder' : '查看对象');
    await drawer.locator('.ant-drawer-close').click();
  }
  expect(problems).toEqual([]);
});
