import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const LIST = '/api/baseServer/v1/baseLookupValuesRestful/listByPage';
const BY_TYPES = '/api/baseServer/v1/baseLookupValuesRestful/findByTypes';
const ADMIN_LIST = '/api/baseServer/v1/baseLookupValuesRestful/listForAdmin';
const SAVE_TYPE = '/api/baseServer/v1/baseLookupTypeRestful/saveOrUpdate';
const SAVE_VALUE = '/api/baseServer/v1/baseLookupValuesRestful/saveOrUpdate';

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
    // Spec §4's ten statuses, sourcing's PUBLISHED, AWARDED, COMPLETED and the tender's OPENED, EVALUATED (issue 17),
    // settlement's PAID and the two-sided statement's CHECKING (issue 18), the contract's six (issue 19).
    expect(res.body.page).toEqual({ count: 23, curIndex: 2, pagesCount: 6 });
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

  it('lists the values of one type as stored for the administrator, with the parent value and both meanings', async () => {
    const admin = await t.login('admin');
    const parent = (await t.call(SAVE_TYPE, { lookupType: 'QA_AREA', meaning: '大区' }, { certificate: admin })).body
      .data;
    await t.call(
      SAVE_TYPE,
      { lookupType: 'QA_SITE', meaning: '站点', parentLookupTypeId: parent.lookupTypeId },
      {
        certificate: admin,
      },
    );
    const north = (
      await t.call(
        SAVE_VALUE,
        { lookupType: 'QA_AREA', lookupCode: 'NORTH', meaning: '华北', meaningEn: 'North China' },
        { certificate: admin },
      )
    ).body.data;
    for (const [code, meaning, enabledFlag] of [
      ['BJ', '北京', 'Y'],
      ['TJ', '天津', 'N'],
    ])
      await t.call(
        SAVE_VALUE,
        { lookupType: 'QA_SITE', lookupCode: code, meaning, enabledFlag, parentLookupValuesId: north.lookupValuesId },
        { certificate: admin },
      );
    const all = await t.call(
      ADMIN_LIST,
      { searchParams: { lookupType: 'QA_SITE' } },
      { certificate: admin, lang: 'EN' },
    );
    expect(all.body.page).toEqual({ count: 2, curIndex: 1, pagesCount: 1 });
    expect(all.body.data[0]).toMatchObject({
      lookupCode: 'BJ',
      meaning: '北京',
      meaningEn: null,
      parentLookupCode: 'NORTH',
      parentMeaning: '华北',
      parentMeaningEn: 'North China',
      parentLookupTypeId: parent.lookupTypeId,
      version: 0,
    });
    const areas = await t.call(
      ADMIN_LIST,
      { searchParams: { lookupTypeId: parent.lookupTypeId, keyword: 'north' } },
      { certificate: admin },
    );
    expect(areas.body.data.map((v: any) => [v.lookupCode, v.meaning, v.meaningEn])).toEqual([
      ['NORTH', '华北', 'North China'],
    ]);
    const disabled = await t.call(
      ADMIN_LIST,
      { searchParams: { lookupType: 'QA_SITE', enabledFlag: 'N' } },
      { certificate: admin },
    );
    expect(disabled.body.data.map((v: any) => v.lookupCode)).toEqual(['TJ']);
    for (const userName of ['buyer', 'supplier1']) {
      const certificate = await t.login(userName);
      expect((await t.call(ADMIN_LIST, {}, { certificate })).statusCode).toBe(403);
    }
  });
});
