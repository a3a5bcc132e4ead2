import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDays } from '../testKit.ts';
import { confirmedOrder, createDeliveryKit, type DeliveryKit, NOTICE } from './deliveryTestKit.ts';

let k: DeliveryKit;
beforeAll(async () => {
  k = await createDeliveryKit();
}, 120_000);
afterAll(async () => k?.t.close());

const body = (k: DeliveryKit, orderLineId: number, supplierId = k.ids.supplier1) => ({
  orgId: k.ids.east,
  supplierId,
  remark: 'Week 49 call-off',
  lines: [{ orderLineId, requestedDate: inDays(7), requestedQuantity: '30' }],
});

describe('delivery notices', () => {
  it('the buyer publishes, the supplier answers and confirms; to-do opened then handled', async () => {
    const order = await confirmedOrder(k, ['100']);
    const saved = await k.call(`${NOTICE}/saveOrUpdate`, body(k, order.lineIds[0]), k.cert.buyer);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const notice = saved.body.data;
    expect(notice.deliveryNoticeNumber).toMatch(/^DP\d{10}$/);
    // A draft is the buyer's: the supplier does not see it.
    const hidden = await k.call(`${NOTICE}/findById`, { deliveryNoticeId: notice.deliveryNoticeId }, k.cert.supplier1);
    expect(hidden.statusCode).toBe(404);
    const published = await k.call(
      `${NOTICE}/publish`,
      { deliveryNoticeId: notice.deliveryNoticeId, version: notice.version },
      k.cert.buyer,
    );
    expect(published.body.data.status).toBe('NO_CONFIRMED');
    const todo = async () =>
      (
        (await k.t.database.db.execute(
          sql`select handle_flag from srm_base_supplier_pending where bill_type = 'PUR_DELIVERY_NOTICE' and bill_id = ${notice.deliveryNoticeId}`,
        )) as unknown as { rows: { handle_flag: string }[] }
      ).rows.map((r) => r.handle_flag);
    expect(await todo()).toEqual(['N']);
    const seen = await k.call(`${NOTICE}/findById`, { deliveryNoticeId: notice.deliveryNoticeId }, k.cert.supplier1);
    expect(seen.body.data._actions).toContain('confirm');
    const lineId = seen.body.data.lines[0].lineId;
    // The buyer cannot answer for the supplier; supplier2 does not find it.
    const answer = {
      deliveryNoticeId: notice.deliveryNoticeId,
      version: seen.body.data.version,
      lines: [{ lineId, answeredDate: inDays(8), answeredQuantity: '25', supplierRemark: 'Rest next week' }],
    };
    expect((await k.call(`${NOTICE}/saveAnswer`, answer, k.cert.buyer)).statusCode).toBe(403);
    expect((await k.call(`${NOTICE}/saveAnswer`, answer, k.supplier2)).statusCode).toBe(404);
    expect(
      (
        await k.call(
          `${NOTICE}/confirm`,
          { deliveryNoticeId: notice.deliveryNoticeId, version: answer.version },
          k.supplier2,
        )
      ).statusCode,
    ).toBe(404);
    const bad = await k.call(
      `${NOTICE}/saveAnswer`,
      { ...answer, lines: [{ ...answer.lines[0], answeredQuantity: 'many' }] },
      k.cert.supplier1,
      { lang: 'CN' },
    );
    expect(bad.statusCode).toBe(400);
    const answered = await k.call(`${NOTICE}/saveAnswer`, answer, k.cert.supplier1);
    expect(answered.statusCode, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data.lines[0]).toMatchObject({
      answeredQuantity: '25.0000',
      supplierRemark: 'Rest next week',
    });
    const confirmed = await k.call(
      `${NOTICE}/confirm`,
      { deliveryNoticeId: notice.deliveryNoticeId, version: answered.body.data.version },
      k.cert.supplier1,
    );
    expect(confirmed.body.data.status).toBe('CONFIRMED');
    expect(await todo()).toEqual(['Y']);
    const closed = await k.call(
      `${NOTICE}/close`,
      { deliveryNoticeId: notice.deliveryNoticeId, version: confirmed.body.data.version },
      k.cert.buyer,
    );
    expect(closed.body.data.status).toBe('CLOSED');
  });

  it('lines must be open lines of the notice supplier’s confirmed orders; a supplier cannot write a notice', async () => {
    const other = await confirmedOrder(k, ['10'], { supplierId: k.supplier2Id });
    const res = await k.call(`${NOTICE}/saveOrUpdate`, body(k, other.lineIds[0]), k.cert.buyer);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).toContain('not an open line of a confirmed order of this supplier');
    const mine = await confirmedOrder(k, ['10']);
    const bySupplier = await k.call(`${NOTICE}/saveOrUpdate`, body(k, mine.lineIds[0]), k.cert.supplier1);
    expect(bySupplier.statusCode).toBe(403);
    const approver = await k.call(
      `${NOTICE}/listByPage`,
      { searchParams: {}, pageIndex: 1, pageRows: 10 },
      k.cert.approver,
    );
    expect(approver.statusCode).toBe(403);
  });
});
