import type { Locator, Page } from '@playwright/test';

type ShotOptions = Parameters<Page['screenshot']>[0];

/**
 * A screenshot for a person to look at (the specs write them under /tmp/*-shots). CI sets E2E_SHOTS=off:
 * nobody opens them there, and a full-page one costs about a second of a worker's time (two minutes a run);
 * a failing test still gets its own screenshot from the config (screenshot: 'only-on-failure').
 */
export async function shot(target: Page | Locator, options: ShotOptions): Promise<void> {
  if (process.env.E2E_SHOTS === 'off') return;
  await target.screenshot(options);
}
