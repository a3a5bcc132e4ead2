import { DEMO_PASSWORD } from '@srm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaAnswerForTests } from '../../platform/auth/captcha.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { persons } from './schema.ts';

const path = (action: string) => `/api/baseServer/v1/baseUsersRestful/${action}`;
const LOGIN = '/api/baseServer/v1/baseLoginRestful/login';
const USER_INFO = '/api/baseServer/v1/baseLoginRestful/userInfo';
const GRANT = '/api/baseServer/v1/baseUserRespRestful/saveOrUpdate';
const RESPS = '/api/baseServer/v1/baseResponsibilityRestful/listByPage';

let t: TestApp;
let admin: string;
let ipSeq = 1;
const fromNewAddress = () => ({ 'x-forwarded-for': `10.1.0.${ipSeq++}` });

beforeAll(async () => {
  // The test client plays a reverse proxy at 127.0.0.1 that forwards each test's own client address.
  t = await createTestApp({ config: { trustedProxies: ['127.0.0.1'] } });
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

async function newPerson(employeeNumber: string, personName: string, orgId: number | null = null) {
  const [row] = await t.database.db.insert(persons).values({ employeeNumber, personName, orgId }).returning();
  return row.id;
}
async function supplierIdOf(userName: string) {
  const res = await t.call(path('listByPage'), { searchParams: { userName } }, { certificate: admin });
  return res.body.data.find((u: any) => u.userName === userName).supplierId as number;
}
async function userIdOf(userName: string) {
  const res = await t.call(path('listByPage'), { searchParams: { userName } }, { certificate: admin });
  return res.body.data.find((u: any) => u.userName === userName).userId as number;
}
async function respId(code: string) {
  const res = await t.call(RESPS, { searchParams: { responsibilityCode: code } }, { certificate: admin });
  return res.body.data.find((r: any) => r.responsibilityCode === code).responsibilityId as number;
}

describe('listing users', () => {
  it('filters by name, full name, type, enabled flag and supplier, with person and supplier names', async () => {
    const suppliers = await t.call(path('listByPage'), { searchParams: { userType: 'EX' } }, { certificate: admin });
    expect(suppliers.body.data.map((u: any) => u.userName)).toEqual(['supplier1', 'supplier2']);
    expect(suppliers.body.data[0]).toMatchObject({
      userType: 'EX_SUPPLIER',
      supplierName: '苏州精密机械有限公司',
      supplierNum: 'S000001',
      personId: null,
      lockedFlag: 'N',
    });
    expect(suppliers.body.page).toEqual({ count: 2, curIndex: 1, pagesCount: 1 });

    const bySupplier = await t.call(
      path('listByPage'),
      { searchParams: { supplierId: suppliers.body.data[1].supplierId } },
      { certificate: admin },
    );
    expect(bySupplier.body.data.map((u: any) => u.userName)).toEqual(['supplier2']);

    const byFullName = await t.call(
      path('listByPage'),
      { searchParams: { userFullName: '采购' } },
      { certificate: admin },
    );
    expect(byFullName.body.data).toHaveLength(1);
    expect(byFullName.body.data[0]).toMatchObject({ userName: 'buyer', personName: '李采购', orgName: '华东经营单位' });

    const inside = await t.call(
      path('listByPage'),
      { searchParams: { userType: 'INSIDE', enabledFlag: 'Y', userName: 'a' }, pageRows: 2 },
      { certificate: admin },
    );
    expect(inside.body.data.map((u: any) => u.userName)).toEqual(['admin', 'approver']);
    expect(inside.body.page).toMatchObject({ curIndex: 1, pagesCount: 2 });
  });
});

describe('last login', () => {
  it('tells when each user last logged in, and nothing for a user who never did', async () => {
    const before = Date.now();
    await t.login('finance');
    const res = await t.call(path('listByPage'), { searchParams: { userType: 'INSIDE' } }, { certificate: admin });
    const byName = Object.fromEntries(res.body.data.map((u: any) => [u.userName, u]));
    expect(Date.parse(byName.finance.lastLoginDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(byName.admin.lastLoginDate).not.toBeNull();
    expect(byName.approver.lastLoginDate).toBeNull();
    const one = await t.call(path('findById'), { userId: byName.finance.userId }, { certificate: admin });
    expect(one.body.data.lastLoginDate).toBe(byName.finance.lastLoginDate);
  });
});

describe('creating and changing users', () => {
  it('creates an internal user linked to a person, with the organisation of the person', async () => {
    const buyer = (await t.call(path('listByPage'), { searchParams: { userName: 'buyer' } }, { certificate: admin }))
      .body.data[0];
    const personId = await newPerson('T1001', '孙测试', buyer.orgId);
    const res = await t.call(
      path('saveOrUpdate'),
      {
        userName: 'sun.test',
        userFullName: '孙测试',
        userType: 'INSIDE',
        personId,
        email: 'sun@srm.local',
        password: 'Start#2024x',
      },
      { certificate: admin },
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      userName: 'sun.test',
      userType: 'INSIDE',
      personId,
      personName: '孙测试',
      orgId: buyer.orgId,
      orgName: '华东经营单位',
      supplierId: null,
      enabledFlag: 'Y',
      version: 0,
    });
    expect(res.body.data).not.toHaveProperty('passwordHash');
    // With a responsibility the new user logs in with the initial password.
    await t.call(
      GRANT,
      { userId: res.body.data.userId, responsibilityId: await respId('FIN_STAFF') },
      { certificate: admin },
    );
    expect(await t.login('sun.test', 'Start#2024x')).toBeTruthy();
  });

  it('refuses a duplicate user name whatever its case, with a clear message in both languages', async () => {
    const personId = await newPerson('T1002', '重名');
    const body = { userName: 'BUYER', userFullName: '重名', userType: 'INSIDE', personId, password: 'Start#2024x' };
    const cn = await t.call(path('saveOrUpdate'), body, { certificate: admin });
    expect(cn.statusCode).toBe(400);
    expect(cn.body.msg).toBe('用户名“BUYER”已存在，请换一个');
    expect(cn.body.data.errors).toEqual([{ field: 'userName', message: '用户名“BUYER”已存在，请换一个' }]);
    const en = await t.call(path('saveOrUpdate'), body, { certificate: admin, lang: 'EN' });
    expect(en.body.msg).toBe('The user name "BUYER" is already taken; choose another one');
  });

  it('answers whether a user name can be used, and why not', async () => {
    const taken = await t.call(path('validateUserName'), { userName: 'Supplier1' }, { certificate: admin });
    expect(taken.body.data).toEqual({ available: false, message: '用户名“Supplier1”已存在，请换一个' });
    const takenEn = await t.call(
      path('validateUserName'),
      { userName: 'Supplier1' },
      { certificate: admin, lang: 'EN' },
    );
    expect(takenEn.body.data.message).toBe('The user name "Supplier1" is already taken; choose another one');
    const badForm = await t.call(path('validateUserName'), { userName: 'no spaces' }, { certificate: admin });
    expect(badForm.body.data).toEqual({ available: false, message: '用户名须为 2-64 位字母、数字或 _ . @ -' });
    const free = await t.call(path('validateUserName'), { userName: 'nobody.yet' }, { certificate: admin });
    expect(free.body.data).toEqual({ available: true, message: null });
    const self = await t.call(
      path('validateUserName'),
      { userName: 'supplier1', userId: await userIdOf('supplier1') },
      { certificate: admin },
    );
    expect(self.body.data.available).toBe(true);
  });

  it('checks the initial password, the email and the link', async () => {
    const personId = await newPerson('T1003', '校验');
    const base = { userName: 'check.me', userFullName: '校验', userType: 'INSIDE', personId };
    const weak = await t.call(path('saveOrUpdate'), { ...base, password: 'abc' }, { certificate: admin, lang: 'EN' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body.data.errors[0].field).toBe('password');
    expect(weak.body.msg).toMatch(/8–32 characters/);
    const none = await t.call(path('saveOrUpdate'), base, { certificate: admin, lang: 'EN' });
    expect(none.body.msg).toBe('A new user needs an initial password');
    const email = await t.call(
      path('saveOrUpdate'),
      { ...base, password: 'Start#2024x', email: 'not-an-address' },
      { certificate: admin, lang: 'EN' },
    );
    expect(email.statusCode).toBe(400);
    expect(email.body.data.errors.map((e: any) => e.field)).toEqual(['email']);
    const noPerson = await t.call(
      path('saveOrUpdate'),
      { ...base, personId: undefined, password: 'Start#2024x' },
      { certificate: admin, lang: 'EN' },
    );
    expect(noPerson.body.msg).toBe('An internal user must be linked to a person');
    const takenPerson = await t.call(
      path('saveOrUpdate'),
      {
        ...base,
        personId: (await t.call(path('listByPage'), { searchParams: { userName: 'buyer' } }, { certificate: admin }))
          .body.data[0].personId,
        password: 'Start#2024x',
      },
      { certificate: admin, lang: 'EN' },
    );
    expect(takenPerson.body.msg).toBe('This person is already linked to the user "buyer"');
    const badName = await t.call(
      path('saveOrUpdate'),
      { ...base, userName: 'has space', password: 'Start#2024x' },
      { certificate: admin, lang: 'EN' },
    );
    expect(badName.body.data.errors[0]).toEqual({
      field: 'userName',
      message: 'A user name is 2–64 letters, digits or _ . @ -',
    });
  });

  it('creates an external user linked to a supplier, who logs in as that supplier', async () => {
    const supplierId = await supplierIdOf('supplier1');
    const noSupplier = await t.call(
      path('saveOrUpdate'),
      { userName: 'szjm.sales', userFullName: '刘销售', userType: 'EX_SUPPLIER', password: 'Start#2024x' },
      { certificate: admin, lang: 'EN' },
    );
    expect(noSupplier.body.msg).toBe('An external user must be linked to a supplier');
    const res = await t.call(
      path('saveOrUpdate'),
      { userName: 'szjm.sales', userFullName: '刘销售', userType: 'EX_SUPPLIER', supplierId, password: 'Start#2024x' },
      { certificate: admin },
    );
    expect(res.body.data).toMatchObject({ userType: 'EX_SUPPLIER', supplierId, supplierName: '苏州精密机械有限公司' });
    await t.call(
      GRANT,
      { userId: res.body.data.userId, responsibilityId: await respId('SUP_PORTAL') },
      { certificate: admin },
    );
    const cert = await t.login('szjm.sales', 'Start#2024x');
    const me = await t.call(USER_INFO, {}, { certificate: cert });
    expect(me.body.data).toMatchObject({ supplierId, supplierName: '苏州精密机械有限公司' });
  });

  it('changes a user with its version, refuses a stale one, and keeps the name and class fixed', async () => {
    const personId = await newPerson('T1004', '周版本');
    const created = (
      await t.call(
        path('saveOrUpdate'),
        { userName: 'zhou.v', userFullName: '周版本', userType: 'INSIDE', personId, password: 'Start#2024x' },
        { certificate: admin },
      )
    ).body.data;
    const change = {
      userId: created.userId,
      userName: 'zhou.v',
      userFullName: '周新名',
      userType: 'INSIDE',
      personId,
      phone: '13800000000',
      version: created.version,
    };
    const ok = await t.call(path('saveOrUpdate'), change, { certificate: admin });
    expect(ok.body.data).toMatchObject({ userFullName: '周新名', phone: '13800000000', version: created.version + 1 });
    const stale = await t.call(path('saveOrUpdate'), change, { certificate: admin, lang: 'EN' });
    expect(stale.statusCode).toBe(409);
    const renamed = await t.call(
      path('saveOrUpdate'),
      { ...change, userName: 'zhou.renamed', version: ok.body.data.version },
      { certificate: admin, lang: 'EN' },
    );
    expect(renamed.body.msg).toBe('A user name cannot be changed once created');
    const external = await t.call(
      path('saveOrUpdate'),
      { ...change, userType: 'EX_SUPPLIER', version: ok.body.data.version },
      { certificate: admin, lang: 'EN' },
    );
    expect(external.body.msg).toBe('A user cannot be switched between internal and external');
    const found = await t.call(path('findById'), { userId: created.userId }, { certificate: admin });
    expect(found.body.data).toMatchObject({ userFullName: '周新名', responsibilities: [] });
  });

  it('refuses to disable one’s own account', async () => {
    const me = (await t.call(USER_INFO, {}, { certificate: admin })).body.data;
    const res = await t.call(
      path('updateEnabledFlag'),
      { userId: me.userId, enabledFlag: 'N' },
      { certificate: admin, lang: 'EN' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe('You cannot disable your own account');
  });
});

describe('unlocking', () => {
  it('lets a throttled user log in without a captcha at once after the administrator unlocks the account', async () => {
    for (let i = 0; i < 10; i++) {
      const c = await t.call('/api/baseServer/v1/baseLoginRestful/captcha', {});
      const answer = await captchaAnswerForTests(t.database.db, c.body.data.captchaId);
      await t.call(
        LOGIN,
        { userName: 'approver', password: 'wrong', captchaId: c.body.data.captchaId, captcha: answer },
        { headers: fromNewAddress() },
      );
    }
    // Throttled, not locked: a fresh client is asked for a captcha.
    const throttled = await t.call(
      LOGIN,
      { userName: 'approver', password: DEMO_PASSWORD },
      { headers: fromNewAddress() },
    );
    expect(throttled.statusCode).toBe(400);
    expect(throttled.body.data.captchaRequired).toBe(true);
    const listed = await t.call(path('listByPage'), { searchParams: { userName: 'approver' } }, { certificate: admin });
    expect(listed.body.data[0].lockedFlag).toBe('Y');

    const res = await t.call(
      path('unlock'),
      { userId: listed.body.data[0].userId },
      { certificate: admin, lang: 'EN' },
    );
    expect(res.body.msg).toBe('The account is unlocked and can log in at once');
    const ok = await t.call(LOGIN, { userName: 'approver', password: DEMO_PASSWORD }, { headers: fromNewAddress() });
    expect(ok.body.status).toBe('S');
  });
});

describe('administration only', () => {
  it('refuses every user administration call to a buyer and to a supplier', async () => {
    const calls: [string, unknown][] = [
      ['listByPage', {}],
      ['findById', { userId: 1 }],
      ['saveOrUpdate', {}],
      ['validateUserName', { userName: 'x' }],
      ['resetPassword', { userId: 1, newPassword: 'Abcdef#123' }],
      ['resetAllPasswords', { newPassword: 'Abcdef#123' }],
      ['updateEnabledFlag', { userId: 1, enabledFlag: 'N' }],
      ['unlock', { userId: 1 }],
    ];
    for (const userName of ['buyer', 'supplier1']) {
      const certificate = await t.login(userName);
      for (const [action, body] of calls) {
        const res = await t.call(path(action), body, { certificate });
        expect([action, res.statusCode]).toEqual([action, 403]);
      }
    }
  });
});

// Last: it changes every demo user's password.
describe('resetting all passwords', () => {
  it('sets every non-administrator’s password and ends their sessions, leaving the administrator signed in', async () => {
    const weak = await t.call(path('resetAllPasswords'), { newPassword: 'short' }, { certificate: admin, lang: 'EN' });
    expect(weak.statusCode).toBe(400);

    const buyer = await t.login('buyer');
    const supplier = await t.login('supplier2');
    const res = await t.call(
      path('resetAllPasswords'),
      { newPassword: 'Reset#2024all' },
      { certificate: admin, lang: 'EN' },
    );
    expect(res.body.status).toBe('S');
    expect(res.body.data.count).toBeGreaterThanOrEqual(5);
    expect(res.body.msg).toBe(`The passwords of ${res.body.data.count} users were reset and their sessions ended`);

    expect((await t.call(USER_INFO, {}, { certificate: buyer })).statusCode).toBe(401);
    expect((await t.call(USER_INFO, {}, { certificate: supplier })).statusCode).toBe(401);
    expect((await t.call(USER_INFO, {}, { certificate: admin })).statusCode).toBe(200);

    const old = await t.call(LOGIN, { userName: 'buyer', password: DEMO_PASSWORD }, { headers: fromNewAddress() });
    expect(old.statusCode).toBe(401);
    expect(await t.login('buyer', 'Reset#2024all')).toBeTruthy();
    expect(await t.login('admin', DEMO_PASSWORD)).toBeTruthy();
  });
});
