import { eq, inArray } from 'drizzle-orm';
import { users } from '../../../platform/auth/schema.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { deployDefaultProcess } from '../../../platform/workflow/defaultProcess.ts';
import { processCategories } from '../../../platform/workflow/schema.ts';
import { introductionScenes } from '../statusSchema.ts';

/*
 * Demo data of the supplier-status documents: the default approval of each bill type (one task for the
 * demo approver, in the lifecycle's "Supplier management" process category) and the introduction scenes.
 * Run after the lifecycle demo (which creates the category); idempotent.
 */

const PROCESSES: [billType: string, name: string][] = [
  ['SLC_BLACKLIST', '供应商拉黑/冻结审批'],
  ['SLC_QUIT', '供应商退出审批'],
  ['SLC_DESIGNATED', '指定供应商审批'],
  ['SLC_PARTS_AUTH', '零件授权审批'],
];

/** Deploys the default processes of the status documents that have none yet. */
export async function seedSupplierStatusProcesses(db: DbOrTx): Promise<void> {
  const [category] = await db
    .select({ id: processCategories.id })
    .from(processCategories)
    .where(eq(processCategories.categoryCode, 'SUPPLIER'));
  const people = await db
    .select({ userName: users.userName, id: users.id, personId: users.personId })
    .from(users)
    .where(inArray(users.userName, ['admin', 'approver']));
  const admin = people.find((u) => u.userName === 'admin');
  const approver = people.find((u) => u.userName === 'approver');
  if (!category || !admin || approver?.personId == null) return;
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

const SCENES = [
  {
    sceneCode: 'NEW_PRODUCT',
    sceneName: '新产品开发引入',
    sceneNameEn: 'New product development',
    description: '新产品开发需要的新供应商：考察、样件与小批量试制全部通过后批准',
    inspectionFlag: 'Y',
    sampleTrialFlag: 'Y',
    batchTrialFlag: 'Y',
  },
  {
    sceneCode: 'SECOND_SOURCE',
    sceneName: '第二货源开发',
    sceneNameEn: 'Second source',
    description: '已量产零件的第二货源：考察与样件试制',
    inspectionFlag: 'Y',
    sampleTrialFlag: 'Y',
    batchTrialFlag: 'N',
  },
  {
    sceneCode: 'EMERGENCY',
    sceneName: '紧急采购引入',
    sceneNameEn: 'Emergency purchase',
    description: '停线等紧急情况的临时引入，事后补齐资料',
    inspectionFlag: 'N',
    sampleTrialFlag: 'N',
    batchTrialFlag: 'N',
  },
];

/** The processes and the introduction scenes of the demo. */
export async function seedSupplierStatusDemo(db: DbOrTx): Promise<void> {
  await seedSupplierStatusProcesses(db);
  const [existing] = await db.select({ id: introductionScenes.id }).from(introductionScenes).limit(1);
  if (!existing) await db.insert(introductionScenes).values(SCENES);
}
