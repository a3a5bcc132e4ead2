import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const MENUS = '/api/baseServer/v1/baseAccreditRestful/findBaseMenuByRespId';
const RESOURCES = '/api/baseServer/v1/baseAccreditRestful/findResourcesByMenu';
const USER_INFO = '/api/baseServer/v1/baseLoginRestful/userInfo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function signIn(userName: string) {
  const certificate = await t.login(userName);
  const info = (await t.call(USER_INFO, {}, { certificate })).body.data;
  return { certificate, info };
}

describe('menus by responsibility', () => {
  it('gives the buyer the procurement menus, in the request language', async () => {
    const { certificate, info } = await signIn('buyer');
    const respId = info.currentResponsibility.responsibilityId;
    const cn = (await t.call(MENUS, { isValid: true, responsibilityId: respId }, { certificate })).body.data;
    const codes = cn.map((m: any) => m.menuCode);
    expect(codes).toEqual(expect.arrayContaining(['PURCHASING', 'PUR_ORDER', 'SOURCING']));
    expect(codes).not.toContain('SYSTEM');
    expect(codes).not.toContain('SUP_ORDER');
    expect(cn.find((m: any) => m.menuCode === 'PUR_ORDER')).toMatchObject({
      menuName: '采购订单',
      menuType: '20',
      htmlUrl: 'srmPoHeaderList',
    });
    const en = (await t.call(MENUS, { responsibilityId: respId }, { certificate, lang: 'EN' })).body.data;
    expect(en.find((m: any) => m.menuCode === 'PUR_ORDER').menuName).toBe('Purchase orders');
  });

  it('switches the buyer to the approver responsibility, with its own smaller menu', async () => {
    const { certificate, info } = await signIn('buyer');
    const approver = info.responsibilities.find((r: any) => r.responsibilityCode === 'PUR_APPROVER');
    const switched = await t.call(
      '/api/baseServer/v1/baseLoginRestful/switchResponsibility',
      { responsibilityId: approver.responsibilityId },
      { certificate },
    );
    expect(switched.body.data.currentResponsibility.responsibilityCode).toBe('PUR_APPROVER');
    const menus = (await t.call(MENUS, { responsibilityId: approver.responsibilityId }, { certificate })).body.data;
    // The approver approves inquiries and awards (SOURCING › SRC_INQUIRY, SRC_AWARD) but sets no sourcing rules.
    expect(menus.map((m: any) => m.menuCode)).not.toContain('SRC_TEMPLATE');
    const me = (await t.call(USER_INFO, {}, { certificate })).body.data;
    expect(me.currentResponsibility.responsibilityCode).toBe('PUR_APPROVER');
  });

  it('gives a supplier only the supplier portal and refuses any other responsibility', async () => {
    const { certificate, info } = await signIn('supplier1');
    const menus = (
      await t.call(MENUS, { responsibilityId: info.currentResponsibility.responsibilityId }, { certificate })
    ).body.data;
    const codes = menus.map((m: any) => m.menuCode);
    expect(codes).toContain('SUP_ORDER');
    expect(codes).not.toContain('PUR_ORDER');
    const buyer = await signIn('buyer');
    const foreign = await t.call(
      MENUS,
      { responsibilityId: buyer.info.currentResponsibility.responsibilityId },
      { certificate, lang: 'EN' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body.msg).toBe('You do not hold this responsibility');
    const sw = await t.call(
      '/api/baseServer/v1/baseLoginRestful/switchResponsibility',
      { responsibilityId: buyer.info.currentResponsibility.responsibilityId },
      { certificate },
    );
    expect(sw.statusCode).toBe(403);
  });
});

describe('menu resources', () => {
  it('lists the buttons granted on a menu to the responsibility', async () => {
    const { certificate, info } = await signIn('supplier1');
    const respId = info.currentResponsibility.responsibilityId;
    const menus = (await t.call(MENUS, { responsibilityId: respId }, { certificate })).body.data;
    const order = menus.find((m: any) => m.menuCode === 'SUP_ORDER');
    const res = await t.call(RESOURCES, { menuId: order.menuId, responsibilityId: respId }, { certificate });
    expect(res.body.data.map((r: any) => r.resourceCode).sort()).toEqual([
      'btnConfirm',
      'btnDownloadAttachment',
      'btnExport',
      'btnPrint',
      'btnRefuse',
    ]);
    expect(res.body.data[0]).toHaveProperty('resIcon');
  });

  it('gives the administrator the user-administration buttons', async () => {
    const { certificate, info } = await signIn('admin');
    const respId = info.currentResponsibility.responsibilityId;
    const menus = (await t.call(MENUS, { responsibilityId: respId }, { certificate, lang: 'EN' })).body.data;
    const users = menus.find((m: any) => m.menuCode === 'SYS_USER');
    expect(users.menuName).toBe('Users');
    const res = await t.call(
      RESOURCES,
      { menuId: users.menuId, responsibilityId: respId },
      { certificate, lang: 'EN' },
    );
    expect(res.body.data.map((r: any) => r.resourceName)).toEqual([
      'Reset password',
      'Enable / disable',
      'Add',
      'Edit',
      'Reset all passwords',
      'Unlock',
      'Assign responsibilities',
    ]);
  });
});
