import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderKit, type OrderKit, orderBody, PO } from './orders/orderKit.ts';
import { inDays } from './testKit.ts';

/**
 * The names purchasing shows beside the ids of other modules' records — payment terms and addresses
 * (base), supplier sites (supplier), users (admin) — read through those modules' services: in the
 * request language where an English name exists, the Chinese one otherwise; a site of another supplier
 * and an unknown user are refused.
 */

const API = (entity: string, action: string) => `/api/srmServer/v1/${entity}Restful/${action}`;

let k: OrderKit;
const one = async (q: ReturnType<typeof sql>) => Number((await k.rows<{ id: number }>(q))[0].id);
let net30: number;
let cash: number;
let warehouse: number;
let pickup: number;
let buyerUser: number;

beforeAll(async () => {
  k = await createOrderKit();
  net30 = await one(sql`select id from base_payment_term where term_code = 'NET30'`);
  // A term with no English name: shown in Chinese in both languages.
  cash = await one(sql`insert into base_payment_term (term_code, term_name) values ('CASH', '现款现货') returning id`);
  warehouse = await one(sql`select a.id from base_address a join base_organization o on o.id = a.org_id
    where o.org_code = 'OU_EAST' and a.address_type = 'RECEIVE' and a.default_flag = 'Y'`);
  pickup = await one(sql`select a.id from base_address a join base_organization o on o.id = a.org_id
    where o.org_code = 'OU_EAST' and a.address_type = 'PICKUP' order by a.id limit 1`);
  buyerUser = await one(sql`select id from base_users where user_name = 'buyer'`);
});
afterAll(async () => k?.t.close());

describe('order names', () => {
  it('names the payment term, the addresses and the buyer in the request language', async () => {
    const body = orderBody(k, { paymentTermId: net30, shipToAddressId: warehouse, buyerId: buyerUser });
    body.lines[1] = { ...body.lines[1], addressId: pickup } as (typeof body.lines)[number];
    const saved = await k.call(`${PO}/saveOrUpdate`, body, k.cert.buyer);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const orderId = saved.body.data.orderId;
    const [address] = await k.rows<{ detail_address: string; contact_name: string }>(
      sql`select detail_address, contact_name from base_address where id = ${pickup}`,
    );

    const en = (await k.call(`${PO}/findById`, { orderId }, k.cert.buyer, { lang: 'EN' })).body.data;
    expect(en).toMatchObject({
      paymentTermName: 'Net 30 days after invoice',
      shipToAddressName: '工业园区星湖街328号 2号仓库 (王磊)',
      buyerName: expect.any(String),
    });
    const [buyer] = await k.rows<{ user_full_name: string }>(
      sql`select user_full_name from base_users where id = ${buyerUser}`,
    );
    expect(en.buyerName).toBe(buyer.user_full_name);
    expect(en.lines.map((l: Record<string, unknown>) => l.addressName)).toEqual([
      null,
      `${address.detail_address} (${address.contact_name})`,
    ]);

    const cn = (await k.call(`${PO}/findById`, { orderId }, k.cert.buyer, { lang: 'CN' })).body.data;
    expect(cn.paymentTermName).toBe('发票后30天付清');
    expect(cn.buyerName).toBe(buyer.user_full_name);
  });

  it('falls back to the Chinese name of a term without an English one, and shows no name without a term', async () => {
    const saved = await k.call(`${PO}/saveOrUpdate`, orderBody(k, { paymentTermId: cash }), k.cert.buyer);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const en = (await k.call(`${PO}/findById`, { orderId: saved.body.data.orderId }, k.cert.buyer)).body.data;
    expect(en.paymentTermName).toBe('现款现货');
    const bare = await k.call(`${PO}/saveOrUpdate`, orderBody(k), k.cert.buyer);
    const found = (await k.call(`${PO}/findById`, { orderId: bare.body.data.orderId }, k.cert.buyer)).body.data;
    expect(found).toMatchObject({ paymentTermName: null, shipToAddressName: null });
  });
});

describe('source names', () => {
  let bar: number;
  let siteOfSupplier2: number;
  let siteOfSupplier1: number;

  beforeAll(async () => {
    bar = await one(sql`select id from base_material_item where material_code = 'M-STEEL-45-RD40'`);
    siteOfSupplier2 = await one(sql`select id from srm_pos_supplier_site where supplier_id = ${k.supplier2Id}`);
    siteOfSupplier1 = await one(
      sql`select id from srm_pos_supplier_site where supplier_id = ${k.ids.supplier1} order by id limit 1`,
    );
  });

  const aslBody = (supplierSiteId: number) => ({
    orgId: k.ids.east,
    applyType: 'NEW',
    reason: 'Second source for round bar',
    lines: [
      {
        materialId: bar,
        categoryId: k.ids.steel,
        supplierId: k.supplier2Id,
        supplierSiteId,
        entryStatus: 'ACTIVE',
        validFrom: inDays(0),
        validTo: inDays(100),
        priority: 2,
      },
    ],
  });

  it("names an application line's supplier site, and refuses a site of another supplier", async () => {
    const saved = await k.call(API('srmPurAsl', 'saveOrUpdate'), aslBody(siteOfSupplier2), k.cert.buyer);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const found = (await k.call(API('srmPurAsl', 'findById'), { aslId: saved.body.data.aslId }, k.cert.buyer)).body
      .data;
    expect(found.lines[0].supplierSiteName).toBe('华信电子-华南');

    const wrong = await k.call(API('srmPurAsl', 'saveOrUpdate'), aslBody(siteOfSupplier1), k.cert.buyer, {
      lang: 'CN',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.data.errors).toContainEqual({ field: 'lines.0.supplierSiteId', message: '地点不属于该供应商' });
  });

  it("names an agreement's payment term in the request language", async () => {
    const saved = await k.call(
      API('srmPurAgreement', 'saveOrUpdate'),
      {
        orgId: k.ids.east,
        supplierId: k.ids.supplier1,
        agreementType: 'PRICE',
        currencyCode: 'CNY',
        paymentTermId: net30,
        validFrom: inDays(0),
        validTo: inDays(90),
        lines: [{ materialId: bar, categoryId: k.ids.steel, unitCode: 'KG', price: '5.1', taxRate: '13' }],
      },
      k.cert.buyer,
    );
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const agreementId = saved.body.data.agreementId;
    const en = await k.call(API('srmPurAgreement', 'findById'), { agreementId }, k.cert.buyer, { lang: 'EN' });
    expect(en.body.data.paymentTermName).toBe('Net 30 days after invoice');
    const cn = await k.call(API('srmPurAgreement', 'findById'), { agreementId }, k.cert.buyer, { lang: 'CN' });
    expect(cn.body.data.paymentTermName).toBe('发票后30天付清');
  });
});

describe('pricing authority names', () => {
  const AUTH = (a: string) => API('srmPurPricingAuthority', a);

  it('names a user by login name and person name, or by login name alone, and refuses one that does not exist', async () => {
    const [approver] = await k.rows<{ user_name: string; person_name: string }>(
      sql`select u.user_name, p.person_name from base_users u join base_person p on p.id = u.person_id
        where u.id = ${k.ids.approverUser}`,
    );
    // A login without a person (a supplier's user) is named by its login name alone.
    const personless = await one(sql`select id from base_users where user_name = 'supplier1'`);
    for (const userId of [k.ids.approverUser, personless]) {
      const grant = await k.call(AUTH('saveOrUpdate'), { userId, categoryId: k.ids.ic }, k.cert.admin);
      expect(grant.statusCode, JSON.stringify(grant.body)).toBe(200);
    }
    const named = async (userId: number) =>
      (await k.call(AUTH('listByPage'), { searchParams: { userId, categoryId: k.ids.ic } }, k.cert.admin)).body
        .data as Record<string, unknown>[];
    expect((await named(k.ids.approverUser)).map((r) => r.userName)).toEqual([
      `${approver.user_name} ${approver.person_name}`,
    ]);
    expect((await named(personless)).map((r) => r.userName)).toEqual(['supplier1']);

    const unknown = await k.call(AUTH('saveOrUpdate'), { userId: 999999, categoryId: k.ids.ic }, k.cert.admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.data.errors).toContainEqual({ field: 'userId', message: 'The user does not exist' });
  });
});
