import { addDays, formatDate, type Lang } from '@srm/core';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../testing/testApp.ts';

/** Helpers shared by the lifecycle tests (not a test file itself). */

const API = '/api/srmServer/v1';
export const PLAN = `${API}/srmSlcInspectionPlanRestful`;
export const INSPECTION = `${API}/srmSlcInspectionRestful`;
export const SAMPLE = `${API}/srmSlcSampleTrialRestful`;
export const BATCH = `${API}/srmSlcBatchTrialRestful`;
export const DAILY = `${API}/srmSlcDailyRecordRestful`;
export const STATUS = `${API}/srmSlcSupplierStatusRestful`;

export type Who = 'admin' | 'buyer' | 'approver' | 'finance' | 'supplier1' | 'supplier2';

export type LifecycleKit = {
  t: TestApp;
  ids: {
    supplier1: number;
    supplier2: number;
    raw: number;
    plastic: number;
    mro: number;
    buyerPerson: number;
    approverUser: number;
  };
  call: (path: string, body: object, who: Who, lang?: Lang) => ReturnType<TestApp['call']>;
  /** One value of a query (`select … as v`). */
  value: (query: ReturnType<typeof sql>) => Promise<unknown>;
};

export const inDays = (days: number) => formatDate(addDays(new Date(), days));

export async function createLifecycleKit(): Promise<LifecycleKit> {
  const t = await createTestApp();
  const value = async (query: ReturnType<typeof sql>) => {
    const result = (await t.database.db.execute(query)) as unknown as { rows: { v: unknown }[] };
    return result.rows[0]?.v;
  };
  const id = async (query: ReturnType<typeof sql>) => Number(await value(query));
  const ids = {
    supplier1: await id(sql`select supplier_id as v from base_users where user_name = 'supplier1'`),
    supplier2: await id(sql`select supplier_id as v from base_users where user_name = 'supplier2'`),
    raw: await id(sql`select id as v from base_purchase_category where category_code = 'RAW'`),
    plastic: await id(sql`select id as v from base_purchase_category where category_code = 'RAW_PLASTIC'`),
    mro: await id(sql`select id as v from base_purchase_category where category_code = 'MRO'`),
    buyerPerson: await id(sql`select person_id as v from base_users where user_name = 'buyer'`),
    approverUser: await id(sql`select id as v from base_users where user_name = 'approver'`),
  };
  const certs = new Map<Who, string>();
  for (const who of ['admin', 'buyer', 'approver', 'finance', 'supplier1', 'supplier2'] as Who[]) {
    certs.set(who, await t.login(who));
  }
  const call: LifecycleKit['call'] = (path, body, who, lang = 'EN') =>
    t.call(path, body, { certificate: certs.get(who) as string, lang });
  return { t, ids, call, value };
}
