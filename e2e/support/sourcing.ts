import { expect, type Locator, type Page } from '@playwright/test';
import { openMenu } from './menu.ts';

/** Steps of the sourcing (inquiry) specs shared by their tests: opening the screens as their users do. */

export const INQUIRY = '/api/srmServer/v1/srmSrcInquiryRestful';
export const INVITES = '/api/srmServer/v1/srmSrcInquirySupplierRestful';
export const QUOTES = '/api/srmServer/v1/srmSrcQuoteRestful';
export const AWARDS = '/api/srmServer/v1/srmSrcAwardRestful';
export const ORDERS = '/api/srmServer/v1/srmPoHeaderRestful';

/** The buyer's (or approver's) inquiry opened from Sourcing → Inquiries by its number. */
export async function openInquiry(page: Page, number: string): Promise<Locator> {
  await openMenu(page, 'SRC_INQUIRY', 'SOURCING');
  const list = page.locator('[data-testid="screen-inquiry-list"]:visible');
  await expect(list).toBeVisible();
  await list.getByTestId('inquiry-search').click();
  await list.getByTestId(`inquiry-open-${number}`).click();
  const edit = page.locator('[data-testid="screen-inquiry-edit"]:visible');
  await expect(edit.getByTestId('inquiry-number')).toHaveText(number);
  return edit;
}

/** The supplier's inquiry opened from its portal's My inquiries. */
export async function openSupplierInquiry(page: Page, number: string): Promise<Locator> {
  await openMenu(page, 'SUP_INQUIRY', 'SUP_SOURCING');
  const list = page.locator('[data-testid="screen-supplier-inquiry-list"]:visible');
  await expect(list).toBeVisible();
  await list.getByTestId('supplier-inquiry-search').click();
  await list.getByTestId(`supplier-inquiry-open-${number}`).click();
  const view = page.locator('[data-testid="screen-supplier-inquiry"]:visible');
  await expect(view.getByTestId('supplier-inquiry-number')).toHaveText(number);
  return view;
}

/**
 * supplier2 of the demo has a certificate about to expire: its home asks for an acknowledgement before
 * anything else can be used. Acknowledged once per login, as that supplier's user does. The dialog is part
 * of the supplier home (it renders with it), so once the home or the dialog shows, whether there is one to
 * acknowledge is known: no fixed wait for a warning that may not come.
 */
export async function acknowledgeQualificationWarning(page: Page) {
  const ack = page.getByTestId('qualification-warning-ack');
  // The home comes with the app's first load after the login: as long as a login may take (support/login.ts).
  await expect(page.getByTestId('home-supplier').or(ack).first()).toBeVisible({ timeout: 60_000 });
  if (!(await ack.isVisible())) return; // no warning for this supplier
  await ack.click();
  await expect(page.getByTestId('qualification-warning')).toBeHidden();
}

/**
 * Clears an input and types `text` key by key, as a person does. `field` is the input or the element its
 * test id is on (antd puts an InputNumber's on the input itself, a table cell's on the cell).
 */
export async function typeInto(field: Locator, text: string) {
  const input = (await field.evaluate((e) => e.tagName)) === 'INPUT' ? field : field.locator('input');
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(text);
}

/**
 * The supplier's quote of the current round, typed line by line: [price, tax rate, lead time days] for
 * each line in order, then submitted after the confirmation (which shows the total).
 */
export async function quoteAndSubmit(page: Page, view: Locator, lines: [string, string, string][], total: string) {
  const form = view.getByTestId('quote-form');
  await expect(form).toBeVisible();
  for (const [i, [price, rate, lead]] of lines.entries()) {
    const n = i + 1;
    await typeInto(form.getByTestId(`quote-price-${n}`), price);
    await typeInto(form.getByTestId(`quote-rate-${n}`), rate);
    await typeInto(form.getByTestId(`quote-lead-${n}`), lead);
  }
  await expect(form.getByTestId('quote-total')).toContainText(total);
  await form.getByTestId('quote-submit').click();
  await expect(page.getByTestId('quote-confirm-text')).toContainText(total);
  await page.getByTestId('quote-confirm-ok').click();
  await expect(form.getByTestId('quote-status')).toHaveAttribute('data-status', 'SUBMITTED');
}

/**
 * A price figure as a number standing on its own: "880", "880.00" or "1,880"-free. Hashes and key fingerprints
 * are hexadecimal and shown on the same pages, so a plain substring test ("880" in "e880 1a2b") fails by chance.
 * A figure given with a decimal part also matches with trailing zeros ("100.5" → "100.50").
 */
export function standaloneFigure(figure: string): RegExp {
  const escaped = figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const decimals = figure.includes('.') ? '0*' : '(?:\\.0+)?';
  return new RegExp(`(?<![0-9a-f.,])${escaped}${decimals}(?![0-9a-f])`, 'i');
}
