import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTerms } from '../../base/schema.ts';
import { confirmedOrder, createDeliveryKit, type DeliveryKit } from '../../purchase/delivery/deliveryTestKit.ts';
import { accountStatements, invoiceLines, invoices } from '../schema.ts';
import { approvedAndPaid, confirmedInvoice } from '../settlementTestKit.ts';

// Issue 18: the payment plan — confirmed invoices' instalments by the due dates of their statements' payment terms,
// only what no payment application covers yet, in the caller's scope — a payment application started from it, and
// an invoice marked settled once applications PAID cover it (in two here), which the plan then skips.

const PLAN = '/api/srmServer/v1/srmSettlePayPlanRestful';
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

/** A confirmed invoice of supplier1 (1 000.00 + 13 % = 1 130.00) whose statement has the term `termCode`. */
async function invoiceOnTerm(termCode: string | null, periodTo: string, invoiceDate: string) {
  const invoice = await confirmedInvoice(k, finance, periodTo, [{ quantity: '3', price: '333.333', taxRate: '13' }]);
  const [term] = termCode
    ? await k.t.database.db.select().from(paymentTerms).where(eq(paymentTerms.termCode, termCode))
    : [];
  const [row] = await k.t.database.db.select().from(invoices).where(eq(invoices.id, invoice.invoiceId));
  await k.t.database.db
    .update(accountStatements)
    .set({ paymentTermId: term?.id ?? null })
    .where(eq(accountStatements.id, row.statementId));
  await k.t.database.db.update(invoiceLines).set({ invoiceDate }).where(eq(invoiceLines.invoiceId, invoice.invoiceId));
  return invoice;
}

async function plan(who: string, searchParams: Record<string, unknown> = {}) {
  const r = await k.call(`${PLAN}/listPlan`, { searchParams, pageIndex: 1, pageRows: 100 }, who);
  expect(r.statusCode, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { today: string; rows: Record<string, any>[]; totals: Record<string, any>[] };
}

const of = (rows: Record<string, any>[], invoiceId: number) =>
  rows.filter((r) => r.invoiceId === invoiceId).map((r) => [r.stageName, r.dueDate, r.amount, r.open]);

async function settledFlagOf(invoiceId: number, who = finance) {
  const r = await k.call(`${INVOICE}/findById`, { invoiceId }, who);
  expect(r.statusCode).toBe(200);
  return r.body.data.settledFlag;
}

describe('payment plan', () => {
  it('lists each unpaid instalment by the due date of its term, overdue ones marked, and filters by due date', async () => {
    // 30 % advance stage (due at once), 70 % 60 days after receipt (the statement's period end).
    const split = await invoiceOnTerm('ADV30_REC70', '2033-01-15', '2033-02-01');
    // Net 30 after an invoice dated long ago: overdue.
    const late = await invoiceOnTerm('NET30', '2026-09-30', '2026-10-01');
    // No term: due on the invoice date, whole.
    const bare = await invoiceOnTerm(null, '2033-01-15', '2033-03-01');
    const { rows, today } = await plan(finance, { supplierId: k.ids.supplier1 });
    expect(of(rows, split.invoiceId)).toEqual([
      ['预付款', '2033-02-01', '339.00', '339.00'],
      ['验收款', '2033-03-16', '791.00', '791.00'],
    ]);
    expect(of(rows, late.invoiceId)).toEqual([['尾款', '2026-10-31', '1130.00', '1130.00']]);
    expect(of(rows, bare.invoiceId)).toEqual([['', '2033-03-01', '1130.00', '1130.00']]);
    const lateRow = rows.find((r) => r.invoiceId === late.invoiceId)!;
    const expectedDays = Math.round(
      (Date.parse(`${today}T00:00:00Z`) - Date.parse('2026-10-31T00:00:00Z')) / 86_400_000,
    );
    expect(lateRow).toMatchObject({ overdue: expectedDays > 0, daysOverdue: expectedDays });
    expect(rows.find((r) => r.invoiceId === split.invoiceId)).toMatchObject({ overdue: false });
    // Earliest due first.
    const dues = rows.map((r) => r.dueDate);
    expect(dues).toEqual([...dues].sort());
    // Due by the end of February 2033: the overdue one and the split's first instalment only.
    const due = await plan(finance, { supplierId: k.ids.supplier1, dueBy: '2033-02-28' });
    expect(due.rows.map((r) => [r.invoiceId, r.open])).toEqual([
      [late.invoiceId, '1130.00'],
      [split.invoiceId, '339.00'],
    ]);
    expect(due.totals).toEqual([
      { currencyCode: 'CNY', currencyScale: 2, instalments: 2, open: '1469.00', overdue: '1130.00' },
    ]);
    expect((await plan(finance, { supplierId: k.ids.supplier1, currencyCode: 'USD' })).rows).toEqual([]);
  });

  it('starts a payment application of what is due; the invoice is settled once a second one is paid too', async () => {
    const invoice = await invoiceOnTerm('ADV30_REC70', '2034-01-15', '2034-02-01');
    const party = { supplierId: k.ids.supplier1, orgId: k.ids.east, currencyCode: 'CNY' };
    const started = await k.call(`${PLAN}/startPayment`, { ...party, dueBy: '2034-02-10' }, finance);
    expect(started.statusCode, JSON.stringify(started.body)).toBe(200);
    const first = started.body.data;
    expect(first).toMatchObject({ status: 'DRAFT', supplierId: k.ids.supplier1, currencyCode: 'CNY' });
    // Every instalment due by then (this invoice's 30 % and the earlier test's overdue and early ones).
    const line = first.lines.find((l: Record<string, any>) => l.invoiceId === invoice.invoiceId);
    expect(line).toMatchObject({ applyAmount: '339.00', registrationNumber: invoice.registrationNumber });
    // The header's total is the sum of its lines to the cent.
    const cents = first.lines.reduce(
      (s: number, l: Record<string, any>) => s + Math.round(Number(l.applyAmount) * 100),
      0,
    );
    expect(first.invoicedTotal).toBe((cents / 100).toFixed(2));
    // Now in an application, the first instalment leaves the plan; the 70 % stays.
    expect(of((await plan(finance, party)).rows, invoice.invoiceId)).toEqual([
      ['验收款', '2034-03-16', '791.00', '791.00'],
    ]);
    // Nothing more due by then: refused with the day named.
    const again = await k.call(`${PLAN}/startPayment`, { ...party, dueBy: '2034-02-10' }, finance);
    expect(again.statusCode).toBe(400);
    expect(again.body.data.errors).toEqual([{ field: 'dueBy', message: expect.stringContaining('2034-02-10') }]);

    await approvedAndPaid(
      k,
      { approver, finance },
      { base: PAYMENT, billType: 'SET_PAYMENT', doc: first, owner: finance, paidDate: '2034-02-12' },
    );
    expect(await settledFlagOf(invoice.invoiceId)).toBe('N');

    // A second application for the rest, voided once: the flag and the plan stay right.
    const second = await k.call(`${PLAN}/startPayment`, { ...party, dueBy: '2034-03-31' }, finance);
    expect(second.statusCode, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.lines.map((l: Record<string, any>) => [l.invoiceId, l.applyAmount])).toEqual([
      [invoice.invoiceId, '791.00'],
    ]);
    const voided = await k.call(
      `${PAYMENT}/doAbolish`,
      { paymentId: second.body.data.paymentId, version: second.body.data.version },
      finance,
    );
    expect(voided.statusCode, JSON.stringify(voided.body)).toBe(200);
    expect(await settledFlagOf(invoice.invoiceId)).toBe('N');
    expect(of((await plan(finance, party)).rows, invoice.invoiceId)).toEqual([
      ['验收款', '2034-03-16', '791.00', '791.00'],
    ]);

    const third = (await k.call(`${PLAN}/startPayment`, { ...party, dueBy: '2034-03-31' }, finance)).body.data;
    await approvedAndPaid(
      k,
      { approver, finance },
      { base: PAYMENT, billType: 'SET_PAYMENT', doc: third, owner: finance, paidDate: '2034-03-20' },
    );
    expect(await settledFlagOf(invoice.invoiceId)).toBe('Y');
    // Both sides' invoice lists show it settled; the plan no longer lists it.
    for (const who of [finance, k.cert.supplier1]) {
      const list = await k.call(
        `${INVOICE}/listByPage`,
        { searchParams: { registrationNumber: invoice.registrationNumber }, pageIndex: 1, pageRows: 10 },
        who,
      );
      expect(list.statusCode).toBe(200);
      expect(list.body.data.map((r: Record<string, any>) => r.settledFlag)).toEqual(['Y']);
    }
    expect(of((await plan(finance, party)).rows, invoice.invoiceId)).toEqual([]);
    // The flag is the rule's, from the payments: recomputed, it is what was set.
    const [row] = await k.t.database.db.select().from(invoices).where(eq(invoices.id, invoice.invoiceId));
    expect(row.settledFlag).toBe('Y');
  });

  it('exports the rows as the screen lists them', async () => {
    const res = await k.t.app.inject({
      method: 'POST',
      url: `${PLAN}/exportPlan`,
      headers: { 'content-type': 'application/json', certificate: finance, 'SAAF-Language': 'EN' },
      payload: JSON.stringify({ searchParams: { supplierId: k.ids.supplier1, dueBy: '2033-02-28' } }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().slice(1) as unknown[][];
    expect((rows[1] as unknown[]).slice(1)).toEqual([
      'Due on',
      'Days overdue',
      'Supplier',
      'Organisation',
      'Invoice',
      'Statement',
      'Invoice date',
      'Stage',
      'Currency',
      'Instalment',
      'To pay',
    ]);
    const screen = await plan(finance, { supplierId: k.ids.supplier1, dueBy: '2033-02-28' });
    expect(rows.slice(2).map((r) => [(r as unknown[])[1], (r as unknown[])[11]])).toEqual(
      screen.rows.map((r) => [r.dueDate, Number(r.open)]),
    );
  });
});

describe('who reads the payment plan', () => {
  it('supplier users and internal users without the page get 403; a user sees only its organisation scope', async () => {
    const body = { supplierId: k.ids.supplier1, orgId: k.ids.east, currencyCode: 'CNY', dueBy: '2040-01-01' };
    for (const action of ['listPlan', 'exportPlan', 'startPayment']) {
      for (const who of [k.cert.supplier1, k.supplier2, k.cert.buyer, approver]) {
        const r = await k.call(`${PLAN}/${action}`, { ...body, pageIndex: 1, pageRows: 10 }, who);
        expect(r.statusCode, action).toBe(403);
      }
    }
    // An invoice of the south organisation; the buyer (east only) given the page sees the east's rows alone.
    const east = await invoiceOnTerm('NET30', '2035-01-15', '2035-02-01');
    const south = await invoiceOnTerm('NET30', '2035-01-15', '2035-02-01');
    await k.t.database.db.update(invoices).set({ orgId: k.ids.south }).where(eq(invoices.id, south.invoiceId));
    await k.t.database.db.execute(sql`
      insert into base_resp_menu (responsibility_id, menu_id)
      select r.id, m.id from base_responsibility r, base_menu m
      where r.responsibility_code = 'PUR_BUYER' and m.menu_code = 'SET_PAY_PLAN'`);
    const financeRows = (await plan(finance, { supplierId: k.ids.supplier1 })).rows;
    const buyerRows = (await plan(k.cert.buyer, { supplierId: k.ids.supplier1 })).rows;
    expect(financeRows.map((r) => r.invoiceId)).toContain(south.invoiceId);
    expect(buyerRows.map((r) => r.invoiceId)).toContain(east.invoiceId);
    expect(buyerRows.every((r) => r.orgId === k.ids.east)).toBe(true);
    // The buyer holds no payment application button: starting one is refused by the payment's own rule.
    const refused = await k.call(`${PLAN}/startPayment`, body, k.cert.buyer);
    expect(refused.statusCode).toBe(403);
    const [stillNone] = await k.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(eq(invoices.id, south.invoiceId), eq(invoices.settledFlag, 'Y')));
    expect(stillNone.n).toBe(0);
  });
});

describe('pickers searched on the server', () => {
  const ADVANCE = '/api/srmServer/v1/srmSettleAdvanceRestful';
  it('the advance’s orders and the payment’s invoices are found by a part of their number, a page at a time', async () => {
    const order = await confirmedOrder(k, ['2']);
    const orders = await k.call(
      `${ADVANCE}/orderPicker`,
      { searchParams: { keyword: order.orderNumber.slice(-6) }, pageIndex: 1, pageRows: 5 },
      k.cert.buyer,
    );
    expect(orders.statusCode, JSON.stringify(orders.body)).toBe(200);
    expect(orders.body.data.map((r: Record<string, any>) => r.orderNumber)).toContain(order.orderNumber);
    expect(orders.body.data[0]).toMatchObject({ supplierName: expect.any(String), currencyCode: 'CNY' });
    // Paged: one row a page, the count of every match.
    const one = await k.call(`${ADVANCE}/orderPicker`, { searchParams: {}, pageIndex: 2, pageRows: 1 }, k.cert.buyer);
    expect(one.body.data).toHaveLength(1);
    expect(one.body.page.count).toBeGreaterThan(1);

    const open = await invoiceOnTerm('NET30', '2036-01-15', '2036-02-01');
    const search = { supplierId: k.ids.supplier1, currencyCode: 'CNY' };
    const found = await k.call(
      `${PAYMENT}/invoicePicker`,
      { searchParams: { ...search, keyword: open.registrationNumber.slice(-5) }, pageIndex: 1, pageRows: 10 },
      finance,
    );
    expect(found.statusCode, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data).toEqual([
      expect.objectContaining({
        invoiceId: open.invoiceId,
        registrationNumber: open.registrationNumber,
        totalWithTax: '1130.00',
        unpaidAmount: '1130.00',
      }),
    ]);
    // Settled or wholly in applications, an invoice is not offered; none of another currency.
    const all = await k.call(
      `${PAYMENT}/invoicePicker`,
      { searchParams: search, pageIndex: 1, pageRows: 200 },
      finance,
    );
    const offered = all.body.data.map((r: Record<string, any>) => r.invoiceId);
    expect(offered).toContain(open.invoiceId);
    const settled = await k.t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.settledFlag, 'Y'));
    expect(settled.length).toBeGreaterThan(0);
    for (const s of settled) expect(offered).not.toContain(s.id);
    for (const r of all.body.data) expect(Number(r.unpaidAmount)).toBeGreaterThan(0);
    const usd = await k.call(
      `${PAYMENT}/invoicePicker`,
      { searchParams: { ...search, currencyCode: 'USD' }, pageIndex: 1, pageRows: 10 },
      finance,
    );
    expect(usd.body.data).toEqual([]);
    // A supplier user never reaches them.
    for (const who of [k.cert.supplier1, k.supplier2]) {
      expect((await k.call(`${ADVANCE}/orderPicker`, { searchParams: {} }, who)).statusCode).toBe(403);
      expect((await k.call(`${PAYMENT}/invoicePicker`, { searchParams: search }, who)).statusCode).toBe(403);
    }
  });
});
