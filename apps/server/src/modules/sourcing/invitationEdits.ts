import type { MessageKey } from '@srm/core';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { BoundType } from '../../platform/documents/binding.ts';
import { type Caller, inTx } from '../../platform/documents/context.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { ActionGate } from '../../platform/documents/gate.ts';
import { writeHistory } from '../../platform/documents/history.ts';
import { lockDoc, updateHeader } from '../../platform/documents/store.ts';
import { AppError } from '../../platform/http/errors.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { invitationErrors } from './invitationCandidates.ts';

/*
 * Adding and removing invited suppliers of a sourcing event (an inquiry, a tender) while it is a draft: an
 * edit of the event under the engine's edit rule (its btnEdit, editable states, the version read, which it
 * raises), each leaving a history row naming the suppliers. The event's own table is reached through
 * `InvitationTarget`; everything else is one rule for both.
 */

export type InvitationTarget = {
  bound: BoundType;
  /** The header key of the event's number (inquiryNumber, tenderNumber), for the history row. */
  numberKey: string;
  /** "already taking part", naming the event type. */
  alreadyKey: MessageKey;
  /** The suppliers taking part now. */
  taking: (tx: DbOrTx, eventId: number) => Promise<number[]>;
  insert: (tx: DbOrTx, eventId: number, supplierIds: number[], userId: number) => Promise<void>;
  /** Removes one participant; false when it was not taking part. */
  drop: (tx: DbOrTx, eventId: number, supplierId: number) => Promise<boolean>;
};

/** Locks the event for an edit of its invitations, writes the change, history and the new version. */
async function editInvitations(
  caller: Caller,
  target: InvitationTarget,
  eventId: number,
  version: number,
  change: (tx: DbOrTx) => Promise<{ action: 'invite' | 'uninvite'; comment: string }>,
): Promise<number> {
  return caller.deps.db.transaction(async (tx) => {
    const ctx = inTx(caller, tx);
    const doc = await lockDoc(tx, target.bound, ctx.scope, eventId);
    await new ActionGate(target.bound, tx, ctx.user, ctx.deps.workflow).check('edit', doc.header, version, ctx.lang);
    const { action, comment } = await change(tx);
    await updateHeader(tx, target.bound, doc.header, {}, caller.user.userId);
    await writeHistory(tx, {
      billType: target.bound.def.billType,
      docId: eventId,
      docNumber: String(doc.header[target.numberKey]),
      action,
      fromStatus: doc.header.status,
      toStatus: doc.header.status,
      userId: caller.user.userId,
      comment: comment.slice(0, 1000),
    });
    return Number(doc.header.version) + 1;
  });
}

/** Invites the suppliers (each refused with a field error naming it when it may not be); → the new version. */
export function inviteSuppliers(
  caller: Caller,
  target: InvitationTarget,
  eventId: number,
  version: number,
  supplierIds: number[],
): Promise<number> {
  return editInvitations(caller, target, eventId, version, async (tx) => {
    const already = new Set(await target.taking(tx, eventId));
    const errors = await invitationErrors(tx, caller.lang, supplierIds, already, target.alreadyKey);
    if (errors.length > 0) throw fieldErrors(errors);
    const names = await suppliersByIds(tx, supplierIds);
    await target.insert(tx, eventId, supplierIds, caller.user.userId);
    const numbers = supplierIds.map((id) => names.get(id)?.supplierNumber ?? String(id));
    return { action: 'invite', comment: numbers.join(', ') };
  });
}

/** Removes an invited supplier (404 when it is not taking part); → the new version. */
export function uninviteSupplier(
  caller: Caller,
  target: InvitationTarget,
  eventId: number,
  version: number,
  supplierId: number,
): Promise<number> {
  return editInvitations(caller, target, eventId, version, async (tx) => {
    if (!(await target.drop(tx, eventId, supplierId))) throw new AppError(404, 'error.notFound');
    const s = (await suppliersByIds(tx, [supplierId])).get(supplierId);
    return { action: 'uninvite', comment: s?.supplierNumber ?? String(supplierId) };
  });
}
