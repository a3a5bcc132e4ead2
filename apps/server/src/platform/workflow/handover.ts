import { USER_TYPE_INSIDE } from '@srm/core';
import { and, eq, ne } from 'drizzle-orm';
import { users } from '../auth/schema.ts';
import type { DbOrTx } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import { lockOpenTask } from './completion.ts';
import { lockInstance } from './instances.ts';
import { cancelPendings, handlePendings, openPendings } from './pendings.ts';
import type { TaskRow } from './runtime.ts';
import { processTasks } from './schema.ts';
import { recordEvent } from './trail.ts';

/*
 * Handing a task to someone else, by its owner only:
 * - transfer: the task moves to the other user for good; the owner's to-do counts as handled by the owner
 *   (it shows in the owner's done list), the new owner gets a to-do;
 * - delegate: the other user may decide on the owner's behalf (the trail says so); the owner keeps the
 *   task and its to-do and may still decide. A new delegation replaces the previous delegate.
 */

export type Handover = { taskId: number; userId: number; toUserId: number; comment?: string | null };

export async function transferTask(tx: DbOrTx, request: Handover): Promise<void> {
  const { task, instance } = await lockOpenTask(tx, request.taskId, request.userId);
  if (task.assigneeUserId !== request.userId) throw new AppError(403, 'error.forbidden');
  await checkHandoverTarget(tx, task, request.toUserId);
  await tx
    .update(processTasks)
    .set({
      assigneeUserId: request.toUserId,
      transferredFromUserId: request.userId,
      delegateUserId: null,
      lastUpdatedBy: request.userId,
      lastUpdateDate: new Date(),
    })
    .where(and(eq(processTasks.id, task.id), eq(processTasks.status, 'OPEN')));
  await handlePendings(tx, [task.id], request.userId, request.userId);
  if (task.delegateUserId != null) await cancelPendings(tx, [task.id], request.userId, task.delegateUserId);
  await openPendings(tx, instance, [{ task, receiverUserId: request.toUserId }], request.userId);
  await recordEvent(tx, {
    instanceId: instance.id,
    eventType: 'TRANSFER',
    userId: request.userId,
    taskId: task.id,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
    toUserId: request.toUserId,
    comment: request.comment ?? null,
  });
}

export async function delegateTask(tx: DbOrTx, request: Handover): Promise<void> {
  const { task, instance } = await lockOpenTask(tx, request.taskId, request.userId);
  if (task.assigneeUserId !== request.userId) throw new AppError(403, 'error.forbidden');
  await checkHandoverTarget(tx, task, request.toUserId);
  await tx
    .update(processTasks)
    .set({ delegateUserId: request.toUserId, lastUpdatedBy: request.userId, lastUpdateDate: new Date() })
    .where(and(eq(processTasks.id, task.id), eq(processTasks.status, 'OPEN')));
  if (task.delegateUserId != null) await cancelPendings(tx, [task.id], request.userId, task.delegateUserId);
  await openPendings(tx, instance, [{ task, receiverUserId: request.toUserId }], request.userId);
  await recordEvent(tx, {
    instanceId: instance.id,
    eventType: 'DELEGATE',
    userId: request.userId,
    taskId: task.id,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
    toUserId: request.toUserId,
    comment: request.comment ?? null,
  });
}

/**
 * A process administrator moves an open task to another user: for the task of a user who left or is
 * disabled, or of someone away. Unlike a transfer, the old owner's to-do is cancelled, not handled (they
 * decided nothing), and the trail names the administrator who did it.
 */
export async function reassignTask(tx: DbOrTx, request: Handover): Promise<void> {
  const [seen] = await tx
    .select({ instanceId: processTasks.instanceId })
    .from(processTasks)
    .where(eq(processTasks.id, request.taskId));
  if (!seen) throw new AppError(404, 'error.notFound');
  const instance = (await lockInstance(tx, seen.instanceId))!;
  const [task] = await tx.select().from(processTasks).where(eq(processTasks.id, request.taskId));
  if (task.status !== 'OPEN') throw new AppError(409, 'error.taskAlreadyHandled');
  await checkHandoverTarget(tx, task, request.toUserId);
  await tx
    .update(processTasks)
    .set({
      assigneeUserId: request.toUserId,
      transferredFromUserId: task.assigneeUserId,
      delegateUserId: null,
      lastUpdatedBy: request.userId,
      lastUpdateDate: new Date(),
    })
    .where(and(eq(processTasks.id, task.id), eq(processTasks.status, 'OPEN')));
  await cancelPendings(tx, [task.id], request.userId);
  await openPendings(tx, instance, [{ task, receiverUserId: request.toUserId }], request.userId);
  await recordEvent(tx, {
    instanceId: instance.id,
    eventType: 'REASSIGN',
    userId: request.userId,
    taskId: task.id,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
    toUserId: request.toUserId,
    comment: request.comment ?? null,
  });
}

/**
 * The other user must be an enabled internal user who is not already on the task, nor on another open
 * task of the same step (a countersigner would otherwise decide twice).
 */
async function checkHandoverTarget(tx: DbOrTx, task: TaskRow, toUserId: number): Promise<void> {
  const refuse = () => new AppError(400, 'bpm.badHandoverTarget');
  if (toUserId === task.assigneeUserId || toUserId === task.delegateUserId) throw refuse();
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, toUserId), eq(users.enabledFlag, 'Y'), eq(users.userType, USER_TYPE_INSIDE)));
  if (!user) throw refuse();
  const siblings = await tx
    .select({ assignee: processTasks.assigneeUserId, delegate: processTasks.delegateUserId })
    .from(processTasks)
    .where(
      and(
        eq(processTasks.instanceId, task.instanceId),
        eq(processTasks.groupNo, task.groupNo),
        eq(processTasks.status, 'OPEN'),
        ne(processTasks.id, task.id),
      ),
    );
  if (siblings.some((s) => s.assignee === toUserId || s.delegate === toUserId)) throw refuse();
}
