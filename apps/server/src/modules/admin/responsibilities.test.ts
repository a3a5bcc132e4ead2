import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessAudit } from '../../platform/access/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { persons } from './schema.ts';

const resp = (action: string) => `/api/baseServer/v1/baseResponsibilityRestful/${action}`;
const link = (action: string) => `/api/baseServer/v1/baseUserRespRestful/${action}`;
const TREE = '/api/baseServer/v1/baseMenuRestful/findTree';
const BUTTONS = '/api/baseServer/v1/baseMenuResourceRestful/listByMenu';
const MENUS = '/api/baseServer/v1/baseAccreditRestful/findBaseMenuByRespId';
const RESOURCES = '/api/baseServer/v1/baseAccreditRestful/findResourcesByMenu';
const USER_INFO = '/api/baseServer/v1/baseLoginRestful/userInfo';
const SWITCH = '/api/baseServer/v1/baseLoginRestful/switchResponsibility';
const USERS = '/api/baseServer/v1/baseUsersRestful/listByPage';
const UNLOCK = '/api/baseServer/v1/baseUsersRestful/unlock';
const RESET = '/api/baseServer/v1/baseUsersRestful/resetPassword';

let t: TestApp;
let admin: string;
let menuId: Record<string, number>;
let respId: Record<string, number>;
let userId: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const tree = await t.call(TREE, {}, { certificate: admin });
  menuId = Object.fromEntries(tree.body.data.map((m: any) => [m.menuCode, m.menuId]));
  const resps = await t.call(resp('listByPage'), { pageRows: 100 }, { certificate: admin });
  respId = Object.fromEntries(resps.body.data.map((r: any) => [r.responsibilityCode, r.responsibilityId]));
  const users = await t.call(USERS, { pageRows: 100 }, { certificate: admin });
  userId = Object.fromEntries(users.body.data.map((u: any) => [u.userName, u.userId]));
});
afterAll(async () => t?.close());

async function buttonId(menuCode: string, resourceCode: string): Promise<number> {
  const res = await t.call(BUTTONS, { menuId: menuId[menuCode] }, { certificate: admin });
  return res.body.data.find((r: any) => r.resourceCode === resourceCode).resourceId;
}
const grants = async (code: string) =>
  (await t.call(resp('findById'), { responsibilityId: respId[code] }, { certificate: admin })).body.data;

describe('responsibilities', () => {
  it('lists and finds them with their menus and granted buttons', async () => {
    const list = await t.call(
      resp('listByPage'),
      { searchParams: { responsibilityName: 'buy' } },
      { certificate: admin },
    );
    expect(list.body.data.map((r: any) => r.responsibilityCode)).toEqual(['PUR_BUYER']);
    const ex = await t.call(resp('listByPage'), { searchParams: { userType: 'EX' } }, { certificate: admin });
    expect(ex.body.data.map((r: any) => r.responsibilityCode)).toEqual(['SUP_PORTAL']);
    const buyer = await grants('PUR_BUYER');
    expect(buyer).toMatchObject({ responsibilityCode: 'PUR_BUYER', responsibilityNameEn: 'Buyer', userType: 'INSIDE' });
    expect(buyer.menuIds).toContain(menuId.PUR_ORDER);
    expect(buyer.menuIds).not.toContain(menuId.SYS_USER);
    expect(buyer.resourceIds).toContain(await buttonId('PUR_ORDER', 'btnSubmit'));
  });

  it('creates one with a unique code, changes it with its version, and checks its fields', async () => {
    const body = {
      responsibilityCode: 'QA_INSPECTOR',
      responsibilityName: '质检员',
      responsibilityNameEn: 'Quality inspector',
      userType: 'INSIDE',
    };
    const created = await t.call(resp('saveOrUpdate'), body, { certificate: admin });
    expect(created.body.data).toMatchObject({ ...body, systemCode: 'SRM', enabledFlag: 'Y', menuIds: [], version: 0 });
    const dup = await t.call(
      resp('saveOrUpdate'),
      { ...body, responsibilityCode: 'qa_inspector' },
      { certificate: admin },
    );
    expect(dup.statusCode).toBe(400);
    expect(dup.body.msg).toBe('职责编码“qa_inspector”已存在');
    const dupEn = await t.call(resp('saveOrUpdate'), body, { certificate: admin, lang: 'EN' });
    expect(dupEn.body.msg).toBe('The responsibility code "QA_INSPECTOR" already exists');
    const bad = await t.call(
      resp('saveOrUpdate'),
      { ...body, responsibilityCode: 'has space', userType: 'OUTSIDE', responsibilityName: '' },
      { certificate: admin, lang: 'EN' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.errors.map((e: any) => e.field).sort()).toEqual([
      'responsibilityCode',
      'responsibilityName',
      'userType',
    ]);
    const id = created.body.data.responsibilityId;
    const changed = await t.call(
      resp('saveOrUpdate'),
      { ...body, responsibilityId: id, systemCode: 'QMS', version: 0 },
      { certificate: admin },
    );
    expect(changed.body.data).toMatchObject({ systemCode: 'QMS', version: 1 });
    const stale = await t.call(
      resp('saveOrUpdate'),
      { ...body, responsibilityId: id, version: 0 },
      { certificate: admin },
    );
    expect(stale.statusCode).toBe(409);
  });

  it('refuses to switch the user class of a responsibility internal users hold', async () => {
    const approver = await grants('PUR_APPROVER');
    const res = await t.call(
      resp('saveOrUpdate'),
      { ...approver, userType: 'EX_SUPPLIER' },
      { certificate: admin, lang: 'EN' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe('Users of the other class hold this responsibility, so its user type cannot change');
  });

  it('grants menus with the folders above them, and buttons only on menus it has', async () => {
    const id = (
      await t.call(
        resp('saveOrUpdate'),
        { responsibilityCode: 'QA_GRANTS', responsibilityName: '授权' },
        { certificate: admin },
      )
    ).body.data.responsibilityId;
    const saved = await t.call(
      resp('saveMenus'),
      { responsibilityId: id, menuIds: [menuId.SYS_LOOKUP] },
      { certificate: admin },
    );
    expect(saved.body.data.menuIds).toEqual([menuId.SYSTEM, menuId.SYS_LOOKUP].sort((a, b) => a - b));

    const outside = await t.call(
      resp('saveResources'),
      { responsibilityId: id, resourceIds: [await buttonId('SYS_USER', 'btnResetPassword')] },
      { certificate: admin, lang: 'EN' },
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.body.msg).toBe(
      'These buttons are on menus the responsibility does not have; grant the menus first: btnResetPassword',
    );
    const otherMenu = await t.call(
      resp('saveResources'),
      { responsibilityId: id, menuId: menuId.SYS_MENU, resourceIds: [await buttonId('SYS_LOOKUP', 'btnAdd')] },
      { certificate: admin, lang: 'EN' },
    );
    expect(otherMenu.body.msg).toBe('These buttons are not on the chosen menu: btnAdd');
    const unknown = await t.call(
      resp('saveResources'),
      { responsibilityId: id, resourceIds: [999_999] },
      { certificate: admin, lang: 'EN' },
    );
    expect(unknown.body.msg).toBe('No such button resources: 999999');

    const add = await buttonId('SYS_LOOKUP', 'btnAdd');
    const ok = await t.call(
      resp('saveResources'),
      { responsibilityId: id, menuId: menuId.SYS_LOOKUP, resourceIds: [add] },
      { certificate: admin },
    );
    expect(ok.body.data.resourceIds).toEqual([add]);
    // Taking the menu away takes its buttons with it.
    const without = await t.call(resp('saveMenus'), { responsibilityId: id, menuIds: [] }, { certificate: admin });
    expect(without.body.data).toEqual({ menuIds: [], resourceIds: [] });
    const audit = await t.database.db
      .select()
      .from(accessAudit)
      .where(and(eq(accessAudit.subjectType, 'RESPONSIBILITY'), eq(accessAudit.subjectId, id)));
    expect(audit.map((a) => a.action)).toEqual(['RESP_CREATE', 'RESP_MENUS', 'RESP_RESOURCES', 'RESP_MENUS']);
  });
});

describe('the grant drawer: one tree, one save', () => {
  it('lists every menu in tree order with both names and every button of every page', async () => {
    const res = await t.call(resp('grantTree'), {}, { certificate: admin });
    expect(res.statusCode).toBe(200);
    const { menus, resources } = res.body.data;
    const codes = menus.map((m: any) => m.menuCode);
    expect(codes.indexOf('SYSTEM')).toBeLessThan(codes.indexOf('SYS_MENU'));
    expect(menus.find((m: any) => m.menuCode === 'SYS_RESP')).toMatchObject({
      menuName: '职责管理',
      menuNameEn: 'Responsibilities',
      menuParentId: menuId.SYSTEM,
      menuType: '20',
      htmlUrl: 'resp',
    });
    const grant = resources.find((r: any) => r.menuId === menuId.SYS_RESP && r.resourceCode === 'btnGrant');
    expect(grant).toMatchObject({ resourceName: '分配菜单与按钮', resourceNameEn: 'Grant menus and buttons' });
  });

  it('saves menus and buttons in one transaction, with the folders above, and refuses a stale version', async () => {
    const created = (
      await t.call(
        resp('saveOrUpdate'),
        { responsibilityCode: 'QA_DRAWER', responsibilityName: '抽屉' },
        { certificate: admin },
      )
    ).body.data;
    const id = created.responsibilityId;
    const add = await buttonId('SYS_LOOKUP', 'btnAdd');
    const saved = await t.call(
      resp('saveGrants'),
      { responsibilityId: id, menuIds: [menuId.SYS_LOOKUP], resourceIds: [add], version: created.version },
      { certificate: admin },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.body.msg).toBe('保存成功');
    expect(saved.body.data).toEqual({
      menuIds: [menuId.SYSTEM, menuId.SYS_LOOKUP].sort((a, b) => a - b),
      resourceIds: [add],
      version: created.version + 1,
    });

    // A button whose menu is not in the set: nothing is written.
    const outside = await t.call(
      resp('saveGrants'),
      { responsibilityId: id, menuIds: [], resourceIds: [add], version: created.version + 1 },
      { certificate: admin, lang: 'EN' },
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.body.msg).toBe(
      'These buttons are on menus the responsibility does not have; grant the menus first: btnAdd',
    );
    const kept = (await t.call(resp('findById'), { responsibilityId: id }, { certificate: admin })).body.data;
    expect(kept.menuIds).toContain(menuId.SYS_LOOKUP);
    const unknown = await t.call(
      resp('saveGrants'),
      { responsibilityId: id, menuIds: [999_999], resourceIds: [] },
      { certificate: admin, lang: 'EN' },
    );
    expect(unknown.statusCode).toBe(400);

    // Someone else's change since the drawer opened is not overwritten.
    const stale = await t.call(
      resp('saveGrants'),
      { responsibilityId: id, menuIds: [], resourceIds: [], version: created.version },
      { certificate: admin },
    );
    expect(stale.statusCode).toBe(409);
    const now = (await t.call(resp('findById'), { responsibilityId: id }, { certificate: admin })).body.data;
    expect(now.resourceIds).toEqual([add]);

    // Taking the menu away takes its button with it.
    const cleared = await t.call(
      resp('saveGrants'),
      { responsibilityId: id, menuIds: [], resourceIds: [], version: now.version },
      { certificate: admin },
    );
    expect(cleared.body.data).toEqual({ menuIds: [], resourceIds: [], version: now.version + 1 });
    const audit = await t.database.db
      .select()
      .from(accessAudit)
      .where(and(eq(accessAudit.subjectType, 'RESPONSIBILITY'), eq(accessAudit.subjectId, id)));
    expect(audit.map((a) => a.action)).toEqual(['RESP_CREATE', 'RESP_GRANTS', 'RESP_GRANTS']);
  });
});

describe('a permission change reaches a signed-in user without a restart', () => {
  it('grants a button to the buyer, who sees it after re-selecting the responsibility and may use it; revoking refuses it again', async () => {
    const buyer = await t.login('buyer');
    const unlockApprover = () => t.call(UNLOCK, { userId: userId.approver }, { certificate: buyer });
    expect((await unlockApprover()).statusCode).toBe(403);
    const before = await grants('PUR_BUYER');

    // The administrator gives the buyer's responsibility the users menu and its unlock button.
    await t.call(
      resp('saveMenus'),
      { responsibilityId: respId.PUR_BUYER, menuIds: [...before.menuIds, menuId.SYS_USER] },
      { certificate: admin },
    );
    const unlock = await buttonId('SYS_USER', 'btnUnlockUser');
    await t.call(
      resp('saveResources'),
      { responsibilityId: respId.PUR_BUYER, menuId: menuId.SYS_USER, resourceIds: [unlock] },
      { certificate: admin },
    );

    // The buyer re-selects the responsibility: the menu and the button are there.
    await t.call(SWITCH, { responsibilityId: respId.PUR_BUYER }, { certificate: buyer });
    const menus = await t.call(MENUS, { responsibilityId: respId.PUR_BUYER }, { certificate: buyer });
    expect(menus.body.data.map((m: any) => m.menuCode)).toEqual(expect.arrayContaining(['SYSTEM', 'SYS_USER']));
    const buttons = await t.call(
      RESOURCES,
      { menuId: menuId.SYS_USER, responsibilityId: respId.PUR_BUYER },
      { certificate: buyer },
    );
    expect(buttons.body.data.map((r: any) => r.resourceCode)).toEqual(['btnUnlockUser']);
    expect((await unlockApprover()).statusCode).toBe(200);
    expect((await t.call(USERS, {}, { certificate: buyer })).statusCode).toBe(200);
    // A button not granted stays refused, even on a menu the buyer now has.
    expect(
      (await t.call(RESET, { userId: userId.approver, newPassword: 'Abcdef#123' }, { certificate: buyer })).statusCode,
    ).toBe(403);
    // Another menu's btnEdit (the buyer holds it on purchase orders) does not open the users screen's edit.
    expect(
      (
        await t.call(
          '/api/baseServer/v1/baseUsersRestful/saveOrUpdate',
          { userId: userId.approver, userName: 'approver', userFullName: 'x', userType: 'INSIDE', version: 0 },
          { certificate: buyer },
        )
      ).statusCode,
    ).toBe(403);

    // Revoked: gone from the buttons and refused again.
    await t.call(
      resp('saveResources'),
      { responsibilityId: respId.PUR_BUYER, menuId: menuId.SYS_USER, resourceIds: [] },
      { certificate: admin },
    );
    const after = await t.call(
      RESOURCES,
      { menuId: menuId.SYS_USER, responsibilityId: respId.PUR_BUYER },
      { certificate: buyer },
    );
    expect(after.body.data).toEqual([]);
    expect((await unlockApprover()).statusCode).toBe(403);

    await t.call(
      resp('saveMenus'),
      { responsibilityId: respId.PUR_BUYER, menuIds: before.menuIds },
      { certificate: admin },
    );
    expect((await t.call(USERS, {}, { certificate: buyer })).statusCode).toBe(403);
    expect(await grants('PUR_BUYER')).toMatchObject({ menuIds: before.menuIds, resourceIds: before.resourceIds });
  });

  it('lets a new user granted a responsibility with a menu and a button log in and use exactly that', async () => {
    const [person] = await t.database.db
      .insert(persons)
      .values({ employeeNumber: 'T2001', personName: '吴值集' })
      .returning();
    const user = (
      await t.call(
        '/api/baseServer/v1/baseUsersRestful/saveOrUpdate',
        {
          userName: 'wu.lookup',
          userFullName: '吴值集',
          userType: 'INSIDE',
          personId: person.id,
          password: 'Start#2024x',
        },
        { certificate: admin },
      )
    ).body.data;
    const id = (
      await t.call(
        resp('saveOrUpdate'),
        { responsibilityCode: 'LOOKUP_KEEPER', responsibilityName: '值集维护', responsibilityNameEn: 'Lookup keeper' },
        { certificate: admin },
      )
    ).body.data.responsibilityId;
    await t.call(resp('saveMenus'), { responsibilityId: id, menuIds: [menuId.SYS_LOOKUP] }, { certificate: admin });
    await t.call(
      resp('saveResources'),
      { responsibilityId: id, resourceIds: [await buttonId('SYS_LOOKUP', 'btnAdd')] },
      { certificate: admin },
    );
    await t.call(link('saveOrUpdate'), { userId: user.userId, responsibilityId: id }, { certificate: admin });

    const certificate = await t.login('wu.lookup', 'Start#2024x');
    const me = (await t.call(USER_INFO, {}, { certificate, lang: 'EN' })).body.data;
    expect(me.currentResponsibility).toMatchObject({
      responsibilityCode: 'LOOKUP_KEEPER',
      responsibilityName: 'Lookup keeper',
    });
    const menus = (await t.call(MENUS, { responsibilityId: id }, { certificate })).body.data;
    expect(menus.map((m: any) => m.menuCode)).toEqual(['SYSTEM', 'SYS_LOOKUP']);
    const buttons = (await t.call(RESOURCES, { menuId: menuId.SYS_LOOKUP, responsibilityId: id }, { certificate })).body
      .data;
    expect(buttons.map((b: any) => b.resourceCode)).toEqual(['btnAdd']);
    const created = await t.call(
      '/api/baseServer/v1/baseLookupTypeRestful/saveOrUpdate',
      { lookupType: 'QA_NEW_TYPE', meaning: '新类型' },
      { certificate },
    );
    expect(created.body.status).toBe('S');
    const del = await t.call(
      '/api/baseServer/v1/baseLookupTypeRestful/delete',
      { lookupTypeId: created.body.data.lookupTypeId },
      { certificate },
    );
    expect(del.statusCode).toBe(403);
    expect((await t.call(USERS, {}, { certificate })).statusCode).toBe(403);
  });
});

describe('user–responsibility links', () => {
  it('lists links by user and by responsibility', async () => {
    const byUser = await t.call(link('listByPage'), { searchParams: { userId: userId.buyer } }, { certificate: admin });
    expect(byUser.body.data.map((l: any) => l.responsibilityCode)).toEqual(['PUR_APPROVER', 'PUR_BUYER']);
    const byResp = await t.call(
      link('listByPage'),
      { searchParams: { responsibilityId: respId.SUP_PORTAL } },
      { certificate: admin },
    );
    expect(byResp.body.data.map((l: any) => l.userName)).toEqual(['supplier1', 'supplier2']);
    expect(byResp.body.page.count).toBe(2);
  });

  it('gives external users EX responsibilities only and internal users INSIDE ones, once', async () => {
    const ex = await t.call(
      link('saveOrUpdate'),
      { userId: userId.supplier1, responsibilityId: respId.PUR_BUYER },
      { certificate: admin, lang: 'EN' },
    );
    expect(ex.statusCode).toBe(400);
    expect(ex.body.msg).toBe(
      'External users can only hold external (EX) responsibilities, internal users only internal (INSIDE) ones',
    );
    const inside = await t.call(
      link('saveOrUpdate'),
      { userId: userId.finance, responsibilityId: respId.SUP_PORTAL },
      { certificate: admin },
    );
    expect(inside.body.msg).toBe('外部用户只能分配外部（EX）职责，内部用户只能分配内部（INSIDE）职责');
    const twice = await t.call(
      link('saveOrUpdate'),
      { userId: userId.buyer, responsibilityId: respId.PUR_BUYER },
      { certificate: admin, lang: 'EN' },
    );
    expect(twice.body.msg).toBe('The user already holds this responsibility');
  });

  it('takes a responsibility away at once from a session that has it selected, and gives it back', async () => {
    const buyer = await t.login('buyer');
    await t.call(SWITCH, { responsibilityId: respId.PUR_APPROVER }, { certificate: buyer });
    const [approverLink] = (
      await t.call(
        link('listByPage'),
        { searchParams: { userId: userId.buyer, responsibilityId: respId.PUR_APPROVER } },
        { certificate: admin },
      )
    ).body.data;
    expect((await t.call(link('delete'), { id: approverLink.id }, { certificate: admin })).body.status).toBe('S');
    const me = (await t.call(USER_INFO, {}, { certificate: buyer })).body.data;
    expect(me.currentResponsibility).toBeNull();
    expect(me.responsibilities.map((r: any) => r.responsibilityCode)).toEqual(['PUR_BUYER']);
    expect((await t.call(MENUS, { responsibilityId: respId.PUR_APPROVER }, { certificate: buyer })).statusCode).toBe(
      403,
    );
    expect((await t.call(SWITCH, { responsibilityId: respId.PUR_APPROVER }, { certificate: buyer })).statusCode).toBe(
      403,
    );

    const back = await t.call(
      link('saveOrUpdate'),
      { userId: userId.buyer, responsibilityId: respId.PUR_APPROVER },
      { certificate: admin },
    );
    expect(back.body.data).toMatchObject({ responsibilityCode: 'PUR_APPROVER', enabledFlag: 'Y', version: 0 });
    expect((await t.call(SWITCH, { responsibilityId: respId.PUR_APPROVER }, { certificate: buyer })).statusCode).toBe(
      200,
    );

    // Disabling the link works the same way.
    const disabled = await t.call(
      link('saveOrUpdate'),
      { ...back.body.data, enabledFlag: 'N' },
      { certificate: admin },
    );
    expect(disabled.body.data).toMatchObject({ enabledFlag: 'N', version: 1 });
    expect((await t.call(USER_INFO, {}, { certificate: buyer })).body.data.currentResponsibility).toBeNull();
    const stale = await t.call(link('saveOrUpdate'), { ...back.body.data, enabledFlag: 'Y' }, { certificate: admin });
    expect(stale.statusCode).toBe(409);
    await t.call(link('saveOrUpdate'), { ...disabled.body.data, enabledFlag: 'Y' }, { certificate: admin });
  });
});

describe('administration only', () => {
  it('refuses every responsibility and link call to a buyer and to a supplier', async () => {
    const calls: [string, unknown][] = [
      [resp('listByPage'), {}],
      [resp('findById'), { responsibilityId: 1 }],
      [resp('saveOrUpdate'), {}],
      [resp('saveMenus'), { responsibilityId: 1, menuIds: [] }],
      [resp('saveResources'), { responsibilityId: 1, resourceIds: [] }],
      [resp('saveGrants'), { responsibilityId: 1, menuIds: [], resourceIds: [] }],
      [resp('grantTree'), {}],
      [link('listByPage'), {}],
      [link('saveOrUpdate'), {}],
      [link('delete'), { id: 1 }],
    ];
    for (const userName of ['buyer', 'supplier1']) {
      const certificate = await t.login(userName);
      for (const [url, body] of calls) {
        const res = await t.call(url, body, { certificate });
        expect([url, res.statusCode]).toEqual([url, 403]);
      }
    }
  });
});
