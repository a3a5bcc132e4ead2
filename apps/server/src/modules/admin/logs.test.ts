import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRecords, users } from '../../platform/auth/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const OPS = '/api/baseServer/v1/baseOperationLogRestful/listByPage';
const LOGINS = '/api/baseServer/v1/baseLoginRecordRestful/listByPage';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The test client plays a reverse proxy at 127.0.0.1 that forwards each test's own client address.
  t = await createTestApp({ config: { trustedProxies: ['127.0.0.1'] } });
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

describe('operation and login logs', () => {
  it('logs every change with who, from where and the outcome, with secrets masked', async () => {
    const buyer = await t.login('buyer');
    await t.call(
      '/api/baseServer/v1/baseLoginRestful/changePassword',
      { oldPassword: 'wrong', newPassword: 'Whatever#123' },
      { certificate: buyer, headers: { 'x-forwarded-for': '10.9.8.7' } },
    );
    const res = await t.call(
      OPS,
      { searchParams: { userName: 'buyer', route: 'changePassword' } },
      { certificate: admin },
    );
    const [row] = res.body.data;
    expect(row).toMatchObject({ userName: 'buyer', ip: '10.9.8.7', statusCode: 400, message: '原密码错误' });
    expect(row.params).toEqual({ oldPassword: '***', newPassword: '***' });
    expect(JSON.stringify(res.body)).not.toContain('Whatever#123');
  });

  it('does not log reads', async () => {
    await t.call('/api/baseServer/v1/baseLookupValuesRestful/listByPage', {}, { certificate: admin });
    const res = await t.call(OPS, { searchParams: { route: 'baseLookupValuesRestful' } }, { certificate: admin });
    expect(res.body.data).toEqual([]);
  });

  it('lists logins by user and type', async () => {
    await t.login('supplier1');
    const res = await t.call(LOGINS, { searchParams: { userType: 'EX_SUPPLIER' } }, { certificate: admin });
    expect(res.body.data.map((r: any) => r.userName)).toContain('supplier1');
    expect(res.body.data.every((r: any) => r.userType === 'EX_SUPPLIER')).toBe(true);
    await t.login('admin');
    const one = await t.call(LOGINS, { searchParams: { userName: 'admin' }, pageRows: 1 }, { certificate: admin });
    // The user name is matched exactly (not "contains"), and the count is every login of that user.
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(loginRecords)
      .innerJoin(users, eq(users.id, loginRecords.userId))
      .where(eq(users.userName, 'admin'));
    expect(n).toBeGreaterThanOrEqual(2);
    expect(one.body.page.count).toBe(n);
    expect(one.body.data).toEqual([expect.objectContaining({ userName: 'admin' })]);
    const fragment = await t.call(LOGINS, { searchParams: { userName: 'dm' } }, { certificate: admin });
    expect(fragment.body.data).toEqual([]);
    expect(fragment.body.page.count).toBe(0);
  });

  it('is refused to buyers and suppliers', async () => {
    for (const user of ['buyer', 'supplier1']) {
      const cert = await t.login(user);
      expect((await t.call(OPS, {}, { certificate: cert })).statusCode).toBe(403);
      expect((await t.call(LOGINS, {}, { certificate: cert })).statusCode).toBe(403);
    }
  });
});
