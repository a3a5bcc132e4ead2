import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@12345';

/** Logs in through the login page as a person would, in the language already chosen. */
export async function loginAs(page: Page, baseUrl: string, userName: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/main/);
}
