import { formatDate } from '@srm/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import type { SessionUser } from '../auth/sessionUser.ts';
import { pagingSchema } from '../db/paging.ts';
import { defineAction } from '../http/action.ts';
import { AppError } from '../http/errors.ts';
import { LOGGED_IN } from './rules.ts';
import { ALL_SCOPE, assertInScope, type DataScope, inScope, scopeFor, scopeWhere } from './scope.ts';

/*
 * The scoped-query helper on a table of the test's own (created with raw SQL), queried by test actions
 * the way a module's list, find, update and export do.
 */
const probe = pgTable('scope_probe', {
  id: integer('id').primaryKey(),
  label: varchar('label', { length: 64 }).notNull(),
  orgId: integer('org_id'),
  supplierId: integer('supplier_id'),
  categoryId: integer('category_id'),
  purchasingGroupId: integer('purchasing_group_id'),
});
const columns = {
  orgId: probe.orgId,
  supplierId: probe.supplierId,
  categoryId: probe.categoryId,
  purchasingGroupId: probe.purchasingGroupId,
};

const probeActions = [
  defineAction({
    server: 'srmServer',
    entity: 'scopeProbe',
    action: 'listByPage',
    summary: 'test only: the probe rows the caller may see',
    auth: LOGGED_IN,
    body: z.object({ searchParams: z.object({}).passthrough().optional(), ...pagingSchema }),
    handler: async ({ deps, user, req, body }) => {
      const scope = await scopeFor(deps.db, user!, req);
      const rows = await deps.db
        .select()
        .from(probe)
        .where(scopeWhere(scope, columns))
        .orderBy(asc(probe.id))
        .limit(body.pageRows)
        .offset((body.pageIndex - 1) * body.pageRows);
      return { data: rows };
    },
  }),
  defineAction({
    server: 'srmServer',
    entity: 'scopeProbe',
    action: 'listOrgOnly',
    summary: 'test only: a table with an organisation column and no supplier column',
    auth: LOGGED_IN,
    body: z.object({}),
    handler: async ({ deps, user, req }) => {
      const scope = await scopeFor(deps.db, user!, req);
      const rows = await deps.db
        .select({ id: probe.id })
        .from(probe)
        .where(scopeWhere(scope, { orgId: probe.orgId }))
        .orderBy(asc(probe.id));
      return { data: rows.map((r) => r.id) };
    },
  }),
  defineAction({
    server: 'srmServer',
    entity: 'scopeProbe',
    action: 'findById',
    summary: 'test only: one probe row',
    auth: LOGGED_IN,
    body: z.object({ id: z.number().int() }),
    handler: async ({ deps, user, req, body }) => {
      const scope = await scopeFor(deps.db, user!, req);
      const [row] = await deps.db.select().from(probe).where(eq(probe.id, body.id));
      assertInScope(scope, row);
      return { data: row };
    },
  }),
  defineAction({
    server: 'srmServer',
    entity: 'scopeProbe',
    action: 'saveOrUpdate',
    summary: 'test only: change the label of a probe row',
    auth: LOGGED_IN,
    mutates: true,
    body: z.object({ id: z.number().int(), label: z.string() }),
    handler: async ({ deps, user, req, body }) => {
      const scope = await scopeFor(deps.db, user!, req);
      const updated = await deps.db
        .update(probe)
        .set({ label: body.label })
        .where(and(eq(probe.id, body.id), scopeWhere(scope, columns)))
        .returning({ id: probe.id });
      if (updated.length === 0) throw new AppError(404, 'error.notFound');
      return { msg: 'ok.saved' };
    },
  }),
];

const LIST = '/api/srmServer/v1/scopeProbeRestful/listByPage';
const ORG_ONLY = '/api/srmServer/v1/scopeProbeRestful/listOrgOnly';
const FIND = '/api/srmServer/v1/scopeProbeRestful/findById';
const SAVE = '/api/srmServer/v1/scopeProbeRestful/saveOrUpdate';
const EXPORT_CSV = '/api/exportServer/v1/exportRestful/exportCsv';
const GRANT = '/api/baseServer/v1/baseDataPermissionRestful/grant';
const REVOKE = '/api/baseServer/v1/baseDataPermissionRestful/revoke';
const ALLOTS = '/api/baseServer/v1/basePositionAllotRestful/listByPage';
const ALLOT_SAVE = '/api/baseServer/v1/basePositionAllotRestful/saveOrUpdate';

let t: TestApp;
let admin: string;
const id: Record<string, number> = {};
const certificates: Record<string, string> = {};

async function idOf(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.database.db.execute(query);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0].id);
}

beforeAll(async () => {
  t = await createTestApp({ extraActions: probeActions as never });
  const db = t.database.db;
  for (const code of ['OU_EAST', 'OU_SOUTH']) {
    id[code] = await idOf(sql`select id from base_organization where org_code = ${code}`);
  }
  for (const code of ['RAW', 'RAW_STEEL', 'RAW_PLASTIC', 'ELEC_IC', 'MRO']) {
    id[code] = await idOf(sql`select id from base_purchase_category where category_code = ${code}`);
  }
  for (const code of ['PG_EAST_MECH', 'PG_EAST_ELEC', 'PG_SOUTH']) {
    id[code] = await idOf(sql`select id from base_purchasing_group where group_code = ${code}`);
  }
  for (const code of ['POS_EAST_BUYER'])
    id[code] = await idOf(sql`select id from base_position where position_code = ${code}`);
  for (const code of ['L1']) id[code] = await idOf(sql`select id from base_position_level where level_code = ${code}`);
  for (const code of ['S000001', 'S000002']) {
    id[code] = await idOf(sql`select id from srm_pos_supplier_info where supplier_number = ${code}`);
  }
  for (const name of ['admin', 'buyer', 'approver', 'finance', 'supplier1', 'supplier2']) {
    id[name] = await idOf(sql`select id from base_users where user_name = ${name}`);
  }
  await db.execute(sql`create table scope_probe (
    id integer primary key, label varchar(64) not null,
    org_id integer, supplier_id integer, category_id integer, purchasing_group_id integer)`);
  const rows: [number, string, number | null, number | null, number | null, number | null][] = [
    [1, 'east steel mech s1', id.OU_EAST, id.S000001, id.RAW_STEEL, id.PG_EAST_MECH],
    [2, 'east ic elec s2', id.OU_EAST, id.S000002, id.ELEC_IC, id.PG_EAST_ELEC],
    [3, 'south steel south-group s1', id.OU_SOUTH, id.S000001, id.RAW_STEEL, id.PG_SOUTH],
    [4, 'south steel no-group s2', id.OU_SOUTH, id.S000002, id.RAW_STEEL, null],
    [5, 'east internal only', id.OU_EAST, null, null, null],
    [6, 'no org, MRO', null, null, id.MRO, null],
    [7, 'east plastic mech s2', id.OU_EAST, id.S000002, id.RAW_PLASTIC, id.PG_EAST_MECH],
  ];
  await db.insert(probe).values(
    rows.map(([rowId, label, orgId, supplierId, categoryId, purchasingGroupId]) => ({
      id: rowId,
      label,
      orgId,
      supplierId,
      categoryId,
      purchasingGroupId,
    })),
  );
  admin = await t.login('admin');
  for (const name of ['buyer', 'approver', 'finance', 'supplier1', 'supplier2']) {
    certificates[name] = await t.login(name);
  }
});
afterAll(async () => t?.close());

const visible = async (user: string) => {
  const res = await t.call(LIST, {}, { certificate: certificates[user] });
  expect(res.statusCode).toBe(200);
  return res.body.data.map((r: { id: number }) => r.id);
};

describe('scopeWhere in a list', () => {
  it('shows a buyer permitted OU_EAST none of OU_SOUTH’s rows, nor rows of categories or groups it lacks', async () => {
    // buyer: OU_EAST on the user; RAW, RAW_STEEL, RAW_PLASTIC, MRO and the two east groups through its position.
    expect(await visible('buyer')).toEqual([1, 5, 6, 7]);
  });

  it('shows the approver both operating units and, through its level, every category and group', async () => {
    expect(await visible('approver')).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows administrators every row', async () => {
    const res = await t.call(LIST, {}, { certificate: admin });
    expect(res.body.data).toHaveLength(7);
  });

  it('shows a supplier only its own supplier’s rows, and nothing of a table without a supplier column', async () => {
    expect(await visible('supplier1')).toEqual([1, 3]);
    expect(await visible('supplier2')).toEqual([2, 4, 7]);
    const orgOnly = await t.call(ORG_ONLY, {}, { certificate: certificates.supplier1 });
    expect(orgOnly.body.data).toEqual([]);
  });

  it('never widens a supplier’s rows by permits, whatever they are', async () => {
    // The API refuses to grant a supplier user anything …
    const refused = await t.call(
      GRANT,
      { dimension: 'ORG', targetType: 'USER', targetId: id.supplier1, valueIds: [id.OU_SOUTH] },
      { certificate: admin, lang: 'EN' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data.errors[0]).toEqual({
      field: 'targetId',
      message: 'A supplier user sees only its own supplier’s data and cannot be granted data permissions',
    });
    // … and permits written behind its back are ignored.
    await t.database.db.execute(sql`insert into base_data_permit (dimension, target_type, target_id, value_id)
      values ('ORG', 'USER', ${id.supplier1}, ${id.OU_SOUTH}), ('ORG', 'USER', ${id.supplier1}, ${id.OU_EAST}),
             ('CATEGORY', 'USER', ${id.supplier1}, ${id.ELEC_IC})`);
    expect(await visible('supplier1')).toEqual([1, 3]);
    await t.database.db.execute(
      sql`delete from base_data_permit where target_type = 'USER' and target_id = ${id.supplier1}`,
    );
  });
});

describe('assertInScope and scopeWhere in find and update', () => {
  it('answers 404 for a row outside the scope, as if it did not exist, and finds one inside', async () => {
    const outside = await t.call(FIND, { id: 3 }, { certificate: certificates.buyer, lang: 'EN' });
    expect(outside.statusCode).toBe(404);
    expect(outside.body.msg).toBe('The record does not exist');
    const missing = await t.call(FIND, { id: 999 }, { certificate: certificates.buyer, lang: 'EN' });
    expect(missing.body).toEqual(outside.body);
    const inside = await t.call(FIND, { id: 1 }, { certificate: certificates.buyer });
    expect(inside.body.data.label).toBe('east steel mech s1');
    expect((await t.call(FIND, { id: 2 }, { certificate: certificates.supplier1 })).statusCode).toBe(404);
    expect((await t.call(FIND, { id: 1 }, { certificate: certificates.supplier1 })).statusCode).toBe(200);
  });

  it('refuses to update a row outside the scope with 404 and leaves it as it was', async () => {
    const res = await t.call(SAVE, { id: 3, label: 'changed' }, { certificate: certificates.buyer });
    expect(res.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(probe).where(eq(probe.id, 3));
    expect(row.label).toBe('south steel south-group s1');
    const bySupplier = await t.call(SAVE, { id: 4, label: 'changed' }, { certificate: certificates.supplier1 });
    expect(bySupplier.statusCode).toBe(404);
    const ok = await t.call(SAVE, { id: 7, label: 'east plastic (edited)' }, { certificate: certificates.buyer });
    expect(ok.statusCode).toBe(200);
  });
});

describe('the export of a list obeys the same scope', () => {
  it('exports only the buyer’s rows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EXPORT_CSV,
      headers: { 'content-type': 'application/json', certificate: certificates.buyer },
      payload: JSON.stringify({ requestUrl: LIST, requestParams: {}, columns: [{ key: 'id', title: 'id' }] }),
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual(['id', '1', '5', '6', '7']);
  });
});

describe('permits through positions and levels', () => {
  it('widens the scope by a permit on a position the user holds, and narrows it again on revoke, from the next request', async () => {
    const set = { dimension: 'ORG', targetType: 'POSITION', targetId: id.POS_EAST_BUYER, valueIds: [id.OU_SOUTH] };
    const granted = await t.call(GRANT, set, { certificate: admin, lang: 'EN' });
    expect(granted.body).toMatchObject({ status: 'S', msg: 'Permissions granted', data: { granted: 1 } });
    // Row 3 stays hidden: its purchasing group (PG_SOUTH) is not the buyer's. Row 4 has no group.
    expect(await visible('buyer')).toEqual([1, 4, 5, 6, 7]);
    const revoked = await t.call(REVOKE, set, { certificate: admin, lang: 'EN' });
    expect(revoked.body).toMatchObject({ msg: 'Permissions revoked', data: { revoked: 1 } });
    expect(await visible('buyer')).toEqual([1, 5, 6, 7]);
  });

  it('widens the scope by a permit on the level of a position the user holds', async () => {
    const set = { dimension: 'CATEGORY', targetType: 'POSITION_LEVEL', targetId: id.L1, valueIds: [id.ELEC_IC] };
    await t.call(GRANT, set, { certificate: admin });
    expect(await visible('buyer')).toEqual([1, 2, 5, 6, 7]);
    await t.call(REVOKE, set, { certificate: admin });
    expect(await visible('buyer')).toEqual([1, 5, 6, 7]);
  });

  it('drops the permits of a position once the allotment has ended', async () => {
    const list = await t.call(ALLOTS, { searchParams: { positionId: id.POS_EAST_BUYER } }, { certificate: admin });
    const allot = list.body.data[0];
    const yesterday = formatDate(new Date(Date.now() - 86_400_000));
    const ended = await t.call(ALLOT_SAVE, { ...allot, dateTo: yesterday }, { certificate: admin });
    expect(ended.statusCode).toBe(200);
    // Left: OU_EAST on the user; categories and groups came through the position.
    expect(await visible('buyer')).toEqual([5]);
    const reopened = await t.call(
      ALLOT_SAVE,
      { ...allot, dateTo: null, version: ended.body.data.version },
      { certificate: admin },
    );
    expect(reopened.statusCode).toBe(200);
    expect(await visible('buyer')).toEqual([1, 5, 6, 7]);
  });
});

describe('scopeFor and inScope', () => {
  const sessionUser = async (name: string): Promise<SessionUser> => {
    const result = await t.database.db.execute(
      sql`select id, user_type, supplier_id, org_id, person_id, admin_flag from base_users where user_name = ${name}`,
    );
    const u = (result as unknown as { rows: Record<string, never>[] }).rows[0];
    return {
      sessionId: 0,
      userId: u.id,
      userName: name,
      userFullName: name,
      userType: u.user_type,
      supplierId: u.supplier_id,
      orgId: u.org_id,
      personId: u.person_id,
      adminFlag: u.admin_flag,
      responsibilityId: null,
      authorizationCode: '',
    };
  };

  it('computes the scope once per request and again for the next one', async () => {
    const buyer = await sessionUser('buyer');
    const request = {};
    const first = scopeFor(t.database.db, buyer, request);
    expect(scopeFor(t.database.db, buyer, request)).toBe(first);
    expect(await first).toEqual({
      kind: 'INTERNAL',
      orgIds: [id.OU_EAST],
      categoryIds: [id.RAW, id.RAW_STEEL, id.RAW_PLASTIC, id.MRO].sort((a, b) => a - b),
      purchasingGroupIds: [id.PG_EAST_MECH, id.PG_EAST_ELEC].sort((a, b) => a - b),
    });
    expect(scopeFor(t.database.db, buyer, {})).not.toBe(first);
    expect(await scopeFor(t.database.db, await sessionUser('admin'))).toEqual(ALL_SCOPE);
    expect(await scopeFor(t.database.db, await sessionUser('supplier2'))).toEqual({
      kind: 'SUPPLIER',
      supplierId: id.S000002,
    });
  });

  it('agrees with scopeWhere on every probe row for every kind of caller', async () => {
    const all = await t.database.db.select().from(probe).orderBy(asc(probe.id));
    const scopes: DataScope[] = [
      ALL_SCOPE,
      { kind: 'SUPPLIER', supplierId: id.S000001 },
      { kind: 'SUPPLIER', supplierId: null },
      { kind: 'INTERNAL', orgIds: [], categoryIds: [], purchasingGroupIds: [] },
      { kind: 'INTERNAL', orgIds: [id.OU_SOUTH], categoryIds: 'ALL', purchasingGroupIds: [] },
    ];
    for (const name of ['buyer', 'approver', 'finance'])
      scopes.push(await scopeFor(t.database.db, await sessionUser(name)));
    for (const scope of scopes) {
      const bySql = await t.database.db
        .select({ id: probe.id })
        .from(probe)
        .where(scopeWhere(scope, columns))
        .orderBy(asc(probe.id));
      expect(bySql.map((r) => r.id)).toEqual(all.filter((row) => inScope(scope, row)).map((r) => r.id));
    }
  });

  it('shows an internal user without any permit only rows bound to no dimension', async () => {
    const none: DataScope = { kind: 'INTERNAL', orgIds: [], categoryIds: [], purchasingGroupIds: [] };
    const rows = await t.database.db.select({ id: probe.id }).from(probe).where(scopeWhere(none, columns));
    expect(rows).toEqual([]);
    expect(inScope(none, {})).toBe(true);
    expect(() => assertInScope(none, { orgId: id.OU_EAST })).toThrow(AppError);
    expect(() => assertInScope(ALL_SCOPE, null)).toThrow(AppError);
  });
});
