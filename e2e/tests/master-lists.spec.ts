import type { Browser } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiOf } from '../support/api.ts';
import { openMenu } from '../support/menu.ts';
import { openAs } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';
import { expect, test } from '../support/test.ts';

/*
 * Declared master lists (packages/core/src/masters, issue 16 item 7) as the administrator keeps them on
 * Administration → Organisations: the screen built from the declaration refuses what the server refuses,
 * on the field, and what it saves is what the server stored.
 */

const JOB_TITLES = '/api/baseServer/v1/baseJobTitleRestful';
const LEVELS = '/api/baseServer/v1/basePositionLevelRestful';

/*
 * Each test opens its user's kept page of the worker (support/sessions.ts: `openAs`, the app loaded afresh in the
 * test's language) instead of a new browser and a login, which cost seconds each on the 2-core machine. These
 * tests add no routes, init scripts or dialog handlers.
 */

/** The administrator's page in `lang` with Organisations open on `tab`; its console watched (`expected` left out). */
async function openTab(
  browser: Browser,
  url: string,
  lang: 'CN' | 'EN',
  tab: 'jobTitles' | 'levels',
  expected?: RegExp,
) {
  const { page, problems } = await openAs(browser, url, 'admin', { lang, expected });
  await openMenu(page, 'SYS_INSTITUTION');
  const screen = page.locator('[role="tabpanel"][aria-hidden="false"]').getByTestId('screen-institution');
  await screen.getByTestId(`institution-tab-${tab}`).click();
  return { page, problems, tab: screen.getByTestId(tab === 'jobTitles' ? 'job-title-tab' : 'level-tab') };
}

test('the administrator adds a job title, is refused a bad and a taken code on the field, and edits it', async ({
  browser,
  server,
}) => {
  // The browser's own lines about the refusals provoked here pass; the refusal itself is checked on the form.
  const { page, problems, tab } = await openTab(
    browser,
    server.url,
    'CN',
    'jobTitles',
    /Failed to load resource: the server responded with a status of (400|409)/,
  );
  const api = apiOf(server.url);
  const admin = await api.certificateOf('admin');
  const stored = async (code: string) =>
    (await api.call(admin, `${JOB_TITLES}/listByPage`, { searchParams: { keyword: code } })).find(
      (r: { jobTitleCode: string }) => r.jobTitleCode === code,
    );

  await tab.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('job-title-form');
  await expect(page.getByRole('dialog')).toContainText('新增岗位');
  const code = form.getByTestId('job-title-form-jobTitleCode');
  await code.pressSequentially('QA LEAD');
  await form.getByTestId('job-title-form-jobTitleName').pressSequentially('质量主管');
  await page.getByTestId('job-title-form-ok').click();
  const fieldErrors = form.locator('.ant-form-item-explain-error');
  await expect(fieldErrors).toHaveText(['编码只能包含字母、数字及 - _ .']);
  // Corrected key by key after the refusal: what was typed elsewhere stays.
  await code.press('End');
  for (let i = 0; i < 'LEAD'.length + 1; i++) await code.press('Backspace');
  await code.pressSequentially('_E2E_LEAD');
  await expect(fieldErrors).toHaveCount(0);
  await expect(form.getByTestId('job-title-form-jobTitleName')).toHaveValue('质量主管');
  await form.getByTestId('job-title-form-description').pressSequentially('负责来料检验');
  await page.getByTestId('job-title-form-ok').click();
  await expect(form).toBeHidden();
  await expect(tab.locator('tr[data-row-key]').filter({ hasText: 'QA_E2E_LEAD' })).toContainText('质量主管');
  expect(await stored('QA_E2E_LEAD')).toMatchObject({
    jobTitleName: '质量主管',
    jobTitleNameEn: null,
    description: '负责来料检验',
    enabledFlag: 'Y',
  });

  // The same code again: the server's 409 lands on the code field, nothing is stored twice.
  await tab.getByTestId('toolbar-button-add').click();
  await code.pressSequentially('QA_E2E_LEAD');
  await form.getByTestId('job-title-form-jobTitleName').pressSequentially('重复');
  await page.getByTestId('job-title-form-ok').click();
  await expect(fieldErrors).toHaveText(['编码 QA_E2E_LEAD 已存在']);
  await page.getByRole('button', { name: /取\s*消/ }).click();
  expect((await api.call(admin, `${JOB_TITLES}/listByPage`, { searchParams: { keyword: 'QA_E2E_LEAD' } })).length).toBe(
    1,
  );

  // Edit: the code is fixed, the English name is added, and the title is disabled in the form.
  const row = tab.locator('tr[data-row-key]').filter({ hasText: 'QA_E2E_LEAD' });
  await row.getByTestId('row-button-edit').click();
  await expect(page.getByRole('dialog')).toContainText('编辑岗位 · 质量主管');
  await expect(code).toBeDisabled();
  await form.getByTestId('job-title-form-jobTitleNameEn').pressSequentially('QA lead');
  await form.getByTestId('job-title-form-enabled').uncheck();
  await shot(page, { path: test.info().outputPath('job-title-edit.png') });
  await page.getByTestId('job-title-form-ok').click();
  await expect(form).toBeHidden();
  expect(await stored('QA_E2E_LEAD')).toMatchObject({ jobTitleNameEn: 'QA lead', enabledFlag: 'N' });

  // The keyword finds it by its English name too; the status filter leaves it out of the enabled ones.
  await tab.getByTestId('job-title-keyword').pressSequentially('QA lead');
  await tab.getByTestId('job-title-search').click();
  await expect(tab.locator('tr[data-row-key]')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('in English, the position levels list keeps the rank order and says what levels are for', async ({
  browser,
  server,
}) => {
  const { page, problems, tab } = await openTab(browser, server.url, 'EN', 'levels');
  await expect(tab).toContainText('a data permit granted on a level applies to everyone holding a position');
  await tab.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('level-form');
  await expect(page.getByRole('dialog')).toContainText('Add level');
  await expect(form).toContainText('A smaller rank is a higher level');
  await form.getByTestId('level-form-levelCode').pressSequentially('E2E_TOP');
  await form.getByTestId('level-form-levelName').pressSequentially('首席');
  await form.getByTestId('level-form-levelNameEn').pressSequentially('Chief');
  const rank = form.getByTestId('level-form-levelRank');
  await rank.fill('');
  await rank.pressSequentially('0');
  await page.getByTestId('level-form-ok').click();
  await expect(form).toBeHidden();
  // Rank 0 comes first; the English title shows the English name.
  await expect(tab.locator('tr[data-row-key]').first()).toContainText('E2E_TOP');
  await expect(tab.locator('tr[data-row-key]').first()).toContainText('Chief');
  const api = apiOf(server.url);
  const [first] = await api.call(await api.certificateOf('admin'), `${LEVELS}/listByPage`, { pageRows: 1 });
  expect(first).toMatchObject({ levelCode: 'E2E_TOP', levelRank: 0, title: 'Chief', enabledFlag: 'Y' });
  await shot(page, { path: test.info().outputPath('levels-en.png') });
  expect(problems).toEqual([]);
});

test('the buyer adds an introduction scene with the steps it requires, and lifecycle documents can pick it', async ({
  browser,
  server,
}) => {
  const { page, problems } = await openAs(browser, server.url, 'buyer', { lang: 'CN' });
  await openMenu(page, 'SLC_INTRO_SCENE', 'SUPPLIER_LIFECYCLE');
  const screen = page.locator('[data-testid="screen-introductionSceneList"]:visible');
  await screen.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('intro-scene-form');
  await form.getByTestId('intro-scene-form-sceneCode').pressSequentially('E2E_SECOND_SOURCE');
  await form.getByTestId('intro-scene-form-sceneName').pressSequentially('第二货源');
  await form.getByTestId('intro-scene-form-inspectionFlag').check();
  await form.getByTestId('intro-scene-form-batchTrialFlag').check();
  await page.getByTestId('intro-scene-form-ok').click();
  await expect(form).toBeHidden();
  await expect(screen.locator('tr[data-row-key]').filter({ hasText: 'E2E_SECOND_SOURCE' })).toContainText('第二货源');
  await shot(page, { path: test.info().outputPath('intro-scenes-cn.png') });

  const api = apiOf(server.url);
  const buyer = await api.certificateOf('buyer');
  const picked = await api.call(buyer, '/api/srmServer/v1/srmSlcIntroSceneRestful/listForSelect', {
    searchParams: { keyword: 'E2E_SECOND' },
  });
  expect(picked).toEqual([
    expect.objectContaining({
      sceneCode: 'E2E_SECOND_SOURCE',
      inspectionFlag: 'Y',
      sampleTrialFlag: 'N',
      batchTrialFlag: 'Y',
      enabledFlag: 'Y',
    }),
  ]);
  expect(problems).toEqual([]);
});

test('the buyer disables a bank after confirming, and is told a bank with branches cannot be deleted', async ({
  browser,
  server,
}) => {
  const { page, problems } = await openAs(browser, server.url, 'buyer', {
    lang: 'EN',
    expected: /Failed to load resource: the server responded with a status of 409/,
  });
  await openMenu(page, 'BASE_BANK', 'BASE_DATA');
  const screen = page.locator('[data-testid="screen-bank"]:visible');
  await screen.getByTestId('bank-keyword').pressSequentially('ICBC');
  await screen.getByTestId('bank-search').click();
  const row = screen.locator('tr[data-row-key]');
  await expect(row).toHaveCount(1);

  await row.getByTestId('row-button-delete').click();
  await page.getByRole('button', { name: /^OK$/ }).click();
  await expect(page.getByText('It is used by bank branches; disable it instead')).toBeVisible();

  await row.getByTestId('row-button-disable').click();
  await expect(page.getByText('Disable it?')).toBeVisible();
  await page.getByRole('button', { name: /^OK$/ }).click();
  await expect(row).toContainText('Disabled');
  await shot(page, { path: test.info().outputPath('banks-en.png') });
  const api = apiOf(server.url);
  const [icbc] = await api.call(await api.certificateOf('buyer'), '/api/baseServer/v1/baseBankRestful/listByPage', {
    searchParams: { keyword: 'ICBC' },
  });
  expect(icbc).toMatchObject({ bankCode: 'ICBC', enabledFlag: 'N' });
  // Editing the disabled bank keeps it disabled.
  await row.getByTestId('row-button-edit').click();
  await page.getByTestId('bank-form-bankNameEn').fill('');
  await page.getByTestId('bank-form-bankNameEn').pressSequentially('ICBC (edited)');
  await page.getByTestId('bank-form-ok').click();
  await expect(page.getByTestId('bank-form')).toBeHidden();
  const [edited] = await api.call(await api.certificateOf('buyer'), '/api/baseServer/v1/baseBankRestful/listByPage', {
    searchParams: { keyword: 'ICBC' },
  });
  expect(edited).toMatchObject({ bankNameEn: 'ICBC (edited)', enabledFlag: 'N' });
  await row.getByTestId('row-button-enable').click();
  await page.getByRole('button', { name: /^OK$/ }).click();
  await expect(row).toContainText('Enabled');
  expect(problems).toEqual([]);
});

test('the buyer imports banks from the template of the declared list', async ({ browser, server }) => {
  const { page, problems } = await openAs(browser, server.url, 'buyer', {
    lang: 'EN',
    expected: /Failed to load resource: the server responded with a status of 400/,
  });
  await openMenu(page, 'BASE_BANK', 'BASE_DATA');
  const screen = page.locator('[data-testid="screen-bank"]:visible');
  await screen.getByTestId('toolbar-button-import').click();
  const importer = page.getByTestId('bank-import');
  await expect(page.getByRole('dialog')).toContainText('Banks');

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('banks');
  sheet.addRow(['Bank code', 'Bank name', 'English name', 'Enabled']);
  sheet.addRow(['E2E_BOC_HK', '中银香港', 'Bank of China (Hong Kong)', 'Y']);
  sheet.addRow(['E2E BAD', '坏编码', '', '']);
  const bad = test.info().outputPath('banks-bad.xlsx');
  await workbook.xlsx.writeFile(bad);
  await importer.locator('input[type=file]').setInputFiles(bad);
  await page.getByTestId('bank-import-ok').click();
  await expect(page.getByTestId('bank-import-errors')).toContainText('Row 3: Bank code');

  sheet.getRow(3).getCell(1).value = 'E2E_HSBC';
  const good = test.info().outputPath('banks-good.xlsx');
  await workbook.xlsx.writeFile(good);
  await importer.locator('.ant-upload-list-item').hover();
  await importer.locator('.ant-upload-list-item button').click();
  await importer.locator('input[type=file]').setInputFiles(good);
  await page.getByTestId('bank-import-ok').click();
  await expect(importer).toBeHidden();
  await screen.getByTestId('bank-keyword').pressSequentially('E2E_');
  await screen.getByTestId('bank-search').click();
  await expect(screen.locator('tr[data-row-key]')).toHaveCount(2);
  const api = apiOf(server.url);
  const stored = await api.call(await api.certificateOf('buyer'), '/api/baseServer/v1/baseBankRestful/listByPage', {
    searchParams: { keyword: 'E2E_' },
  });
  expect(stored.map((b: { bankCode: string; bankNameEn: string | null }) => [b.bankCode, b.bankNameEn])).toEqual([
    ['E2E_BOC_HK', 'Bank of China (Hong Kong)'],
    ['E2E_HSBC', null],
  ]);
  expect(problems).toEqual([]);
});
