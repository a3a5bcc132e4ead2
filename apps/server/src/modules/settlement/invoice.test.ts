import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedOrder, createDeliveryKit, type DeliveryKit } from '../purchase/delivery/deliveryTestKit.ts';
import { settleSupply } from './schema.ts';
import { agreedStatement as agreed, received, taxInvoice } from './settlementTestKit.ts';

// Issue 18 item 4: invoices of an agreed statement, registered by its supplier only, matched per tax rate
// against what was received at the order's price; a tax invoice registered once; finance confirms only a match.

const INVOICE = '/api/srmServer/v1/srmSettleInvoiceRestful';
const STATEMENT = '/api/srmServer/v1/srmSettleStatementRestful';
let k: DeliveryKit;
let finance: string;
beforeAll(async () => {
  k = await createDeliveryKit();
  finance = await k.t.login('finance');
}, 120_000);
afterAll(async () => k?.t.close());

const agreedStatement = (day: string, lines: Parameters<typeof agreed>[2]) => agreed(k, day, lines);

describe('invoices', () => {
  it('registered against an agreed statement, matched per tax rate, returned, corrected and confirmed', async () => {
    // 10 × 12.5 at 13 % = 125.00 + 16.25; 4 × 25 at 9 % = 100.00 + 9.00 → 250.25 with tax
    const statement = await agreedStatement('2033-01-15', [
      { quantity: '10', price: '12.5', taxRate: '13' },
      { quantity: '4', price: '25', taxRate: '9' },
    ]);
    expect(Number(statement.totalWithTax)).toBe(250.25);
    const body = {
      statementId: statement.statementId,
      lines: [taxInvoice('04512345', '13', '125.00', '16.25'), taxInvoice('04512346', '9', '110.00', '9.90')],
    };
    // Only a supplier user registers invoices; a buyer is refused.
    expect((await k.call(`${INVOICE}/saveOrUpdate`, body, k.cert.buyer)).statusCode).toBe(403);
    // Formats: an 8-digit number needs a code; a rate the statement does not hold is refused.
    const bad = await k.call(
      `${INVOICE}/saveOrUpdate`,
      {
        ...body,
        lines: [
          taxInvoice('4512345', '13', '1', '0.13'),
          taxInvoice('04512347', '13', '1', '0.13', ''),
          taxInvoice('04512348', '6', '1', '0.06'),
        ],
      },
      k.cert.supplier1,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'lines.0.invoiceNumber',
      'lines.1.invoiceCode',
      'lines.2.taxRate',
    ]);
    const saved = await k.call(`${INVOICE}/saveOrUpdate`, body, k.cert.supplier1);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    let doc = saved.body.data;
    expect(doc.registrationNumber).toMatch(/^FP\d{10}$/);
    expect(doc).toMatchObject({ statementNumber: statement.statementNumber, matched: false });
    expect([doc.totalWithTax, doc.differenceWithTax].map(Number)).toEqual([261.15, 10.9]);
    expect(
      doc.match.map((m: { taxRate: string; differenceWithTax: string; matched: boolean }) => [
        m.taxRate,
        m.differenceWithTax,
        m.matched,
      ]),
    ).toEqual([
      ['13', '0.00', true],
      ['9', '10.90', false],
    ]);
    // Finance does not see the supplier's draft.
    expect((await k.call(`${INVOICE}/findById`, { invoiceId: doc.invoiceId }, finance)).statusCode).toBe(404);
    // A second registration of the same statement, or of the same tax invoice, is refused.
    const again = await k.call(
      `${INVOICE}/saveOrUpdate`,
      { statementId: statement.statementId, lines: [taxInvoice('04599999', '13', '1', '0.13')] },
      k.cert.supplier1,
    );
    expect(again.statusCode).toBe(400);
    expect(again.body.data.errors[0].field).toBe('statementId');
    const other = await agreedStatement('2033-01-16', [{ quantity: '1', price: '10', taxRate: '13' }]);
    const twice = await k.call(
      `${INVOICE}/saveOrUpdate`,
      { statementId: other.statementId, lines: [taxInvoice('04512345', '13', '10', '1.30')] },
      k.cert.supplier1,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.body.data.errors[0]).toMatchObject({ field: 'lines.0.invoiceNumber' });
    expect(twice.body.data.errors[0].message).toContain(doc.registrationNumber);
    // supplier2 cannot register against supplier1's statement, nor read the invoice.
    const theirs = await k.call(
      `${INVOICE}/saveOrUpdate`,
      { ...body, lines: [taxInvoice('07700001', '13', '1', '0.13')] },
      k.supplier2,
    );
    expect(theirs.statusCode).toBe(400);
    expect(theirs.body.data.errors[0].field).toBe('statementId');

    doc = (await k.call(`${INVOICE}/doSubmit`, { invoiceId: doc.invoiceId, version: doc.version }, k.cert.supplier1))
      .body.data;
    expect(doc.status).toBe('SUBMITTED');
    expect((await k.call(`${INVOICE}/findById`, { invoiceId: doc.invoiceId }, k.supplier2)).statusCode).toBe(404);
    // Not matched: finance cannot confirm it, returns it with a reason.
    const refused = await k.call(`${INVOICE}/confirm`, { invoiceId: doc.invoiceId, version: doc.version }, finance);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.msg).toContain('1.00');
    const returned = await k.call(
      `${INVOICE}/doReject`,
      { invoiceId: doc.invoiceId, version: doc.version, comment: '9% 发票金额应为 100.00' },
      finance,
    );
    expect(returned.statusCode, JSON.stringify(returned.body)).toBe(200);
    doc = returned.body.data;
    expect(doc).toMatchObject({ status: 'REJECTED', financeNote: '9% 发票金额应为 100.00' });
    // The supplier corrects the 9 % invoice (0.01 off on the tax: within the tolerance) and submits again.
    const fixed = await k.call(
      `${INVOICE}/saveOrUpdate`,
      {
        invoiceId: doc.invoiceId,
        version: doc.version,
        statementId: statement.statementId,
        lines: [
          { lineId: doc.lines[0].lineId, ...taxInvoice('04512345', '13', '125.00', '16.25') },
          { lineId: doc.lines[1].lineId, ...taxInvoice('04512346', '9', '100.00', '9.01') },
        ],
      },
      k.cert.supplier1,
    );
    expect(fixed.statusCode, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.data.matched).toBe(true);
    doc = (
      await k.call(
        `${INVOICE}/doSubmit`,
        { invoiceId: doc.invoiceId, version: fixed.body.data.version },
        k.cert.supplier1,
      )
    ).body.data;
    const confirmed = await k.call(`${INVOICE}/confirm`, { invoiceId: doc.invoiceId, version: doc.version }, finance);
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.status).toBe('CONFIRMED');
    // The supplier cannot confirm its own invoice.
    expect(
      (await k.call(`${INVOICE}/confirm`, { invoiceId: doc.invoiceId, version: doc.version }, k.cert.supplier1))
        .statusCode,
    ).toBe(409);
  });

  it('a void registration frees its tax invoices; a statement not yet agreed takes none', async () => {
    const statement = await agreedStatement('2033-03-15', [{ quantity: '2', price: '50', taxRate: '13' }]);
    const saved = (
      await k.call(
        `${INVOICE}/saveOrUpdate`,
        { statementId: statement.statementId, lines: [taxInvoice('88800001', '13', '100.00', '13.00')] },
        k.cert.supplier1,
      )
    ).body.data;
    const voided = await k.call(
      `${INVOICE}/doAbolish`,
      { invoiceId: saved.invoiceId, version: saved.version },
      k.cert.supplier1,
    );
    expect(voided.statusCode, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body.data.status, JSON.stringify(voided.body.data)).toBe('ABOLISHED');
    const anew = await k.call(
      `${INVOICE}/saveOrUpdate`,
      { statementId: statement.statementId, lines: [taxInvoice('88800001', '13', '100.00', '13.00')] },
      k.cert.supplier1,
    );
    expect(anew.statusCode, JSON.stringify(anew.body)).toBe(200);
    expect(anew.body.data.matched).toBe(true);
    // A 20-digit digital invoice has no code.
    const digital = await k.call(
      `${INVOICE}/saveOrUpdate`,
      {
        invoiceId: anew.body.data.invoiceId,
        version: anew.body.data.version,
        statementId: statement.statementId,
        lines: [{ ...taxInvoice('24312000000012345678', '13', '100.00', '13.00'), invoiceCode: '' }],
      },
      k.cert.supplier1,
    );
    expect(digital.statusCode, JSON.stringify(digital.body)).toBe(200);
    expect(digital.body.data.lines[0].invoiceCode).toBeNull();
    // A statement sent but not agreed yet takes no invoice.
    const order = await confirmedOrder(k, ['1']);
    const note = await received(k, [{ orderLineId: order.lineIds[0], shipped: '1', received: '1', rejected: '0' }]);
    await k.t.database.db
      .update(settleSupply)
      .set({ receiptDate: '2033-04-15' })
      .where(eq(settleSupply.deliveryNoteId, note.deliveryNoteId));
    const pending = (
      await k.call(
        `${STATEMENT}/saveOrUpdate`,
        {
          orgId: k.ids.east,
          supplierId: k.ids.supplier1,
          currencyCode: 'CNY',
          periodFrom: '2033-04-15',
          periodTo: '2033-04-15',
        },
        k.cert.buyer,
      )
    ).body.data;
    await k.call(`${STATEMENT}/send`, { statementId: pending.statementId, version: pending.version }, k.cert.buyer);
    const early = await k.call(
      `${INVOICE}/saveOrUpdate`,
      { statementId: pending.statementId, lines: [taxInvoice('88800002', '0', '4.80', '0.00')] },
      k.cert.supplier1,
    );
    expect(early.statusCode).toBe(400);
    expect(early.body.data.errors[0]).toMatchObject({ field: 'statementId' });
  });
});
