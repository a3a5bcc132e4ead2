import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile, PROFILE_DEFAULTS } from '../../platform/profiles/profiles.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const path = (action: string) => `/api/baseServer/v1/baseProfileRestful/${action}`;
const USERS = '/api/baseServer/v1/baseUsersRestful/listByPage';

let t: TestApp;
let admin: string;
let buyer: { userId: number; orgId: number };
let finance: { userId: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  buyer = (await t.call(USERS, { searchParams: { userName: 'buyer' } }, { certificate: admin })).body.data[0];
  finance = (await t.call(USERS, { searchParams: { userName: 'finance' } }, { certificate: admin })).body.data[0];
});
afterAll(async () => t?.close());

const save = (body: unknown, lang: 'CN' | 'EN' = 'CN') =>
  t.call(path('saveOrUpdate'), body, { certificate: admin, lang });
const listed = async (code: string) =>
  (await t.call(path('listByPage'), { searchParams: { profileCode: code } }, { certificate: admin })).body.data[0];

describe('profiles', () => {
  it('lists every known profile with its names, value type, default and system value', async () => {
    const res = await t.call(path('listByPage'), {}, { certificate: admin });
    // Every profile of PROFILE_DEFAULTS, in its order (other domains add their own after the platform's).
    const codes = Object.keys(PROFILE_DEFAULTS);
    expect(res.body.data.map((p: any) => p.profileCode)).toEqual(codes);
    expect(codes.slice(0, 7)).toEqual([
      'PASSWORD_COMPLEXITY_FLAG',
      'CAPTCHA_ALWAYS_FLAG',
      'SESSION_LIFETIME_MINUTES',
      'ATTACHMENT_MAX_SIZE',
      'SUPPLIER_STORAGE_QUOTA_MB',
      'LARGE_FILE_FLAG',
      'ATTACHMENT_PERMISSION_CHECK_FLAG',
    ]);
    expect(res.body.page).toEqual({ count: codes.length, curIndex: 1, pagesCount: 1 });
    expect(res.body.data[4]).toMatchObject({
      profileCode: 'SUPPLIER_STORAGE_QUOTA_MB',
      profileNameEn: 'Attachment storage quota per supplier, in MB',
      defaultValue: '2048',
    });
    expect(res.body.data[3]).toMatchObject({
      // The unit is in the name: 50 MB by default (it was 2 097 152 KB = 2 GiB).
      profileName: '单个附件大小上限（KB，1 MB = 1024 KB）',
      profileNameEn: 'Largest attachment, in KB (1 MB = 1024 KB)',
      valueType: 'NUMBER',
      defaultValue: '51200',
      systemValue: '51200',
      systemProfileId: null,
      overrides: [],
    });
    const byName = await t.call(
      path('listByPage'),
      { searchParams: { profileName: 'captcha' } },
      { certificate: admin },
    );
    expect(byName.body.data.map((p: any) => p.profileCode)).toEqual(['CAPTCHA_ALWAYS_FLAG']);
    for (const keyword of ['captcha_always', '验证码', 'Captcha at'])
      expect(
        (await t.call(path('listByPage'), { searchParams: { keyword } }, { certificate: admin })).body.data.map(
          (p: any) => p.profileCode,
        ),
      ).toEqual(['CAPTCHA_ALWAYS_FLAG']);
  });

  it('checks a value by its type and a scope by the profile', async () => {
    const cases: [unknown, string][] = [
      [{ profileCode: 'LARGE_FILE_FLAG', profileValue: 'yes' }, 'The value must be Y or N'],
      [{ profileCode: 'ATTACHMENT_MAX_SIZE', profileValue: '0' }, 'The value must be a positive integer'],
      [{ profileCode: 'ATTACHMENT_MAX_SIZE', profileValue: '-5' }, 'The value must be a positive integer'],
      [{ profileCode: 'ATTACHMENT_MAX_SIZE', profileValue: '1.5' }, 'The value must be a positive integer'],
      [{ profileCode: 'NO_SUCH_PROFILE', profileValue: 'Y' }, 'Unknown profile: NO_SUCH_PROFILE'],
      [
        { profileCode: 'PASSWORD_COMPLEXITY_FLAG', scopeType: 'USER', scopeId: buyer.userId, profileValue: 'N' },
        'The profile PASSWORD_COMPLEXITY_FLAG cannot be set at USER scope',
      ],
      [
        { profileCode: 'LARGE_FILE_FLAG', scopeType: 'ORG', profileValue: 'Y' },
        'Choose the organisation or user the value applies to',
      ],
      [
        { profileCode: 'LARGE_FILE_FLAG', scopeType: 'ORG', scopeId: 999_999, profileValue: 'Y' },
        'The organisation does not exist',
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await save(body, 'EN');
      expect([res.statusCode, res.body.msg]).toEqual([400, msg]);
    }
    const cn = await save({ profileCode: 'LARGE_FILE_FLAG', profileValue: 'yes' });
    expect(cn.body.data.errors).toEqual([{ field: 'profileValue', message: '取值须为 Y 或 N' }]);
  });

  it('refuses a number outside the profile’s range, in both languages', async () => {
    for (const [lang, text] of [
      ['CN', '取值须在 5 到 43200 之间'],
      ['EN', 'The value must be between 5 and 43200'],
    ] as const) {
      const res = await t.call(
        '/api/baseServer/v1/baseProfileRestful/saveOrUpdate',
        { profileCode: 'SESSION_LIFETIME_MINUTES', scopeType: 'SYSTEM', profileValue: '1' },
        { certificate: admin, lang },
      );
      expect(res.statusCode).toBe(400);
      expect(res.body.data.errors).toEqual([{ field: 'profileValue', message: text }]);
    }
  });

  it('applies a system value at once, without a restart', async () => {
    const weak = () =>
      t.call(
        '/api/baseServer/v1/baseUsersRestful/resetPassword',
        { userId: finance.userId, newPassword: 'simple1' },
        { certificate: admin },
      );
    expect((await weak()).statusCode).toBe(400);
    const res = await save({ profileCode: 'PASSWORD_COMPLEXITY_FLAG', profileValue: 'N' });
    expect(res.body.data).toMatchObject({ scopeType: 'SYSTEM', scopeId: 0, profileValue: 'N', valueType: 'FLAG' });
    expect((await weak()).body.status).toBe('S');
    const row = await listed('PASSWORD_COMPLEXITY_FLAG');
    expect(row).toMatchObject({ systemValue: 'N', systemVersion: 0 });
    const stale = await save({ profileCode: 'PASSWORD_COMPLEXITY_FLAG', profileValue: 'Y', version: 5 });
    expect(stale.statusCode).toBe(409);
    // Back to the default by removing the system value.
    expect((await t.call(path('delete'), { profileId: row.systemProfileId }, { certificate: admin })).body.status).toBe(
      'S',
    );
    expect(await getProfile(t.database.db, 'PASSWORD_COMPLEXITY_FLAG')).toBe('Y');
    expect((await weak()).statusCode).toBe(400);
  });

  it('lets a user value win over an organisation value, which wins over the system value', async () => {
    const scope = { userId: buyer.userId, orgId: buyer.orgId };
    expect(await getProfile(t.database.db, 'SESSION_LIFETIME_MINUTES', scope)).toBe('480');
    await save({ profileCode: 'SESSION_LIFETIME_MINUTES', profileValue: '600' });
    await save({
      profileCode: 'SESSION_LIFETIME_MINUTES',
      scopeType: 'ORG',
      scopeId: buyer.orgId,
      profileValue: '120',
    });
    expect(await getProfile(t.database.db, 'SESSION_LIFETIME_MINUTES', scope)).toBe('120');
    expect(await getProfile(t.database.db, 'SESSION_LIFETIME_MINUTES', { orgId: 999 })).toBe('600');
    expect(await getProfile(t.database.db, 'SESSION_LIFETIME_MINUTES')).toBe('600');
    await save({
      profileCode: 'SESSION_LIFETIME_MINUTES',
      scopeType: 'USER',
      scopeId: buyer.userId,
      profileValue: '30',
    });
    expect(await getProfile(t.database.db, 'SESSION_LIFETIME_MINUTES', scope)).toBe('30');

    const row = await listed('SESSION_LIFETIME_MINUTES');
    expect(row.systemValue).toBe('600');
    expect(row.overrides.map((o: any) => [o.scopeType, o.scopeName, o.profileValue])).toEqual([
      ['ORG', '华东经营单位', '120'],
      ['USER', '李采购', '30'],
    ]);
    expect(row.overrides.map((o: any) => o.scopeCode)).toEqual([expect.any(String), 'buyer']);
    const user = row.overrides.find((o: any) => o.scopeType === 'USER');
    await t.call(path('delete'), { profileId: user.profileId }, { certificate: admin });
    expect(await getProfile(t.database.db, 'SESSION_LIFETIME_MINUTES', scope)).toBe('120');
    expect((await t.call(path('delete'), { profileId: user.profileId }, { certificate: admin })).statusCode).toBe(404);
  });

  it('lists the enabled organisations and users a value can be set for, searched by code or name', async () => {
    const users = await t.call(
      path('listScopeTargets'),
      { searchParams: { scopeType: 'USER', keyword: 'buy' }, pageRows: 50 },
      { certificate: admin },
    );
    expect(users.body.data).toEqual([
      { scopeId: buyer.userId, scopeCode: 'buyer', scopeName: '李采购', scopeNameEn: 'buyer', userType: 'INSIDE' },
    ]);
    expect(users.body.page).toEqual({ count: 1, curIndex: 1, pagesCount: 1 });
    const byName = await t.call(
      path('listScopeTargets'),
      { searchParams: { scopeType: 'USER', keyword: '李采购' } },
      { certificate: admin },
    );
    expect(byName.body.data.map((u: any) => u.scopeCode)).toEqual(['buyer']);
    const orgs = await t.call(
      path('listScopeTargets'),
      { searchParams: { scopeType: 'ORG' }, pageRows: 200 },
      { certificate: admin },
    );
    expect(orgs.body.data.map((o: any) => o.scopeId)).toContain(buyer.orgId);
    expect(orgs.body.data[0]).toHaveProperty('orgType');
    const east = await t.call(
      path('listScopeTargets'),
      { searchParams: { scopeType: 'ORG', keyword: '华东经营' } },
      { certificate: admin },
    );
    expect(east.body.data.map((o: any) => o.scopeName)).toEqual(['华东经营单位']);
    const bad = await t.call(
      path('listScopeTargets'),
      { searchParams: { scopeType: 'SYSTEM' } },
      { certificate: admin },
    );
    expect(bad.statusCode).toBe(400);
  });

  it('is refused to a buyer and to a supplier', async () => {
    for (const userName of ['buyer', 'supplier1']) {
      const certificate = await t.login(userName);
      for (const [action, body] of [
        ['listByPage', {}],
        ['saveOrUpdate', {}],
        ['delete', { profileId: 1 }],
        ['listScopeTargets', { searchParams: { scopeType: 'USER' } }],
      ] as const) {
        expect([action, (await t.call(path(action), body, { certificate })).statusCode]).toEqual([action, 403]);
      }
    }
  });
});
