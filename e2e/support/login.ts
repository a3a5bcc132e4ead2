import { expect, type Page } from '@playwright/test';
import { recordToasts } from './toasts.ts';

export const DEMO_PASSWORD = 'Demo@12345';

/** Logs in through the login page as a person would, in the language already chosen. */
export async function loginAs(page: Page, baseUrl: string, userName: string, password = DEMO_PASSWORD) {
  await recordToasts(page);
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  // A login checks a password hash and loads the whole app: on a loaded machine it can take longer than
  // an ordinary assertion may wait (seen at 15 s with two workers).
  await expect(page).toHaveURL(/\/main/, { timeout: 60_000 });
}

/**
 * Logs `userName` in afresh with English chosen: the previous user's session and stored choices are
 * dropped first, so one page can play several users in turn.
 */
export async function loginInEnglish(page: Page, baseUrl: string, userName: string) {
  // A page of the app's origin that runs none of its code (its icon): a running app writes its whole session
  // back to localStorage on any update, so a clear made under it could be undone before the next page (seen:
  // the buyer's home, still open, logged the buyer in again and /login never showed).
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('SRM_lang', 'EN');
  });
  await loginAs(page, baseUrl, userName);
}
