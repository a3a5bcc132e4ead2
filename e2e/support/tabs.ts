import { expect, type Locator } from '@playwright/test';

/**
 * Clicks a tab (by the test id on its label) and waits until antd shows it as the active one. A click
 * that lands while the page is still re-rendering after a reload can be lost; it is clicked again
 * rather than the test going on to look for controls in a hidden pane.
 */
export async function openTab(screen: Locator, labelTestId: string): Promise<void> {
  const label = screen.getByTestId(labelTestId);
  // `has` looks inside each tab, so it takes a locator that is not rooted at the screen.
  const tab = screen.locator('.ant-tabs-tab').filter({ has: screen.page().getByTestId(labelTestId) });
  await expect(async () => {
    await label.click();
    await expect(tab).toHaveClass(/ant-tabs-tab-active/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
