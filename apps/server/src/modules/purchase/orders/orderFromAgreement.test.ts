import { purchaseOrder } from '@srm/core/documents/purchaseOrder';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDays } from '../testKit.ts';
import { createOrderKit, type Order, type OrderKit, PO, ref } from './orderKit.ts';

/**
 * Orders calling off the demo framework agreement of supplier1: the agreement's price is kept (not the
 * library's), its lines are consumed when the order is approved, moved by the difference when an
 * alteration is approved (refused over the ceiling), and given back when it is cancelled.
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

type AgreementLine = { id: number; agreement_id: number; ceiling: string };

/** The demo agreement's line of a material (plate: ceiling 10 000 at 4.7; gloves: 500 at 35). */
const agreementLine = async (materialCode: string) =>
  (
    await k.rows<AgreementLine>(
      sql`select l.id, l.agreement_id, l.quantity_ceiling::text as ceiling from srm_pur_agreement_line l
        join base_material_item m on m.id = l.material_id where m.material_code = ${materialCode}`,
    )
  )[0];

const headerConsumed = async (agreementId: number) =>
  (
    await k.rows<{ a: string }>(
      sql`select consumed_amount::text as a from srm_pur_agreement_header where id = ${agreementId}`,
    )
  )[0].a;

const step = async (o: Order, action: string, who: string, extra: object = {}) => {
  const res = await k.call(`${PO}/${action}`, ref(o, extra), who);
  expect(res.statusCode, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data as Order;
};

/** An order of `quantity` on the agreement line, approved (consumed). */
async function approvedOn(line: AgreementLine, quantity: string): Promise<Order> {
  const res = await k.call(
    `${PO}/createFromAgreement`,
    { agreementId: line.agreement_id, lines: [{ agreementLineId: line.id, quantity, needByDate: inDays(10) }] },
    k.cert.buyer,
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return step(await step(res.body.data, 'doSubmit', k.cert.buyer), 'doApproval', k.cert.approver);
}

/** Alters the order to the line quantities given (by line number) and submits it; returns the APPROVING order. */
async function alteredTo(o: Order, quantities: Record<number, string>): Promise<Order> {
  const changing = await step(o, 'alter', k.cert.buyer, { comment: 'Quantities change' });
  const body: Record<string, unknown> = { orderId: o.orderId, version: changing.version };
  for (const f of purchaseOrder.header) if (!f.readOnly) body[f.key] = changing[f.key] ?? null;
  body.lines = changing.lines.map((l) => {
    const line: Record<string, unknown> = { lineId: l.lineId };
    for (const f of purchaseOrder.lines?.fields ?? []) if (!f.readOnly && l[f.key] != null) line[f.key] = l[f.key];
    if (quantities[l.lineNumber] != null) line.quantity = quantities[l.lineNumber];
    return line;
  });
  const saved = await k.call(`${PO}/saveOrUpdate`, body, k.cert.buyer);
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  // The line keeps the agreement line it calls off across the alteration's save.
  expect(saved.body.data.lines[0].agreementLineId).toBe(o.lines[0].agreementLineId);
  return step(saved.body.data, 'doSubmit', k.cert.buyer);
}

describe('an approved alteration moves the agreement by the difference', () => {
  it('consumes more when the quantity grows and gives back when it shrinks', async () => {
    const line = await agreementLine('M-STEEL-Q235-10');
    const q0 = Number(await consumed(line.id));
    const a0 = Number(await headerConsumed(line.agreement_id));
    const o = await approvedOn(line, '100');
    expect(Number(await consumed(line.id)) - q0).toBe(100);
    // 100 × 4.7
    expect(Number(await headerConsumed(line.agreement_id)) - a0).toBeCloseTo(470, 2);

    const up = await alteredTo(o, { 1: '150' });
    // Nothing moves before the alteration is approved.
    expect(Number(await consumed(line.id)) - q0).toBe(100);
    const upApproved = await step(up, 'doApproval', k.cert.approver);
    expect(upApproved.status).toBe('APPROVED');
    expect(Number(await consumed(line.id)) - q0).toBe(150);
    expect(Number(await headerConsumed(line.agreement_id)) - a0).toBeCloseTo(705, 2);

    const down = await step(await alteredTo(upApproved, { 1: '40' }), 'doApproval', k.cert.approver);
    expect(down.status).toBe('APPROVED');
    expect(Number(await consumed(line.id)) - q0).toBe(40);
    expect(Number(await headerConsumed(line.agreement_id)) - a0).toBeCloseTo(188, 2);

    // Cancelled after the alterations: what is consumed then (40) is given back, no more.
    expect((await k.call(`${PO}/doAbolish`, ref(down), k.cert.buyer)).statusCode).toBe(200);
    expect(Number(await consumed(line.id))).toBe(q0);
    expect(Number(await headerConsumed(line.agreement_id))).toBeCloseTo(a0, 2);
  });

  it('refuses the approval of an alteration over the agreement ceiling with the sources message; nothing moves', async () => {
    const line = await agreementLine('M-MRO-GLOVE');
    expect(line, 'the demo agreement has a gloves line').toBeDefined();
    const q0 = Number(await consumed(line.id));
    const o = await approvedOn(line, '100');
    expect(Number(await consumed(line.id)) - q0).toBe(100);
    // One more than the ceiling leaves: the 100 drawn already plus all that is left, plus one.
    const left = Number(line.ceiling) - q0 - 100;
    const up = await alteredTo(o, { 1: String(100 + left + 1) });
    const refused = await k.call(`${PO}/doApproval`, ref(up), k.cert.approver);
    expect(refused.statusCode).toBe(400);
    const [, remaining, asked] = /has ([\d.]+) left; ([\d.]+) is too much/.exec(refused.body.msg) ?? [];
    expect([Number(remaining), Number(asked)]).toEqual([left, left + 1]);
    const still = (await k.call(`${PO}/findById`, { orderId: o.orderId }, k.cert.buyer)).body.data as Order;
    expect(still.status).toBe('APPROVING');
    expect(Number(await consumed(line.id)) - q0).toBe(100);
  });
});
