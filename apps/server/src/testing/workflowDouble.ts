import type { DbOrTx } from '../platform/db/types.ts';
import { AppError } from '../platform/http/errors.ts';
import { approvalCallbackFor } from '../platform/workflow/callbacks.ts';
import type { StartApproval, TaskOutcome, WorkflowService } from '../platform/workflow/contract.ts';

/**
 * For tests of document types: a workflow that keeps to the contract of platform/workflow/contract.ts
 * without process models. Each started document gets a chain of single-approver steps (`chain`, user
 * ids); an approval moves to the next step and the last one ends the instance, a rejection ends it at
 * once, a withdrawal cancels it; an end calls the bill type's callback in the caller's transaction, as
 * the real engine does. It counts what it was asked, so tests can see a double submit start one instance.
 */
export class WorkflowDouble implements WorkflowService {
  readonly started: StartApproval[] = [];
  readonly completed: { docId: number; userId: number; outcome: TaskOutcome; comment?: string }[] = [];
  readonly withdrawn: number[] = [];
  /** Open instances by `billType:docId`: the approvers still to act, the current one first. */
  private readonly open = new Map<string, number[]>();

  constructor(public chain: number[]) {}

  private key = (billType: string, docId: number) => `${billType}:${docId}`;

  async start(_tx: DbOrTx, request: StartApproval) {
    this.started.push(request);
    this.open.set(this.key(request.billType, request.docId), [...this.chain]);
    return { instanceId: this.started.length };
  }

  async complete(
    tx: DbOrTx,
    request: { billType: string; docId: number; userId: number; outcome: TaskOutcome; comment?: string },
  ) {
    const key = this.key(request.billType, request.docId);
    const waiting = this.open.get(key);
    if (!waiting || waiting[0] !== request.userId) throw new AppError(403, 'error.noOpenTask');
    this.completed.push(request);
    waiting.shift();
    const ended = request.outcome === 'REJECT' || waiting.length === 0;
    if (ended) {
      this.open.delete(key);
      const outcome = request.outcome === 'REJECT' ? 'REJECTED' : 'APPROVED';
      await approvalCallbackFor(request.billType)?.(tx, { docId: request.docId, billType: request.billType, outcome });
    }
    return { ended };
  }

  async withdraw(tx: DbOrTx, request: { billType: string; docId: number; userId: number }) {
    this.open.delete(this.key(request.billType, request.docId));
    this.withdrawn.push(request.docId);
    await approvalCallbackFor(request.billType)?.(tx, {
      docId: request.docId,
      billType: request.billType,
      outcome: 'WITHDRAWN',
    });
  }

  async openTasksOf(_tx: DbOrTx, billType: string, docIds: number[], userId: number) {
    return new Set(docIds.filter((id) => this.open.get(this.key(billType, id))?.[0] === userId));
  }
}
