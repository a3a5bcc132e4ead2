import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRecords } from '../../platform/auth/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const LOGIN = '/api/baseServer/v1/baseLoginRestful/login';
const PROXY = '10.20.0.1';

/** The address a login was recorded with (the login log and the throttling read the same req.ip). */
async function lastLoginAddress(t: TestApp) {
  const [row] = await t.database.db.select().from(loginRecords).orderBy(desc(loginRecords.id)).limit(1);
  return row.ip;
}

describe('TRUSTED_PROXIES unset (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('ignores X-Forwarded-For from anyone: the socket address is the client', async () => {
    const ok = await t.call(
      LOGIN,
      { userName: 'buyer', password: 'Demo@12345' },
      { remoteAddress: '192.0.2.7', headers: { 'x-forwarded-for': '198.51.100.1' } },
    );
    expect(ok.body.status).toBe('S');
    expect(await lastLoginAddress(t)).toBe('192.0.2.7');
  });

  it('asks a client for the captcha after three failures however it varies X-Forwarded-For', async () => {
    for (let i = 0; i < 3; i++) {
      await t.call(
        LOGIN,
        { userName: 'nobody', password: 'bad' },
        { remoteAddress: '192.0.2.8', headers: { 'x-forwarded-for': `198.51.100.${10 + i}` } },
      );
    }
    const fourth = await t.call(
      LOGIN,
      { userName: 'buyer', password: 'Demo@12345' },
      { remoteAddress: '192.0.2.8', headers: { 'x-forwarded-for': '198.51.100.99' }, lang: 'EN' },
    );
    expect(fourth.statusCode).toBe(400);
    expect(fourth.body.msg).toBe('Please enter the captcha');
    expect(fourth.body.data.captchaRequired).toBe(true);
  });
});

describe('TRUSTED_PROXIES set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustedProxies: [PROXY] } });
  });
  afterAll(async () => t?.close());

  it('takes the client address from X-Forwarded-For only on requests from the listed proxy', async () => {
    await t.call(
      LOGIN,
      { userName: 'buyer', password: 'Demo@12345' },
      { remoteAddress: PROXY, headers: { 'x-forwarded-for': '198.51.100.1' } },
    );
    expect(await lastLoginAddress(t)).toBe('198.51.100.1');
    // A client that talks to the server directly cannot claim an address.
    await t.call(
      LOGIN,
      { userName: 'buyer', password: 'Demo@12345' },
      { remoteAddress: '192.0.2.9', headers: { 'x-forwarded-for': '198.51.100.2' } },
    );
    expect(await lastLoginAddress(t)).toBe('192.0.2.9');
    // An address the client put in front of the proxy's own entry is not believed either.
    await t.call(
      LOGIN,
      { userName: 'buyer', password: 'Demo@12345' },
      { remoteAddress: PROXY, headers: { 'x-forwarded-for': '203.0.113.5, 198.51.100.3' } },
    );
    expect(await lastLoginAddress(t)).toBe('198.51.100.3');
  });

  it('reads the TRUSTED_PROXIES variable as a comma-separated list', async () => {
    const { readConfig } = await import('../../config.ts');
    expect(readConfig({ TRUSTED_PROXIES: ' 10.0.0.1, 172.16.0.0/12 ,' }).trustedProxies).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
    ]);
    expect(readConfig({}).trustedProxies).toEqual([]);
  });
});
