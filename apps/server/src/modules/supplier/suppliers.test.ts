import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const LIST = '/api/baseServer/v1/baseSupplierRestful/listForSelect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the supplier picker', () => {
  it('lists suppliers by number with their names, paged', async () => {
    const admin = await t.login('admin');
    const res = await t.call(LIST, { pageRows: 1 }, { certificate: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([
      {
        supplierId: expect.any(Number),
        supplierNum: 'S000001',
        supplierName: '苏州精密机械有限公司',
        supplierShortName: '苏州精密',
        supplierStatus: 'EFFECTIVE',
      },
    ]);
    expect(res.body.page).toEqual({ count: 2, curIndex: 1, pagesCount: 2 });
  });

  it('finds suppliers by a keyword on number, name or short name', async () => {
    const buyer = await t.login('buyer');
    const names = async (keyword: string) =>
      (await t.call(LIST, { searchParams: { keyword } }, { certificate: buyer })).body.data.map(
        (s: any) => s.supplierNum,
      );
    expect(await names('S000002')).toEqual(['S000002']);
    expect(await names('精密机械')).toEqual(['S000001']);
    expect(await names('华信')).toEqual(['S000002']);
    expect(await names('有限公司')).toEqual(['S000001', 'S000002']);
    expect(await names('100%')).toEqual([]);
  });

  it('refuses supplier users and callers without a session', async () => {
    const supplier = await t.login('supplier1');
    const refused = await t.call(LIST, {}, { certificate: supplier, lang: 'EN' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.status).toBe('E');
    expect((await t.call(LIST, {})).statusCode).toBe(401);
  });
});
