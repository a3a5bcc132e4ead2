import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { deployModel, saveModel } from '../../platform/workflow/models.ts';
import { processCategories } from '../../platform/workflow/schema.ts';
import { purRequisitionProcessXml } from './purRequisitionProcess.ts';

export const PURCHASE_CATEGORY_CODE = 'PURCHASE';
export const PUR_REQUISITION_MODEL_KEY = 'PUR_REQUISITION_DEFAULT';

/**
 * The workflow part of the demo: the "Purchasing" process category and the deployed default process of
 * purchase requisitions. In the demo company the buyer's department (Purchasing, East China) is headed
 * by the approver's person, and the second approval goes to the approver's person too, so a requisition
 * submitted by `buyer` waits on `approver` at each step. Run it after the demo users exist; it does
 * nothing when the category is there already.
 */
export async function seedWorkflowDemo(db: DbOrTx): Promise<void> {
  const [existing] = await db
    .select({ id: processCategories.id })
    .from(processCategories)
    .where(eq(processCategories.categoryCode, PURCHASE_CATEGORY_CODE));
  if (existing) return;
  const byName = async (userName: string) => {
    const [row] = await db
      .select({ id: users.id, personId: users.personId })
      .from(users)
      .where(eq(users.userName, userName));
    if (!row) throw new Error(`the demo user ${userName} is missing`);
    return row;
  };
  const admin = await byName('admin');
  const approver = await byName('approver');
  if (approver.personId == null) throw new Error('the demo user approver has no person');
  const [category] = await db
    .insert(processCategories)
    .values({
      categoryCode: PURCHASE_CATEGORY_CODE,
      categoryName: '采购流程',
      categoryNameEn: 'Purchasing',
      orderNo: 10,
      createdBy: admin.id,
      lastUpdatedBy: admin.id,
    })
    .returning({ id: processCategories.id });
  const model = await saveModel(
    db,
    'EN',
    {
      modelKey: PUR_REQUISITION_MODEL_KEY,
      modelName: '采购申请审批',
      categoryId: category.id,
      billType: 'PUR_REQUISITION',
      orgId: null,
      bpmnXml: purRequisitionProcessXml(approver.personId),
      description: 'Department head, then a second approval above the PUR_REQ_SECOND_APPROVAL_AMOUNT profile',
    },
    admin.id,
  );
  await deployModel(db, 'EN', model.id, admin.id);
}
