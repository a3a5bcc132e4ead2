import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's headless Chromium (no browser download). Each spec file starts its own
 * server on a fresh data directory (support/server.ts), so specs never share state; the directories are
 * copies of one database migrated and seeded once per run (support/globalSetup.ts).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  outputDir: './.tmp/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    viewport: { width: 1366, height: 768 },
    screenshot: 'only-on-failure',
    trace: 'off',
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
