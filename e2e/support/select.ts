import { expect, type Locator, type Page } from '@playwright/test';

type PickOptions = {
  /** Text typed into the select to filter the options (none: the options are clicked from the open list). */
  search?: string;
  /** Wait for the server's search answer before clicking (selects that search the server). */
  remote?: boolean;
  /** What the select shows once the pick took (default: the option's text). */
  shows?: string | RegExp;
};

/**
 * Picks the option holding `text` in an antd select (plain, multiple or tree) and checks the select shows the
 * choice. On a loaded machine a click can be lost — an open animation still moving, a late search answer
 * replacing the options under the click — and the select keeps its old value: the pick is then made again,
 * at most three times, from a cleared search.
 */
export async function pickFrom(page: Page, select: Locator, text: string | RegExp, options: PickOptions = {}) {
  const shows = options.shows ?? text;
  for (let attempt = 1; ; attempt++) {
    await select.click();
    if (options.search != null) {
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(options.search);
    }
    const option = page
      .locator('.ant-select-dropdown:visible')
      .locator('.ant-select-item-option, .ant-select-tree-treenode')
      .filter({ hasText: text })
      .first();
    await option.waitFor();
    if (options.remote) await page.waitForLoadState('networkidle');
    await option.click();
    try {
      await expect(select).toContainText(shows, { timeout: attempt < 3 ? 4_000 : 10_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Types into a select that searches the server and picks the option holding `text` (see pickFrom). */
export async function pickOption(page: Page, select: Locator, search: string, text: string) {
  await pickFrom(page, select, text, { search, remote: true });
}
