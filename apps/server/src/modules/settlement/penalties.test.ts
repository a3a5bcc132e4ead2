import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall, SAMPLE_PDF, upload } from '../file/testKit.ts';
import { confirmedOrder, createDeliveryKit, type DeliveryKit } from '../purchase/delivery/deliveryTestKit.ts';
import { purchaseOrderLines } from '../purchase/orderSchema.ts';
import { penaltyLines } from './penaltySchema.ts';
import { settleSupply } from './schema.ts';
import { received } from './settlementTestKit.ts';

// Issue 18 item 3: late-delivery penalties computed by rule from the receipts against their order lines' due dates,
// never twice for one receipt line; the deduction approved inside before it is sent; its evidence read by its
// supplier once sent and by no other; a statement dispute's files read by the buyer and never by another supplier.

const RULE = '/api/srmServer/v1/srmSettlePenaltyRuleRestful';
const DEDUCTION = '/api/srmServer/v1/srmSettleDeductionRestful';
const STATEMENT = '/api/srmServer/v1/srmSettleStatementRestful';
let k: DeliveryKit;
beforeAll(async () => {
  k = await createDeliveryKit();
}, 120_000);
afterAll(async () => k?.t.close());

type Doc = { deductionId: number; version: number } & Record<string, any>;
const step = (action: string, doc: Doc, cert: string, comment?: string) =>
  k.call(`${DEDUCTION}/${action}`, { deductionId: doc.deductionId, version: doc.version, comment }, cert);

/** supplier1's goods at 100.00 + 13 % a unit, due on `due` (promised on `promised`), received on `receivedOn`. */
async function goods(lines: { quantity: string; due: string; promised?: string; receivedOn: string }[]) {
  const order = await confirmedOrder(
    k,
    lines.map((l) => l.quantity),
  );
  for (const [i, l] of lines.entries()) {
    await k.t.database.db
      .update(purchaseOrderLines)
      .set({ price: '100', taxRate: '13', needByDate: l.due, promisedDate: l.promised ?? null })
      .where(eq(purchaseOrderLines.id, order.lineIds[i]));
  }
  await received(
    k,
    lines.map((l, i) => ({ orderLineId: order.lineIds[i], shipped: l.quantity, received: l.quantity, rejected: '0' })),
  );
  for (const [i, l] of lines.entries()) {
    await k.t.database.db
      .update(settleSupply)
      .set({ receiptDate: l.receivedOn })
      .where(eq(settleSupply.orderLineId, order.lineIds[i]));
  }
  return order;
}

const july = { orgId: 0, periodFrom: '2034-07-01', periodTo: '2034-07-31' };

async function pdf(cert: string, name: string): Promise<number> {
  const res = await upload(k.t, cert, [{ name, content: SAMPLE_PDF, type: 'application/pdf' }]);
  expect(res.statusCode).toBe(200);
  return res.data[0].id as number;
}
const download = async (cert: string, id: number) =>
  (await fileCall(k.t, cert, 'download', { query: `id=${id}`, lang: 'EN' })).statusCode;

describe('late-delivery penalty rules', () => {
  it('are the buyer’s: kept with checked values, refused to suppliers', async () => {
    const body = {
      ruleCode: 'LATE-EAST',
      ruleName: '华东延期交货',
      orgId: k.ids.east,
      graceDays: 2,
      ratePerDay: '0.5',
      capPercent: '10',
    };
    // A rate of nothing and a cap above the whole are refused on their fields, never stored.
    const zero = await k.call(`${RULE}/saveOrUpdate`, { ...body, ratePerDay: '0' }, k.cert.buyer);
    expect(zero.statusCode).toBe(400);
    expect(zero.body.data.errors[0].field).toBe('ratePerDay');
    const over = await k.call(`${RULE}/saveOrUpdate`, { ...body, capPercent: '100.5' }, k.cert.buyer);
    expect(over.body.data.errors[0].field).toBe('capPercent');
    const nowhere = await k.call(`${RULE}/saveOrUpdate`, { ...body, supplierId: 999_999 }, k.cert.buyer);
    expect(nowhere.body.data.errors[0].field).toBe('supplierId');
    const saved = await k.call(`${RULE}/saveOrUpdate`, body, k.cert.buyer);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      ruleCode: 'LATE-EAST',
      graceDays: 2,
      ratePerDay: '0.5000',
      capPercent: '10.00',
    });
    expect(saved.body.data.orgName).toBeTruthy();
    // A supplier reads and keeps none of them: the buyer's own terms.
    for (const action of ['listByPage', 'findById', 'saveOrUpdate']) {
      const res = await k.call(
        `${RULE}/${action}`,
        { ...body, ruleCode: 'MINE', ruleId: saved.body.data.ruleId, pageIndex: 1, pageRows: 10 },
        k.cert.supplier1,
      );
      expect(res.statusCode, action).toBe(403);
    }
    // A narrower rule for supplier2 alone: it never prices supplier1's receipts.
    const narrow = await k.call(
      `${RULE}/saveOrUpdate`,
      { ...body, ruleCode: 'LATE-S2', ruleName: 'S2', supplierId: k.supplier2Id, ratePerDay: '5', capPercent: '50' },
      k.cert.buyer,
    );
    expect(narrow.statusCode).toBe(200);
  });
});

describe('late-delivery penalties', () => {
  let proposed: Doc;
  let lateOrder: { orderNumber: string };

  it('are computed from the receipts against their due dates, one draft per supplier, never twice', async () => {
    july.orgId = k.ids.east;
    // 10 × 100.00 + 13 % = 1 130.00 a line.
    lateOrder = await goods([
      { quantity: '10', due: '2034-07-01', receivedOn: '2034-07-06' }, // 5 days late, 3 charged: 16.95
      { quantity: '10', due: '2034-07-01', promised: '2034-07-04', receivedOn: '2034-07-04' }, // on the promised day
      { quantity: '10', due: '2034-06-01', receivedOn: '2034-07-20' }, // 49 late: 276.85 capped at 113.00
      { quantity: '10', due: '2034-07-10', receivedOn: '2034-07-12' }, // within the grace
    ]);
    await goods([{ quantity: '10', due: '2034-07-01', receivedOn: '2034-08-02' }]); // outside the period

    // Suppliers compute nothing, and a period ending before it starts is refused.
    expect((await k.call(`${DEDUCTION}/computePenalties`, july, k.cert.supplier1)).statusCode).toBe(403);
    const backwards = await k.call(`${DEDUCTION}/computePenalties`, { ...july, periodTo: '2034-06-30' }, k.cert.buyer);
    expect(backwards.statusCode).toBe(400);

    const computed = await k.call(`${DEDUCTION}/computePenalties`, july, k.cert.buyer);
    expect(computed.statusCode, JSON.stringify(computed.body)).toBe(200);
    expect(computed.body.data).toHaveLength(1);
    expect(computed.body.data[0]).toMatchObject({ supplierId: k.ids.supplier1, amount: '129.95', lineCount: 2 });

    const found = await k.call(
      `${DEDUCTION}/findById`,
      { deductionId: computed.body.data[0].deductionId },
      k.cert.buyer,
    );
    proposed = found.body.data;
    expect(proposed).toMatchObject({
      status: 'DRAFT',
      deductionType: 'LATE_DELIVERY',
      deductionDate: '2034-07-31',
      taxRate: '0.00',
    });
    expect(Number(proposed.amount)).toBe(129.95);
    expect(Number(proposed.amountWithTax)).toBe(129.95);
    expect(proposed.reason).toContain('2034-07-01');
    expect(
      proposed.penaltyLines.map((l: Record<string, unknown>) => [
        l.orderNumber,
        l.orderLineNumber,
        l.dueDate,
        l.receivedDate,
        l.daysLate,
        l.chargedDays,
        l.baseAmount,
        l.penalty,
      ]),
    ).toEqual([
      [lateOrder.orderNumber, 1, '2034-07-01', '2034-07-06', 5, 3, '1130.00', '16.95'],
      [lateOrder.orderNumber, 3, '2034-06-01', '2034-07-20', 49, 47, '1130.00', '113.00'],
    ]);
    // The lines add up to the deduction to the cent.
    const sum = proposed.penaltyLines.reduce(
      (s: number, l: { penalty: string }) => s + Math.round(Number(l.penalty) * 100),
      0,
    );
    expect(sum).toBe(12995);

    // Computing the same period again proposes nothing: both receipt lines are charged already.
    const again = await k.call(`${DEDUCTION}/computePenalties`, july, k.cert.buyer);
    expect(again.body.data).toEqual([]);
    // A draft thrown away frees its lines; the next computation proposes them once more.
    const thrown = await k.call(
      `${DEDUCTION}/delete`,
      { deductionId: proposed.deductionId, version: proposed.version },
      k.cert.buyer,
    );
    expect(thrown.statusCode, JSON.stringify(thrown.body)).toBe(200);
    const redo = await k.call(`${DEDUCTION}/computePenalties`, { ...july, supplierId: k.ids.supplier1 }, k.cert.buyer);
    expect(redo.body.data).toMatchObject([{ amount: '129.95', lineCount: 2 }]);
    proposed = (await k.call(`${DEDUCTION}/findById`, { deductionId: redo.body.data[0].deductionId }, k.cert.buyer))
      .body.data;
    const charged = await k.t.database.db
      .select()
      .from(penaltyLines)
      .where(eq(penaltyLines.deductionId, proposed.deductionId));
    expect(charged).toHaveLength(2);
  });

  it('are approved inside before they are sent; the supplier sees the evidence once sent, no other supplier ever', async () => {
    // The buyer attaches evidence, and tries to attach supplier2's own upload too.
    const photo = await pdf(k.cert.buyer, 'late-truck.pdf');
    const foreign = await pdf(k.supplier2, 'supplier2-price-list.pdf');
    let doc: Doc = (
      await k.call(`${DEDUCTION}/saveOrUpdate`, { ...proposed, fileIds: `${photo},${foreign}` }, k.cert.buyer)
    ).body.data;
    expect(doc.fileIds).toBe(`${photo},${foreign}`);
    // A draft is unseen: neither the deduction nor its evidence.
    expect((await k.call(`${DEDUCTION}/findById`, { deductionId: doc.deductionId }, k.cert.supplier1)).statusCode).toBe(
      404,
    );
    expect(await download(k.cert.supplier1, photo)).toBe(404);

    // Not approved, not sent.
    expect((await step('send', doc, k.cert.buyer)).statusCode).toBe(409);
    const submitted = await step('doSubmit', doc, k.cert.buyer);
    expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
    doc = submitted.body.data;
    expect(doc.status).toBe('APPROVING');
    expect((await step('send', doc, k.cert.buyer)).statusCode).toBe(409);
    // Turned down: back to the draft, with the approver's reason in its history.
    const rejected = await step('doReject', doc, k.cert.approver, '请补充到货签收单');
    expect(rejected.statusCode, JSON.stringify(rejected.body)).toBe(200);
    doc = rejected.body.data;
    expect(doc.status).toBe('DRAFT');
    doc = (await step('doSubmit', doc, k.cert.buyer)).body.data;
    const approved = await step('doApproval', doc, k.cert.approver, '同意');
    expect(approved.body.data.status).toBe('APPROVED');
    // Still unseen once approved: only sending shows it.
    expect(await download(k.cert.supplier1, photo)).toBe(404);
    const sent = await step('send', approved.body.data, k.cert.buyer);
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
    doc = sent.body.data;
    expect(doc.status).toBe('SUBMITTED');

    const seen = await k.call(`${DEDUCTION}/findById`, { deductionId: doc.deductionId }, k.cert.supplier1);
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data.penaltyLines).toHaveLength(2);
    expect(await download(k.cert.supplier1, photo)).toBe(200);
    // A file another supplier uploaded is never handed over by being listed on a deduction.
    expect(await download(k.cert.supplier1, foreign)).toBe(404);
    expect(await download(k.supplier2, photo)).toBe(404);
    expect((await k.call(`${DEDUCTION}/findById`, { deductionId: doc.deductionId }, k.supplier2)).statusCode).toBe(404);

    // Recalled to correct, the evidence is hidden again until sent.
    const recalled = await step('recall', doc, k.cert.buyer);
    expect(recalled.body.data.status).toBe('DRAFT');
    expect(await download(k.cert.supplier1, photo)).toBe(404);
  });
});

describe('a statement dispute’s files', () => {
  it('are the supplier’s own uploads, read by the buyer and by no other supplier', async () => {
    await goods([{ quantity: '2', due: '2034-09-30', receivedOn: '2034-09-10' }]);
    const made = await k.call(
      `${STATEMENT}/saveOrUpdate`,
      {
        orgId: k.ids.east,
        supplierId: k.ids.supplier1,
        currencyCode: 'CNY',
        periodFrom: '2034-09-01',
        periodTo: '2034-09-30',
      },
      k.cert.buyer,
    );
    expect(made.statusCode, JSON.stringify(made.body)).toBe(200);
    let statement = made.body.data;
    const sent = await k.call(
      `${STATEMENT}/send`,
      { statementId: statement.statementId, version: statement.version },
      k.cert.buyer,
    );
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
    statement = sent.body.data;
    const proof = await pdf(k.cert.supplier1, 'signed-delivery-note.pdf');
    const others = await pdf(k.supplier2, 'not-yours.pdf');
    const buyers = await pdf(k.cert.buyer, 'buyer-internal.pdf');
    const dispute = (fileIds: string) =>
      k.call(
        `${STATEMENT}/supplierDispute`,
        { statementId: statement.statementId, version: statement.version, comment: '数量不符', fileIds },
        k.cert.supplier1,
      );
    // Another supplier's file, or the buyer's, cannot be attached (nor read through the dispute).
    for (const id of [others, buyers]) {
      const refused = await dispute(`${proof},${id}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.data.errors[0]).toMatchObject({
        field: 'fileIds',
        message: 'Only files your company uploaded can be attached',
      });
    }
    const disputed = await dispute(String(proof));
    expect(disputed.statusCode, JSON.stringify(disputed.body)).toBe(200);
    expect(disputed.body.data).toMatchObject({ status: 'REJECTED', disputeFileIds: String(proof) });
    const read = await k.call(`${STATEMENT}/findById`, { statementId: statement.statementId }, k.cert.buyer);
    expect(read.body.data.disputeFileIds).toBe(String(proof));
    expect(await download(k.cert.buyer, proof)).toBe(200);
    expect(await download(k.supplier2, proof)).toBe(404);
    expect(await download(k.cert.supplier1, proof)).toBe(200);
  });
});
