import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { draftBody } from '../testKit.ts';
import { createOrderKit, type Order, type OrderKit, PO, REQ, ref } from './orderKit.ts';

/**
 * Issue 15 item 2: a buyer's price is kept or refused, never replaced. A line the price library prices
 * may depart from the library's price with a reason; the library price stays beside it for the
 * approver; the supplier reads neither the library price nor the reason.
 */

let k: OrderKit;
beforeAll(async () => {
  k = await createOrderKit();
});
afterAll(async () => k?.t.close());
beforeEach(() => {
  k.flow.chain = [k.ids.approverUser];
});

/** A draft order made from an approved requisition: 5 kg of plate (the library prices it at 4.85). */
async function orderFromRequisition(): Promise<Order> {
  const saved = (await k.call(`${REQ}/saveOrUpdate`, draftBody(k.ids), k.cert.buyer)).body.data;
  const submitted = (
    await k.call(`${REQ}/doSubmit`, { requisitionId: saved.requisitionId, version: saved.version }, k.cert.buyer)
  ).body.data;
  const approved = (
    await k.call(
      `${REQ}/doApproval`,
      { requisitionId: saved.requisitionId, version: submitted.version },
      k.cert.approver,
    )
  ).body.data;
  const res = await k.call(
    `${PO}/createFromRequisition`,
    { supplierId: k.ids.supplier1, lines: [{ requisitionLineId: approved.lines[0].lineId, quantity: '5' }] },
    k.cert.buyer,
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** The order as the buyer's screen sends it back: every editable field of header and lines, lines with their ids. */
function saveBody(o: Order, line: Record<string, unknown>) {
  const { lineId, materialId, itemDescription, categoryId, quantity, unitCode, price, taxRate, needByDate } =
    o.lines[0];
  return {
    ...ref(o),
    orgId: o.orgId,
    supplierId: o.supplierId,
    currencyCode: o.currencyCode,
    orderDate: o.orderDate,
    lines: [
      { lineId, materialId, itemDescription, categoryId, quantity, unitCode, price, taxRate, needByDate, ...line },
    ],
  };
}
const find = async (o: Order, who = k.cert.buyer) =>
  (await k.call(`${PO}/findById`, { orderId: o.orderId }, who)).body.data as Order;

describe('a price other than the library price', () => {
  it('starts at the library price with the library price beside it', async () => {
    const o = await orderFromRequisition();
    expect(o.lines[0]).toMatchObject({ price: '4.850000', libraryPrice: '4.850000', taxRate: '13.00' });
    expect(o.lines[0].priceEntryId).toEqual(expect.any(Number));
  });

  it('is refused without a reason, naming the library price in both languages, and nothing is stored', async () => {
    const o = await orderFromRequisition();
    const en = await k.call(`${PO}/saveOrUpdate`, saveBody(o, { price: '5.2' }), k.cert.buyer);
    expect(en.statusCode).toBe(400);
    expect(en.body.data.errors).toEqual([
      { field: 'lines.0.priceChangeReason', message: 'The price library says 4.85; give a reason for another price' },
    ]);
    const cn = await k.call(`${PO}/saveOrUpdate`, saveBody(o, { price: '5.2' }), k.cert.buyer, { lang: 'CN' });
    expect(cn.body.data.errors[0].message).toBe('价格库单价为 4.85，改价请填写原因');
    const stored = await find(o);
    expect([stored.version, stored.lines[0].price, stored.totalAmount]).toEqual([o.version, '4.850000', '24.25']);
  });

  it('is kept with a reason: the answer is what was stored, amounts follow the typed price', async () => {
    const o = await orderFromRequisition();
    const res = await k.call(
      `${PO}/saveOrUpdate`,
      saveBody(o, { price: '5.2', priceChangeReason: 'Supplier surcharge for rush delivery' }),
      k.cert.buyer,
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const answered: Order = res.body.data;
    expect(answered.lines[0]).toMatchObject({
      price: '5.200000',
      libraryPrice: '4.850000',
      priceChangeReason: 'Supplier surcharge for rush delivery',
      amount: '26.00',
    });
    expect(answered.totalAmount).toBe('26.00');
    // Read again, the same: the answer was the stored record, not an echo of the request.
    const stored = await find(o);
    expect(stored.lines[0]).toMatchObject({ price: '5.200000', libraryPrice: '4.850000', amount: '26.00' });
    // The approver reads the price, the library's and the reason.
    const submitted = (await k.call(`${PO}/doSubmit`, ref(answered), k.cert.buyer)).body.data;
    const seen = await find(submitted, k.cert.approver);
    expect(seen.lines[0]).toMatchObject({
      price: '5.200000',
      libraryPrice: '4.850000',
      priceChangeReason: 'Supplier surcharge for rush delivery',
    });
  });

  it('refuses a tax rate other than the library rate instead of replacing it', async () => {
    const o = await orderFromRequisition();
    const res = await k.call(`${PO}/saveOrUpdate`, saveBody(o, { taxRate: '6' }), k.cert.buyer);
    expect(res.statusCode).toBe(400);
    expect(res.body.data.errors).toEqual([
      { field: 'lines.0.taxRate', message: 'The price library says 13% tax; use that rate' },
    ]);
  });

  it('is not read by the supplier: no library price, no reason, on the order or its list', async () => {
    const o = await orderFromRequisition();
    const saved = (
      await k.call(
        `${PO}/saveOrUpdate`,
        saveBody(o, { price: '5.2', priceChangeReason: 'internal: budget ceiling 5.30' }),
        k.cert.buyer,
      )
    ).body.data;
    const submitted = (await k.call(`${PO}/doSubmit`, ref(saved), k.cert.buyer)).body.data;
    const approved = (await k.call(`${PO}/doApproval`, ref(submitted), k.cert.approver)).body.data;
    const published = await k.call(`${PO}/publish`, ref(approved), k.cert.buyer);
    expect(published.statusCode, JSON.stringify(published.body)).toBe(200);
    const seen = await k.call(`${PO}/findById`, { orderId: o.orderId }, k.cert.supplier1);
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data.lines[0].price).toBe('5.200000');
    expect(JSON.stringify(seen.body.data)).not.toMatch(/libraryPrice|priceChangeReason|budget ceiling/);
    const listed = await k.call(`${PO}/listByPage`, { page: 1, pageSize: 50 }, k.cert.supplier1);
    expect(JSON.stringify(listed.body.data)).not.toMatch(/libraryPrice|priceChangeReason|budget ceiling/);
    // Another supplier does not see the order at all.
    expect((await k.call(`${PO}/findById`, { orderId: o.orderId }, k.supplier2)).statusCode).toBe(404);
  });
});
