import { contract } from '@srm/core/documents/contract';
import type { DbOrTx } from '../../platform/db/types.ts';
import { deployDemoApprovals, PURCHASING_MANAGER_APPROVAL } from '../../platform/workflow/defaultProcess.ts';

/*
 * The contract's deployed approval in the demo (issue 19 item 2): one step, the demo approver, so a contract can
 * be submitted on a fresh demo. Idempotent; another database deploys its own process in the workflow designer.
 */
export async function seedContractDemo(db: DbOrTx): Promise<void> {
  await deployDemoApprovals(db, [
    {
      billType: contract.billType,
      name: '合同审批',
      task: PURCHASING_MANAGER_APPROVAL,
      description: `${contract.name.EN}: one approval by the purchasing manager`,
    },
  ]);
}
