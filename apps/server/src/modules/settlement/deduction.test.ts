import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interiorPendings } from '../../platform/workflow/schema.ts';
import { confirmedOrder, createDeliveryKit, type DeliveryKit } from '../purchase/delivery/deliveryTestKit.ts';
import { settleSupply } from './schema.ts';
import { received } from './settlementTestKit.ts';

// Issue 18 item 3: a deduction sent to its supplier only, appealed, corrected, accepted — and then a negative
// line that the next statement of its period takes.

const DEDUCTION = '/api/srmServer/v1/srmSettleDeductionRestful';
const STATEMENT = '/api/srmServer/v1/srmSettleStatementRestful';
let k: DeliveryKit;
beforeAll(async () => {
  k = await createDeliveryKit();
}, 120_000);
afterAll(async () => k?.t.close());

const step = (action: string, doc: { deductionId: number; version: number }, cert: string, comment?: string) =>
  k.call(`${DEDUCTION}/${action}`, { deductionId: doc.deductionId, version: doc.version, comment }, cert);

/** Approved inside (submitted by the buyer, approved by the approver), then sent to the supplier. */
async function approvedAndSent(doc: { deductionId: number; version: number }) {
  const submitted = await step('doSubmit', doc, k.cert.buyer);
  expect(submitted.body.data.status).toBe('APPROVING');
  const approved = await step('doApproval', submitted.body.data, k.cert.approver, '同意');
  expect(approved.body.data.status).toBe('APPROVED');
  const sent = await step('send', approved.body.data, k.cert.buyer);
  expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
  return sent.body.data;
}

describe('deductions', () => {
  it('sent, appealed, corrected and accepted: a negative line on the next statement', async () => {
    const saved = await k.call(
      `${DEDUCTION}/saveOrUpdate`,
      {
        orgId: k.ids.east,
        supplierId: k.ids.supplier1,
        deductionType: 'QUALITY',
        currencyCode: 'CNY',
        deductionDate: '2032-05-10',
        amount: '100',
        taxRate: '13',
        reason: '批次 LOT-7 表面划伤，返工费用',
      },
      k.cert.buyer,
    );
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    let doc = saved.body.data;
    expect(doc.deductionNumber).toMatch(/^KK\d{10}$/);
    expect(Number(doc.amountWithTax)).toBe(113);
    // A draft is the buyer's: the supplier finds nothing; it cannot create one either.
    expect((await k.call(`${DEDUCTION}/findById`, { deductionId: doc.deductionId }, k.cert.supplier1)).statusCode).toBe(
      404,
    );
    const own = await k.call(
      `${DEDUCTION}/saveOrUpdate`,
      { ...saved.body.data, deductionId: undefined, version: undefined },
      k.cert.supplier1,
    );
    expect(own.statusCode).toBe(403);
    // An amount of nothing is refused.
    const zero = await k.call(`${DEDUCTION}/saveOrUpdate`, { ...doc, amount: '0' }, k.cert.buyer);
    expect(zero.statusCode).toBe(400);

    doc = await approvedAndSent(doc);
    expect(doc.status).toBe('SUBMITTED');
    expect((await k.call(`${DEDUCTION}/findById`, { deductionId: doc.deductionId }, k.supplier2)).statusCode).toBe(404);
    expect((await step('confirm', doc, k.supplier2)).statusCode).toBe(404);
    expect((await step('confirm', doc, k.cert.buyer)).statusCode).toBe(403);
    expect((await step('appeal', doc, k.cert.supplier1)).statusCode).toBe(400);
    const appealed = await step('appeal', doc, k.cert.supplier1, '返工只用了 2 小时，费用应为 80 元');
    expect(appealed.statusCode, JSON.stringify(appealed.body)).toBe(200);
    doc = appealed.body.data;
    expect(doc).toMatchObject({ status: 'REJECTED', supplierNote: '返工只用了 2 小时，费用应为 80 元' });
    const todos = await k.t.database.db
      .select({ title: interiorPendings.pendingTitle })
      .from(interiorPendings)
      .where(eq(interiorPendings.billId, doc.deductionId));
    expect(todos.map((r) => r.title).join()).toContain('80 元');

    doc = (await step('recall', doc, k.cert.buyer)).body.data;
    const corrected = await k.call(`${DEDUCTION}/saveOrUpdate`, { ...doc, amount: '80' }, k.cert.buyer);
    expect(corrected.statusCode, JSON.stringify(corrected.body)).toBe(200);
    doc = await approvedAndSent(corrected.body.data);
    const accepted = await step('confirm', doc, k.cert.supplier1, '同意');
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.status).toBe('CONFIRMED');
    // Accepted once: a second acceptance meets the state check.
    expect((await step('confirm', accepted.body.data, k.cert.supplier1)).statusCode).toBe(409);

    const [line] = await k.t.database.db
      .select()
      .from(settleSupply)
      .where(eq(settleSupply.deductionId, doc.deductionId));
    expect(line).toMatchObject({
      sourceType: 'DEDUCTION',
      status: 'OPEN',
      receiptDate: '2032-05-10',
      currencyCode: 'CNY',
    });
    expect([line.quantity, line.amount, line.taxAmount, line.amountWithTax].map(Number)).toEqual([
      -1, -80, -10.4, -90.4,
    ]);

    // Goods of the same month: the statement nets the deduction off them.
    const order = await confirmedOrder(k, ['10']);
    const note = await received(k, [{ orderLineId: order.lineIds[0], shipped: '10', received: '10', rejected: '0' }]);
    await k.t.database.db
      .update(settleSupply)
      .set({ receiptDate: '2032-05-20' })
      .where(eq(settleSupply.deliveryNoteId, note.deliveryNoteId));
    const statement = await k.call(
      `${STATEMENT}/saveOrUpdate`,
      {
        orgId: k.ids.east,
        supplierId: k.ids.supplier1,
        currencyCode: 'CNY',
        periodFrom: '2032-05-01',
        periodTo: '2032-05-31',
      },
      k.cert.buyer,
    );
    expect(statement.statusCode, JSON.stringify(statement.body)).toBe(200);
    // 10 × 4.8 = 48.00 (the kit’s order lines carry no tax), less 90.40
    expect(statement.body.data.lineCount).toBe(2);
    expect(Number(statement.body.data.totalWithTax)).toBe(-42.4);
    const lines = await k.call(
      `${STATEMENT}/listLines`,
      { statementId: statement.body.data.statementId, pageIndex: 1, pageRows: 10 },
      k.cert.buyer,
    );
    const deduction = lines.body.data.find((l: { deductionId: number | null }) => l.deductionId === doc.deductionId);
    expect(deduction.itemDescription).toContain(doc.deductionNumber);
    expect(deduction.deliveryNoteNumber).toBeNull();

    // A deduction accepted after its month's statement was made waits for the next one: June's takes it.
    let late = (
      await k.call(
        `${DEDUCTION}/saveOrUpdate`,
        {
          orgId: k.ids.east,
          supplierId: k.ids.supplier1,
          deductionType: 'OTHER',
          currencyCode: 'CNY',
          deductionDate: '2032-05-25',
          amount: '10',
          taxRate: '0',
          reason: '托盘未归还',
        },
        k.cert.buyer,
      )
    ).body.data;
    late = await approvedAndSent(late);
    await step('confirm', late, k.cert.supplier1);
    const june = await k.call(
      `${STATEMENT}/saveOrUpdate`,
      {
        orgId: k.ids.east,
        supplierId: k.ids.supplier1,
        currencyCode: 'CNY',
        periodFrom: '2032-06-01',
        periodTo: '2032-06-30',
      },
      k.cert.buyer,
    );
    expect(june.statusCode, JSON.stringify(june.body)).toBe(200);
    expect(june.body.data.lineCount).toBe(1);
    expect(Number(june.body.data.totalWithTax)).toBe(-10);
  });
});
