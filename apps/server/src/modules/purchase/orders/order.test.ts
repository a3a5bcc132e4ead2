import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrderKit, type Order, type OrderKit, orderBody, PO, ref } from './orderKit.ts';

/**
 * The purchase order between buyer and supplier: numbers and totals with tax, approval, publishing
 * (the supplier sees nothing before), the supplier's confirmation and refusal with their to-dos,
 * alteration with its differences, SAP outbox, cancel and close, and what other suppliers and
 * internal users without the menu get.
 */

let k: OrderKit;
beforeAll(async () => {
  k = await createOrderKit();
});
afterAll(async () => k?.t.close());
beforeEach(() => {
  k.flow.chain = [k.ids.approverUser];
});

const draft = async (overrides: Record<string, unknown> = {}): Promise<Order> => {
  const res = await k.call(`${PO}/saveOrUpdate`, orderBody(k, overrides), k.cert.buyer);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const find = async (o: Order, who = k.cert.buyer) => k.call(`${PO}/findById`, { orderId: o.orderId }, who);
const step = async (o: Order, action: string, who: string, extra: object = {}): Promise<Order> => {
  const res = await k.call(`${PO}/${action}`, ref(o, extra), who);
  expect(res.statusCode, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
};
const approved = async (o?: Order) => {
  const submitted = await step(o ?? (await draft()), 'doSubmit', k.cert.buyer);
  return step(submitted, 'doApproval', k.cert.approver);
};
const published = async () => step(await approved(), 'publish', k.cert.buyer);

describe('saving an order', () => {
  it('numbers it PO + date + 4 digits, records the library prices and computes amounts, tax and totals with tax', async () => {
    const o = await draft();
    // Typed at the library's 4.85 and 18.5 at 13 %: kept, with their entries and the library's price beside them.
    expect(o.lines.map((l) => [l.price, l.taxRate, l.libraryPrice])).toEqual([
      ['4.850000', '13.00', '4.850000'],
      ['18.500000', '13.00', '18.500000'],
    ]);
    expect(o.lines.every((l) => typeof l.priceEntryId === 'number')).toBe(true);
    expect(o.orderNumber).toMatch(/^PO\d{6}\d{4}$/);
    expect(o.status).toBe('DRAFT');
    expect(o.exchangeRate).toMatch(/^1(\.0+)?$/);
    // 10 × 4.85 = 48.50, tax 6.305 → 6.31 (half up); 4 × 18.5 = 74.00, tax 9.62
    expect(o.lines.map((l) => [l.amount, l.taxAmount])).toEqual([
      ['48.50', '6.31'],
      ['74.00', '9.62'],
    ]);
    expect([o.totalAmount, o.totalTax, o.totalWithTax]).toEqual(['122.50', '15.93', '138.43']);
    expect(o.supplierName).toBeTruthy();
    expect(o.lines[0].openQuantity).toBe('10.0000');
  });

  it('answers field errors in both languages', async () => {
    const body = orderBody(k, { orderDate: '2026-02-30', lines: [{ ...orderBody(k).lines[0], quantity: '-1' }] });
    const en = await k.call(`${PO}/saveOrUpdate`, body, k.cert.buyer);
    expect(en.statusCode).toBe(400);
    const fields = Object.fromEntries(en.body.data.errors.map((e: any) => [e.field, e.message]));
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['orderDate', 'lines.0.quantity']));
    const cn = await k.call(`${PO}/saveOrUpdate`, body, k.cert.buyer, { lang: 'CN' });
    const cnFields = Object.fromEntries(cn.body.data.errors.map((e: any) => [e.field, e.message]));
    expect(cnFields.orderDate).not.toBe(fields.orderDate);
    expect(cnFields.orderDate).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a supplier that may not trade (blacklisted or frozen) with its message', async () => {
    await k.t.database.db.execute(
      sql`update srm_pos_supplier_info set supplier_status = 'FROZEN' where id = ${k.supplier2Id}`,
    );
    try {
      const res = await k.call(`${PO}/saveOrUpdate`, orderBody(k, { supplierId: k.supplier2Id }), k.cert.buyer);
      expect(res.statusCode).toBe(400);
      const error = res.body.data.errors.find((e: any) => e.field === 'lines.0.materialId');
      expect(error.message).toMatch(/frozen/i);
    } finally {
      await k.t.database.db.execute(
        sql`update srm_pos_supplier_info set supplier_status = 'EFFECTIVE' where id = ${k.supplier2Id}`,
      );
    }
  });

  it('refuses a line whose supplier is not on the approved supplier list, with the sources message', async () => {
    const en = await k.call(`${PO}/saveOrUpdate`, orderBody(k, { supplierId: k.supplier2Id }), k.cert.buyer);
    expect(en.statusCode).toBe(400);
    const fields = en.body.data.errors.map((e: any) => e.field);
    expect(fields).toEqual(['lines.0.materialId', 'lines.1.materialId']);
    expect(en.body.data.errors[0].message).toContain('M-STEEL-Q235-10');
    const cn = await k.call(`${PO}/saveOrUpdate`, orderBody(k, { supplierId: k.supplier2Id }), k.cert.buyer, {
      lang: 'CN',
    });
    expect(cn.body.data.errors[0].message).toMatch(/[\u4e00-\u9fff]/);
    expect(cn.body.data.errors[0].message).not.toBe(en.body.data.errors[0].message);
  });

  it('is 403 for an internal user without the order menu and for a supplier creating one', async () => {
    expect((await k.call(`${PO}/saveOrUpdate`, orderBody(k), k.finance)).statusCode).toBe(403);
    expect((await k.call(`${PO}/listByPage`, {}, k.finance)).statusCode).toBe(403);
    expect((await k.call(`${PO}/saveOrUpdate`, orderBody(k), k.cert.supplier1)).statusCode).toBe(403);
  });
});

describe('publishing and the supplier', () => {
  it('hides a draft and an approved order from the supplier until it is published, then opens its to-do', async () => {
    const o = await draft();
    expect((await find(o, k.cert.supplier1)).statusCode).toBe(404);
    const ok = await approved(o);
    expect(ok.status).toBe('APPROVED');
    expect((await find(o, k.cert.supplier1)).statusCode).toBe(404);
    const p = await step(ok, 'publish', k.cert.buyer);
    expect(p.status).toBe('NO_CONFIRMED');
    const seen = await find(o, k.cert.supplier1);
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data._actions).toEqual(expect.arrayContaining(['confirm', 'refuse', 'print']));
    expect(seen.body.data._actions).not.toContain('edit');
    const list = await k.call(`${PO}/listByPage`, { searchParams: {}, pageIndex: 1, pageRows: 100 }, k.cert.supplier1);
    expect(list.body.data.map((r: any) => r.orderId)).toContain(o.orderId);
    const todos = await k.rows<{ n: number }>(
      sql`select count(*)::int as n from srm_base_supplier_pending where bill_type = 'PO_ORDER' and bill_id = ${o.orderId}
        and supplier_id = ${k.ids.supplier1} and handle_flag = 'N' and cancel_flag = 'N'`,
    );
    expect(todos[0].n).toBe(1);
  });

  it('gives supplier2 404 on every call about supplier1 orders and never lists them', async () => {
    const o = await published();
    const id = { orderId: o.orderId };
    for (const [action, body] of [
      ['findById', id],
      ['listHistory', id],
      ['findByIdToPrint', id],
      ['printFindByIds', { ids: [o.orderId] }],
      ['updatePrintFlagById', id],
      ['confirm', ref(o)],
      ['supplierConfirm', ref(o)],
      ['refuse', ref(o, { comment: 'no' })],
    ] as const) {
      const res = await k.call(`${PO}/${action}`, body, k.supplier2);
      expect(res.statusCode, action).toBe(404);
    }
    const list = await k.call(`${PO}/listByPage`, { searchParams: {}, pageIndex: 1, pageRows: 100 }, k.supplier2);
    expect(list.statusCode).toBe(200);
    expect(list.body.data.every((r: any) => r.supplierId === k.supplier2Id)).toBe(true);
  });

  it('lets only a user of the supplier confirm: an internal user holding every button gets 403', async () => {
    const o = await published();
    expect((await k.call(`${PO}/confirm`, ref(o), k.cert.admin)).statusCode).toBe(403);
    expect((await k.call(`${PO}/supplierConfirm`, ref(o), k.cert.buyer)).statusCode).toBe(403);
    expect((await find(o)).body.data._actions).not.toContain('confirm');
  });

  it('confirms with promised dates, handles the to-do, and 20 confirmations at once confirm once', async () => {
    const o = await published();
    const lines = o.lines.map((l) => ({ lineId: l.lineId, promisedDate: l.needByDate }));
    lines[0].promisedDate = '2099-01-31';
    const results = await Promise.all(
      Array.from({ length: 20 }, () => k.call(`${PO}/supplierConfirm`, ref(o, { lines }), k.cert.supplier1)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const done = (await find(o)).body.data;
    expect(done.status).toBe('CONFIRMED');
    expect(done.lines[0].promisedDate).toBe('2099-01-31');
    const todos = await k.rows<{ handle_flag: string }>(
      sql`select handle_flag from srm_base_supplier_pending where bill_type = 'PO_ORDER' and bill_id = ${o.orderId}`,
    );
    expect(todos.map((t) => t.handle_flag)).toEqual(['Y']);
    const h = await k.call(`${PO}/listHistory`, { orderId: o.orderId }, k.cert.supplier1);
    expect(h.statusCode, JSON.stringify(h.body)).toBe(200);
    const history = h.body.data;
    expect(history[history.length - 1]).toMatchObject({
      action: 'confirm',
      fromStatus: 'NO_CONFIRMED',
      toStatus: 'CONFIRMED',
    });
  });

  it('refuses a promised date before the order date, in both languages', async () => {
    const o = await published();
    const body = ref(o, { lines: [{ lineId: o.lines[0].lineId, promisedDate: '2000-01-01' }] });
    const en = await k.call(`${PO}/supplierConfirm`, body, k.cert.supplier1);
    expect(en.statusCode).toBe(400);
    expect(en.body.data.errors[0]).toEqual({
      field: 'lines.0.promisedDate',
      message: 'The promised date cannot be before the order date',
    });
    const cn = await k.call(`${PO}/supplierConfirm`, body, k.cert.supplier1, { lang: 'CN' });
    expect(cn.body.data.errors[0].message).toBe('承诺交期不能早于订单日期');
  });

  it('needs a reason to refuse; a refusal is REJECTED with the reason and a to-do for the buyer', async () => {
    const o = await published();
    const bare = await k.call(`${PO}/refuse`, ref(o), k.cert.supplier1);
    expect(bare.statusCode).toBe(400);
    expect(bare.body.data.errors[0].field).toBe('comment');
    const refused = await step(o, 'refuse', k.cert.supplier1, { comment: 'Price too low' });
    expect(refused.status).toBe('REJECTED');
    const seen = (await find(o)).body.data;
    expect(seen.refuseReason).toBe('Price too low');
    expect(seen._actions).toEqual(expect.arrayContaining(['edit', 'submit']));
    const todos = await k.rows<{ receiver_user_id: number; pending_title: string }>(
      sql`select receiver_user_id, pending_title from srm_interior_pending where bill_type = 'PO_ORDER'
        and bill_id = ${o.orderId} and handle_flag = 'N'`,
    );
    expect(todos).toHaveLength(1);
    expect(todos[0].pending_title).toContain('Price too low');
    // Submitted again, the buyer's refusal to-do is done.
    await step(seen, 'doSubmit', k.cert.buyer);
    const open = await k.rows(
      sql`select id from srm_interior_pending where bill_type = 'PO_ORDER' and bill_id = ${o.orderId} and handle_flag = 'N'`,
    );
    expect(open).toHaveLength(0);
  });
});

describe('alteration, SAP, close and cancel', () => {
  it('queues the approved order to SAP and each approved alteration again, with its revision', async () => {
    const o = await approved();
    const outbox = await k.rows<{ payload: any }>(
      sql`select payload from base_integration_outbox where target = 'SAP' and bill_type = 'PO_ORDER' and doc_id = ${o.orderId} order by id`,
    );
    expect(outbox).toHaveLength(1);
    expect(outbox[0].payload).toMatchObject({ action: 'CREATE', orderNumber: o.orderNumber, revision: 0 });
    expect(outbox[0].payload.lines).toHaveLength(2);
  });

  it('alters a confirmed order: the differences are in the history and the supplier confirms the change', async () => {
    const p = await published();
    const c = await step(p, 'confirm', k.cert.supplier1);
    const bare = await k.call(`${PO}/alter`, ref(c), k.cert.buyer);
    expect(bare.statusCode).toBe(400);
    const changing = await step(c, 'alter', k.cert.buyer, { comment: 'More plates' });
    expect(changing).toMatchObject({ status: 'CHANGING', revision: 1 });
    const body = orderBody(k, { orderId: c.orderId, version: changing.version });
    body.lines = changing.lines.map((l: any, i: number) => ({
      ...(orderBody(k).lines[i] as object),
      lineId: l.lineId,
      quantity: i === 0 ? '25' : l.quantity,
    })) as never;
    const edited = (await k.call(`${PO}/saveOrUpdate`, body, k.cert.buyer)).body.data as Order;
    expect(edited.lines[0].amount).toBe('121.25');
    const again = await step(await step(edited, 'doSubmit', k.cert.buyer), 'doApproval', k.cert.approver);
    expect(again.status).toBe('APPROVED');
    const republished = await step(again, 'publish', k.cert.buyer);
    const history = (await k.call(`${PO}/listHistory`, { orderId: p.orderId }, k.cert.supplier1)).body.data;
    const edit = [...history].reverse().find((h: any) => h.action === 'edit');
    expect(edit.changes.lines[0].fields).toEqual([
      expect.objectContaining({ field: 'quantity', before: '10.0000', after: '25.0000' }),
      expect.objectContaining({ field: 'amount' }),
      expect.objectContaining({ field: 'taxAmount' }),
    ]);
    const sap = await k.rows<{ payload: any }>(
      sql`select payload from base_integration_outbox where bill_type = 'PO_ORDER' and doc_id = ${p.orderId} order by id`,
    );
    expect(sap.map((r) => r.payload.action)).toEqual(['CREATE', 'CHANGE']);
    const titles = await k.rows<{ pending_title: string }>(
      sql`select pending_title from srm_base_supplier_pending where bill_type = 'PO_ORDER' and bill_id = ${p.orderId}
        and handle_flag = 'N' and cancel_flag = 'N'`,
    );
    expect(titles.map((t) => t.pending_title)).toEqual([`请确认采购订单 ${p.orderNumber} 的变更`]);
    const confirmed = await step(republished, 'confirm', k.cert.supplier1);
    expect(confirmed.status).toBe('CONFIRMED');
  });

  it('closes a confirmed order and its lines', async () => {
    const c = await step(await published(), 'confirm', k.cert.supplier1);
    const closed = await step(c, 'close', k.cert.buyer);
    expect(closed.status).toBe('CLOSED');
    expect(closed.lines.map((l) => [l.lineStatus, l.openQuantity])).toEqual([
      ['CLOSED', '0'],
      ['CLOSED', '0'],
    ]);
  });

  it('cancels an order only while nothing of it was shipped or received', async () => {
    const c = await step(await published(), 'confirm', k.cert.supplier1);
    await k.t.database.db.execute(sql`update srm_po_line set shipped_quantity = 1 where order_id = ${c.orderId}`);
    const refused = await k.call(`${PO}/doAbolish`, ref(c), k.cert.buyer);
    expect(refused.statusCode).toBe(409);
    await k.t.database.db.execute(sql`update srm_po_line set shipped_quantity = 0 where order_id = ${c.orderId}`);
    const cancelled = await step(c, 'doAbolish', k.cert.buyer);
    expect(cancelled.status).toBe('ABOLISHED');
  });
});

describe('what the approver may do on an order (issue 15)', () => {
  it('is offered neither publish nor void, and the server refuses both with 403', async () => {
    const o = await approved();
    const seenApproved = (await find(o, k.cert.approver)).body.data as Order;
    expect(seenApproved._actions).not.toContain('publish');
    expect(seenApproved._actions).not.toContain('abolish');
    const publish = await k.call(`${PO}/publish`, ref(o), k.cert.approver);
    expect(publish.statusCode).toBe(403);

    const awaiting = await step(o, 'publish', k.cert.buyer);
    expect(awaiting.status).toBe('NO_CONFIRMED');
    const seenAwaiting = (await find(awaiting, k.cert.approver)).body.data as Order;
    expect(seenAwaiting._actions).not.toContain('abolish');
    const voided = await k.call(`${PO}/doAbolish`, ref(awaiting), k.cert.approver);
    expect(voided.statusCode).toBe(403);
    expect((await find(awaiting)).body.data.status).toBe('NO_CONFIRMED');
    // The buyer who holds the button still may.
    expect((await find(awaiting)).body.data._actions).toContain('abolish');
  });
});
