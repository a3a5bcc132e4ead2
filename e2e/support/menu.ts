import { expect, type Page } from '@playwright/test';

/**
 * Opens a screen from the side menu, opening its folder first only when the item is hidden, and waits
 * for its tab. A click that lands while the folder is still sliding open is lost: it is repeated once.
 */
export async function openMenu(page: Page, menuCode: string, folderCode = 'SYSTEM') {
  const menu = page.getByTestId('side-menu');
  const item = menu.getByTestId(`menu-${menuCode}`);
  // The folder may still be open from an earlier screen; a click would close it.
  if (!(await item.isVisible())) await menu.getByTestId(`menu-${folderCode}`).click();
  await item.click();
  const tab = page.getByTestId(`tab-${menuCode}`);
  try {
    await expect(tab).toBeVisible({ timeout: 5_000 });
  } catch {
    await item.click();
    await expect(tab).toBeVisible();
  }
}
