import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BATCH,
  createLifecycleKit,
  DAILY,
  INSPECTION,
  inDays,
  type LifecycleKit,
  PLAN,
  SAMPLE,
  STATUS,
  type Who,
} from './lifecycleKit.ts';

/**
 * The lifecycle documents with the real workflow and the demo approval processes: each is created,
 * submitted and approved; a passed inspection qualifies the supplier and its category, a passed batch
 * trial approves them, with a history of who and which document; a batch trial is edited by its
 * creator only; daily records need no approval; supplier users are refused everywhere.
 */

let k: LifecycleKit;
type Doc = Record<string, unknown> & { version: number; status: string; _actions: string[] };

const supplierStatus = async (supplierId: number) =>
  k.value(sql`select supplier_status as v from srm_pos_supplier_info where id = ${supplierId}`);
const categoryStatus = async (supplierId: number, categoryId: number) =>
  k.value(sql`select category_status as v from srm_pos_supplier_category
    where supplier_id = ${supplierId} and category_id = ${categoryId}`);

async function save(base: string, body: object, who: Who = 'buyer'): Promise<Doc> {
  const res = await k.call(`${base}/saveOrUpdate`, body, who);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data;
}

/** Submits as the buyer and approves as the approver; answers the document after the approval. */
async function submitAndApprove(base: string, idKey: string, doc: Doc): Promise<Doc> {
  const submitted = await k.call(`${base}/doSubmit`, { [idKey]: doc[idKey], version: doc.version }, 'buyer');
  expect(submitted.statusCode, submitted.raw).toBe(200);
  expect(submitted.body.data.status).toBe('APPROVING');
  const s = submitted.body.data as Doc;
  const approved = await k.call(
    `${base}/doApproval`,
    { [idKey]: doc[idKey], version: s.version, comment: 'ok' },
    'approver',
  );
  expect(approved.statusCode, approved.raw).toBe(200);
  return approved.body.data;
}

const planBody = () => ({
  supplierId: k.ids.supplier1,
  categoryId: k.ids.plastic,
  plannedDate: inDays(7),
  templateCode: 'STANDARD',
  purpose: 'Qualify for plastic pellets',
  members: [{ personId: k.ids.buyerPerson, teamRole: 'Lead' }],
});
const scores = [
  { itemCode: 'QUALITY_SYSTEM', score: '90', finding: 'ISO 9001 in place' },
  { itemCode: 'PRODUCTION_CAPACITY', score: '85.5' },
];

beforeAll(async () => {
  k = await createLifecycleKit();
  // supplier1 as a registered company not yet inspected; two sites, one taking part in inspection.
  await k.t.database.db.execute(
    sql`update srm_pos_supplier_info set supplier_status = 'REGISTERED' where id = ${k.ids.supplier1}`,
  );
  await k.t.database.db.execute(sql`insert into srm_pos_supplier_site (supplier_id, site_name, org_id, inspect_flag)
    select ${k.ids.supplier1}, 'Suzhou plant', id, 'Y' from base_organization where org_code = 'OU_EAST'`);
  await k.t.database.db.execute(sql`insert into srm_pos_supplier_site (supplier_id, site_name, org_id, inspect_flag)
    select ${k.ids.supplier1}, 'Wuxi warehouse', id, 'N' from base_organization where org_code = 'OU_EAST'`);
}, 120_000);
afterAll(async () => k?.t.close());

describe('inspection plan and on-site inspection', () => {
  let plan: Doc;

  it('numbers a plan, records the sites taking part in inspection only, and is approved by the approver', async () => {
    plan = await save(PLAN, planBody());
    expect(plan.inspectionPlanNumber).toMatch(/^IP\d{6}\d{4}$/);
    expect(plan).toMatchObject({ status: 'DRAFT', supplierName: '苏州精密机械有限公司' });
    expect(plan.inspectSites).toContain('Suzhou plant');
    expect(plan.inspectSites).not.toContain('Wuxi warehouse');
    expect((plan.members as Doc[])[0]).toMatchObject({ personId: k.ids.buyerPerson, teamRole: 'Lead' });
    plan = await submitAndApprove(PLAN, 'inspectionPlanId', plan);
    expect(plan.status).toBe('APPROVED');
  });

  it('refuses an inspection against a plan not approved yet', async () => {
    const draftPlan = await save(PLAN, planBody());
    const res = await k.call(
      `${INSPECTION}/saveOrUpdate`,
      { inspectionPlanId: draftPlan.inspectionPlanId, inspectionDate: inDays(0), conclusion: 'PASS', scores },
      'buyer',
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.data.errors).toEqual([
      { field: 'inspectionPlanId', message: 'An on-site inspection needs an approved inspection plan' },
    ]);
  });

  it('refuses a score outside 0–100 with the score message, in both languages', async () => {
    const body = {
      inspectionPlanId: plan.inspectionPlanId,
      inspectionDate: inDays(0),
      conclusion: 'PASS',
      scores: [{ itemCode: 'QUALITY_SYSTEM', score: '100.5' }],
    };
    const en = await k.call(`${INSPECTION}/saveOrUpdate`, body, 'buyer');
    expect(en.statusCode).toBe(400);
    expect(en.body.data.errors).toEqual([{ field: 'scores.0.score', message: 'Must enter a score from 0 to 100' }]);
    const cn = await k.call(`${INSPECTION}/saveOrUpdate`, body, 'buyer', 'CN');
    expect(cn.body.data.errors).toEqual([{ field: 'scores.0.score', message: '请输入0到100之间的分数' }]);
  });

  it('takes the supplier and category of the plan, averages the scores, and on approval qualifies supplier and category', async () => {
    expect(await supplierStatus(k.ids.supplier1)).toBe('REGISTERED');
    const inspection = await save(INSPECTION, {
      inspectionPlanId: plan.inspectionPlanId,
      // Sent values of the read-only supplier are ignored: the plan's are taken.
      supplierId: k.ids.supplier2,
      inspectionDate: inDays(0),
      conclusion: 'PASS',
      findings: 'Good housekeeping',
      scores,
    });
    expect(inspection).toMatchObject({
      supplierId: k.ids.supplier1,
      categoryId: k.ids.plastic,
      totalScore: '87.75',
      inspectionPlanNumber: plan.inspectionPlanNumber,
    });
    const approved = await submitAndApprove(INSPECTION, 'inspectionId', inspection);
    expect(approved.status).toBe('APPROVED');
    expect(await supplierStatus(k.ids.supplier1)).toBe('QUALIFIED');
    expect(await categoryStatus(k.ids.supplier1, k.ids.plastic)).toBe('QUALIFIED');

    const history = await k.call(`${STATUS}/listHistory`, { supplierId: k.ids.supplier1 }, 'buyer');
    expect(history.statusCode).toBe(200);
    expect(history.body.data.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          categoryId: null,
          fromStatus: 'REGISTERED',
          toStatus: 'QUALIFIED',
          billType: 'SLC_INSPECTION',
          docNumber: inspection.inspectionNumber,
          changedBy: k.ids.approverUser,
        }),
        expect.objectContaining({ categoryId: k.ids.plastic, fromStatus: null, toStatus: 'QUALIFIED' }),
      ]),
    );
    const list = await k.call(`${STATUS}/listByPage`, { searchParams: { keyword: 'S000001' } }, 'buyer');
    expect(list.body.data).toEqual([
      expect.objectContaining({ supplierId: k.ids.supplier1, supplierStatus: 'QUALIFIED' }),
    ]);
  });

  it('leaves the status alone when a failed inspection is approved', async () => {
    await k.t.database.db.execute(
      sql`update srm_pos_supplier_info set supplier_status = 'POTENTIAL' where id = ${k.ids.supplier2}`,
    );
    const plan2 = await submitAndApprove(
      PLAN,
      'inspectionPlanId',
      await save(PLAN, { ...planBody(), supplierId: k.ids.supplier2, categoryId: k.ids.mro }),
    );
    const failed = await save(INSPECTION, {
      inspectionPlanId: plan2.inspectionPlanId,
      inspectionDate: inDays(0),
      conclusion: 'FAIL',
      scores: [{ itemCode: 'QUALITY_SYSTEM', score: '40' }],
    });
    expect((await submitAndApprove(INSPECTION, 'inspectionId', failed)).status).toBe('APPROVED');
    expect(await supplierStatus(k.ids.supplier2)).toBe('POTENTIAL');
    expect(await categoryStatus(k.ids.supplier2, k.ids.mro)).toBeUndefined();
  });
});

describe('sample and batch trials', () => {
  const trial = (extra: object = {}) => ({
    supplierId: k.ids.supplier1,
    categoryId: k.ids.plastic,
    trialDate: inDays(3),
    sampleQuantity: '10',
    results: 'Within tolerance',
    conclusion: 'PASS',
    ...extra,
  });

  it('approves a sample trial without moving the status', async () => {
    const sample = await save(SAMPLE, trial());
    expect(sample.sampleTrialNumber).toMatch(/^ST\d{10}$/);
    expect((await submitAndApprove(SAMPLE, 'sampleTrialId', sample)).status).toBe('APPROVED');
    expect(await supplierStatus(k.ids.supplier1)).toBe('QUALIFIED');
  });

  it('lets only its creator edit a batch trial, even an administrator holding every button is refused', async () => {
    const batch = await save(BATCH, trial({ batchQuantity: '500' }));
    expect(batch._actions).toContain('edit');
    const seenByAdmin = await k.call(`${BATCH}/findById`, { batchTrialId: batch.batchTrialId }, 'admin');
    expect(seenByAdmin.body.data._actions).not.toContain('edit');
    const byAdmin = await k.call(
      `${BATCH}/saveOrUpdate`,
      { ...trial({ batchQuantity: '600' }), batchTrialId: batch.batchTrialId, version: batch.version },
      'admin',
    );
    expect(byAdmin.statusCode).toBe(403);
    const byBuyer = await save(BATCH, {
      ...trial({ batchQuantity: '600' }),
      batchTrialId: batch.batchTrialId,
      version: batch.version,
    });
    expect(byBuyer.batchQuantity).toBe('600.0000');
  });

  it('needs a qualified category to submit, and approved with PASS approves the supplier for the category', async () => {
    const notQualified = await save(BATCH, trial({ categoryId: k.ids.raw, batchQuantity: '100' }));
    const refused = await k.call(
      `${BATCH}/doSubmit`,
      { batchTrialId: notQualified.batchTrialId, version: notQualified.version },
      'buyer',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data.errors[0]).toMatchObject({ field: 'categoryId' });

    const batch = await save(BATCH, trial({ batchQuantity: '500' }));
    expect((await submitAndApprove(BATCH, 'batchTrialId', batch)).status).toBe('APPROVED');
    expect(await categoryStatus(k.ids.supplier1, k.ids.plastic)).toBe('EFFECTIVE');
    expect(await supplierStatus(k.ids.supplier1)).toBe('EFFECTIVE');
    // The newly approved supplier is queued for SAP's vendor master in the same transaction.
    expect(
      await k.value(sql`select payload->>'reason' as v from base_integration_outbox
        where target = 'SAP' and bill_type = 'SUPPLIER' and doc_id = ${k.ids.supplier1} order by id desc limit 1`),
    ).toBe('APPROVED');
    const history = await k.call(`${STATUS}/listHistory`, { supplierId: k.ids.supplier1 }, 'buyer');
    expect(history.body.data.history[0]).toMatchObject({
      billType: 'SLC_BATCH_TRIAL',
      docNumber: batch.batchTrialNumber,
    });
    expect(history.body.data.categories).toContainEqual(
      expect.objectContaining({ categoryId: k.ids.plastic, categoryStatus: 'EFFECTIVE' }),
    );
  });
});

describe('daily management records', () => {
  it('are filed without approval and read-only once submitted', async () => {
    const record = await save(DAILY, {
      supplierId: k.ids.supplier1,
      recordDate: inDays(0),
      recordType: 'VISIT',
      description: 'Quarterly visit',
    });
    expect(record.dailyRecordNumber).toMatch(/^DM\d{10}$/);
    const submitted = await k.call(
      `${DAILY}/doSubmit`,
      { dailyRecordId: record.dailyRecordId, version: record.version },
      'buyer',
    );
    expect(submitted.statusCode).toBe(200);
    expect(submitted.body.data.status).toBe('SUBMITTED');
    const edit = await k.call(
      `${DAILY}/saveOrUpdate`,
      { ...record, description: 'changed', version: submitted.body.data.version },
      'buyer',
    );
    expect(edit.statusCode).toBe(409);
  });
});

describe('who may call them', () => {
  const calls: [string, object][] = [
    ...[PLAN, INSPECTION, SAMPLE, BATCH, DAILY].flatMap((base): [string, object][] => [
      [`${base}/listByPage`, {}],
      [`${base}/findById`, { [idKeyOf(base)]: 1 }],
      [`${base}/saveOrUpdate`, {}],
      [`${base}/doSubmit`, { [idKeyOf(base)]: 1, version: 0 }],
      [`${base}/delete`, { [idKeyOf(base)]: 1, version: 0 }],
      [`${base}/listHistory`, { [idKeyOf(base)]: 1 }],
    ]),
    [`${STATUS}/listByPage`, {}],
    [`${STATUS}/listHistory`, { supplierId: 1 }],
  ];

  it('refuses supplier users on every endpoint (internal documents)', async () => {
    for (const [path, body] of calls) {
      for (const who of ['supplier1', 'supplier2'] as Who[]) {
        const res = await k.call(path, body, who);
        expect(res.statusCode, `${who} ${path}`).toBe(403);
      }
    }
  });

  it('refuses an internal user without the menus', async () => {
    for (const [path, body] of calls) {
      const res = await k.call(path, body, 'finance');
      expect(res.statusCode, path).toBe(403);
    }
  });
});

function idKeyOf(base: string): string {
  return {
    [PLAN]: 'inspectionPlanId',
    [INSPECTION]: 'inspectionId',
    [SAMPLE]: 'sampleTrialId',
    [BATCH]: 'batchTrialId',
    [DAILY]: 'dailyRecordId',
  }[base] as string;
}
