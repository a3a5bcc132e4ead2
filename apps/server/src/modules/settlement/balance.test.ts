import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedOrder, createDeliveryKit, type DeliveryKit } from '../purchase/delivery/deliveryTestKit.ts';
import { purchaseOrders } from '../purchase/orderSchema.ts';
import { invoiceLines } from './schema.ts';
import { approvedAndPaid, confirmedInvoice } from './settlementTestKit.ts';

// Issue 18 item 2, statements of account: the balance owed to a supplier over a period — opening, invoices
// confirmed, payments and advances paid, closing — computed from the settlement documents, sent to the supplier,
// disputed, corrected and agreed; one period's closing is the next one's opening; a supplier sees only its own.

const BALANCE = '/api/srmServer/v1/srmSettleBalanceRestful';
const ADVANCE = '/api/srmServer/v1/srmSettleAdvanceRestful';
const PAYMENT = '/api/srmServer/v1/srmSettlePaymentRestful';
let k: DeliveryKit;
let users: { approver: string; finance: string };
beforeAll(async () => {
  k = await createDeliveryKit();
  users = { approver: await k.t.login('approver'), finance: await k.t.login('finance') };
}, 120_000);
afterAll(async () => k?.t.close());

/** A confirmed invoice of supplier1 whose tax invoices are dated `day`. */
async function invoiceOn(day: string, quantity: string, price: string) {
  const invoice = await confirmedInvoice(k, users.finance, day, [{ quantity, price, taxRate: '13' }]);
  await k.t.database.db
    .update(invoiceLines)
    .set({ invoiceDate: day })
    .where(eq(invoiceLines.invoiceId, invoice.invoiceId));
  return invoice;
}

const terms = (periodFrom: string, periodTo: string) => ({
  orgId: k.ids.east,
  supplierId: k.ids.supplier1,
  currencyCode: 'CNY',
  periodFrom,
  periodTo,
});
const figures = (doc: Record<string, unknown>) =>
  ['openingBalance', 'invoicedAmount', 'paidAmount', 'advancedAmount', 'closingBalance'].map((key) => doc[key]);

describe('statements of account', () => {
  it('add up the invoices, payments and advances of each period; the closing balance opens the next', async () => {
    const a = await invoiceOn('2034-01-10', '10', '10'); // 113.00
    const b = await invoiceOn('2034-02-05', '3', '33.33'); // 99.99 + 13.00 = 112.99
    expect([a.totalWithTax, b.totalWithTax].map(Number)).toEqual([113, 112.99]);
    // An advance of 30 paid on 20 January, written off against invoice A paid on 10 February (83.00 in cash).
    const order = await confirmedOrder(k, ['1']);
    await k.t.database.db
      .update(purchaseOrders)
      .set({ totalWithTax: '100' })
      .where(eq(purchaseOrders.id, order.orderId));
    const advanceDraft = await k.call(
      `${ADVANCE}/saveOrUpdate`,
      { orderId: order.orderId, applyDate: '2034-01-15', amount: '30', reason: '预付' },
      k.cert.buyer,
    );
    const advance = await approvedAndPaid(k, users, {
      base: ADVANCE,
      billType: 'SET_ADVANCE',
      doc: advanceDraft.body.data,
      owner: k.cert.buyer,
      paidDate: '2034-01-20',
    });
    const paymentDraft = await k.call(
      `${PAYMENT}/saveOrUpdate`,
      {
        orgId: k.ids.east,
        supplierId: k.ids.supplier1,
        currencyCode: 'CNY',
        applyDate: '2034-02-08',
        lines: [{ invoiceId: a.invoiceId, applyAmount: '113' }],
        advanceId: advance.advanceId,
        writeOffAmount: '30',
      },
      users.finance,
    );
    expect(paymentDraft.statusCode, JSON.stringify(paymentDraft.body)).toBe(200);
    await approvedAndPaid(k, users, {
      base: PAYMENT,
      billType: 'SET_PAYMENT',
      doc: paymentDraft.body.data,
      owner: users.finance,
      paidDate: '2034-02-10',
    });

    const january = await k.call(`${BALANCE}/saveOrUpdate`, terms('2034-01-01', '2034-01-31'), k.cert.buyer);
    expect(january.statusCode, JSON.stringify(january.body)).toBe(200);
    expect(january.body.data.balanceNumber).toMatch(/^YE\d{10}$/);
    expect(figures(january.body.data)).toEqual(['0.00', '113.00', '0.00', '30.00', '83.00']);
    const february = await k.call(`${BALANCE}/saveOrUpdate`, terms('2034-02-01', '2034-02-28'), k.cert.buyer);
    expect(figures(february.body.data)).toEqual(['83.00', '112.99', '83.00', '0.00', '112.99']);
    // Both months at once: the same closing balance.
    const both = await k.call(`${BALANCE}/saveOrUpdate`, terms('2034-01-01', '2034-02-28'), k.cert.buyer);
    expect(figures(both.body.data)).toEqual(['0.00', '225.99', '83.00', '30.00', '112.99']);
    const backwards = await k.call(`${BALANCE}/saveOrUpdate`, terms('2034-02-01', '2034-01-31'), k.cert.buyer);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body.data.errors[0].field).toBe('periodTo');
  });

  it('is sent with the balance as it stands then, disputed, recalled, sent again and agreed; only its supplier sees it', async () => {
    await invoiceOn('2034-03-03', '2', '50'); // 113.00
    let doc = (await k.call(`${BALANCE}/saveOrUpdate`, terms('2034-03-01', '2034-03-31'), k.cert.buyer)).body.data;
    expect(doc.closingBalance).toBe('225.99');
    // Not before it is sent.
    expect((await k.call(`${BALANCE}/findById`, { balanceId: doc.balanceId }, k.cert.supplier1)).statusCode).toBe(404);
    // An invoice confirmed after the save is in what is sent.
    await invoiceOn('2034-03-20', '1', '100'); // 113.00
    doc = (await k.call(`${BALANCE}/send`, { balanceId: doc.balanceId, version: doc.version }, k.cert.buyer)).body.data;
    expect(doc).toMatchObject({ status: 'SUBMITTED', invoicedAmount: '226.00', closingBalance: '338.99' });
    const theirs = await k.call(`${BALANCE}/findById`, { balanceId: doc.balanceId }, k.cert.supplier1);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body.data.closingBalance).toBe('338.99');
    expect((await k.call(`${BALANCE}/findById`, { balanceId: doc.balanceId }, k.supplier2)).statusCode).toBe(404);
    expect(
      (await k.call(`${BALANCE}/listByPage`, { searchParams: {}, pageIndex: 1, pageRows: 50 }, k.supplier2)).body.data,
    ).toEqual([]);
    // The supplier disputes with a reason (required); the buyer gets it as a to-do.
    const bare = await k.call(
      `${BALANCE}/dispute`,
      { balanceId: doc.balanceId, version: doc.version },
      k.cert.supplier1,
    );
    expect(bare.statusCode).toBe(400);
    doc = (
      await k.call(
        `${BALANCE}/dispute`,
        { balanceId: doc.balanceId, version: doc.version, comment: '3 月 20 日发票我方未开具' },
        k.cert.supplier1,
      )
    ).body.data;
    expect(doc).toMatchObject({ status: 'REJECTED', supplierNote: '3 月 20 日发票我方未开具' });
    // The buyer cannot agree in the supplier's place.
    expect(
      (await k.call(`${BALANCE}/confirm`, { balanceId: doc.balanceId, version: doc.version }, k.cert.buyer)).statusCode,
    ).not.toBe(200);
    doc = (await k.call(`${BALANCE}/recall`, { balanceId: doc.balanceId, version: doc.version }, k.cert.buyer)).body
      .data;
    expect(doc.status).toBe('DRAFT');
    expect((await k.call(`${BALANCE}/findById`, { balanceId: doc.balanceId }, k.cert.supplier1)).statusCode).toBe(404);
    doc = (
      await k.call(
        `${BALANCE}/saveOrUpdate`,
        {
          ...terms('2034-03-01', '2034-03-31'),
          balanceId: doc.balanceId,
          version: doc.version,
          buyerNote: '含 3 月 20 日发票 FP，请核对',
        },
        k.cert.buyer,
      )
    ).body.data;
    doc = (await k.call(`${BALANCE}/send`, { balanceId: doc.balanceId, version: doc.version }, k.cert.buyer)).body.data;
    expect(doc.supplierNote).toBeNull();
    const agreed = await k.call(
      `${BALANCE}/confirm`,
      { balanceId: doc.balanceId, version: doc.version, comment: '核对无误' },
      k.cert.supplier1,
    );
    expect(agreed.statusCode, JSON.stringify(agreed.body)).toBe(200);
    expect(agreed.body.data).toMatchObject({ status: 'CONFIRMED', closingBalance: '338.99', supplierNote: '核对无误' });
  });
});
