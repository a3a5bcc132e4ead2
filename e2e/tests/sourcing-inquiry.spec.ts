import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type Api, apiOf } from '../support/api.ts';
import { openMenu } from '../support/menu.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';
import {
  AWARDS,
  acknowledgeQualificationWarning,
  INQUIRY,
  INVITES,
  ORDERS,
  openInquiry,
  openSupplierInquiry,
  QUOTES,
  quoteAndSubmit,
  typeInto,
} from '../support/sourcing.ts';
import { openTab } from '../support/tabs.ts';
import { expectToast } from '../support/toasts.ts';

// Issue 17 — an inquiry (RFQ) end to end in real Chromium, each step that is the test by the user who takes
// it: both demo suppliers quote key by key, the buyer closes quotes early and compares, starts bargaining
// round 2 for both, they quote lower, the buyer closes again, awards line 1 to supplier1 and splits line 2
// between both, and purchase orders exist at the awarded prices. Throughout, a supplier never sees the
// other one. What only sets the stage — the inquiry with its lines and invited suppliers, its publication
// and the approvals of inquiry and award — is done through the API (publishedInquiry below): the screens
// that make an inquiry are the last test's own business (typed once there, not before every event).
//
// On the worker's shared server: the inquiries are the spec's own. What stays behind for the demo suppliers
// is their handled (done) and cancelled to-dos of these inquiries, notifications and draft orders; no other
// spec counts those (the to-do spec looks at supplier2's Done list through its own to-do's title).

const SHOTS = '/tmp/sourcing-inquiry-shots';
let server: TestServer;
let api: Api;
const certs: Record<string, string> = {};

test.beforeAll(async () => {
  server = await startServer();
  api = apiOf(server.url);
  for (const name of ['buyer', 'approver', 'supplier1', 'supplier2']) certs[name] = await api.certificateOf(name);
});
test.afterAll(async () => server?.stop());
// A sourcing event between three users in three browsers: well above the usual limit on a loaded machine
// (seen near 4 minutes at load 25 on the 2 cores; an idle machine needs a fraction of it).
test.describe.configure({ timeout: 480_000 });
// A click that cannot happen fails within a minute instead of using up the whole test's time.
test.use({ actionTimeout: 60_000 });

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    // Before the deadline the quotes tab asks for the comparison to show the server's reason for sealing
    // the prices: that 409 is the answer it shows, logged by the browser itself.
    if (m.text().includes('status of 409')) return;
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

type User = { page: Page; errors: string[] };

/**
 * `userName`'s page of the worker (support/sessions.ts: logged in through the login page the first time,
 * the app loaded afresh after that) opened in `lang`, a supplier's blocking warning acknowledged, and the
 * console errors of the page from that load on.
 */
async function userPage(browser: Browser, userName: string, lang: 'CN' | 'EN' = 'CN'): Promise<User> {
  const page = await keptPage(browser, server.url, userName);
  const errors = watchConsole(page);
  await signIn(page, server.url, userName, lang);
  if (userName.startsWith('supplier')) await acknowledgeQualificationWarning(page);
  return { page, errors };
}

/** The buyer and both suppliers, each in its own browser, signed in side by side. */
async function threeUsers(browser: Browser, lang: 'CN' | 'EN' = 'CN'): Promise<[User, User, User]> {
  const [buyer, supplier1, supplier2] = await Promise.all(
    ['buyer', 'supplier1', 'supplier2'].map((name) => userPage(browser, name, lang)),
  );
  return [buyer, supplier1, supplier2];
}

async function confirmAction(page: Page, edit: Locator, action: string) {
  await edit.getByTestId(`inquiry-action-${action}`).click();
  await page.getByTestId('inquiry-confirm-ok').click();
}

/** The stored inquiry, as the buyer's API reads it. */
const stored = (inquiryId: number) => api.call(certs.buyer, `${INQUIRY}/findById`, { inquiryId });

test('an inquiry with two suppliers and two rounds, compared, split by line, awarded into orders', async ({
  browser,
}) => {
  // 1. Set by the API: the buyer's inquiry of two free-text lines, both demo suppliers invited, published;
  // meanwhile the three users sign in.
  const [{ inquiryId, number, s1, s2 }, [buyer, first, second]] = await Promise.all([
    publishedInquiry({
      title: `E2E 询价 ${Date.now()}`,
      notesToSuppliers: '含运费到厂，增值税专用发票。',
      internalRemark: '内部：预算 6000 元',
      maxRounds: 3,
      lines: [
        { itemName: 'Q235 钢板 10mm', specification: '1200×2400', quantity: '20' },
        { itemName: 'M12 螺栓', specification: 'GB/T 5782 8.8级', quantity: '100' },
      ],
    }),
    threeUsers(browser),
  ]);
  expect(number).toMatch(/^XJ-\d{10}$/);
  const [page, supplier1, supplier2] = [buyer.page, first.page, second.page];

  // 2. Both suppliers quote round 1, each in its own browser.
  let view1 = await openSupplierInquiry(supplier1, number);
  await expect(view1.getByTestId('supplier-inquiry-notes')).toHaveText('含运费到厂，增值税专用发票。');
  await expect(view1).not.toContainText('内部：预算');
  await expect(view1).not.toContainText('深圳华信');
  await expect(view1.getByTestId('quote-countdown')).toHaveAttribute('data-passed', 'false');
  // 20 × 10.5 × 1.13 = 237.30, 100 × 2.2 × 1.13 = 248.60: 485.90 with tax
  await quoteAndSubmit(
    supplier1,
    view1,
    [
      ['10.5', '13', '7'],
      ['2.2', '13', '5'],
    ],
    '485.90',
  );
  await expect(view1.getByTestId('quote-other-1')).toHaveText('11.865');
  await expectToast(supplier1, '报价已提交');
  await shot(supplier1, { path: `${SHOTS}/05-supplier1-quoted.png`, fullPage: true });
  const mine1 = await api.call(certs.supplier1, `${QUOTES}/findMine`, { inquiryId });
  expect(mine1.quote.status).toBe('SUBMITTED');
  expect(mine1.quote.lines.map((l: { priceWithoutTax: string }) => Number(l.priceWithoutTax))).toEqual([10.5, 2.2]);

  const view2 = await openSupplierInquiry(supplier2, number);
  await expect(view2).not.toContainText('苏州精密');
  // 20 × 11 × 1.13 = 248.60, 100 × 2.1 × 1.13 = 237.30
  await quoteAndSubmit(
    supplier2,
    view2,
    [
      ['11', '13', '6'],
      ['2.1', '13', '4'],
    ],
    '485.90',
  );
  await shot(supplier2, { path: `${SHOTS}/06-supplier2-quoted.png`, fullPage: true });

  // 3. Before the deadline the buyer sees who quoted and when, never a price.
  const published = await openInquiry(page, number);
  await expect(published.getByTestId('doc-status')).toHaveAttribute('data-status', 'PUBLISHED');
  await published.getByTestId('inquiry-tab-quotes').click();
  const quotes = published.getByTestId('inquiry-quotes');
  await expect(quotes.getByTestId('inquiry-quotes-count')).toHaveText('已报价 2 / 2 家');
  await expect(quotes.getByTestId('inquiry-quotes-sealed')).toBeVisible();
  await expect(quotes.getByTestId(`inquiry-quote-total-${s1}`)).toHaveText('—');
  await expect(quotes).not.toContainText('485.90');
  await shot(page, { path: `${SHOTS}/07-buyer-quotes-sealed.png`, fullPage: true });

  // 4. The buyer closes quotes early and compares: the lowest of each line marked, the totals per supplier.
  await confirmAction(page, published, 'close');
  await expect(published.getByTestId('doc-status')).toHaveAttribute('data-status', 'CLOSED');
  await published.getByTestId('inquiry-compare').click();
  let compare = page.locator('[data-testid="screen-inquiry-compare"]:visible');
  let grid = compare.getByTestId('compare-grid');
  await expect(grid.getByTestId(`compare-price-1-${s1}`)).toContainText('10.50');
  await expect(grid.getByTestId(`compare-price-1-${s1}`).getByTestId('compare-lowest')).toBeVisible();
  await expect(grid.getByTestId(`compare-price-2-${s2}`).getByTestId('compare-lowest')).toBeVisible();
  await expect(grid.getByTestId(`compare-price-1-${s2}`).getByTestId('compare-lowest')).toHaveCount(0);
  await expect(grid.getByTestId(`compare-total-${s1}`)).toContainText('485.90');
  await shot(page, { path: `${SHOTS}/08-buyer-compare-round1.png`, fullPage: true });

  // 5. Bargaining round 2 for both suppliers.
  const again = await openInquiry(page, number);
  await again.getByTestId('inquiry-bargain').click();
  await expect(page.getByTestId('inquiry-bargain-suppliers').locator('.ant-checkbox-wrapper-checked')).toHaveCount(2);
  await page.getByTestId('inquiry-bargain-note').pressSequentially('请给出最终优惠价');
  await shot(page, { path: `${SHOTS}/09-buyer-bargain-dialog.png`, fullPage: true });
  await page.getByTestId('inquiry-bargain-ok').click();
  await expectToast(page, `${number}-2`);
  await expect(again.getByTestId('doc-status')).toHaveAttribute('data-status', 'PUBLISHED');
  expect((await stored(inquiryId)).round).toBe(2);

  // 6. Both quote lower in round 2; each sees its own round-1 quote in its history.
  view1 = await openSupplierInquiry(supplier1, number);
  await expect(view1.getByTestId('quote-history')).toContainText(number);
  // 20 × 10 × 1.13 = 226.00, 100 × 2 × 1.13 = 226.00
  await quoteAndSubmit(
    supplier1,
    view1,
    [
      ['10', '13', '7'],
      ['2', '13', '5'],
    ],
    '452.00',
  );
  await shot(supplier1, { path: `${SHOTS}/10-supplier1-round2.png`, fullPage: true });
  const view2b = await openSupplierInquiry(supplier2, number);
  // 20 × 10.8 × 1.13 = 244.08, 100 × 1.95 × 1.13 = 220.35
  await quoteAndSubmit(
    supplier2,
    view2b,
    [
      ['10.8', '13', '6'],
      ['1.95', '13', '4'],
    ],
    '464.43',
  );

  // 7. Closed again; the comparison of round 2; award line 1 to supplier1, line 2 split 60 / 40.
  const third = await openInquiry(page, number);
  await confirmAction(page, third, 'close');
  await expect(third.getByTestId('doc-status')).toHaveAttribute('data-status', 'CLOSED');
  await third.getByTestId('inquiry-compare').click();
  compare = page.locator('[data-testid="screen-inquiry-compare"]:visible');
  grid = compare.getByTestId('compare-grid');
  await expect(grid.getByTestId(`compare-price-1-${s1}`)).toContainText('10.00');
  await expect(grid.getByTestId(`compare-price-2-${s2}`).getByTestId('compare-lowest')).toBeVisible();
  await compare.getByTestId('compare-award').click();
  await typeInto(grid.getByTestId(`award-qty-1-${s1}`), '20');
  await typeInto(grid.getByTestId(`award-qty-2-${s1}`), '60');
  await typeInto(grid.getByTestId(`award-qty-2-${s2}`), '50');
  await compare.getByTestId('award-review').click();
  // 60 + 50 is more than the 100 asked: refused on the screen, the quantities kept.
  await expect(compare.getByTestId('award-problem')).toContainText('第 2 行');
  await typeInto(grid.getByTestId(`award-qty-2-${s2}`), '40');
  await expect(compare.getByTestId('award-left-2')).toContainText('0');
  await shot(page, { path: `${SHOTS}/11-buyer-award-split.png`, fullPage: true });
  await compare.getByTestId('award-review').click();
  const summary = page.getByTestId('award-summary');
  // supplier1: 20 × 11.30 + 60 × 2.26 = 361.60; supplier2: 40 × 2.2035 = 88.14
  await expect(summary.getByTestId(`award-summary-subtotal-${s1}`)).toContainText('361.60');
  await expect(summary.getByTestId(`award-summary-subtotal-${s2}`)).toContainText('88.14');
  await expect(summary.getByTestId('award-summary-total')).toContainText('449.74');
  await shot(page, { path: `${SHOTS}/12-buyer-award-confirm.png`, fullPage: true });
  await page.getByTestId('award-create-ok').click();

  // 8. The award document, submitted by the buyer; approved through the API when a process is deployed.
  const award = page.locator('[data-testid="screen-award-edit"]:visible');
  await expect(award.getByTestId('award-number')).toHaveText(/^DB-\d{10}$/);
  const awardNumber = (await award.getByTestId('award-number').textContent()) ?? '';
  await shot(page, { path: `${SHOTS}/13-buyer-award-document.png`, fullPage: true });
  await award.getByTestId('award-action-submit').click();
  await page.getByTestId('award-confirm-ok').click();
  await expect(award.getByTestId('doc-status')).toHaveAttribute('data-status', /APPROVING|APPROVED/);
  const [awardRow] = await api.call(certs.buyer, `${AWARDS}/listByPage`, {
    searchParams: { awardNumber },
    pageIndex: 1,
    pageRows: 5,
  });
  const submitted = await api.call(certs.buyer, `${AWARDS}/findById`, { awardId: awardRow.awardId });
  if (submitted.status === 'APPROVING')
    await api.call(certs.approver, `${AWARDS}/doApproval`, {
      awardId: awardRow.awardId,
      version: submitted.version,
      comment: '同意定标',
    });

  // 9. Orders at the awarded prices: one per supplier, linked back through the award's results.
  const results = await api.call(certs.buyer, `${AWARDS}/results`, { awardId: awardRow.awardId });
  expect(results.map((r: { supplierId: number; resultType: string }) => [r.supplierId, r.resultType]).sort()).toEqual(
    [
      [s1, 'ORDER'],
      [s2, 'ORDER'],
    ].sort(),
  );
  const priceLines = async (orderId: number) =>
    (
      (await api.call(certs.buyer, `${ORDERS}/findById`, { orderId })).lines as { quantity: string; price: string }[]
    ).map((l) => [Number(l.quantity), Number(l.price)]);
  const orderOf = (supplierId: number) =>
    results.find((r: { supplierId: number }) => r.supplierId === supplierId).docId;
  expect(await priceLines(orderOf(s1))).toEqual([
    [20, 10],
    [60, 2],
  ]);
  expect(await priceLines(orderOf(s2))).toEqual([[40, 1.95]]);
  await expect.poll(async () => (await stored(inquiryId)).status).toMatch(/AWARDED|COMPLETED/);

  // 10. Each supplier sees the inquiry ended, its own quotes only, never the other supplier.
  view1 = await openSupplierInquiry(supplier1, number);
  await expect(view1.getByTestId('supplier-inquiry-result')).toBeVisible();
  await expect(view1).not.toContainText('深圳华信');
  await expect(view1).not.toContainText('1.95');
  await shot(supplier1, { path: `${SHOTS}/14-supplier1-result.png`, fullPage: true });
  expect(buyer.errors).toEqual([]);
  expect(first.errors).toEqual([]);
});

/** The smallest PDF the file service accepts. */
const PDF =
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';

/** A PDF the buyer uploads through the file API; its attachment id. */
async function buyerUpload(name: string): Promise<number> {
  const form = new FormData();
  const pdf =
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), name);
  const response = await fetch(`${server.url}/api/fileServer/v2/file/upload`, {
    method: 'POST',
    headers: { certificate: certs.buyer },
    body: form,
  });
  const json = await response.json();
  expect(json.status).toBe('S');
  return json.data[0].id as number;
}

type InquiryDraft = {
  title: string;
  notesToSuppliers: string;
  internalRemark: string;
  maxRounds?: number;
  /** The inquiry's own attachments (comma list of file ids). */
  fileIds?: string;
  /** Free-text lines of the main category (钢材). */
  lines: { itemName: string; specification?: string; quantity: string }[];
};

/**
 * The stage of a test, set through the API as the buyer's screens would: an inquiry of the buyer's own
 * organisation with free-text lines, both demo suppliers invited (from every qualified supplier), submitted
 * to publish and, when the demo deploys a process for it, approved by the approver.
 */
async function publishedInquiry(
  draft: InquiryDraft,
): Promise<{ inquiryId: number; number: string; s1: number; s2: number }> {
  // The buyer's own organisation (East China), as its new inquiry screen starts with.
  const orgs = await api.call(certs.buyer, '/api/baseServer/v1/baseOrganizationRestful/listForSelect', {
    searchParams: { keyword: '华东' },
    pageIndex: 1,
    pageRows: 20,
  });
  const org = orgs.find((o: { orgType: string }) => o.orgType !== 'BU');
  const categories = await api.call(certs.buyer, '/api/baseServer/v1/basePurchaseCategoryRestful/listTree', {
    enabledFlag: 'Y',
  });
  const steel = categories.find((c: { categoryName: string }) => c.categoryName === '钢材');
  const needByDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  let saved = await api.call(certs.buyer, `${INQUIRY}/saveOrUpdate`, {
    title: draft.title,
    orgId: org.orgId,
    categoryId: steel.categoryId,
    inquiryMode: 'INVITE',
    currencyCode: 'CNY',
    quoteDeadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    maxRounds: draft.maxRounds ?? 2,
    quoteValidityDays: 30,
    notesToSuppliers: draft.notesToSuppliers,
    internalRemark: draft.internalRemark,
    fileIds: draft.fileIds,
    lines: draft.lines.map((l) => ({ ...l, categoryId: steel.categoryId, uomCode: 'PCS', needByDate })),
  });
  const candidates = await api.call(certs.buyer, `${INVITES}/candidates`, {
    inquiryId: saved.inquiryId,
    includeAll: true,
  });
  const id = (name: string) =>
    candidates.find((c: { supplierName: string }) => c.supplierName.includes(name)).supplierId;
  const s1 = id('苏州精密');
  const s2 = id('深圳华信');
  const added = await api.call(certs.buyer, `${INVITES}/add`, {
    inquiryId: saved.inquiryId,
    version: saved.version,
    supplierIds: [s1, s2],
  });
  saved = await api.call(certs.buyer, `${INQUIRY}/doSubmit`, {
    inquiryId: saved.inquiryId,
    version: added.version ?? (await stored(saved.inquiryId)).version,
  });
  if (saved.status === 'APPROVING')
    await api.call(certs.approver, `${INQUIRY}/doApproval`, {
      inquiryId: saved.inquiryId,
      version: saved.version,
      comment: 'ok',
    });
  return { inquiryId: saved.inquiryId, number: saved.inquiryNumber, s1, s2 };
}

test('in English: a question answered to everyone without the asker, a refused quote kept, a decline with its reason', async ({
  browser,
}) => {
  // Set by the API: the inquiry with the buyer's drawing, published; meanwhile the three users sign in, in English.
  const inquiryReady = buyerUpload('bolt-drawing-M12.pdf').then(async (drawing) => ({
    drawing,
    ...(await publishedInquiry({
      title: `E2E inquiry EN ${Date.now()}`,
      notesToSuppliers: 'Delivered to our plant; VAT special invoice.',
      internalRemark: 'internal: budget 6000',
      fileIds: String(drawing),
      lines: [
        { itemName: 'Steel plate Q235 10mm', quantity: '20' },
        { itemName: 'Bolt M12', quantity: '100' },
      ],
    })),
  }));
  const [{ drawing, inquiryId, number, s2 }, users] = await Promise.all([inquiryReady, threeUsers(browser, 'EN')]);
  const [buyer, supplier1, supplier2] = users.map((u) => u.page);

  // supplier2 asks a question; it sees it as its own.
  let view2 = await openSupplierInquiry(supplier2, number);
  await expect(view2.getByTestId('supplier-inquiry-notes')).toHaveText('Delivered to our plant; VAT special invoice.');
  await expect(view2).not.toContainText('internal: budget');
  // The buyer's drawing is there for the invited supplier, and downloads as itself.
  const files = view2.getByTestId('supplier-inquiry-attachments');
  await expect(files).toContainText('bolt-drawing-M12.pdf');
  const downloading = supplier2.waitForEvent('download');
  await files.getByTestId(`attachment-download-${drawing}`).click();
  expect((await downloading).suggestedFilename()).toBe('bolt-drawing-M12.pdf');
  await view2.getByTestId('supplier-inquiry-question').pressSequentially('Is galvanising required for the bolts?');
  await view2.getByTestId('supplier-inquiry-ask').click();
  await expectToast(supplier2, 'Question sent');
  await expect(view2.getByTestId('supplier-clarification-mine')).toHaveText('My question');

  // The buyer sees who asked and answers.
  const edit = await openInquiry(buyer, number);
  await edit.getByTestId('inquiry-tab-clarifications').click();
  const questions = edit.getByTestId('inquiry-clarifications');
  await expect(questions).toContainText('Asked by 深圳华信');
  const [question] = await api.call(certs.buyer, '/api/srmServer/v1/srmSrcClarificationRestful/listByInquiry', {
    inquiryId,
  });
  await questions.getByTestId(`inquiry-answer-send-${question.clarificationId}`).click();
  await expect(questions.getByTestId(`inquiry-answer-error-${question.clarificationId}`)).toHaveText(
    'Please write an answer',
  );
  await questions
    .getByTestId(`inquiry-answer-${question.clarificationId}`)
    .pressSequentially('Yes: hot-dip galvanised, 50 µm.');
  await questions.getByTestId(`inquiry-answer-send-${question.clarificationId}`).click();
  await expectToast(buyer, 'Answered');
  await shot(buyer, { path: `${SHOTS}/20-buyer-answer-en.png`, fullPage: true });

  // supplier1 reads the answer, never who asked; its quote without a price on line 1 is refused and kept.
  const view1 = await openSupplierInquiry(supplier1, number);
  const answered = view1.getByTestId('supplier-inquiry-clarifications');
  await expect(answered).toContainText('Yes: hot-dip galvanised, 50 µm.');
  await expect(answered).not.toContainText('深圳华信');
  await expect(answered.getByTestId('supplier-clarification-mine')).toHaveCount(0);
  const form = view1.getByTestId('quote-form');
  await typeInto(form.getByTestId('quote-price-2'), '2.2');
  await expect(form.getByTestId('quote-other-2')).toHaveText('2.486');
  await form.getByTestId('quote-submit').click();
  await supplier1.getByTestId('quote-confirm-ok').click();
  await expect(form.getByTestId('quote-error')).toBeVisible();
  await expect(form.getByTestId('quote-line-error-1')).not.toBeEmpty();
  await expect(form.getByTestId('quote-price-2')).toHaveValue('2.2');
  await shot(supplier1, { path: `${SHOTS}/21-supplier1-refused-en.png`, fullPage: true });
  await typeInto(form.getByTestId('quote-price-1'), '10.5');
  await form.getByTestId('quote-save-draft').click();
  await expectToast(supplier1, 'Draft quote saved');
  await expect(form.getByTestId('quote-status')).toHaveAttribute('data-status', 'DRAFT');
  const draft = await api.call(certs.supplier1, `${QUOTES}/findMine`, { inquiryId });
  expect(draft.quote.lines.map((l: { priceWithoutTax: string }) => Number(l.priceWithoutTax))).toEqual([10.5, 2.2]);
  await shot(supplier1, { path: `${SHOTS}/22-supplier1-draft-en.png`, fullPage: true });

  // A file on the quote goes with its submission; removed before resubmitting, it leaves the quote but is
  // kept with the first submission (the server refuses to delete it).
  const quoteFiles = form.getByTestId('quote-attachments');
  await quoteFiles
    .getByTestId('attachment-upload')
    .locator('input[type=file]')
    .setInputFiles({ name: 'price-breakdown.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
  await expect(quoteFiles).toContainText('price-breakdown.pdf');
  await form.getByTestId('quote-submit').click();
  await supplier1.getByTestId('quote-confirm-ok').click();
  await expect(form.getByTestId('quote-status')).toHaveAttribute('data-status', 'SUBMITTED');
  const sent = await api.call(certs.supplier1, `${QUOTES}/findMine`, { inquiryId });
  const sentFile = Number(sent.quote.fileIds);
  expect(sentFile).toBeGreaterThan(0);
  await quoteFiles.getByTestId(`attachment-delete-${sentFile}`).click();
  await expect(supplier1.getByText('It stays with what was already submitted')).toBeVisible();
  await supplier1.getByTestId('attachment-delete-confirm').click();
  await expectToast(supplier1, 'Attachment removed; please save the business document');
  await expect(quoteFiles).not.toContainText('price-breakdown.pdf');
  await form.getByTestId('quote-submit').click();
  await supplier1.getByTestId('quote-confirm-ok').click();
  await expect
    .poll(async () => (await api.call(certs.supplier1, `${QUOTES}/findMine`, { inquiryId })).quote.fileIds ?? '')
    .toBe('');
  const kept = await fetch(`${server.url}/api/fileServer/v2/file/download?id=${sentFile}`, {
    method: 'POST',
    headers: { certificate: certs.supplier1 },
  });
  expect(kept.status).toBe(200);

  // supplier2 declines with a reason; the buyer sees it on the invited suppliers tab.
  view2 = await openSupplierInquiry(supplier2, number);
  await view2.getByTestId('supplier-inquiry-decline').click();
  await supplier2.getByTestId('supplier-inquiry-decline-ok').click();
  await expect(supplier2.getByText('Please give a reason')).toBeVisible();
  await supplier2.getByTestId('supplier-inquiry-decline-reason').pressSequentially('No capacity this month');
  await supplier2.getByTestId('supplier-inquiry-decline-ok').click();
  await expect(view2.getByTestId('supplier-inquiry-declined')).toContainText('No capacity this month');
  await shot(supplier2, { path: `${SHOTS}/23-supplier2-declined-en.png`, fullPage: true });
  const again = await openInquiry(buyer, number);
  await again.getByTestId('inquiry-tab-suppliers').click();
  await expect(again.getByTestId(`inquiry-supplier-status-${s2}`)).toHaveText('Declined');
  const invited = await api.call(certs.buyer, `${INVITES}/listByInquiry`, { inquiryId });
  expect(invited.find((s: { supplierId: number }) => s.supplierId === s2).declineReason).toBe('No capacity this month');
  await shot(buyer, { path: `${SHOTS}/24-buyer-declined-en.png`, fullPage: true });

  // The buyer moves the deadline later (typed into the picker), then withdraws the inquiry with a reason.
  const later = new Date(Date.now() + 10 * 86_400_000);
  const laterText = `${later.toISOString().slice(0, 10)} 18:30`;
  await again.getByTestId('inquiry-adjust-deadline').click();
  const picker = buyer.getByTestId('inquiry-deadline-new');
  await picker.click();
  await picker.pressSequentially(laterText);
  await picker.press('Enter');
  await shot(buyer, { path: `${SHOTS}/25-buyer-adjust-deadline-en.png`, fullPage: true });
  await buyer.getByTestId('inquiry-deadline-ok').click();
  await expectToast(buyer, 'Deadline moved to');
  const moved = await stored(inquiryId);
  // The browser's local time (the test machine's zone) is what was typed.
  expect(new Date(moved.quoteDeadline).getTime()).toBe(new Date(`${laterText.replace(' ', 'T')}:00`).getTime());
  // Withdrawing asks for its reason at once (the action's comment), without a confirmation first.
  await again.getByTestId('inquiry-action-abolish').click();
  await buyer.getByTestId('inquiry-comment').pressSequentially('Requirement cancelled by production');
  await buyer.getByTestId('inquiry-comment-ok').click();
  await expect(again.getByTestId('doc-status')).toHaveAttribute('data-status', 'ABOLISHED');
  await expect(again.getByTestId('doc-status')).toHaveText('Withdrawn');
  expect((await stored(inquiryId)).status).toBe('ABOLISHED');
  const gone = await openSupplierInquiry(supplier1, number);
  await expect(gone).toContainText('The buyer withdrew this inquiry.');
  await expect(gone.getByTestId('doc-status')).toHaveText('Withdrawn');
  await expect(gone.getByTestId('quote-submit')).toHaveCount(0);
  await shot(supplier1, { path: `${SHOTS}/26-supplier1-withdrawn-en.png`, fullPage: true });
});

test('the buyer makes an inquiry on its screens, invites from the picker, and the approver publishes it', async ({
  browser,
}) => {
  const { page, errors } = await userPage(browser, 'buyer');
  const title = `E2E 新建询价 ${Date.now()}`;

  // 1. The new inquiry: its title and main category typed, two free-text lines key by key.
  await openMenu(page, 'SRC_INQUIRY', 'SOURCING');
  const list = page.locator('[data-testid="screen-inquiry-list"]:visible');
  await list.getByTestId('toolbar-button-add').click();
  const edit = page.locator('[data-testid="screen-inquiry-edit"]:visible');
  await expect(edit).toBeVisible();
  await edit.getByTestId('inquiry-field-title').pressSequentially(title);
  await pickFrom(page, edit.getByTestId('inquiry-field-categoryId'), '钢材', { search: '钢材' });
  await edit.getByTestId('inquiry-field-notesToSuppliers').pressSequentially('含运费到厂。');
  await edit.getByTestId('inquiry-field-internalRemark').pressSequentially('内部：预算 3000 元');
  const lines = edit.getByTestId('inquiry-lines');
  const items: [string, string, string][] = [
    ['Q235 钢板 12mm', '1500×3000', '8'],
    ['M16 螺母', 'GB/T 6170', '200'],
  ];
  for (const [i, [name, spec, quantity]] of items.entries()) {
    const key = `n${i + 1}`;
    if (i > 0) await lines.getByTestId('toolbar-button-addLine').click();
    await lines.getByTestId(`cell-itemName-${key}`).click();
    await lines.getByTestId(`cell-itemName-${key}`).locator('input').pressSequentially(name);
    await lines.getByTestId(`cell-specification-${key}`).click();
    await lines.getByTestId(`cell-specification-${key}`).locator('input').pressSequentially(spec);
    await pickFrom(page, lines.getByTestId(`inquiry-line-categoryId-${key}`), '钢材', { search: '钢材' });
    await lines.getByTestId(`cell-quantity-${key}`).click();
    await lines.getByTestId(`cell-quantity-${key}`).locator('input').pressSequentially(quantity);
  }
  await shot(page, { path: `${SHOTS}/30-buyer-new.png`, fullPage: true });
  await edit.getByTestId('inquiry-save').click();
  const numberTag = edit.getByTestId('inquiry-number');
  await expect(numberTag).toHaveText(/^XJ-\d{10}$/);
  const number = (await numberTag.textContent()) ?? '';
  await expectToast(page, number);
  const [row] = await api.call(certs.buyer, `${INQUIRY}/listByPage`, {
    searchParams: { inquiryNumber: number },
    pageIndex: 1,
    pageRows: 5,
  });
  const inquiryId = row.inquiryId as number;
  const saved = await stored(inquiryId);
  expect(saved.title).toBe(title);
  expect(saved.internalRemark).toBe('内部：预算 3000 元');
  expect(saved.lines.map((l: { itemName: string; quantity: string }) => [l.itemName, Number(l.quantity)])).toEqual([
    ['Q235 钢板 12mm', 8],
    ['M16 螺母', 200],
  ]);

  // 2. Both demo suppliers invited from the picker (the approved list widened to every qualified supplier).
  await openTab(edit, 'inquiry-tab-suppliers');
  await edit.getByTestId('inquiry-suppliers-add').click();
  const picker = page.locator('.ant-modal', { has: page.getByTestId('inquiry-suppliers-candidates') });
  await picker.getByTestId('inquiry-suppliers-all').click();
  for (const name of ['苏州精密', '深圳华信']) {
    await picker.locator('tr.ant-table-row', { hasText: name }).locator('.ant-checkbox-input').check();
  }
  await shot(page, { path: `${SHOTS}/31-buyer-invite-picker.png`, fullPage: true });
  await page.getByTestId('inquiry-suppliers-pick-ok').click();
  await expectToast(page, '当前共邀请 2 家供应商');
  await expect(edit.getByTestId('inquiry-suppliers').locator('tr.ant-table-row')).toHaveCount(2);
  const invited = await api.call(certs.buyer, `${INVITES}/listByInquiry`, { inquiryId });
  expect(invited.map((s: { supplierName: string }) => s.supplierName).sort()).toEqual(
    expect.arrayContaining([expect.stringContaining('苏州精密'), expect.stringContaining('深圳华信')]),
  );

  // 3. Submitted to publish; the approver approves it on its own screen when the demo deploys a process.
  await confirmAction(page, edit, 'submit');
  await expect(edit.getByTestId('doc-status')).toHaveAttribute('data-status', /APPROVING|PUBLISHED/);
  if ((await edit.getByTestId('doc-status').getAttribute('data-status')) === 'APPROVING') {
    const approver = await userPage(browser, 'approver');
    const toApprove = await openInquiry(approver.page, number);
    await toApprove.getByTestId('inquiry-action-approve').click();
    await approver.page.getByTestId('inquiry-comment').pressSequentially('同意发布');
    await shot(approver.page, { path: `${SHOTS}/32-approver-inquiry.png`, fullPage: true });
    await approver.page.getByTestId('inquiry-comment-ok').click();
    await expect(toApprove.getByTestId('doc-status')).toHaveAttribute('data-status', 'PUBLISHED');
    expect(approver.errors).toEqual([]);
  }
  await expect.poll(async () => (await stored(inquiryId)).status).toBe('PUBLISHED');
  expect(errors).toEqual([]);
});
