import type { ApprovalCallback } from './contract.ts';

/**
 * Which document engine callback a finished approval calls, per bill type. A document module
 * registers its own when it is bound (platform/documents); the workflow looks it up when an
 * instance ends, inside the same transaction.
 */
const callbacks = new Map<string, ApprovalCallback>();

export function registerApprovalCallback(billType: string, callback: ApprovalCallback): void {
  callbacks.set(billType, callback);
}

export function approvalCallbackFor(billType: string): ApprovalCallback | undefined {
  return callbacks.get(billType);
}
