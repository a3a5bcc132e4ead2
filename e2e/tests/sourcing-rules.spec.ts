import type { Page } from '@playwright/test';
import { apiOf } from '../support/api.ts';
import { watchConsole } from '../support/console.ts';
import { loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { pickFrom } from '../support/select.ts';
import { shot } from '../support/shots.ts';
import { expect, test } from '../support/test.ts';

/*
 * Sourcing rule setup (issue 17 item 1) as the people who keep it: the administrator builds a weighted
 * tender template with its criteria and is told, on the fields, when weights do not sum to 100; the buyer, in
 * English, adds an external expert tied to a supplier (the ID number masked in the list), a sourcing type
 * with its default template, and a project. Every row is the spec's own (codes with a run suffix).
 */

const API = (entity: string) => `/api/srmServer/v1/${entity}Restful`;
const run = Date.now().toString(36).toUpperCase();

async function signIn(page: Page, url: string, user: string, lang: 'CN' | 'EN') {
  await page.goto(`${url}/login`);
  await page.evaluate((l) => {
    localStorage.clear();
    localStorage.setItem('SRM_lang', l);
  }, lang);
  await loginAs(page, url, user);
}

test('the administrator builds a weighted tender template with criteria, corrects the weights, and it is stored', async ({
  page,
  server,
}) => {
  // The refusals here are the form's own (said before sending): the browser logs no failed call.
  const problems = watchConsole(page);
  await signIn(page, server.url, 'admin', 'CN');
  await openMenu(page, 'SRC_TEMPLATE', 'SOURCING');
  const screen = page.locator('[data-testid="screen-sourcingTemplateList"]:visible');
  await screen.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('template-form');
  await expect(page.getByRole('dialog')).toContainText('新增寻源模板');
  const code = `E2E_WS_${run}`;
  await form.getByTestId('template-form-templateCode').pressSequentially(code);
  await form.getByTestId('template-form-templateName').pressSequentially('设备招标综合评分');
  await form.getByTestId('template-form-templateNameEn').pressSequentially('Equipment tender');
  await pickFrom(page, form.getByTestId('template-form-sourcingMethod'), '招标');
  await pickFrom(page, form.getByTestId('template-form-evaluationMethod'), '综合评分法');
  // The weights appear for a weighted score only.
  await form.getByTestId('template-form-technicalWeight').pressSequentially('60');
  await form.getByTestId('template-form-commercialWeight').pressSequentially('30');
  const rounds = form.getByTestId('template-form-roundsAllowed');
  await rounds.fill('');
  await rounds.pressSequentially('2');

  const criteria = form.getByTestId('template-criteria');
  const add = form.getByTestId('template-criteria-add');
  const line = async (i: number, name: string, weight: string, kind?: string) => {
    await add.click();
    await criteria.getByTestId(`template-criteria-${i}-name`).pressSequentially(name);
    if (kind) await pickFrom(page, criteria.getByTestId(`template-criteria-${i}-kind`), kind);
    await criteria.getByTestId(`template-criteria-${i}-weight`).pressSequentially(weight);
  };
  await line(0, '技术方案', '60');
  await line(1, '售后服务', '30');
  await line(2, '投标价格', '100', '商务');
  await page.getByTestId('template-form-ok').click();

  // Both sums are wrong: each message stands on its field, in Chinese, and nothing is sent.
  const commercialItem = form
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId('template-form-commercialWeight') });
  await expect(commercialItem).toContainText('技术权重与商务权重之和须为 100，当前为 90');
  await expect(criteria).toContainText('技术评分项权重之和须为 100，当前为 90');
  await shot(page, { path: test.info().outputPath('template-weights-refused.png') });

  // Corrected key by key.
  const commercial = form.getByTestId('template-form-commercialWeight');
  await commercial.press('End');
  await commercial.press('Backspace');
  await commercial.press('Backspace');
  await commercial.pressSequentially('40');
  await expect(commercialItem).not.toContainText('之和须为 100');
  const service = criteria.getByTestId('template-criteria-1-weight');
  await service.press('End');
  await service.press('Backspace');
  await service.press('Backspace');
  await service.pressSequentially('40');
  await page.getByTestId('template-form-ok').click();
  await expect(form).toBeHidden();
  const row = screen.locator('tr[data-row-key]').filter({ hasText: code });
  await expect(row).toContainText('设备招标综合评分');
  await shot(page, { path: test.info().outputPath('template-list.png'), fullPage: true });

  const api = apiOf(server.url);
  const admin = await api.certificateOf('admin');
  const [stored] = await api.call(admin, `${API('srmSrcTemplate')}/listByPage`, { searchParams: { keyword: code } });
  expect(stored).toMatchObject({
    templateCode: code,
    templateNameEn: 'Equipment tender',
    sourcingMethod: 'TENDER',
    evaluationMethod: 'WEIGHTED_SCORE',
    technicalWeight: '60.00',
    commercialWeight: '40.00',
    roundsAllowed: 2,
    bondRule: 'NONE',
    bondValue: null,
    openAfterDeadline: 'Y',
    enabledFlag: 'Y',
  });
  expect(
    stored.criteria.map((c: any) => [c.lineNumber, c.criterionName, c.criterionKind, c.weight, c.maxScore]),
  ).toEqual([
    [1, '技术方案', 'TECHNICAL', '60.00', '100.00'],
    [2, '售后服务', 'TECHNICAL', '40.00', '100.00'],
    [3, '投标价格', 'COMMERCIAL', '100.00', '100.00'],
  ]);

  // Editing it shows the stored criteria; a lowest-price template hides the weights and stores none.
  await row.getByTestId('row-button-edit').click();
  await expect(criteria.getByTestId('template-criteria-2-name')).toHaveValue('投标价格');
  await shot(page, { path: test.info().outputPath('template-edit.png') });
  await page.getByRole('button', { name: /取\s*消/ }).click();
  expect(problems).toEqual([]);
});

test('in English, the buyer adds an external expert tied to a supplier; the list masks the ID number', async ({
  page,
  server,
}) => {
  const problems = watchConsole(page);
  await signIn(page, server.url, 'buyer', 'EN');
  await openMenu(page, 'SRC_EXPERT', 'SOURCING');
  const screen = page.locator('[data-testid="screen-sourcingExpertList"]:visible');
  await screen.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('expert-form');
  await expect(page.getByRole('dialog')).toContainText('Add expert');
  const code = `E2E_EXP_${run}`;
  await form.getByTestId('expert-form-expertCode').pressSequentially(code);
  await form.getByTestId('expert-form-expertName').pressSequentially('Dr. Sun');
  // Internal by default: the person is asked for; external asks for the company and ID number instead.
  await expect(form.getByTestId('expert-form-personId')).toBeVisible();
  await pickFrom(page, form.getByTestId('expert-form-expertSource'), 'External');
  await expect(form.getByTestId('expert-form-personId')).toBeHidden();
  await form.getByTestId('expert-form-company').pressSequentially('Tongji Design Institute');
  await form.getByTestId('expert-form-phone').pressSequentially('+86 21 6598 0000');
  await form.getByTestId('expert-form-email').pressSequentially('sun@tongji.example.edu');
  await form.getByTestId('expert-form-idNumber').pressSequentially('31010519750203421X');
  await pickFrom(page, form.getByTestId('expert-form-expertLevel'), 'Senior');
  await pickFrom(page, form.getByTestId('expert-form-categoryIds'), 'Electronic components', { search: 'ELEC' });
  await page.keyboard.press('Escape');
  await pickFrom(page, form.getByTestId('expert-form-conflictSupplierIds'), '深圳华信', { search: 'S000002' });
  await page.keyboard.press('Escape');
  await shot(page, { path: test.info().outputPath('expert-form-en.png') });
  await page.getByTestId('expert-form-ok').click();
  await expect(form).toBeHidden();
  const row = screen.locator('tr[data-row-key]').filter({ hasText: code });
  await expect(row).toContainText('310************21X');
  await expect(row).toContainText('深圳华信电子有限公司');
  await expect(row).not.toContainText('31010519750203421X');
  await shot(page, { path: test.info().outputPath('expert-list-en.png'), fullPage: true });

  const api = apiOf(server.url);
  const buyer = await api.certificateOf('buyer');
  const [listed] = await api.call(buyer, `${API('srmSrcExpert')}/listByPage`, { searchParams: { keyword: code } });
  const stored = await api.call(buyer, `${API('srmSrcExpert')}/findById`, { expertId: listed.expertId });
  const suppliers = await api.call(buyer, '/api/baseServer/v1/baseSupplierRestful/listForSelect', {
    searchParams: { keyword: 'S000002' },
  });
  expect(stored).toMatchObject({
    expertSource: 'EXTERNAL',
    personId: null,
    company: 'Tongji Design Institute',
    phone: '+86 21 6598 0000',
    idNumber: '31010519750203421X',
    expertLevel: 'SENIOR',
    conflictSupplierIds: [suppliers[0].supplierId],
  });
  expect(stored.categories.map((c: any) => c.categoryCode)).toEqual(['ELEC']);

  // Edited: the form reads the ID number whole, so saving keeps it (the mask is never sent back).
  await row.getByTestId('row-button-edit').click();
  await expect(form.getByTestId('expert-form-idNumber')).toHaveValue('31010519750203421X');
  await form.getByTestId('expert-form-expertTitle').pressSequentially('Professor');
  await page.getByTestId('expert-form-ok').click();
  await expect(form).toBeHidden();
  const again = await api.call(buyer, `${API('srmSrcExpert')}/findById`, { expertId: listed.expertId });
  expect(again).toMatchObject({ expertTitle: 'Professor', idNumber: '31010519750203421X', version: 1 });
  expect(problems).toEqual([]);
});

test('in English, the buyer adds a sourcing type with its default template, and a project of its organisation', async ({
  page,
  server,
}) => {
  const problems = watchConsole(page);
  await signIn(page, server.url, 'buyer', 'EN');
  await openMenu(page, 'SRC_RULE_TYPE', 'SOURCING');
  const types = page.locator('[data-testid="screen-sourcingTypeList"]:visible');
  await types.getByTestId('toolbar-button-add').click();
  const typeForm = page.getByTestId('sourcing-type-form');
  const typeCode = `E2E_TYPE_${run}`;
  await typeForm.getByTestId('sourcing-type-form-typeCode').pressSequentially(typeCode);
  await typeForm.getByTestId('sourcing-type-form-typeName').pressSequentially('备件询价');
  await typeForm.getByTestId('sourcing-type-form-typeNameEn').pressSequentially('Spare parts inquiry');
  await expect(typeForm.getByTestId('sourcing-type-form-defaultTemplateId')).toContainText(
    'Choose the sourcing method first',
  );
  await pickFrom(page, typeForm.getByTestId('sourcing-type-form-sourcingMethod'), 'Inquiry (RFQ)');
  await pickFrom(page, typeForm.getByTestId('sourcing-type-form-defaultTemplateId'), 'INQ_LOWEST');
  await page.getByTestId('sourcing-type-form-ok').click();
  await expect(typeForm).toBeHidden();
  await expect(types.locator('tr[data-row-key]').filter({ hasText: typeCode })).toContainText('Inquiry, lowest price');
  await shot(page, { path: test.info().outputPath('types-en.png'), fullPage: true });

  await openMenu(page, 'SRC_PROJECT', 'SOURCING');
  const projects = page.locator('[data-testid="screen-sourcingProjectList"]:visible');
  await projects.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('project-form');
  const code = `E2E_SP_${run}`;
  await form.getByTestId('project-form-projectCode').pressSequentially(code);
  await form.getByTestId('project-form-projectName').pressSequentially('包装材料年度寻源');
  await pickFrom(page, form.getByTestId('project-form-orgId'), 'East China OU');
  const year = form.getByTestId('project-form-projectYear');
  await year.pressSequentially('2027');
  await form.getByTestId('project-form-budgetAmount').pressSequentially('350000.5');
  await pickFrom(page, form.getByTestId('project-form-ownerUserId'), '(buyer)');
  await page.getByTestId('project-form-ok').click();
  await expect(form).toBeHidden();
  const row = projects.locator('tr[data-row-key]').filter({ hasText: code });
  await expect(row).toContainText('East China OU');
  await shot(page, { path: test.info().outputPath('projects-en.png'), fullPage: true });

  const api = apiOf(server.url);
  const buyer = await api.certificateOf('buyer');
  const [stored] = await api.call(buyer, `${API('srmSrcProject')}/listByPage`, { searchParams: { keyword: code } });
  expect(stored).toMatchObject({
    projectYear: 2027,
    projectPeriod: 'YEAR',
    budgetAmount: '350000.50',
    currencyCode: 'CNY',
    ownerUserName: 'buyer',
    projectStatus: 'PLANNING',
    enabledFlag: 'Y',
  });
  const [type] = await api.call(buyer, `${API('srmSrcSourcingType')}/listForSelect`, {
    searchParams: { keyword: typeCode },
  });
  expect(type).toMatchObject({ sourcingMethod: 'INQUIRY', templateCode: 'INQ_LOWEST', title: 'Spare parts inquiry' });
  expect(problems).toEqual([]);
});
