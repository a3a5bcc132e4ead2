import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrderLines, purchaseOrders } from '../orderSchema.ts';
import { inDays } from '../testKit.ts';
import { confirmedOrder, createDeliveryKit, type DeliveryKit, NOTE, noteBody, orderLine } from './deliveryTestKit.ts';

let k: DeliveryKit;
beforeAll(async () => {
  k = await createDeliveryKit();
}, 120_000);
afterAll(async () => k?.t.close());

/** Creates a draft note of supplier1 and answers its record. */
async function draft(lines: { orderLineId: number; quantity: string; packageCount?: number }[]) {
  const res = await k.call(`${NOTE}/saveOrUpdate`, noteBody(k, lines), k.cert.supplier1);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Record<string, unknown> & {
    deliveryNoteId: number;
    version: number;
    lines: { lineId: number }[];
  };
}

async function ship(note: { deliveryNoteId: number; version: number }) {
  const res = await k.call(
    `${NOTE}/ship`,
    { deliveryNoteId: note.deliveryNoteId, version: note.version },
    k.cert.supplier1,
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Record<string, unknown> & {
    deliveryNoteId: number;
    version: number;
    lines: { lineId: number }[];
  };
}

describe('delivery notes', () => {
  it('the supplier writes a note against its confirmed order line: number, supplier, material from the order line', async () => {
    const order = await confirmedOrder(k, ['100']);
    const note = await draft([{ orderLineId: order.lineIds[0], quantity: '40', packageCount: 2 }]);
    expect(String(note.deliveryNoteNumber)).toMatch(/^DN\d{6}\d{4}$/);
    expect(note.status).toBe('DRAFT');
    expect(note.supplierId).toBe(k.ids.supplier1);
    const [line] = note.lines as unknown as Record<string, unknown>[];
    expect(line.materialId).toBe(k.ids.plate);
    expect(line.unitCode).toBe('KG');
    expect(line.orderLineLabel).toBe(`${order.orderNumber} / 1`);
    expect(note._actions).toEqual(expect.arrayContaining(['edit', 'delete', 'ship', 'cancel', 'print']));
    expect(note._actions).not.toContain('receive');
  });

  it('an internal user cannot create a note; a note over the open quantity is refused in both languages', async () => {
    const order = await confirmedOrder(k, ['10']);
    const buyer = await k.call(
      `${NOTE}/saveOrUpdate`,
      noteBody(k, [{ orderLineId: order.lineIds[0], quantity: '1' }]),
      k.cert.buyer,
    );
    expect(buyer.statusCode).toBe(403);
    const en = await k.call(
      `${NOTE}/saveOrUpdate`,
      noteBody(k, [{ orderLineId: order.lineIds[0], quantity: '10.5' }]),
      k.cert.supplier1,
    );
    expect(en.statusCode).toBe(400);
    expect(JSON.stringify(en.body)).toContain(
      'Line 1: 10.5 is more than the open quantity 10 of the order line (over-delivery tolerance 0%)',
    );
    const cn = await k.call(
      `${NOTE}/saveOrUpdate`,
      noteBody(k, [{ orderLineId: order.lineIds[0], quantity: '10.5' }]),
      k.cert.supplier1,
      { lang: 'CN' },
    );
    expect(JSON.stringify(cn.body)).toContain('第 1 行：数量 10.5 超过订单行可送数量 10（超交容差 0%）');
  });

  it('the tolerance profile lets a note ship a little more; lines of unconfirmed or other suppliers’ orders are refused', async () => {
    const order = await confirmedOrder(k, ['10']);
    await k.t.database.db.execute(
      sql`insert into base_profile (profile_code, profile_name, value_type, scope_type, profile_value) values ('PUR_OVER_DELIVERY_TOLERANCE_PERCENT', 'tolerance', 'NUMBER', 'SYSTEM', '10')`,
    );
    const { clearProfileCache } = await import('../../../platform/profiles/profiles.ts');
    clearProfileCache(k.t.database.db);
    try {
      await draft([{ orderLineId: order.lineIds[0], quantity: '11' }]);
      const over = await k.call(
        `${NOTE}/saveOrUpdate`,
        noteBody(k, [{ orderLineId: order.lineIds[0], quantity: '11.1' }]),
        k.cert.supplier1,
      );
      expect(over.statusCode).toBe(400);
      expect(JSON.stringify(over.body)).toContain('open quantity 11 of the order line (over-delivery tolerance 10%)');
    } finally {
      await k.t.database.db.execute(
        sql`delete from base_profile where profile_code = 'PUR_OVER_DELIVERY_TOLERANCE_PERCENT'`,
      );
      clearProfileCache(k.t.database.db);
    }
    const draftOrder = await confirmedOrder(k, ['10'], { status: 'APPROVED' });
    const other = await confirmedOrder(k, ['10'], { supplierId: k.supplier2Id });
    for (const id of [draftOrder.lineIds[0], other.lineIds[0]]) {
      const res = await k.call(
        `${NOTE}/saveOrUpdate`,
        noteBody(k, [{ orderLineId: id, quantity: '1' }]),
        k.cert.supplier1,
      );
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.body)).toContain('not an open line of a confirmed order of this supplier');
    }
  });

  it('shipping moves shippedQuantity and opens the buyer’s to-do; cancel gives it back; ship checks the open quantity again', async () => {
    const order = await confirmedOrder(k, ['100']);
    const a = await draft([{ orderLineId: order.lineIds[0], quantity: '60' }]);
    const b = await draft([{ orderLineId: order.lineIds[0], quantity: '60' }]);
    const shipped = await ship(a);
    expect(shipped.status).toBe('SUBMITTED');
    expect((await orderLine(k, order.lineIds[0])).shipped).toBe(60);
    const todo = (await k.t.database.db.execute(
      sql`select receiver_user_id from srm_interior_pending where bill_type = 'DELIVERY_NOTE' and bill_id = ${a.deliveryNoteId} and handle_flag = 'N' and cancel_flag = 'N'`,
    )) as unknown as { rows: { receiver_user_id: number }[] };
    expect(todo.rows.map((r) => r.receiver_user_id)).toEqual([k.buyerUser]);
    // b was saved while 100 were open; at ship only 40 are.
    const late = await k.call(
      `${NOTE}/ship`,
      { deliveryNoteId: b.deliveryNoteId, version: b.version },
      k.cert.supplier1,
    );
    expect(late.statusCode).toBe(400);
    expect(JSON.stringify(late.body)).toContain('open quantity 40');
    expect((await orderLine(k, order.lineIds[0])).shipped).toBe(60);
    const cancelled = await k.call(
      `${NOTE}/cancel`,
      { deliveryNoteId: a.deliveryNoteId, version: shipped.version },
      k.cert.supplier1,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body.data.status).toBe('ABOLISHED');
    expect((await orderLine(k, order.lineIds[0])).shipped).toBe(0);
    await ship(b);
    expect((await orderLine(k, order.lineIds[0])).shipped).toBe(60);
  });

  it('supplier2 gets 404 on every call of supplier1’s note and never sees it listed', async () => {
    const order = await confirmedOrder(k, ['10']);
    const note = await draft([{ orderLineId: order.lineIds[0], quantity: '5' }]);
    const ref = { deliveryNoteId: note.deliveryNoteId, version: note.version };
    for (const [action, body] of [
      ['findById', { deliveryNoteId: note.deliveryNoteId }],
      ['listHistory', { deliveryNoteId: note.deliveryNoteId }],
      ['saveOrUpdate', { ...noteBody(k, [{ orderLineId: order.lineIds[0], quantity: '1' }]), ...ref }],
      ['delete', ref],
      ['ship', ref],
      ['cancel', ref],
      ['labelData', { deliveryNoteIds: [note.deliveryNoteId] }],
      ['findByIdToPrint', { deliveryNoteId: note.deliveryNoteId }],
      ['updatePrintFlagById', { deliveryNoteId: note.deliveryNoteId }],
    ] as const) {
      const res = await k.call(`${NOTE}/${action}`, body, k.supplier2);
      expect(res.statusCode, action).toBe(404);
    }
    const list = await k.call(`${NOTE}/listByPage`, { searchParams: {}, pageIndex: 1, pageRows: 100 }, k.supplier2);
    expect(list.statusCode).toBe(200);
    expect((list.body.data as { supplierId: number }[]).every((r) => r.supplierId === k.supplier2Id)).toBe(true);
    const lines = await k.call(`${NOTE}/listOpenOrderLines`, {}, k.supplier2);
    expect((lines.body.data as { orderLineId: number }[]).some((l) => l.orderLineId === order.lineIds[0])).toBe(false);
    // The internal user without the menu: 403.
    const approver = await k.call(
      `${NOTE}/listByPage`,
      { searchParams: {}, pageIndex: 1, pageRows: 10 },
      k.cert.approver,
    );
    expect(approver.statusCode).toBe(403);
  });

  it('the open-line picker applies the caller’s scope before its 200-row limit', async () => {
    // 201 open lines of supplier2's order of South China OU (outside the buyer's scope), sorted first.
    const db = k.t.database.db;
    const [south] = await db
      .insert(purchaseOrders)
      .values({
        orderNumber: 'PA-SOUTH-0001',
        status: 'CONFIRMED',
        orgId: k.ids.south,
        supplierId: k.supplier2Id,
        currencyCode: 'CNY',
        orderDate: inDays(0),
        publishDate: new Date(),
        confirmDate: new Date(),
        createdBy: k.buyerUser,
      })
      .returning({ id: purchaseOrders.id });
    await db.insert(purchaseOrderLines).values(
      Array.from({ length: 201 }, (_, i) => ({
        orderId: south.id,
        lineNumber: i + 1,
        materialId: k.ids.plate,
        itemDescription: 'Q235 plate 10 mm',
        categoryId: k.ids.steel,
        quantity: '1',
        unitCode: 'KG',
        price: '4.8',
        amount: '0',
        needByDate: inDays(10),
      })),
    );
    const east = await confirmedOrder(k, ['7'], { supplierId: k.supplier2Id });
    const picked = async (who: string, body: object) => {
      const res = await k.call(`${NOTE}/listOpenOrderLines`, body, who);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { orderLineId: number; orgId: number; supplierId: number }[];
    };
    const buyer = await picked(k.cert.buyer, { supplierId: k.supplier2Id });
    expect(buyer.map((l) => l.orderLineId)).toContain(east.lineIds[0]);
    expect(buyer.every((l) => l.orgId === k.ids.east)).toBe(true);
    // The supplier's own lines, South's included (its scope is its supplier, not an organisation).
    const supplier = await picked(k.supplier2, {});
    expect(supplier).toHaveLength(200);
    expect(supplier.every((l) => l.supplierId === k.supplier2Id)).toBe(true);
    // supplier1 sends supplier2's id: still only its own lines.
    const other = await picked(k.cert.supplier1, { supplierId: k.supplier2Id });
    expect(other.length).toBeGreaterThan(0);
    expect(other.some((l) => l.supplierId === k.supplier2Id)).toBe(false);
  });

  it('a buyer never sees a supplier’s draft note: not listed, findById 404; once shipped it does', async () => {
    const order = await confirmedOrder(k, ['10']);
    const note = await draft([{ orderLineId: order.lineIds[0], quantity: '3' }]);
    const listed = async () => {
      const res = await k.call(
        `${NOTE}/listByPage`,
        { searchParams: { supplierId: k.ids.supplier1 }, pageIndex: 1, pageRows: 100 },
        k.cert.buyer,
      );
      expect(res.statusCode).toBe(200);
      return (res.body.data as { deliveryNoteId: number; status: string }[]).map((r) => r.deliveryNoteId);
    };
    expect(await listed()).not.toContain(note.deliveryNoteId);
    for (const who of [k.cert.buyer, k.cert.admin]) {
      const find = await k.call(`${NOTE}/findById`, { deliveryNoteId: note.deliveryNoteId }, who);
      expect(find.statusCode).toBe(404);
    }
    const print = await k.call(`${NOTE}/findByIdToPrint`, { deliveryNoteId: note.deliveryNoteId }, k.cert.buyer);
    expect(print.statusCode).toBe(404);
    // The supplier still sees its own draft.
    expect(
      (await k.call(`${NOTE}/findById`, { deliveryNoteId: note.deliveryNoteId }, k.cert.supplier1)).statusCode,
    ).toBe(200);
    await ship(note);
    expect(await listed()).toContain(note.deliveryNoteId);
    expect((await k.call(`${NOTE}/findById`, { deliveryNoteId: note.deliveryNoteId }, k.cert.buyer)).statusCode).toBe(
      200,
    );
  });

  it('labels: one per package numbered n/N, with the note, order and lot; the print is counted', async () => {
    const order = await confirmedOrder(k, ['100']);
    const note = await draft([{ orderLineId: order.lineIds[0], quantity: '25', packageCount: 3 }]);
    const res = await k.call(`${NOTE}/labelData`, { deliveryNoteIds: [note.deliveryNoteId] }, k.cert.supplier1);
    expect(res.statusCode).toBe(200);
    const [sheet] = res.body.data as { labels: Record<string, unknown>[] }[];
    expect(sheet.labels.map((l) => [l.packageNumber, l.packageTotal, l.quantity])).toEqual([
      [1, 3, '8.3333'],
      [2, 3, '8.3333'],
      [3, 3, '8.3334'],
    ]);
    expect(sheet.labels[0].barcode).toBe(`${note.deliveryNoteNumber}-001`);
    expect(String(sheet.labels[0].qrText)).toContain(`PO:${order.orderNumber}/1`);
    expect(sheet.labels[0].lotNumber).toBe('LOT-A1');
    const printed = await k.call(
      `${NOTE}/updatePrintFlagById`,
      { deliveryNoteId: note.deliveryNoteId },
      k.cert.supplier1,
    );
    expect(printed.statusCode).toBe(200);
    const again = await k.call(`${NOTE}/findById`, { deliveryNoteId: note.deliveryNoteId }, k.cert.supplier1);
    expect(again.body.data.printCount).toBe(1);
  });

  it('receiving: partial and rejected quantities move the order line; the supplier cannot receive; SAP row queued', async () => {
    const order = await confirmedOrder(k, ['100', '20']);
    const note = await ship(
      await draft([
        { orderLineId: order.lineIds[0], quantity: '50' },
        { orderLineId: order.lineIds[1], quantity: '20' },
      ]),
    );
    const [l1, l2] = note.lines;
    const body = {
      deliveryNoteId: note.deliveryNoteId,
      version: note.version,
      lines: [
        { lineId: l1.lineId, receivedQuantity: '40', rejectedQuantity: '5', rejectReason: 'Scratched' },
        { lineId: l2.lineId, receivedQuantity: '20', rejectedQuantity: '0' },
      ],
    };
    const bySupplier = await k.call(`${NOTE}/doReceive`, body, k.cert.supplier1);
    expect(bySupplier.statusCode).toBe(403);
    const noReason = await k.call(
      `${NOTE}/doReceive`,
      { ...body, lines: [{ ...body.lines[0], rejectReason: '' }, body.lines[1]] },
      k.cert.buyer,
      { lang: 'CN' },
    );
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('拒收时必须填写拒收原因');
    const tooMany = await k.call(
      `${NOTE}/doReceive`,
      { ...body, lines: [{ ...body.lines[0], receivedQuantity: '46' }, body.lines[1]] },
      k.cert.buyer,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('Line 1: received 46 plus rejected 5 is more than the shipped 50');
    const ok = await k.call(`${NOTE}/doReceive`, body, k.cert.buyer);
    expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.status).toBe('CONFIRMED');
    expect(ok.body.data.lines[0]).toMatchObject({
      receivedQuantity: '40.0000',
      rejectedQuantity: '5.0000',
      rejectReason: 'Scratched',
    });
    // 40 accepted, 5 returned for replacement and 5 missing of 50 shipped: shipped stays 50, and the 10 are
    // owed again (60 may be shipped of 100); the second line is received in full.
    expect(await orderLine(k, order.lineIds[0])).toEqual({
      shipped: 50,
      received: 40,
      rejected: 5,
      reduced: 0,
      missing: 5,
      status: 'OPEN',
    });
    expect(await orderLine(k, order.lineIds[1])).toEqual({
      shipped: 20,
      received: 20,
      rejected: 0,
      reduced: 0,
      missing: 0,
      status: 'CLOSED',
    });
    const open = await k.call(`${NOTE}/listOpenOrderLines`, {}, k.cert.supplier1);
    const openLine = (open.body.data as Record<string, unknown>[]).find((l) => l.orderLineId === order.lineIds[0]);
    expect(openLine).toMatchObject({ receivedQuantity: '40.0000', openQuantity: '60.0000' });
    // The picker's search takes the order number as typed, and % or _ as characters, not wildcards.
    const search = async (keyword: string) =>
      (
        (await k.call(`${NOTE}/listOpenOrderLines`, { keyword }, k.cert.supplier1)).body.data as {
          orderLineId: number;
        }[]
      ).map((l) => l.orderLineId);
    expect(await search(order.orderNumber.slice(-6))).toContain(order.lineIds[0]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    const outbox = (await k.t.database.db.execute(
      sql`select payload from base_integration_outbox where target = 'SAP' and bill_type = 'DELIVERY_NOTE' and doc_id = ${note.deliveryNoteId}`,
    )) as unknown as { rows: { payload: { lines: Record<string, unknown>[]; deliveryNoteNumber: string } }[] };
    expect(outbox.rows).toHaveLength(1);
    expect(outbox.rows[0].payload.deliveryNoteNumber).toBe(note.deliveryNoteNumber);
    expect(outbox.rows[0].payload.lines[0]).toMatchObject({
      orderNumber: order.orderNumber,
      orderLineNumber: 1,
      receivedQuantity: '40',
      rejectedQuantity: '5',
      lotNumber: 'LOT-A1',
    });
    const todo = (await k.t.database.db.execute(
      sql`select handle_flag from srm_interior_pending where bill_type = 'DELIVERY_NOTE' and bill_id = ${note.deliveryNoteId}`,
    )) as unknown as { rows: { handle_flag: string }[] };
    expect(todo.rows.map((r) => r.handle_flag)).toEqual(['Y']);
    // A received note cannot be cancelled any more.
    const cancel = await k.call(
      `${NOTE}/cancel`,
      { deliveryNoteId: note.deliveryNoteId, version: ok.body.data.version },
      k.cert.supplier1,
    );
    expect(cancel.statusCode).toBe(409);
  });

  it('20 concurrent receipts of the same note apply once', async () => {
    const order = await confirmedOrder(k, ['30']);
    const note = await ship(await draft([{ orderLineId: order.lineIds[0], quantity: '30' }]));
    const body = {
      deliveryNoteId: note.deliveryNoteId,
      version: note.version,
      lines: [{ lineId: note.lines[0].lineId, receivedQuantity: '30', rejectedQuantity: '0' }],
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => k.call(`${NOTE}/doReceive`, body, k.cert.buyer)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await orderLine(k, order.lineIds[0])).toMatchObject({
      shipped: 30,
      received: 30,
      rejected: 0,
      status: 'CLOSED',
    });
    const outbox = (await k.t.database.db.execute(
      sql`select count(*)::int as n from base_integration_outbox where bill_type = 'DELIVERY_NOTE' and doc_id = ${note.deliveryNoteId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(outbox.rows[0].n).toBe(1);
  });
});
