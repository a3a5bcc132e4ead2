import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../platform/db/open.ts';
import { createTestApp } from '../testing/testApp.ts';

// Migration 0060 gives a database seeded before the contract template setup what the seed gives a new one: the
// clause and watermark pages under CONTRACT, the buttons of the three pages, their grants (administrator, buyer) —
// run twice: idempotent.
it('0060 adds the clause and watermark pages and the template buttons to a database seeded before them', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as any).rows;
  const pages = sql`('CCT_TEMPLATE', 'CCT_TERMS', 'CCT_WATERMARK')`;
  const snapshot = async () => ({
    menus: await rows(
      sql`select m.menu_code, m.menu_name, m.menu_name_en, m.html_url, m.menu_type, m.level_id, p.menu_code parent from base_menu m join base_menu p on p.id = m.menu_parent_id where m.menu_code in ${pages} order by 1`,
    ),
    buttons: await rows(
      sql`select m.menu_code, r.resource_code, r.resource_name, r.resource_name_en from base_menu_resource r join base_menu m on m.id = r.menu_id where m.menu_code in ${pages} order by 1, 2`,
    ),
    grants: await rows(
      sql`select r.responsibility_code, m.menu_code from base_resp_menu x join base_responsibility r on r.id = x.responsibility_id join base_menu m on m.id = x.menu_id where m.menu_code in ${pages} order by 1, 2`,
    ),
    buttonGrants: await rows(
      sql`select r.responsibility_code, m.menu_code, res.resource_code from base_resp_resource x join base_responsibility r on r.id = x.responsibility_id join base_menu_resource res on res.id = x.resource_id join base_menu m on m.id = res.menu_id where m.menu_code in ${pages} order by 1, 2, 3`,
    ),
  });
  const before = await snapshot();
  expect(before.menus.map((m: { menu_code: string; parent: string }) => [m.menu_code, m.parent])).toEqual([
    ['CCT_TEMPLATE', 'CONTRACT'],
    ['CCT_TERMS', 'CONTRACT'],
    ['CCT_WATERMARK', 'CONTRACT'],
  ]);
  expect(before.buttons).toHaveLength(7);
  expect(before.buttonGrants).toHaveLength(14);

  // As a database seeded before: CCT_TEMPLATE without buttons, no clause or watermark page.
  const newPages = sql`(select id from base_menu where menu_code in ('CCT_TERMS', 'CCT_WATERMARK'))`;
  const allPages = sql`(select id from base_menu where menu_code in ${pages})`;
  await db.execute(
    sql`delete from base_resp_resource where resource_id in (select id from base_menu_resource where menu_id in ${allPages})`,
  );
  await db.execute(sql`delete from base_menu_resource where menu_id in ${allPages}`);
  await db.execute(sql`delete from base_resp_menu where menu_id in ${newPages}`);
  await db.execute(sql`delete from base_menu where menu_code in ('CCT_TERMS', 'CCT_WATERMARK')`);
  expect((await snapshot()).buttons).toEqual([]);

  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, '0060_contract_template_menus.sql'), 'utf8');
  const statements = text.split('--> statement-breakpoint');
  expect(statements).toHaveLength(4);
  for (let i = 0; i < 2; i++) for (const statement of statements) await db.execute(sql.raw(statement));
  expect(await snapshot()).toEqual(before);
  await t.close();
}, 180_000);
