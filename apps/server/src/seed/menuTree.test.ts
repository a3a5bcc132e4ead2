import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../platform/db/open.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

/*
 * Issue 15: every demo user's menu tree — what the server offers, where the developer pages and the notice
 * pages sit — and the migration that brings a database seeded before it to the same tree and names.
 */
const MENUS = '/api/baseServer/v1/baseAccreditRestful/findBaseMenuByRespId';
const USER_INFO = '/api/baseServer/v1/baseLoginRestful/userInfo';
const MIGRATION = path.join(MIGRATIONS_DIR, '0026_menus_naming_issue15.sql');

type MenuRow = { menuId: number; menuCode: string; menuParentId: number | null; menuName: string; htmlUrl: string };

let t: TestApp;
/** The rows of a query (the two drivers type `execute` differently; both answer `{ rows }`). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function treeOf(userName: string, lang: 'CN' | 'EN' = 'CN') {
  const certificate = await t.login(userName);
  const info = (await t.call(USER_INFO, {}, { certificate })).body.data;
  const rows: MenuRow[] = (
    await t.call(MENUS, { responsibilityId: info.currentResponsibility.responsibilityId }, { certificate, lang })
  ).body.data;
  const byId = new Map(rows.map((m) => [m.menuId, m]));
  const parentOf = (code: string) => {
    const row = rows.find((m) => m.menuCode === code);
    return row?.menuParentId == null ? null : (byId.get(row.menuParentId)?.menuCode ?? null);
  };
  return { rows, codes: rows.map((m) => m.menuCode), parentOf, certificate };
}

describe('the demo menu tree', () => {
  it("keeps the supplier portal's pages out of the administrator's menu (they answer 403 to internal users)", async () => {
    const admin = await treeOf('admin');
    expect(admin.codes).toContain('PUR_ORDER');
    for (const code of ['SUP_COLLAB', 'SUP_ORDER', 'SUP_DELIVERY', 'SUP_PROFILE', 'SUP_INFO', 'SUP_ROLLING_PLAN'])
      expect(admin.codes).not.toContain(code);
    // A page both sides hold (the change requests) stays.
    expect(admin.codes).toContain('SLC_CHANGE');
  });

  it('offers every user only pages granted to its own side', async () => {
    const sides = await rowsOf<{ code: string; sides: string[] }>(sql`
      select m.menu_code as code, array_agg(distinct r.user_type) as sides
      from base_menu m join base_resp_menu rm on rm.menu_id = m.id
      join base_responsibility r on r.id = rm.responsibility_id group by m.menu_code`);
    const sideOf = new Map(sides.map((r) => [r.code, r.sides]));
    for (const [user, side] of [
      ['admin', 'INSIDE'],
      ['buyer', 'INSIDE'],
      ['approver', 'INSIDE'],
      ['finance', 'INSIDE'],
      ['supplier1', 'EX_SUPPLIER'],
    ] as const) {
      const { codes } = await treeOf(user);
      const foreign = codes.filter((c) => !(sideOf.get(c) ?? [side]).includes(side));
      expect(foreign, user).toEqual([]);
    }
  });

  it('puts the developer pages in System tools and notice management in the message centre', async () => {
    const admin = await treeOf('admin', 'EN');
    for (const code of ['SYS_GALLERY', 'SYS_DATASOURCE', 'SYS_REDIS', 'SYS_API', 'SYS_MODULES'])
      expect(admin.parentOf(code), code).toBe('SYS_TOOLS');
    expect(admin.rows.find((m) => m.menuCode === 'SYS_TOOLS')?.menuName).toBe('System tools');
    expect(admin.parentOf('SYS_USER')).toBe('SYSTEM');
    expect(admin.parentOf('BASE_NOTICE')).toBe('MESSAGE');
    expect(admin.parentOf('BASE_NOTIFICATION')).toBe('MESSAGE');
    expect(admin.parentOf('BASE_MATERIAL')).toBe('BASE_DATA');
    const buyer = await treeOf('buyer');
    expect(buyer.parentOf('BASE_NOTICE')).toBe('MESSAGE');
    expect(buyer.codes).not.toContain('SYS_TOOLS');
    // Every user's first menu is the account page.
    for (const user of ['admin', 'buyer', 'supplier1']) {
      const { rows } = await treeOf(user);
      expect(rows.find((m) => m.menuCode === 'MY_ACCOUNT')?.htmlUrl, user).toBe('myAccount');
    }
  });
});

describe('migration 0024 on a database seeded before issue 15', () => {
  it('moves the pages, grants the new folder and renames Abolish / Cancel / Alter, leaving edited rows alone', async () => {
    const db = t.database.db;
    // The tree as the demo seed left it before: developer pages under SYSTEM, notices under BASE_DATA.
    await db.execute(sql`update base_menu set menu_parent_id = (select id from base_menu where menu_code = 'SYSTEM')
      where menu_code in ('SYS_DATASOURCE', 'SYS_REDIS', 'SYS_API', 'SYS_MODULES', 'SYS_GALLERY')`);
    await db.execute(
      sql`delete from base_resp_menu where menu_id = (select id from base_menu where menu_code = 'SYS_TOOLS')`,
    );
    await db.execute(sql`delete from base_menu where menu_code = 'SYS_TOOLS'`);
    await db.execute(sql`update base_menu set menu_parent_id = (select id from base_menu where menu_code = 'BASE_DATA')
      where menu_code in ('BASE_NOTICE', 'BASE_NOTIFICATION')`);
    await db.execute(sql`update base_menu set html_url = 'homeWelcome' where menu_code = 'MY_ACCOUNT'`);
    await db.execute(sql`update base_menu_resource set resource_name_en = 'Cancel' where resource_code = 'btnAbolish'
      and menu_id = (select id from base_menu where menu_code = 'PUR_ORDER')`);
    await db.execute(sql`update base_menu_resource set resource_name_en = 'Abolish' where resource_code = 'btnAbolish'
      and menu_id = (select id from base_menu where menu_code = 'PUR_REQUISITION')`);
    await db.execute(sql`update base_menu_resource set resource_name_en = 'Alter' where resource_code = 'btnAlter'`);
    await db.execute(sql`update base_lookup_values set meaning_en = 'Abolished'
      where lookup_type = 'DOC_STATUS' and lookup_code = 'ABOLISHED'`);
    // An administrator's own edit: a resource renamed by hand stays as it is.
    await db.execute(sql`update base_menu_resource set resource_name_en = 'Scrap' where resource_code = 'btnAbolish'
      and menu_id = (select id from base_menu where menu_code = 'PUR_ASL')`);
    expect((await treeOf('admin')).parentOf('SYS_GALLERY')).toBe('SYSTEM');

    for (const statement of fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));

    const admin = await treeOf('admin', 'EN');
    expect(admin.parentOf('SYS_GALLERY')).toBe('SYS_TOOLS');
    expect(admin.parentOf('SYS_DATASOURCE')).toBe('SYS_TOOLS');
    expect(admin.parentOf('BASE_NOTICE')).toBe('MESSAGE');
    expect(admin.rows.find((m) => m.menuCode === 'MY_ACCOUNT')?.htmlUrl).toBe('myAccount');
    const buyer = await treeOf('buyer');
    expect(buyer.parentOf('BASE_NOTIFICATION')).toBe('MESSAGE');
    const names = await rowsOf<{
      menu: string;
      code: string;
      en: string;
    }>(sql`select m.menu_code as menu, r.resource_code as code, r.resource_name_en as en
      from base_menu_resource r join base_menu m on m.id = r.menu_id
      where r.resource_code in ('btnAbolish', 'btnAlter')`);
    const en = (menu: string, code: string) => names.find((r) => r.menu === menu && r.code === code)?.en;
    expect(en('PUR_ORDER', 'btnAbolish')).toBe('Void');
    expect(en('PUR_REQUISITION', 'btnAbolish')).toBe('Void');
    expect(en('PUR_ORDER', 'btnAlter')).toBe('Change');
    expect(en('PUR_ASL', 'btnAbolish')).toBe('Scrap');
    const status = await rowsOf<{ meaning_en: string }>(sql`select meaning_en from base_lookup_values
      where lookup_type = 'DOC_STATUS' and lookup_code = 'ABOLISHED'`);
    expect(status[0].meaning_en).toBe('Voided');

    // Run twice, it changes nothing more (one folder, one grant each).
    for (const statement of fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));
    const folders = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from base_menu where menu_code = 'SYS_TOOLS'`,
    );
    expect(folders[0].n).toBe(1);
    const grants = await rowsOf<{ n: number }>(sql`select responsibility_id, count(*)::int as n from base_resp_menu
      where menu_id = (select id from base_menu where menu_code = 'SYS_TOOLS') group by responsibility_id`);
    expect(grants.every((r) => r.n === 1)).toBe(true);
  });
});
