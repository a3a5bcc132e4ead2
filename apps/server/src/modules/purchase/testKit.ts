import { addDays, formatDate, type Lang } from '@srm/core';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { WorkflowDouble } from '../../testing/workflowDouble.ts';
import { seedPurchaseDemo } from './seed.ts';

/** Helpers shared by the purchasing tests (not a test file itself). */

export const REQ = '/api/srmServer/v1/srmPurRequisitionRestful';
export const MATERIAL = '/api/baseServer/v1/baseMaterialItemRestful';

/** The demo ids the requisition tests use, read once from the seeded database. */
export type DemoIds = {
  east: number;
  south: number;
  purEast: number;
  purSouth: number;
  buyerPerson: number;
  approverUser: number;
  financeUser: number;
  steel: number;
  mro: number;
  ic: number;
  plate: number;
  supplier1: number;
};

export type Kit = {
  t: TestApp;
  ids: DemoIds;
  /** The workflow double standing in for the engine: approvals go to `chain`. */
  flow: WorkflowDouble;
  cert: Record<'admin' | 'buyer' | 'approver' | 'supplier1', string>;
  call: (
    path: string,
    body: object,
    who: string,
    options?: { lang?: Lang; key?: string },
  ) => ReturnType<TestApp['call']>;
};

async function one(t: TestApp, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0].id);
}

export async function createKit(): Promise<Kit> {
  const t = await createTestApp();
  await seedPurchaseDemo(t.database.db);
  const id = (q: ReturnType<typeof sql>) => one(t, q);
  const ids: DemoIds = {
    east: await id(sql`select id from base_organization where org_code = 'OU_EAST'`),
    south: await id(sql`select id from base_organization where org_code = 'OU_SOUTH'`),
    purEast: await id(sql`select d.id from base_department d join base_organization o on o.id = d.org_id
      where d.department_code = 'PUR' and o.org_code = 'OU_EAST'`),
    purSouth: await id(sql`select d.id from base_department d join base_organization o on o.id = d.org_id
      where d.department_code = 'PUR' and o.org_code = 'OU_SOUTH'`),
    buyerPerson: await id(sql`select person_id as id from base_users where user_name = 'buyer'`),
    approverUser: await id(sql`select id from base_users where user_name = 'approver'`),
    financeUser: await id(sql`select id from base_users where user_name = 'finance'`),
    steel: await id(sql`select id from base_purchase_category where category_code = 'RAW_STEEL'`),
    mro: await id(sql`select id from base_purchase_category where category_code = 'MRO'`),
    ic: await id(sql`select id from base_purchase_category where category_code = 'ELEC_IC'`),
    plate: await id(sql`select id from base_material_item where material_code = 'M-STEEL-Q235-10'`),
    supplier1: await id(sql`select supplier_id as id from base_users where user_name = 'supplier1'`),
  };
  const flow = new WorkflowDouble([ids.approverUser]);
  // The document engine depends on the workflow contract only; the double keeps to it.
  t.app.deps.workflow = flow;
  const cert = {
    admin: await t.login('admin'),
    buyer: await t.login('buyer'),
    approver: await t.login('approver'),
    supplier1: await t.login('supplier1'),
  };
  const call: Kit['call'] = (path, body, who, options = {}) =>
    t.call(path, body, {
      certificate: who,
      lang: options.lang ?? 'EN',
      headers: options.key ? { 'idempotency-key': options.key } : {},
    });
  return { t, ids, flow, cert, call };
}

/** A date `days` from today, as documents carry it. */
export const inDays = (days: number) => formatDate(addDays(new Date(), days));

/**
 * A requisition of the demo buyer (East China OU, purchasing department) with two lines:
 * 12.5 kg × 4.8 = 60.00 and 3 boxes × 36.333333 = 109.00 (108.999999 rounded), total 169.00.
 */
export function draftBody(ids: DemoIds, overrides: Record<string, unknown> = {}) {
  return {
    orgId: ids.east,
    departmentId: ids.purEast,
    requesterId: ids.buyerPerson,
    purpose: 'Spare parts for line 2',
    currencyCode: 'CNY',
    needByDate: inDays(14),
    lines: [
      {
        materialId: ids.plate,
        itemDescription: 'Q235 plate 10 mm',
        categoryId: ids.steel,
        quantity: '12.5',
        unitCode: 'KG',
        estimatedPrice: '4.8',
        needByDate: inDays(14),
        suggestedSupplierId: ids.supplier1,
      },
      {
        itemDescription: 'Nitrile gloves',
        categoryId: ids.mro,
        quantity: 3,
        unitCode: 'BOX',
        estimatedPrice: '36.333333',
        needByDate: inDays(20),
      },
    ],
    ...overrides,
  };
}
