import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../platform/db/open.ts';
import { createTestApp } from '../testing/testApp.ts';

// Migration 0059 gives a database seeded before e-signing what the seed gives a new one: the CA authorize page,
// the buyer side's certificates-and-seals page, the supplier portal's certificate page, their buttons and grants —
// run twice: idempotent.
it('0059 adds the e-signing pages and buttons to a database seeded before them', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const codes = sql`('CCT_CA_AUTHORIZE', 'CCT_MY_CERT', 'SUP_CA_CERT')`;
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as any).rows;
  const snapshot = async () => ({
    menus: await rows(
      sql`select m.menu_code, m.menu_name, m.menu_name_en, m.html_url, m.menu_type, m.level_id, p.menu_code parent from base_menu m join base_menu p on p.id = m.menu_parent_id where m.menu_code in ${codes} order by 1`,
    ),
    grants: await rows(
      sql`select r.responsibility_code, m.menu_code from base_resp_menu x join base_responsibility r on r.id = x.responsibility_id join base_menu m on m.id = x.menu_id where m.menu_code in ${codes} order by 1, 2`,
    ),
    buttons: await rows(
      sql`select r.responsibility_code, m.menu_code, res.resource_code, res.resource_name, res.resource_name_en from base_resp_resource x join base_responsibility r on r.id = x.responsibility_id join base_menu_resource res on res.id = x.resource_id join base_menu m on m.id = res.menu_id where m.menu_code in ${codes} order by 1, 2, 3`,
    ),
  });
  const before = await snapshot();
  expect(before.menus.map((m: { menu_code: string; parent: string }) => [m.menu_code, m.parent])).toEqual([
    ['CCT_CA_AUTHORIZE', 'CONTRACT'],
    ['CCT_MY_CERT', 'CONTRACT'],
    ['SUP_CA_CERT', 'SUP_PROFILE'],
  ]);
  expect(
    before.grants.map(
      (g: { responsibility_code: string; menu_code: string }) => `${g.responsibility_code} ${g.menu_code}`,
    ),
  ).toEqual(['PUR_BUYER CCT_MY_CERT', 'SUP_PORTAL SUP_CA_CERT', 'SYS_ADMIN CCT_CA_AUTHORIZE', 'SYS_ADMIN CCT_MY_CERT']);
  expect(before.buttons).toHaveLength(3 + 4 + 4 + 4);
  const menuIds = sql`(select id from base_menu where menu_code in ${codes})`;
  await db.execute(
    sql`delete from base_resp_resource where resource_id in (select id from base_menu_resource where menu_id in ${menuIds})`,
  );
  await db.execute(sql`delete from base_menu_resource where menu_id in ${menuIds}`);
  await db.execute(sql`delete from base_resp_menu where menu_id in ${menuIds}`);
  await db.execute(sql`delete from base_menu where menu_code in ${codes}`);
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, '0059_esign_menus.sql'), 'utf8');
  const data = text.split('--> statement-breakpoint').filter((s) => s.includes('INSERT INTO'));
  expect(data).toHaveLength(4);
  for (let i = 0; i < 2; i++) for (const statement of data) await db.execute(sql.raw(statement));
  expect(await snapshot()).toEqual(before);
  await t.close();
}, 180_000);
