import { expect, type Page } from '@playwright/test';

/*
 * antd's message and notification toasts vanish after 3 and 4.5 seconds. On a loaded machine a test
 * that polls the page for one can look too late, and with an old toast still on screen it can also
 * look too early. So every toast a page shows is recorded in the test as it appears, and a test waits
 * for the record instead of the screen; each toast answers one wait only, so two saves need two
 * "saved" toasts.
 */

const recorded = new WeakMap<Page, string[]>();

/** Installed in the page: reports each toast's text once when it appears, and again if it changes. */
function observeToasts() {
  const w = window as unknown as { __srmToastsObserved?: boolean; __srmToast(text: string): void };
  if (w.__srmToastsObserved) return;
  w.__srmToastsObserved = true;
  const seen = new WeakMap<Element, string>();
  const scan = () => {
    for (const notice of document.querySelectorAll('.ant-message-notice, .ant-notification-notice')) {
      const text = (notice.textContent ?? '').trim();
      if (text && seen.get(notice) !== text) {
        seen.set(notice, text);
        w.__srmToast(text);
      }
    }
  };
  const start = () => {
    // A document without a body (an image opened as a page, as loginInEnglish does) shows no toasts.
    if (!document.body) return;
    new MutationObserver(scan).observe(document.body, { childList: true, subtree: true, characterData: true });
    scan();
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/**
 * Starts recording the page's toasts (once per page; loginAs does it for every page it logs in).
 * Toasts already on screen are recorded too.
 */
export async function recordToasts(page: Page) {
  if (recorded.has(page)) return;
  const texts: string[] = [];
  recorded.set(page, texts);
  await page.exposeFunction('__srmToast', (text: string) => texts.push(text));
  await page.addInitScript(observeToasts);
  await page.evaluate(observeToasts).catch(() => {
    // A page still on about:blank: the init script covers its first document.
  });
}

/** Forgets the toasts the page has shown so far (a kept page starting another test: support/sessions.ts). */
export function forgetToasts(page: Page) {
  recorded.get(page)?.splice(0);
}

/**
 * Waits until the page has shown a toast (antd message or notification) containing `text`, even one
 * gone from the screen by now, and uses it up.
 */
export async function expectToast(page: Page, text: string | RegExp, timeout = 10_000) {
  await recordToasts(page);
  const texts = recorded.get(page) ?? [];
  const matches = (t: string) => (typeof text === 'string' ? t.includes(text) : text.test(t));
  try {
    await expect.poll(() => texts.findIndex(matches), { timeout }).toBeGreaterThanOrEqual(0);
  } catch {
    throw new Error(`No toast with ${text} in ${timeout} ms; the page showed: ${JSON.stringify(texts)}`);
  }
  texts.splice(texts.findIndex(matches), 1);
}
