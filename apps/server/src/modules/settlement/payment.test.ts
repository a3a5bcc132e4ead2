import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationOutbox } from '../../platform/outbox/schema.ts';
import { paymentTermNodes, paymentTerms } from '../base/schema.ts';
import { msgInstances } from '../message/schema.ts';
import { confirmedOrder, createDeliveryKit, type DeliveryKit } from '../purchase/delivery/deliveryTestKit.ts';
import { purchaseOrders } from '../purchase/orderSchema.ts';
import { approvedAndPaid, confirmedInvoice, type PayingBillType } from './settlementTestKit.ts';

// Issue 18 item 5: advances against orders and payment applications of confirmed invoices less an advance written
// off — approved through the workflow, posted to the ERP, paid by finance, and then (only then) seen by their
// supplier as its payment notice; no invoice or advance is ever paid beyond what it holds.

const ADVANCE = '/api/srmServer/v1/srmSettleAdvanceRestful';
const PAYMENT = '/api/srmServer/v1/srmSettlePaymentRestful';
const INVOICE = '/api/srmServer/v1/srmSettleInvoiceRestful';
let k: DeliveryKit;
let finance: string;
let approver: string;
beforeAll(async () => {
  k = await createDeliveryKit();
  [finance, approver] = [await k.t.login('finance'), await k.t.login('approver')];
}, 120_000);
afterAll(async () => k?.t.close());

/** Submits a document, has the approver approve it, and finance register its payment (on 2033-05-10). */
const approveAndPay = (base: string, billType: PayingBillType, doc: Record<string, any>, owner: string) =>
  approvedAndPaid(k, { approver, finance }, { base, billType, doc, owner, paidDate: '2033-05-10' });

async function orderOf(totalWithTax: string, termCode?: string) {
  const order = await confirmedOrder(k, ['10']);
  const [term] = termCode
    ? await k.t.database.db.select().from(paymentTerms).where(eq(paymentTerms.termCode, termCode))
    : [];
  await k.t.database.db
    .update(purchaseOrders)
    .set({ totalWithTax, paymentTermId: term?.id ?? null })
    .where(eq(purchaseOrders.id, order.orderId));
  return { ...order, paymentTermId: term?.id ?? null };
}

async function outboxOf(billType: string, docId: number) {
  return k.t.database.db
    .select()
    .from(integrationOutbox)
    .where(and(eq(integrationOutbox.billType, billType), eq(integrationOutbox.docId, docId)));
}

describe('advances', () => {
  it('stay within the stage and the order, are approved, posted, paid and then seen by their supplier only', async () => {
    const order = await orderOf('1000.00', 'ADV30_REC70');
    const stages = await k.call(`${ADVANCE}/orderStages`, { orderId: order.orderId }, k.cert.buyer);
    expect(stages.statusCode).toBe(200);
    const advanceStage = stages.body.data.find((s: { stageName: string }) => s.stageName === '预付款');
    expect(advanceStage).toMatchObject({ proportion: expect.stringMatching(/^30/), limit: '300.00' });
    // A supplier never reads an order's stages through this call.
    expect((await k.call(`${ADVANCE}/orderStages`, { orderId: order.orderId }, k.supplier2)).statusCode).toBe(404);

    const body = {
      orderId: order.orderId,
      stageId: advanceStage.stageId,
      applyDate: '2033-05-01',
      amount: '300.01',
      reason: '预付 30%',
    };
    const over = await k.call(`${ADVANCE}/saveOrUpdate`, body, k.cert.buyer);
    expect(over.statusCode).toBe(400);
    expect(over.body.data.errors).toEqual([{ field: 'amount', message: expect.stringContaining('300.00') }]);
    const saved = await k.call(`${ADVANCE}/saveOrUpdate`, { ...body, amount: '300' }, k.cert.buyer);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const doc = saved.body.data;
    expect(doc).toMatchObject({
      advanceNumber: expect.stringMatching(/^YF\d{10}$/),
      orderNumber: order.orderNumber,
      supplierId: k.ids.supplier1,
      currencyCode: 'CNY',
      stageName: '预付款',
      amount: '300.00',
    });
    // The order has 700.00 left for other advances.
    const second = await k.call(
      `${ADVANCE}/saveOrUpdate`,
      { ...body, stageId: undefined, amount: '700.01' },
      k.cert.buyer,
    );
    expect(second.statusCode).toBe(400);
    expect(second.body.data.errors[0].message).toContain('700.00');
    // Not before it is paid: the supplier does not see it, in the list or by id.
    expect((await k.call(`${ADVANCE}/findById`, { advanceId: doc.advanceId }, k.cert.supplier1)).statusCode).toBe(404);

    const paid = await approveAndPay(ADVANCE, 'SET_ADVANCE', doc, k.cert.buyer);
    expect(paid).toMatchObject({ usable: '300.00', writtenOff: '0.00' });
    const [posted] = await outboxOf('SET_ADVANCE', doc.advanceId);
    expect(posted.payload).toMatchObject({ action: 'PAY_REQUEST', number: doc.advanceNumber, amount: '300.0000' });
    const seen = await k.call(`${ADVANCE}/findById`, { advanceId: doc.advanceId }, k.cert.supplier1);
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data.status).toBe('PAID');
    // Its history shows the payment, not the approval; the buyer's reason stays inside.
    expect(JSON.stringify(seen.body.data)).not.toContain('同意');
    expect(JSON.stringify(seen.body.data)).not.toContain('预付 30%');
    expect((await k.call(`${ADVANCE}/findById`, { advanceId: doc.advanceId }, k.supplier2)).statusCode).toBe(404);
    const notices = await k.t.database.db
      .select()
      .from(msgInstances)
      .where(and(eq(msgInstances.billType, 'SET_ADVANCE'), eq(msgInstances.billId, doc.advanceId)));
    expect(notices.map((n) => n.title)).toEqual([`付款通知：${doc.advanceNumber} 已付款 300.00 CNY`]);
  });

  it('are refused against an order not approved', async () => {
    const draft = await confirmedOrder(k, ['1'], { status: 'DRAFT' });
    const refused = await k.call(
      `${ADVANCE}/saveOrUpdate`,
      { orderId: draft.orderId, applyDate: '2033-05-01', amount: '1', reason: 'x' },
      k.cert.buyer,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data.errors[0].field).toBe('orderId');
  });
});

describe('payment applications', () => {
  it('pay confirmed invoices less an advance, within what each holds, and notify the supplier once paid', async () => {
    // Two confirmed invoices: 10 × 12.5 at 13 % = 141.25; 3 × 33.33 at 9 % = 99.99 + 9.00 = 108.99.
    const one = await confirmedInvoice(k, finance, '2033-06-01', [{ quantity: '10', price: '12.5', taxRate: '13' }]);
    const two = await confirmedInvoice(k, finance, '2033-06-02', [{ quantity: '3', price: '33.33', taxRate: '9' }]);
    expect([one.totalWithTax, two.totalWithTax].map(Number)).toEqual([141.25, 108.99]);
    const order = await orderOf('500.00');
    const advance = await approveAndPay(
      ADVANCE,
      'SET_ADVANCE',
      (
        await k.call(
          `${ADVANCE}/saveOrUpdate`,
          { orderId: order.orderId, applyDate: '2033-05-01', amount: '100', reason: '预付' },
          k.cert.buyer,
        )
      ).body.data,
      k.cert.buyer,
    );

    const header = { orgId: k.ids.east, supplierId: k.ids.supplier1, currencyCode: 'CNY', applyDate: '2033-06-10' };
    // No lines: every confirmed invoice not paid in full, at its unpaid rest.
    const loaded = await k.call(`${PAYMENT}/saveOrUpdate`, header, finance);
    expect(loaded.statusCode, JSON.stringify(loaded.body)).toBe(200);
    let doc = loaded.body.data;
    const lineOf = (invoiceId: number) => doc.lines.find((l: { invoiceId: number }) => l.invoiceId === invoiceId);
    expect(lineOf(one.invoiceId)).toMatchObject({
      registrationNumber: one.registrationNumber,
      applyAmount: '141.25',
      openAmount: '141.25',
    });
    expect(lineOf(two.invoiceId)).toMatchObject({ applyAmount: '108.99' });
    // Pay part of the first, all of the second, less 50 of the advance.
    const lines = [
      { lineId: lineOf(one.invoiceId).lineId, invoiceId: one.invoiceId, applyAmount: '41.25' },
      { lineId: lineOf(two.invoiceId).lineId, invoiceId: two.invoiceId, applyAmount: '108.99' },
    ];
    const save = (extra: Record<string, unknown>, user = finance) =>
      k.call(
        `${PAYMENT}/saveOrUpdate`,
        { ...header, paymentId: doc.paymentId, version: doc.version, lines, ...extra },
        user,
      );
    // More than an invoice's rest, more than the advance's rest, more than the invoices, a write-off with no advance.
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ lines: [{ ...lines[0], applyAmount: '141.26' }] }, 'lines.0.applyAmount', '141.25'],
      [{ advanceId: advance.advanceId, writeOffAmount: '100.01' }, 'writeOffAmount', '100.00'],
      [
        { lines: [{ ...lines[0], applyAmount: '10' }], advanceId: advance.advanceId, writeOffAmount: '10.01' },
        'writeOffAmount',
        '10.00',
      ],
      [{ writeOffAmount: '5' }, 'advanceId', ''],
    ];
    for (const [extra, field, figure] of refusals) {
      const refused = await save(extra);
      expect(refused.statusCode, JSON.stringify(extra)).toBe(400);
      expect(refused.body.data.errors[0].field).toBe(field);
      expect(refused.body.data.errors[0].message).toContain(figure);
    }
    // Nothing was stored by the refusals.
    expect((await k.call(`${PAYMENT}/findById`, { paymentId: doc.paymentId }, finance)).body.data.version).toBe(
      doc.version,
    );
    const saved = await save({ advanceId: advance.advanceId, writeOffAmount: '50', remark: '月结付款' });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    doc = saved.body.data;
    expect(doc).toMatchObject({
      invoicedTotal: '150.24',
      writeOffAmount: '50.00',
      payAmount: '100.24',
      exchangeRate: expect.stringMatching(/^1(\.0+)?$/),
      payAmountLocal: '100.24',
      advanceNumber: advance.advanceNumber,
    });
    // The invoices show what is left unpaid of them: 100.00 of the first, nothing of the second.
    const unpaid = async (invoiceId: number) =>
      (await k.call(`${INVOICE}/findById`, { invoiceId }, finance)).body.data.unpaidAmount;
    expect([await unpaid(one.invoiceId), await unpaid(two.invoiceId)]).toEqual(['100.00', '0.00']);
    // A second application sees only what is left: 100.00 of the first invoice, none of the second, 50 of the advance.
    const rest = await k.call(`${PAYMENT}/saveOrUpdate`, header, finance);
    expect(rest.statusCode, JSON.stringify(rest.body)).toBe(200);
    const restLines = rest.body.data.lines.filter((l: { invoiceId: number }) =>
      [one.invoiceId, two.invoiceId].includes(l.invoiceId),
    );
    expect(restLines.map((l: { applyAmount: string }) => l.applyAmount)).toEqual(['100.00']);
    const overAdvance = await k.call(
      `${PAYMENT}/saveOrUpdate`,
      {
        ...header,
        paymentId: rest.body.data.paymentId,
        version: rest.body.data.version,
        lines: rest.body.data.lines.map((l: Record<string, unknown>) => ({
          lineId: l.lineId,
          invoiceId: l.invoiceId,
          applyAmount: l.applyAmount,
        })),
        advanceId: advance.advanceId,
        writeOffAmount: '50.01',
      },
      finance,
    );
    expect(overAdvance.body.data.errors?.[0]).toMatchObject({
      field: 'writeOffAmount',
      message: expect.stringContaining('50.00'),
    });
    // Voided, the second application frees what it held.
    const voided = await k.call(
      `${PAYMENT}/doAbolish`,
      { paymentId: rest.body.data.paymentId, version: rest.body.data.version },
      finance,
    );
    expect(voided.statusCode, JSON.stringify(voided.body)).toBe(200);

    // The supplier sees nothing before it is paid.
    expect((await k.call(`${PAYMENT}/findById`, { paymentId: doc.paymentId }, k.cert.supplier1)).statusCode).toBe(404);
    const paid = await approveAndPay(PAYMENT, 'SET_PAYMENT', doc, finance);
    expect(paid.payAmount).toBe('100.24');
    const [posted] = await outboxOf('SET_PAYMENT', doc.paymentId);
    expect(posted.payload).toMatchObject({
      action: 'PAY_REQUEST',
      advanceNumber: advance.advanceNumber,
      invoices: [
        { registration: one.registrationNumber, applyAmount: '41.2500' },
        { registration: two.registrationNumber, applyAmount: '108.9900' },
      ],
    });
    const seen = await k.call(`${PAYMENT}/findById`, { paymentId: doc.paymentId }, k.cert.supplier1);
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data).toMatchObject({ status: 'PAID', payAmount: '100.24' });
    // Finance's remark and the approver's comment stay inside.
    expect(JSON.stringify(seen.body.data)).not.toMatch(/月结付款|同意/);
    expect((await k.call(`${PAYMENT}/findById`, { paymentId: doc.paymentId }, k.supplier2)).statusCode).toBe(404);
    const listed = await k.call(`${PAYMENT}/listByPage`, { pageIndex: 1, pageRows: 50 }, k.supplier2);
    expect(listed.body.data).toEqual([]);
    const advanceAfter = await k.call(`${ADVANCE}/findById`, { advanceId: advance.advanceId }, finance);
    expect(advanceAfter.body.data).toMatchObject({ writtenOff: '50.00', usable: '50.00' });
  });

  it('a supplier or a buyer without the page cannot apply; two applications at once never pay an invoice twice', async () => {
    const invoice = await confirmedInvoice(k, finance, '2033-07-01', [{ quantity: '1', price: '100', taxRate: '13' }]);
    const body = {
      orgId: k.ids.east,
      supplierId: k.ids.supplier1,
      currencyCode: 'CNY',
      applyDate: '2033-07-02',
      lines: [{ invoiceId: invoice.invoiceId, applyAmount: '113' }],
    };
    expect((await k.call(`${PAYMENT}/saveOrUpdate`, body, k.cert.supplier1)).statusCode).toBe(403);
    expect((await k.call(`${PAYMENT}/saveOrUpdate`, body, k.cert.buyer)).statusCode).toBe(403);
    const both = await Promise.all([
      k.call(`${PAYMENT}/saveOrUpdate`, body, finance),
      k.call(`${PAYMENT}/saveOrUpdate`, body, finance),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('totals: the lines less the write-off, to the cent, however the invoices are split (property)', async () => {
    const invoice = await confirmedInvoice(k, finance, '2033-08-01', [
      { quantity: '7', price: '13.37', taxRate: '13' },
    ]);
    const total = Math.round(Number(invoice.totalWithTax) * 100);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: total }), { minLength: 1, maxLength: 3 }), async (parts) => {
        const ids: number[] = [];
        let paidCents = 0;
        for (const cents of parts) {
          const amount = (cents / 100).toFixed(2);
          const r = await k.call(
            `${PAYMENT}/saveOrUpdate`,
            {
              orgId: k.ids.east,
              supplierId: k.ids.supplier1,
              currencyCode: 'CNY',
              applyDate: '2033-08-02',
              lines: [{ invoiceId: invoice.invoiceId, applyAmount: amount }],
            },
            finance,
          );
          if (paidCents + cents > total) {
            expect(r.statusCode).toBe(400);
            continue;
          }
          expect(r.statusCode, JSON.stringify(r.body)).toBe(200);
          expect(r.body.data.payAmount).toBe(amount);
          expect(r.body.data.lines[0].openAmount).toBe(((total - paidCents) / 100).toFixed(2));
          paidCents += cents;
          ids.push(r.body.data.paymentId);
        }
        // Voided again, so the next run starts from the whole invoice.
        for (const paymentId of ids) {
          const doc = (await k.call(`${PAYMENT}/findById`, { paymentId }, finance)).body.data;
          await k.call(`${PAYMENT}/doAbolish`, { paymentId, version: doc.version }, finance);
        }
      }),
      { numRuns: 8 },
    );
  });
});

it('each payment stage of an order is its share of the order with tax', async () => {
  const [term] = await k.t.database.db.select().from(paymentTerms).where(eq(paymentTerms.termCode, 'ADV30_REC70'));
  const nodes = await k.t.database.db
    .select()
    .from(paymentTermNodes)
    .where(eq(paymentTermNodes.paymentTermId, term.id));
  const order = await orderOf('999.99', 'ADV30_REC70');
  const stages = (await k.call(`${ADVANCE}/orderStages`, { orderId: order.orderId }, k.cert.buyer)).body.data;
  expect(stages).toHaveLength(nodes.length);
  expect(stages.map((s: { limit: string }) => s.limit)).toEqual(['300.00', '699.99']);
});
