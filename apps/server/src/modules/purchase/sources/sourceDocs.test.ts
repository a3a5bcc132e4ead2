import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, inDays, type Kit } from '../testKit.ts';
import { libraryPrice, sourceRefusal } from './sourceRules.ts';

/**
 * The three source documents end to end through the API and the workflow double: an ASL application
 * approved becomes entries (overlaps refused, alterations applied); a pricing document is approved only
 * with pricing authority and its approval fills the library, ending the older price; an agreement is
 * approved and offered to orders. Supplier users get 403 everywhere; a buyer sees nothing of another
 * organisation. The demo (seedSourcesDemo) lists supplier1 for every demo material in East China OU.
 */

const API = (entity: string, action: string) => `/api/srmServer/v1/${entity}Restful/${action}`;
const ASL = (a: string) => API('srmPurAsl', a);
const PRICING = (a: string) => API('srmPurPricing', a);
const AGREEMENT = (a: string) => API('srmPurAgreement', a);

let k: Kit;
let supplier2: number;
let bar: number;
let pellets: number;
let plastic: number;
const db = () => k.t.database.db;
const one = async (q: ReturnType<typeof sql>) =>
  Number(((await db().execute(q)) as unknown as { rows: { id: number }[] }).rows[0].id);

beforeAll(async () => {
  k = await createKit();
  supplier2 = await one(sql`select supplier_id as id from base_users where user_name = 'supplier2'`);
  bar = await one(sql`select id from base_material_item where material_code = 'M-STEEL-45-RD40'`);
  pellets = await one(sql`select id from base_material_item where material_code = 'M-PP-T30S'`);
  plastic = await one(sql`select id from base_purchase_category where category_code = 'RAW_PLASTIC'`);
});
afterAll(async () => k?.t.close());

type Doc = Record<string, unknown> & { version: number; status: string; lines: Record<string, unknown>[] };

/** Saves, submits (buyer) and approves (approver) a document; returns it approved. */
async function approved(path: (a: string) => string, idKey: string, body: object): Promise<Doc> {
  const saved = await k.call(path('saveOrUpdate'), body, k.cert.buyer);
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  const doc = saved.body.data as Doc;
  const submitted = await k.call(path('doSubmit'), { [idKey]: doc[idKey], version: doc.version }, k.cert.buyer);
  expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
  const done = await k.call(
    path('doApproval'),
    { [idKey]: doc[idKey], version: submitted.body.data.version },
    k.cert.approver,
  );
  expect(done.statusCode, JSON.stringify(done.body)).toBe(200);
  const found = await k.call(path('findById'), { [idKey]: doc[idKey] }, k.cert.buyer);
  expect(found.body.data.status).toBe('APPROVED');
  return found.body.data;
}

const aslLine = (overrides: Record<string, unknown> = {}) => ({
  materialId: bar,
  categoryId: k.ids.steel,
  supplierId: supplier2,
  entryStatus: 'ACTIVE',
  validFrom: inDays(0),
  validTo: inDays(100),
  priority: 2,
  ...overrides,
});
const aslBody = (lines: object[], overrides: Record<string, unknown> = {}) => ({
  orgId: k.ids.east,
  applyType: 'NEW',
  reason: 'Second source for round bar',
  lines,
  ...overrides,
});
const entries = async (searchParams: object, who = k.cert.buyer) =>
  (await k.call(API('srmPurAslEntry', 'listByPage'), { searchParams }, who)).body.data as Record<string, unknown>[];

describe('approved supplier list', () => {
  let entryId: number;

  it('turns an approved NEW application into entries that keep their document, and lets the supplier supply', async () => {
    const today = inDays(0);
    const ask = () =>
      sourceRefusal(db(), {
        orgId: k.ids.east,
        supplierId: supplier2,
        materialId: bar,
        categoryId: k.ids.steel,
        date: today,
        lang: 'EN',
      });
    expect(await ask()).toMatch(/is not on the approved supplier list/);
    const doc = await approved(ASL, 'aslId', aslBody([aslLine()]));
    expect(String(doc.aslNumber)).toMatch(/^ASL\d{10}$/);
    const listed = await entries({ supplierId: supplier2, materialId: bar });
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      status: 'ACTIVE',
      sourceDocId: doc.aslId,
      priority: 2,
      validTo: inDays(100),
      orgName: 'East China OU',
    });
    expect(String(listed[0].supplierName)).toMatch(/^S000002 /);
    expect(String(listed[0].materialName)).toBe('M-STEEL-45-RD40 Grade 45 round bar Ø40');
    entryId = listed[0].entryId as number;
    expect(await ask()).toBeNull();
  });

  it('refuses a second ACTIVE entry overlapping in dates, in both languages, and two overlapping lines', async () => {
    const clash = await k.call(
      ASL('saveOrUpdate'),
      aslBody([aslLine({ validFrom: inDays(50), validTo: null })]),
      k.cert.buyer,
    );
    expect(clash.statusCode).toBe(400);
    expect(clash.body.data.errors[0]).toMatchObject({ field: 'lines.0.validFrom' });
    expect(clash.body.data.errors[0].message).toMatch(
      /^Supplier S000002 .+ already has an active list entry for M-STEEL-45-RD40/,
    );
    const cn = await k.call(ASL('saveOrUpdate'), aslBody([aslLine({ validFrom: inDays(50) })]), k.cert.buyer, {
      lang: 'CN',
    });
    expect(cn.body.data.errors[0].message).toMatch(/已有生效的货源清单条目$/);
    // After the entry ends it is free; two lines of one document may not overlap each other.
    const twice = await k.call(
      ASL('saveOrUpdate'),
      aslBody([aslLine({ validFrom: inDays(101), validTo: null }), aslLine({ validFrom: inDays(200), validTo: null })]),
      k.cert.buyer,
    );
    expect(twice.body.data.errors).toEqual([
      { field: 'lines.1.validFrom', message: 'Overlaps line 1 for the same supplier, material and dates' },
    ]);
    // A suspended line overlaps nothing.
    const suspended = await k.call(ASL('saveOrUpdate'), aslBody([aslLine({ entryStatus: 'SUSPENDED' })]), k.cert.buyer);
    expect(suspended.statusCode).toBe(200);
  });

  it('checks the alteration rules: an entry is named, of the organisation, with the same supplier and item', async () => {
    const none = await k.call(ASL('saveOrUpdate'), aslBody([aslLine()], { applyType: 'ALTERATION' }), k.cert.buyer, {
      lang: 'CN',
    });
    expect(none.body.data.errors).toEqual([
      { field: 'lines.0.entryId', message: '变更申请的每一行须选择要变更的货源清单条目' },
    ]);
    const other = await k.call(
      ASL('saveOrUpdate'),
      aslBody([aslLine({ entryId, supplierId: k.ids.supplier1 })], { applyType: 'ALTERATION' }),
      k.cert.buyer,
    );
    expect(other.body.data.errors[0]).toMatchObject({ field: 'lines.0.entryId' });
    const onNew = await k.call(ASL('saveOrUpdate'), aslBody([aslLine({ entryId })]), k.cert.buyer);
    expect(onNew.body.data.errors).toEqual([
      { field: 'lines.0.entryId', message: 'A line of a new application cannot name an existing entry' },
    ]);
  });

  it('applies an approved alteration to its entry: suspended, the supplier is refused again', async () => {
    await approved(
      ASL,
      'aslId',
      aslBody([aslLine({ entryId, entryStatus: 'SUSPENDED', priority: 3 })], { applyType: 'ALTERATION' }),
    );
    const [entry] = await entries({ entryId });
    expect(entry).toMatchObject({ status: 'SUSPENDED', priority: 3 });
    expect(await entries({ supplierId: supplier2, status: 'ACTIVE', materialId: bar })).toEqual([]);
    const refusal = await sourceRefusal(db(), {
      orgId: k.ids.east,
      supplierId: supplier2,
      materialId: bar,
      categoryId: k.ids.steel,
      date: inDays(0),
      lang: 'CN',
    });
    expect(refusal).toMatch(/不在 .+ 的物料 M-STEEL-45-RD40 .+ 的货源清单中，且不是指定供应商$/);
  });

  it('filters the entries by organisation, supplier, status and date; supplier1 is listed by the demo', async () => {
    const demo = await entries({
      orgId: k.ids.east,
      supplierId: k.ids.supplier1,
      status: 'ACTIVE',
      validOn: inDays(0),
    });
    expect(demo.length).toBeGreaterThanOrEqual(5);
    expect(await entries({ supplierId: k.ids.supplier1, validOn: inDays(-40) })).toEqual([]);
  });
});

const pricingBody = (lines: object[], overrides: Record<string, unknown> = {}) => ({
  orgId: k.ids.east,
  supplierId: k.ids.supplier1,
  currencyCode: 'CNY',
  remark: 'Quarterly prices',
  lines,
  ...overrides,
});
const priceLine = (overrides: Record<string, unknown> = {}) => ({
  materialId: pellets,
  categoryId: plastic,
  taxRate: '13',
  price: '960',
  priceUnit: '100',
  minQuantity: '0',
  validFrom: inDays(10),
  ...overrides,
});

describe('pricing', () => {
  it('refuses a line of a supplier not on the list, naming it, in both languages', async () => {
    const res = await k.call(
      PRICING('saveOrUpdate'),
      pricingBody([priceLine()], { supplierId: supplier2 }),
      k.cert.buyer,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.data.errors[0].field).toBe('lines.0.materialId');
    expect(res.body.data.errors[0].message).toMatch(
      /^Supplier S000002 .+ is not on the approved supplier list of East China OU for M-PP-T30S/,
    );
    const cn = await k.call(
      PRICING('saveOrUpdate'),
      pricingBody([priceLine()], { supplierId: supplier2 }),
      k.cert.buyer,
      {
        lang: 'CN',
      },
    );
    expect(cn.body.data.errors[0].message).toMatch(/^供应商 S000002 .+ 不在 .+ 的物料 M-PP-T30S/);
  });

  it('computes the unit price; approving needs pricing authority for every category (403 naming them)', async () => {
    const saved = await k.call(PRICING('saveOrUpdate'), pricingBody([priceLine()]), k.cert.buyer);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const doc = saved.body.data;
    expect(doc.pricingNumber).toMatch(/^DJ\d{10}$/);
    expect(doc.lines[0].unitPrice).toBe('9.60000000');
    const sub = await k.call(PRICING('doSubmit'), { pricingId: doc.pricingId, version: doc.version }, k.cert.buyer);
    expect(sub.statusCode).toBe(200);
    // The demo approver holds RAW_STEEL, RAW_PLASTIC and MRO: take RAW_PLASTIC away.
    await db().execute(
      sql`delete from srm_pur_pricing_authority where user_id = ${k.ids.approverUser} and category_id = ${plastic}`,
    );
    const check = await k.call(PRICING('checkPricingAuthority'), { pricingId: doc.pricingId }, k.cert.approver);
    expect(check.body.data.missing).toEqual([{ categoryId: plastic, categoryName: 'Plastic pellets' }]);
    const refused = await k.call(
      PRICING('doApproval'),
      { pricingId: doc.pricingId, version: sub.body.data.version },
      k.cert.approver,
      { lang: 'CN' },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body.msg).toBe('您没有以下品类的定价权限：塑料粒子');
    const grant = await k.call(
      API('srmPurPricingAuthority', 'saveOrUpdate'),
      { userId: k.ids.approverUser, categoryId: plastic },
      k.cert.admin,
    );
    expect(grant.statusCode).toBe(200);
    const twice = await k.call(
      API('srmPurPricingAuthority', 'saveOrUpdate'),
      { userId: k.ids.approverUser, categoryId: plastic },
      k.cert.admin,
    );
    expect(twice.statusCode).toBe(409);
    expect(
      (await k.call(PRICING('checkPricingAuthority'), { pricingId: doc.pricingId }, k.cert.approver)).body.data,
    ).toEqual({
      missing: [],
      message: null,
    });
    const ok = await k.call(
      PRICING('doApproval'),
      { pricingId: doc.pricingId, version: sub.body.data.version },
      k.cert.approver,
    );
    expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);
  });

  it('puts approved prices in the library and ends the older price the day before the new one starts', async () => {
    const library = async () =>
      (
        await k.call(
          API('srmPurPriceLibrary', 'listByPage'),
          { searchParams: { materialId: pellets, supplierId: k.ids.supplier1 } },
          k.cert.buyer,
        )
      ).body.data as Record<string, unknown>[];
    const rows = await library();
    // The demo price (from 30 days ago) ended the day before the new one (in 10 days).
    const demo = rows.find((r) => r.validFrom === inDays(-30));
    const fresh = rows.find((r) => r.validFrom === inDays(10));
    expect(demo).toMatchObject({ validTo: inDays(9), price: '9.600000' });
    expect(fresh).toMatchObject({ validTo: null, unitPrice: '9.60000000', priceUnit: '100.0000', taxRate: '13.00' });
    expect(String(fresh?.pricingNumber)).toMatch(/^DJ/);
    const q = {
      orgId: k.ids.east,
      supplierId: k.ids.supplier1,
      materialId: pellets,
      currencyCode: 'CNY',
      quantity: '5',
    };
    expect(await libraryPrice(db(), { ...q, date: inDays(9) })).toMatchObject({ priceEntryId: demo?.priceEntryId });
    expect(await libraryPrice(db(), { ...q, date: inDays(10) })).toMatchObject({ priceEntryId: fresh?.priceEntryId });
  });

  it('keeps the demo quantity break of the plate', async () => {
    const q = {
      orgId: k.ids.east,
      supplierId: k.ids.supplier1,
      materialId: k.ids.plate,
      currencyCode: 'CNY',
      date: inDays(0),
    };
    expect(await libraryPrice(db(), { ...q, quantity: '999' })).toMatchObject({ price: '4.850000', taxRate: '13.00' });
    expect(await libraryPrice(db(), { ...q, quantity: '1000' })).toMatchObject({ price: '4.600000' });
  });
});

describe('agreements', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    orgId: k.ids.east,
    supplierId: k.ids.supplier1,
    agreementType: 'FRAMEWORK',
    currencyCode: 'CNY',
    validFrom: inDays(0),
    validTo: inDays(90),
    amountCeiling: '20000',
    lines: [
      {
        materialId: bar,
        categoryId: k.ids.steel,
        unitCode: 'KG',
        price: '5.1',
        taxRate: '13',
        quantityCeiling: '2000',
      },
    ],
    ...overrides,
  });

  it('needs quantity ceilings on a framework agreement and listed materials', async () => {
    const noCeiling = await k.call(
      AGREEMENT('saveOrUpdate'),
      body({ lines: [{ materialId: bar, categoryId: k.ids.steel, price: '5.1', taxRate: '13' }] }),
      k.cert.buyer,
      { lang: 'CN' },
    );
    expect(noCeiling.body.data.errors).toEqual([
      { field: 'lines.0.quantityCeiling', message: '框架协议的每一行须填写数量上限' },
    ]);
    const unlisted = await k.call(AGREEMENT('saveOrUpdate'), body({ supplierId: supplier2 }), k.cert.buyer);
    expect(unlisted.body.data.errors[0].message).toMatch(/not on the approved supplier list/);
    const backwards = await k.call(AGREEMENT('saveOrUpdate'), body({ validTo: inDays(-1) }), k.cert.buyer);
    expect(backwards.body.data.errors).toContainEqual({
      field: 'validTo',
      message: 'Valid to cannot be before valid from',
    });
  });

  it('is approved with its number, offered to orders, shows consumption and closes', async () => {
    const doc = await approved(AGREEMENT, 'agreementId', body());
    expect(String(doc.agreementNumber)).toMatch(/^XY-\d{8}\d{3}$/);
    const { agreementLinesForOrder, consumeAgreement } = await import('./sourceRules.ts');
    const offered = await agreementLinesForOrder(db(), doc.agreementId as number);
    expect(offered.lines).toHaveLength(1);
    await consumeAgreement(db(), {
      agreementLineId: offered.lines[0].agreementLineId,
      quantity: '100',
      amount: '510',
      date: inDays(0),
    });
    const found = (await k.call(AGREEMENT('findById'), { agreementId: doc.agreementId }, k.cert.buyer)).body.data;
    expect(found.consumedAmount).toBe('510.00');
    expect(found.lines[0]).toMatchObject({ consumedQuantity: '100.0000', consumedAmount: '510.00' });
    const closed = await k.call(
      AGREEMENT('close'),
      { agreementId: doc.agreementId, version: found.version },
      k.cert.buyer,
    );
    expect(closed.statusCode, JSON.stringify(closed.body)).toBe(200);
    await expect(agreementLinesForOrder(db(), doc.agreementId as number)).rejects.toMatchObject({
      key: 'agreement.notApproved',
    });
  });
});

describe('access', () => {
  it('gives a supplier user 403 on every call of the sources', async () => {
    const paths = k.t.app.registeredRoutes
      .map((r) => r.url)
      .filter((u) => /srmPur(Asl|AslEntry|Pricing|PriceLibrary|PricingAuthority|Agreement)Restful\//.test(u));
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      if (path.endsWith('/doImport') || path.endsWith('/importTemplate')) continue;
      const res = await k.call(path, {}, k.cert.supplier1);
      expect([path, res.statusCode]).toEqual([path, 403]);
    }
  });

  it('shows a buyer nothing of another organisation', async () => {
    const south = await k.call(
      ASL('saveOrUpdate'),
      aslBody([aslLine({ supplierId: k.ids.supplier1, materialId: k.ids.plate })], { orgId: k.ids.south }),
      k.cert.admin,
    );
    expect(south.statusCode, JSON.stringify(south.body)).toBe(200);
    const list = (await k.call(ASL('listByPage'), { searchParams: {} }, k.cert.buyer)).body.data as Doc[];
    expect(list.map((d) => d.aslId)).not.toContain(south.body.data.aslId);
    expect((await k.call(ASL('findById'), { aslId: south.body.data.aslId }, k.cert.buyer)).statusCode).toBe(404);
    expect(await entries({ orgId: k.ids.south })).toEqual([]);
    const check = await k.call(PRICING('checkPricingAuthority'), { pricingId: 999999 }, k.cert.buyer);
    expect(check.statusCode).toBe(404);
  });

  it('gives an internal user without the menus 403', async () => {
    const finance = await k.t.login('finance');
    for (const path of [
      ASL('listByPage'),
      API('srmPurAslEntry', 'listByPage'),
      API('srmPurPriceLibrary', 'listByPage'),
    ])
      expect((await k.call(path, { searchParams: {} }, finance)).statusCode).toBe(403);
    expect(
      (await k.call(API('srmPurPricingAuthority', 'saveOrUpdate'), { userId: 1, categoryId: 1 }, k.cert.approver))
        .statusCode,
    ).toBe(403);
  });
});
