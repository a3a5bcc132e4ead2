import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { apiOf } from '../support/api.ts';
import { openMenu } from '../support/menu.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';

// Procurement → sources (issue 8 items 1–2) as buyer and approver: an ASL application approved and its
// entry on the approved supplier list; a pricing document approved and its price in the library; an
// agreement approved with its consumption shown. The demo lists supplier1 for every demo material.

const SHOTS = '/tmp/sources-shots';
let server: TestServer;

test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());
test.describe.configure({ mode: 'serial', timeout: 120_000 });

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * `userName`'s kept page of the worker (support/sessions.ts), its console watched from here on, and the app
 * opened afresh as that user in Chinese: a new browser and a login per user and test cost seconds each on the
 * 2-core machine. These tests add no routes, init scripts or dialog handlers; the language each switches to
 * English is set back by the next sign-in.
 */
async function signedIn(browser: Browser, userName: string): Promise<{ page: Page; errors: string[] }> {
  const page = await keptPage(browser, server.url, userName);
  const errors = watchConsole(page);
  await signIn(page, server.url, userName);
  return { page, errors };
}

const pick = (page: Page, select: Locator, text: string | RegExp, search = String(text)) =>
  pickFrom(page, select, text, { search });

async function fillCell(table: Locator, key: string, row: string, value: string) {
  const cell = table.getByTestId(`cell-${key}-${row}`);
  await cell.click();
  await cell.locator('input').fill(value);
  await cell.locator('input').press('Tab');
}

/** Saves the new document; its number once saved. */
async function save(edit: Locator, testId: string, pattern: RegExp): Promise<string> {
  await edit.getByTestId(`${testId}-save`).click();
  const number = edit.getByTestId(`${testId}-number`);
  await expect(number).toHaveText(pattern);
  return (await number.textContent()) ?? '';
}

async function submit(page: Page, edit: Locator, testId: string) {
  await edit.getByTestId(`${testId}-action-submit`).click();
  await page.getByTestId(`${testId}-confirm-ok`).click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');
}

/** The approver opens the document from its list and approves it with a comment. */
async function approveAs(page: Page, menuCode: string, testId: string, number: string, shotName: string) {
  await openMenu(page, menuCode, 'PURCHASING');
  const list = page.getByTestId(`screen-${testId}-list`);
  await expect(list).toBeVisible();
  await list.getByTestId(`${testId}-search`).click();
  await list.getByTestId(`${testId}-open-${number}`).click();
  const edit = page.locator(`[data-testid="screen-${testId}-edit"]:visible`);
  await expect(edit.getByTestId(`${testId}-number`)).toHaveText(number);
  await shot(page, { path: `${SHOTS}/${shotName}-to-approve.png`, fullPage: true });
  await edit.getByTestId(`${testId}-action-approve`).click();
  await page.getByTestId(`${testId}-comment`).fill('同意');
  await page.getByTestId(`${testId}-comment-ok`).click();
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');
  return edit;
}

test('an ASL application for supplier2 is approved and its entry is on the approved supplier list', async ({
  browser,
}) => {
  const { page, errors } = await signedIn(browser, 'buyer');
  await openMenu(page, 'PUR_ASL', 'PURCHASING');
  const list = page.getByTestId('screen-asl-list');
  await expect(list).toBeVisible();
  await list.getByTestId('toolbar-button-add').click();
  const edit = page.getByTestId('screen-asl-edit');
  await expect(edit).toBeVisible();
  await pick(page, edit.getByTestId('asl-field-orgId'), '华东');
  await edit.getByTestId('asl-field-reason').fill('第二货源：圆钢');
  const lines = edit.getByTestId('asl-lines');
  await pick(page, lines.getByTestId('asl-line-materialId-n1'), 'M-STEEL-45-RD40', 'RD40');
  await pick(page, lines.getByTestId('asl-line-categoryId-n1'), '钢材');
  await pick(page, lines.getByTestId('asl-line-supplierId-n1'), '华信', 'S000002');
  await fillCell(lines, 'priority', 'n1', '2');
  await shot(page, { path: `${SHOTS}/asl-new-cn.png`, fullPage: true });
  const number = await save(edit, 'asl', /^ASL\d{10}$/);
  await submit(page, edit, 'asl');

  const { page: approverPage, errors: approverErrors } = await signedIn(browser, 'approver');
  await approveAs(approverPage, 'PUR_ASL', 'asl', number, 'asl');

  await openMenu(page, 'PUR_ASL_ENTRY', 'PURCHASING');
  const entries = page.getByTestId('screen-aslEntryList');
  await expect(entries).toBeVisible();
  await pick(page, entries.getByTestId('asl-entry-supplier'), '华信', 'S000002');
  const row = entries.locator('tr.ant-table-row', { hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('M-STEEL-45-RD40');
  await expect(row).toContainText('有效');
  await expect(row).toContainText('华东');
  await shot(page, { path: `${SHOTS}/asl-entries-cn.png`, fullPage: true });
  // The same list and its filters in English.
  await page.getByTestId('lang-EN').click();
  await expect(row).toContainText('Active');
  await expect(entries.getByTestId('asl-entry-status')).toContainText('Status');
  await shot(page, { path: `${SHOTS}/asl-entries-en.png`, fullPage: true });
  await page.getByTestId('lang-CN').click();
  expect(errors).toEqual([]);
  expect(approverErrors).toEqual([]);
});

test('a pricing document is approved and its price is in the library', async ({ browser }) => {
  const { page, errors } = await signedIn(browser, 'buyer');
  await openMenu(page, 'PUR_PRICING', 'PURCHASING');
  const list = page.getByTestId('screen-pricing-list');
  await expect(list).toBeVisible();
  await list.getByTestId('toolbar-button-add').click();
  const edit = page.getByTestId('screen-pricing-edit');
  await expect(edit).toBeVisible();
  await pick(page, edit.getByTestId('pricing-field-orgId'), '华东');
  await pick(page, edit.getByTestId('pricing-field-supplierId'), '精密', 'S000001');
  const lines = edit.getByTestId('pricing-lines');
  await pick(page, lines.getByTestId('pricing-line-materialId-n1'), 'M-PP-T30S', 'T30S');
  // The material's name holds the category's: pick the option that is exactly the category.
  await pickFrom(page, lines.getByTestId('pricing-line-categoryId-n1'), /^塑料粒子$/, {
    search: '塑料',
    shows: '塑料粒子',
  });
  await fillCell(lines, 'price', 'n1', '918');
  await fillCell(lines, 'priceUnit', 'n1', '100');
  await expect(lines.getByTestId('cell-unitPrice-n1')).toContainText('9.18');
  await shot(page, { path: `${SHOTS}/pricing-new-cn.png`, fullPage: true });
  const number = await save(edit, 'pricing', /^DJ\d{10}$/);
  await submit(page, edit, 'pricing');

  const { page: approverPage, errors: approverErrors } = await signedIn(browser, 'approver');
  await approveAs(approverPage, 'PUR_PRICING', 'pricing', number, 'pricing');

  await openMenu(page, 'PUR_PRICE_LIBRARY', 'PURCHASING');
  const library = page.getByTestId('screen-priceLibraryList');
  await expect(library).toBeVisible();
  await pick(page, library.getByTestId('price-material'), 'M-PP-T30S', 'T30S');
  const fresh = library.locator('tr.ant-table-row', { hasText: number });
  await expect(fresh).toHaveCount(1);
  await expect(fresh).toContainText('9.18');
  await expect(fresh).toContainText('918');
  // The demo price of the pellets ended the day before the new one started (today): it ends yesterday.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await expect(library.locator('tr.ant-table-row', { hasText: yesterday })).toHaveCount(1);
  await shot(page, { path: `${SHOTS}/price-library-cn.png`, fullPage: true });
  await page.getByTestId('lang-EN').click();
  await expect(library.getByRole('columnheader', { name: 'Price (excl. tax)' })).toBeVisible();
  await expect(library.getByPlaceholder('Valid on')).toBeVisible();
  await shot(page, { path: `${SHOTS}/price-library-en.png`, fullPage: true });
  await page.getByTestId('lang-CN').click();
  expect(errors).toEqual([]);
  expect(approverErrors).toEqual([]);
});

test('a framework agreement is approved; its consumption is shown', async ({ browser }) => {
  const api = apiOf(server.url);
  const buyer = await api.certificateOf('buyer');
  const base = '/api/srmServer/v1/srmPurAgreementRestful';
  const [east] = await api.call(buyer, '/api/baseServer/v1/baseOrganizationRestful/listForSelect', {
    searchParams: { keyword: '华东' },
    pageIndex: 1,
    pageRows: 5,
  });
  const materials = await api.call(buyer, '/api/baseServer/v1/baseMaterialItemRestful/listByPage', {
    searchParams: { keyword: 'M-MRO-BRG-6205' },
    pageIndex: 1,
    pageRows: 5,
  });
  const suppliers = await api.call(buyer, '/api/baseServer/v1/baseSupplierRestful/listForSelect', {
    searchParams: { keyword: 'S000001' },
    pageIndex: 1,
    pageRows: 5,
  });
  const today = new Date().toISOString().slice(0, 10);
  const saved = await api.call(buyer, `${base}/saveOrUpdate`, {
    orgId: east.orgId,
    supplierId: suppliers[0].supplierId,
    agreementType: 'FRAMEWORK',
    currencyCode: 'CNY',
    validFrom: today,
    validTo: new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10),
    amountCeiling: '8000',
    remark: '轴承年度框架协议',
    lines: [
      {
        materialId: materials[0].materialId,
        categoryId: materials[0].categoryId,
        unitCode: 'PCS',
        price: '17.8',
        taxRate: '13',
        quantityCeiling: '400',
      },
    ],
  });
  await api.call(buyer, `${base}/doSubmit`, { agreementId: saved.agreementId, version: saved.version });

  const { page, errors } = await signedIn(browser, 'approver');
  const edit = await approveAs(page, 'PUR_AGREEMENT', 'agreement', saved.agreementNumber, 'agreement');
  await expect(edit.getByTestId('agreement-field-consumedAmount')).toHaveText('0.00');
  // The consumed quantity and amount stand beside the quantity ceiling, in view without scrolling.
  const lineTable = edit.getByTestId('agreement-lines');
  const heads = (await lineTable.locator('thead th').allTextContents()).map((h) => h.trim());
  const ceiling = heads.indexOf('数量上限');
  expect(ceiling).toBeGreaterThan(0);
  expect(heads.slice(ceiling, ceiling + 3)).toEqual(['数量上限', '已执行数量', '已执行金额']);
  await expect(lineTable.getByRole('columnheader', { name: '已执行金额' })).toBeInViewport();
  await shot(page, { path: `${SHOTS}/agreement-approved-cn.png`, fullPage: true });
  await page.getByTestId('lang-EN').click();
  await expect(lineTable.getByRole('columnheader', { name: 'Consumed quantity' })).toBeInViewport();
  await shot(page, { path: `${SHOTS}/agreement-approved-en.png`, fullPage: true });

  const { page: buyerPage, errors: buyerErrors } = await signedIn(browser, 'buyer');
  await openMenu(buyerPage, 'PUR_AGREEMENT', 'PURCHASING');
  const list = buyerPage.getByTestId('screen-agreement-list');
  await list.getByTestId('agreement-search').click();
  const row = list.locator('tr.ant-table-row', { hasText: saved.agreementNumber });
  await expect(row.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');
  await expect(row).toContainText('8,000.00');
  await shot(buyerPage, { path: `${SHOTS}/agreement-list-cn.png`, fullPage: true });
  expect(errors).toEqual([]);
  expect(buyerErrors).toEqual([]);
});
