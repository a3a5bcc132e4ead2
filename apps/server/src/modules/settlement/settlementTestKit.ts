import { lineMoney } from '@srm/core/settlement/money';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { confirmedOrder, type DeliveryKit, NOTE, noteBody } from '../purchase/delivery/deliveryTestKit.ts';
import { purchaseOrderLines } from '../purchase/orderSchema.ts';
import { settleSupply } from './schema.ts';

/* What the settlement tests share (not a test file itself): goods shipped by supplier1 and received by the buyer. */

/** supplier1 ships these quantities of the order lines; the buyer receives them as given. */
export async function received(
  k: DeliveryKit,
  lines: { orderLineId: number; shipped: string; received: string; rejected: string }[],
) {
  const saved = await k.call(
    `${NOTE}/saveOrUpdate`,
    noteBody(
      k,
      lines.map((l) => ({ orderLineId: l.orderLineId, quantity: l.shipped })),
    ),
    k.cert.supplier1,
  );
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  const shipped = await k.call(
    `${NOTE}/ship`,
    { deliveryNoteId: saved.body.data.deliveryNoteId, version: saved.body.data.version },
    k.cert.supplier1,
  );
  expect(shipped.statusCode, JSON.stringify(shipped.body)).toBe(200);
  const note = shipped.body.data;
  const ok = await k.call(
    `${NOTE}/doReceive`,
    {
      deliveryNoteId: note.deliveryNoteId,
      version: note.version,
      lines: lines.map((l, i) => ({
        lineId: note.lines[i].lineId,
        receivedQuantity: l.received,
        rejectedQuantity: l.rejected,
        rejectReason: l.rejected === '0' ? undefined : 'Scratched',
      })),
    },
    k.cert.buyer,
  );
  expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);
  return note as { deliveryNoteId: number; deliveryNoteNumber: string };
}

const STATEMENT = '/api/srmServer/v1/srmSettleStatementRestful';
const INVOICE = '/api/srmServer/v1/srmSettleInvoiceRestful';

export type GoodsLine = { quantity: string; price: string; taxRate: string };

/** An agreed statement of supplier1 over goods at these prices and rates, received on `day`. */
export async function agreedStatement(k: DeliveryKit, day: string, lines: GoodsLine[]) {
  const order = await confirmedOrder(
    k,
    lines.map((l) => l.quantity),
  );
  for (const [i, l] of lines.entries()) {
    await k.t.database.db
      .update(purchaseOrderLines)
      .set({ price: l.price, taxRate: l.taxRate })
      .where(eq(purchaseOrderLines.id, order.lineIds[i]));
  }
  const note = await received(
    k,
    lines.map((l, i) => ({ orderLineId: order.lineIds[i], shipped: l.quantity, received: l.quantity, rejected: '0' })),
  );
  await k.t.database.db
    .update(settleSupply)
    .set({ receiptDate: day })
    .where(eq(settleSupply.deliveryNoteId, note.deliveryNoteId));
  let doc = (
    await k.call(
      `${STATEMENT}/saveOrUpdate`,
      { orgId: k.ids.east, supplierId: k.ids.supplier1, currencyCode: 'CNY', periodFrom: day, periodTo: day },
      k.cert.buyer,
    )
  ).body.data;
  doc = (await k.call(`${STATEMENT}/send`, { statementId: doc.statementId, version: doc.version }, k.cert.buyer)).body
    .data;
  doc = (await k.call(`${STATEMENT}/confirm`, { statementId: doc.statementId, version: doc.version }, k.cert.supplier1))
    .body.data;
  expect(doc.status).toBe('CONFIRMED');
  return doc as { statementId: number; statementNumber: string; totalWithTax: string; orderId?: number };
}

/** A tax invoice line of an invoice registration. */
export const taxInvoice = (
  number: string,
  taxRate: string,
  amount: string,
  taxAmount: string,
  code = '3100231130',
) => ({
  invoiceCode: code,
  invoiceNumber: number,
  invoiceDate: '2033-02-01',
  taxRate,
  amount,
  taxAmount,
});

let invoiceSeq = 0;

/**
 * An invoice of supplier1 confirmed by finance over goods received on `day`: one tax invoice per goods line at
 * exactly its money (numbers unique within the run).
 */
export async function confirmedInvoice(k: DeliveryKit, finance: string, day: string, lines: GoodsLine[]) {
  const statement = await agreedStatement(k, day, lines);
  const taxLines = lines.map((l) => {
    const m = lineMoney(l.quantity, l.price, l.taxRate, 'CNY');
    invoiceSeq += 1;
    return taxInvoice(String(60_000_000 + invoiceSeq), l.taxRate, m.amount, m.taxAmount);
  });
  let doc = (
    await k.call(`${INVOICE}/saveOrUpdate`, { statementId: statement.statementId, lines: taxLines }, k.cert.supplier1)
  ).body.data;
  doc = (await k.call(`${INVOICE}/doSubmit`, { invoiceId: doc.invoiceId, version: doc.version }, k.cert.supplier1)).body
    .data;
  const confirmed = await k.call(`${INVOICE}/confirm`, { invoiceId: doc.invoiceId, version: doc.version }, finance);
  expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body.data as { invoiceId: number; registrationNumber: string; totalWithTax: string };
}

const idOf = { SET_ADVANCE: 'advanceId', SET_PAYMENT: 'paymentId' } as const;
export type PayingBillType = keyof typeof idOf;

/**
 * Submits an advance or payment application, has the approver approve it and finance register its payment on
 * `paidDate` — checking on the way that paying asks for the bank's reference.
 */
export async function approvedAndPaid(
  k: DeliveryKit,
  users: { approver: string; finance: string },
  // biome-ignore lint/suspicious/noExplicitAny: a document as the API answers it
  p: { base: string; billType: PayingBillType; doc: Record<string, any>; owner: string; paidDate: string },
) {
  const key = idOf[p.billType];
  const id = p.doc[key];
  const submitted = await k.call(`${p.base}/doSubmit`, { [key]: id, version: p.doc.version }, p.owner);
  expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
  expect(submitted.body.data.status).toBe('APPROVING');
  const approved = await k.call(
    `${p.base}/doApproval`,
    { [key]: id, version: submitted.body.data.version, comment: '同意' },
    users.approver,
  );
  expect(approved.statusCode, JSON.stringify(approved.body)).toBe(200);
  expect(approved.body.data.status).toBe('APPROVED');
  const body = { [key]: id, version: approved.body.data.version, paidDate: p.paidDate };
  const unreferenced = await k.call(`${p.base}/pay`, body, users.finance);
  expect(unreferenced.statusCode).toBe(400);
  expect(unreferenced.body.data.errors[0].field).toBe('paymentReference');
  const paid = await k.call(`${p.base}/pay`, { ...body, paymentReference: `BK${id}` }, users.finance);
  expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
  expect(paid.body.data).toMatchObject({ status: 'PAID', paidDate: p.paidDate, paymentReference: `BK${id}` });
  return paid.body.data;
}
