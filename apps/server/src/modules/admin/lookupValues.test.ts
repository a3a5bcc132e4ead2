import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const LIST = '/api/baseServer/v1/baseLookupValuesRestful/listByPage';
const BY_TYPES = '/api/baseServer/v1/baseLookupValuesRestful/findByTypes';

let t: TestApp;
let certificate: string;
beforeAll(async () => {
  t = await createTestApp();
  certificate = await t.login('buyer');
});
afterAll(async () => t?.close());

describe('lookup values', () => {
  it('pages the values of a type with the page object of spec §3', async () => {
    const res = await t.call(
      LIST,
      { searchParams: { lookupType: 'DOC_STATUS' }, pageIndex: 2, pageRows: 4 },
      { certificate },
    );
    expect(res.body.status).toBe('S');
    expect(res.body.page).toEqual({ count: 10, curIndex: 2, pagesCount: 3 });
    expect(res.body.data.map((v: any) => v.lookupCode)).toEqual(['CHANGING', 'ABOLISHED', 'SUBMITTED', 'CONFIRMED']);
    for (const field of [
      'lookupCode',
      'meaning',
      'enabledFlag',
      'description',
      'seqNum',
      'lookupType',
      'lookupTypeId',
      'lookupValuesId',
      'parentLookupValuesId',
      'parentLookupTypeId',
      'systemCode',
      'buOrgId',
    ]) {
      expect(res.body.data[0]).toHaveProperty(field);
    }
  });

  it('filters by meaning in either language', async () => {
    const res = await t.call(LIST, { searchParams: { meaning: 'Frozen' } }, { certificate, lang: 'EN' });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      lookupType: 'SLC_SUPPLIER_STATUS',
      lookupCode: 'FROZEN',
      meaning: 'Frozen',
    });
  });

  it('answers several types at once, grouped, in the request language', async () => {
    const res = await t.call(
      BY_TYPES,
      { lookupTypes: ['SYSTEM_LANGUAGE', 'SLC_EMERGENCY', 'NO_SUCH_TYPE'] },
      { certificate, lang: 'EN' },
    );
    expect(res.body.data.SYSTEM_LANGUAGE.map((v: any) => [v.lookupCode, v.meaning])).toEqual([
      ['CN', 'Chinese'],
      ['EN', 'English'],
    ]);
    expect(res.body.data.SLC_EMERGENCY).toHaveLength(2);
    expect(res.body.data.NO_SUCH_TYPE).toEqual([]);
    const cn = await t.call(BY_TYPES, { lookupTypes: ['SYSTEM_LANGUAGE'] }, { certificate });
    expect(cn.body.data.SYSTEM_LANGUAGE[0].meaning).toBe('中文');
  });

  it('has the seeded to-do bill types and supplier statuses', async () => {
    const res = await t.call(BY_TYPES, { lookupTypes: ['SYS_TOBEDO', 'SLC_SUPPLIER_STATUS'] }, { certificate });
    expect(res.body.data.SYS_TOBEDO.map((v: any) => v.lookupCode)).toEqual(
      expect.arrayContaining(['PO_ORDER', 'PUR_PURCHASE_MRP_PLAN', 'ICM_SUPP_HEAD', 'WJQMS', 'KJQMS']),
    );
    expect(res.body.data.SLC_SUPPLIER_STATUS.length).toBeGreaterThan(3);
  });

  it('refuses a page size beyond the limit and a call without a session', async () => {
    const big = await t.call(LIST, { pageRows: 10_000_000 }, { certificate, lang: 'EN' });
    expect(big.statusCode).toBe(400);
    expect(big.body.msg).toMatch(/pageRows/);
    expect((await t.call(LIST, {})).statusCode).toBe(401);
  });
});
