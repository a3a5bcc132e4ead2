import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../platform/db/open.ts';
import { createTestApp } from '../testing/testApp.ts';

// The data part of migration 0057 gives a database seeded before the contract (issue 19 item 2) what the seed gives
// a new one: the contract page's buttons and the approver's grant, the supplier's page, the contract lookups and the
// six contract statuses (run twice: idempotent).
it('0057 adds the contract buttons, the supplier page and the contract lookups to a database seeded before them', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const q = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as any).rows;
  const pages = sql`('CCT_CONTRACT', 'SUP_CONTRACT')`;
  const lookups = sql`(lookup_type in ('CCT_CONTRACT_TYPE', 'CCT_SOURCE_TYPE') or lookup_type = 'DOC_STATUS' and lookup_code in ('SUPPLIER_CONFIRMING', 'SUPPLIER_CONFIRMED', 'SUPPLIER_REFUSED', 'SIGNING', 'SIGNED', 'TERMINATED'))`;
  const snapshot = async () => ({
    menus: await q(
      sql`select menu_code, menu_name, menu_name_en, html_url, menu_type, level_id, (select menu_code from base_menu p where p.id = m.menu_parent_id) parent from base_menu m where menu_code in ${pages} order by menu_code`,
    ),
    res: await q(
      sql`select m.menu_code, r.resource_code, r.resource_name, r.resource_name_en from base_menu_resource r join base_menu m on m.id = r.menu_id where m.menu_code in ${pages} order by 1, 2`,
    ),
    grants: await q(
      sql`select r.responsibility_code, m.menu_code from base_resp_menu x join base_responsibility r on r.id = x.responsibility_id join base_menu m on m.id = x.menu_id where m.menu_code in ${pages} order by 1, 2`,
    ),
    resGrants: await q(
      sql`select r.responsibility_code, m.menu_code, res.resource_code from base_resp_resource x join base_responsibility r on r.id = x.responsibility_id join base_menu_resource res on res.id = x.resource_id join base_menu m on m.id = res.menu_id where m.menu_code in ${pages} order by 1, 2, 3`,
    ),
    lookups: await q(
      sql`select lookup_type, lookup_code, meaning, meaning_en from base_lookup_values where ${lookups} order by 1, 2`,
    ),
  });
  const before = await snapshot();
  expect(before.menus).toHaveLength(2);
  expect(before.res).toHaveLength(21);
  expect(before.lookups).toHaveLength(13);
  // As a database seeded before: the contract page without buttons nor the approver, no supplier page, no lookups.
  const menuIds = sql`(select id from base_menu where menu_code in ${pages})`;
  await db.execute(
    sql`delete from base_resp_resource where resource_id in (select id from base_menu_resource where menu_id in ${menuIds})`,
  );
  await db.execute(sql`delete from base_menu_resource where menu_id in ${menuIds}`);
  await db.execute(
    sql`delete from base_resp_menu where menu_id in ${menuIds} and (menu_id in (select id from base_menu where menu_code = 'SUP_CONTRACT') or responsibility_id in (select id from base_responsibility where responsibility_code = 'PUR_APPROVER'))`,
  );
  await db.execute(sql`delete from base_menu where menu_code = 'SUP_CONTRACT'`);
  await db.execute(sql`delete from base_lookup_values where ${lookups}`);
  await db.execute(sql`delete from base_lookup_types where lookup_type in ('CCT_CONTRACT_TYPE', 'CCT_SOURCE_TYPE')`);
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, '0057_contract.sql'), 'utf8');
  const data = text.split('--> statement-breakpoint').filter((s) => s.includes('INSERT INTO'));
  expect(data).toHaveLength(6);
  for (let i = 0; i < 2; i++) for (const statement of data) await db.execute(sql.raw(statement));
  expect(await snapshot()).toEqual(before);
  await t.close();
}, 180_000);
