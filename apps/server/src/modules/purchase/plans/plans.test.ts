import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, inDays, type Kit } from '../testKit.ts';

/*
 * Purchase plans, supplier inventory, capacity assessments and spare parts (issue 8 item 6): the
 * buyer/supplier round trips, the supplier's to-dos, and that another supplier sees nothing of them.
 */

const PLAN = '/api/srmServer/v1/srmPurPlanRestful';
const INV = '/api/srmServer/v1/srmPurSupplierInventoryRestful';
const CAP = '/api/srmServer/v1/srmPurCapacityAssessmentRestful';
const SPARE = '/api/srmServer/v1/srmPurSparePartsRestful';

type Doc = Record<string, unknown> & {
  version: number;
  status: string;
  _actions: string[];
  lines: Record<string, unknown>[];
};

let k: Kit;
let supplier2: string;
beforeAll(async () => {
  k = await createKit();
  supplier2 = await k.t.login('supplier2');
}, 120_000);
afterAll(async () => k?.t.close());

const planBody = (planType: 'ROLLING' | 'MRP', overrides: Record<string, unknown> = {}) => ({
  orgId: k.ids.east,
  supplierId: k.ids.supplier1,
  planType,
  planPeriod: '2026-12',
  planVersion: 1,
  remark: 'December forecast',
  lines: [
    {
      materialId: k.ids.plate,
      categoryId: k.ids.steel,
      unitCode: 'KG',
      week1Quantity: '100',
      week2Quantity: '50.5',
      week4Quantity: '20',
      needByDate: inDays(30),
    },
  ],
  ...overrides,
});

async function ok(path: string, body: object, who: string): Promise<Doc> {
  const res = await k.call(path, body, who);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Doc;
}

const pendings = async (billType: string, billId: number) =>
  (
    (await k.t.database.db.execute(
      sql`select supplier_id, handle_flag, cancel_flag from srm_base_supplier_pending where bill_type = ${billType} and bill_id = ${billId}`,
    )) as unknown as { rows: { supplier_id: number; handle_flag: string; cancel_flag: string }[] }
  ).rows;

async function publishedPlan(planType: 'ROLLING' | 'MRP') {
  const draft = await ok(`${PLAN}/saveOrUpdate`, planBody(planType), k.cert.buyer);
  return ok(`${PLAN}/publish`, { planId: draft.planId, version: draft.version }, k.cert.buyer);
}

describe('purchase plans', () => {
  it('a saved plan gets its number, line totals and names; a supplier never sees the draft', async () => {
    const draft = await ok(`${PLAN}/saveOrUpdate`, planBody('ROLLING'), k.cert.buyer);
    expect(String(draft.planNumber)).toMatch(/^PP\d{10}$/);
    expect(draft.status).toBe('DRAFT');
    expect(Number(draft.lines[0].totalQuantity)).toBe(170.5);
    expect(draft.supplierName).toBeTruthy();
    expect(String(draft.lines[0].materialName)).toContain('M-STEEL-Q235-10');
    expect(draft._actions).toEqual(expect.arrayContaining(['edit', 'delete', 'publish']));
    expect(draft._actions).not.toContain('confirm');
    const find = await k.call(`${PLAN}/findById`, { planId: draft.planId }, k.cert.supplier1);
    expect(find.statusCode).toBe(404);
    const list = await ok(`${PLAN}/listByPage`, { searchParams: {}, pageIndex: 1, pageRows: 100 }, k.cert.supplier1);
    expect((list as unknown as Doc[]).some((r) => r.planId === draft.planId)).toBe(false);
  });

  it('the history names a changed plan type by its meaning in the request language, not its code', async () => {
    const draft = await ok(`${PLAN}/saveOrUpdate`, planBody('ROLLING'), k.cert.buyer);
    await ok(
      `${PLAN}/saveOrUpdate`,
      { ...planBody('MRP'), planId: draft.planId, version: draft.version, lines: draft.lines },
      k.cert.buyer,
    );
    const typeChange = async (lang: 'CN' | 'EN') => {
      const res = await k.call(`${PLAN}/listHistory`, { planId: draft.planId }, k.cert.buyer, { lang });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      const rows = res.body.data as { changes: { header?: Record<string, unknown>[] } | null }[];
      return rows.flatMap((r) => r.changes?.header ?? []).find((c) => c.field === 'planType' && c.after === 'MRP');
    };
    expect(await typeChange('EN')).toMatchObject({
      before: 'ROLLING',
      after: 'MRP',
      beforeName: 'Rolling stock plan',
      afterName: 'MRP plan',
    });
    expect(await typeChange('CN')).toMatchObject({ beforeName: '滚动备货计划', afterName: 'MRP计划' });
  });

  it('bad input is refused with field errors in both languages', async () => {
    const bad = planBody('MRP', {
      planPeriod: '2026-13',
      lines: [{ ...planBody('MRP').lines[0], week1Quantity: '0', week2Quantity: null, week4Quantity: null }],
    });
    const en = await k.call(`${PLAN}/saveOrUpdate`, bad, k.cert.buyer);
    expect(en.statusCode).toBe(400);
    expect(JSON.stringify(en.body)).toContain('The plan period is written YYYY-MM');
    expect(JSON.stringify(en.body)).toContain('A plan line needs a quantity in at least one week');
    const cn = await k.call(`${PLAN}/saveOrUpdate`, bad, k.cert.buyer, { lang: 'CN' });
    expect(JSON.stringify(cn.body)).toContain('计划期间格式为 YYYY-MM');
    expect(JSON.stringify(cn.body)).toContain('计划行至少有一周数量大于0');
    const noSupplier = await k.call(`${PLAN}/saveOrUpdate`, planBody('MRP', { supplierId: null }), k.cert.buyer);
    expect(noSupplier.statusCode).toBe(400);
    expect(JSON.stringify(noSupplier.body)).toContain('supplierId');
  });

  it('publish opens the supplier to-do of the plan type; the supplier confirms with quantities and the to-do is handled', async () => {
    const plan = await publishedPlan('MRP');
    expect(plan.status).toBe('NO_CONFIRMED');
    expect(await pendings('PUR_PURCHASE_MRP_PLAN', plan.planId as number)).toEqual([
      { supplier_id: k.ids.supplier1, handle_flag: 'N', cancel_flag: 'N' },
    ]);
    // What the to-do's dialog reads: the scoped findById on the supplier page.
    const seen = await ok(`${PLAN}/findById`, { planId: plan.planId }, k.cert.supplier1);
    expect(seen._actions).toEqual(expect.arrayContaining(['confirm', 'return']));
    expect(seen._actions).not.toContain('close');
    // The buyer holds no confirm: the actor rule keeps internal users out, even the administrator.
    const byBuyer = await k.call(`${PLAN}/confirm`, { planId: plan.planId, version: plan.version }, k.cert.buyer);
    expect(byBuyer.statusCode).toBe(403);
    const byAdmin = await k.call(`${PLAN}/confirm`, { planId: plan.planId, version: plan.version }, k.cert.admin);
    expect(byAdmin.statusCode).toBe(403);
    const lineId = seen.lines[0].lineId;
    const quantities = await ok(
      `${PLAN}/saveConfirmation`,
      {
        planId: plan.planId,
        version: seen.version,
        lines: [{ lineId, confirmedQuantity: '160', supplierRemark: 'Week 2 short' }],
      },
      k.cert.supplier1,
    );
    expect(Number(quantities.lines[0].confirmedQuantity)).toBe(160);
    expect(quantities.lines[0].supplierRemark).toBe('Week 2 short');
    const confirmed = await ok(
      `${PLAN}/confirm`,
      { planId: plan.planId, version: quantities.version },
      k.cert.supplier1,
    );
    expect(confirmed.status).toBe('CONFIRMED');
    expect((await pendings('PUR_PURCHASE_MRP_PLAN', plan.planId as number))[0].handle_flag).toBe('Y');
    const again = await k.call(
      `${PLAN}/saveConfirmation`,
      { planId: plan.planId, version: confirmed.version, lines: [{ lineId, confirmedQuantity: '1' }] },
      k.cert.supplier1,
    );
    expect(again.statusCode).toBe(409);
    const closed = await ok(`${PLAN}/close`, { planId: plan.planId, version: confirmed.version }, k.cert.buyer);
    expect(closed.status).toBe('CLOSED');
  });

  it('the supplier returns a rolling plan with a reason (required); the buyer is told, edits and publishes again', async () => {
    const plan = await publishedPlan('ROLLING');
    expect(await pendings('ROLLING_STOCK_PLAN', plan.planId as number)).toHaveLength(1);
    const noReason = await k.call(`${PLAN}/return`, { planId: plan.planId, version: plan.version }, k.cert.supplier1);
    expect(noReason.statusCode).toBe(400);
    const returned = await ok(
      `${PLAN}/return`,
      { planId: plan.planId, version: plan.version, comment: 'Week 1 cannot be met' },
      k.cert.supplier1,
    );
    expect(returned.status).toBe('REJECTED');
    expect((await pendings('ROLLING_STOCK_PLAN', plan.planId as number))[0].handle_flag).toBe('Y');
    const notes = (await k.t.database.db.execute(
      sql`select n.notification_title as title from srm_base_notification n join base_users u on u.id = n.recipient_user_id
        where u.user_name = 'buyer' and n.bill_id = ${plan.planId as number} and n.bill_type = 'ROLLING_STOCK_PLAN'`,
    )) as unknown as { rows: { title: string }[] };
    expect(notes.rows.map((r) => r.title)).toEqual([
      `The supplier returned purchase plan ${plan.planNumber}: Week 1 cannot be met`,
    ]);
    const buyerView = await ok(`${PLAN}/findById`, { planId: plan.planId }, k.cert.buyer);
    expect(buyerView._actions).toEqual(expect.arrayContaining(['edit', 'publish']));
    const edited = await ok(
      `${PLAN}/saveOrUpdate`,
      {
        ...planBody('ROLLING', { planVersion: 2 }),
        planId: plan.planId,
        version: buyerView.version,
        lines: [{ ...planBody('ROLLING').lines[0], lineId: buyerView.lines[0].lineId, week1Quantity: '60' }],
      },
      k.cert.buyer,
    );
    const again = await ok(`${PLAN}/publish`, { planId: plan.planId, version: edited.version }, k.cert.buyer);
    expect(again.status).toBe('NO_CONFIRMED');
    expect(
      (await pendings('ROLLING_STOCK_PLAN', plan.planId as number)).filter((p) => p.handle_flag === 'N'),
    ).toHaveLength(1);
  });

  it('supplier2 gets 404 on every call of supplier1’s plan and never sees it listed', async () => {
    const plan = await publishedPlan('MRP');
    const ref = { planId: plan.planId, version: plan.version };
    for (const [action, body] of [
      ['findById', { planId: plan.planId }],
      ['confirm', ref],
      ['return', { ...ref, comment: 'no' }],
      ['saveConfirmation', { ...ref, lines: [] }],
      ['listHistory', { planId: plan.planId }],
    ] as const) {
      const res = await k.call(`${PLAN}/${action}`, body, supplier2);
      expect(res.statusCode, action).toBe(404);
    }
    const list = await ok(`${PLAN}/listByPage`, { searchParams: {}, pageIndex: 1, pageRows: 100 }, supplier2);
    expect((list as unknown as Doc[]).length).toBe(0);
    // An internal user without the menu (finance) is refused.
    const finance = await k.t.login('finance');
    expect(
      (await k.call(`${PLAN}/listByPage`, { searchParams: {}, pageIndex: 1, pageRows: 10 }, finance)).statusCode,
    ).toBe(403);
    expect((await k.call(`${PLAN}/saveConfirmation`, { ...ref, lines: [] }, finance)).statusCode).toBe(403);
  });
});

describe('supplier inventory', () => {
  const body = () => ({
    orgId: k.ids.east,
    asOfDate: inDays(0),
    remark: 'Month end',
    lines: [
      { materialId: k.ids.plate, quantityOnHand: '1200', unitCode: 'KG', warehouse: 'WH-A / 03', safetyStock: '300' },
    ],
  });

  it('the supplier reports and submits its stock for its own supplier; buyers of the organisation see it', async () => {
    const buyerTry = await k.call(`${INV}/saveOrUpdate`, { ...body(), supplierId: k.ids.supplier1 }, k.cert.buyer);
    expect(buyerTry.statusCode).toBe(403);
    const draft = await ok(`${INV}/saveOrUpdate`, body(), k.cert.supplier1);
    expect(draft.supplierId).toBe(k.ids.supplier1);
    expect(String(draft.inventoryNumber)).toMatch(/^SI\d{10}$/);
    const submitted = await ok(
      `${INV}/doSubmit`,
      { inventoryId: draft.inventoryId, version: draft.version },
      k.cert.supplier1,
    );
    expect(submitted.status).toBe('SUBMITTED');
    const list = await ok(
      `${INV}/listByPage`,
      { searchParams: { supplierId: k.ids.supplier1, status: 'SUBMITTED' }, pageIndex: 1, pageRows: 100 },
      k.cert.buyer,
    );
    const row = (list as unknown as Doc[]).find((r) => r.inventoryId === draft.inventoryId);
    expect(row?.supplierName).toBeTruthy();
    const seen = await ok(`${INV}/findById`, { inventoryId: draft.inventoryId }, k.cert.buyer);
    expect(Number(seen.lines[0].quantityOnHand)).toBe(1200);
    expect(seen._actions).not.toContain('edit');
  });

  it('a buyer never sees a report the supplier has not submitted: not listed, findById 404', async () => {
    const draft = await ok(`${INV}/saveOrUpdate`, body(), k.cert.supplier1);
    const listed = async () =>
      (
        (await ok(
          `${INV}/listByPage`,
          { searchParams: { supplierId: k.ids.supplier1 }, pageIndex: 1, pageRows: 100 },
          k.cert.buyer,
        )) as unknown as Doc[]
      ).map((r) => r.inventoryId);
    expect(await listed()).not.toContain(draft.inventoryId);
    for (const who of [k.cert.buyer, k.cert.admin]) {
      expect((await k.call(`${INV}/findById`, { inventoryId: draft.inventoryId }, who)).statusCode).toBe(404);
    }
    expect((await k.call(`${INV}/listHistory`, { inventoryId: draft.inventoryId }, k.cert.buyer)).statusCode).toBe(404);
    await ok(`${INV}/doSubmit`, { inventoryId: draft.inventoryId, version: draft.version }, k.cert.supplier1);
    expect(await listed()).toContain(draft.inventoryId);
    await ok(`${INV}/findById`, { inventoryId: draft.inventoryId }, k.cert.buyer);
  });

  it('supplier2 gets 404 on supplier1’s report and cannot write one for supplier1', async () => {
    const draft = await ok(`${INV}/saveOrUpdate`, body(), k.cert.supplier1);
    for (const [action, b] of [
      ['findById', { inventoryId: draft.inventoryId }],
      ['doSubmit', { inventoryId: draft.inventoryId, version: draft.version }],
      ['delete', { inventoryId: draft.inventoryId, version: draft.version }],
      ['saveOrUpdate', { ...body(), inventoryId: draft.inventoryId, version: draft.version }],
    ] as const) {
      expect((await k.call(`${INV}/${action}`, b, supplier2)).statusCode, action).toBe(404);
    }
    // The supplier named in the body is ignored: a report is always its writer's own.
    const forOther = await ok(`${INV}/saveOrUpdate`, { ...body(), supplierId: k.ids.supplier1 }, supplier2);
    expect(forOther.supplierId).not.toBe(k.ids.supplier1);
    expect(forOther.supplierId).toBeTruthy();
    const list = await ok(`${INV}/listByPage`, { searchParams: {}, pageIndex: 1, pageRows: 100 }, supplier2);
    expect((list as unknown as Doc[]).some((r) => r.supplierId === k.ids.supplier1)).toBe(false);
  });
});

describe('what a supplier picks on its reports', () => {
  it('the organisations that published to its supplier, and enabled materials', async () => {
    const orgs = await ok(`${INV}/listOrgsForSelect`, {}, k.cert.supplier1);
    expect((orgs as unknown as { orgId: number }[]).map((o) => o.orgId)).toEqual([k.ids.east]);
    expect(await ok(`${INV}/listOrgsForSelect`, {}, supplier2)).toEqual([]);
    const materials = await ok(`${INV}/listMaterialsForSelect`, { keyword: 'Q235' }, k.cert.supplier1);
    expect((materials as unknown as { materialId: number }[]).map((m) => m.materialId)).toContain(k.ids.plate);
    const finance = await k.t.login('finance');
    expect((await k.call(`${INV}/listMaterialsForSelect`, {}, finance)).statusCode).toBe(403);
  });
});

describe('capacity assessments', () => {
  const body = () => ({
    orgId: k.ids.east,
    lines: [
      {
        materialId: k.ids.plate,
        monthlyCapacity: '5000',
        loadPercent: '82.5',
        leadTimeDays: 14,
        bottleneckRemark: 'Laser cutter',
      },
      { categoryId: k.ids.mro, monthlyCapacity: '800', loadPercent: '40', leadTimeDays: 7 },
    ],
  });

  it('the supplier submits; the buyer returns with a reason, the supplier resubmits, the buyer approves', async () => {
    const noTarget = await k.call(
      `${CAP}/saveOrUpdate`,
      { orgId: k.ids.east, lines: [{ monthlyCapacity: '1', loadPercent: '1', leadTimeDays: 1 }] },
      k.cert.supplier1,
    );
    expect(noTarget.statusCode).toBe(400);
    expect(JSON.stringify(noTarget.body)).toContain('Give a material or a category');
    const draft = await ok(`${CAP}/saveOrUpdate`, body(), k.cert.supplier1);
    const submitted = await ok(
      `${CAP}/doSubmit`,
      { assessmentId: draft.assessmentId, version: draft.version },
      k.cert.supplier1,
    );
    expect(submitted.status).toBe('SUBMITTED');
    const byOwnSupplier = await k.call(
      `${CAP}/doApproval`,
      { assessmentId: draft.assessmentId, version: submitted.version },
      k.cert.supplier1,
    );
    expect(byOwnSupplier.statusCode).toBe(403);
    const returned = await ok(
      `${CAP}/return`,
      { assessmentId: draft.assessmentId, version: submitted.version, comment: 'Load looks too low' },
      k.cert.buyer,
    );
    expect(returned.status).toBe('REJECTED');
    const again = await ok(
      `${CAP}/doSubmit`,
      { assessmentId: draft.assessmentId, version: returned.version },
      k.cert.supplier1,
    );
    const approved = await ok(
      `${CAP}/doApproval`,
      { assessmentId: draft.assessmentId, version: again.version },
      k.cert.buyer,
    );
    expect(approved.status).toBe('APPROVED');
  });

  it('supplier2 gets 404 on supplier1’s assessment', async () => {
    const draft = await ok(`${CAP}/saveOrUpdate`, body(), k.cert.supplier1);
    for (const [action, b] of [
      ['findById', { assessmentId: draft.assessmentId }],
      ['doSubmit', { assessmentId: draft.assessmentId, version: draft.version }],
      ['listHistory', { assessmentId: draft.assessmentId }],
    ] as const) {
      expect((await k.call(`${CAP}/${action}`, b, supplier2)).statusCode, action).toBe(404);
    }
  });
});

describe('spare parts lists', () => {
  const body = () => ({
    orgId: k.ids.east,
    supplierId: k.ids.supplier1,
    lines: [
      {
        materialId: k.ids.plate,
        sparePartCode: 'SP-001',
        sparePartName: 'Cutting blade',
        quantity: '4',
        unitPrice: '120.5',
        leadTimeDays: 10,
      },
    ],
  });

  it('the buyer publishes, the supplier confirms; supplier2 gets 404 and a draft stays hidden', async () => {
    const draft = await ok(`${SPARE}/saveOrUpdate`, body(), k.cert.buyer);
    expect((await k.call(`${SPARE}/findById`, { sparePartsId: draft.sparePartsId }, k.cert.supplier1)).statusCode).toBe(
      404,
    );
    const published = await ok(
      `${SPARE}/publish`,
      { sparePartsId: draft.sparePartsId, version: draft.version },
      k.cert.buyer,
    );
    expect(await pendings('PUR_SPARE_PARTS', draft.sparePartsId as number)).toHaveLength(1);
    for (const [action, b] of [
      ['findById', { sparePartsId: draft.sparePartsId }],
      ['confirm', { sparePartsId: draft.sparePartsId, version: published.version }],
    ] as const) {
      expect((await k.call(`${SPARE}/${action}`, b, supplier2)).statusCode, action).toBe(404);
    }
    expect(
      (await k.call(`${SPARE}/confirm`, { sparePartsId: draft.sparePartsId, version: published.version }, k.cert.buyer))
        .statusCode,
    ).toBe(403);
    const confirmed = await ok(
      `${SPARE}/confirm`,
      { sparePartsId: draft.sparePartsId, version: published.version },
      k.cert.supplier1,
    );
    expect(confirmed.status).toBe('CONFIRMED');
    expect((await pendings('PUR_SPARE_PARTS', draft.sparePartsId as number))[0].handle_flag).toBe('Y');
  });
});
