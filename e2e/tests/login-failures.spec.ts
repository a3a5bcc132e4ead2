import { expect, test } from '@playwright/test';
import { startServer, type TestServer } from '../support/server.ts';

// Failures are counted per address too, so this spec has a server of its own: the captcha it
// provokes for 127.0.0.1 must not reach other specs.
let server: TestServer;
test.beforeAll(async () => {
  server = await startServer({ private: true });
});
test.afterAll(async () => server?.stop());

test('a wrong password shows the server message and the captcha appears after three failures', async ({ page }) => {
  await page.goto(`${server.url}/login`);
  await page.getByTestId('lang-EN').click();
  for (let i = 0; i < 3; i++) {
    await page.getByTestId('login-username').fill('finance');
    await page.getByTestId('login-password').fill(`wrong-${i}`);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toContainText('Wrong user name or password');
  }
  await expect(page.getByTestId('login-captcha-image')).toBeVisible();
  await expect(page.getByTestId('login-captcha-input')).toBeVisible();
});
