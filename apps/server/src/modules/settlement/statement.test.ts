import { lineMoney, moneyTotals } from '@srm/core/settlement/money';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interiorPendings } from '../../platform/workflow/schema.ts';
import { confirmedOrder, createDeliveryKit, type DeliveryKit } from '../purchase/delivery/deliveryTestKit.ts';
import { purchaseOrderLines } from '../purchase/orderSchema.ts';
import { settleSupply } from './schema.ts';
import { received } from './settlementTestKit.ts';

// Issue 18 item 2: a statement takes the supplier's open receipt lines of its terms, is agreed or disputed
// line by line by that supplier only, corrected and sent again; voiding gives the lines back.

const STATEMENT = '/api/srmServer/v1/srmSettleStatementRestful';
const SUPPLY = '/api/srmServer/v1/srmSettleSupplyRestful';
let k: DeliveryKit;
beforeAll(async () => {
  k = await createDeliveryKit();
}, 120_000);
afterAll(async () => k?.t.close());

/**
 * Goods received from supplier1 at these prices and tax rates, dated `day` (each test its own period, so the
 * statements of one test never take another's lines). Answers the supply line ids.
 */
async function settleable(day: string, lines: { quantity: string; price: string; taxRate: string }[]) {
  const order = await confirmedOrder(
    k,
    lines.map((l) => l.quantity),
  );
  const db = k.t.database.db;
  for (const [i, l] of lines.entries()) {
    await db
      .update(purchaseOrderLines)
      .set({ price: l.price, taxRate: l.taxRate })
      .where(eq(purchaseOrderLines.id, order.lineIds[i]));
  }
  const note = await received(
    k,
    lines.map((l, i) => ({ orderLineId: order.lineIds[i], shipped: l.quantity, received: l.quantity, rejected: '0' })),
  );
  const rows = await db
    .update(settleSupply)
    .set({ receiptDate: day })
    .where(eq(settleSupply.deliveryNoteId, note.deliveryNoteId))
    .returning({ id: settleSupply.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const draft = (from: string, to = from, extra: Record<string, unknown> = {}) =>
  k.call(
    `${STATEMENT}/saveOrUpdate`,
    {
      orgId: k.ids.east,
      supplierId: k.ids.supplier1,
      currencyCode: 'CNY',
      periodFrom: from,
      periodTo: to,
      ...extra,
    },
    k.cert.buyer,
  );

const step = (action: string, doc: { statementId: number; version: number }, cert: string, comment?: string) =>
  k.call(`${STATEMENT}/${action}`, { statementId: doc.statementId, version: doc.version, comment }, cert);

const lines = (statementId: number, cert: string) =>
  k.call(`${STATEMENT}/listLines`, { statementId, pageIndex: 1, pageRows: 100 }, cert);

const supplierLines = async (statementId: number) => (await lines(statementId, k.cert.supplier1)).body.data;

const supplyStatus = async (ids: number[]) =>
  (
    await k.t.database.db
      .select({ id: settleSupply.id, status: settleSupply.status, statementId: settleSupply.statementId })
      .from(settleSupply)
      .where(inArray(settleSupply.id, ids))
  ).sort((a, b) => a.id - b.id);

describe('account statements', () => {
  it('takes the open lines of its terms, totals them to the cent, and no line twice', async () => {
    const ids = await settleable('2031-01-10', [
      { quantity: '3', price: '1.005', taxRate: '13' },
      { quantity: '7', price: '4.8', taxRate: '9' },
    ]);
    const saved = await draft('2031-01-01', '2031-01-31', { buyerNote: 'January' });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const doc = saved.body.data;
    expect(doc.statementNumber).toMatch(/^DZ\d{10}$/);
    // 3 × 1.005 = 3.015 → 3.02 (tax 0.39); 7 × 4.8 = 33.60 (tax 3.024 → 3.02)
    expect(doc).toMatchObject({ status: 'DRAFT', lineCount: 2, supplierName: expect.any(String) });
    expect([doc.totalAmount, doc.totalTax, doc.totalWithTax].map(Number)).toEqual([36.62, 3.41, 40.03]);
    expect((await supplyStatus(ids)).map((r) => [r.status, r.statementId])).toEqual([
      ['ON_STATEMENT', doc.statementId],
      ['ON_STATEMENT', doc.statementId],
    ]);
    const listed = await lines(doc.statementId, k.cert.buyer);
    expect(listed.body.data.map((l: { supplyId: number }) => l.supplyId)).toEqual(ids);
    // The same terms again: nothing is left open, and the statement is refused on its period.
    const again = await draft('2031-01-01', '2031-01-31');
    expect(again.statusCode).toBe(400);
    expect(again.body.data.errors[0].field).toBe('periodTo');
    // The period the wrong way round.
    const backwards = await draft('2031-01-31', '2031-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body.data.errors.map((e: { field: string }) => e.field)).toContain('periodTo');
    // Narrowing the period gives back what it no longer covers.
    const narrowed = await k.call(
      `${STATEMENT}/saveOrUpdate`,
      { ...doc, periodFrom: '2031-01-11', periodTo: '2031-01-31' },
      k.cert.buyer,
    );
    expect(narrowed.statusCode, JSON.stringify(narrowed.body)).toBe(200);
    expect(narrowed.body.data.lineCount).toBe(0);
    expect((await supplyStatus(ids)).map((r) => r.status)).toEqual(['OPEN', 'OPEN']);
    // …and an empty statement is not sent.
    const sent = await step('send', narrowed.body.data, k.cert.buyer);
    expect(sent.statusCode).toBe(400);
    // Deleting the draft is allowed; voiding a draft gives its lines back.
    const wide = await k.call(
      `${STATEMENT}/saveOrUpdate`,
      { ...narrowed.body.data, periodFrom: '2031-01-01' },
      k.cert.buyer,
    );
    expect(wide.body.data.lineCount).toBe(2);
    const voided = await step('doAbolish', wide.body.data, k.cert.buyer);
    expect(voided.statusCode, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body.data.status).toBe('ABOLISHED');
    expect((await supplyStatus(ids)).map((r) => [r.status, r.statementId])).toEqual([
      ['OPEN', null],
      ['OPEN', null],
    ]);
  });

  it('the supplier sees it once sent, disputes a line; the buyer recalls, excludes it and sends again; the supplier agrees', async () => {
    const ids = await settleable('2031-02-10', [
      { quantity: '10', price: '12.5', taxRate: '13' },
      { quantity: '4', price: '99.99', taxRate: '13' },
    ]);
    let doc = (await draft('2031-02-01', '2031-02-28')).body.data;
    // A draft is the buyer's: the supplier does not find it, nor its lines.
    const early = await k.call(`${STATEMENT}/findById`, { statementId: doc.statementId }, k.cert.supplier1);
    expect(early.statusCode).toBe(404);
    expect((await lines(doc.statementId, k.cert.supplier1)).statusCode).toBe(404);
    // A supplier cannot send or edit it; the buyer sends it.
    expect((await step('send', doc, k.cert.supplier1)).statusCode).toBe(404);
    const sent = await step('send', doc, k.cert.buyer);
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
    doc = sent.body.data;
    expect(doc.status).toBe('SUBMITTED');
    expect(doc.sentDate).toBeTruthy();
    // The buyer cannot agree in the supplier's place.
    expect((await step('confirm', doc, k.cert.buyer)).statusCode).toBe(403);
    // The other supplier finds nothing of it.
    expect((await k.call(`${STATEMENT}/findById`, { statementId: doc.statementId }, k.supplier2)).statusCode).toBe(404);
    expect((await lines(doc.statementId, k.supplier2)).statusCode).toBe(404);
    const theirs = await k.call(
      `${STATEMENT}/supplierDispute`,
      { statementId: doc.statementId, version: doc.version, comment: 'no', lines: [] },
      k.supplier2,
    );
    expect(theirs.statusCode).toBe(404);
    // supplier1 reads it and its lines, and has a to-do.
    const seen = await lines(doc.statementId, k.cert.supplier1);
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data.map((l: { supplyId: number }) => l.supplyId)).toEqual(ids);
    expect(seen.body.data[0].statementId).toBeNull();
    // A dispute names a line of this statement only, and needs a reason.
    const stray = await k.call(
      `${STATEMENT}/supplierDispute`,
      { statementId: doc.statementId, version: doc.version, comment: 'Price', lines: [{ supplyId: 1, comment: 'x' }] },
      k.cert.supplier1,
    );
    expect(stray.statusCode).toBe(400);
    const bare = await k.call(
      `${STATEMENT}/supplierDispute`,
      { statementId: doc.statementId, version: doc.version, comment: ' ', lines: [] },
      k.cert.supplier1,
    );
    expect(bare.statusCode).toBe(400);
    const disputed = await k.call(
      `${STATEMENT}/supplierDispute`,
      {
        statementId: doc.statementId,
        version: doc.version,
        comment: 'Line 2 price is 89.99 by agreement',
        lines: [{ supplyId: ids[1], comment: 'Agreed price 89.99' }],
      },
      k.cert.supplier1,
    );
    expect(disputed.statusCode, JSON.stringify(disputed.body)).toBe(200);
    doc = disputed.body.data;
    expect(doc).toMatchObject({ status: 'REJECTED', supplierNote: 'Line 2 price is 89.99 by agreement' });
    const objected = await k.call(
      `${STATEMENT}/listLines`,
      { statementId: doc.statementId, disputedOnly: true, pageIndex: 1, pageRows: 10 },
      k.cert.buyer,
    );
    expect(
      objected.body.data.map((l: { supplyId: number; disputeComment: string }) => [l.supplyId, l.disputeComment]),
    ).toEqual([[ids[1], 'Agreed price 89.99']]);
    // The buyer's to-do names the reason.
    const todo = await k.t.database.db
      .select({ title: interiorPendings.pendingTitle, receiver: interiorPendings.receiverUserId })
      .from(interiorPendings)
      .where(and(eq(interiorPendings.billId, doc.statementId), eq(interiorPendings.billType, 'SET_STATEMENT')));
    expect(todo).toEqual([{ title: expect.stringContaining('89.99'), receiver: k.buyerUser }]);
    // Recalled: hidden from the supplier again while corrected.
    const recalled = await step('recall', doc, k.cert.buyer);
    expect(recalled.statusCode, JSON.stringify(recalled.body)).toBe(200);
    doc = recalled.body.data;
    expect((await k.call(`${STATEMENT}/findById`, { statementId: doc.statementId }, k.cert.supplier1)).statusCode).toBe(
      404,
    );
    // Excluding needs a reason, the version read, and a line of the statement.
    const noReason = await k.call(
      `${SUPPLY}/exclude`,
      { supplyIds: [ids[1]], reason: '', statementId: doc.statementId, version: doc.version },
      k.cert.buyer,
    );
    expect(noReason.statusCode).toBe(400);
    const stale = await k.call(
      `${SUPPLY}/exclude`,
      { supplyIds: [ids[1]], reason: 'Price under review', statementId: doc.statementId, version: doc.version - 1 },
      k.cert.buyer,
    );
    expect(stale.statusCode).toBe(409);
    const bySupplier = await k.call(
      `${SUPPLY}/exclude`,
      { supplyIds: [ids[1]], reason: 'x', statementId: doc.statementId, version: doc.version },
      k.cert.supplier1,
    );
    expect(bySupplier.statusCode).toBe(403);
    const excluded = await k.call(
      `${SUPPLY}/exclude`,
      { supplyIds: [ids[1]], reason: 'Price under review', statementId: doc.statementId, version: doc.version },
      k.cert.buyer,
    );
    expect(excluded.statusCode, JSON.stringify(excluded.body)).toBe(200);
    doc = excluded.body.data;
    expect(doc.lineCount).toBe(1);
    expect([doc.totalAmount, doc.totalTax, doc.totalWithTax].map(Number)).toEqual([125, 16.25, 141.25]);
    expect((await supplyStatus(ids)).map((r) => r.status)).toEqual(['ON_STATEMENT', 'EXCLUDED']);
    // Sent again: a clean round.
    doc = (await step('send', doc, k.cert.buyer)).body.data;
    expect(doc).toMatchObject({ status: 'SUBMITTED', supplierNote: null });
    const agreed = await step('confirm', doc, k.cert.supplier1, 'OK');
    expect(agreed.statusCode, JSON.stringify(agreed.body)).toBe(200);
    expect(agreed.body.data).toMatchObject({ status: 'CONFIRMED', supplierNote: 'OK' });
    // Agreed is final: neither side recalls or voids it.
    expect((await step('recall', agreed.body.data, k.cert.buyer)).statusCode).toBe(409);
    expect((await step('doAbolish', agreed.body.data, k.cert.buyer)).statusCode).toBe(409);
    // The supplier's history starts at the sending and holds no internal edit.
    const history = await k.call(`${STATEMENT}/listHistory`, { statementId: doc.statementId }, k.cert.supplier1);
    const actions = history.body.data.map((h: { action: string }) => h.action);
    expect(actions[0]).toBe('send');
    expect(actions).not.toContain('edit');
    expect(actions).not.toContain('create');
    // The excluded line is restored to be settled later.
    const restored = await k.call(`${SUPPLY}/restore`, { supplyIds: [ids[1]] }, k.cert.buyer);
    expect(restored.statusCode, JSON.stringify(restored.body)).toBe(200);
    expect((await supplyStatus([ids[1]]))[0]).toMatchObject({ status: 'OPEN', statementId: null });
  });

  it('the supplier agreeing while the buyer recalls leaves exactly one outcome', async () => {
    await settleable('2031-03-10', [{ quantity: '1', price: '10', taxRate: '13' }]);
    const doc = (await draft('2031-03-01', '2031-03-31')).body.data;
    const sent = (await step('send', doc, k.cert.buyer)).body.data;
    const [agree, recall] = await Promise.all([
      step('confirm', sent, k.cert.supplier1),
      step('recall', sent, k.cert.buyer),
    ]);
    // Whichever comes second is refused: a recall after the agreement meets the state (409); an agreement after
    // the recall no longer finds the statement, hidden from the supplier again (404).
    expect([agree.statusCode, recall.statusCode].filter((c) => c === 200)).toHaveLength(1);
    expect(agree.statusCode === 200 ? recall.statusCode : agree.statusCode).toBe(agree.statusCode === 200 ? 409 : 404);
    const stored = await k.call(`${STATEMENT}/findById`, { statementId: doc.statementId }, k.cert.buyer);
    expect(stored.body.data.status).toBe(agree.statusCode === 200 ? 'CONFIRMED' : 'DRAFT');
  });

  it('excluding open lines keeps them off the next statement until restored', async () => {
    const ids = await settleable('2031-04-10', [
      { quantity: '2', price: '3', taxRate: '13' },
      { quantity: '5', price: '7', taxRate: '13' },
    ]);
    const approver = await k.call(`${SUPPLY}/exclude`, { supplyIds: [ids[0]], reason: 'Claim' }, k.cert.approver);
    expect(approver.statusCode).toBe(403);
    const out = await k.call(
      `${SUPPLY}/exclude`,
      { supplyIds: [ids[0]], reason: 'Quality claim pending' },
      k.cert.buyer,
    );
    expect(out.statusCode, JSON.stringify(out.body)).toBe(200);
    // Twice is refused: it is no longer open.
    expect((await k.call(`${SUPPLY}/exclude`, { supplyIds: [ids[0]], reason: 'again' }, k.cert.buyer)).statusCode).toBe(
      409,
    );
    const doc = (await draft('2031-04-01', '2031-04-30')).body.data;
    expect(doc.lineCount).toBe(1);
    expect(Number(doc.totalAmount)).toBe(35);
    // The supplier reads its excluded line without the buyer's reason.
    const own = await k.call(
      `${SUPPLY}/listByPage`,
      { searchParams: { status: 'EXCLUDED' }, pageIndex: 1, pageRows: 50 },
      k.cert.supplier1,
    );
    const line = own.body.data.find((r: { supplyId: number }) => r.supplyId === ids[0]);
    expect(line).toMatchObject({ status: 'EXCLUDED', excludeReason: null });
  });

  it('totals agree with the lines to the cent, whatever the quantities, prices and tax rates (property)', async () => {
    const decimal = (max: number, digits: number) =>
      fc.integer({ min: 1, max: max * 10 ** digits }).map((n) => (n / 10 ** digits).toFixed(digits));
    const line = fc.record({
      quantity: decimal(10_000, 4),
      price: decimal(100_000, 6),
      taxRate: fc.constantFrom('0', '3', '6', '9', '13'),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 8 }), async (lines) => {
        run += 1;
        // Each run its own day of 2035, so a statement takes only this run's lines.
        const day = new Date(Date.UTC(2035, 0, run)).toISOString().slice(0, 10);
        const money = lines.map((l) => lineMoney(l.quantity, l.price, l.taxRate, 'CNY'));
        await k.t.database.db.insert(settleSupply).values(
          lines.map((l, i) => ({
            sourceType: 'RECEIPT',
            orgId: k.ids.east,
            supplierId: k.ids.supplier1,
            deliveryNoteId: 900_000 + run,
            deliveryNoteLineId: 9_000_000 + run * 10 + i,
            orderId: 900_000 + run,
            orderLineId: 9_000_000 + run * 10 + i,
            receiptDate: day,
            quantity: l.quantity,
            price: l.price,
            taxRate: l.taxRate,
            currencyCode: 'CNY',
            ...money[i],
          })),
        );
        const saved = await draft(day);
        expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
        const expected = moneyTotals(money, 'CNY');
        const doc = saved.body.data;
        expect(doc.lineCount).toBe(lines.length);
        expect([doc.totalAmount, doc.totalTax, doc.totalWithTax].map(Number)).toEqual(
          [expected.amount, expected.taxAmount, expected.amountWithTax].map(Number),
        );
        // The supplier's view of the lines adds up to the same header once sent.
        await step('send', doc, k.cert.buyer);
        const seen = await supplierLines(doc.statementId);
        const cents = (key: string) =>
          seen.reduce((sum: number, l: Record<string, string>) => sum + Math.round(Number(l[key]) * 100), 0);
        expect(cents('amountWithTax')).toBe(Math.round(Number(expected.amountWithTax) * 100));
      }),
      { numRuns: 12 },
    );
  });
});
