import type { DocStatus } from '@srm/core';
import type { ActionDef } from '@srm/core/documents/types';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import { registerApprovalCallback } from '../workflow/callbacks.ts';
import type { ApprovalEnd } from '../workflow/contract.ts';
import type { BoundType } from './binding.ts';
import { writeHistory } from './history.ts';
import { documentHistory } from './schema.ts';
import { findDoc, updateHeader } from './store.ts';

/*
 * The document's side of an approval (ARCHITECTURE §6). Submitting puts the document in APPROVING and
 * starts the process; when the process ends (from doApproval here or from the workflow's own screens),
 * the workflow calls back here in the transaction that ended it, and the document takes the state its
 * type declares for that outcome.
 */

/** The state of a document while its approval runs (spec §4). */
export const APPROVING: DocStatus = 'APPROVING';

const STEP_OF_OUTCOME: Record<ApprovalEnd['outcome'], NonNullable<ActionDef['workflow']>> = {
  APPROVED: 'approve',
  REJECTED: 'reject',
  WITHDRAWN: 'withdraw',
};
const DEFAULT_END: Record<ApprovalEnd['outcome'], DocStatus> = {
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
  WITHDRAWN: 'DRAFT',
};

/**
 * Where an ended approval leaves the document: the `to` of the declared action of that step; but an
 * approval of an alteration that is rejected or withdrawn returns the document to the alteration state.
 * Whether it was one is read from the history: the state the last submit left.
 */
export async function endStatus(
  tx: DbOrTx,
  { def }: BoundType,
  docId: number,
  outcome: ApprovalEnd['outcome'],
): Promise<DocStatus> {
  const actions = Object.entries(def.actions as Record<string, ActionDef>);
  const step = actions.find(([, a]) => a.workflow === STEP_OF_OUTCOME[outcome])?.[1];
  const declared = step?.to ?? DEFAULT_END[outcome];
  const alteration = actions.find(([, a]) => a.alteration)?.[1]?.to;
  const submit = actions.find(([, a]) => a.workflow === 'start')?.[0];
  if (outcome === 'APPROVED' || !alteration || !submit) return declared;
  const [last] = await tx
    .select({ fromStatus: documentHistory.fromStatus })
    .from(documentHistory)
    .where(
      and(
        eq(documentHistory.billType, def.billType),
        eq(documentHistory.docId, docId),
        eq(documentHistory.action, submit),
      ),
    )
    .orderBy(desc(documentHistory.id))
    .limit(1);
  return last?.fromStatus === alteration ? alteration : declared;
}

/** What a module hears when a document's approval has ended and the document took its new state. */
export type ApprovalEndedEvent = {
  billType: string;
  docId: number;
  docNumber: string;
  outcome: ApprovalEnd['outcome'];
  toStatus: DocStatus;
  header: Record<string, unknown>;
};
const approvalEndedListeners: ((tx: DbOrTx, event: ApprovalEndedEvent) => Promise<void>)[] = [];

/**
 * Lets a module act on every ended approval (the message centre tells the requester), inside the
 * transaction that ended it; platform may not import modules, so they register here.
 */
export function onApprovalEnded(listener: (tx: DbOrTx, event: ApprovalEndedEvent) => Promise<void>): void {
  approvalEndedListeners.push(listener);
}

/**
 * Registers the type's callback. It is idempotent: a document no longer APPROVING (withdrawn by its
 * owner in the same transaction, or ended already) is left alone, so an end reported twice applies once.
 */
export function registerApprovalEnd(bound: BoundType): void {
  registerApprovalCallback(bound.def.billType, async (tx, end) => {
    const doc = await findDoc(tx, bound, null, end.docId, true);
    if (!doc || doc.header.status !== APPROVING) return;
    const to = await endStatus(tx, bound, doc.header.id, end.outcome);
    // The workflow acts for nobody in particular here: the task that ended it is in its own trail.
    await updateHeader(tx, bound, doc.header, { status: to }, doc.header.lastUpdatedBy as number);
    await writeHistory(tx, {
      billType: bound.def.billType,
      docId: doc.header.id,
      docNumber: String(doc.header[bound.def.numberKey] ?? ''),
      action: 'approvalEnd',
      fromStatus: APPROVING,
      toStatus: to,
      userId: null,
    });
    for (const listener of approvalEndedListeners) {
      await listener(tx, {
        billType: bound.def.billType,
        docId: doc.header.id,
        docNumber: String(doc.header[bound.def.numberKey] ?? ''),
        outcome: end.outcome,
        toStatus: to,
        header: doc.header,
      });
    }
  });
}
