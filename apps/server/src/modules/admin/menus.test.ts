import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const menuPath = (action: string) => `/api/baseServer/v1/baseMenuRestful/${action}`;
const button = (action: string) => `/api/baseServer/v1/baseMenuResourceRestful/${action}`;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

const tree = async () => (await t.call(menuPath('findTree'), {}, { certificate: admin })).body.data as any[];
const byCode = async (code: string) => (await tree()).find((m) => m.menuCode === code);
const save = (body: unknown, lang: 'CN' | 'EN' = 'CN') =>
  t.call(menuPath('saveOrUpdate'), body, { certificate: admin, lang });

describe('the menu tree', () => {
  it('lists every menu flat, parents before children, siblings in order, with both names', async () => {
    const rows = await tree();
    const seen = new Set<number>();
    for (const row of rows) {
      if (row.menuParentId != null) expect(seen.has(row.menuParentId)).toBe(true);
      seen.add(row.menuId);
    }
    const system = rows.find((m) => m.menuCode === 'SYSTEM');
    const children = rows.filter((m) => m.menuParentId === system.menuId);
    expect(children.slice(0, 4).map((m) => m.menuCode)).toEqual(['SYS_USER', 'SYS_ROLE', 'SYS_RESP', 'SYS_MENU']);
    expect(children.map((m) => m.orderNo)).toEqual([...children.map((m) => m.orderNo)].sort((a, b) => a - b));
    expect(children[0]).toMatchObject({
      menuName: '用户管理',
      menuNameEn: 'Users',
      menuType: '20',
      levelId: 2,
      htmlUrl: 'user',
      enabledFlag: 'Y',
    });
    const paged = await t.call(menuPath('listByPage'), { searchParams: { menuName: 'Users' } }, { certificate: admin });
    expect(paged.body.data.map((m: any) => m.menuCode)).toEqual(['SYS_USER']);
  });
});

describe('saving menus', () => {
  it('creates folders and pages under folders, with a unique code and a page address for pages', async () => {
    const system = await byCode('SYSTEM');
    const folder = await save({
      menuCode: 'QA_FOLDER',
      menuName: '质量工具',
      menuNameEn: 'QA tools',
      menuType: '10',
      menuParentId: system.menuId,
    });
    expect(folder.body.data).toMatchObject({ levelId: 2, menuType: '10', htmlUrl: null });
    const page = await save({
      menuCode: 'QA_PAGE',
      menuName: '检验',
      menuType: '20',
      menuParentId: folder.body.data.menuId,
      htmlUrl: 'qaInspectionList',
      parameter: 'mode=view',
      imageLink: 'SafetyOutlined',
      enabledFlag: 'N',
    });
    expect(page.body.data).toMatchObject({
      levelId: 3,
      parameter: 'mode=view',
      imageLink: 'SafetyOutlined',
      enabledFlag: 'N',
      orderNo: 10,
    });

    const dup = await save({ menuCode: 'qa_page', menuName: 'x', menuType: '10' }, 'EN');
    expect(dup.statusCode).toBe(400);
    expect(dup.body.msg).toBe('The menu code "qa_page" already exists');
    const underPage = await save(
      { menuCode: 'QA_X', menuName: 'x', menuType: '10', menuParentId: page.body.data.menuId },
      'EN',
    );
    expect(underPage.body.msg).toBe('The parent menu must be a folder');
    const noUrl = await save({ menuCode: 'QA_Y', menuName: 'y', menuType: '20' });
    expect(noUrl.body.msg).toBe('页面菜单必须填写页面地址（htmlUrl）');
    expect(noUrl.body.data.errors).toEqual([{ field: 'htmlUrl', message: '页面菜单必须填写页面地址（htmlUrl）' }]);
    const badType = await save({ menuCode: 'QA_Z', menuName: 'z', menuType: '30' }, 'EN');
    expect(badType.body.data.errors[0].field).toBe('menuType');

    const changed = await save({ ...page.body.data, menuName: '检验单', version: 0 });
    expect(changed.body.data).toMatchObject({ menuName: '检验单', version: 1 });
    const stale = await save({ ...page.body.data, version: 0 });
    expect(stale.statusCode).toBe(409);
    const toPage = await save({ ...folder.body.data, menuType: '20', htmlUrl: 'x' }, 'EN');
    expect(toPage.body.msg).toBe('A folder with child menus cannot become a page');
    const intoItself = await save({ ...folder.body.data, menuParentId: folder.body.data.menuId }, 'EN');
    expect(intoItself.body.msg).toBe('The menu "QA_FOLDER" cannot move under itself or one of its descendants');
  });
});

describe('moving menus', () => {
  it('moves a menu under another folder, reorders a batch, recomputes levels and refuses cycles', async () => {
    const system = await byCode('SYSTEM');
    const outer = (await save({ menuCode: 'MV_OUTER', menuName: '外', menuType: '10', menuParentId: system.menuId }))
      .body.data;
    const inner = (await save({ menuCode: 'MV_INNER', menuName: '内', menuType: '10', menuParentId: outer.menuId }))
      .body.data;
    const leaf = (
      await save({ menuCode: 'MV_LEAF', menuName: '叶', menuType: '20', htmlUrl: 'leaf', menuParentId: inner.menuId })
    ).body.data;
    expect(leaf.levelId).toBe(4);

    const cycle = await t.call(
      menuPath('move'),
      { menuId: outer.menuId, parentId: inner.menuId, orderNo: 10 },
      { certificate: admin, lang: 'EN' },
    );
    expect(cycle.statusCode).toBe(400);
    expect(cycle.body.msg).toBe('The menu "MV_OUTER" cannot move under itself or one of its descendants');
    const ontoPage = await t.call(
      menuPath('move'),
      { menuId: inner.menuId, parentId: leaf.menuId, orderNo: 10 },
      { certificate: admin, lang: 'EN' },
    );
    expect(ontoPage.body.msg).toBe('The parent menu must be a folder');

    // The inner folder to the top, with its page: levels follow.
    const top = await t.call(
      menuPath('move'),
      { menuId: inner.menuId, parentId: null, orderNo: 5 },
      { certificate: admin },
    );
    expect(top.body.status).toBe('S');
    const moved = top.body.data.filter((m: any) => ['MV_INNER', 'MV_LEAF'].includes(m.menuCode));
    expect(moved.map((m: any) => [m.menuCode, m.menuParentId, m.levelId])).toEqual([
      ['MV_INNER', null, 1],
      ['MV_LEAF', inner.menuId, 2],
    ]);
    expect(top.body.data[0].menuCode).toBe('MV_INNER');

    // A batch: the outer folder under the inner one now, and the leaf before it.
    const batch = await t.call(
      menuPath('move'),
      {
        items: [
          { menuId: outer.menuId, parentId: inner.menuId, orderNo: 20 },
          { menuId: leaf.menuId, parentId: inner.menuId, orderNo: 10 },
        ],
      },
      { certificate: admin },
    );
    const order = batch.body.data.filter((m: any) => m.menuCode.startsWith('MV_'));
    expect(order.map((m: any) => [m.menuCode, m.levelId])).toEqual([
      ['MV_INNER', 1],
      ['MV_LEAF', 2],
      ['MV_OUTER', 2],
    ]);
    // A batch that closes a loop is refused as a whole.
    const loop = await t.call(
      menuPath('move'),
      {
        items: [
          { menuId: inner.menuId, parentId: outer.menuId, orderNo: 10 },
          { menuId: leaf.menuId, parentId: null, orderNo: 10 },
        ],
      },
      { certificate: admin },
    );
    expect(loop.statusCode).toBe(400);
    expect((await byCode('MV_LEAF')).menuParentId).toBe(inner.menuId);
  });
});

describe('deleting menus', () => {
  it('refuses a menu with children or held by a responsibility, with a clear message, and deletes a free one', async () => {
    const system = await byCode('SYSTEM');
    const children = await t.call(menuPath('delete'), { menuId: system.menuId }, { certificate: admin, lang: 'EN' });
    expect(children.statusCode).toBe(400);
    expect(children.body.msg).toMatch(/^The menu still has \d+ child menus; delete or move them first$/);
    const held = await t.call(
      menuPath('delete'),
      { menuId: (await byCode('PUR_ORDER')).menuId },
      { certificate: admin },
    );
    expect(held.body.msg).toBe('该菜单已分配给以下职责，请先取消分配：采购审批人、采购员、系统管理员');

    const page = (await save({ menuCode: 'DEL_ME', menuName: '删', menuType: '20', htmlUrl: 'x' })).body.data;
    await t.call(
      button('saveOrUpdate'),
      { menuId: page.menuId, resourceCode: 'btnX', resourceName: 'X' },
      { certificate: admin },
    );
    expect((await t.call(menuPath('delete'), { menuId: page.menuId }, { certificate: admin })).body.status).toBe('S');
    expect(await byCode('DEL_ME')).toBeUndefined();
    const buttons = await t.call(button('listByMenu'), { menuId: page.menuId }, { certificate: admin });
    expect(buttons.body.data).toEqual([]);
  });
});

describe('button resources', () => {
  it('keeps codes unique per menu, only on pages, and refuses to delete a granted one', async () => {
    const page = (await save({ menuCode: 'BTN_PAGE', menuName: '按钮页', menuType: '20', htmlUrl: 'btnPage' })).body
      .data;
    const created = await t.call(
      button('saveOrUpdate'),
      {
        menuId: page.menuId,
        resourceCode: 'btnApprove',
        resourceName: '审批',
        resourceNameEn: 'Approve',
        resIcon: 'CheckOutlined',
      },
      { certificate: admin },
    );
    expect(created.body.data).toMatchObject({
      resourceCode: 'btnApprove',
      resIcon: 'CheckOutlined',
      grantedCount: 0,
      version: 0,
    });
    const dup = await t.call(
      button('saveOrUpdate'),
      { menuId: page.menuId, resourceCode: 'btnApprove', resourceName: '又一个' },
      { certificate: admin, lang: 'EN' },
    );
    expect(dup.body.msg).toBe('The menu already has a button with the code "btnApprove"');
    // The same code on another menu is fine.
    const other = (await save({ menuCode: 'BTN_PAGE2', menuName: '按钮页2', menuType: '20', htmlUrl: 'btnPage2' })).body
      .data;
    const same = await t.call(
      button('saveOrUpdate'),
      { menuId: other.menuId, resourceCode: 'btnApprove', resourceName: '审批' },
      { certificate: admin },
    );
    expect(same.body.status).toBe('S');
    const onFolder = await t.call(
      button('saveOrUpdate'),
      { menuId: (await byCode('SYSTEM')).menuId, resourceCode: 'btnY', resourceName: 'Y' },
      { certificate: admin, lang: 'EN' },
    );
    expect(onFolder.body.msg).toBe('Button resources belong to page menus, not to folders');
    const renamed = await t.call(
      button('saveOrUpdate'),
      { ...created.body.data, resourceName: '审核' },
      { certificate: admin },
    );
    expect(renamed.body.data).toMatchObject({ resourceName: '审核', version: 1 });

    const users = await byCode('SYS_USER');
    const list = await t.call(button('listByMenu'), { menuId: users.menuId }, { certificate: admin });
    const reset = list.body.data.find((b: any) => b.resourceCode === 'btnResetPassword');
    expect(reset.grantedCount).toBe(1);
    const granted = await t.call(
      button('delete'),
      { resourceId: reset.resourceId },
      { certificate: admin, lang: 'EN' },
    );
    expect(granted.statusCode).toBe(400);
    expect(granted.body.msg).toBe(
      'The button is granted to these responsibilities; revoke it first: System administrator',
    );
    expect(
      (await t.call(button('delete'), { resourceId: created.body.data.resourceId }, { certificate: admin })).body
        .status,
    ).toBe('S');
  });

  it('tells which responsibilities hold a menu and which of its buttons each is granted', async () => {
    const order = await byCode('PUR_ORDER');
    const res = await t.call(menuPath('menuPrivilegeList'), { menuId: order.menuId }, { certificate: admin });
    expect(res.body.data.map((r: any) => r.responsibilityCode)).toEqual(['PUR_APPROVER', 'PUR_BUYER', 'SYS_ADMIN']);
    expect(res.body.data[1].resources.map((b: any) => b.resourceCode)).toEqual(
      expect.arrayContaining(['btnAdd', 'btnSubmit', 'btnExport']),
    );
    expect(res.body.page).toEqual({ count: 3, curIndex: 1, pagesCount: 1 });
  });
});

describe('administration only', () => {
  it('refuses every menu and button call to a buyer and to a supplier', async () => {
    const calls: [string, unknown][] = [
      [menuPath('findTree'), {}],
      [menuPath('listByPage'), {}],
      [menuPath('findById'), { menuId: 1 }],
      [menuPath('saveOrUpdate'), {}],
      [menuPath('move'), { menuId: 1, parentId: null, orderNo: 1 }],
      [menuPath('delete'), { menuId: 1 }],
      [menuPath('menuPrivilegeList'), { menuId: 1 }],
      [button('listByMenu'), { menuId: 1 }],
      [button('saveOrUpdate'), {}],
      [button('delete'), { resourceId: 1 }],
    ];
    for (const userName of ['buyer', 'supplier1']) {
      const certificate = await t.login(userName);
      for (const [url, body] of calls) {
        expect([url, (await t.call(url, body, { certificate })).statusCode]).toEqual([url, 403]);
      }
    }
  });
});
