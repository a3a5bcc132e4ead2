import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../platform/db/open.ts';
import { createTestApp } from '../testing/testApp.ts';

// The data migration 0033 gives a database seeded before issue 17 what the seed gives a new one (run twice: idempotent).
it('0033 rebuilds the sourcing rows of a database seeded before it', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const q = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as any).rows;
  const snapshot = async () => ({
    menus: await q(
      sql`select menu_code, menu_name, menu_name_en, html_url, menu_type, level_id, (select menu_code from base_menu p where p.id = m.menu_parent_id) parent from base_menu m where menu_code like 'SRC_%' or menu_code = 'SOURCING' order by menu_code`,
    ),
    res: await q(
      sql`select m.menu_code, r.resource_code, r.resource_name, r.resource_name_en from base_menu_resource r join base_menu m on m.id = r.menu_id where m.menu_code like 'SRC_%' order by 1, 2`,
    ),
    grants: await q(
      sql`select r.responsibility_code, m.menu_code from base_resp_menu x join base_responsibility r on r.id = x.responsibility_id join base_menu m on m.id = x.menu_id where m.menu_code like 'SRC_%' or m.menu_code = 'SOURCING' order by 1, 2`,
    ),
    resGrants: await q(
      sql`select r.responsibility_code, m.menu_code, res.resource_code from base_resp_resource x join base_responsibility r on r.id = x.responsibility_id join base_menu_resource res on res.id = x.resource_id join base_menu m on m.id = res.menu_id where m.menu_code like 'SRC_%' order by 1, 2, 3`,
    ),
    lookups: await q(
      sql`select lookup_type, lookup_code, meaning, meaning_en from base_lookup_values where lookup_type in ('SRC_INQUIRY_MODE', 'SRC_AWARD_OUTCOME') or (lookup_type = 'SYS_TOBEDO' and lookup_code in ('SRC_INQUIRY', 'SRC_AWARD')) or (lookup_type = 'DOC_STATUS' and lookup_code in ('PUBLISHED', 'AWARDED', 'COMPLETED')) order by 1, 2`,
    ),
  });
  const before = await snapshot();
  expect(before.res.length).toBeGreaterThan(20);
  // As a database seeded before: the award page, the inquiry's new buttons, the approver's grants, the lookups gone.
  await db.execute(
    sql`delete from base_resp_resource where resource_id in (select r.id from base_menu_resource r join base_menu m on m.id = r.menu_id where m.menu_code = 'SRC_AWARD' or (m.menu_code = 'SRC_INQUIRY' and r.resource_code in ('btnClose', 'btnAbolish', 'btnAdjustDeadline', 'btnAnswer', 'btnPrint', 'btnBargain')))`,
  );
  await db.execute(
    sql`delete from base_menu_resource where menu_id in (select id from base_menu where menu_code = 'SRC_AWARD') or (menu_id in (select id from base_menu where menu_code = 'SRC_INQUIRY') and resource_code in ('btnClose', 'btnAbolish', 'btnAdjustDeadline', 'btnAnswer', 'btnPrint', 'btnBargain'))`,
  );
  await db.execute(
    sql`delete from base_resp_menu where menu_id in (select id from base_menu where menu_code = 'SRC_AWARD') or (responsibility_id in (select id from base_responsibility where responsibility_code = 'PUR_APPROVER') and menu_id in (select id from base_menu where menu_code in ('SOURCING', 'SRC_INQUIRY')))`,
  );
  await db.execute(sql`delete from base_menu where menu_code = 'SRC_AWARD'`);
  await db.execute(
    sql`delete from base_lookup_values where lookup_type in ('SRC_INQUIRY_MODE', 'SRC_AWARD_OUTCOME') or (lookup_type = 'SYS_TOBEDO' and lookup_code in ('SRC_INQUIRY', 'SRC_AWARD')) or (lookup_type = 'DOC_STATUS' and lookup_code in ('PUBLISHED', 'AWARDED', 'COMPLETED'))`,
  );
  await db.execute(sql`delete from base_lookup_types where lookup_type in ('SRC_INQUIRY_MODE', 'SRC_AWARD_OUTCOME')`);
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, '0033_sourcing_menus.sql'), 'utf8');
  for (let i = 0; i < 2; i++)
    for (const statement of text.split('--> statement-breakpoint'))
      if (statement.trim()) await db.execute(sql.raw(statement));
  const after = await snapshot();
  expect(after).toEqual(before);
  await t.close();
  // Two full migrations of a demo database: slow on a loaded 2-core machine.
}, 180_000);
