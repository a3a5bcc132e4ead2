import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedOrder, createDeliveryKit, type DeliveryKit } from '../purchase/delivery/deliveryTestKit.ts';
import { purchaseOrderLines } from '../purchase/orderSchema.ts';
import { received } from './settlementTestKit.ts';

// Issue 18 item 1: a receipt makes what it accepted settleable, at its order line's terms, and each side
// reads only what it may.

const SUPPLY = '/api/srmServer/v1/srmSettleSupplyRestful';
let k: DeliveryKit;
beforeAll(async () => {
  k = await createDeliveryKit();
}, 120_000);
afterAll(async () => k?.t.close());

const list = (cert: string, searchParams: Record<string, unknown>) =>
  k.call(`${SUPPLY}/listByPage`, { searchParams, pageIndex: 1, pageRows: 50 }, cert);

describe('supply storage', () => {
  it('a receipt enters its accepted quantities at the order line price and tax, to the cent', async () => {
    const order = await confirmedOrder(k, ['100', '30']);
    const db = k.t.database.db;
    await db
      .update(purchaseOrderLines)
      .set({ price: '1.005', taxRate: '13' })
      .where(eq(purchaseOrderLines.id, order.lineIds[0]));
    await db
      .update(purchaseOrderLines)
      .set({ price: '4.8', taxRate: '9' })
      .where(eq(purchaseOrderLines.id, order.lineIds[1]));
    const note = await received(k, [
      { orderLineId: order.lineIds[0], shipped: '50', received: '3', rejected: '5' },
      { orderLineId: order.lineIds[1], shipped: '30', received: '0', rejected: '30' },
    ]);
    const res = await list(k.cert.buyer, { keyword: note.deliveryNoteNumber });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    // Only the accepted 3 of line 1: 3 × 1.005 = 3.015 → 3.02, tax 13 % of 3.02 = 0.3926 → 0.39. Line 2 was
    // wholly rejected: nothing to settle.
    expect(res.body.data).toHaveLength(1);
    const [line] = res.body.data;
    expect(line).toMatchObject({
      status: 'OPEN',
      sourceType: 'RECEIPT',
      deliveryNoteNumber: note.deliveryNoteNumber,
      orderNumber: order.orderNumber,
      orderLineNumber: 1,
      currencyCode: 'CNY',
    });
    expect([line.quantity, line.amount, line.taxAmount, line.amountWithTax].map(Number)).toEqual([3, 3.02, 0.39, 3.41]);
    expect(res.body.page.count).toBe(1);
    // The order number finds it too.
    const byOrder = await list(k.cert.buyer, { keyword: order.orderNumber, status: 'OPEN' });
    expect(byOrder.body.data.map((r: { deliveryNoteNumber: string }) => r.deliveryNoteNumber)).toEqual([
      note.deliveryNoteNumber,
    ]);
  });

  it('a supplier reads its own lines only; a user without the statement menus is refused', async () => {
    const order = await confirmedOrder(k, ['10']);
    const note = await received(k, [{ orderLineId: order.lineIds[0], shipped: '10', received: '10', rejected: '0' }]);
    const own = await list(k.cert.supplier1, { keyword: note.deliveryNoteNumber });
    expect(own.statusCode).toBe(200);
    expect(own.body.data).toHaveLength(1);
    const other = await list(k.supplier2, { keyword: note.deliveryNoteNumber });
    expect(other.statusCode).toBe(200);
    expect(other.body.data).toEqual([]);
    // Asking for supplier1 by id does not widen supplier2's scope.
    const asked = await list(k.supplier2, { supplierId: k.ids.supplier1 });
    expect(asked.body.data).toEqual([]);
    const everything = await list(k.supplier2, {});
    expect(everything.body.data.every((r: { supplierId: number }) => r.supplierId === k.supplier2Id)).toBe(true);
    const approver = await list(k.cert.approver, {});
    expect(approver.statusCode).toBe(403);
  });

  it('the receipt and its supply lines are one transaction: each accepted note line once', async () => {
    const rows = (await k.t.database.db.execute(
      sql`select delivery_note_line_id, count(*)::int as n from srm_settle_supply group by 1 having count(*) > 1`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([]);
  });
});
