import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftBody } from '../testKit.ts';
import { createOrderKit, type Order, type OrderKit, PO, REQ, ref } from './orderKit.ts';

/**
 * Orders drawn from approved requisition lines: what they take from each line is tracked in the
 * line's ordered quantity (recomputed on save, delete and cancel), more than remains is refused, and
 * the picker lists what is left to order.
 */

let k: OrderKit;
beforeAll(async () => {
  k = await createOrderKit();
});
afterAll(async () => k?.t.close());

/** An approved requisition of the demo buyer: 12.5 kg of plate and 3 boxes of gloves. */
async function approvedRequisition(): Promise<{ requisitionId: number; lines: { lineId: number }[] }> {
  const saved = (await k.call(`${REQ}/saveOrUpdate`, draftBody(k.ids), k.cert.buyer)).body.data;
  const submitted = (
    await k.call(`${REQ}/doSubmit`, { requisitionId: saved.requisitionId, version: saved.version }, k.cert.buyer)
  ).body.data;
  return (
    await k.call(
      `${REQ}/doApproval`,
      { requisitionId: saved.requisitionId, version: submitted.version },
      k.cert.approver,
    )
  ).body.data;
}

const ordered = async (lineId: number) =>
  (
    await k.rows<{ q: string }>(
      sql`select ordered_quantity::text as q from srm_pur_requisition_line where id = ${lineId}`,
    )
  )[0].q;

const fromRequisition = (lines: { requisitionLineId: number; quantity: string }[], lang: 'EN' | 'CN' = 'EN') =>
  k.call(`${PO}/createFromRequisition`, { supplierId: k.ids.supplier1, lines }, k.cert.buyer, { lang });

describe('createFromRequisition', () => {
  it('makes a draft with the lines of the requisition and tracks partial quantities', async () => {
    const req = await approvedRequisition();
    const [plate, gloves] = req.lines.map((l) => l.lineId);
    const picker = (await k.call(`${PO}/requisitionLinesForSelect`, {}, k.cert.buyer)).body.data;
    expect(picker.find((r: any) => r.requisitionLineId === plate)).toMatchObject({ remaining: '12.5000' });

    const res = await fromRequisition([
      { requisitionLineId: plate, quantity: '5' },
      { requisitionLineId: gloves, quantity: '3' },
    ]);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const o: Order = res.body.data;
    expect(o).toMatchObject({ status: 'DRAFT', orgId: k.ids.east, supplierId: k.ids.supplier1, currencyCode: 'CNY' });
    expect(o.lines.map((l) => [l.itemDescription, l.quantity, l.unitCode, l.requisitionLineId])).toEqual([
      ['Q235 plate 10 mm', '5.0000', 'KG', plate],
      ['Nitrile gloves', '3.0000', 'BOX', gloves],
    ]);
    // The library's price replaces the requisition's estimate (4.8).
    expect(o.lines[0].price).toBe('4.850000');
    expect(await ordered(plate)).toBe('5.0000');
    expect(await ordered(gloves)).toBe('3.0000');
    // Fully ordered lines leave the picker; the rest shows what remains.
    const after = (await k.call(`${PO}/requisitionLinesForSelect`, {}, k.cert.buyer)).body.data;
    expect(after.find((r: any) => r.requisitionLineId === plate)).toMatchObject({ remaining: '7.5000' });
    expect(after.find((r: any) => r.requisitionLineId === gloves)).toBeUndefined();

    // More than remains is refused, in both languages; exactly what remains is taken.
    const over = await fromRequisition([{ requisitionLineId: plate, quantity: '8' }]);
    expect(over.statusCode).toBe(400);
    expect(over.body.data.errors[0]).toEqual({
      field: 'lines.0.quantity',
      message: 'More than the 7.5 still to order on the requisition line',
    });
    const overCn = await fromRequisition([{ requisitionLineId: plate, quantity: '8' }], 'CN');
    expect(overCn.body.data.errors[0].message).toBe('超过申请行剩余可下单数量 7.5');
    const rest = await fromRequisition([{ requisitionLineId: plate, quantity: '7.5' }]);
    expect(rest.statusCode).toBe(200);
    expect(await ordered(plate)).toBe('12.5000');

    // Editing the first order's quantity is checked against the others too, and recomputes.
    const edit = {
      orderId: o.orderId,
      version: o.version,
      orgId: o.orgId,
      supplierId: o.supplierId,
      currencyCode: 'CNY',
      orderDate: o.orderDate,
      lines: o.lines.map((l) => ({ ...l, quantity: l.requisitionLineId === plate ? '6' : l.quantity })),
    };
    const tooMuch = await k.call(`${PO}/saveOrUpdate`, edit, k.cert.buyer);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body.data.errors[0].field).toBe('lines.0.quantity');
    edit.lines[0].quantity = '2';
    const smaller = await k.call(`${PO}/saveOrUpdate`, edit, k.cert.buyer);
    expect(smaller.statusCode, JSON.stringify(smaller.body)).toBe(200);
    expect(smaller.body.data.lines[0].requisitionLineId).toBe(plate);
    expect(await ordered(plate)).toBe('9.5000');

    // Cancelling releases what the order took; deleting a draft too.
    const cancelled = await k.call(`${PO}/doAbolish`, ref(smaller.body.data), k.cert.buyer);
    expect(cancelled.statusCode).toBe(200);
    expect(await ordered(plate)).toBe('7.5000');
    expect(await ordered(gloves)).toBe('0.0000');
    const second: Order = rest.body.data;
    expect((await k.call(`${PO}/delete`, ref(second), k.cert.buyer)).statusCode).toBe(200);
    expect(await ordered(plate)).toBe('0.0000');
  });

  it('refuses lines of a requisition that is not approved, and is 403 for suppliers and users without the menu', async () => {
    const saved = (await k.call(`${REQ}/saveOrUpdate`, draftBody(k.ids), k.cert.buyer)).body.data;
    const res = await fromRequisition([{ requisitionLineId: saved.lines[0].lineId, quantity: '1' }]);
    expect(res.statusCode).toBe(400);
    expect(res.body.data.errors[0].message).toBe(
      'The requisition line does not exist or its requisition is not approved',
    );
    const body = { supplierId: k.ids.supplier1, lines: [{ requisitionLineId: saved.lines[0].lineId, quantity: '1' }] };
    expect((await k.call(`${PO}/createFromRequisition`, body, k.cert.supplier1)).statusCode).toBe(403);
    expect((await k.call(`${PO}/createFromRequisition`, body, k.finance)).statusCode).toBe(403);
    expect((await k.call(`${PO}/requisitionLinesForSelect`, {}, k.cert.supplier1)).statusCode).toBe(403);
  });
});

describe('the requisition lists the orders made from it (issue 15)', () => {
  it('answers each order with its status, supplier and the lines it took; outsiders get 403 / 404', async () => {
    const req = await approvedRequisition();
    const [plate, gloves] = req.lines.map((l) => l.lineId);
    const none = await k.call(`${REQ}/listOrders`, { requisitionId: req.requisitionId }, k.cert.buyer);
    expect(none.statusCode, JSON.stringify(none.body)).toBe(200);
    expect(none.body.data).toEqual([]);
    const first: Order = (await fromRequisition([{ requisitionLineId: plate, quantity: '5' }])).body.data;
    const second: Order = (
      await fromRequisition([
        { requisitionLineId: plate, quantity: '2' },
        { requisitionLineId: gloves, quantity: '3' },
      ])
    ).body.data;
    const res = await k.call(`${REQ}/listOrders`, { requisitionId: req.requisitionId }, k.cert.buyer);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.map((o: any) => [o.orderId, o.orderNumber, o.status, o.statusName])).toEqual(
      [
        [first.orderId, first.orderNumber, 'DRAFT', 'Draft'],
        [second.orderId, second.orderNumber, 'DRAFT', 'Draft'],
      ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    );
    const secondRow = res.body.data.find((o: any) => o.orderId === second.orderId);
    expect(secondRow.supplierName).toBeTruthy();
    expect(secondRow.lines).toEqual([
      { requisitionLineNumber: 1, orderLineNumber: 1, quantity: '2.0000', unitCode: 'KG' },
      { requisitionLineNumber: 2, orderLineNumber: 2, quantity: '3.0000', unitCode: 'BOX' },
    ]);
    // A supplier user holds no requisition menu; an unknown requisition is 404.
    expect((await k.call(`${REQ}/listOrders`, { requisitionId: req.requisitionId }, k.cert.supplier1)).statusCode).toBe(
      403,
    );
    expect((await k.call(`${REQ}/listOrders`, { requisitionId: 99_999_999 }, k.cert.buyer)).statusCode).toBe(404);
  });
});
