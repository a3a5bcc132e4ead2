import { AppError } from '../http/errors.ts';
import type { WorkflowService } from './contract.ts';

/**
 * The workflow engine behind the contract. Being built (issue 5): until a process can be deployed,
 * starting an approval is refused with the message that none is deployed.
 */
export function createWorkflowService(): WorkflowService {
  const notDeployed = () => {
    throw new AppError(400, 'error.workflowNotDeployed');
  };
  return {
    start: async () => notDeployed(),
    complete: async () => {
      throw new AppError(403, 'error.forbidden');
    },
    withdraw: async () => notDeployed(),
    openTasksOf: async () => new Set<number>(),
  };
}
