import { test as base } from '@playwright/test';
import { START_MS, startServer, type TestServer } from './server.ts';

/**
 * Playwright's `test` with the worker's shared server as a fixture: `test('…', async ({ page, server }) => …)`.
 * The same server as `startServer()` answers in that worker (support/server.ts says what sharing asks of a
 * spec); as a worker fixture its start has a time limit of its own instead of eating the first test's.
 */
export const test = base.extend<object, { server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(await startServer());
    },
    { scope: 'worker', timeout: START_MS },
  ],
});

export { expect } from '@playwright/test';
