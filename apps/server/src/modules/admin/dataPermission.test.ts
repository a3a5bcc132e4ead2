import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPermits } from '../../platform/access/scopeSchema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const DP = '/api/baseServer/v1/baseDataPermissionRestful';
const ORG = '/api/baseServer/v1/baseOrganizationRestful';

/** The entities of the organisation structure and data permissions: administrators only. */
const ADMIN_ENTITIES = [
  'baseOrganization',
  'baseDepartment',
  'basePosition',
  'basePositionLevel',
  'basePositionAllot',
  'basePerson',
  'baseJobTitle',
  'baseDataPermission',
];

let t: TestApp;
let admin: string;
const id: Record<string, number> = {};
const call = (path: string, body: object = {}, lang: 'CN' | 'EN' = 'EN', certificate = admin) =>
  t.call(path, body, { certificate, lang });
const permitCount = async () => Number((await t.database.db.select({ n: count() }).from(dataPermits))[0].n);
async function idOf(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.database.db.execute(query);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0].id);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  for (const r of (await call(`${ORG}/listTree`)).body.data) id[r.orgCode] = r.orgId;
  for (const name of ['buyer', 'approver', 'supplier1']) {
    id[name] = await idOf(sql`select id from base_users where user_name = ${name}`);
  }
  for (const code of ['POS_EAST_BUYER', 'POS_SOUTH_BUYER']) {
    id[code] = await idOf(sql`select id from base_position where position_code = ${code}`);
  }
  id.L2 = await idOf(sql`select id from base_position_level where level_code = 'L2'`);
  id.ELEC_IC = await idOf(sql`select id from base_purchase_category where category_code = 'ELEC_IC'`);
});
afterAll(async () => t?.close());

describe('administration of the organisation structure is for administrators', () => {
  it('answers 403 to a buyer and a supplier on every call of every entity', async () => {
    const routes = t.app.registeredRoutes.filter((r) =>
      ADMIN_ENTITIES.some((entity) => r.url.startsWith(`/api/baseServer/v1/${entity}Restful/`)),
    );
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const entity of ADMIN_ENTITIES) {
      expect(routes.some((r) => r.url.includes(`/${entity}Restful/`))).toBe(true);
    }
    for (const user of ['buyer', 'supplier1']) {
      const certificate = await t.login(user);
      for (const route of routes) {
        // The pickers are open to internal users within their scope (selectLists.test.ts); not to suppliers.
        if (user === 'buyer' && route.url.endsWith('/listForSelect')) continue;
        const res = await t.app.inject({
          method: route.method as 'GET' | 'HEAD' | 'POST',
          url: route.url,
          headers: { certificate, 'content-type': 'application/json', 'SAAF-Language': 'EN' },
          ...(route.method === 'POST' ? { payload: '{}' } : {}),
        });
        expect([user, route.url, res.statusCode]).toEqual([user, route.url, 403]);
        // A HEAD route (Fastify's twin of a GET) answers the status without a body.
        if (route.method !== 'HEAD')
          expect(res.json().msg).toBe(
            route.url.endsWith('/listForSelect') ? 'Only internal users can do this' : 'You are not allowed to do this',
          );
      }
    }
  });
});

describe('data permits', () => {
  it('lists permits with holder and value names', async () => {
    const res = await call(`${DP}/listByPage`, { searchParams: { targetType: 'USER', targetId: id.buyer } });
    expect(res.body.data).toEqual([
      expect.objectContaining({
        dimension: 'ORG',
        targetType: 'USER',
        targetCode: 'buyer',
        targetName: '李采购',
        valueId: id.OU_EAST,
        valueCode: 'OU_EAST',
        valueName: 'East China OU',
      }),
    ]);
    const byPosition = await call(`${DP}/listByPage`, {
      searchParams: { targetType: 'POSITION', targetId: id.POS_EAST_BUYER, dimension: 'CATEGORY' },
    });
    expect(byPosition.body.data.map((r: any) => r.valueCode).sort()).toEqual([
      'MRO',
      'RAW',
      'RAW_PLASTIC',
      'RAW_STEEL',
    ]);
    expect(byPosition.body.data[0]).toMatchObject({ targetCode: 'POS_EAST_BUYER', targetName: 'East China buyer' });
  });

  it('explains a user’s effective scope: the user’s own permits, its positions’ and its levels’', async () => {
    const buyer = (await call(`${DP}/findUserScope`, { userId: id.buyer })).body.data;
    expect(buyer).toMatchObject({ kind: 'INTERNAL', userName: 'buyer', positionIds: [id.POS_EAST_BUYER] });
    expect(buyer.orgs).toEqual([
      {
        valueId: id.OU_EAST,
        valueCode: 'OU_EAST',
        valueName: 'East China OU',
        sources: [{ targetType: 'USER', targetId: id.buyer, targetCode: 'buyer', targetName: '李采购' }],
      },
    ]);
    expect(buyer.categories.map((c: any) => c.sources[0].targetCode)).toEqual(Array(4).fill('POS_EAST_BUYER'));
    const approver = (await call(`${DP}/findUserScope`, { userId: id.approver })).body.data;
    expect(approver.orgs.map((o: any) => o.valueCode)).toEqual(['OU_EAST', 'OU_SOUTH']);
    expect(approver.categories).toHaveLength(6);
    expect(approver.categories[0].sources[0]).toMatchObject({ targetType: 'POSITION_LEVEL', targetCode: 'L2' });
    const adminScope = await call(`${DP}/findUserScope`, {
      userId: await idOf(sql`select id from base_users where user_name = 'admin'`),
    });
    expect(adminScope.body.data.kind).toBe('ALL');
    const supplier = await call(`${DP}/findUserScope`, { userId: id.supplier1 });
    expect(supplier.body.data).toMatchObject({ kind: 'SUPPLIER' });
  });

  it('refuses unknown holders and values and bad input, writing nothing', async () => {
    const before = await permitCount();
    const value = await call(`${DP}/grant`, {
      dimension: 'ORG',
      targetType: 'USER',
      targetId: id.approver,
      valueIds: [id.OU_EAST, 99999],
    });
    expect(value.statusCode).toBe(400);
    expect(value.body.data.errors).toEqual([{ field: 'valueIds.1', message: 'The selected record does not exist' }]);
    const target = await call(`${DP}/grant`, {
      dimension: 'ORG',
      targetType: 'POSITION',
      targetId: 99999,
      valueIds: [id.OU_EAST],
    });
    expect(target.body.data.errors).toEqual([{ field: 'targetId', message: 'The selected record does not exist' }]);
    const wrongKind = await call(`${DP}/grant`, {
      dimension: 'CATEGORY',
      targetType: 'USER',
      targetId: id.approver,
      valueIds: [id.OU_SOUTH + 100000],
    });
    expect(wrongKind.statusCode).toBe(400);
    const bad = await call(
      `${DP}/grant`,
      { dimension: 'COLOUR', targetType: 'USER', targetId: id.approver, valueIds: [] },
      'CN',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.errors.map((e: any) => e.field)).toEqual(['dimension', 'valueIds']);
    expect(await permitCount()).toBe(before);
  });

  it('sets exactly the checked values in one transaction, granting and revoking the difference, with audit rows', async () => {
    const set = (valueIds: number[]) =>
      call(`${DP}/saveOrUpdate`, { dimension: 'ORG', targetType: 'USER', targetId: id.buyer, valueIds });
    expect((await set([id.OU_EAST, id.OU_SOUTH])).body.data).toEqual({ granted: 1, revoked: 0 });
    expect((await set([id.OU_SOUTH])).body.data).toEqual({ granted: 0, revoked: 1 });
    expect((await set([])).body.data).toEqual({ granted: 0, revoked: 1 });
    expect((await call(`${DP}/findUserScope`, { userId: id.buyer })).body.data.orgs).toEqual([]);
    expect((await set([id.OU_EAST])).body.data).toEqual({ granted: 1, revoked: 0 });
    const audit = await call(`${DP}/listAuditByPage`, { searchParams: { targetType: 'USER', targetId: id.buyer } });
    expect(audit.body.data.map((a: any) => [a.action, a.dimension, a.detail.valueIds, a.userName])).toEqual([
      ['GRANT', 'ORG', [id.OU_EAST], 'admin'],
      ['REVOKE', 'ORG', [id.OU_SOUTH], 'admin'],
      ['REVOKE', 'ORG', [id.OU_EAST], 'admin'],
      ['GRANT', 'ORG', [id.OU_SOUTH], 'admin'],
    ]);
    // Each row names the holder and the values, in the request language.
    const named = await call(
      `${DP}/listAuditByPage`,
      { searchParams: { targetType: 'USER', targetId: id.buyer, action: 'REVOKE' } },
      'CN',
    );
    expect(named.body.data.map((a: any) => a.action)).toEqual(['REVOKE', 'REVOKE']);
    expect(named.body.data[0]).toMatchObject({
      targetCode: 'buyer',
      targetName: '李采购',
      values: [{ valueId: id.OU_SOUTH, valueCode: 'OU_SOUTH', valueName: '华南经营单位' }],
    });
    // Granting what is there already changes nothing and audits nothing.
    const again = await call(`${DP}/grant`, {
      dimension: 'ORG',
      targetType: 'USER',
      targetId: id.buyer,
      valueIds: [id.OU_EAST],
    });
    expect(again.body.data).toEqual({ granted: 0 });
    const after = await call(`${DP}/listAuditByPage`, { searchParams: { targetType: 'USER', targetId: id.buyer } });
    expect(after.body.page.count).toBe(4);
  });

  it('lets a delegated administrator grant only inside its own scope', async () => {
    // The buyer's responsibility gets the persons screen and its data-permission button.
    await t.database.db.execute(sql`insert into base_resp_menu (responsibility_id, menu_id)
      select r.id, m.id from base_responsibility r, base_menu m
      where r.responsibility_code = 'PUR_BUYER' and m.menu_code = 'SYS_EMPLOYEE'`);
    await t.database.db.execute(sql`insert into base_resp_resource (responsibility_id, resource_id)
      select r.id, mr.id from base_responsibility r, base_menu_resource mr
      where r.responsibility_code = 'PUR_BUYER' and mr.resource_code = 'btnDataPermission'`);
    const buyer = await t.login('buyer');
    const outside = await call(
      `${DP}/grant`,
      { dimension: 'ORG', targetType: 'USER', targetId: id.buyer, valueIds: [id.OU_SOUTH] },
      'EN',
      buyer,
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.body.data.errors).toEqual([{ field: 'valueIds.0', message: 'The selected record does not exist' }]);
    const southPosition = await call(
      `${DP}/grant`,
      { dimension: 'ORG', targetType: 'POSITION', targetId: id.POS_SOUTH_BUYER, valueIds: [id.OU_EAST] },
      'EN',
      buyer,
    );
    expect(southPosition.body.data.errors).toEqual([
      { field: 'targetId', message: 'The selected record does not exist' },
    ]);
    // Clearing the approver's organisations removes only what the buyer could see (OU_EAST); OU_SOUTH stays.
    const cleared = await call(
      `${DP}/saveOrUpdate`,
      { dimension: 'ORG', targetType: 'USER', targetId: id.approver, valueIds: [] },
      'EN',
      buyer,
    );
    expect(cleared.body.data).toEqual({ granted: 0, revoked: 1 });
    const approver = (await call(`${DP}/findUserScope`, { userId: id.approver })).body.data;
    expect(approver.orgs.map((o: any) => o.valueCode)).toEqual(['OU_SOUTH']);
    const revokeOutside = await call(
      `${DP}/revoke`,
      { dimension: 'ORG', targetType: 'USER', targetId: id.approver, valueIds: [id.OU_SOUTH] },
      'EN',
      buyer,
    );
    expect(revokeOutside.statusCode).toBe(400);
    // Level permits: the buyer's categories come through its position, not ELEC_IC: it cannot hand that out.
    const category = await call(
      `${DP}/grant`,
      { dimension: 'CATEGORY', targetType: 'POSITION_LEVEL', targetId: id.L2, valueIds: [id.ELEC_IC] },
      'EN',
      buyer,
    );
    expect(category.statusCode).toBe(400);
  });
});
