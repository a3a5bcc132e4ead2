import { addDays, formatDate, type Lang } from '@srm/core';
import { type SQL, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { WorkflowDouble } from '../../testing/workflowDouble.ts';

/** Helpers shared by the inquiry tests (not a test file itself). */

export const INQ = '/api/srmServer/v1/srmSrcInquiryRestful';
export const INV = '/api/srmServer/v1/srmSrcInquirySupplierRestful';
export const CLAR = '/api/srmServer/v1/srmSrcClarificationRestful';
export const SUP = '/api/srmServer/v1/srmSrcSupplierInquiryRestful';

export type InquiryIds = {
  east: number;
  steel: number;
  mro: number;
  plate: number;
  approverUser: number;
  supplier1: number;
  supplier2: number;
};

type Who = 'admin' | 'buyer' | 'approver' | 'supplier1' | 'supplier2';

export type InquiryKit = {
  t: TestApp;
  ids: InquiryIds;
  flow: WorkflowDouble;
  cert: Record<Who, string>;
  /** The envelope of a call as `who` (English unless told). */
  call: (path: string, body: object, who: Who, lang?: Lang) => ReturnType<TestApp['call']>;
  /** `data` of a call that must succeed. */
  ok: (path: string, body: object, who: Who) => Promise<any>;
  rows: <T = Record<string, any>>(query: SQL) => Promise<T[]>;
};

export async function createInquiryKit(): Promise<InquiryKit> {
  const t = await createTestApp();
  const rows = async <T>(query: SQL): Promise<T[]> => {
    const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  };
  const id = async (query: SQL) => Number((await rows<{ id: number }>(query))[0].id);
  const ids: InquiryIds = {
    east: await id(sql`select id from base_organization where org_code = 'OU_EAST'`),
    steel: await id(sql`select id from base_purchase_category where category_code = 'RAW_STEEL'`),
    mro: await id(sql`select id from base_purchase_category where category_code = 'MRO'`),
    plate: await id(sql`select id from base_material_item where material_code = 'M-STEEL-Q235-10'`),
    approverUser: await id(sql`select id from base_users where user_name = 'approver'`),
    supplier1: await id(sql`select supplier_id as id from base_users where user_name = 'supplier1'`),
    supplier2: await id(sql`select supplier_id as id from base_users where user_name = 'supplier2'`),
  };
  const flow = new WorkflowDouble([ids.approverUser]);
  t.app.deps.workflow = flow;
  const cert = {} as Record<Who, string>;
  for (const who of ['admin', 'buyer', 'approver', 'supplier1', 'supplier2'] as Who[]) cert[who] = await t.login(who);
  const call: InquiryKit['call'] = (path, body, who, lang = 'EN') =>
    t.call(path, body, { certificate: cert[who], lang });
  const ok: InquiryKit['ok'] = async (path, body, who) => {
    const res = await call(path, body, who);
    if (res.body.status !== 'S') throw new Error(`${path} as ${who}: ${res.statusCode} ${res.raw}`);
    return res.body.data;
  };
  return { t, ids, flow, cert, call, ok, rows };
}

/** A date `days` from today. */
export const inDays = (days: number) => formatDate(addDays(new Date(), days));

/** An instant `hours` from now, ISO with its offset. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

/** A draft body: one line of a material (name, unit, category from it), one free-text line. */
export function inquiryBody(ids: InquiryIds, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Q4 steel and gloves',
    orgId: ids.east,
    categoryId: ids.steel,
    inquiryMode: 'INVITE',
    currencyCode: 'CNY',
    quoteDeadline: inHours(48),
    maxRounds: 3,
    quoteValidityDays: 30,
    notesToSuppliers: 'Prices delivered to the East plant',
    internalRemark: 'Budget 5000, do not disclose',
    lines: [
      { materialId: ids.plate, quantity: '120', needByDate: inDays(20) },
      {
        itemName: 'Nitrile gloves, size L',
        specification: 'EN 374',
        categoryId: ids.mro,
        quantity: '30',
        uomCode: 'BOX',
        needByDate: inDays(25),
        remark: 'boxes of 100',
      },
    ],
    ...overrides,
  };
}

/** Creates a draft, invites suppliers, submits and approves it: a PUBLISHED inquiry as answered. */
export async function publishedInquiry(
  kit: InquiryKit,
  supplierIds: number[],
  overrides: Record<string, unknown> = {},
): Promise<any> {
  let doc = await kit.ok(`${INQ}/saveOrUpdate`, inquiryBody(kit.ids, overrides), 'buyer');
  if (supplierIds.length > 0) {
    const added = await kit.ok(`${INV}/add`, { inquiryId: doc.inquiryId, version: doc.version, supplierIds }, 'buyer');
    doc = { ...doc, version: added.version };
  }
  doc = await kit.ok(`${INQ}/doSubmit`, { inquiryId: doc.inquiryId, version: doc.version }, 'buyer');
  return kit.ok(`${INQ}/doApproval`, { inquiryId: doc.inquiryId, version: doc.version, comment: 'ok' }, 'approver');
}
