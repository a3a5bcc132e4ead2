import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../platform/db/open.ts';
import { createTestApp } from '../testing/testApp.ts';

// The data part of migration 0047 gives a database seeded before auto-reconcile rules what the seed gives a new
// one: the rules page with its buttons and grants, the statement's check and internal confirmation buttons, the
// period and variant lookups and the CHECKING status (run twice: idempotent).
it('0047 adds the auto-reconcile rules page, the statement variant buttons and lookups to a database seeded before', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const q = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  const lookups = sql`(lookup_type in ('SET_RECONCILE_PERIOD', 'SET_STATEMENT_VARIANT') or lookup_type = 'DOC_STATUS' and lookup_code = 'CHECKING')`;
  const added = sql`(m.menu_code = 'SET_RECONCILE_RULE' or m.menu_code = 'SET_STATEMENT' and r.resource_code in ('btnCheck', 'btnConfirm'))`;
  const snapshot = async () => ({
    menus: await q(
      sql`select menu_code, menu_name, menu_name_en, html_url, menu_type, level_id, (select menu_code from base_menu p where p.id = m.menu_parent_id) parent from base_menu m where menu_code = 'SET_RECONCILE_RULE'`,
    ),
    res: await q(
      sql`select m.menu_code, r.resource_code, r.resource_name, r.resource_name_en from base_menu_resource r join base_menu m on m.id = r.menu_id where ${added} order by 1, 2`,
    ),
    grants: await q(
      sql`select r.responsibility_code from base_resp_menu x join base_responsibility r on r.id = x.responsibility_id join base_menu m on m.id = x.menu_id where m.menu_code = 'SET_RECONCILE_RULE' order by 1`,
    ),
    resGrants: await q(
      sql`select g.responsibility_code, m.menu_code, r.resource_code from base_resp_resource x join base_responsibility g on g.id = x.responsibility_id join base_menu_resource r on r.id = x.resource_id join base_menu m on m.id = r.menu_id where ${added} order by 1, 2, 3`,
    ),
    types: await q(
      sql`select lookup_type, meaning, meaning_en from base_lookup_types where lookup_type in ('SET_RECONCILE_PERIOD', 'SET_STATEMENT_VARIANT') order by 1`,
    ),
    lookups: await q(
      sql`select lookup_type, lookup_code, meaning, meaning_en from base_lookup_values where ${lookups} order by 1, 2`,
    ),
  });
  const before = await snapshot();
  expect(before.menus).toMatchObject([{ parent: 'SETTLEMENT', html_url: 'autoReconcileRuleList' }]);
  expect(before.res).toHaveLength(6);
  expect(before.grants).toEqual([
    { responsibility_code: 'FIN_STAFF' },
    { responsibility_code: 'PUR_BUYER' },
    { responsibility_code: 'SYS_ADMIN' },
  ]);
  expect(before.resGrants).toHaveLength(18);
  expect(before.lookups).toHaveLength(6);
  // As a database seeded before: no rules page, no new statement buttons, lookups or status.
  await db.execute(
    sql`delete from base_resp_resource where resource_id in (select r.id from base_menu_resource r join base_menu m on m.id = r.menu_id where ${added})`,
  );
  await db.execute(
    sql`delete from base_menu_resource where id in (select r.id from base_menu_resource r join base_menu m on m.id = r.menu_id where ${added})`,
  );
  await db.execute(
    sql`delete from base_resp_menu where menu_id in (select id from base_menu where menu_code = 'SET_RECONCILE_RULE')`,
  );
  await db.execute(sql`delete from base_menu where menu_code = 'SET_RECONCILE_RULE'`);
  await db.execute(sql`delete from base_lookup_values where ${lookups}`);
  await db.execute(
    sql`delete from base_lookup_types where lookup_type in ('SET_RECONCILE_PERIOD', 'SET_STATEMENT_VARIANT')`,
  );
  expect((await snapshot()).res).toEqual([]);
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, '0047_settle_auto_reconcile.sql'), 'utf8');
  const data = text.split('--> statement-breakpoint').filter((s) => s.includes('INSERT INTO'));
  expect(data).toHaveLength(6);
  for (let i = 0; i < 2; i++) for (const statement of data) await db.execute(sql.raw(statement));
  expect(await snapshot()).toEqual(before);
  await t.close();
}, 180_000);
