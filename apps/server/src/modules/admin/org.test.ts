import { buildTree } from '@srm/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

/** What a change without the version it was read at is told (field message, issue 16 item 4). */
const VERSION_REQUIRED =
  'the version the record was read at must be sent with a change; reload the record and save again';

const ORG = '/api/baseServer/v1/baseOrganizationRestful';
const DEPT = '/api/baseServer/v1/baseDepartmentRestful';

let t: TestApp;
let admin: string;
const orgId: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const rows = (await t.call(`${ORG}/listTree`, {}, { certificate: admin })).body.data;
  for (const row of rows) orgId[row.orgCode] = row.orgId;
});
afterAll(async () => t?.close());

const save = (body: object, lang: 'CN' | 'EN' = 'EN') =>
  t.call(`${ORG}/saveOrUpdate`, body, { certificate: admin, lang });
const find = async (id: number) => (await t.call(`${ORG}/findById`, { orgId: id }, { certificate: admin })).body.data;

describe('organisations as a tree per treeType', () => {
  it('lists flat rows with parent keys that the shared tree builder turns into the tree', async () => {
    const res = await t.call(`${ORG}/listTree`, {}, { certificate: admin, lang: 'EN' });
    expect(res.statusCode).toBe(200);
    const tree = buildTree<Record<string, any>>(res.body.data, {
      key: 'orgId',
      parentKey: 'parentOrgId',
      levelKey: 'levelId',
      treeTitle: 'title',
    });
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ orgCode: 'DEMO', orgType: 'BU', title: 'Demo Group', level: 1 });
    expect(tree[0].children.map((c) => [c.orgCode, c.orgType, c.level, c.treeFullPath])).toEqual([
      ['OU_EAST', 'OU', 2, 'Demo Group/East China OU'],
      ['OU_SOUTH', 'OU', 2, 'Demo Group/South China OU'],
    ]);
    const cn = await t.call(`${ORG}/listTree`, {}, { certificate: admin });
    expect(cn.body.data.find((r: any) => r.orgCode === 'OU_EAST')).toMatchObject({
      title: '华东经营单位',
      orgName: '华东经营单位',
      orgNameEn: 'East China OU',
      enabledFlag: 'Y',
      version: 0,
    });
  });

  it('gives a treeType’s level and the levels above it', async () => {
    const inv = await save({
      orgCode: 'INV_EAST_1',
      orgName: '华东一号仓',
      orgType: 'INV',
      parentOrgId: orgId.OU_EAST,
    });
    expect(inv.statusCode).toBe(200);
    orgId.INV_EAST_1 = inv.body.data.orgId;
    const types = async (treeType?: string) =>
      (await t.call(`${ORG}/listTree`, treeType ? { treeType } : {}, { certificate: admin })).body.data
        .map((r: any) => r.orgType)
        .sort();
    expect(await types('BU')).toEqual(['BU']);
    expect(await types('OU')).toEqual(['BU', 'OU', 'OU']);
    expect(await types('INV')).toEqual(['BU', 'INV', 'OU', 'OU']);
    expect(await types()).toEqual(['BU', 'INV', 'OU', 'OU']);
  });

  it('finds one organisation with its parent, 404 for an unknown id', async () => {
    expect(await find(orgId.INV_EAST_1)).toMatchObject({
      orgCode: 'INV_EAST_1',
      orgType: 'INV',
      levelId: 3,
      parentOrgCode: 'OU_EAST',
      parentOrgName: '华东经营单位',
    });
    const missing = await t.call(`${ORG}/findById`, { orgId: 99999 }, { certificate: admin, lang: 'EN' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.msg).toBe('The record does not exist');
  });
});

describe('saving an organisation', () => {
  it('keeps the parent rules: BU at the top, OU under a BU, INV under an OU', async () => {
    const cases: [object, string, string][] = [
      [
        { orgCode: 'X1', orgName: 'x', orgType: 'BU', parentOrgId: orgId.DEMO },
        'parentOrgId',
        'A business entity is a top-level organisation and has no parent',
      ],
      [
        { orgCode: 'X2', orgName: 'x', orgType: 'OU' },
        'parentOrgId',
        'An operating unit must sit under a business entity',
      ],
      [
        { orgCode: 'X3', orgName: 'x', orgType: 'OU', parentOrgId: orgId.OU_EAST },
        'parentOrgId',
        'An operating unit must sit under a business entity',
      ],
      [
        { orgCode: 'X4', orgName: 'x', orgType: 'INV', parentOrgId: orgId.DEMO },
        'parentOrgId',
        'An inventory organisation must sit under an operating unit',
      ],
      [
        { orgCode: 'X5', orgName: 'x', orgType: 'INV', parentOrgId: 99999 },
        'parentOrgId',
        'The selected record does not exist',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(body);
      expect(res.statusCode).toBe(400);
      expect(res.body.data.errors).toEqual([{ field, message }]);
      expect(res.body.msg).toBe(`Bad request: ${field}: ${message}`);
    }
    const cn = await save({ orgCode: 'X6', orgName: 'x', orgType: 'INV', parentOrgId: orgId.DEMO }, 'CN');
    expect(cn.body.data.errors[0].message).toBe('库存组织的上级必须是经营单位');
    const bu = await save({ orgCode: 'DEMO2', orgName: '第二集团', orgNameEn: 'Second group', orgType: 'BU' });
    expect(bu.body).toMatchObject({
      status: 'S',
      msg: 'Saved',
      data: { orgType: 'BU', parentOrgId: null, levelId: 1 },
    });
  });

  it('refuses a code already used, with a field message, and bad input with field messages in both languages', async () => {
    const dup = await save({ orgCode: 'OU_SOUTH', orgName: 'x', orgType: 'OU', parentOrgId: orgId.DEMO });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.msg).toBe('The code OU_SOUTH is already used');
    expect(dup.body.data.errors).toEqual([{ field: 'orgCode', message: 'The code OU_SOUTH is already used' }]);
    const bad = await save({ orgCode: 'has space', orgType: 'XX' });
    expect(bad.statusCode).toBe(400);
    const fields = bad.body.data.errors.map((e: any) => e.field).sort();
    expect(fields).toEqual(['orgCode', 'orgName', 'orgType']);
    expect(bad.body.data.errors.find((e: any) => e.field === 'orgName').message).toBe('required');
    const badCn = await save({ orgCode: '', orgType: 'OU' }, 'CN');
    expect(badCn.body.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'orgCode', message: '必填' },
        { field: 'orgName', message: '必填' },
      ]),
    );
  });

  it('updates with the version it read; a stale version gets 409 and changes nothing', async () => {
    const before = await find(orgId.INV_EAST_1);
    const noVersion = await save({ ...before, orgName: '新名字', version: undefined });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.body.data.errors).toEqual([{ field: 'version', message: VERSION_REQUIRED }]);
    const ok = await save({ ...before, orgName: '华东一号仓（改）', version: before.version });
    expect(ok.body.data).toMatchObject({ orgName: '华东一号仓（改）', version: before.version + 1 });
    const stale = await save({ ...before, orgName: '又改', version: before.version });
    expect(stale.statusCode).toBe(409);
    expect((await find(orgId.INV_EAST_1)).orgName).toBe('华东一号仓（改）');
  });

  it('does not change the type of an organisation that has children', async () => {
    const east = await find(orgId.OU_EAST);
    const res = await save({ ...east, orgType: 'BU', parentOrgId: null, version: east.version });
    expect(res.statusCode).toBe(400);
    expect(res.body.data.errors[0]).toEqual({
      field: 'orgType',
      message: 'This organisation has child organisations; its type cannot change',
    });
  });
});

describe('enabling and disabling organisations', () => {
  const flag = (id: number, enabledFlag: 'Y' | 'N') =>
    t.call(`${ORG}/updateEnabledFlag`, { orgId: id, enabledFlag }, { certificate: admin, lang: 'EN' });

  it('refuses to disable one with enabled children, and to enable one under a disabled parent', async () => {
    const refused = await flag(orgId.OU_EAST, 'N');
    expect(refused.statusCode).toBe(409);
    expect(refused.body.msg).toBe('It still has enabled children; disable them first');
    expect((await find(orgId.OU_EAST)).enabledFlag).toBe('Y');
    expect((await flag(orgId.INV_EAST_1, 'N')).statusCode).toBe(200);
    expect((await flag(orgId.OU_EAST, 'N')).statusCode).toBe(200);
    const underDisabled = await flag(orgId.INV_EAST_1, 'Y');
    expect(underDisabled.statusCode).toBe(409);
    expect(underDisabled.body.msg).toBe('The parent is disabled; enable it first');
    const newChild = await save({ orgCode: 'INV_EAST_2', orgName: 'x', orgType: 'INV', parentOrgId: orgId.OU_EAST });
    expect(newChild.body.data.errors[0]).toEqual({
      field: 'parentOrgId',
      message: 'The parent is disabled; enable it first',
    });
    expect((await flag(orgId.OU_EAST, 'Y')).statusCode).toBe(200);
    expect((await flag(orgId.INV_EAST_1, 'Y')).statusCode).toBe(200);
    expect((await flag(99999, 'Y')).statusCode).toBe(404);
  });
});

describe('departments', () => {
  const list = async (body: object = {}, certificate = admin) =>
    (await t.call(`${DEPT}/listTree`, body, { certificate, lang: 'EN' })).body.data;
  const saveDept = (body: object, certificate = admin) =>
    t.call(`${DEPT}/saveOrUpdate`, body, { certificate, lang: 'EN' });

  it('lists the department tree of an organisation with its head person', async () => {
    const rows = await list({ orgId: orgId.OU_EAST });
    expect(rows.map((r: any) => r.departmentCode).sort()).toEqual(['FIN', 'PUR']);
    expect(rows.find((r: any) => r.departmentCode === 'PUR')).toMatchObject({
      title: 'Purchasing',
      orgName: 'East China OU',
      headPersonName: '王审批',
      levelId: 1,
      parentDepartmentId: null,
    });
  });

  it('creates a sub-department; the code is unique within its organisation only', async () => {
    const pur = (await list({ orgId: orgId.OU_EAST })).find((r: any) => r.departmentCode === 'PUR');
    const child = await saveDept({
      departmentCode: 'PUR_MRO',
      departmentName: '辅料采购科',
      departmentNameEn: 'MRO purchasing',
      orgId: orgId.OU_EAST,
      parentDepartmentId: pur.departmentId,
    });
    expect(child.body).toMatchObject({
      status: 'S',
      data: { parentDepartmentName: 'Purchasing', orgName: 'East China OU' },
    });
    const tree = buildTree<Record<string, any>>(await list({ orgId: orgId.OU_EAST }), {
      key: 'departmentId',
      parentKey: 'parentDepartmentId',
      levelKey: 'levelId',
      treeTitle: 'title',
    });
    expect(tree.find((n) => n.departmentCode === 'PUR')!.children.map((c) => [c.departmentCode, c.level])).toEqual([
      ['PUR_MRO', 2],
    ]);
    const dup = await saveDept({ departmentCode: 'PUR_MRO', departmentName: 'x', orgId: orgId.OU_EAST });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.data.errors).toEqual([{ field: 'departmentCode', message: 'The code PUR_MRO is already used' }]);
    const elsewhere = await saveDept({ departmentCode: 'PUR_MRO', departmentName: 'x', orgId: orgId.OU_SOUTH });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('keeps the parent in the same organisation, refuses loops and unknown head persons', async () => {
    const east = await list({ orgId: orgId.OU_EAST });
    const pur = east.find((r: any) => r.departmentCode === 'PUR');
    const mro = east.find((r: any) => r.departmentCode === 'PUR_MRO');
    const southPur = (await list({ orgId: orgId.OU_SOUTH })).find((r: any) => r.departmentCode === 'PUR');
    const otherOrg = await saveDept({
      departmentCode: 'X',
      departmentName: 'x',
      orgId: orgId.OU_EAST,
      parentDepartmentId: southPur.departmentId,
    });
    expect(otherOrg.body.data.errors).toEqual([
      { field: 'parentDepartmentId', message: 'The department does not belong to the chosen organisation' },
    ]);
    const loop = await saveDept({ ...pur, parentDepartmentId: mro.departmentId });
    expect(loop.statusCode).toBe(400);
    expect(loop.body.data.errors).toEqual([
      { field: 'parentDepartmentId', message: 'The parent cannot be the record itself or one of its descendants' },
    ]);
    const self = await saveDept({ ...pur, parentDepartmentId: pur.departmentId });
    expect(self.statusCode).toBe(400);
    const head = await saveDept({ ...pur, headPersonId: 99999 });
    expect(head.body.data.errors).toEqual([{ field: 'headPersonId', message: 'The selected record does not exist' }]);
    const moved = await saveDept({ ...pur, orgId: orgId.OU_SOUTH });
    expect(moved.body.data.errors).toEqual([
      { field: 'orgId', message: 'This department has sub-departments; its organisation cannot change' },
    ]);
    const disable = await t.call(
      `${DEPT}/updateEnabledFlag`,
      { departmentId: pur.departmentId, enabledFlag: 'N' },
      { certificate: admin, lang: 'EN' },
    );
    expect(disable.statusCode).toBe(409);
    const found = await t.call(`${DEPT}/findById`, { departmentId: pur.departmentId }, { certificate: admin });
    expect(found.body.data).toMatchObject({ departmentCode: 'PUR', enabledFlag: 'Y', version: 0 });
  });

  it('keeps a non-administrator holding the screen to the organisations it is permitted', async () => {
    // Give the buyer's responsibility the organisation screen (no buttons): it reads, within its scope.
    await t.database.db.execute(sql`insert into base_resp_menu (responsibility_id, menu_id)
      select r.id, m.id from base_responsibility r, base_menu m
      where r.responsibility_code = 'PUR_BUYER' and m.menu_code = 'SYS_INSTITUTION'`);
    const buyer = await t.login('buyer');
    const rows = await list({}, buyer);
    expect(new Set(rows.map((r: any) => r.orgId))).toEqual(new Set([orgId.OU_EAST]));
    const southPur = (await list({ orgId: orgId.OU_SOUTH })).find((r: any) => r.departmentCode === 'PUR');
    const hidden = await t.call(`${DEPT}/findById`, { departmentId: southPur.departmentId }, { certificate: buyer });
    expect(hidden.statusCode).toBe(404);
    const change = await saveDept({ departmentCode: 'X', departmentName: 'x', orgId: orgId.OU_EAST }, buyer);
    expect(change.statusCode).toBe(403);
  });
});
