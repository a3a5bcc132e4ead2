import { purchaseOrder } from '@srm/core/documents/purchaseOrder';
import { eq } from 'drizzle-orm';
import { users } from '../../../platform/auth/schema.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { PURCHASING_MANAGER_APPROVAL, singleApprovalXml } from '../../../platform/workflow/defaultProcess.ts';
import { deployModel, saveModel } from '../../../platform/workflow/models.ts';
import { processCategories, processModels } from '../../../platform/workflow/schema.ts';

/*
 * The deployed approval of orders (one step: the demo approver). Idempotent.
 */

export const PO_ORDER_MODEL_KEY = 'PO_ORDER_DEFAULT';

/** One approval step by a person (the demo approver). */
const processXml = (personId: number) =>
  singleApprovalXml(PO_ORDER_MODEL_KEY, '采购订单审批', { type: 'PERSON', personId }, PURCHASING_MANAGER_APPROVAL);

async function seedOrderProcess(db: DbOrTx, adminId: number, approverPersonId: number): Promise<void> {
  const [existing] = await db
    .select({ id: processModels.id })
    .from(processModels)
    .where(eq(processModels.billType, purchaseOrder.billType));
  if (existing) return;
  const [category] = await db
    .select({ id: processCategories.id })
    .from(processCategories)
    .where(eq(processCategories.categoryCode, 'PURCHASE'));
  const model = await saveModel(
    db,
    'EN',
    {
      modelKey: PO_ORDER_MODEL_KEY,
      modelName: '采购订单审批',
      categoryId: category?.id ?? null,
      billType: purchaseOrder.billType,
      orgId: null,
      bpmnXml: processXml(approverPersonId),
      description: 'One approval by the purchasing manager',
    },
    adminId,
  );
  await deployModel(db, 'EN', model.id, adminId);
}

/**
 * Deploys the order approval (after the workflow demo). The demo's orders are not written here: the demo
 * story (seed/demoStory.ts) places, approves, publishes and confirms them through the order's own calls,
 * so each comes with its approval tasks, the supplier's to-do and its history.
 */
export async function seedOrderDemo(db: DbOrTx): Promise<void> {
  const byName = async (userName: string) => {
    const [row] = await db.select().from(users).where(eq(users.userName, userName));
    return row;
  };
  const [admin, approver] = await Promise.all(['admin', 'approver'].map(byName));
  if (!admin || approver?.personId == null) return;
  await seedOrderProcess(db, admin.id, approver.personId);
}
