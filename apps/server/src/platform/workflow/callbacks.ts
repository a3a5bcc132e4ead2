import type { ApprovalCallback } from './contract.ts';

/**
 * Which document engine callback a finished approval calls, per bill type. A document module
 * registers its own when it is bound (platform/documents); the workflow looks it up when an
 * instance ends, inside the same transaction.
 */
const callbacks = new Map<string, ApprovalCallback>();

/** Registers the bill type's callback; the answer puts back the one it replaced (tests that listen for a while). */
export function registerApprovalCallback(billType: string, callback: ApprovalCallback): () => void {
  const previous = callbacks.get(billType);
  callbacks.set(billType, callback);
  return () => {
    if (previous) callbacks.set(billType, previous);
    else callbacks.delete(billType);
  };
}

export function approvalCallbackFor(billType: string): ApprovalCallback | undefined {
  return callbacks.get(billType);
}
