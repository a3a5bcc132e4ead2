import { TODO_BILL_TYPES } from '@srm/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierPendings } from '../../platform/pending/schema.ts';
import {
  cancelSupplierPendings,
  handleSupplierPendings,
  openSupplierPending,
} from '../../platform/pending/supplierPendings.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { suppliers } from '../supplier/schema.ts';

const API = '/api/srmServer/v1/srmBaseSupplierPendingRestful';
const LIST = `${API}/listByPage`;
const DONE = `${API}/doPendingDone`;
const SAVE = `${API}/saveOrUpdate`;
const EXTERNAL = `${API}/qryExternalSystem`;
const SUPPLIERS = '/api/srmServer/v1/supplierInfoRestful/listByPage';

let t: TestApp;
let buyer: string;
let admin: string;
let supplier1: string;
let supplier2: string;
let s1: { id: number; supplierNumber: string; supplierName: string };
let s2: { id: number; supplierNumber: string; supplierName: string };
let orderTodo: number;

beforeAll(async () => {
  t = await createTestApp();
  [buyer, admin, supplier1, supplier2] = await Promise.all(
    ['buyer', 'admin', 'supplier1', 'supplier2'].map((n) => t.login(n)),
  );
  const rows = await t.database.db.select().from(suppliers);
  s1 = rows.find((r) => r.supplierNumber === 'S000001')!;
  s2 = rows.find((r) => r.supplierNumber === 'S000002')!;
  // A to-do opened by a document (an order published) for supplier1.
  orderTodo = await t.database.db.transaction((tx) =>
    openSupplierPending(tx, {
      supplierId: s1.id,
      pendingTitle: '采购订单PO0001已发布，请及时处理',
      billType: 'PO_ORDER',
      billId: 4242,
      billNumber: 'PO0001',
      menuCode: 'SUP_ORDER',
      createdBy: null,
    }),
  );
});
afterAll(async () => t?.close());

const list = async (certificate: string, body: object = {}, lang: 'CN' | 'EN' = 'EN') =>
  t.call(LIST, { pageRows: 100, ...body }, { certificate, lang });
const ids = (res: { body: { data: { pendingId: number }[] } }) => res.body.data.map((r) => r.pendingId);

describe('sending a supplier to-do (internal user)', () => {
  it('says no supplier selected, in CN and EN', async () => {
    const cn = await t.call(SAVE, { pendingTitle: '请确认交期' }, { certificate: buyer, lang: 'CN' });
    expect(cn.statusCode).toBe(400);
    expect(cn.body.msg).toBe('未选择供应商');
    const en = await t.call(SAVE, { supplierId: null, pendingTitle: 'x' }, { certificate: buyer, lang: 'EN' });
    expect(en.statusCode).toBe(400);
    expect(en.body.msg).toBe('No supplier selected');
    expect(en.body.data.errors[0].field).toBe('supplierId');
  });

  it('says the to-do information is empty, in CN and EN', async () => {
    const cn = await t.call(SAVE, { supplierId: s1.id, pendingTitle: '   ' }, { certificate: buyer, lang: 'CN' });
    expect(cn.statusCode).toBe(400);
    expect(cn.body.msg).toBe('待办信息为空');
    const en = await t.call(SAVE, { supplierId: s1.id }, { certificate: buyer, lang: 'EN' });
    expect(en.body.msg).toBe('The to-do information is empty');
  });

  it('refuses an unknown supplier (404) and one that is not enabled (409)', async () => {
    const unknown = await t.call(SAVE, { supplierId: 999999, pendingTitle: 'x' }, { certificate: buyer, lang: 'EN' });
    expect(unknown.statusCode).toBe(404);
    await t.database.db.update(suppliers).set({ supplierStatus: 'FROZEN' }).where(eq(suppliers.id, s2.id));
    try {
      const frozen = await t.call(SAVE, { supplierId: s2.id, pendingTitle: 'x' }, { certificate: buyer, lang: 'EN' });
      expect(frozen.statusCode).toBe(409);
      expect(frozen.body.msg).toContain(s2.supplierName);
    } finally {
      await t.database.db.update(suppliers).set({ supplierStatus: 'EFFECTIVE' }).where(eq(suppliers.id, s2.id));
    }
  });

  it('a supplier user cannot send a to-do', async () => {
    const res = await t.call(SAVE, { supplierId: s1.id, pendingTitle: 'x' }, { certificate: supplier1 });
    expect(res.statusCode).toBe(403);
  });

  it('sends one, of type SUPPLIER_TODO, that the sender lists with the supplier', async () => {
    const res = await t.call(
      SAVE,
      {
        supplierId: s1.id,
        supplierNum: s1.supplierNumber,
        supplierName: s1.supplierName,
        pendingTitle: ' 请确认三月交期 ',
      },
      { certificate: buyer },
    );
    expect(res.body.status).toBe('S');
    const id = res.body.data.pendingId;
    const mine = await list(buyer, { handleFlag: 'N', searchParams: { supplierId: s1.id } });
    const row = mine.body.data.find((r: { pendingId: number }) => r.pendingId === id);
    expect(row).toMatchObject({
      pendingTitle: '请确认三月交期',
      billType: 'SUPPLIER_TODO',
      handleFlag: 'N',
      cancelFlag: 'N',
      supplierId: s1.id,
      supplierNum: 'S000001',
      supplierName: s1.supplierName,
    });
    // The supplier filter of an internal user keeps to that supplier.
    expect(ids(await list(buyer, { searchParams: { supplierId: s2.id } }))).not.toContain(id);
  });
});

describe("a supplier sees only its own supplier's to-dos", () => {
  let written: number;
  beforeAll(async () => {
    const res = await t.call(
      SAVE,
      { supplierId: s1.id, pendingTitle: 'Confirm the April forecast' },
      { certificate: buyer },
    );
    written = res.body.data.pendingId;
  });

  it('supplier1 lists them with every field of spec §3', async () => {
    const res = await list(supplier1, { handleFlag: 'N', cancelFlag: 'N' });
    expect(res.body.status).toBe('S');
    expect(ids(res)).toEqual(expect.arrayContaining([written, orderTodo]));
    expect(res.body.data.every((r: { supplierId: number }) => r.supplierId === s1.id)).toBe(true);
    const order = res.body.data.find((r: { pendingId: number }) => r.pendingId === orderTodo);
    for (const key of [
      'pendingId',
      'pendingTitle',
      'billType',
      'creationDate',
      'handleDate',
      'handleUser',
      'handleFlag',
      'cancelFlag',
      'billLink',
      'billParams',
      'billId',
      'billNumber',
      'menuCode',
      'menuName',
      'supplierId',
      'supplierNum',
      'supplierName',
    ]) {
      expect(order).toHaveProperty(key);
    }
    expect(order).toMatchObject({
      billId: 4242,
      billNumber: 'PO0001',
      billParams: { billId: 4242 },
      menuName: 'My purchase orders',
    });
  });

  it('filters by bill type, title and creation date', async () => {
    expect(ids(await list(supplier1, { searchParams: { billType: 'PO_ORDER' } }))).toEqual([orderTodo]);
    expect(ids(await list(supplier1, { searchParams: { pendingTitle: 'april' } }))).toEqual([written]);
    expect(ids(await list(supplier1, { searchParams: { creationDateTo: '2000-01-01' } }))).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      ids(await list(supplier1, { searchParams: { creationDateFrom: '2000-01-01', creationDateTo: '2999-01-01' } })),
    ).toContain(written);
    expect(today).toMatch(/^\d{4}/);
  });

  it('supplier2 never sees them, nor can handle them (404)', async () => {
    const res = await list(supplier2);
    expect(res.body.status).toBe('S');
    expect(ids(res)).not.toContain(written);
    expect(ids(res)).not.toContain(orderTodo);
    // A supplier filter for another supplier does not widen a supplier user's list.
    expect(ids(await list(supplier2, { searchParams: { supplierId: s1.id } }))).toEqual([]);
    const done = await t.call(DONE, { pendingId: written, handleFlag: 'Y' }, { certificate: supplier2 });
    expect(done.statusCode).toBe(404);
    const save = await t.call(SAVE, { pendingId: written, handleFlag: 'Y' }, { certificate: supplier2 });
    expect(save.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(supplierPendings).where(eq(supplierPendings.id, written));
    expect(row.handleFlag).toBe('N');
  });

  it('an internal user cannot handle a supplier to-do', async () => {
    const res = await t.call(DONE, { pendingId: written, handleFlag: 'Y' }, { certificate: buyer, lang: 'EN' });
    expect(res.statusCode).toBe(403);
    expect(res.body.msg).toBe('Only supplier users can handle a to-do');
  });

  it('supplier1 handles it (handleFlag Y, handleUser); a second time answers S and changes nothing', async () => {
    const res = await t.call(DONE, { pendingId: written, handleFlag: 'Y' }, { certificate: supplier1 });
    expect(res.body.status).toBe('S');
    const done = await list(supplier1, { handleFlag: 'Y' });
    const row = done.body.data.find((r: { pendingId: number }) => r.pendingId === written);
    expect(row.handleFlag).toBe('Y');
    expect(row.handleUser).toBeTruthy();
    expect(row.handleDate).toBeTruthy();
    expect(ids(await list(supplier1, { handleFlag: 'N' }))).not.toContain(written);

    const [before] = await t.database.db.select().from(supplierPendings).where(eq(supplierPendings.id, written));
    const again = await t.call(DONE, { pendingId: written, handleFlag: 'Y' }, { certificate: supplier1 });
    expect(again.body.status).toBe('S');
    const [after] = await t.database.db.select().from(supplierPendings).where(eq(supplierPendings.id, written));
    expect(after.handleDate?.getTime()).toBe(before.handleDate?.getTime());
    expect(after.version).toBe(before.version);
  });

  it('saveOrUpdate with handleFlag Y handles too; a supplier cannot rewrite a to-do', async () => {
    const sent = await t.call(
      SAVE,
      { supplierId: s1.id, pendingTitle: 'Sign the quality agreement' },
      { certificate: buyer },
    );
    const id = sent.body.data.pendingId;
    const rewrite = await t.call(SAVE, { pendingId: id, pendingTitle: 'changed' }, { certificate: supplier1 });
    expect(rewrite.statusCode).toBe(403);
    const res = await t.call(SAVE, { pendingId: id, handleFlag: 'Y' }, { certificate: supplier1 });
    expect(res.body.status).toBe('S');
    const [row] = await t.database.db.select().from(supplierPendings).where(eq(supplierPendings.id, id));
    expect(row.handleFlag).toBe('Y');
  });
});

describe('to-dos opened and closed by documents', () => {
  it('handles and cancels only the open items of a document', async () => {
    const db = t.database.db;
    const a = await db.transaction((tx) =>
      openSupplierPending(tx, {
        supplierId: s2.id,
        pendingTitle: 'Delivery DN1',
        billType: 'DELIVERY_NOTE',
        billId: 77,
        createdBy: null,
      }),
    );
    const b = await db.transaction((tx) =>
      openSupplierPending(tx, {
        supplierId: s2.id,
        pendingTitle: 'Plan P1',
        billType: 'PUR_PURCHASE_MRP_PLAN',
        billId: 78,
        createdBy: null,
      }),
    );
    expect(
      await db.transaction((tx) =>
        handleSupplierPendings(tx, { billType: 'DELIVERY_NOTE', billId: 77, supplierId: s1.id, userId: 1 }),
      ),
    ).toBe(0);
    expect(
      await db.transaction((tx) => handleSupplierPendings(tx, { billType: 'DELIVERY_NOTE', billId: 77, userId: 1 })),
    ).toBe(1);
    expect(
      await db.transaction((tx) => handleSupplierPendings(tx, { billType: 'DELIVERY_NOTE', billId: 77, userId: 1 })),
    ).toBe(0);
    expect(
      await db.transaction((tx) => cancelSupplierPendings(tx, { billType: 'DELIVERY_NOTE', billId: 77, userId: 1 })),
    ).toBe(0);
    expect(
      await db.transaction((tx) =>
        cancelSupplierPendings(tx, { billType: 'PUR_PURCHASE_MRP_PLAN', billId: 78, userId: 1 }),
      ),
    ).toBe(1);
    const rows = await db.select().from(supplierPendings).where(eq(supplierPendings.supplierId, s2.id));
    expect(rows.find((r) => r.id === a)).toMatchObject({ handleFlag: 'Y', cancelFlag: 'N', handleUserId: 1 });
    expect(rows.find((r) => r.id === b)).toMatchObject({ handleFlag: 'N', cancelFlag: 'Y' });
    // A cancelled item cannot be handled by the supplier.
    const res = await t.call(DONE, { pendingId: b, handleFlag: 'Y' }, { certificate: supplier2, lang: 'EN' });
    expect(res.statusCode).toBe(409);
    expect(res.body.msg).toBe('This to-do has been cancelled');
    // supplier2 sees its own, supplier1 does not.
    expect(ids(await list(supplier2))).toEqual(expect.arrayContaining([a, b]));
    expect(ids(await list(supplier1))).not.toContain(a);
  });
});

describe('to-do bill types', () => {
  it('every seeded SYS_TOBEDO type knows how it opens, and SUPPLIER_TODO is seeded', async () => {
    const res = await t.call(
      '/api/baseServer/v1/baseLookupValuesRestful/findByTypes',
      { lookupTypes: ['SYS_TOBEDO'] },
      { certificate: buyer, lang: 'EN' },
    );
    const codes: string[] = res.body.data.SYS_TOBEDO.map((v: { lookupCode: string }) => v.lookupCode);
    expect(codes).toContain('SUPPLIER_TODO');
    expect(res.body.data.SYS_TOBEDO.find((v: { lookupCode: string }) => v.lookupCode === 'SUPPLIER_TODO').meaning).toBe(
      'Supplier to-do',
    );
    expect(codes.filter((code) => !Object.hasOwn(TODO_BILL_TYPES, code))).toEqual([]);
  });
});

describe('external systems and the supplier list', () => {
  it('qryExternalSystem lists the enabled links in order, in the request language', async () => {
    const en = await t.call(EXTERNAL, {}, { certificate: supplier1, lang: 'EN' });
    expect(en.body.status).toBe('S');
    expect(en.body.data).toEqual([
      { sysName: 'SAP supplier portal', sysUrl: 'http://localhost:8081/sap/portal' },
      { sysName: 'E-invoice platform', sysUrl: 'http://localhost:8082/einvoice' },
    ]);
    const cn = await t.call(EXTERNAL, undefined, { certificate: buyer, lang: 'CN' });
    expect(cn.body.data[0].sysName).toBe('SAP 供应商门户');
    const anonymous = await t.call(EXTERNAL, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('supplierInfo listByPage is for internal users, searched by name or number', async () => {
    expect((await t.call(SUPPLIERS, {}, { certificate: supplier1 })).statusCode).toBe(403);
    const all = await t.call(SUPPLIERS, {}, { certificate: buyer });
    expect(all.body.data.map((r: { supplierNum: string }) => r.supplierNum)).toEqual(
      expect.arrayContaining(['S000001', 'S000002']),
    );
    const byNum = await t.call(SUPPLIERS, { searchParams: { supplierNum: '0002' } }, { certificate: admin });
    expect(byNum.body.data).toEqual([
      expect.objectContaining({ supplierId: s2.id, supplierNum: 'S000002', supplierName: s2.supplierName }),
    ]);
    const byName = await t.call(SUPPLIERS, { searchParams: { supplierName: '苏州' } }, { certificate: buyer });
    expect(byName.body.data.map((r: { supplierId: number }) => r.supplierId)).toEqual([s1.id]);
  });
});
