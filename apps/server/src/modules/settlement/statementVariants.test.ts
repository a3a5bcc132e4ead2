import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierPendings } from '../../platform/pending/schema.ts';
import { interiorPendings } from '../../platform/workflow/schema.ts';
import { createDeliveryKit, type DeliveryKit } from '../purchase/delivery/deliveryTestKit.ts';
import { settleSupply } from './schema.ts';

// Issue 18 item 2, the statement variants: a two-sided statement agreed by the supplier waits for the buyer's
// check (who may send it back with a reason the supplier never reads); a self-operated subsidiary's is never sent,
// the buyer confirms it and its supplier sees it agreed. Invoicing opens at CONFIRMED only, in every variant.

const STATEMENT = '/api/srmServer/v1/srmSettleStatementRestful';
const INVOICE = '/api/srmServer/v1/srmSettleInvoiceRestful';
let k: DeliveryKit;
beforeAll(async () => {
  k = await createDeliveryKit();
}, 120_000);
afterAll(async () => k?.t.close());

let lineSeq = 0;
/** An open supply line of supplier1 received on `day`: 2 × 50.00 at 13 %. */
async function openLine(day: string) {
  lineSeq += 1;
  await k.t.database.db.insert(settleSupply).values({
    sourceType: 'RECEIPT',
    deliveryNoteLineId: 800_000 + lineSeq,
    orgId: k.ids.east,
    supplierId: k.ids.supplier1,
    receiptDate: day,
    quantity: '2',
    price: '50',
    taxRate: '13',
    currencyCode: 'CNY',
    amount: '100',
    taxAmount: '13',
    amountWithTax: '113',
  });
}

type Doc = { statementId: number; version: number; status: string; _actions: string[] } & Record<string, unknown>;

async function draft(day: string, variant: string): Promise<Doc> {
  await openLine(day);
  const res = await k.call(
    `${STATEMENT}/saveOrUpdate`,
    { orgId: k.ids.east, supplierId: k.ids.supplier1, currencyCode: 'CNY', periodFrom: day, periodTo: day, variant },
    k.cert.buyer,
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const step = (action: string, doc: Doc, cert: string, comment?: string) =>
  k.call(`${STATEMENT}/${action}`, { statementId: doc.statementId, version: doc.version, comment }, cert);

async function took(action: string, doc: Doc, cert: string, comment?: string): Promise<Doc> {
  const res = await step(action, doc, cert, comment);
  expect(res.statusCode, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
}

const invoiceFor = (doc: Doc) =>
  k.call(
    `${INVOICE}/saveOrUpdate`,
    {
      statementId: doc.statementId,
      lines: [
        {
          invoiceCode: '3100231130',
          invoiceNumber: String(70_000_000 + doc.statementId),
          invoiceDate: '2033-02-01',
          taxRate: '13',
          amount: '100',
          taxAmount: '13',
        },
      ],
    },
    k.cert.supplier1,
  );

const buyerTodos = (doc: Doc) =>
  k.t.database.db
    .select({ title: interiorPendings.pendingTitle, handled: interiorPendings.handleFlag })
    .from(interiorPendings)
    .where(and(eq(interiorPendings.billId, doc.statementId), eq(interiorPendings.billType, 'SET_STATEMENT')));

const supplierTodos = (doc: Doc) =>
  k.t.database.db
    .select()
    .from(supplierPendings)
    .where(and(eq(supplierPendings.billId, doc.statementId), eq(supplierPendings.billType, 'SET_STATEMENT')));

describe('statement variants', () => {
  it('two-sided: the supplier agrees, the buyer checks (or sends back with a reason the supplier never reads)', async () => {
    let doc = await draft('2033-01-10', 'TWO_SIDED');
    expect(doc.variant).toBe('TWO_SIDED');
    expect(doc._actions).toContain('send');
    expect(doc._actions).not.toContain('buyerConfirm');
    doc = await took('send', doc, k.cert.buyer);
    // The supplier is offered its agreement to the buyer's check, not the standard agreement.
    const seen = (await k.call(`${STATEMENT}/findById`, { statementId: doc.statementId }, k.cert.supplier1)).body.data;
    expect(seen._actions).toContain('agree');
    expect(seen._actions).not.toContain('confirm');
    const standard = await step('confirm', doc, k.cert.supplier1);
    expect(standard.statusCode).toBe(409);
    expect(standard.body.msg).toContain('does not apply');
    doc = await took('agree', doc, k.cert.supplier1, 'Figures agreed');
    expect(doc.status).toBe('CHECKING');
    // Agreed by the supplier is not agreed: no invoice yet, and the buyer has a to-do to check it.
    expect((await invoiceFor(doc)).statusCode).not.toBe(200);
    expect((await buyerTodos(doc)).map((t) => t.title)).toEqual([expect.stringContaining('请复核')]);
    // Still open for the reports until both sides agree: listed among the open statements, awaiting the check.
    const open = await k.call(
      '/api/srmServer/v1/srmSettleReportRestful/openStatements',
      { searchParams: { supplierId: doc.supplierId }, pageIndex: 1, pageRows: 50 },
      k.cert.buyer,
    );
    expect(open.body.data.find((r: { statementId: number }) => r.statementId === doc.statementId)?.status).toBe(
      'CHECKING',
    );
    // Only the buyer checks: the supplier is refused.
    expect((await step('check', doc, k.cert.supplier1)).statusCode).toBe(403);
    // Sent back without a reason is refused; with one it is the buyer's draft again, hidden from the supplier.
    const bare = await step('sendBack', doc, k.cert.buyer);
    expect(bare.statusCode).toBe(400);
    expect(bare.body.data.errors[0].field).toBe('comment');
    doc = await took('sendBack', doc, k.cert.buyer, 'Freight line missing — internal');
    expect(doc).toMatchObject({ status: 'DRAFT', checkNote: 'Freight line missing — internal' });
    expect((await k.call(`${STATEMENT}/findById`, { statementId: doc.statementId }, k.cert.supplier1)).statusCode).toBe(
      404,
    );
    // Sent again, agreed again, checked: CONFIRMED, invoicing opens.
    doc = await took('send', doc, k.cert.buyer);
    doc = await took('agree', doc, k.cert.supplier1);
    doc = await took('check', doc, k.cert.buyer, 'Checked against the receipts');
    expect(doc.status).toBe('CONFIRMED');
    expect((await buyerTodos(doc)).map((t) => t.handled)).toEqual(['Y', 'Y']);
    const read = await k.call(`${STATEMENT}/findById`, { statementId: doc.statementId }, k.cert.supplier1);
    expect(read.body.data.status).toBe('CONFIRMED');
    // The buyer's check stays inside: neither the record nor the history the supplier reads holds it.
    const history = await k.call(`${STATEMENT}/listHistory`, { statementId: doc.statementId }, k.cert.supplier1);
    const everything = JSON.stringify([read.body.data, history.body.data]);
    expect(everything).not.toContain('Freight line missing');
    expect(everything).not.toContain('Checked against the receipts');
    expect(read.body.data).not.toHaveProperty('checkNote');
    expect(history.body.data.map((h: { action: string }) => h.action)).not.toContain('sendBack');
    const invoice = await invoiceFor(doc);
    expect(invoice.statusCode, JSON.stringify(invoice.body)).toBe(200);
  });

  it('self-operated: never sent nor a supplier to-do; the buyer confirms it and the supplier then sees it agreed', async () => {
    let doc = await draft('2033-01-20', 'SELF_OPERATED');
    expect(doc._actions).toContain('buyerConfirm');
    expect(doc._actions).not.toContain('send');
    const send = await step('send', doc, k.cert.buyer);
    expect(send.statusCode).toBe(409);
    // The supplier neither sees the draft nor can confirm it for the buyer.
    expect((await k.call(`${STATEMENT}/findById`, { statementId: doc.statementId }, k.cert.supplier1)).statusCode).toBe(
      404,
    );
    expect((await invoiceFor(doc)).statusCode).not.toBe(200);
    doc = await took('buyerConfirm', doc, k.cert.buyer);
    expect(doc).toMatchObject({ status: 'CONFIRMED', totalWithTax: '113.00' });
    expect(await supplierTodos(doc)).toEqual([]);
    const read = await k.call(`${STATEMENT}/findById`, { statementId: doc.statementId }, k.cert.supplier1);
    expect(read.statusCode).toBe(200);
    expect(read.body.data).toMatchObject({ status: 'CONFIRMED', variant: 'SELF_OPERATED' });
    // Nothing for the supplier to answer on it: only printing.
    expect(read.body.data._actions).toEqual(['print']);
    expect((await invoiceFor(doc)).statusCode).toBe(200);
  });

  it('standard: unchanged — the supplier agrees and it is confirmed; the variant actions are not offered', async () => {
    let doc = await draft('2033-01-25', 'STANDARD');
    expect(doc._actions).not.toContain('buyerConfirm');
    expect((await step('buyerConfirm', doc, k.cert.buyer)).statusCode).toBe(409);
    doc = await took('send', doc, k.cert.buyer);
    expect((await step('agree', doc, k.cert.supplier1)).statusCode).toBe(409);
    doc = await took('confirm', doc, k.cert.supplier1);
    expect(doc.status).toBe('CONFIRMED');
  });
});
