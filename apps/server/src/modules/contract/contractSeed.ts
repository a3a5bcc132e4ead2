import { contract } from '@srm/core/documents/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { deployDefaultProcess } from '../../platform/workflow/defaultProcess.ts';
import { processCategories } from '../../platform/workflow/schema.ts';

/*
 * The contract's deployed approval in the demo (issue 19 item 2): one step, the demo approver, so a contract can
 * be submitted on a fresh demo. Idempotent (deployDefaultProcess keeps an existing model); another database
 * deploys its own process in the workflow designer.
 */
export async function seedContractDemo(db: DbOrTx): Promise<void> {
  const byName = async (userName: string) => (await db.select().from(users).where(eq(users.userName, userName)))[0];
  const admin = await byName('admin');
  const approver = await byName('approver');
  if (!admin || approver?.personId == null) return;
  const [category] = await db
    .select({ id: processCategories.id })
    .from(processCategories)
    .where(eq(processCategories.categoryCode, 'PURCHASE'));
  if (!category) return;
  await deployDefaultProcess(db, {
    billType: contract.billType,
    name: '合同审批',
    categoryId: category.id,
    approver: { type: 'PERSON', personId: approver.personId },
    task: { name: '采购经理审批', nameEn: 'Purchasing manager approval' },
    description: `${contract.name.EN}: one approval by the purchasing manager`,
    userId: admin.id,
  });
}
