import { periodsToBuild } from '@srm/core/settlement/reconcilePeriods';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../../platform/jobs/schema.ts';
import { supplierPendings } from '../../platform/pending/schema.ts';
import { createDeliveryKit, type DeliveryKit } from '../purchase/delivery/deliveryTestKit.ts';
import { runEnabledRules } from './autoReconcileJob.ts';
import { type RuleRow, runRule } from './autoReconcileRun.ts';
import { reconcileRules } from './autoReconcileSchema.ts';
import { accountStatements, settleSupply } from './schema.ts';

// Issue 18 item 2: auto-reconcile rules build DRAFT statements per supplier and period through the buyer's own
// save, never twice for a rule, supplier and period (also when two runs meet), skipping suppliers with nothing
// to settle; "run now" answers what it did and the job history keeps it. Only internal holders of the menu
// reach the rules.

const RULE = '/api/srmServer/v1/srmSettleReconcileRuleRestful';
const STATEMENT = '/api/srmServer/v1/srmSettleStatementRestful';
let k: DeliveryKit;
beforeAll(async () => {
  k = await createDeliveryKit();
}, 120_000);
afterAll(async () => k?.t.close());

let lineSeq = 0;
/** An open supply line of a supplier in the east organisation, received on `day` (100.00 + 13 % tax). */
async function openLine(supplierId: number, day: string, currencyCode = 'CNY') {
  lineSeq += 1;
  await k.t.database.db.insert(settleSupply).values({
    sourceType: 'RECEIPT',
    deliveryNoteLineId: 900_000 + lineSeq,
    orgId: k.ids.east,
    supplierId,
    itemDescription: `Plate ${lineSeq}`,
    receiptDate: day,
    quantity: '10',
    price: '10',
    taxRate: '13',
    currencyCode,
    amount: '100',
    taxAmount: '13',
    amountWithTax: '113',
  });
}

const ruleBody = (code: string, extra: Record<string, unknown> = {}) => ({
  ruleCode: code,
  ruleName: `规则 ${code}`,
  ruleNameEn: `Rule ${code}`,
  orgId: k.ids.east,
  currencyCode: 'CNY',
  periodType: 'HALF_MONTH',
  variant: 'STANDARD',
  sendAtOnce: 'N',
  ...extra,
});

async function savedRule(code: string, extra: Record<string, unknown> = {}): Promise<RuleRow> {
  const res = await k.call(`${RULE}/saveOrUpdate`, ruleBody(code, extra), k.cert.buyer);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return ruleRow(res.body.data.ruleId);
}

const ruleRow = async (id: number) =>
  (await k.t.database.db.select().from(reconcileRules).where(eq(reconcileRules.id, id)))[0];

const statementsOf = (ruleId: number) =>
  k.t.database.db
    .select()
    .from(accountStatements)
    .where(eq(accountStatements.ruleId, ruleId))
    .orderBy(accountStatements.supplierId, accountStatements.periodFrom);

describe('auto-reconcile rules', () => {
  it('are kept by internal holders of the menu only, with their references and lookups checked', async () => {
    const rule = await savedRule('AR-CRUD');
    expect(rule).toMatchObject({ variant: 'STANDARD', periodType: 'HALF_MONTH', supplierId: null, enabledFlag: 'Y' });
    const listed = await k.call(`${RULE}/listByPage`, { pageIndex: 1, pageRows: 50 }, k.cert.buyer);
    expect(listed.body.data.map((r: { ruleCode: string }) => r.ruleCode)).toContain('AR-CRUD');
    // A supplier user reaches none of the rule calls: not the list, a save, a run or a delete.
    for (const [action, body] of [
      ['listByPage', { pageIndex: 1, pageRows: 10 }],
      ['findById', { ruleId: rule.id }],
      ['saveOrUpdate', ruleBody('AR-SUPPLIER')],
      ['runNow', { ruleId: rule.id }],
      ['delete', { ruleId: rule.id }],
    ] as const) {
      const res = await k.call(`${RULE}/${action}`, body, k.cert.supplier1);
      expect(res.statusCode, action).toBe(403);
    }
    // A period the lookup does not hold and a supplier that does not exist are refused on their fields.
    const week = await k.call(`${RULE}/saveOrUpdate`, ruleBody('AR-WEEK', { periodType: 'WEEK' }), k.cert.buyer);
    expect(week.statusCode).toBe(400);
    expect(week.body.data.errors[0].field).toBe('periodType');
    const ghost = await k.call(`${RULE}/saveOrUpdate`, ruleBody('AR-GHOST', { supplierId: 999_999 }), k.cert.buyer);
    expect(ghost.statusCode).toBe(400);
    expect(ghost.body.data.errors[0].field).toBe('supplierId');
    // The approver holds no rule menu.
    const approver = await k.call(`${RULE}/listByPage`, { pageIndex: 1, pageRows: 10 }, k.cert.approver);
    expect(approver.statusCode).toBe(403);
    const deleted = await k.call(`${RULE}/delete`, { ruleId: rule.id }, k.cert.buyer);
    expect(deleted.statusCode, JSON.stringify(deleted.body)).toBe(200);
    expect(await ruleRow(rule.id)).toBeUndefined();
  });

  it('build one draft per supplier and half month, skip suppliers with nothing to settle, and never twice', async () => {
    const rule = await savedRule('AR-HALF');
    await openLine(k.ids.supplier1, '2031-03-15');
    await openLine(k.ids.supplier1, '2031-03-16');
    // supplier2 has an open line, but from before the period: nothing for this half month.
    await openLine(k.supplier2Id, '2031-02-20');
    const deps = k.t.app.deps;
    const first = await runRule(deps, rule, '2031-03-20');
    expect(first).toMatchObject({
      built: 1,
      empty: 1,
      existing: 0,
      failed: [],
      periods: [{ from: '2031-03-01', to: '2031-03-15' }],
    });
    let built = await statementsOf(rule.id);
    expect(built).toHaveLength(1);
    // The buyer's own statement: DRAFT, its creator the rule's, the line of the 15th only, totals to the cent.
    expect(built[0]).toMatchObject({
      status: 'DRAFT',
      supplierId: k.ids.supplier1,
      periodFrom: '2031-03-01',
      periodTo: '2031-03-15',
      variant: 'STANDARD',
      createdBy: k.buyerUser,
      lineCount: 1,
      totalWithTax: '113.0000',
    });
    expect((await ruleRow(rule.id)).lastPeriodTo).toBe('2031-03-15');
    expect((await ruleRow(rule.id)).lastRunSummaryEn).toContain('1 statements built (0 sent), 1 suppliers had nothing');
    // Again the same day: the rule is up to date.
    const again = await runRule(deps, await ruleRow(rule.id), '2031-03-20');
    expect(again).toMatchObject({ built: 0, periods: [] });
    // Run again for the same period (as "run now" does): built before, not twice.
    const repeat = await runRule(deps, await ruleRow(rule.id), '2031-03-20', true);
    expect(repeat).toMatchObject({ built: 0, existing: 1, empty: 1 });
    // Into April: the second half of March, the 16th's line.
    const april = await runRule(deps, await ruleRow(rule.id), '2031-04-02');
    expect(april).toMatchObject({ built: 1, empty: 1, periods: [{ from: '2031-03-16', to: '2031-03-31' }] });
    built = await statementsOf(rule.id);
    expect(built.map((s) => [s.periodFrom, s.periodTo, s.lineCount])).toEqual([
      ['2031-03-01', '2031-03-15', 1],
      ['2031-03-16', '2031-03-31', 1],
    ]);
    await k.t.database.db.update(reconcileRules).set({ enabledFlag: 'N' }).where(eq(reconcileRules.id, rule.id));
  });

  it('cut months at their last day, catch up several periods, and build one statement when two runs meet', async () => {
    const rule = await savedRule('AR-MONTH', { periodType: 'MONTH', supplierId: k.ids.supplier1, currencyCode: 'USD' });
    await openLine(k.ids.supplier1, '2032-05-31', 'USD');
    await openLine(k.ids.supplier1, '2032-06-01', 'USD');
    const deps = k.t.app.deps;
    // Two runs at once on the same day: one statement, the other run finds it built.
    const [a, b] = await Promise.all([runRule(deps, rule, '2032-06-01'), runRule(deps, rule, '2032-06-01')]);
    expect(a.built + b.built).toBe(1);
    expect(a.existing + b.existing).toBe(1);
    const may = await statementsOf(rule.id);
    expect(may.map((s) => [s.periodFrom, s.periodTo, s.lineCount])).toEqual([['2032-05-01', '2032-05-31', 1]]);
    // Two months later: June (the 1st's line) and July (nothing: the named supplier had nothing to settle).
    const later = await runRule(deps, await ruleRow(rule.id), '2032-08-05');
    expect(later).toMatchObject({
      built: 1,
      empty: 1,
      periods: [
        { from: '2032-06-01', to: '2032-06-30' },
        { from: '2032-07-01', to: '2032-07-31' },
      ],
    });
    await k.t.database.db.update(reconcileRules).set({ enabledFlag: 'N' }).where(eq(reconcileRules.id, rule.id));
  });

  it('run now answers what it did in the reader’s language, sends at once, and the job history keeps it', async () => {
    const [{ today }] = (
      (await k.t.database.db.execute(`select current_date::text as today`)) as unknown as {
        rows: { today: string }[];
      }
    ).rows;
    const [last] = periodsToBuild('MONTH', null, today);
    const rule = await savedRule('AR-NOW', { periodType: 'MONTH', currencyCode: 'EUR', sendAtOnce: 'Y' });
    await openLine(k.ids.supplier1, last.to, 'EUR');
    await openLine(k.supplier2Id, last.from, 'EUR');
    const res = await k.call(`${RULE}/runNow`, { ruleId: rule.id }, k.cert.buyer, { lang: 'CN' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ built: 2, sent: 2, empty: 0, periods: [last] });
    expect(res.body.data.summary).toContain('生成对账单 2 张（已发送 2 张）');
    // Sent: each supplier has its to-do, and reads its own statement without the rule (the buyer's setup).
    const [mine] = (await statementsOf(rule.id)).filter((s) => s.supplierId === k.ids.supplier1);
    expect(mine.status).toBe('SUBMITTED');
    const todo = await k.t.database.db
      .select()
      .from(supplierPendings)
      .where(and(eq(supplierPendings.billType, 'SET_STATEMENT'), eq(supplierPendings.billId, mine.id)));
    expect(todo).toHaveLength(1);
    const read = await k.call(`${STATEMENT}/findById`, { statementId: mine.id }, k.cert.supplier1);
    expect(read.statusCode).toBe(200);
    expect(read.body.data).not.toHaveProperty('ruleId');
    expect(read.body.data).not.toHaveProperty('ruleName');
    const buyerRead = await k.call(`${STATEMENT}/findById`, { statementId: mine.id }, k.cert.buyer);
    expect(buyerRead.body.data).toMatchObject({ ruleId: rule.id, ruleName: 'Rule AR-NOW' });
    // supplier1 never reads supplier2's statement of the same rule.
    const [theirs] = (await statementsOf(rule.id)).filter((s) => s.supplierId === k.supplier2Id);
    const other = await k.call(`${STATEMENT}/findById`, { statementId: theirs.id }, k.cert.supplier1);
    expect(other.statusCode).toBe(404);
    // Run now again, in English: built before, nothing twice.
    const twice = await k.call(`${RULE}/runNow`, { ruleId: rule.id }, k.cert.buyer, { lang: 'EN' });
    expect(twice.body.data).toMatchObject({ built: 0, existing: 2 });
    expect(twice.body.data.summary).toContain(
      '0 statements built (0 sent), 0 suppliers had nothing to settle, 2 built before',
    );
    const history = await k.t.database.db.select().from(jobRuns).where(eq(jobRuns.jobCode, 'SET_AUTO_RECONCILE'));
    expect(history.filter((h) => h.trigger === 'MANUAL' && h.result?.startsWith('AR-NOW:'))).toHaveLength(2);
    // The rule shows its last run in the reader's language.
    const listed = await k.call(`${RULE}/findById`, { ruleId: rule.id }, k.cert.buyer, { lang: 'EN' });
    expect(listed.body.data.lastRunText).toContain('2 built before');
    // The daily job runs every enabled rule; this one is up to date now.
    const summary = await runEnabledRules(k.t.app.deps);
    expect(summary).not.toContain('AR-NOW');
  });
});
