import { expect, test } from '@playwright/test';
import { loginAs } from '../support/login.ts';
import { openMenu } from '../support/menu.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { shot } from '../support/shots.ts';

/** Every page under Administration, by menu code (demo seed, apps/server/src/seed/demoMenus.ts). */
const ADMIN_SCREENS = [
  'SYS_USER',
  'SYS_ROLE',
  'SYS_RESP',
  'SYS_MENU',
  'SYS_LOOKUP',
  'SYS_INSTITUTION',
  'SYS_EMPLOYEE',
  'SYS_PROFILE',
  'SYS_LOG',
  'SYS_JOBS',
];
/** Every page under System tools (the developer and system pages kept out of Administration). */
const TOOL_SCREENS = ['SYS_DATASOURCE', 'SYS_REDIS', 'SYS_API', 'SYS_MODULES', 'SYS_GALLERY'];

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());

for (const lang of ['CN', 'EN'] as const) {
  test(`every administration screen opens without a console error (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(`${server.url}/login`);
    await page.getByTestId(`lang-${lang}`).click();
    await loginAs(page, server.url, 'admin');
    for (const code of [...ADMIN_SCREENS, ...TOOL_SCREENS]) {
      await openMenu(page, code, ADMIN_SCREENS.includes(code) ? 'SYSTEM' : 'SYS_TOOLS');
      const tab = page.getByTestId(`tab-${code}`);
      await expect(tab).toBeVisible();
      // The active screen: a real page, not the "not yet available" one nor a failed chunk.
      // Hidden tabs stay mounted (display: none), so only what is visible counts; the side menu has none of these.
      await expect(page.locator('.ant-card:visible, .ant-table:visible, .ant-tree:visible').first()).toBeVisible();
      await expect(page.locator('[data-testid="screen-not-available"]:visible')).toHaveCount(0);
      await expect(page.locator('[data-testid="screen-load-failed"]:visible')).toHaveCount(0);
      // Let its first requests answer before the next screen.
      await page.waitForLoadState('networkidle');
      await shot(page, { path: `e2e/.tmp/shots/admin-${code}-${lang}.png` });
    }
    expect(problems).toEqual([]);
  });
}
