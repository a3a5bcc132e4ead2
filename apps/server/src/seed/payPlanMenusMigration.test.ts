import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../platform/db/open.ts';
import { createTestApp } from '../testing/testApp.ts';

// The data part of migration 0046 gives a database seeded before the payment plan what the seed gives a new one:
// the page, its export button and their grants (administrator, finance) — run twice: idempotent.
it('0046 adds the payment plan page and its export button to a database seeded before it', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as any).rows;
  const snapshot = async () => ({
    menus: await rows(
      sql`select m.menu_code, m.menu_name, m.menu_name_en, m.html_url, m.menu_type, m.level_id, p.menu_code parent from base_menu m join base_menu p on p.id = m.menu_parent_id where m.menu_code = 'SET_PAY_PLAN'`,
    ),
    grants: await rows(
      sql`select r.responsibility_code from base_resp_menu x join base_responsibility r on r.id = x.responsibility_id join base_menu m on m.id = x.menu_id where m.menu_code = 'SET_PAY_PLAN' order by 1`,
    ),
    buttons: await rows(
      sql`select r.responsibility_code, res.resource_code from base_resp_resource x join base_responsibility r on r.id = x.responsibility_id join base_menu_resource res on res.id = x.resource_id join base_menu m on m.id = res.menu_id where m.menu_code = 'SET_PAY_PLAN' order by 1, 2`,
    ),
  });
  const before = await snapshot();
  expect(before.menus).toEqual([expect.objectContaining({ menu_code: 'SET_PAY_PLAN', parent: 'SETTLEMENT' })]);
  expect(before.grants.map((g: { responsibility_code: string }) => g.responsibility_code)).toEqual([
    'FIN_STAFF',
    'SYS_ADMIN',
  ]);
  expect(before.buttons).toHaveLength(2);
  const menuIds = sql`(select id from base_menu where menu_code = 'SET_PAY_PLAN')`;
  await db.execute(
    sql`delete from base_resp_resource where resource_id in (select id from base_menu_resource where menu_id in ${menuIds})`,
  );
  await db.execute(sql`delete from base_menu_resource where menu_id in ${menuIds}`);
  await db.execute(sql`delete from base_resp_menu where menu_id in ${menuIds}`);
  await db.execute(sql`delete from base_menu where menu_code = 'SET_PAY_PLAN'`);
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, '0046_settle_invoice_settled.sql'), 'utf8');
  const data = text.split('--> statement-breakpoint').filter((s) => s.includes('INSERT INTO'));
  expect(data).toHaveLength(4);
  for (let i = 0; i < 2; i++) for (const statement of data) await db.execute(sql.raw(statement));
  expect(await snapshot()).toEqual(before);
  await t.close();
}, 180_000);
