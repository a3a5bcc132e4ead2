import { SUPPLIER_CHANGE_BILL_TYPE } from '@srm/core/documents/supplierChange';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../../../platform/auth/schema.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { deployDefaultProcess } from '../../../platform/workflow/defaultProcess.ts';
import { processCategories } from '../../../platform/workflow/schema.ts';

export const SUPPLIER_CHANGE_MODEL_KEY = `${SUPPLIER_CHANGE_BILL_TYPE}_DEFAULT`;
/** Who approves a change request in the default process: the holders of the buyer responsibility. */
const APPROVING_RESPONSIBILITY = 'PUR_BUYER';

/**
 * Deploys the default change-request process (as the requisition's is deployed) in the supplier process
 * category, else the purchasing one; does nothing when the model exists or the demo users are missing.
 */
export async function seedSupplierChangeProcess(db: DbOrTx): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
  const categories = await db
    .select({ id: processCategories.id, code: processCategories.categoryCode })
    .from(processCategories)
    .where(inArray(processCategories.categoryCode, ['SUPPLIER', 'PURCHASE']));
  const category = categories.find((c) => c.code === 'SUPPLIER') ?? categories[0];
  if (!admin || !category) return;
  await deployDefaultProcess(db, {
    billType: SUPPLIER_CHANGE_BILL_TYPE,
    name: '供应商信息变更审批',
    categoryId: category.id,
    approver: { type: 'RESPONSIBILITY', code: APPROVING_RESPONSIBILITY },
    task: { name: '采购员审批', nameEn: 'Buyer approval' },
    description: 'One approval by the holders of the buyer responsibility (PUR_BUYER)',
    userId: admin.id,
  });
}
