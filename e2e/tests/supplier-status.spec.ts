import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { watchConsole } from '../support/console.ts';
import { openMenu } from '../support/menu.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { closeKeptPages, keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';

// The supplier-status documents through the generic document screens: the buyer blacklists supplier2,
// the approver approves, supplier2 then shows BLACKLIST in the supplier information and its user sees
// the restriction on its home. Every status screen opens without a console error in CN and EN.

const SHOTS = '/tmp/shots-e';
const FOLDER = 'SUPPLIER_LIFECYCLE';
let server: TestServer;

test.beforeAll(async () => {
  // A server of its own: supplier2 ends up blacklisted, which would block every later spec's supplier2.
  server = await startServer({ private: true });
});
test.afterAll(async () => {
  if (!server) return;
  await closeKeptPages(server.url);
  await server.stop();
});
test.describe.configure({ mode: 'serial' });

/**
 * `userName`'s kept page on this spec's server (support/sessions.ts), its console watched, the app loaded afresh
 * in `lang`: the buyer's three tests log in once. No test here adds routes, init scripts or dialog handlers.
 */
async function signedIn(browser: Browser, userName: string, lang: 'CN' | 'EN' = 'CN') {
  const page = await keptPage(browser, server.url, userName);
  const errors = watchConsole(page);
  await signIn(page, server.url, userName, lang);
  return { page, errors };
}

async function openList(page: Page, menuCode: string, testId: string): Promise<Locator> {
  await openMenu(page, menuCode, FOLDER);
  const list = page.locator(`[data-testid="screen-${testId}-list"]:visible`);
  await expect(list).toBeVisible();
  return list;
}

test('the buyer blacklists supplier2 through approval; supplier2 is BLACKLIST and its user sees the restriction', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { page, errors } = await signedIn(browser, 'buyer');

  const list = await openList(page, 'SLC_BLACKLIST', 'blacklist');
  await list.getByTestId('toolbar-button-add').click();
  const edit = page.locator('[data-testid="screen-blacklist-edit"]:visible');
  await expect(edit).toBeVisible();
  await expect(edit.getByTestId('blacklist-field-changeType')).toContainText('拉黑');
  await pickFrom(page, edit.getByTestId('blacklist-field-supplierId'), '华信电子', { search: '华信', remote: true });
  await edit.getByTestId('blacklist-field-reason').fill('伪造质量证书');
  await edit.getByTestId('blacklist-save').click();
  const number = edit.getByTestId('blacklist-number');
  await expect(number).toHaveText(/^BL\d{10}$/);
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'DRAFT');
  await shot(page, { path: `${SHOTS}/blacklist-draft.png`, fullPage: true });
  await edit.getByTestId('blacklist-action-submit').click();
  await page.getByTestId('blacklist-confirm-ok').click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');
  const docNumber = (await number.textContent()) ?? '';

  // The approver opens it from the list and approves.
  const { page: approverPage, errors: approverErrors } = await signedIn(browser, 'approver');
  const approverList = await openList(approverPage, 'SLC_BLACKLIST', 'blacklist');
  await approverList.getByTestId('blacklist-search').click();
  await approverList.getByTestId(`blacklist-open-${docNumber}`).click();
  const approverEdit = approverPage.locator('[data-testid="screen-blacklist-edit"]:visible');
  await expect(approverEdit.getByTestId('blacklist-number')).toHaveText(docNumber);
  await approverEdit.getByTestId('blacklist-action-approve').click();
  await approverPage.getByTestId('blacklist-comment').fill('同意拉黑');
  await approverPage.getByTestId('blacklist-comment-ok').click();
  await expect(approverEdit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');
  await shot(approverPage, { path: `${SHOTS}/blacklist-approved.png`, fullPage: true });

  // The buyer sees supplier2 blacklisted in the supplier information.
  await openMenu(page, 'SLC_SUPPLIER_INFO', FOLDER);
  const info = page.locator('[data-testid="screen-supplier-info-list"]:visible');
  const row = info.locator('tr.ant-table-row', { hasText: 'S000002' });
  await expect(row).toContainText('黑名单');
  await shot(page, { path: `${SHOTS}/supplier-info-blacklisted.png`, fullPage: true });

  // supplier2 logs in and sees why sourcing and orders are closed to it.
  const { page: supplierPage, errors: supplierErrors } = await signedIn(browser, 'supplier2');
  // supplier2's certificate expiring soon raises its own notice first; acknowledged, the home shows.
  await supplierPage.getByTestId('qualification-warning-ack').click();
  const banner = supplierPage.getByTestId('supplier-trade-block');
  await expect(banner).toContainText('账号受限');
  await expect(banner).toContainText('供应商已被列入黑名单（伪造质量证书），不能参与寻源或接收订单');
  await shot(supplierPage, { path: `${SHOTS}/supplier2-home-blacklisted.png` });

  expect(errors).toEqual([]);
  expect(approverErrors).toEqual([]);
  expect(supplierErrors).toEqual([]);
});

const SCREENS: [menuCode: string, testId: string][] = [
  ['SLC_BLACKLIST', 'screen-blacklist-list'],
  ['SLC_QUIT', 'screen-quit-list'],
  ['SLC_DESIGNATED', 'screen-designated-list'],
  ['SLC_PARTS_AUTH', 'screen-partsAuth-list'],
  ['SLC_INTRO_SCENE', 'screen-introductionSceneList'],
  ['SLC_SUPPLIER_GROUP', 'screen-supplierGroups'],
];

for (const lang of ['CN', 'EN'] as const) {
  test(`every supplier-status screen and a new document open without a console error (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { page, errors } = await signedIn(browser, 'buyer', lang);
    for (const [code, testId] of SCREENS) {
      await openMenu(page, code, FOLDER);
      const screen = page.locator(`[data-testid="${testId}"]:visible`);
      await expect(screen).toBeVisible();
      await expect(screen.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
      await page.waitForLoadState('networkidle');
      await shot(page, { path: `${SHOTS}/${code}-${lang}.png`, fullPage: true });
    }
    // New documents of each type: the generic page with the type's fields.
    for (const [code, testId, field] of [
      ['SLC_QUIT', 'quit', 'siteId'],
      ['SLC_DESIGNATED', 'designated', 'validFrom'],
      ['SLC_PARTS_AUTH', 'partsAuth', 'orgId'],
    ] as const) {
      const list = await openList(page, code, testId);
      await list.getByTestId('toolbar-button-add').click();
      const edit = page.locator(`[data-testid="screen-${testId}-edit"]:visible`);
      await expect(edit.getByTestId(`${testId}-field-${field}`)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, { path: `${SHOTS}/${testId}-new-${lang}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
  });
}
