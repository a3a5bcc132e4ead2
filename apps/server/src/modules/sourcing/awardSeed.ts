import { sourcingAward } from '@srm/core/documents/sourcingAward';
import type { DbOrTx } from '../../platform/db/types.ts';
import { deployDemoApprovals, PURCHASING_MANAGER_APPROVAL } from '../../platform/workflow/defaultProcess.ts';

/*
 * The award's part of the demo (issue 17): its deployed approval (one step: the demo approver), so a buyer
 * can submit an award on a fresh demo. Idempotent (deployDefaultProcess keeps an existing model).
 */
export async function seedAwardDemo(db: DbOrTx): Promise<void> {
  await deployDemoApprovals(db, [
    {
      billType: sourcingAward.billType,
      name: '定标审批',
      task: PURCHASING_MANAGER_APPROVAL,
      description: 'An award of an inquiry: one approval by the purchasing manager',
    },
  ]);
}
