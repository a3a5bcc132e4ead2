import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedOrder, createDeliveryKit, type DeliveryKit } from '../../purchase/delivery/deliveryTestKit.ts';
import { accountStatements, invoiceLines, invoices } from '../schema.ts';
import { agreedStatement, confirmedInvoice, received, taxInvoice } from '../settlementTestKit.ts';

// Issue 18 item 7: the settlement reports — open statements, invoices awaiting finance, and the payables ageing per
// supplier with its Excel export — for internal users holding the reports page, in their organisation scope.

const REPORT = '/api/srmServer/v1/srmSettleReportRestful';
const STATEMENT = '/api/srmServer/v1/srmSettleStatementRestful';
const INVOICE = '/api/srmServer/v1/srmSettleInvoiceRestful';
const PAYMENT = '/api/srmServer/v1/srmSettlePaymentRestful';
/** The day the ageing is taken as of; the invoices are dated some days before it. */
const AS_OF = '2034-06-30';

let k: DeliveryKit;
let finance: string;
let approver: string;
beforeAll(async () => {
  k = await createDeliveryKit();
  [finance, approver] = [await k.t.login('finance'), await k.t.login('approver')];
}, 120_000);
afterAll(async () => k?.t.close());

/** `n` days before (negative: after) a YYYY-MM-DD day. */
function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/** A confirmed invoice of supplier1 over one goods line, its tax invoice dated `n` days before AS_OF. */
async function invoiceAged(n: number, quantity: string, price: string, taxRate: string) {
  const invoice = await confirmedInvoice(k, finance, '2034-01-01', [{ quantity, price, taxRate }]);
  await k.t.database.db
    .update(invoiceLines)
    .set({ invoiceDate: daysBefore(AS_OF, n) })
    .where(eq(invoiceLines.invoiceId, invoice.invoiceId));
  return invoice;
}

/** Finance applies to pay `amount` of an invoice; the approver approves; finance registers it paid on `paidDate`. */
async function pay(invoiceId: number, amount: string, paidDate: string) {
  const saved = await k.call(
    `${PAYMENT}/saveOrUpdate`,
    {
      orgId: k.ids.east,
      supplierId: k.ids.supplier1,
      currencyCode: 'CNY',
      applyDate: paidDate,
      lines: [{ invoiceId, applyAmount: amount }],
    },
    finance,
  );
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  let doc = saved.body.data;
  for (const [action, who, extra] of [
    ['doSubmit', finance, {}],
    ['doApproval', approver, { comment: '同意' }],
    ['pay', finance, { paidDate, paymentReference: `BK-${invoiceId}` }],
  ] as const) {
    const step = await k.call(
      `${PAYMENT}/${action}`,
      { paymentId: doc.paymentId, version: doc.version, ...extra },
      who,
    );
    expect(step.statusCode, `${action}: ${JSON.stringify(step.body)}`).toBe(200);
    doc = step.body.data;
  }
  expect(doc.status).toBe('PAID');
}

type Figures = { days0to30: string; days31to60: string; days61to90: string; over90: string; total: string };
const figures = (r: Figures) => [r.days0to30, r.days31to60, r.days61to90, r.over90, r.total];
const cents = (v: string) => Math.round(Number(v) * 100);

async function ageing(who: string, searchParams: Record<string, unknown>) {
  const r = await k.call(`${REPORT}/payablesAgeing`, { searchParams, pageIndex: 1, pageRows: 50 }, who);
  expect(r.statusCode, JSON.stringify(r.body)).toBe(200);
  return r.body.data as {
    asOf: string;
    rows: (Figures & Record<string, any>)[];
    totals: (Figures & Record<string, any>)[];
  };
}

describe('payables ageing', () => {
  it('buckets the unpaid rest of confirmed invoices by their date, as of a day, to the cent; and exports it', async () => {
    // 0–30: 141.25 (10 days) + 11.30 (30 days, the bucket's last day); 31–60: 108.99 (45 days); 61–90: 113.00 less
    // 50.00 paid (75 days) + 21.20 (90 days); over 90: 105.76 (120 days) and 113.00 paid in full (100 days, gone);
    // dated the day after: not owed yet.
    await invoiceAged(10, '10', '12.5', '13');
    await invoiceAged(30, '1', '10', '13');
    await invoiceAged(45, '3', '33.33', '9');
    const partly = await invoiceAged(75, '1', '100', '13');
    await invoiceAged(90, '1', '20', '6');
    await invoiceAged(120, '7', '13.37', '13');
    const whole = await invoiceAged(100, '2', '50', '13');
    await invoiceAged(-1, '1', '1', '13');
    const paidOn = daysBefore(AS_OF, 5);
    await pay(partly.invoiceId, '50', paidOn);
    await pay(whole.invoiceId, '113', paidOn);

    const east = { supplierId: k.ids.supplier1, orgId: k.ids.east };
    const now = await ageing(finance, { ...east, asOf: AS_OF });
    expect(now.asOf).toBe(AS_OF);
    expect(now.rows).toHaveLength(1);
    const [row] = now.rows;
    expect(row).toMatchObject({ supplierId: k.ids.supplier1, currencyCode: 'CNY', currencyScale: 2, invoiceCount: 6 });
    expect(row.supplierName).toBeTruthy();
    expect(figures(row)).toEqual(['152.55', '108.99', '84.20', '105.76', '451.50']);
    // The total is the sum of the buckets to the cent, on the row and on the currency's total row.
    const [total] = now.totals;
    expect(total).toMatchObject({ currencyCode: 'CNY', supplierCount: 1 });
    expect(figures(total)).toEqual(figures(row));
    for (const r of [row, total]) {
      expect(cents(r.total)).toBe(cents(r.days0to30) + cents(r.days31to60) + cents(r.days61to90) + cents(r.over90));
    }

    // The day before the payments: both invoices owed in full, every age six days less, the last one not yet dated.
    const before = await ageing(finance, { ...east, asOf: daysBefore(AS_OF, 6) });
    expect(before.rows[0].invoiceCount).toBe(7);
    expect(figures(before.rows[0])).toEqual(['152.55', '108.99', '134.20', '218.76', '614.50']);

    // The export holds the same figures, headers in the caller's language.
    const file = await k.t.app.inject({
      method: 'POST',
      url: `${REPORT}/exportAgeing`,
      headers: { 'content-type': 'application/json', certificate: finance, 'SAAF-Language': 'EN' },
      payload: JSON.stringify({ searchParams: { ...east, asOf: AS_OF } }),
    });
    expect(file.statusCode, file.body.slice(0, 300)).toBe(200);
    expect(file.headers['content-disposition']).toContain(`payables-ageing-${AS_OF}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0][0]).toContain(AS_OF);
    expect(rows[1]).toEqual([
      'Supplier',
      'Currency',
      'Invoices',
      '0–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Total',
    ]);
    expect(rows[2]).toEqual([row.supplierName, 'CNY', 6, 152.55, 108.99, 84.2, 105.76, 451.5]);
    expect(rows[3].slice(0, 2)).toEqual(['Total (CNY)', 'CNY']);
    expect(rows[3].slice(3)).toEqual([152.55, 108.99, 84.2, 105.76, 451.5]);
    expect(rows).toHaveLength(4);
  });

  it('shows each user its organisation scope only', async () => {
    // An invoice of the south organisation (the buyer is permitted the east only; finance both).
    const south = await invoiceAged(3, '1', '5', '13');
    await k.t.database.db.update(invoices).set({ orgId: k.ids.south }).where(eq(invoices.id, south.invoiceId));
    const asOf = { supplierId: k.ids.supplier1, asOf: AS_OF };
    const financeRow = (await ageing(finance, asOf)).rows[0];
    const buyerRow = (await ageing(k.cert.buyer, asOf)).rows[0];
    expect(cents(financeRow.days0to30) - cents(buyerRow.days0to30)).toBe(565);
    expect(financeRow.invoiceCount - buyerRow.invoiceCount).toBe(1);
    expect((await ageing(finance, { ...asOf, orgId: k.ids.south })).rows.map(figures)).toEqual([
      ['5.65', '0.00', '0.00', '0.00', '5.65'],
    ]);
    expect((await ageing(k.cert.buyer, { ...asOf, orgId: k.ids.south })).rows).toEqual([]);
  });
});

/** A statement of supplier1 over goods received on `day`, saved (DRAFT) and, when `send`, sent (SUBMITTED). */
async function openStatement(day: string, send: boolean) {
  const order = await confirmedOrder(k, ['4']);
  await received(k, [{ orderLineId: order.lineIds[0], shipped: '4', received: '4', rejected: '0' }]);
  await k.t.database.db.execute(
    sql`update srm_settle_supply set receipt_date = ${day} where order_line_id = ${order.lineIds[0]}`,
  );
  let doc = (
    await k.call(
      `${STATEMENT}/saveOrUpdate`,
      { orgId: k.ids.east, supplierId: k.ids.supplier1, currencyCode: 'CNY', periodFrom: day, periodTo: day },
      k.cert.buyer,
    )
  ).body.data;
  if (send) {
    doc = (await k.call(`${STATEMENT}/send`, { statementId: doc.statementId, version: doc.version }, k.cert.buyer)).body
      .data;
  }
  return doc as { statementId: number; statementNumber: string; status: string };
}

describe('open statements and invoices awaiting match', () => {
  it('lists the statements not agreed, oldest first, with their days open; agreed ones are not listed', async () => {
    const draft = await openStatement('2034-02-01', false);
    const sent = await openStatement('2034-02-02', true);
    const agreed = await agreedStatement(k, '2034-02-03', [{ quantity: '1', price: '10', taxRate: '13' }]);
    // The draft was made 12 days ago.
    await k.t.database.db
      .update(accountStatements)
      .set({ creationDate: new Date(Date.now() - 12 * 86_400_000) })
      .where(eq(accountStatements.id, draft.statementId));
    const list = await k.call(
      `${REPORT}/openStatements`,
      { searchParams: { supplierId: k.ids.supplier1 }, pageIndex: 1, pageRows: 50 },
      k.cert.buyer,
    );
    expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
    const rows = list.body.data as Record<string, any>[];
    const ids = rows.map((r) => r.statementId);
    expect(ids).toContain(draft.statementId);
    expect(ids).toContain(sent.statementId);
    expect(ids).not.toContain(agreed.statementId);
    expect(ids.indexOf(draft.statementId)).toBeLessThan(ids.indexOf(sent.statementId));
    expect(rows.every((r) => ['DRAFT', 'SUBMITTED', 'REJECTED', 'CHECKING'].includes(r.status))).toBe(true);
    expect(rows.find((r) => r.statementId === draft.statementId)).toMatchObject({
      status: 'DRAFT',
      daysOpen: 12,
      orgName: expect.any(String),
      supplierName: expect.any(String),
      periodFrom: '2034-02-01',
      totalWithTax: '19.20',
    });
    expect(rows.find((r) => r.statementId === sent.statementId)).toMatchObject({
      status: 'SUBMITTED',
      statusName: 'Awaiting the supplier',
      daysOpen: 0,
    });
    const sentOnly = await k.call(
      `${REPORT}/openStatements`,
      { searchParams: { status: 'SUBMITTED' }, pageIndex: 1, pageRows: 50 },
      k.cert.buyer,
    );
    expect(sentOnly.body.data.map((r: { status: string }) => r.status)).not.toContain('DRAFT');
    expect(sentOnly.body.page).toMatchObject({ curIndex: 1, count: expect.any(Number) });
  });

  it('lists the invoices awaiting finance and those returned, with the statement and the difference', async () => {
    const statement = await agreedStatement(k, '2034-03-01', [{ quantity: '10', price: '12.5', taxRate: '13' }]);
    // Invoiced 0.50 less than the statement's 141.25.
    let doc = (
      await k.call(
        `${INVOICE}/saveOrUpdate`,
        { statementId: statement.statementId, lines: [taxInvoice('71000001', '13', '124.56', '16.19')] },
        k.cert.supplier1,
      )
    ).body.data;
    doc = (await k.call(`${INVOICE}/doSubmit`, { invoiceId: doc.invoiceId, version: doc.version }, k.cert.supplier1))
      .body.data;
    const read = async () =>
      (
        await k.call(
          `${REPORT}/invoicesAwaitingMatch`,
          { searchParams: { supplierId: k.ids.supplier1 }, pageIndex: 1, pageRows: 50 },
          finance,
        )
      ).body.data.find((r: { invoiceId: number }) => r.invoiceId === doc.invoiceId);
    expect(await read()).toMatchObject({
      registrationNumber: doc.registrationNumber,
      status: 'SUBMITTED',
      statementId: statement.statementId,
      statementNumber: statement.statementNumber,
      statementWithTax: '141.25',
      totalWithTax: '140.75',
      differenceWithTax: '-0.50',
      daysWaiting: 0,
    });
    const returned = await k.call(
      `${INVOICE}/doReject`,
      { invoiceId: doc.invoiceId, version: doc.version, comment: '税额不符' },
      finance,
    );
    expect(returned.statusCode, JSON.stringify(returned.body)).toBe(200);
    expect(await read()).toMatchObject({ status: 'REJECTED', financeNote: '税额不符' });
    // Confirmed invoices are not awaiting anything.
    const confirmed = await confirmedInvoice(k, finance, '2034-03-02', [{ quantity: '1', price: '3', taxRate: '13' }]);
    const all = await k.call(`${REPORT}/invoicesAwaitingMatch`, { pageIndex: 1, pageRows: 50 }, finance);
    expect(all.body.data.map((r: { invoiceId: number }) => r.invoiceId)).not.toContain(confirmed.invoiceId);
    const [stored] = await k.t.database.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(and(eq(invoices.id, confirmed.invoiceId)));
    expect(stored.status).toBe('CONFIRMED');
  });
});

describe('who reads the reports', () => {
  it('a supplier user and an internal user without the page get 403; the export needs its button', async () => {
    const calls = ['openStatements', 'invoicesAwaitingMatch', 'payablesAgeing', 'exportAgeing'];
    for (const action of calls) {
      for (const who of [k.cert.supplier1, k.supplier2, approver]) {
        const r = await k.call(`${REPORT}/${action}`, { pageIndex: 1, pageRows: 10 }, who);
        expect(r.statusCode, `${action}`).toBe(403);
      }
    }
    // The buyer holds the page and its export; without the button the export is refused.
    await k.t.database.db.execute(sql`
      delete from base_resp_resource where resource_id in (
        select r.id from base_menu_resource r join base_menu m on m.id = r.menu_id
        where m.menu_code = 'SET_REPORT' and r.resource_code = 'btnExport')
      and responsibility_id = (select id from base_responsibility where responsibility_code = 'PUR_BUYER')`);
    const refused = await k.call(`${REPORT}/exportAgeing`, { searchParams: {} }, k.cert.buyer);
    expect(refused.statusCode).toBe(403);
    expect((await k.call(`${REPORT}/payablesAgeing`, {}, k.cert.buyer)).statusCode).toBe(200);
  });
});
