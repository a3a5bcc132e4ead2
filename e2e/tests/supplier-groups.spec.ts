import { watchConsole } from '../support/console.ts';
import { loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { shot } from '../support/shots.ts';
import { expect, test } from '../support/test.ts';

// The buyer maintains supplier groups: a new group with supplier2 picked as its member.

const SHOTS = '/tmp/shots-e';
test('the buyer creates a supplier group and adds supplier2 as a member', async ({ page, server }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, server.url, 'buyer');
  await openMenu(page, 'SLC_SUPPLIER_GROUP', 'SUPPLIER_LIFECYCLE');
  const screen = page.locator('[data-testid="screen-supplierGroups"]:visible');
  await expect(screen.locator('tr.ant-table-row', { hasText: 'KEY_PARTS' })).toBeVisible();
  await screen.getByTestId('toolbar-button-add').click();

  const dialog = page.locator('.ant-modal:visible');
  await dialog.getByTestId('group-code').fill('ELEC');
  await dialog.getByTestId('group-name').fill('电子元器件供应商');
  const members = dialog.getByTestId('group-members');
  // The picked supplier goes into the members table (the picker clears for the next one).
  for (let attempt = 1; ; attempt++) {
    await dialog.getByTestId('group-member-pick').click();
    await page.keyboard.type('华信');
    const option = page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '华信电子' })
      .first();
    await option.waitFor();
    await page.waitForLoadState('networkidle');
    await option.click();
    try {
      await expect(members.locator('tr.ant-table-row', { hasText: 'S000002' })).toBeVisible({ timeout: 4_000 });
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  await expect(members).toContainText('深圳华信电子有限公司');
  await shot(page, { path: `${SHOTS}/group-edit.png` });
  await dialog.getByTestId('group-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();

  const row = screen.locator('tr.ant-table-row', { hasText: 'ELEC' });
  await expect(row).toContainText('电子元器件供应商');
  await expect(row).toContainText('1');
  await shot(page, { path: `${SHOTS}/groups-list.png` });
  expect(errors).toEqual([]);
});
