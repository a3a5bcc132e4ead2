import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { sealEnvelope } from '@srm/core/sourcing/sealing';
import { type Api, apiOf } from '../support/api.ts';
import { loginAs, loginInEnglish } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { closeKeptPages, keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';
import { standaloneFigure, typeInto } from '../support/sourcing.ts';
import { openTab } from '../support/tabs.ts';
import { expectToast } from '../support/toasts.ts';

// Issue 17 items 3-4 — a sealed tender from the buyer's and the committee's side, in real Chromium: the buyer
// types a tender with two lines and a tender fee and invites three suppliers (the two demo ones and a third
// the test hook adds); the buyer and the approver
// each make a committee key with a PIN on the Bid opening page (the PIN never leaves the browser); the buyer
// sets the committee (two of two open), seals the tender in its browser and submits it; the approver approves
// its publication. The suppliers report their fee payments (API), the buyer confirms them, issues a change
// letter, and the three suppliers bid through the API with envelopes sealed in Node by the same crypto as their
// browsers. Before the opening the buyer sees who bid and the receipt hashes, never a price. A last change
// letter (API) brings the bid deadline and the opening time a few seconds ahead; the close job closes it;
// the approver types a wrong PIN (told so in English), then the right one; the buyer (in Chinese: a wrong PIN
// is told in Chinese) gives the second share, which opens the bids: prices show only now, with the opening
// record's hash chain intact. Then a drawn expert scores the three bids, the buyer recommends and awards,
// the approver approves the award in its browser, and each bidder finds its own result, and only its own, in
// its tender page and its messages.

const SHOTS = '/tmp/sourcing-tender-buyer-shots';
const TENDER = '/api/srmServer/v1/srmSrcTenderRestful';
const PARTICIPANTS = '/api/srmServer/v1/srmSrcTenderSupplierRestful';
const CHANGES = '/api/srmServer/v1/srmSrcTenderChangeRestful';
const BIDS = '/api/srmServer/v1/srmSrcTenderBidRestful';
const SUPPLIER_TENDER = '/api/srmServer/v1/srmSrcSupplierTenderRestful';
const RUN_JOB = '/api/schedule/v1/concurrentProgramRestful/runNow';

const BUYER_PIN = '买家口令-246810';
const APPROVER_PIN = 'approver-pin-1357';

let server: TestServer;
let api: Api;
const certs: Record<string, string> = {};
/** The tender of the first test, opened, which the second one evaluates and awards. */
const made = { tenderId: 0, number: '', s1: 0, s2: 0, s3: 0, awardNumber: '' };

/** The third bidder: the demo has two suppliers; a tender usually needs three (test hook, copied from the first). */
const THIRD = {
  userName: 'supplier3',
  supplierNumber: 'S000003',
  supplierName: '无锡宏达钢铁有限公司',
  supplierNameEn: 'Wuxi Hongda Steel Co., Ltd.',
  supplierShortName: '无锡宏达',
};

test.beforeAll(async () => {
  // Private: the suppliers bid and the close job runs on demand here; the to-do and home specs of the shared
  // server count the demo suppliers' to-dos, and the committee keys made here are the demo users' own.
  server = await startServer({ private: true });
  api = apiOf(server.url);
  const added = await fetch(`${server.url}/api/srmServer/v1/srmTestHooksRestful/addSupplier`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(THIRD),
  });
  expect(added.ok, await added.text()).toBe(true);
  for (const name of ['buyer', 'approver', 'admin', 'supplier1', 'supplier2', 'supplier3'])
    certs[name] = await api.certificateOf(name);
});
test.afterAll(async () => {
  if (!server) return;
  await closeKeptPages(server.url);
  await server.stop();
});
// A whole tender between five users, with keys made by PBKDF2 in the browser: well above the usual limit.
test.describe.configure({ mode: 'serial', timeout: 600_000 });
test.use({ actionTimeout: 60_000 });

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    // Refusals the screens show as their answer (a summary before the opening, a 409 of a share given
    // too early) are logged by the browser itself.
    if (/status of 40[49]/.test(m.text())) return;
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * The buyer's and the approver's pages are kept for the spec's three tests (support/sessions.ts): each logs in
 * once, and later tests load the app afresh in it (seconds less each on the 2-core machine). No test adds routes,
 * init scripts or dialog handlers to them; the committee keys are the server's, opened with PINs typed anew.
 */
async function keptAs(browser: Browser, userName: string, english = false): Promise<Page> {
  const page = await keptPage(browser, server.url, userName);
  await signIn(page, server.url, userName, english ? 'EN' : 'CN');
  return page;
}

/** A supplier's page of its own: each bidder signs in once in the spec. */
async function userPage(browser: Browser, userName: string, english = false): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (english) await loginInEnglish(page, server.url, userName);
  else await loginAs(page, server.url, userName);
  return page;
}

/** The stored tender, as the buyer's API reads it. */
const stored = (tenderId: number) => api.call(certs.buyer, `${TENDER}/findById`, { tenderId });

/** Opens Bid opening and makes the user's committee key with its PIN, typed twice (a mismatch first when asked). */
async function makeKey(page: Page, pin: string, shots: string, mismatchFirst = false) {
  await openMenu(page, 'SRC_TENDER_OPENING', 'SOURCING');
  const screen = page.locator('[data-testid="screen-tender-opening"]:visible');
  const panel = screen.getByTestId('tender-my-key');
  await expect(panel).toHaveAttribute('data-has-key', 'false');
  await shot(page, { path: `${SHOTS}/${shots}-no-key.png`, fullPage: true });
  await panel.getByTestId('tender-key-create').click();
  // Too short: refused here, before any key is made.
  await panel.getByTestId('tender-key-pin').pressSequentially('12345');
  await panel.getByTestId('tender-key-pin-again').pressSequentially('12345');
  await panel.getByTestId('tender-key-save').click();
  await expect(panel.getByTestId('tender-key-form')).toContainText(/6/);
  await panel.getByTestId('tender-key-pin').fill('');
  await panel.getByTestId('tender-key-pin-again').fill('');
  await panel.getByTestId('tender-key-pin').pressSequentially(pin);
  await panel.getByTestId('tender-key-pin-again').pressSequentially(mismatchFirst ? `${pin}x` : pin);
  if (mismatchFirst) {
    await panel.getByTestId('tender-key-save').click();
    await expect(panel.getByTestId('tender-key-form')).toContainText(/differ|不一致/);
    await shot(page, { path: `${SHOTS}/${shots}-pin-mismatch.png`, fullPage: true });
    await panel.getByTestId('tender-key-pin-again').fill('');
    await panel.getByTestId('tender-key-pin-again').pressSequentially(pin);
  }
  await panel.getByTestId('tender-key-save').click();
  await expect(panel).toHaveAttribute('data-has-key', 'true', { timeout: 60_000 });
  await expect(panel.getByTestId('tender-key-fingerprint')).toHaveText(/^([0-9a-f]{4} ){15}[0-9a-f]{4}$/);
  await shot(page, { path: `${SHOTS}/${shots}-key.png`, fullPage: true });
  return screen;
}

/** The tender's page opened from Sourcing → Tenders by its number. */
async function openTender(page: Page, number: string): Promise<Locator> {
  await openMenu(page, 'SRC_TENDER', 'SOURCING');
  const list = page.locator('[data-testid="screen-tender-list"]:visible');
  await expect(list).toBeVisible();
  await list.getByTestId('tender-search').click();
  await list.getByTestId(`tender-open-${number}`).click();
  const edit = page.locator('[data-testid="screen-tender-edit"]:visible');
  await expect(edit.getByTestId('tender-number')).toHaveText(number);
  return edit;
}

test('a tender sealed in the browser, bid on sealed, opened by two committee members with their PINs', async ({
  browser,
}) => {
  const page = await keptPage(browser, server.url, 'buyer');
  const errors = watchConsole(page);
  const title = `E2E 招标 ${Date.now()}`;

  // 1. The buyer types a new tender: header, fee, two free-text lines.
  await signIn(page, server.url, 'buyer');
  await openMenu(page, 'SRC_TENDER', 'SOURCING');
  const list = page.locator('[data-testid="screen-tender-list"]:visible');
  await list.getByTestId('toolbar-button-add').click();
  const edit = page.locator('[data-testid="screen-tender-edit"]:visible');
  await expect(edit).toBeVisible();
  await edit.getByTestId('tender-field-title').pressSequentially(title);
  await pickFrom(page, edit.getByTestId('tender-field-categoryId'), '钢材', { search: '钢材' });
  // The sourcing type brings its default evaluation template.
  await pickFrom(page, edit.getByTestId('tender-field-sourcingTypeId'), '年度招标');
  await expect(edit.getByTestId('tender-field-templateId')).toContainText('综合评分');
  await typeInto(edit.getByTestId('tender-field-tenderFee'), '500');
  await edit.getByTestId('tender-field-notesToSuppliers').pressSequentially('报价含税含运费，商务标由系统加密。');
  await edit.getByTestId('tender-field-internalRemark').pressSequentially('内部：预算 80 万元');
  const lines = edit.getByTestId('tender-lines');
  const items: [string, string, string][] = [
    ['Q345 热轧卷 6mm', '1500×C', '30'],
    ['H 型钢 200×200', 'GB/T 11263', '12'],
  ];
  for (const [i, [name, spec, quantity]] of items.entries()) {
    const key = `n${i + 1}`;
    if (i > 0) await lines.getByTestId('toolbar-button-addLine').click();
    await lines.getByTestId(`cell-itemName-${key}`).click();
    await lines.getByTestId(`cell-itemName-${key}`).locator('input').pressSequentially(name);
    await lines.getByTestId(`cell-specification-${key}`).click();
    await lines.getByTestId(`cell-specification-${key}`).locator('input').pressSequentially(spec);
    await pickFrom(page, lines.getByTestId(`tender-line-categoryId-${key}`), '钢材', { search: '钢材' });
    await lines.getByTestId(`cell-quantity-${key}`).click();
    await lines.getByTestId(`cell-quantity-${key}`).locator('input').pressSequentially(quantity);
  }
  await shot(page, { path: `${SHOTS}/01-buyer-new.png`, fullPage: true });
  await edit.getByTestId('tender-save').click();
  const numberTag = edit.getByTestId('tender-number');
  await expect(numberTag).toHaveText(/^ZB-\d{10}$/);
  const number = (await numberTag.textContent()) ?? '';
  made.number = number;
  await expectToast(page, number);
  const [row] = await api.call(certs.buyer, `${TENDER}/listByPage`, {
    searchParams: { tenderNumber: number },
    pageIndex: 1,
    pageRows: 5,
  });
  const tenderId = row.tenderId as number;
  made.tenderId = tenderId;
  let tender = await stored(tenderId);
  expect(tender.title).toBe(title);
  expect(Number(tender.tenderFee)).toBe(500);
  expect(tender.lines.map((l: { itemName: string; quantity: string }) => [l.itemName, Number(l.quantity)])).toEqual([
    ['Q345 热轧卷 6mm', 30],
    ['H 型钢 200×200', 12],
  ]);

  // 2. Three suppliers invited from the picker (the third is on no approved list: all qualified ones shown).
  await openTab(edit, 'tender-tab-suppliers');
  await edit.getByTestId('tender-suppliers-add').click();
  const picker = page.locator('.ant-modal', { has: page.getByTestId('tender-suppliers-candidates') });
  await picker.getByTestId('tender-suppliers-all').click();
  for (const name of ['苏州精密', '深圳华信', '无锡宏达']) {
    await picker.locator('tr.ant-table-row', { hasText: name }).locator('.ant-checkbox-input').check();
  }
  await page.getByTestId('tender-suppliers-pick-ok').click();
  await expectToast(page, '当前共邀请 3 家供应商');
  await expect(edit.getByTestId('tender-suppliers').locator('tr.ant-table-row')).toHaveCount(3);
  const invited = await api.call(certs.buyer, `${PARTICIPANTS}/listByTender`, { tenderId });
  const idOf = (number: string) =>
    invited.find((s: { supplierNumber: string }) => s.supplierNumber === number).supplierId as number;
  const s1 = idOf('S000001');
  const s2 = idOf('S000002');
  const s3 = idOf(THIRD.supplierNumber);
  Object.assign(made, { s1, s2, s3 });

  // 3. The approver has no committee key yet: the committee shows it, in red, when the buyer picks it.
  await openTab(edit, 'tender-tab-committee');
  const committee = edit.getByTestId('tender-committee');
  await pickFrom(page, committee.getByTestId('tender-committee-add'), '王审批', {
    search: 'approver',
    remote: true,
    shows: /.*/,
  });
  await expect(committee.getByTestId('tender-committee-members')).toContainText('王审批');
  await expect(committee.getByTestId('tender-committee-no-keys')).toContainText('王审批');
  await shot(page, { path: `${SHOTS}/02-buyer-committee-no-key.png`, fullPage: true });

  // 4. Each member makes its key: the approver in English (its PINs differ once), the buyer in Chinese.
  const approver = await keptAs(browser, 'approver', true);
  const approverErrors = watchConsole(approver);
  await makeKey(approver, APPROVER_PIN, '03-approver', true);
  const buyerOpening = await makeKey(page, BUYER_PIN, '04-buyer');
  await expect(buyerOpening.getByTestId('tender-opening-list')).toBeVisible();

  // 5. The committee: the approver (picked above, still in the draft) and the buyer, both needed (2 of 2);
  // their keys now show by fingerprint.
  const back = await openTender(page, number);
  await openTab(back, 'tender-tab-committee');
  const panel = back.getByTestId('tender-committee');
  await pickFrom(page, panel.getByTestId('tender-committee-add'), '李采购', {
    search: 'buyer',
    remote: true,
    shows: /.*/,
  });
  const members = panel.getByTestId('tender-committee-members');
  await expect(members.locator('tr.ant-table-row')).toHaveCount(2);
  await expect(members.locator('[data-has-key="true"]')).toHaveCount(2);
  await panel.getByTestId('tender-committee-save').click();
  await expectToast(page, '开标委员会已保存（2 名委员）');
  await expect(panel.getByTestId('tender-committee-threshold')).toContainText('2 名委员中任意 2 名可开标');
  await expect(panel.getByTestId('tender-committee-sealed')).toHaveAttribute('data-sealed', 'false');
  await shot(page, { path: `${SHOTS}/05-buyer-committee.png`, fullPage: true });

  // 6. Submit seals first, in this browser: what will happen is said, then each step runs.
  await back.getByTestId('tender-action-submit').click();
  const seal = page.getByTestId('tender-seal-dialog');
  await expect(seal.getByTestId('tender-seal-summary')).toContainText('任意 2 名委员');
  await shot(page, { path: `${SHOTS}/06-buyer-seal-confirm.png`, fullPage: true });
  await page.getByTestId('tender-seal-ok').click();
  await expect(seal).toBeHidden({ timeout: 60_000 });
  await expect(back.getByTestId('doc-status')).toHaveAttribute('data-status', /APPROVING|PUBLISHED/);
  tender = await stored(tenderId);
  expect(tender.sealedDate).toBeTruthy();
  if (tender.status === 'APPROVING') {
    const toApprove = await openTender(approver, number);
    await toApprove.getByTestId('tender-action-approve').click();
    await approver.getByTestId('tender-comment').pressSequentially('Approved for publication');
    await approver.getByTestId('tender-comment-ok').click();
    await expect(toApprove.getByTestId('doc-status')).toHaveAttribute('data-status', 'PUBLISHED');
  }
  await expect.poll(async () => (await stored(tenderId)).status).toBe('PUBLISHED');

  // 7. The suppliers report their fee payments; the buyer confirms them on the suppliers' tab.
  for (const [name, reference] of [
    ['supplier1', 'ICBC-20261127-001'],
    ['supplier2', 'CCB-20261127-002'],
    ['supplier3', 'BOC-20261127-003'],
  ] as const) {
    await api.call(certs[name], `${SUPPLIER_TENDER}/reportPayment`, { tenderId, paymentReference: reference });
  }
  const opened = await openTender(page, number);
  await openTab(opened, 'tender-tab-suppliers');
  const participants = opened.getByTestId('tender-suppliers');
  await expect(participants.getByTestId(`tender-fee-status-${s1}`)).toHaveAttribute('data-status', 'UNPAID');
  await expect(participants).toContainText('ICBC-20261127-001');
  for (const supplierId of [s1, s2, s3]) {
    await participants.getByTestId(`tender-fee-confirm-${supplierId}`).click();
    await page.locator('[data-testid="tender-fee-confirm-ok"]:visible').click();
    await expect(participants.getByTestId(`tender-fee-status-${supplierId}`)).toHaveAttribute('data-status', 'PAID');
  }
  await shot(page, { path: `${SHOTS}/07-buyer-fees-confirmed.png`, fullPage: true });

  // 8. A change letter moving the bid deadline later: the confirmation names the old and new dates.
  await openTab(opened, 'tender-tab-changes');
  await opened.getByTestId('tender-change-issue').click();
  await page.getByTestId('tender-change-title').pressSequentially('补遗一：交货批次');
  await page.getByTestId('tender-change-content').pressSequentially('第 2 行分两批交货，投标截止时间顺延。');
  await page.getByTestId('tender-change-move').click();
  const later = new Date(Date.parse(tender.bidDeadline) + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const typed = `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())} ${pad(later.getHours())}:${pad(later.getMinutes())}`;
  await page.getByTestId('tender-change-deadline').click();
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  await page.getByTestId('tender-change-opening').click();
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  await page.getByTestId('tender-change-review').click();
  await expect(page.getByTestId('tender-change-summary')).toContainText(typed);
  await shot(page, { path: `${SHOTS}/08-buyer-change-confirm.png`, fullPage: true });
  await page.getByTestId('tender-change-confirm-ok').click();
  await expectToast(page, '第 1 号变更函已发布');
  await expect(opened.getByTestId('tender-change-1-deadline')).toContainText(typed);
  tender = await stored(tenderId);
  expect(new Date(tender.bidDeadline).getTime()).toBe(later.setSeconds(0, 0));

  // 9. The three suppliers bid: envelopes sealed in Node to the tender's public key, as their browsers do.
  // supplier1: 30 × 100.5 × 1.13 = 3 406.95, 12 × 880 × 1.13 = 11 932.80 → 15 339.75 with tax
  // supplier2: 30 × 98 × 1.13 = 3 322.20, 12 × 905 × 1.13 = 12 271.80 → 15 594.00 with tax
  // supplier3: 30 × 99 × 1.13 = 3 356.10, 12 × 910 × 1.13 = 12 339.60 → 15 695.70 with tax
  const prices: Record<string, [string, string]> = {
    supplier1: ['100.5', '880'],
    supplier2: ['98', '905'],
    supplier3: ['99', '910'],
  };
  const receipts: Record<string, string> = {};
  for (const [name, supplierId] of [
    ['supplier1', s1],
    ['supplier2', s2],
    ['supplier3', s3],
  ] as const) {
    const seen = await api.call(certs[name], `${SUPPLIER_TENDER}/findById`, { tenderId });
    expect(seen.eventPublicKey).toBeTruthy();
    const envelope = await sealEnvelope(seen.eventPublicKey, {
      tenderId,
      supplierId,
      lines: seen.lines.map((l: { lineId: number }, i: number) => ({
        tenderLineId: l.lineId,
        priceWithoutTax: prices[name][i],
        taxRate: '13',
        leadTimeDays: 10 + i,
      })),
      validityDays: 90,
    });
    const receipt = await api.call(certs[name], `${SUPPLIER_TENDER}/submitBid`, {
      tenderId,
      technicalStatement: `${name} 技术方案：ISO 9001 认证，月产能 5000 吨。`,
      commercialCiphertext: envelope.ciphertext,
      commercialHash: envelope.hash,
    });
    expect(receipt.commercialHash).toBe(envelope.hash);
    receipts[name] = envelope.hash;
  }

  // 10. Before the opening: who bid, when, the receipt hashes — never a price, anywhere on the page.
  const sealedView = await openTender(page, number);
  await openTab(sealedView, 'tender-tab-bids');
  const sealedBids = sealedView.getByTestId('tender-bids');
  await expect(sealedBids).toHaveAttribute('data-opened', 'false');
  await expect(sealedBids.getByTestId('tender-bids-sealed')).toContainText('开标前报价全程密封');
  await expect(sealedBids.getByTestId(`tender-bid-state-${s1}`)).toHaveAttribute('data-status', 'SUBMITTED');
  await expect(sealedBids.getByTestId(`tender-bid-hash-${s1}`)).toHaveText(`${receipts.supplier1.slice(0, 16)}…`);
  await expect(sealedBids.getByTestId(`tender-bid-hash-${s2}`)).toHaveText(`${receipts.supplier2.slice(0, 16)}…`);
  await expect(sealedBids.getByTestId(`tender-bid-hash-${s3}`)).toHaveText(`${receipts.supplier3.slice(0, 16)}…`);
  for (const figure of ['15,339.75', '15339.75', '15,594.00', '15,695.70', '100.5', '880', '905', '910']) {
    await expect(sealedView).not.toContainText(standaloneFigure(figure));
  }
  await shot(page, { path: `${SHOTS}/09-buyer-bids-sealed.png`, fullPage: true });
  await openTab(sealedView, 'tender-tab-record');
  await expect(sealedView.getByTestId('tender-record-chain')).toHaveAttribute('data-valid', 'true');
  await expect(sealedView.getByTestId('tender-record-event-1')).toHaveAttribute('data-event', 'SEALED');

  // 11. The bid deadline and the opening time a few seconds ahead (a letter through the API: the picker
  // works to the minute); the close job closes the tender once the deadline has passed.
  tender = await stored(tenderId);
  const soon = new Date(Date.now() + 12_000).toISOString();
  await api.call(certs.buyer, `${CHANGES}/issue`, {
    tenderId,
    version: tender.version,
    title: '补遗二：提前截标',
    content: '投标截止与开标时间提前。',
    newBidDeadline: soon,
    newOpeningTime: soon,
  });
  await expect
    .poll(
      async () => {
        await api.call(certs.admin, RUN_JOB, { jobCode: 'SRC_INQUIRY_CLOSE' }).catch(() => undefined);
        return (await stored(tenderId)).status;
      },
      { timeout: 90_000, intervals: [3_000] },
    )
    .toBe('CLOSED');

  // 12. The approver opens first: a wrong PIN is refused in English, nothing given; then the right one.
  await openMenu(approver, 'SRC_TENDER_OPENING', 'SOURCING');
  const approverOpening = approver.locator('[data-testid="screen-tender-opening"]:visible');
  // The list may have been read before the close: brought to the front again, it reads it again.
  await expect(async () => {
    await openMenu(approver, 'SRC_TENDER_OPENING', 'SOURCING');
    await expect(approverOpening.getByTestId(`tender-open-${number}`)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await approverOpening.getByTestId(`tender-opening-show-${number}`).click();
  await expect(approverOpening.getByTestId('tender-opening-detail')).toHaveAttribute('data-opened', 'false');
  await shot(approver, { path: `${SHOTS}/10-approver-ready.png`, fullPage: true });
  await approverOpening.getByTestId(`tender-open-${number}`).click();
  const dialog = approver.getByTestId('tender-open-dialog');
  await dialog.getByTestId('tender-open-pin').pressSequentially('not-my-pin-000');
  await approver.getByTestId('tender-open-pin-ok').click();
  await expect(dialog.getByTestId('tender-open-error')).toHaveText('Wrong opening PIN', { timeout: 60_000 });
  await shot(approver, { path: `${SHOTS}/11-approver-wrong-pin.png`, fullPage: true });
  expect(
    (await api.call(certs.approver, '/api/srmServer/v1/srmSrcTenderCommitteeRestful/openingStatus', { tenderId }))
      .given,
  ).toBe(0);
  await dialog.getByTestId('tender-open-pin').pressSequentially(APPROVER_PIN);
  await approver.getByTestId('tender-open-pin-ok').click();
  await expect(approver.getByTestId('tender-give-ok')).toBeVisible({ timeout: 60_000 });
  await shot(approver, { path: `${SHOTS}/12-approver-give-confirm.png`, fullPage: true });
  await approver.getByTestId('tender-give-ok').click();
  await expectToast(approver, 'Share given: 1 of 2');

  // 13. Still sealed with one share of two: the buyer sees no price yet.
  const oneShare = await api.call(certs.buyer, `${BIDS}/listByTender`, { tenderId });
  expect(oneShare.opened).toBe(false);
  expect(oneShare.rows.every((r: { totalWithTax: unknown }) => r.totalWithTax == null)).toBe(true);

  // 14. The buyer gives the second share (a wrong PIN first, told in Chinese): the bids open.
  await openMenu(page, 'SRC_TENDER_OPENING', 'SOURCING');
  const mine = page.locator('[data-testid="screen-tender-opening"]:visible');
  await expect(async () => {
    await openMenu(page, 'SRC_TENDER_OPENING', 'SOURCING');
    await expect(mine.getByTestId(`tender-opening-shares-${number}`)).toContainText('1 / 2', { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await mine.getByTestId(`tender-open-${number}`).click();
  const buyerDialog = page.getByTestId('tender-open-dialog');
  await buyerDialog.getByTestId('tender-open-pin').pressSequentially('错误的口令123');
  await page.getByTestId('tender-open-pin-ok').click();
  await expect(buyerDialog.getByTestId('tender-open-error')).toHaveText('开标口令错误', { timeout: 60_000 });
  await buyerDialog.getByTestId('tender-open-pin').pressSequentially(BUYER_PIN);
  await page.getByTestId('tender-open-pin-ok').click();
  await expect(page.getByTestId('tender-give-ok')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.ant-modal-confirm')).toContainText('提交后将立即开标');
  await page.getByTestId('tender-give-ok').click();
  await expectToast(page, `${number} 已开标`);
  const detail = mine.getByTestId('tender-opening-detail');
  await expect(detail).toHaveAttribute('data-opened', 'true');
  await expect(detail.getByTestId(`tender-bid-total-${s1}`)).toHaveText('15,339.75');
  await expect(detail.getByTestId(`tender-bid-total-${s2}`)).toHaveText('15,594.00');
  await expect(detail.getByTestId(`tender-bid-total-${s3}`)).toHaveText('15,695.70');
  await shot(page, { path: `${SHOTS}/13-buyer-opened.png`, fullPage: true });
  await detail.getByTestId('tender-opening-tab-record').click();
  await expect(detail.getByTestId('tender-record-chain')).toHaveAttribute('data-valid', 'true');
  await expect(detail.locator('[data-event="OPENED"]')).toHaveCount(1);
  await expect(detail.locator('[data-event="BID_OPENED"]')).toHaveCount(3);
  await shot(page, { path: `${SHOTS}/14-buyer-opening-record.png`, fullPage: true });

  // 15. The tender's own page now shows the prices, line by line.
  const after = await openTender(page, number);
  await expect(after.getByTestId('doc-status')).toHaveAttribute('data-status', 'OPENED');
  await openTab(after, 'tender-tab-bids');
  const openedBids = after.getByTestId('tender-bids');
  await expect(openedBids).toHaveAttribute('data-opened', 'true');
  await expect(openedBids.getByTestId(`tender-bid-total-without-${s2}`)).toHaveText('13,800.00');
  await openedBids.locator('tr.ant-table-row', { hasText: '苏州精密' }).locator('.ant-table-row-expand-icon').click();
  const bidId = oneShare.rows.find((r: { supplierId: number }) => r.supplierId === s1).bidId as number;
  await expect(openedBids.getByTestId(`tender-bid-line-amount-${bidId}-2`)).toHaveText('11,932.80');
  await shot(page, { path: `${SHOTS}/15-buyer-bids-opened.png`, fullPage: true });
  await openTab(after, 'tender-tab-evaluation');
  await expect(after.getByTestId('tender-summary')).toBeVisible();
  await shot(page, { path: `${SHOTS}/16-buyer-evaluation.png`, fullPage: true });

  expect(errors).toEqual([]);
  expect(approverErrors).toEqual([]);
});

test('the opened tender scored by a drawn expert (in English), recommended and awarded from its bids', async ({
  browser,
}) => {
  test.skip(!made.tenderId, 'needs the opened tender of the first test');
  const { tenderId, number, s1, s2, s3 } = made;
  const page = await keptPage(browser, server.url, 'buyer');
  const errors = watchConsole(page);

  // 1. The buyer draws one expert: the library's expert of the tender's category tied to no bidder.
  await signIn(page, server.url, 'buyer');
  const edit = await openTender(page, number);
  await openTab(edit, 'tender-tab-evaluation');
  const jury = edit.getByTestId('tender-jury');
  await typeInto(jury.getByTestId('tender-jury-count'), '1');
  await jury.getByTestId('tender-jury-draw').click();
  await page.locator('[data-testid="tender-jury-draw-ok"]:visible').click();
  await expectToast(page, '已抽取 1 名专家');
  await expect(jury.getByTestId('tender-jury-status-EXP001')).toBeVisible();
  await shot(page, { path: `${SHOTS}/20-buyer-jury.png`, fullPage: true });

  // 2. The expert (the approver's login) scores its sheet: a score above the maximum is named as typed.
  const expert = await keptAs(browser, 'approver', true);
  const expertErrors = watchConsole(expert);
  await openMenu(expert, 'SRC_EVALUATION', 'SOURCING');
  const screen = expert.locator('[data-testid="screen-tender-evaluation"]:visible');
  await screen.getByTestId(`tender-my-sheet-open-${number}`).click();
  const sheet = screen.getByTestId('tender-sheet');
  await expect(sheet).toHaveAttribute('data-status', 'DRAWN');
  // criteria 1-3 (technical solution 50, quality 30, delivery 20; out of 100 each)
  const scores: [number, string[]][] = [
    [s1, ['90', '80', '70']],
    [s2, ['80', '80', '80']],
    [s3, ['70', '75', '60']],
  ];
  await typeInto(sheet.getByTestId(`tender-score-${s1}-1`), '120');
  await expect(sheet.getByTestId(`tender-score-error-${s1}-1`)).toHaveText('At most 100');
  await shot(expert, { path: `${SHOTS}/21-expert-above-max.png`, fullPage: true });
  for (const [supplierId, values] of scores)
    for (const [i, value] of values.entries())
      await typeInto(sheet.getByTestId(`tender-score-${supplierId}-${i + 1}`), value);
  await expect(sheet.getByTestId(`tender-score-error-${s1}-1`)).toHaveCount(0);
  await expect(sheet.getByTestId('tender-sheet-filled')).toHaveText('9 of 9 scored');
  await sheet.getByTestId('tender-sheet-save').click();
  await expectToast(expert, 'Scores saved');
  await sheet.getByTestId('tender-sheet-submit').click();
  await expect(expert.locator('.ant-modal-confirm')).toContainText('cannot be changed');
  await expert.getByTestId('tender-sheet-confirm-ok').click();
  await expectToast(expert, 'Sheet submitted');
  await expect(sheet).toHaveAttribute('data-status', 'SUBMITTED');
  await shot(expert, { path: `${SHOTS}/22-expert-submitted.png`, fullPage: true });

  // 3. The ranking: technical 60 (the sheet), commercial 40 (lowest total ÷ total).
  // supplier1: (90×.5 + 80×.3 + 70×.2) × .6 = 49.80, + 40.00 = 89.80; supplier2: 80 × .6 = 48.00 + 39.35 = 87.35;
  // supplier3: (70×.5 + 75×.3 + 60×.2) × .6 = 41.70, + 40 × 15 339.75 ÷ 15 695.70 = 39.09 → 80.79
  const back = await openTender(page, number);
  await openTab(back, 'tender-tab-evaluation');
  await expect(back.getByTestId(`tender-score-total-${s1}`)).toHaveText('89.80');
  await expect(back.getByTestId(`tender-score-total-${s2}`)).toHaveText('87.35');
  await expect(back.getByTestId(`tender-score-total-${s3}`)).toHaveText('80.79');
  await expect(back.getByTestId(`tender-rank-${s1}`)).toHaveText('1');
  await expect(back.getByTestId(`tender-rank-${s3}`)).toHaveText('3');

  // 4. The recommendation (the first of the ranking), confirmed: the tender is Evaluated.
  await back.getByTestId('tender-recommend-text').pressSequentially('综合得分第一，价格最低。');
  await back.getByTestId('tender-recommend').click();
  await page.getByTestId('tender-recommend-ok').click();
  await expectToast(page, '已推荐“苏州精密机械有限公司”');
  await expect(back.getByTestId('doc-status')).toHaveAttribute('data-status', 'EVALUATED');
  await expect(back.getByTestId(`tender-recommended-${s1}`)).toBeVisible();

  // 5. The award from the opened bids: every line to the recommended supplier, confirmed, then its page.
  await back.getByTestId('tender-award-start').click();
  await expect(back.getByTestId('award-left-1')).toContainText('0');
  await expect(back.getByTestId('award-left-2')).toContainText('0');
  await shot(page, { path: `${SHOTS}/23-buyer-award.png`, fullPage: true });
  await back.getByTestId('award-review').click();
  await expect(page.getByTestId('award-summary')).toContainText('苏州精密机械有限公司');
  await expect(page.getByTestId('award-summary-total')).toContainText('15,339.75');
  await page.getByTestId('award-create-ok').click();
  await expectToast(page, /定标单 DB-\d{10} 已创建/);
  const award = page.locator('[data-testid="screen-award-edit"]:visible');
  await expect(award.getByTestId('award-number')).toHaveText(/^DB-\d{10}$/);
  made.awardNumber = (await award.getByTestId('award-number').textContent()) ?? '';
  await expect(award).toContainText(number);
  await shot(page, { path: `${SHOTS}/24-buyer-award-page.png`, fullPage: true });
  const [stored] = await api.call(certs.buyer, '/api/srmServer/v1/srmSrcAwardRestful/listByPage', {
    searchParams: { tenderId },
    pageIndex: 1,
    pageRows: 5,
  });
  expect(stored.tenderId).toBe(tenderId);
  expect(Number(stored.totalWithTax)).toBe(15339.75);

  expect(errors).toEqual([]);
  expect(expertErrors).toEqual([]);
});

/** Sourcing → Awards, the award opened from the list by its number. */
async function openAward(page: Page, number: string): Promise<Locator> {
  await openMenu(page, 'SRC_AWARD', 'SOURCING');
  const list = page.locator('[data-testid="screen-award-list"]:visible');
  await expect(list).toBeVisible();
  await list.getByTestId('award-search').click();
  await list.getByTestId(`award-open-${number}`).click();
  const award = page.locator('[data-testid="screen-award-edit"]:visible');
  await expect(award.getByTestId('award-number')).toHaveText(number);
  return award;
}

/** The supplier's tender page, from Supplier portal → Tenders. */
async function openSupplierTender(page: Page, number: string): Promise<Locator> {
  await openMenu(page, 'SUP_TENDER', 'SUP_SOURCING');
  const list = page.locator('[data-testid="screen-supplier-tender-list"]:visible');
  await expect(list).toBeVisible();
  await list.getByTestId('supplier-tender-search').click();
  await list.getByTestId(`supplier-tender-open-${number}`).click();
  const view = page.locator('[data-testid="screen-supplier-tender"]:visible');
  await expect(view.getByTestId('supplier-tender-number')).toHaveText(number);
  return view;
}

/**
 * The tender's result as the supplier is told it: unread among the notifications on its home, and in full
 * (its lines, for a winner) in All notifications. The text of that page.
 */
async function resultNotice(page: Page, number: string, heading: string): Promise<Locator> {
  await page.goto(`${server.url}/main`);
  const item = page
    .getByTestId('notification-panel')
    .locator('[data-testid^="notification-item-"]', { hasText: number })
    .filter({ hasText: heading });
  await expect(item.locator('[data-unread]')).toHaveAttribute('data-unread', 'true');
  await page.goto(`${server.url}/main/notification/notificationMore`);
  const more = page.getByTestId('screen-notificationMore');
  await expect(more.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  return more;
}

test('the award approved in the approver’s browser; each bidder finds its own result, and only its own', async ({
  browser,
}) => {
  test.skip(!made.awardNumber, 'needs the award of the second test');
  const { tenderId, number, awardNumber } = made;
  const page = await keptPage(browser, server.url, 'buyer');
  const errors = watchConsole(page);

  // 1. The buyer submits the award for approval.
  await signIn(page, server.url, 'buyer');
  const award = await openAward(page, awardNumber);
  await award.getByTestId('award-action-submit').click();
  await page.getByTestId('award-confirm-ok').click();
  await expect(award.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVING');

  // 2. The approver (in English) approves it with a comment: the tender is decided.
  const approver = await keptAs(browser, 'approver', true);
  const approverErrors = watchConsole(approver);
  const toApprove = await openAward(approver, awardNumber);
  await expect(toApprove).toContainText(number);
  await toApprove.getByTestId('award-action-approve').click();
  await approver.getByTestId('award-comment').pressSequentially('Best overall score and lowest price');
  await shot(approver, { path: `${SHOTS}/30-approver-award.png`, fullPage: true });
  await approver.getByTestId('award-comment-ok').click();
  await expect(toApprove.getByTestId('doc-status')).toHaveAttribute('data-status', 'APPROVED');
  await expect.poll(async () => (await stored(tenderId)).status).toMatch(/AWARDED|COMPLETED/);

  // 3. The winner (supplier1, in Chinese): its result on the tender page with its lines at its own prices,
  // and the message telling it so.
  const winner = await userPage(browser, 'supplier1');
  const winnerErrors = watchConsole(winner);
  const won = await openSupplierTender(winner, number);
  // The result shows on whichever tab the page opens with; its button leads to the bid.
  const banner = won.getByTestId('supplier-tender-result-banner');
  await expect(banner).toHaveAttribute('data-result', 'WON');
  await expect(banner).toContainText('恭喜，您已中标');
  await banner.getByTestId('supplier-tender-result-see').click();
  await expect(banner).toBeHidden();
  const result = won.getByTestId('bid-result');
  await expect(result).toHaveAttribute('data-result', 'WON');
  await expect(result).toContainText('Q345 热轧卷 6mm');
  await expect(result).toContainText('11,932.80');
  for (const other of ['深圳华信', '无锡宏达', '15,594.00', '15,695.70']) await expect(won).not.toContainText(other);
  await shot(winner, { path: `${SHOTS}/31-supplier1-won.png`, fullPage: true });
  const wonMessage = await resultNotice(winner, number, '贵司中标 2 行');
  await expect(wonMessage).toContainText('定标结果：贵司中标 2 行');
  await expect(wonMessage).not.toContainText('深圳华信');
  await shot(winner, { path: `${SHOTS}/32-supplier1-message.png`, fullPage: true });

  // 4. A loser (supplier3, in English): not awarded, and nothing of who was or at what price.
  const loser = await userPage(browser, 'supplier3', true);
  const loserErrors = watchConsole(loser);
  const lost = await openSupplierTender(loser, number);
  await expect(lost.getByTestId('supplier-tender-result-banner')).toContainText('did not win this time');
  await openTab(lost, 'supplier-tender-tab-bid');
  await expect(lost.getByTestId('bid-result')).toHaveAttribute('data-result', 'LOST');
  for (const other of ['苏州精密', 'Suzhou', '15,339.75', '11,932.80', '100.5'])
    await expect(lost).not.toContainText(/\d/.test(other) ? standaloneFigure(other) : other);
  await shot(loser, { path: `${SHOTS}/33-supplier3-lost.png`, fullPage: true });
  const lostMessage = await resultNotice(loser, number, 'not awarded this time');
  await expect(lostMessage).toContainText('your company was not awarded this time');
  await expect(lostMessage).not.toContainText('苏州精密');
  await shot(loser, { path: `${SHOTS}/34-supplier3-message.png`, fullPage: true });

  // 5. What was stored: each bidder's own result, and through its own API only its own.
  for (const [name, expected] of [
    ['supplier1', 'WON'],
    ['supplier2', 'LOST'],
    ['supplier3', 'LOST'],
  ] as const) {
    const mine = await api.call(certs[name], `${SUPPLIER_TENDER}/myResult`, { tenderId });
    expect(mine.result).toBe(expected);
    expect(JSON.stringify(mine)).not.toContain(name === 'supplier1' ? '深圳华信' : '苏州精密');
  }

  expect(errors).toEqual([]);
  expect(approverErrors).toEqual([]);
  expect(winnerErrors).toEqual([]);
  expect(loserErrors).toEqual([]);
  await Promise.all([winner, loser].map((p) => p.context().close()));
});
