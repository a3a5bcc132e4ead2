import { type Browser, expect, type Page, test } from '@playwright/test';
import { watchConsole } from './console.ts';
import { loginAs } from './login.ts';
import { forgetToasts } from './toasts.ts';

/*
 * Kept pages: one browser page per user (and server) for the whole test worker, logged in through the login
 * page the first time only. A new browser context is the dearest step of most tests: a fresh renderer, no
 * cache, the whole app compiled and bootstrapped again. Measured on the 2-core machine (load 2–4): a new
 * context and a login took 4.6–5.9 s, a new page in an already logged-in context 3.7–4.1 s, the app loaded
 * again in the same page 1.1–1.3 s. So a spec whose tests each log a user in asks for that user's kept page
 * and signs in on it: the first time through the login page, after that by loading the home (/main) afresh.
 *
 * What a kept page carries from one test to the next, so only for specs where none of it matters: its
 * localStorage (the session, the lookup cache, the side menu's state), its sessionStorage (a supplier's
 * acknowledged qualification warning), handlers a test put on the page (routes, init scripts, dialog
 * handlers — a spec with any of those keeps its own pages), and console listeners (watchConsole's earlier
 * lists simply stop being read). The viewport is set back to the configured one, the language to the one
 * asked for, and the toasts recorded so far are forgotten.
 */

const kept = new Map<string, Page>();

/**
 * The worker's page of `userName` on `baseUrl`, as the last test left it (a new browser the first time).
 * Nothing is loaded here: watch its console or size it first, then `signIn`.
 */
export async function keptPage(browser: Browser, baseUrl: string, userName: string): Promise<Page> {
  const key = `${baseUrl} ${userName}`;
  let page = kept.get(key);
  if (!page || page.isClosed()) {
    page = await (await browser.newContext()).newPage();
    kept.set(key, page);
  }
  const viewport = test.info().project.use.viewport;
  if (viewport) await page.setViewportSize(viewport);
  return page;
}

/**
 * Closes the kept pages of `baseUrl` (a spec's private server, before it stops): the server's pages are of no
 * use to any later spec, and an app left open on a stopped server would only keep failing its calls.
 */
export async function closeKeptPages(baseUrl: string) {
  for (const [key, page] of kept) {
    if (!key.startsWith(`${baseUrl} `)) continue;
    kept.delete(key);
    await page.context().close();
  }
}

/** The session stored in the page, if it is `userName`'s and the server still takes it. */
async function sessionOf(page: Page, baseUrl: string, userName: string): Promise<boolean> {
  if (!page.url().startsWith(baseUrl)) return false;
  const stored = await page
    .evaluate(() => ({ token: localStorage.getItem('SRM_certificate'), user: localStorage.getItem('SRM_userInfo') }))
    .catch(() => null);
  if (!stored?.token || !stored.user || JSON.parse(stored.user).userName !== userName) return false;
  const response = await fetch(`${baseUrl}/api/baseServer/v1/baseLoginRestful/userInfo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', certificate: stored.token },
    body: '{}',
  });
  return response.ok && (await response.json()).status === 'S';
}

/**
 * Opens the app as `userName` in `lang` in its kept page: the home loaded afresh when the page still holds
 * that user's session, else a login through the login page (the first time, or after a logout). `fresh` logs
 * in through the login page in any case: a new session, for a test of what a session remembers (a supplier's
 * acknowledged qualification warning is acknowledged for its session only).
 */
export async function signIn(page: Page, baseUrl: string, userName: string, lang: 'CN' | 'EN' = 'CN', fresh = false) {
  forgetToasts(page);
  if (!fresh && (await sessionOf(page, baseUrl, userName))) {
    await page.evaluate((l) => localStorage.setItem('SRM_lang', l), lang);
    await page.goto(`${baseUrl}/main`);
    // As long as a login may take: the app loads again (support/login.ts).
    await expect(page).toHaveURL(/\/main/, { timeout: 60_000 });
    return;
  }
  // A page of the app's origin that runs none of its code (see loginInEnglish): the old session is dropped
  // and the language chosen before the login page shows.
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate((l) => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('SRM_lang', l);
  }, lang);
  await loginAs(page, baseUrl, userName);
}

/**
 * `userName`'s kept page on `baseUrl`, its console watched from this load on (`expected` messages left out),
 * sized `viewport` when given, and signed in afresh in `lang`: what a test of one user needs to begin.
 */
export async function openAs(
  browser: Browser,
  baseUrl: string,
  userName: string,
  options: { lang?: 'CN' | 'EN'; viewport?: { width: number; height: number }; expected?: RegExp } = {},
): Promise<{ page: Page; problems: string[] }> {
  const page = await keptPage(browser, baseUrl, userName);
  const problems = watchConsole(page, options.expected);
  if (options.viewport) await page.setViewportSize(options.viewport);
  await signIn(page, baseUrl, userName, options.lang);
  return { page, problems };
}
