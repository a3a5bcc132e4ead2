import { addDays, type DocStatus, formatDate } from '@srm/core';
import { supplierBatchTrial } from '@srm/core/documents/supplierBatchTrial';
import { supplierDailyRecord } from '@srm/core/documents/supplierDailyRecord';
import { supplierInspectionPlan } from '@srm/core/documents/supplierInspectionPlan';
import { supplierSampleTrial } from '@srm/core/documents/supplierSampleTrial';
import { count, eq, inArray } from 'drizzle-orm';
import { users } from '../../../platform/auth/schema.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { writeHistory } from '../../../platform/documents/history.ts';
import { nextNumber } from '../../../platform/numbering/numbering.ts';
import { deployDefaultProcess } from '../../../platform/workflow/defaultProcess.ts';
import { processCategories } from '../../../platform/workflow/schema.ts';
import { categoriesByCodes } from '../../base/index.ts';
import { batchTrials, dailyRecords, inspectionPlanMembers, inspectionPlans, sampleTrials } from '../lifecycleSchema.ts';
import { suppliers } from '../schema.ts';

/*
 * Demo data of the lifecycle documents: the default approval of each bill type (one task for the demo
 * approver), and a few documents of the demo buyer about the second demo supplier. None is left
 * APPROVING (that state belongs to a running approval).
 */

const PROCESSES: [billType: string, name: string][] = [
  ['SLC_INSPECTION_PLAN', '考察计划审批'],
  ['SLC_INSPECTION', '现场考察审批'],
  ['SLC_SAMPLE_TRIAL', '样件试制审批'],
  ['SLC_BATCH_TRIAL', '小批量试制审批'],
];
const CATEGORY_CODE = 'SUPPLIER';

/** Deploys the default processes unless the supplier process category exists already. */
export async function seedLifecycleProcesses(db: DbOrTx): Promise<void> {
  const [existing] = await db
    .select({ id: processCategories.id })
    .from(processCategories)
    .where(eq(processCategories.categoryCode, CATEGORY_CODE));
  if (existing) return;
  const people = await db
    .select({ userName: users.userName, id: users.id, personId: users.personId })
    .from(users)
    .where(inArray(users.userName, ['admin', 'approver']));
  const admin = people.find((u) => u.userName === 'admin');
  const approver = people.find((u) => u.userName === 'approver');
  if (!admin || approver?.personId == null) return;
  const [category] = await db
    .insert(processCategories)
    .values({
      categoryCode: CATEGORY_CODE,
      categoryName: '供应商管理流程',
      categoryNameEn: 'Supplier management',
      orderNo: 20,
      createdBy: admin.id,
      lastUpdatedBy: admin.id,
    })
    .returning({ id: processCategories.id });
  for (const [billType, name] of PROCESSES) {
    await deployDefaultProcess(db, {
      billType,
      name,
      categoryId: category.id,
      approver: { type: 'PERSON', personId: approver.personId },
      description: 'One approval by the supplier quality approver (demo: approver)',
      userId: admin.id,
    });
  }
}

/** Loads the demo documents after the demo company and its suppliers; does nothing when plans exist. */
export async function seedSupplierLifecycleDemo(db: DbOrTx): Promise<void> {
  await seedLifecycleProcesses(db);
  const [{ n }] = await db.select({ n: count() }).from(inspectionPlans);
  if (Number(n) > 0) return;
  const [buyer] = await db.select().from(users).where(eq(users.userName, 'buyer'));
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.supplierNumber, 'S000002'));
  // MRO: a category the demo buyer may see, in which the second supplier has no standing yet.
  const categories = await categoriesByCodes(db, ['MRO']);
  const category = categories.get('MRO');
  if (!buyer?.personId || !supplier || !category) return;
  const day = (offset: number) => formatDate(addDays(new Date(), offset));
  const who = { createdBy: buyer.id, lastUpdatedBy: buyer.id };
  const history = (billType: string, docId: number, docNumber: string, status: DocStatus) =>
    writeHistory(db, {
      billType,
      docId,
      docNumber,
      action: 'create',
      fromStatus: null,
      toStatus: status,
      userId: buyer.id,
      comment: 'demo data',
    });

  const planNumber = await nextNumber(db, supplierInspectionPlan.billType, supplierInspectionPlan.numberRule);
  const [plan] = await db
    .insert(inspectionPlans)
    .values({
      inspectionPlanNumber: planNumber,
      status: 'DRAFT',
      supplierId: supplier.id,
      categoryId: category.id,
      plannedDate: day(14),
      templateCode: 'STANDARD',
      purpose: '新品类导入：辅料及备品备件供应能力考察',
      ...who,
    })
    .returning();
  await db
    .insert(inspectionPlanMembers)
    .values({ inspectionPlanId: plan.id, lineNumber: 1, personId: buyer.personId, teamRole: '组长', ...who });
  await history(supplierInspectionPlan.billType, plan.id, planNumber, 'DRAFT');

  const trial = { supplierId: supplier.id, categoryId: category.id, trialDate: day(7), conclusion: 'PASS', ...who };
  const sampleNumber = await nextNumber(db, supplierSampleTrial.billType, supplierSampleTrial.numberRule);
  const [sample] = await db
    .insert(sampleTrials)
    .values({
      sampleTrialNumber: sampleNumber,
      status: 'DRAFT',
      sampleQuantity: '20',
      results: '尺寸与材质符合图纸要求',
      ...trial,
    })
    .returning();
  await history(supplierSampleTrial.billType, sample.id, sampleNumber, 'DRAFT');
  const batchNumber = await nextNumber(db, supplierBatchTrial.billType, supplierBatchTrial.numberRule);
  const [batch] = await db
    .insert(batchTrials)
    .values({ batchTrialNumber: batchNumber, status: 'DRAFT', sampleQuantity: '20', batchQuantity: '500', ...trial })
    .returning();
  await history(supplierBatchTrial.billType, batch.id, batchNumber, 'DRAFT');
  const recordNumber = await nextNumber(db, supplierDailyRecord.billType, supplierDailyRecord.numberRule);
  const [record] = await db
    .insert(dailyRecords)
    .values({
      dailyRecordNumber: recordNumber,
      status: 'SUBMITTED',
      supplierId: supplier.id,
      recordDate: day(-3),
      recordType: 'VISIT',
      description: '季度拜访：沟通交付计划与产能安排',
      ...who,
    })
    .returning();
  await history(supplierDailyRecord.billType, record.id, recordNumber, 'SUBMITTED');
}
