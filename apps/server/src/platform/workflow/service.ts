import { and, eq, inArray, or } from 'drizzle-orm';
import type { OrgDirectory } from './assignees.ts';
import { completeForDocument } from './completion.ts';
import type { WorkflowService } from './contract.ts';
import { startInstance, withdrawInstance } from './instances.ts';
import { processInstances, processTasks } from './schema.ts';

/**
 * The workflow engine behind the contract the document engine calls (contract.ts). Every call runs in
 * the caller's transaction. `org` answers the questions about departments the assignee rules ask.
 */
export function createWorkflowService(deps: { org: OrgDirectory }): WorkflowService {
  return {
    start: async (tx, request) => {
      const { instanceId } = await startInstance(tx, deps.org, request);
      return { instanceId };
    },
    complete: (tx, request) => completeForDocument(tx, deps.org, request),
    withdraw: (tx, request) => withdrawInstance(tx, deps.org, request),
    openTasksOf: async (tx, billType, docIds, userId) => {
      if (docIds.length === 0) return new Set<number>();
      const rows = await tx
        .selectDistinct({ docId: processInstances.docId })
        .from(processTasks)
        .innerJoin(processInstances, eq(processInstances.id, processTasks.instanceId))
        .where(
          and(
            eq(processInstances.billType, billType),
            inArray(processInstances.docId, docIds),
            eq(processInstances.status, 'RUNNING'),
            eq(processTasks.status, 'OPEN'),
            or(eq(processTasks.assigneeUserId, userId), eq(processTasks.delegateUserId, userId)),
          ),
        );
      return new Set(rows.map((r) => r.docId));
    },
  };
}
