import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types into a select that searches the server and picks the option holding `text`. The options are
 * replaced when the search answers, so it waits for the answer before clicking, and checks the choice.
 * On a loaded machine a late answer can still replace the list under the click (the pick is then lost,
 * the select keeps its placeholder): the pick is made again, at most three times, from a cleared search.
 */
export async function pickOption(page: Page, select: Locator, search: string, text: string) {
  for (let attempt = 1; ; attempt++) {
    await select.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(search);
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();
    await option.waitFor();
    await page.waitForLoadState('networkidle');
    await option.click();
    try {
      await expect(select).toContainText(text, { timeout: attempt < 3 ? 4_000 : 10_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
