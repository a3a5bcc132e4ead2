import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/testApp.ts';

const INFO = '/api/srmServer/v1/supplierInfoRestful';

let t: TestApp;
let cert: Record<'admin' | 'buyer' | 'finance' | 'supplier1' | 'supplier2', string>;
let s1: number;
let s2: number;

async function idOf(query: ReturnType<typeof sql>): Promise<number> {
  const r = (await t.database.db.execute(query)) as unknown as { rows: { id: number }[] };
  return Number(r.rows[0].id);
}

beforeAll(async () => {
  t = await createTestApp();
  cert = {
    admin: await t.login('admin'),
    buyer: await t.login('buyer'),
    finance: await t.login('finance'),
    supplier1: await t.login('supplier1'),
    supplier2: await t.login('supplier2'),
  };
  s1 = await idOf(sql`select supplier_id as id from base_users where user_name = 'supplier1'`);
  s2 = await idOf(sql`select supplier_id as id from base_users where user_name = 'supplier2'`);
}, 60_000);
afterAll(async () => t.close());

describe('supplierInfoRestful_listByPage', () => {
  it('lists suppliers for internal users with the filters of the screen', async () => {
    const all = await t.call(`${INFO}/listByPage`, { pageRows: 50 }, { certificate: cert.buyer });
    expect(all.statusCode).toBe(200);
    const s1Row = all.body.data.find((r: { supplierNum: string }) => r.supplierNum === 'S000001');
    expect(s1Row).toMatchObject({
      supplierName: '苏州精密机械有限公司',
      creditCode: '91320500MA1XXXXX1A',
      contactName: '张伟',
    });
    const byCredit = await t.call(
      `${INFO}/listByPage`,
      { searchParams: { creditCode: '91440300' } },
      { certificate: cert.buyer },
    );
    expect(byCredit.body.data.map((r: { supplierNum: string }) => r.supplierNum)).toEqual(['S000002']);
    const steel = await idOf(sql`select id from base_purchase_category where category_code = 'RAW_STEEL'`);
    const byCategory = await t.call(
      `${INFO}/listByPage`,
      { searchParams: { categoryId: steel } },
      { certificate: cert.buyer },
    );
    expect(byCategory.body.data.map((r: { supplierNum: string }) => r.supplierNum)).toEqual(['S000001']);
  });

  it("shows each row's own primary contact, not one contact on every row", async () => {
    // A non-primary contact with an id far from any supplier's comes after the primary one.
    await t.database.db.execute(sql`insert into srm_pos_supplier_contact
      (id, supplier_id, contact_name, primary_flag, enabled_flag) values (9001, ${s2}, '钱备用', 'N', 'Y')`);
    const all = await t.call(`${INFO}/listByPage`, { pageRows: 50 }, { certificate: cert.buyer });
    const contactOf = (num: string) =>
      all.body.data.find((r: { supplierNum: string }) => r.supplierNum === num)?.contactName;
    expect(contactOf('S000001')).toBe('张伟');
    expect(contactOf('S000002')).toBe('陈静');
    await t.database.db.execute(sql`delete from srm_pos_supplier_contact where id = 9001`);
  });

  it('refuses supplier users (403): a supplier never lists the others', async () => {
    const r = await t.call(`${INFO}/listByPage`, {}, { certificate: cert.supplier1 });
    expect(r.statusCode).toBe(403);
    const find = await t.call(`${INFO}/findById`, { supplierId: s2 }, { certificate: cert.supplier1 });
    expect(find.statusCode).toBe(403);
  });

  it('the supplier info export runs the list with its permissions (supplier 403, buyer a file)', async () => {
    const body = {
      requestUrl: `${INFO}/listByPage`,
      requestParams: {},
      columns: [
        { key: 'supplierNum', title: 'No.' },
        { key: 'supplierName', title: 'Name' },
      ],
      fileName: 'suppliers',
    };
    const supplier = await t.app.inject({
      method: 'POST',
      url: '/api/exportServer/v1/exportRestful/exportSupplierInfoExcel',
      headers: { certificate: cert.supplier1, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(supplier.statusCode).toBe(403);
    const buyer = await t.app.inject({
      method: 'POST',
      url: '/api/exportServer/v1/exportRestful/exportSupplierInfoExcel',
      headers: { certificate: cert.buyer, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(buyer.statusCode).toBe(200);
    expect(buyer.headers['content-type']).toContain('spreadsheet');
  });
});

describe('supplier detail and my company', () => {
  it('the buyer reads a supplier with its sites (ouName, puName, editFlag) and children', async () => {
    const r = await t.call(`${INFO}/findById`, { supplierId: s1 }, { certificate: cert.buyer });
    expect(r.statusCode).toBe(200);
    const d = r.body.data;
    expect(d.contacts[0]).toMatchObject({ contactName: '张伟', primaryFlag: 'Y' });
    expect(d.bankAccounts[0]).toMatchObject({ bankName: '中国工商银行' });
    expect(d.sites).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          siteName: '苏州精密-华东',
          ouName: '华东经营单位',
          puName: '演示集团',
          editFlag: 'Y',
        }),
        expect.objectContaining({ siteName: '苏州精密-华南', siteStatus: 'QUIT', editFlag: 'N' }),
      ]),
    );
    expect(d.qualifications.length).toBe(2);
    expect(d.categories.map((c: { categoryCode: string }) => c.categoryCode).sort()).toEqual(['MRO', 'RAW_STEEL']);
  });

  it('an internal user without the supplier information menu gets 403', async () => {
    const r = await t.call(`${INFO}/findById`, { supplierId: s1 }, { certificate: cert.finance });
    expect(r.statusCode).toBe(403);
  });

  it('a supplier user reads only its own supplier (findMine); an internal user has none', async () => {
    const mine = await t.call(`${INFO}/findMine`, {}, { certificate: cert.supplier2 });
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data).toMatchObject({ supplierId: s2, supplierNum: 'S000002' });
    expect(JSON.stringify(mine.body.data)).not.toContain('苏州精密');
    const buyer = await t.call(`${INFO}/findMine`, {}, { certificate: cert.buyer });
    expect(buyer.statusCode).toBe(403);
  });
});

describe('inspect flag and site maintenance', () => {
  async function siteOf(name: string) {
    const r = await t.call(`${INFO}/findById`, { supplierId: s1 }, { certificate: cert.buyer });
    return r.body.data.sites.find((s: { siteName: string }) => s.siteName === name);
  }

  it('the buyer switches participate-in-inspection on a site whose editFlag is Y; a stale version is 409', async () => {
    const site = await siteOf('苏州精密-华东');
    const r = await t.call(
      `${INFO}/updateSite`,
      { siteId: site.siteId, version: site.version, inspectFlag: 'N' },
      { certificate: cert.buyer },
    );
    expect(r.statusCode).toBe(200);
    expect((await siteOf('苏州精密-华东')).inspectFlag).toBe('N');
    const stale = await t.call(
      `${INFO}/updateSite`,
      { siteId: site.siteId, version: site.version, inspectFlag: 'Y' },
      { certificate: cert.buyer },
    );
    expect(stale.statusCode).toBe(409);
  });

  it('refuses the inspect flag when editFlag is N (409, in the request language)', async () => {
    const site = await siteOf('苏州精密-华南');
    const r = await t.call(
      `${INFO}/updateSite`,
      { siteId: site.siteId, version: site.version, inspectFlag: 'Y' },
      { certificate: cert.buyer, lang: 'EN' },
    );
    expect(r.statusCode).toBe(409);
    expect(r.body.msg).toContain('inspection participation cannot be changed');
    expect((await siteOf('苏州精密-华南')).inspectFlag).toBe('N');
  });

  it('refuses supplier users (403) and internal users without the menu (403)', async () => {
    const site = await siteOf('苏州精密-华东');
    for (const who of [cert.supplier1, cert.finance]) {
      const r = await t.call(
        `${INFO}/updateSite`,
        { siteId: site.siteId, version: site.version, inspectFlag: 'Y' },
        { certificate: who },
      );
      expect(r.statusCode).toBe(403);
    }
    expect((await siteOf('苏州精密-华东')).inspectFlag).toBe('N');
  });

  it('the buyer changes a category status; an unknown status is refused', async () => {
    const d = (await t.call(`${INFO}/findById`, { supplierId: s1 }, { certificate: cert.buyer })).body.data;
    const mro = d.categories.find((c: { categoryCode: string }) => c.categoryCode === 'MRO');
    const bad = await t.call(
      `${INFO}/updateCategory`,
      { supplierCategoryId: mro.supplierCategoryId, version: mro.version, categoryStatus: 'NOPE' },
      { certificate: cert.buyer },
    );
    expect(bad.statusCode).toBe(400);
    const r = await t.call(
      `${INFO}/updateCategory`,
      { supplierCategoryId: mro.supplierCategoryId, version: mro.version, categoryStatus: 'EFFECTIVE' },
      { certificate: cert.buyer },
    );
    expect(r.statusCode).toBe(200);
    expect(r.body.data.categoryStatus).toBe('EFFECTIVE');
    const supplier = await t.call(
      `${INFO}/updateCategory`,
      { supplierCategoryId: mro.supplierCategoryId, version: r.body.data.version, categoryStatus: 'QUALIFIED' },
      { certificate: cert.supplier1 },
    );
    expect(supplier.statusCode).toBe(403);
  });
});
