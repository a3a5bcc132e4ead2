import { buildTree } from '@srm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const CATEGORY = '/api/baseServer/v1/basePurchaseCategoryRestful';
const GROUP = '/api/baseServer/v1/basePurchasingGroupRestful';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  // Migrating and seeding a fresh database takes long on a loaded machine.
}, 240_000);
afterAll(async () => t?.close());

const call = (path: string, body: object = {}, certificate = admin, lang: 'CN' | 'EN' = 'EN') =>
  t.call(path, body, { certificate, lang });

describe('purchase categories', () => {
  it('lists the category tree as flat rows for the tree builder, to every internal user', async () => {
    const buyer = await t.login('buyer');
    const res = await call(`${CATEGORY}/listTree`, {}, buyer);
    expect(res.statusCode).toBe(200);
    const tree = buildTree<Record<string, any>>(res.body.data, {
      key: 'categoryId',
      parentKey: 'parentCategoryId',
      levelKey: 'levelId',
      treeTitle: 'title',
    });
    expect(tree.map((n) => n.categoryCode)).toEqual(['ELEC', 'MRO', 'RAW']);
    expect(tree.find((n) => n.categoryCode === 'RAW')!.children.map((c) => c.treeFullPath)).toEqual([
      'Raw materials/Plastic pellets',
      'Raw materials/Steel',
    ]);
  });

  it('creates and moves categories, keeping levels, codes unique and no loops', async () => {
    const rows = (await call(`${CATEGORY}/listTree`)).body.data;
    const byCode = Object.fromEntries(rows.map((r: any) => [r.categoryCode, r]));
    const wire = await call(`${CATEGORY}/saveOrUpdate`, {
      categoryCode: 'RAW_STEEL_WIRE',
      categoryName: '钢丝',
      parentCategoryId: byCode.RAW_STEEL.categoryId,
    });
    expect(wire.body.data).toMatchObject({ levelId: 3, version: 0 });
    const moved = await call(`${CATEGORY}/saveOrUpdate`, {
      ...byCode.RAW_STEEL,
      parentCategoryId: byCode.MRO.categoryId,
    });
    expect(moved.body.data).toMatchObject({ levelId: 2, parentCategoryId: byCode.MRO.categoryId });
    const toTop = await call(`${CATEGORY}/saveOrUpdate`, { ...moved.body.data, parentCategoryId: null });
    expect(toTop.body.data.levelId).toBe(1);
    const after = (await call(`${CATEGORY}/listTree`)).body.data.find((r: any) => r.categoryCode === 'RAW_STEEL_WIRE');
    expect(after.levelId).toBe(2);
    const loop = await call(`${CATEGORY}/saveOrUpdate`, {
      ...toTop.body.data,
      parentCategoryId: wire.body.data.categoryId,
    });
    expect(loop.body.data.errors).toEqual([
      { field: 'parentCategoryId', message: 'The parent cannot be the record itself or one of its descendants' },
    ]);
    const dup = await call(`${CATEGORY}/saveOrUpdate`, { categoryCode: 'MRO', categoryName: 'x' });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.msg).toBe('The code MRO is already used');
    const disable = await call(`${CATEGORY}/saveOrUpdate`, { ...toTop.body.data, enabledFlag: 'N' });
    expect(disable.statusCode).toBe(409);
    expect(disable.body.msg).toBe('It still has enabled children; disable them first');
    // The same rule through the status button; then the child first, and the parent follows.
    const status = await call(`${CATEGORY}/changeStatus`, {
      categoryId: toTop.body.data.categoryId,
      enabledFlag: 'N',
      version: toTop.body.data.version,
    });
    expect(status.statusCode).toBe(409);
    const child = await call(`${CATEGORY}/changeStatus`, {
      categoryId: wire.body.data.categoryId,
      enabledFlag: 'N',
      version: 0,
    });
    expect(child.statusCode).toBe(200);
    const stale = await call(`${CATEGORY}/changeStatus`, {
      categoryId: wire.body.data.categoryId,
      enabledFlag: 'Y',
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.msg).toBe('The document was changed by someone else, reload it');
  });

  it('refuses to delete a category with children or materials, deletes a leaf', async () => {
    const rows = (await call(`${CATEGORY}/listTree`)).body.data;
    const byCode = Object.fromEntries(rows.map((r: any) => [r.categoryCode, r]));
    const parent = await call(`${CATEGORY}/delete`, { categoryId: byCode.RAW.categoryId });
    expect(parent.statusCode).toBe(409);
    expect(parent.body.msg).toBe('It has children; delete or move them first');
    const leaf = await call(`${CATEGORY}/saveOrUpdate`, { categoryCode: 'TMP_LEAF', categoryName: '临时' });
    expect((await call(`${CATEGORY}/delete`, { categoryId: leaf.body.data.categoryId })).statusCode).toBe(200);
    expect((await call(`${CATEGORY}/findById`, { categoryId: leaf.body.data.categoryId })).statusCode).toBe(404);
  });

  it('is read by internal users only and changed by holders of the screen’s buttons only', async () => {
    const supplier = await t.login('supplier1');
    expect((await call(`${CATEGORY}/listTree`, {}, supplier)).statusCode).toBe(403);
    expect(
      (await call(`${CATEGORY}/saveOrUpdate`, { categoryCode: 'X', categoryName: 'x' }, supplier)).statusCode,
    ).toBe(403);
    const approver = await t.login('approver');
    expect(
      (await call(`${CATEGORY}/saveOrUpdate`, { categoryCode: 'X', categoryName: 'x' }, approver)).statusCode,
    ).toBe(403);
    const buyer = await t.login('buyer');
    const saved = await call(
      `${CATEGORY}/saveOrUpdate`,
      { categoryCode: 'BUYER_CAT', categoryName: '采购员新建' },
      buyer,
    );
    expect(saved.statusCode).toBe(200);
  });
});

describe('purchasing groups', () => {
  it('lists, creates and changes purchasing groups with their buyers', async () => {
    const list = await call(`${GROUP}/listByPage`, { searchParams: { keyword: 'east' } });
    expect(list.body.data.map((g: any) => g.groupCode)).toEqual(['PG_EAST_ELEC', 'PG_EAST_MECH']);
    expect(list.body.data[0].members.map((m: any) => m.userName)).toEqual(['buyer']);
    const created = await call(`${GROUP}/saveOrUpdate`, { groupCode: 'PG_NORTH', groupName: '华北采购组' });
    expect(created.body.data).toMatchObject({ groupCode: 'PG_NORTH', orgId: null, version: 0, members: [] });
    const badOrg = await call(`${GROUP}/saveOrUpdate`, { groupCode: 'PG_X', groupName: 'x', orgId: 99999 });
    expect(badOrg.body.data.errors).toEqual([{ field: 'orgId', message: 'The selected record does not exist' }]);
    const users = (await call('/api/baseServer/v1/baseUsersRestful/listByPage', { pageRows: 50 })).body.data;
    const id = (name: string) => users.find((u: any) => u.userName === name).userId;
    const changed = await call(`${GROUP}/saveOrUpdate`, {
      ...created.body.data,
      groupNameEn: 'North China group',
      memberUserIds: [id('buyer'), id('approver')],
    });
    expect(changed.body.data).toMatchObject({ title: 'North China group', version: 1 });
    expect(changed.body.data.members.map((m: any) => m.userName)).toEqual(['approver', 'buyer']);
    const supplierMember = await call(`${GROUP}/saveOrUpdate`, {
      ...changed.body.data,
      memberUserIds: [id('supplier1')],
    });
    expect(supplierMember.body.data.errors).toEqual([
      { field: 'memberUserIds', message: 'A chosen user does not exist or is not internal' },
    ]);
    const stale = await call(`${GROUP}/saveOrUpdate`, { ...created.body.data, groupNameEn: 'x' });
    expect(stale.statusCode).toBe(409);
    const found = await call(`${GROUP}/findById`, { purchasingGroupId: created.body.data.purchasingGroupId });
    expect(found.body.data.memberUserIds.sort()).toEqual([id('buyer'), id('approver')].sort());
    expect((await call(`${GROUP}/delete`, { purchasingGroupId: created.body.data.purchasingGroupId })).statusCode).toBe(
      200,
    );
    const supplier = await t.login('supplier1');
    expect((await call(`${GROUP}/listByPage`, {}, supplier)).statusCode).toBe(403);
    const approver = await t.login('approver');
    expect((await call(`${GROUP}/saveOrUpdate`, { groupCode: 'X', groupName: 'x' }, approver)).statusCode).toBe(403);
  });
});
