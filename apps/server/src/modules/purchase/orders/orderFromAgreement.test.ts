import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDays } from '../testKit.ts';
import { createOrderKit, type Order, type OrderKit, PO, ref } from './orderKit.ts';

/**
 * Orders calling off the demo framework agreement of supplier1: the agreement's price is kept (not the
 * library's), its lines are consumed when the order is approved, and given back when it is cancelled.
 */

let k: OrderKit;
beforeAll(async () => {
  k = await createOrderKit();
});
afterAll(async () => k?.t.close());

const consumed = async (agreementLineId: number) =>
  (
    await k.rows<{ q: string }>(
      sql`select consumed_quantity::text as q from srm_pur_agreement_line where id = ${agreementLineId}`,
    )
  )[0].q;

describe('createFromAgreement', () => {
  it('keeps the agreement price, consumes on approval and releases on cancel', async () => {
    const [line] = await k.rows<{ id: number; agreement_id: number; price: string }>(
      sql`select l.id, l.agreement_id, l.price::text as price from srm_pur_agreement_line l
        join base_material_item m on m.id = l.material_id where m.material_code = 'M-STEEL-Q235-10'`,
    );
    const before = await consumed(line.id);
    const res = await k.call(
      `${PO}/createFromAgreement`,
      {
        agreementId: line.agreement_id,
        lines: [{ agreementLineId: line.id, quantity: '100', needByDate: inDays(10) }],
      },
      k.cert.buyer,
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    let o: Order = res.body.data;
    // The agreement's 4.7, not the library's 4.85.
    expect(Number(o.lines[0].price)).toBe(Number(line.price));
    expect(o.lines[0].agreementLineId).toBe(line.id);
    o = (await k.call(`${PO}/doSubmit`, ref(o), k.cert.buyer)).body.data;
    o = (await k.call(`${PO}/doApproval`, ref(o), k.cert.approver)).body.data;
    expect(o.status).toBe('APPROVED');
    expect(Number(await consumed(line.id)) - Number(before)).toBe(100);
    const cancelled = await k.call(`${PO}/doAbolish`, ref(o), k.cert.buyer);
    expect(cancelled.statusCode).toBe(200);
    expect(Number(await consumed(line.id))).toBe(Number(before));
    // Suppliers never call this.
    const supplier = await k.call(
      `${PO}/createFromAgreement`,
      { agreementId: line.agreement_id, lines: [{ agreementLineId: line.id, quantity: '1', needByDate: inDays(10) }] },
      k.cert.supplier1,
    );
    expect(supplier.statusCode).toBe(403);
  });
});
