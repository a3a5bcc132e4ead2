import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types into a select that searches the server and picks the option holding `text`. The options are
 * replaced when the search answers, so it waits for the answer before clicking, and checks the choice.
 */
export async function pickOption(page: Page, select: Locator, search: string, text: string) {
  await select.click();
  await page.keyboard.type(search);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();
  await option.waitFor();
  await page.waitForLoadState('networkidle');
  await option.click();
  await expect(select).toContainText(text);
}
