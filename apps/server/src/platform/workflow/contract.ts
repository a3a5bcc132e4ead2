import type { DbOrTx } from '../db/types.ts';

/**
 * What the document engine (platform/documents) asks of the workflow (platform/workflow), and what
 * the workflow calls back. Every call runs inside the caller's transaction, so a document's state
 * change and its approval step commit together or not at all.
 */

/** Starts the deployed process of a bill type for a document. */
export type StartApproval = {
  billType: string;
  docId: number;
  docNumber: string;
  /** The document's organisation: chooses the deployment (organisation first, then the global one). */
  orgId: number | null;
  initiatorUserId: number;
  /** Document fields the gateways' conditions and the field-named assignees read (e.g. totalAmount, requesterId). */
  variables: Record<string, unknown>;
  /** Title of the to-do items ("Purchase requisition PR2611220001"). */
  title: string;
  /** Where the to-do items open the document; absent, the web finds the bill type's screen in the menus. */
  menuCode?: string | null;
  billLink?: string | null;
};

export type TaskOutcome = 'APPROVE' | 'REJECT';

/** How an instance ended, as the document engine learns it through its callback. */
export type ApprovalEnd = { docId: number; billType: string; outcome: 'APPROVED' | 'REJECTED' | 'WITHDRAWN' };

export type WorkflowService = {
  /** Starts an instance; throws AppError(400, 'error.workflowNotDeployed') when no process is deployed. */
  start(tx: DbOrTx, request: StartApproval): Promise<{ instanceId: number }>;
  /**
   * Completes the user's open task on the document with an outcome; throws AppError(403) when the user
   * has none and AppError(409) when someone completed it first. Calls the bill type's callback in the
   * same transaction when the instance ends.
   */
  complete(
    tx: DbOrTx,
    request: {
      billType: string;
      docId: number;
      userId: number;
      outcome: TaskOutcome;
      comment?: string;
      /** REJECT only: return to this earlier user task (BPMN id) instead of ending the approval as REJECTED. */
      targetNodeId?: string;
    },
  ): Promise<{ ended: boolean }>;
  /** The initiator withdraws the running instance (its open tasks are cancelled, their to-dos closed). */
  withdraw(tx: DbOrTx, request: { billType: string; docId: number; userId: number }): Promise<void>;
  /** Documents (ids) of a bill type on which the user has an open task: for `_actions` of a page of rows. */
  openTasksOf(tx: DbOrTx, billType: string, docIds: number[], userId: number): Promise<Set<number>>;
};

/** The bill type's callback: the document engine moves the document to its final state. */
export type ApprovalCallback = (tx: DbOrTx, end: ApprovalEnd) => Promise<void>;
