import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const SAVE = '/api/baseServer/v1/baseTableConfigRestful/saveOrUpdate';
const FIND = '/api/baseServer/v1/baseTableConfigRestful/findByKey';
const DELETE = '/api/baseServer/v1/baseTableConfigRestful/delete';

let t: TestApp;
let buyer: string;
let approver: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('buyer');
  approver = await t.login('approver');
});
afterAll(async () => t?.close());

const columns = [
  { key: 'poNumber', title: '订单号', width: 160, order: 0, columnsDisplay: 'Y', fixedStyle: 'left' },
  { key: 'supplierName', title: '供应商', width: 220, order: 1, columnsDisplay: 'Y' },
  { key: 'remark', title: '备注', order: 2, columnsDisplay: 'N' },
  { key: 'amount', title: '金额', order: 3, columnsDisplay: 'Y', fixedStyle: 'right' },
];

describe('table configuration', () => {
  it('saves, reads back and replaces the caller’s configuration of a table', async () => {
    const empty = await t.call(FIND, { tableKey: 'srmPoHeader.list' }, { certificate: buyer });
    expect(empty.body).toMatchObject({ status: 'S', data: null });

    const saved = await t.call(
      SAVE,
      { tableKey: 'srmPoHeader.list', config: { columns, pageRows: 50 } },
      { certificate: buyer },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toMatchObject({ tableKey: 'srmPoHeader.list', version: 0 });

    const found = await t.call(FIND, { tableKey: 'srmPoHeader.list' }, { certificate: buyer });
    expect(found.body.data.config).toEqual({ columns, pageRows: 50 });

    // A bare column list is accepted too; saving again replaces and bumps the version.
    const again = await t.call(
      SAVE,
      { tableKey: 'srmPoHeader.list', config: columns.slice(0, 2) },
      { certificate: buyer },
    );
    expect(again.body.data.version).toBe(1);
    const replaced = await t.call(FIND, { tableKey: 'srmPoHeader.list' }, { certificate: buyer });
    expect(replaced.body.data.config).toEqual({ columns: columns.slice(0, 2) });
  });

  it('keeps each user to their own rows, whatever the body says', async () => {
    await t.call(SAVE, { tableKey: 'shared.key', config: { columns } }, { certificate: buyer });
    // Another user sees nothing under the same key, and cannot delete or overwrite the buyer's.
    expect((await t.call(FIND, { tableKey: 'shared.key' }, { certificate: approver })).body.data).toBeNull();
    const del = await t.call(DELETE, { tableKey: 'shared.key' }, { certificate: approver });
    expect(del.body.data).toEqual({ deleted: 0 });
    await t.call(
      SAVE,
      { tableKey: 'shared.key', userId: 1, config: { columns: [{ key: 'x', columnsDisplay: 'N' }] } },
      { certificate: approver },
    );
    const mine = await t.call(FIND, { tableKey: 'shared.key' }, { certificate: buyer });
    expect(mine.body.data.config.columns).toHaveLength(4);
    const theirs = await t.call(FIND, { tableKey: 'shared.key' }, { certificate: approver });
    expect(theirs.body.data.config.columns).toEqual([{ key: 'x', columnsDisplay: 'N' }]);

    const gone = await t.call(DELETE, { tableKey: 'shared.key' }, { certificate: buyer });
    expect(gone.body.data).toEqual({ deleted: 1 });
    expect((await t.call(FIND, { tableKey: 'shared.key' }, { certificate: buyer })).body.data).toBeNull();
    expect((await t.call(FIND, { tableKey: 'shared.key' }, { certificate: approver })).body.data).not.toBeNull();
  });

  it('checks the configuration and needs a session', async () => {
    const bad = await t.call(
      SAVE,
      { tableKey: 'k', config: { columns: [{ key: 'a', fixedStyle: 'middle', columnsDisplay: 'Y' }] } },
      { certificate: buyer, lang: 'EN' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toMatch(/fixedStyle/);
    expect((await t.call(SAVE, { tableKey: '', config: [] }, { certificate: buyer })).statusCode).toBe(400);
    expect((await t.call(FIND, { tableKey: 'k' })).statusCode).toBe(401);
  });
});
