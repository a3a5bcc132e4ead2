import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaAnswerForTests } from '../../platform/auth/captcha.ts';
import { loginFailures, loginRecords, sessions } from '../../platform/auth/schema.ts';
import { mailOutbox } from '../../platform/mail/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const LOGIN = '/api/baseServer/v1/baseLoginRestful/login';
const USER_INFO = '/api/baseServer/v1/baseLoginRestful/userInfo';
const path = (action: string) => `/api/baseServer/v1/baseLoginRestful/${action}`;

let t: TestApp;
beforeAll(async () => {
  // The test client plays a reverse proxy at 127.0.0.1 that forwards each test's own client address.
  t = await createTestApp({ config: { trustedProxies: ['127.0.0.1'] } });
});
afterAll(async () => t?.close());

/** Each test uses its own client address so throttling counts do not leak between tests. */
let ipSeq = 1;
const fromNewAddress = () => ({ 'x-forwarded-for': `10.0.0.${ipSeq++}` });

describe('login', () => {
  it('lets a demo buyer in and answers who they are', async () => {
    const res = await t.call(LOGIN, { userName: 'buyer', password: 'Demo@12345' }, { headers: fromNewAddress() });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe('S');
    const { certificate, userInfo } = res.body.data;
    expect(certificate).toMatch(/^[\w-]{40,}$/);
    expect(userInfo).toMatchObject({ userName: 'buyer', userType: 'INSIDE', supplierId: null, orgNumber: 'OU_EAST' });
    expect(userInfo.currentResponsibility.responsibilityCode).toBe('PUR_BUYER');
    const me = await t.call(USER_INFO, {}, { certificate });
    expect(me.body.data.userName).toBe('buyer');
  });

  it('tells a supplier user which supplier they belong to', async () => {
    const certificate = await t.login('supplier1');
    const me = await t.call(USER_INFO, {}, { certificate });
    expect(me.body.data).toMatchObject({
      userType: 'EX_SUPPLIER',
      supplierName: '苏州精密机械有限公司',
      earlyWarningList: [],
    });
    expect(me.body.data.supplierId).toBeGreaterThan(0);
  });

  it('gives the same answer for an unknown user and a wrong password, in the request language', async () => {
    const wrong = await t.call(
      LOGIN,
      { userName: 'buyer', password: 'nope' },
      { lang: 'EN', headers: fromNewAddress() },
    );
    const unknown = await t.call(
      LOGIN,
      { userName: 'nobody', password: 'nope' },
      { lang: 'EN', headers: fromNewAddress() },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body.msg).toBe('Wrong user name or password');
    expect(unknown.body.msg).toBe(wrong.body.msg);
    const cn = await t.call(LOGIN, { userName: 'nobody', password: 'nope' }, { headers: fromNewAddress() });
    expect(cn.body.msg).toBe('用户名或密码错误');
  });

  it('asks for a captcha after three failures, and accepts the right answer', async () => {
    const headers = fromNewAddress();
    for (let i = 0; i < 3; i++) await t.call(LOGIN, { userName: 'approver', password: 'bad' }, { headers });
    const blocked = await t.call(LOGIN, { userName: 'approver', password: 'Demo@12345' }, { headers, lang: 'EN' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.body.msg).toBe('Please enter the captcha');
    expect(blocked.body.data.captchaRequired).toBe(true);

    const captcha = await t.call(path('captcha'), {});
    expect(captcha.body.data.image).toMatch(/^data:image\/png;base64,/);
    const wrongAnswer = await t.call(
      LOGIN,
      { userName: 'approver', password: 'Demo@12345', captchaId: captcha.body.data.captchaId, captcha: 'zzzz' },
      { headers },
    );
    expect(wrongAnswer.body.msg).toBe('验证码错误或已过期');

    const next = await t.call(path('captcha'), {});
    const answer = await captchaAnswerForTests(t.database.db, next.body.data.captchaId);
    const ok = await t.call(
      LOGIN,
      {
        userName: 'approver',
        password: 'Demo@12345',
        captchaId: next.body.data.captchaId,
        captcha: answer!.toUpperCase(),
      },
      { headers },
    );
    expect(ok.body.status).toBe('S');
  });

  it('cannot be locked by made-up captchas: a fresh client with the right password gets in', async () => {
    const attacker = fromNewAddress();
    // Three wrong passwords make the account ask everyone for a captcha …
    for (let i = 0; i < 3; i++) await t.call(LOGIN, { userName: 'admin', password: 'bad' }, { headers: attacker });
    // … then a burst with invented captchas (the attack of issue 15) only slows the attacker down.
    let tooSoon = 0;
    for (let i = 0; i < 12; i++) {
      const res = await t.call(
        LOGIN,
        { userName: 'admin', password: 'bad', captchaId: crypto.randomUUID(), captcha: 'abcd' },
        { headers: attacker },
      );
      if (res.statusCode === 429) tooSoon++;
    }
    expect(tooSoon).toBeGreaterThan(0);
    const fresh = fromNewAddress();
    const asked = await t.call(LOGIN, { userName: 'admin', password: 'Demo@12345' }, { headers: fresh, lang: 'EN' });
    expect(asked.statusCode).toBe(400);
    expect(asked.body.data.captchaRequired).toBe(true);
    const ok = await t.call(
      LOGIN,
      { userName: 'admin', password: 'Demo@12345', ...(await solvedCaptcha()) },
      { headers: fresh },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.body.status).toBe('S');
  });

  it('lets the owner in with a captcha after ten solved-captcha guesses from many addresses, and logs the burst', async () => {
    for (let i = 0; i < 10; i++) {
      await t.call(
        LOGIN,
        { userName: 'finance', password: 'bad', ...(await solvedCaptcha()) },
        { headers: fromNewAddress() },
      );
    }
    const owner = fromNewAddress();
    const asked = await t.call(LOGIN, { userName: 'finance', password: 'Demo@12345' }, { headers: owner });
    expect(asked.statusCode).toBe(400);
    expect(asked.body.data.captchaRequired).toBe(true);
    const ok = await t.call(
      LOGIN,
      { userName: 'finance', password: 'Demo@12345', ...(await solvedCaptcha()) },
      { headers: owner },
    );
    expect(ok.body.status).toBe('S');

    const admin = await t.login('admin');
    const log = await t.call(
      '/api/baseServer/v1/baseLoginRecordRestful/listByPage',
      { searchParams: { userName: 'finance', outcome: 'FAILURE_BURST' } },
      { certificate: admin },
    );
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({ userName: 'finance', outcome: 'FAILURE_BURST', failureCount: 10 });
    // The home chart counts only real logins.
    const logins = await t.database.db.select().from(loginRecords).where(eq(loginRecords.outcome, 'SUCCESS'));
    expect(logins.every((r) => r.failureCount === null)).toBe(true);
  });

  it('makes the guessing client wait 1, 2, 4 … seconds after its fourth failure on an account', async () => {
    const guesser = fromNewAddress();
    const backdate = () =>
      t.database.db
        .update(loginFailures)
        .set({ createdAt: sql`${loginFailures.createdAt} - interval '1 minute'` })
        .where(eq(loginFailures.kind, 'pair'));
    const waits: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const res = await t.call(
        LOGIN,
        { userName: 'ghost', password: 'bad', ...(await solvedCaptcha()) },
        { headers: guesser },
      );
      expect(res.statusCode).toBe(401);
      if (i >= 3) {
        // From the third failure on a try without a captcha is answered without counting as a failure.
        const again = await t.call(LOGIN, { userName: 'ghost', password: 'bad' }, { headers: guesser, lang: 'EN' });
        if (again.statusCode === 429)
          expect(again.body.msg).toMatch(/^Too many failed logins, try again in \d+ seconds$/);
        else expect(again.body.data.captchaRequired).toBe(true);
        waits.push(again.statusCode === 429 ? again.body.data.retryAfterSeconds : 0);
      }
      await backdate(); // the wait has passed
    }
    expect(waits).toEqual([0, 1, 2, 4]);
    // Another client is not delayed by this one's failures.
    const other = await t.call(LOGIN, { userName: 'ghost', password: 'bad' }, { headers: fromNewAddress() });
    expect(other.statusCode).toBe(400);
    expect(other.body.data.captchaRequired).toBe(true);
  });
});

/** A captcha and its answer, as a person reads the picture. */
async function solvedCaptcha() {
  const c = await t.call(path('captcha'), {});
  const captchaId = c.body.data.captchaId as string;
  return { captchaId, captcha: (await captchaAnswerForTests(t.database.db, captchaId))! };
}

describe('sessions', () => {
  it('answers 401 without, with a forged, with an expired and with a revoked certificate', async () => {
    expect((await t.call(USER_INFO, {})).statusCode).toBe(401);
    const forged = await t.call(USER_INFO, {}, { certificate: 'forged-certificate', lang: 'EN' });
    expect(forged.statusCode).toBe(401);
    expect(forged.body.msg).toBe('Your session has ended, please log in again');

    const expiring = await t.login('supplier2');
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.call(USER_INFO, {}, { certificate: expiring })).statusCode).toBe(401);

    const certificate = await t.login('supplier2');
    expect((await t.call(path('logout'), {}, { certificate })).body.status).toBe('S');
    expect((await t.call(USER_INFO, {}, { certificate })).statusCode).toBe(401);
  });

  it('issues a new certificate at each login', async () => {
    const a = await t.login('buyer');
    const b = await t.login('buyer');
    expect(a).not.toBe(b);
  });

  it('ends every session of a user an administrator disables', async () => {
    const admin = await t.login('admin');
    const supplierCert = await t.login('supplier2');
    const me = await t.call(USER_INFO, {}, { certificate: supplierCert });
    const res = await t.call(
      '/api/baseServer/v1/baseUsersRestful/updateEnabledFlag',
      { userId: me.body.data.userId, enabledFlag: 'N' },
      { certificate: admin },
    );
    expect(res.body.status).toBe('S');
    expect((await t.call(USER_INFO, {}, { certificate: supplierCert })).statusCode).toBe(401);
    const again = await t.call(LOGIN, { userName: 'supplier2', password: 'Demo@12345' }, { headers: fromNewAddress() });
    expect(again.statusCode).toBe(401);
    await t.call(
      '/api/baseServer/v1/baseUsersRestful/updateEnabledFlag',
      { userId: me.body.data.userId, enabledFlag: 'Y' },
      { certificate: admin },
    );
  });

  it('refuses user administration to a buyer', async () => {
    const buyer = await t.login('buyer');
    const res = await t.call(
      '/api/baseServer/v1/baseUsersRestful/updateEnabledFlag',
      { userId: 1, enabledFlag: 'N' },
      { certificate: buyer, lang: 'EN' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.body.msg).toBe('You are not allowed to do this');
  });
});

describe('passwords', () => {
  it('enforces complexity on change, then ends the sessions', async () => {
    const cert = await t.login('approver');
    const weak = await t.call(
      path('changePassword'),
      { oldPassword: 'Demo@12345', newPassword: 'simple1' },
      { certificate: cert, lang: 'EN' },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.body.msg).toMatch(/upper-case letter/);
    const wrongOld = await t.call(
      path('changePassword'),
      { oldPassword: 'x', newPassword: 'Better#2026x' },
      { certificate: cert },
    );
    expect(wrongOld.body.msg).toBe('原密码错误');
    const ok = await t.call(
      path('changePassword'),
      { oldPassword: 'Demo@12345', newPassword: 'Better#2026x' },
      { certificate: cert },
    );
    expect(ok.body.status).toBe('S');
    expect((await t.call(USER_INFO, {}, { certificate: cert })).statusCode).toBe(401);
    await t.login('approver', 'Better#2026x');
    const admin = await t.login('admin');
    const me = await t.call(USER_INFO, {}, { certificate: await t.login('approver', 'Better#2026x') });
    const reset = await t.call(
      '/api/baseServer/v1/baseUsersRestful/resetPassword',
      { userId: me.body.data.userId, newPassword: 'Demo@12345' },
      { certificate: admin },
    );
    expect(reset.body.status).toBe('S');
    await t.login('approver');
  });

  it('resets a forgotten password with the mailed code', async () => {
    const sent = await t.call(path('sendForgetCode'), { userName: 'finance' }, { lang: 'EN' });
    expect(sent.body.msg).toMatch(/verification code has been sent/);
    const unknown = await t.call(path('sendForgetCode'), { userName: 'ghost' }, { lang: 'EN' });
    expect(unknown.body.msg).toBe(sent.body.msg);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'finance@srm.local'));
    const code = mail.body.match(/\d{6}/)![0];
    const bad = await t.call(
      path('resetPasswordByCode'),
      { userName: 'finance', code: '000000', newPassword: 'Fresh#Pass1' },
      { lang: 'EN' },
    );
    expect(bad.body.msg).toBe('The email code is wrong or has expired');
    const ok = await t.call(path('resetPasswordByCode'), { userName: 'finance', code, newPassword: 'Fresh#Pass1' });
    expect(ok.body.status).toBe('S');
    const reused = await t.call(path('resetPasswordByCode'), { userName: 'finance', code, newPassword: 'Fresh#Pass2' });
    expect(reused.statusCode).toBe(400);
  });
});
