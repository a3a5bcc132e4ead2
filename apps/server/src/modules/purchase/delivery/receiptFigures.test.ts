import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedOrder, createDeliveryKit, type DeliveryKit, NOTE, noteBody, orderLine } from './deliveryTestKit.ts';

/**
 * Issue 15 item 3: an order line's ordered, shipped, received, rejected (returned), reduced and missing
 * figures each count one thing and never go down on a receipt or a return; a rejection is a return the
 * supplier reads (its own only); "return for replacement" owes it again, "return and reduce" does not.
 */

const RETURNS = '/api/srmServer/v1/srmPurReturnRestful';

let k: DeliveryKit;
beforeAll(async () => {
  k = await createDeliveryKit();
}, 120_000);
afterAll(async () => k?.t.close());

type Note = { deliveryNoteId: number; version: number; deliveryNoteNumber: string; lines: { lineId: number }[] };

async function shipped(lines: { orderLineId: number; quantity: string }[]): Promise<Note> {
  const draft = await k.call(`${NOTE}/saveOrUpdate`, noteBody(k, lines), k.cert.supplier1);
  expect(draft.statusCode, JSON.stringify(draft.body)).toBe(200);
  const ship = await k.call(
    `${NOTE}/ship`,
    { deliveryNoteId: draft.body.data.deliveryNoteId, version: draft.body.data.version },
    k.cert.supplier1,
  );
  expect(ship.statusCode, JSON.stringify(ship.body)).toBe(200);
  return ship.body.data;
}

async function receive(note: Note, line: Record<string, unknown>) {
  const res = await k.call(
    `${NOTE}/doReceive`,
    { deliveryNoteId: note.deliveryNoteId, version: note.version, lines: [{ lineId: note.lines[0].lineId, ...line }] },
    k.cert.buyer,
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** What may still be shipped on the line, as the supplier's picker offers it (undefined: not offered). */
async function toShip(orderLineId: number) {
  const res = await k.call(`${NOTE}/listOpenOrderLines`, {}, k.cert.supplier1);
  const line = (res.body.data as Record<string, string>[]).find((l) => Number(l.orderLineId) === orderLineId);
  return line ? Number(line.openQuantity) : undefined;
}

const FIGURES = ['shipped', 'received', 'rejected', 'reduced', 'missing'] as const;

describe('order line figures across ship, receive, cancel and return', () => {
  it('keeps each figure, never lowering one on a receipt or a return', async () => {
    const order = await confirmedOrder(k, ['300']);
    const id = order.lineIds[0];
    const seen: Awaited<ReturnType<typeof orderLine>>[] = [];
    const step = async () => {
      const now = await orderLine(k, id);
      const before = seen.at(-1);
      seen.push(now);
      return { now, before };
    };

    const first = await shipped([{ orderLineId: id, quantity: '300' }]);
    expect((await step()).now).toEqual({
      shipped: 300,
      received: 0,
      rejected: 0,
      reduced: 0,
      missing: 0,
      status: 'OPEN',
    });

    // 290 accepted, 10 returned for replacement: shipped stays 300 (it was 2 before the fix, and lost the 300).
    await receive(first, {
      receivedQuantity: '290',
      rejectedQuantity: '10',
      rejectReason: 'Dented',
      disposition: 'REPLACE',
    });
    let { now, before } = await step();
    expect(now).toEqual({ shipped: 300, received: 290, rejected: 10, reduced: 0, missing: 0, status: 'OPEN' });
    for (const f of FIGURES) expect(now[f]).toBeGreaterThanOrEqual(before![f]);
    expect(await toShip(id)).toBe(10);
    const order1 = (
      await k.call('/api/srmServer/v1/srmPoHeaderRestful/findById', { orderId: order.orderId }, k.cert.buyer)
    ).body.data;
    expect(order1.lines[0]).toMatchObject({
      shippedQuantity: '300.0000',
      receivedQuantity: '290.0000',
      rejectedQuantity: '10.0000',
      openQuantity: '10.0000',
    });

    // The replacement shipped and cancelled in transit: only that note's own quantity comes and goes.
    const replacement = await shipped([{ orderLineId: id, quantity: '10' }]);
    expect((await step()).now.shipped).toBe(310);
    const cancel = await k.call(
      `${NOTE}/cancel`,
      { deliveryNoteId: replacement.deliveryNoteId, version: replacement.version },
      k.cert.supplier1,
    );
    expect(cancel.statusCode, JSON.stringify(cancel.body)).toBe(200);
    ({ now } = await step());
    expect(now).toEqual({ shipped: 300, received: 290, rejected: 10, reduced: 0, missing: 0, status: 'OPEN' });

    // Shipped again; 6 accepted and 4 returned and taken off the order: nothing is owed, the line closes.
    const again = await shipped([{ orderLineId: id, quantity: '10' }]);
    await receive(again, {
      receivedQuantity: '6',
      rejectedQuantity: '4',
      rejectReason: 'Wrong grade',
      disposition: 'REDUCE',
    });
    ({ now, before } = await step());
    expect(now).toEqual({ shipped: 310, received: 296, rejected: 14, reduced: 4, missing: 0, status: 'CLOSED' });
    for (const f of FIGURES) expect(now[f]).toBeGreaterThanOrEqual(before![f]);
    expect(await toShip(id)).toBeUndefined();
  });

  it('keeps a shortage as missing and owes it again', async () => {
    const order = await confirmedOrder(k, ['50']);
    const id = order.lineIds[0];
    const note = await shipped([{ orderLineId: id, quantity: '50' }]);
    const received = await receive(note, { receivedQuantity: '45', rejectedQuantity: '0' });
    expect(received.lines[0].returnDisposition).toBeNull();
    expect(await orderLine(k, id)).toEqual({
      shipped: 50,
      received: 45,
      rejected: 0,
      reduced: 0,
      missing: 5,
      status: 'OPEN',
    });
    expect(await toShip(id)).toBe(5);
    // Nothing was rejected: no return.
    const returns = await k.call(
      `${RETURNS}/listByPage`,
      { searchParams: { keyword: note.deliveryNoteNumber } },
      k.cert.buyer,
    );
    expect(returns.body.data).toEqual([]);
  });
});

describe('returns to the supplier', () => {
  it('lists the return to its supplier with order, material, quantity, reason and date; never to another supplier', async () => {
    const order = await confirmedOrder(k, ['100']);
    const note = await shipped([{ orderLineId: order.lineIds[0], quantity: '100' }]);
    const received = await receive(note, {
      receivedQuantity: '88',
      rejectedQuantity: '12',
      rejectReason: '包装破损',
      disposition: 'REDUCE',
    });
    expect(received.lines[0]).toMatchObject({ rejectedQuantity: '12.0000', returnDisposition: 'REDUCE' });

    const mine = await k.call(
      `${RETURNS}/listByPage`,
      { searchParams: { keyword: order.orderNumber } },
      k.cert.supplier1,
    );
    expect(mine.statusCode, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data).toHaveLength(1);
    const row = mine.body.data[0];
    expect(row).toMatchObject({
      orderNumber: order.orderNumber,
      orderLineNumber: 1,
      deliveryNoteNumber: note.deliveryNoteNumber,
      quantity: '12.0000',
      unitCode: 'KG',
      reason: '包装破损',
      disposition: 'REDUCE',
      returnDate: new Date().toISOString().slice(0, 10),
    });
    expect(row.returnNumber).toMatch(/^RT\d{6}\d{4}$/);
    expect(row.materialName).toContain('Q235');
    // The buyer reads the same return.
    const buyer = await k.call(`${RETURNS}/listByPage`, { searchParams: { keyword: row.returnNumber } }, k.cert.buyer);
    expect(buyer.body.data.map((r: { returnId: number }) => r.returnId)).toEqual([row.returnId]);
    // What a user types is searched as typed: % and _ are characters, not wildcards that match every return.
    for (const keyword of ['%', '_']) {
      const typed = await k.call(`${RETURNS}/listByPage`, { searchParams: { keyword } }, k.cert.buyer);
      expect(typed.body.data).toEqual([]);
    }
    // Another supplier gets nothing of it, whatever it searches.
    for (const keyword of [undefined, order.orderNumber, row.returnNumber]) {
      const other = await k.call(`${RETURNS}/listByPage`, { searchParams: { keyword } }, k.supplier2);
      expect(other.statusCode).toBe(200);
      expect(other.body.data).toEqual([]);
      expect(other.body.page.count).toBe(0);
    }
  });

  it('is 403 for a user without the delivery menus', async () => {
    const finance = await k.t.login('finance');
    const res = await k.call(`${RETURNS}/listByPage`, {}, finance);
    expect(res.statusCode).toBe(403);
  });
});
