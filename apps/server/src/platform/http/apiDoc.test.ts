import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// docs/api.md is the one table of every call (ARCHITECTURE §3); this keeps it true.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('docs/api.md', () => {
  it('lists every registered API call', () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/api.md'), 'utf8');
    const missing = t.app.registeredRoutes
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((call) => !doc.includes(`\`${call}\``));
    expect(missing).toEqual([]);
  });
});
