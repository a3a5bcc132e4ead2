import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../platform/db/open.ts';
import { createTestApp } from '../testing/testApp.ts';

// The data part of migration 0048 gives a database seeded before late-delivery penalties and the deduction's
// approval what the seed gives a new one: the rules page with its buttons and grants (administrator, buyer), the
// approver's read of deductions, and btnSubmit named for both its steps — run twice: idempotent.
it('0048 adds the penalty rules page and the approver on deductions to a database seeded before them', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as any).rows;
  // The attachment buttons are 0050's (below).
  const pages = sql`('SET_PENALTY_RULE', 'SET_DEDUCTION')`;
  const snapshot = async () => ({
    menus: await rows(
      sql`select m.menu_code, m.menu_name, m.menu_name_en, m.html_url, m.menu_type, m.level_id, p.menu_code parent from base_menu m join base_menu p on p.id = m.menu_parent_id where m.menu_code = 'SET_PENALTY_RULE'`,
    ),
    buttons: await rows(
      sql`select m.menu_code, r.resource_code, r.resource_name, r.resource_name_en from base_menu_resource r join base_menu m on m.id = r.menu_id where m.menu_code in ${pages} and r.resource_code not like '%Attachment' order by 1, 2`,
    ),
    grants: await rows(
      sql`select r.responsibility_code, m.menu_code from base_resp_menu x join base_responsibility r on r.id = x.responsibility_id join base_menu m on m.id = x.menu_id where m.menu_code in ${pages} order by 1, 2`,
    ),
    buttonGrants: await rows(
      sql`select r.responsibility_code, m.menu_code, res.resource_code from base_resp_resource x join base_responsibility r on r.id = x.responsibility_id join base_menu_resource res on res.id = x.resource_id join base_menu m on m.id = res.menu_id where m.menu_code in ${pages} and res.resource_code not like '%Attachment' order by 1, 2, 3`,
    ),
  });
  const before = await snapshot();
  expect(before.menus).toEqual([expect.objectContaining({ menu_code: 'SET_PENALTY_RULE', parent: 'SETTLEMENT' })]);
  const approver = before.buttonGrants.filter(
    (g: { responsibility_code: string }) => g.responsibility_code === 'PUR_APPROVER',
  );
  expect(approver.map((g: { resource_code: string }) => g.resource_code)).toEqual(['btnExport']);

  // As a database seeded before: no rules page, the approver without deductions, btnSubmit named for sending only.
  const ruleMenu = sql`(select id from base_menu where menu_code = 'SET_PENALTY_RULE')`;
  const approverRole = sql`(select id from base_responsibility where responsibility_code = 'PUR_APPROVER')`;
  const deductionMenu = sql`(select id from base_menu where menu_code = 'SET_DEDUCTION')`;
  await db.execute(
    sql`delete from base_resp_resource where resource_id in (select id from base_menu_resource where menu_id in ${ruleMenu}) or responsibility_id in ${approverRole} and resource_id in (select id from base_menu_resource where menu_id in ${deductionMenu})`,
  );
  await db.execute(sql`delete from base_menu_resource where menu_id in ${ruleMenu}`);
  await db.execute(
    sql`delete from base_resp_menu where menu_id in ${ruleMenu} or responsibility_id in ${approverRole} and menu_id in ${deductionMenu}`,
  );
  await db.execute(sql`delete from base_menu where menu_code = 'SET_PENALTY_RULE'`);
  await db.execute(
    sql`update base_menu_resource set resource_name = '发送供应商', resource_name_en = 'Send to supplier' where resource_code = 'btnSubmit' and menu_id in ${deductionMenu}`,
  );
  expect((await snapshot()).menus).toEqual([]);

  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, '0048_settle_penalties.sql'), 'utf8');
  const data = text
    .split('--> statement-breakpoint')
    .filter((s) => /^\s*(--[^\n]*\n\s*)*(INSERT INTO|UPDATE) "base_/.test(s));
  expect(data).toHaveLength(5);
  for (let i = 0; i < 2; i++) for (const statement of data) await db.execute(sql.raw(statement));
  expect(await snapshot()).toEqual(before);
  await t.close();
}, 180_000);

// The data part of migration 0050: the attachment buttons of deductions (evidence) and statements (dispute files).
it('0050 adds the attachment buttons of deductions and statements to a database seeded before them', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as any).rows;
  const pages = sql`('SET_DEDUCTION', 'SUP_DEDUCTION', 'SET_STATEMENT', 'SUP_STATEMENT')`;
  const files = sql`('btnUploadAttachment', 'btnDelAttachment', 'btnDownloadAttachment')`;
  const snapshot = async () => ({
    buttons: await rows(
      sql`select m.menu_code, r.resource_code, r.resource_name, r.resource_name_en from base_menu_resource r join base_menu m on m.id = r.menu_id where m.menu_code in ${pages} and r.resource_code in ${files} order by 1, 2`,
    ),
    grants: await rows(
      sql`select r.responsibility_code, m.menu_code, res.resource_code from base_resp_resource x join base_responsibility r on r.id = x.responsibility_id join base_menu_resource res on res.id = x.resource_id join base_menu m on m.id = res.menu_id where m.menu_code in ${pages} and res.resource_code in ${files} order by 1, 2, 3`,
    ),
  });
  const before = await snapshot();
  expect(before.buttons).toHaveLength(6);
  const uploaders = before.grants
    .filter((g: { resource_code: string }) => g.resource_code === 'btnUploadAttachment')
    .map((g: { responsibility_code: string }) => g.responsibility_code);
  expect(uploaders).toEqual(['FIN_STAFF', 'PUR_BUYER', 'SYS_ADMIN']);
  const fileButtons = sql`(select r.id from base_menu_resource r join base_menu m on m.id = r.menu_id where m.menu_code in ${pages} and r.resource_code in ${files})`;
  await db.execute(sql`delete from base_resp_resource where resource_id in ${fileButtons}`);
  await db.execute(sql`delete from base_menu_resource where id in ${fileButtons}`);
  expect((await snapshot()).buttons).toEqual([]);
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, '0050_settle_file_buttons.sql'), 'utf8');
  const data = text.split('--> statement-breakpoint');
  expect(data).toHaveLength(2);
  for (let i = 0; i < 2; i++) for (const statement of data) await db.execute(sql.raw(statement));
  expect(await snapshot()).toEqual(before);
  await t.close();
}, 180_000);
