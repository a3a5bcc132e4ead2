import { settlementAdvance } from '@srm/core/documents/settlementAdvance';
import { settlementDeduction } from '@srm/core/documents/settlementDeduction';
import { settlementPayment } from '@srm/core/documents/settlementPayment';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { deployDefaultProcess } from '../../platform/workflow/defaultProcess.ts';
import { processCategories } from '../../platform/workflow/schema.ts';

/*
 * Settlement's part of the demo (issue 18 item 5): the deployed approvals of advances, payment applications and deductions
 * (one step: the demo approver), so they can be submitted on a fresh demo. Idempotent (deployDefaultProcess
 * keeps an existing model); another database deploys its own process in the workflow designer.
 */
export async function seedSettlementDemo(db: DbOrTx): Promise<void> {
  const byName = async (userName: string) => (await db.select().from(users).where(eq(users.userName, userName)))[0];
  const admin = await byName('admin');
  const approver = await byName('approver');
  if (!admin || approver?.personId == null) return;
  const [category] = await db
    .select({ id: processCategories.id })
    .from(processCategories)
    .where(eq(processCategories.categoryCode, 'PURCHASE'));
  if (!category) return;
  const task = { name: '财务经理审批', nameEn: 'Finance manager approval' };
  for (const [def, name] of [
    [settlementAdvance, '预付款申请审批'],
    [settlementPayment, '付款申请审批'],
    // A deduction is approved inside before it is sent to its supplier (issue 18 item 3).
    [settlementDeduction, '扣款单审批'],
  ] as const) {
    await deployDefaultProcess(db, {
      billType: def.billType,
      name,
      categoryId: category.id,
      approver: { type: 'PERSON', personId: approver.personId },
      task,
      description: `${def.name.EN}: one approval by the finance manager`,
      userId: admin.id,
    });
  }
}
