import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const role = (action: string) => `/api/baseServer/v1/baseRoleRestful/${action}`;
const RESPS = '/api/baseServer/v1/baseResponsibilityRestful/listByPage';

let t: TestApp;
let admin: string;
let respId: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const resps = await t.call(RESPS, { pageRows: 100 }, { certificate: admin });
  respId = Object.fromEntries(resps.body.data.map((r: any) => [r.responsibilityCode, r.responsibilityId]));
});
afterAll(async () => t?.close());

describe('roles', () => {
  it('groups responsibilities under a unique code, changes and deletes them', async () => {
    const body = {
      roleCode: 'PURCHASING_STAFF',
      roleName: '采购人员',
      roleNameEn: 'Purchasing staff',
      description: '采购员与审批人',
      responsibilityIds: [respId.PUR_BUYER, respId.PUR_APPROVER],
    };
    const created = await t.call(role('saveOrUpdate'), body, { certificate: admin });
    expect(created.body.data).toMatchObject({ roleCode: 'PURCHASING_STAFF', enabledFlag: 'Y', version: 0 });
    expect(created.body.data.responsibilities.map((r: any) => r.responsibilityCode)).toEqual([
      'PUR_APPROVER',
      'PUR_BUYER',
    ]);

    const dup = await t.call(
      role('saveOrUpdate'),
      { ...body, roleCode: 'purchasing_staff' },
      { certificate: admin, lang: 'EN' },
    );
    expect(dup.statusCode).toBe(400);
    expect(dup.body.msg).toBe('The role code "purchasing_staff" already exists');
    const unknown = await t.call(
      role('saveOrUpdate'),
      { ...body, roleCode: 'R2', responsibilityIds: [99_999] },
      { certificate: admin, lang: 'EN' },
    );
    expect(unknown.body.msg).toBe('No such responsibilities: 99999');

    const id = created.body.data.roleId;
    const changed = await t.call(
      role('saveOrUpdate'),
      { ...body, roleId: id, responsibilityIds: [respId.FIN_STAFF], version: 0 },
      { certificate: admin },
    );
    expect(changed.body.data.responsibilityIds).toEqual([respId.FIN_STAFF]);
    const stale = await t.call(role('saveOrUpdate'), { ...body, roleId: id, version: 0 }, { certificate: admin });
    expect(stale.statusCode).toBe(409);

    const list = await t.call(
      role('listByPage'),
      { searchParams: { responsibilityId: respId.FIN_STAFF } },
      { certificate: admin },
    );
    expect(list.body.data.map((r: any) => r.roleCode)).toEqual(['PURCHASING_STAFF']);
    expect(list.body.page).toEqual({ count: 1, curIndex: 1, pagesCount: 1 });
    const byName = await t.call(role('listByPage'), { searchParams: { roleName: 'staff' } }, { certificate: admin });
    expect(byName.body.data).toHaveLength(1);

    expect((await t.call(role('delete'), { roleId: id }, { certificate: admin })).body.status).toBe('S');
    expect((await t.call(role('findById'), { roleId: id }, { certificate: admin })).statusCode).toBe(404);
    expect((await t.call(role('delete'), { roleId: id }, { certificate: admin })).statusCode).toBe(404);
  });

  it('is refused to a buyer and to a supplier', async () => {
    for (const userName of ['buyer', 'supplier1']) {
      const certificate = await t.login(userName);
      for (const [action, body] of [
        ['listByPage', {}],
        ['findById', { roleId: 1 }],
        ['saveOrUpdate', {}],
        ['delete', { roleId: 1 }],
      ] as const) {
        expect([action, (await t.call(role(action), body, { certificate })).statusCode]).toEqual([action, 403]);
      }
    }
  });
});
