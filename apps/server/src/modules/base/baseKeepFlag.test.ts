import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

/*
 * Editing a disabled row of base data keeps it disabled: a save that does not send the enabled flag keeps
 * the stored one (it used to default to Y, and the screens sent the row's own flag to make up for it).
 * Each list: a new row comes back enabled, the status button disables it, an edit without the flag
 * answers it still disabled, and the list shows it disabled.
 */

const API = (entity: string, action: string) => `/api/baseServer/v1/${entity}Restful/${action}`;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  // Migrating and seeding a fresh database takes long on a loaded machine.
}, 240_000);
afterAll(async () => t?.close());

const call = (path: string, body: object = {}) => t.call(path, body, { certificate: admin, lang: 'EN' });

type Case = {
  entity: string;
  idKey: string;
  /** A new row's body (what the form sends, without the flag). */
  create: () => Promise<Record<string, unknown>>;
  /** The edit: what changes. */
  change: Record<string, unknown>;
  /** The list action and filter finding the row again. */
  list: { action: string; searchParams: (row: Record<string, any>) => object };
};

const firstId = async (entity: string, action: string, idKey: string, body: object = {}) =>
  (await call(API(entity, action), body)).body.data[0][idKey] as number;

const cases: Case[] = [
  {
    entity: 'baseBankBranch',
    idKey: 'branchId',
    create: async () => ({
      bankId: await firstId('baseBank', 'listByPage', 'bankId'),
      cnapsCode: '999900000001',
      branchName: '保留状态支行',
    }),
    change: { branchName: '保留状态支行（改名）' },
    list: { action: 'listByPage', searchParams: (r) => ({ keyword: r.cnapsCode }) },
  },
  {
    entity: 'baseMaterialItem',
    idKey: 'materialId',
    create: async () => ({ materialCode: 'KEEP-FLAG-01', materialName: '保留状态物料', unitCode: 'KG' }),
    change: { specification: 'Φ10' },
    list: { action: 'listForAdmin', searchParams: (r) => ({ keyword: r.materialCode }) },
  },
  {
    entity: 'basePurchaseCategory',
    idKey: 'categoryId',
    create: async () => ({ categoryCode: 'KEEP_FLAG', categoryName: '保留状态品类' }),
    change: { categoryNameEn: 'Kept disabled' },
    list: { action: 'listByPage', searchParams: (r) => ({ keyword: r.categoryCode }) },
  },
  {
    entity: 'baseAddress',
    idKey: 'addressId',
    create: async () => ({
      orgId: (await call(API('baseAddress', 'listByPage'))).body.data[0].orgId,
      addressType: 'PICKUP',
      districtCode: '320505',
      detailAddress: '保留状态路1号',
      contactName: '钱七',
      contactPhone: '0512-66001100',
    }),
    change: { contactName: '孙八' },
    list: { action: 'listByPage', searchParams: () => ({ keyword: '保留状态路1号' }) },
  },
  {
    entity: 'baseExchangeRate',
    idKey: 'exchangeRateId',
    create: async () => ({
      fromCurrency: 'USD',
      toCurrency: 'CNY',
      rateType: 'SPOT',
      rateDate: '2020-02-29',
      rate: '7.01',
    }),
    change: { rate: '7.02000000' },
    list: {
      action: 'listByPage',
      searchParams: () => ({ fromCurrency: 'USD', rateDateFrom: '2020-02-29', rateDateTo: '2020-02-29' }),
    },
  },
];

describe('an edit that does not send the enabled flag', () => {
  it.each(cases)('keeps a disabled row of $entity disabled', async (c) => {
    const created = await call(API(c.entity, 'saveOrUpdate'), await c.create());
    expect(created.statusCode, created.raw).toBe(200);
    expect(created.body.data).toMatchObject({ enabledFlag: 'Y', version: 0 });
    const id = created.body.data[c.idKey];
    const disabled = await call(API(c.entity, 'changeStatus'), { [c.idKey]: id, enabledFlag: 'N', version: 0 });
    expect(disabled.statusCode, disabled.raw).toBe(200);

    const { enabledFlag: _sentNot, ...edited } = { ...created.body.data, ...c.change, version: 1 };
    const saved = await call(API(c.entity, 'saveOrUpdate'), edited);
    expect(saved.statusCode, saved.raw).toBe(200);
    expect(saved.body.data).toMatchObject({ ...c.change, enabledFlag: 'N', version: 2 });

    const listed = await call(API(c.entity, c.list.action), { searchParams: c.list.searchParams(created.body.data) });
    expect(listed.body.data.find((r: Record<string, unknown>) => r[c.idKey] === id)).toMatchObject({
      enabledFlag: 'N',
    });
  });

  it('still enables a disabled row when the save sends the flag', async () => {
    const created = await call(API('baseMaterialItem', 'saveOrUpdate'), {
      materialCode: 'KEEP-FLAG-02',
      materialName: '再启用物料',
      unitCode: 'KG',
      enabledFlag: 'N',
    });
    expect(created.body.data.enabledFlag).toBe('N');
    const enabled = await call(API('baseMaterialItem', 'saveOrUpdate'), { ...created.body.data, enabledFlag: 'Y' });
    expect(enabled.body.data).toMatchObject({ enabledFlag: 'Y', version: 1 });
  });
});
