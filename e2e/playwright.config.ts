import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's headless Chromium (no browser download). Two workers, each with one
 * server that its spec files share one after another (support/server.ts); a spec that changes what the
 * others rely on asks for a server of its own. Every server starts on a copy of one database migrated
 * and seeded once per run (support/globalSetup.ts). E2E_WORKERS overrides the number of workers.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  outputDir: './.tmp/results',
  // Two workers share the 2 cores with their servers and browsers: a test gets twice the time one had alone.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two workers on the 2-core CI machine: while one waits on its server, the other's browser works.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['./support/durationsReporter.ts']],
  use: {
    viewport: { width: 1366, height: 768 },
    screenshot: 'only-on-failure',
    trace: 'off',
    // The app then runs antd without animations (AppProviders): a click never lands on a dialog that is
    // still closing or a button still moving in, and no test waits for an animation to end.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
