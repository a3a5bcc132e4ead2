import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessAudit } from '../../platform/access/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

/*
 * Roles, responsibilities, menus and lookup types are declared master lists that kept the API they had
 * before the engine (platform/masters/ownRules.ts): what their own tests do not already show.
 */

const role = (action: string) => `/api/baseServer/v1/baseRoleRestful/${action}`;
const menu = (action: string) => `/api/baseServer/v1/baseMenuRestful/${action}`;
const type = (action: string) => `/api/baseServer/v1/baseLookupTypeRestful/${action}`;

let t: TestApp;
let admin: string;
const call = (path: string, body: object) => t.call(path, body, { certificate: admin, lang: 'EN' });
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

describe('lists that kept their own API on the engine', () => {
  it('lets a role code change, but not to another role’s code in any case; a save without the flag enables', async () => {
    const a = (await call(role('saveOrUpdate'), { roleCode: 'QA_ROLE_A', roleName: 'A', enabledFlag: 'N' })).body.data;
    expect(a).toMatchObject({ enabledFlag: 'N', title: 'A', responsibilities: [] });
    await call(role('saveOrUpdate'), { roleCode: 'QA_ROLE_B', roleName: 'B' });
    const renamed = await call(role('saveOrUpdate'), {
      roleId: a.roleId,
      roleCode: 'QA_ROLE_C',
      roleName: 'A',
      version: 0,
    });
    // As before the engine: the form sends the flag; a body without it enables the role.
    expect(renamed.body.data).toMatchObject({ roleCode: 'QA_ROLE_C', enabledFlag: 'Y', version: 1 });
    const taken = await call(role('saveOrUpdate'), {
      roleId: a.roleId,
      roleCode: 'qa_role_b',
      roleName: 'A',
      version: 1,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.body.data.errors).toEqual([
      { field: 'roleCode', message: 'The role code "qa_role_b" already exists' },
    ]);
    const found = await call(role('listByPage'), { searchParams: { roleCode: 'qa_role', enabledFlag: 'Y' } });
    expect(found.body.data.map((r: { roleCode: string }) => r.roleCode)).toEqual(['QA_ROLE_B', 'QA_ROLE_C']);

    expect((await call(role('delete'), { roleId: a.roleId })).body.status).toBe('S');
    const [audit] = await t.database.db
      .select()
      .from(accessAudit)
      .where(and(eq(accessAudit.subjectType, 'ROLE'), eq(accessAudit.action, 'ROLE_DELETE')));
    const me = (await t.call('/api/baseServer/v1/baseLoginRestful/userInfo', {}, { certificate: admin })).body.data;
    expect(audit).toMatchObject({ subjectId: a.roleId, userId: me.userId, detail: { roleCode: 'QA_ROLE_C' } });
  });

  it('lists menus by level then order, with a filter on the page address, and numbers a new page after its siblings', async () => {
    const tree = (await call(menu('findTree'), {})).body.data as { menuId: number; menuCode: string }[];
    const system = tree.find((m) => m.menuCode === 'SYSTEM')!;
    const page = await call(menu('saveOrUpdate'), {
      menuCode: 'QA_PAGE',
      menuName: '质检',
      menuType: '20',
      menuParentId: system.menuId,
      htmlUrl: 'qaPageUrl',
    });
    const siblings = (await call(menu('listByPage'), { searchParams: { menuParentId: system.menuId }, pageRows: 100 }))
      .body.data as { menuCode: string; orderNo: number; levelId: number }[];
    expect(siblings.at(-1)).toMatchObject({ menuCode: 'QA_PAGE', levelId: 2 });
    expect(page.body.data.orderNo).toBe(Math.max(...siblings.slice(0, -1).map((s) => s.orderNo)) + 10);
    const byUrl = await call(menu('listByPage'), { searchParams: { htmlUrl: 'qapage' } });
    expect(byUrl.body.data.map((m: { menuCode: string }) => m.menuCode)).toEqual(['QA_PAGE']);
  });

  it('answers lookup types without an enabled flag and ignores one asked for', async () => {
    const all = await call(type('listByPage'), { searchParams: { lookupType: 'SYSTEM_LANG' } });
    expect(all.body.data).toHaveLength(1);
    expect(all.body.data[0]).not.toHaveProperty('enabledFlag');
    expect(all.body.data[0]).toMatchObject({ lookupType: 'SYSTEM_LANGUAGE', valueCount: expect.any(Number) });
    const asked = await call(type('listByPage'), { searchParams: { lookupType: 'SYSTEM_LANG', enabledFlag: 'N' } });
    expect(asked.body.data).toEqual(all.body.data);
  });
});
