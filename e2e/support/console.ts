import type { Page } from '@playwright/test';

/** Collects console errors and React/antd warnings of the page (except `expected`), for a test to assert none. */
export function watchConsole(page: Page, expected?: RegExp): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (expected?.test(message.text())) return;
    if (message.type() === 'error' || (message.type() === 'warning' && /Warning|antd/i.test(message.text())))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
