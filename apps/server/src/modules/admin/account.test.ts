import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const MINE = '/api/baseServer/v1/baseAccountRestful/findMine';
const LOGINS = '/api/baseServer/v1/baseAccountRestful/listMyLogins';
const USER_INFO = '/api/baseServer/v1/baseLoginRestful/userInfo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('my account', () => {
  it("shows an internal user's profile and responsibilities in the request's language", async () => {
    const certificate = await t.login('buyer');
    const cn = (await t.call(MINE, {}, { certificate })).body.data;
    expect(cn).toMatchObject({
      userName: 'buyer',
      userFullName: '李采购',
      email: 'buyer@srm.local',
      orgName: '华东经营单位',
      departmentName: '采购部',
      supplierName: null,
    });
    expect(cn.responsibilities.map((r: any) => r.responsibilityName)).toEqual(['采购员', '采购审批人']);
    expect(cn.responsibilities.filter((r: any) => r.current)).toHaveLength(1);
    expect(cn).not.toHaveProperty('passwordHash');
    const en = (await t.call(MINE, {}, { certificate, lang: 'EN' })).body.data;
    expect(en).toMatchObject({ orgName: 'East China OU', departmentName: 'Purchasing' });
    expect(en.responsibilities.map((r: any) => r.responsibilityName)).toEqual(['Buyer', 'Purchasing approver']);
  });

  it("shows a supplier's user its supplier and nothing of the buyer's organisation", async () => {
    const certificate = await t.login('supplier1');
    const me = (await t.call(MINE, {}, { certificate })).body.data;
    expect(me).toMatchObject({
      userName: 'supplier1',
      supplierName: '苏州精密机械有限公司',
      supplierNumber: 'S000001',
      orgName: null,
      departmentName: null,
      personName: null,
    });
  });

  it('lists only the caller’s own logins, newest first', async () => {
    await t.login('approver');
    await t.login('approver');
    const first = await t.login('finance');
    const latest = await t.login('finance');
    const page = (await t.call(LOGINS, { pageIndex: 1, pageRows: 10 }, { certificate: latest })).body;
    expect(page.data.length).toBeGreaterThanOrEqual(2);
    const ids = page.data.map((r: any) => r.id);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids);
    // Every row is the finance user's: the approver's logins are not among them.
    const adminView = (
      await t.call(
        '/api/baseServer/v1/baseLoginRecordRestful/listByPage',
        { searchParams: { userName: 'finance' }, pageIndex: 1, pageRows: 100 },
        { certificate: await t.login('admin') },
      )
    ).body;
    expect(page.page.count).toBe(adminView.page.count);
    expect(page.data.map((r: any) => r.id)).toEqual(adminView.data.slice(0, page.data.length).map((r: any) => r.id));
    expect(first).not.toBe(latest);
  });

  it('refuses both calls without a session', async () => {
    expect((await t.call(MINE, {})).statusCode).toBe(401);
    expect((await t.call(LOGINS, {})).statusCode).toBe(401);
  });

  it('gives new documents the user’s person, organisation and department as defaults', async () => {
    const buyer = (await t.call(USER_INFO, {}, { certificate: await t.login('buyer'), lang: 'EN' })).body.data;
    expect(buyer.documentDefaults).toMatchObject({
      personName: '李采购',
      orgName: 'East China OU',
      departmentName: 'Purchasing',
    });
    expect(buyer.documentDefaults.personId).toEqual(expect.any(Number));
    const supplier = (await t.call(USER_INFO, {}, { certificate: await t.login('supplier1') })).body.data;
    expect(supplier.documentDefaults).toMatchObject({ personId: null, orgId: null, departmentId: null });
  });
});
