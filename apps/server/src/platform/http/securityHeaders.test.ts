import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A built web app of one page, so the HTML answers (the SPA fallback) are checked too.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ config: { webDist } });
}, 180_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function expectAppHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'(;|$)/); // no inline script, no eval
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
}

describe('security headers', () => {
  it('are on the web app’s HTML, at the root and on any client route', async () => {
    for (const url of ['/', '/main/requisition?mode=new']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expectAppHeaders(res.headers);
    }
  });

  it('are on API answers, successful or refused', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/baseServer/v1/baseLoginRestful/captcha', payload: {} });
    expect(ok.statusCode).toBe(200);
    expectAppHeaders(ok.headers);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/baseServer/v1/baseLoginRestful/userInfo',
      payload: {},
    });
    expect(refused.statusCode).toBe(401);
    expectAppHeaders(refused.headers);
    const missing = await t.app.inject({ method: 'POST', url: '/api/nothing/here', payload: {} });
    expect(missing.statusCode).toBe(404);
    expectAppHeaders(missing.headers);
  });

  it('give the API documentation page its own policy, still without inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
