import { sourcingAward } from '@srm/core/documents/sourcingAward';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { deployDefaultProcess, PURCHASING_MANAGER_APPROVAL } from '../../platform/workflow/defaultProcess.ts';
import { processCategories } from '../../platform/workflow/schema.ts';

/*
 * The award's part of the demo (issue 17): its deployed approval (one step: the demo approver), so a buyer
 * can submit an award on a fresh demo. Idempotent (deployDefaultProcess keeps an existing model).
 */
export async function seedAwardDemo(db: DbOrTx): Promise<void> {
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
    billType: sourcingAward.billType,
    name: '定标审批',
    categoryId: category.id,
    approver: { type: 'PERSON', personId: approver.personId },
    task: PURCHASING_MANAGER_APPROVAL,
    description: 'An award of an inquiry: one approval by the purchasing manager',
    userId: admin.id,
  });
}
