import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../platform/db/open.ts';
import { createTestApp } from '../testing/testApp.ts';

type Db = Awaited<ReturnType<typeof createTestApp>>['database']['db'];

/** What the seed gave some pages and lookups: menus, buttons, grants of both, lookup values (no order numbers). */
async function snapshotOf(db: Db, pages: ReturnType<typeof sql>, lookups: ReturnType<typeof sql>) {
  const q = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as any).rows;
  return {
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
  };
}

/** Runs the INSERT statements of a migration twice (they must be idempotent); `count` of them expected. */
async function runDataPart(db: Db, file: string, count: number) {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  const data = text.split('--> statement-breakpoint').filter((s) => s.includes('INSERT INTO'));
  expect(data).toHaveLength(count);
  for (let i = 0; i < 2; i++) for (const statement of data) await db.execute(sql.raw(statement));
}

/**
 * Runs the data parts of the later migrations that added buttons or lookups to the same pages, as the
 * migrations run in order: what a page holds today is the sum of them all (their own tests count them).
 */
async function runLaterDataParts(db: Db, files: string[]) {
  for (const file of files) {
    const text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    const data = text.split('--> statement-breakpoint').filter((s) => /INSERT INTO|UPDATE "base_/.test(s));
    for (const statement of data) await db.execute(sql.raw(statement));
  }
}

// The data part of migration 0040 gives a database seeded before the account statement what the seed gives a
// new one: the statement's buttons on both pages, their grants and its to-do type (run twice: idempotent).
it('0040 adds the account statement buttons to a database seeded before it', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const pages = sql`('SET_STATEMENT', 'SUP_STATEMENT')`;
  const snapshot = () => snapshotOf(db, pages, sql`lookup_type = 'SYS_TOBEDO' and lookup_code = 'SET_STATEMENT'`);
  const before = await snapshot();
  // 13 of 0040, the buyer's check and confirm (0047), the download of dispute files on both pages (0050).
  expect(before.res).toHaveLength(17);
  expect(before.lookups).toHaveLength(1);
  // As a database seeded before: both pages without a button, no to-do type.
  await db.execute(
    sql`delete from base_resp_resource where resource_id in (select r.id from base_menu_resource r join base_menu m on m.id = r.menu_id where m.menu_code in ${pages})`,
  );
  await db.execute(
    sql`delete from base_menu_resource where menu_id in (select id from base_menu where menu_code in ${pages})`,
  );
  await db.execute(
    sql`delete from base_lookup_values where lookup_type = 'SYS_TOBEDO' and lookup_code = 'SET_STATEMENT'`,
  );
  await runDataPart(db, '0040_account_statement.sql', 3);
  // The buyer's check and confirm of the variants (0047) and the dispute files' download (0050) came later.
  await runLaterDataParts(db, ['0047_settle_auto_reconcile.sql', '0050_settle_file_buttons.sql']);
  expect(await snapshot()).toEqual(before);
  await t.close();
}, 180_000);

// The data part of migration 0041 gives such a database the deduction's pages, buttons, grants and lookups.
it('0041 adds the deduction pages and lookups to a database seeded before them', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const pages = sql`('SET_DEDUCTION', 'SUP_DEDUCTION')`;
  const snapshot = () =>
    snapshotOf(
      db,
      pages,
      sql`lookup_type = 'SET_DEDUCTION_TYPE' or (lookup_type = 'SYS_TOBEDO' and lookup_code = 'SET_DEDUCTION')`,
    );
  const before = await snapshot();
  expect(before.menus).toHaveLength(2);
  // 10 of 0041 and the evidence's upload, delete and download (0050).
  expect(before.res).toHaveLength(14);
  expect(before.lookups).toHaveLength(4);
  const menuIds = sql`(select id from base_menu where menu_code in ${pages})`;
  await db.execute(
    sql`delete from base_resp_resource where resource_id in (select id from base_menu_resource where menu_id in ${menuIds})`,
  );
  await db.execute(sql`delete from base_menu_resource where menu_id in ${menuIds}`);
  await db.execute(sql`delete from base_resp_menu where menu_id in ${menuIds}`);
  await db.execute(sql`delete from base_menu where menu_code in ${pages}`);
  await db.execute(
    sql`delete from base_lookup_values where lookup_type = 'SET_DEDUCTION_TYPE' or (lookup_type = 'SYS_TOBEDO' and lookup_code = 'SET_DEDUCTION')`,
  );
  await db.execute(sql`delete from base_lookup_types where lookup_type = 'SET_DEDUCTION_TYPE'`);
  await runDataPart(db, '0041_settle_deduction.sql', 6);
  // The approver's read and the lookup of penalties (0048) and the evidence buttons (0050) came later.
  await runLaterDataParts(db, ['0048_settle_penalties.sql', '0050_settle_file_buttons.sql']);
  expect(await snapshot()).toEqual(before);
  await t.close();
}, 180_000);

// The data part of migration 0042 gives such a database the supplier's invoice page and finance's buttons.
it('0042 adds the invoice pages, buttons and to-do type to a database seeded before them', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const pages = sql`('SET_INVOICE', 'SUP_INVOICE')`;
  const snapshot = () => snapshotOf(db, pages, sql`lookup_type = 'SYS_TOBEDO' and lookup_code = 'SET_INVOICE'`);
  const before = await snapshot();
  expect(before.menus).toHaveLength(2);
  expect(before.res).toHaveLength(10);
  // As a database seeded before: SET_INVOICE without buttons, no SUP_INVOICE page, no to-do type.
  const menuIds = sql`(select id from base_menu where menu_code in ${pages})`;
  await db.execute(
    sql`delete from base_resp_resource where resource_id in (select id from base_menu_resource where menu_id in ${menuIds})`,
  );
  await db.execute(sql`delete from base_menu_resource where menu_id in ${menuIds}`);
  await db.execute(
    sql`delete from base_resp_menu where menu_id in (select id from base_menu where menu_code = 'SUP_INVOICE')`,
  );
  await db.execute(sql`delete from base_menu where menu_code = 'SUP_INVOICE'`);
  await db.execute(
    sql`delete from base_lookup_values where lookup_type = 'SYS_TOBEDO' and lookup_code = 'SET_INVOICE'`,
  );
  await runDataPart(db, '0042_settle_invoice.sql', 5);
  // The supplier's import button came later (0051), as the migrations run in order.
  await runLaterDataParts(db, ['0051_invoice_import.sql']);
  expect(await snapshot()).toEqual(before);
  await t.close();
}, 180_000);

// The data part of migration 0043 gives such a database the advance page, the payment buttons and the supplier's
// payment and advance notices.
it('0043 adds the advance and payment pages, buttons and to-do types to a database seeded before them', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const pages = sql`('SETTLEMENT', 'SET_PAYMENT', 'SET_ADVANCE', 'SUP_PAYMENT', 'SUP_ADVANCE')`;
  const todoTypes = sql`lookup_type = 'SYS_TOBEDO' and lookup_code in ('SET_ADVANCE', 'SET_PAYMENT')`;
  const snapshot = () => snapshotOf(db, pages, todoTypes);
  const before = await snapshot();
  expect(before.menus).toHaveLength(5);
  expect(before.res).toHaveLength(16);
  // The buyer applies for advances; only finance (and the administrator) registers what was paid.
  expect(before.resGrants).toContainEqual({
    responsibility_code: 'FIN_STAFF',
    menu_code: 'SET_ADVANCE',
    resource_code: 'btnPay',
  });
  expect(before.resGrants).not.toContainEqual({
    responsibility_code: 'PUR_BUYER',
    menu_code: 'SET_ADVANCE',
    resource_code: 'btnPay',
  });
  // As a database seeded before: SET_PAYMENT without buttons, no SET_ADVANCE or supplier pages, no to-do types.
  const menuIds = sql`(select id from base_menu where menu_code in ${pages})`;
  const added = sql`(select id from base_menu where menu_code in ('SET_ADVANCE', 'SUP_PAYMENT', 'SUP_ADVANCE'))`;
  await db.execute(
    sql`delete from base_resp_resource where resource_id in (select id from base_menu_resource where menu_id in ${menuIds})`,
  );
  await db.execute(sql`delete from base_menu_resource where menu_id in ${menuIds}`);
  await db.execute(sql`delete from base_resp_menu where menu_id in ${added}`);
  await db.execute(
    sql`delete from base_resp_menu where menu_id in (select id from base_menu where menu_code in ('SETTLEMENT', 'SET_PAYMENT')) and responsibility_id = (select id from base_responsibility where responsibility_code = 'PUR_APPROVER')`,
  );
  await db.execute(sql`delete from base_menu where id in ${added}`);
  await db.execute(sql`delete from base_lookup_values where ${todoTypes}`);
  const messages = async () =>
    (
      (await db.execute(
        sql`select s.source_code, s.variables, t.channel, t.lang, t.title, t.body, c.channels from msg_source s join msg_template t on t.source_id = s.id join msg_config c on c.source_id = s.id where s.source_code = 'PAYMENT_NOTICE' order by t.channel, t.lang`,
      )) as any
    ).rows;
  const notice = await messages();
  expect(notice).toHaveLength(4);
  await db.execute(
    sql`delete from msg_template where source_id in (select id from msg_source where source_code = 'PAYMENT_NOTICE')`,
  );
  await db.execute(
    sql`delete from msg_config where source_id in (select id from msg_source where source_code = 'PAYMENT_NOTICE')`,
  );
  await db.execute(sql`delete from msg_source where source_code = 'PAYMENT_NOTICE'`);
  await runDataPart(db, '0043_settle_payment.sql', 9);
  expect(await snapshot()).toEqual(before);
  expect(await messages()).toEqual(notice);
  await t.close();
}, 180_000);

// The data part of migration 0044 gives such a database the settlement reports page, its export button and grants.
it('0044 adds the settlement reports page, its button and grants to a database seeded before it', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const pages = sql`('SET_REPORT')`;
  const snapshot = () => snapshotOf(db, pages, sql`false`);
  const before = await snapshot();
  expect(before.menus).toMatchObject([
    { menu_code: 'SET_REPORT', parent: 'SETTLEMENT', html_url: 'settlementReports' },
  ]);
  expect(before.resGrants.map((g: { responsibility_code: string }) => g.responsibility_code)).toEqual([
    'FIN_STAFF',
    'PUR_BUYER',
    'SYS_ADMIN',
  ]);
  // As a database seeded before: no reports page at all.
  const menuIds = sql`(select id from base_menu where menu_code in ${pages})`;
  await db.execute(
    sql`delete from base_resp_resource where resource_id in (select id from base_menu_resource where menu_id in ${menuIds})`,
  );
  await db.execute(sql`delete from base_menu_resource where menu_id in ${menuIds}`);
  await db.execute(sql`delete from base_resp_menu where menu_id in ${menuIds}`);
  await db.execute(sql`delete from base_menu where menu_code in ${pages}`);
  expect((await snapshot()).menus).toEqual([]);
  await runDataPart(db, '0044_settle_reports.sql', 4);
  expect(await snapshot()).toEqual(before);
  await t.close();
}, 180_000);

// The data part of migration 0045 gives such a database both sides' statements of account.
it('0045 adds the statement of account pages, buttons and to-do type to a database seeded before them', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const pages = sql`('SET_BALANCE', 'SUP_BALANCE')`;
  const todo = sql`(lookup_type = 'SYS_TOBEDO' and lookup_code = 'SET_BALANCE' or lookup_type = 'DOC_STATUS' and lookup_code = 'PAID')`;
  const snapshot = () => snapshotOf(db, pages, todo);
  const before = await snapshot();
  expect(before.menus).toHaveLength(2);
  expect(before.res).toHaveLength(10);
  expect(before.lookups).toHaveLength(2);
  expect(before.lookups).toHaveLength(2);
  const menuIds = sql`(select id from base_menu where menu_code in ${pages})`;
  await db.execute(
    sql`delete from base_resp_resource where resource_id in (select id from base_menu_resource where menu_id in ${menuIds})`,
  );
  await db.execute(sql`delete from base_menu_resource where menu_id in ${menuIds}`);
  await db.execute(sql`delete from base_resp_menu where menu_id in ${menuIds}`);
  await db.execute(sql`delete from base_menu where menu_code in ${pages}`);
  await db.execute(sql`delete from base_lookup_values where ${todo}`);
  await runDataPart(db, '0045_settle_balance.sql', 5);
  expect(await snapshot()).toEqual(before);
  await t.close();
}, 180_000);

// The data part of migration 0051 gives such a database the supplier's invoice import button and its grants.
it('0051 adds the invoice import button to a database seeded before it', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const pages = sql`('SUP_INVOICE')`;
  const snapshot = () => snapshotOf(db, pages, sql`false`);
  const before = await snapshot();
  expect(before.resGrants.filter((g: { resource_code: string }) => g.resource_code === 'btnImport')).toMatchObject([
    { responsibility_code: 'SUP_PORTAL', menu_code: 'SUP_INVOICE' },
  ]);
  const importButton = sql`(select r.id from base_menu_resource r join base_menu m on m.id = r.menu_id where m.menu_code in ${pages} and r.resource_code = 'btnImport')`;
  await db.execute(sql`delete from base_resp_resource where resource_id in ${importButton}`);
  await db.execute(sql`delete from base_menu_resource where id in ${importButton}`);
  await runDataPart(db, '0051_invoice_import.sql', 2);
  expect(await snapshot()).toEqual(before);
  await t.close();
}, 180_000);
