import { settlementAdvance } from '@srm/core/documents/settlementAdvance';
import { settlementDeduction } from '@srm/core/documents/settlementDeduction';
import { settlementPayment } from '@srm/core/documents/settlementPayment';
import type { DbOrTx } from '../../platform/db/types.ts';
import { deployDemoApprovals } from '../../platform/workflow/defaultProcess.ts';

/*
 * Settlement's part of the demo (issue 18 item 5): the deployed approvals of advances, payment applications and deductions
 * (one step: the demo approver), so they can be submitted on a fresh demo. Idempotent (deployDefaultProcess
 * keeps an existing model); another database deploys its own process in the workflow designer.
 */
export async function seedSettlementDemo(db: DbOrTx): Promise<void> {
  const task = { name: '财务经理审批', nameEn: 'Finance manager approval' };
  await deployDemoApprovals(
    db,
    (
      [
        [settlementAdvance, '预付款申请审批'],
        [settlementPayment, '付款申请审批'],
        // A deduction is approved inside before it is sent to its supplier (issue 18 item 3).
        [settlementDeduction, '扣款单审批'],
      ] as const
    ).map(([def, name]) => ({
      billType: def.billType,
      name,
      task,
      description: `${def.name.EN}: one approval by the finance manager`,
    })),
  );
}
