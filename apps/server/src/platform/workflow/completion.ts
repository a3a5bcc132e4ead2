import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import type { OrgDirectory } from './assignees.ts';
import { nodeLabel, type ProcessGraph } from './bpmn/graph.ts';
import type { TaskOutcome } from './contract.ts';
import { latestInstanceOf, lockInstance, runtimeOf } from './instances.ts';
import { handlePendings } from './pendings.ts';
import { cancelOpenTasks, enterNode, finishInstance, type InstanceRow, onlyFlow, type TaskRow } from './runtime.ts';
import { processTasks } from './schema.ts';
import { recordEvent } from './trail.ts';

/*
 * The one completion path: the document engine's complete() (by document) and the approval screens
 * (by task id) both end here. The instance row is locked first; the task then moves from OPEN to DONE
 * in one conditional UPDATE, so of many concurrent completions exactly one takes effect and the others
 * get 409 'error.taskAlreadyHandled'.
 */

export type Completion = {
  taskId: number;
  userId: number;
  outcome: TaskOutcome;
  comment?: string | null;
  /** REJECT only: an earlier user task to return to. */
  targetNodeId?: string | null;
};

/** May this user act on the task? The owner and, while delegated, the delegate. */
export const mayAct = (task: TaskRow, userId: number) =>
  task.assigneeUserId === userId || task.delegateUserId === userId;

/** Was the user ever on this task (so that "already handled" is news to them rather than a leak)? */
const wasOn = (task: TaskRow, userId: number) =>
  mayAct(task, userId) || task.transferredFromUserId === userId || task.handledByUserId === userId;

/**
 * Reads a task and locks its instance, then reads the task again under the lock. 404 for a task the
 * user was never on (someone else's task does not exist for them), 409 when it is no longer open.
 */
export async function lockOpenTask(
  tx: DbOrTx,
  taskId: number,
  userId: number,
): Promise<{ task: TaskRow; instance: InstanceRow }> {
  const [seen] = await tx
    .select({ instanceId: processTasks.instanceId })
    .from(processTasks)
    .where(eq(processTasks.id, taskId));
  if (!seen) throw new AppError(404, 'error.notFound');
  const instance = (await lockInstance(tx, seen.instanceId))!;
  const [task] = await tx.select().from(processTasks).where(eq(processTasks.id, taskId));
  if (!wasOn(task, userId)) throw new AppError(404, 'error.notFound');
  if (task.status !== 'OPEN' || !mayAct(task, userId)) throw new AppError(409, 'error.taskAlreadyHandled');
  return { task, instance };
}

export async function completeTask(tx: DbOrTx, org: OrgDirectory, request: Completion): Promise<{ ended: boolean }> {
  const { task, instance } = await lockOpenTask(tx, request.taskId, request.userId);
  const rt = await runtimeOf(tx, org, instance);
  const node = rt.graph.nodes.get(task.nodeId);
  if (node?.kind !== 'userTask') throw new Error(`task ${task.id} is on ${task.nodeId}, not a user task`);
  const target =
    request.outcome === 'REJECT' && request.targetNodeId
      ? await checkRejectTarget(tx, task, request.targetNodeId, rt.graph)
      : null;

  const now = new Date();
  const done = await tx
    .update(processTasks)
    .set({
      status: 'DONE',
      outcome: request.outcome,
      comment: request.comment ?? null,
      handledByUserId: request.userId,
      endedAt: now,
      lastUpdatedBy: request.userId,
      lastUpdateDate: now,
    })
    .where(and(eq(processTasks.id, task.id), eq(processTasks.status, 'OPEN')))
    .returning({ id: processTasks.id });
  if (done.length === 0) throw new AppError(409, 'error.taskAlreadyHandled');
  await handlePendings(tx, [task.id], request.userId);
  await recordEvent(tx, {
    instanceId: instance.id,
    eventType: request.outcome,
    userId: request.userId,
    taskId: task.id,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
    onBehalfOfUserId: request.userId === task.assigneeUserId ? null : task.assigneeUserId,
    comment: request.comment ?? null,
    detail: target ? { targetNodeId: target } : null,
    durationMs: now.getTime() - task.creationDate.getTime(),
  });

  if (request.outcome === 'REJECT') {
    // One rejection decides the whole group, whatever its countersign mode.
    await cancelOpenTasks(rt, request.userId, task.groupNo);
    if (target) return enterNode(rt, target, request.userId);
    await finishInstance(rt, 'REJECTED', request.userId);
    return { ended: true };
  }
  if (task.countersignMode === 'ANY') {
    await cancelOpenTasks(rt, request.userId, task.groupNo);
  } else {
    const [waiting] = await tx
      .select({ id: processTasks.id })
      .from(processTasks)
      .where(
        and(
          eq(processTasks.instanceId, instance.id),
          eq(processTasks.groupNo, task.groupNo),
          eq(processTasks.status, 'OPEN'),
        ),
      )
      .limit(1);
    if (waiting) return { ended: false };
  }
  return enterNode(rt, onlyFlow(rt.graph, node).targetId, request.userId);
}

/** The earlier user tasks a rejection of this task may return to: those this instance already passed. */
export async function rejectTargetsOf(
  tx: DbOrTx,
  task: TaskRow,
): Promise<{ nodeId: string; nodeName: string | null }[]> {
  const rows = await tx
    .selectDistinct({ nodeId: processTasks.nodeId, nodeName: processTasks.nodeName })
    .from(processTasks)
    .where(and(eq(processTasks.instanceId, task.instanceId), lt(processTasks.groupNo, task.groupNo)));
  return rows.filter((r) => r.nodeId !== task.nodeId);
}

async function checkRejectTarget(
  tx: DbOrTx,
  task: TaskRow,
  targetNodeId: string,
  graph: ProcessGraph,
): Promise<string> {
  const targets = await rejectTargetsOf(tx, task);
  const node = graph.nodes.get(targetNodeId);
  if (node?.kind !== 'userTask' || !targets.some((t) => t.nodeId === targetNodeId)) {
    throw new AppError(400, 'bpm.badRejectTarget', { node: node ? nodeLabel(node) : targetNodeId });
  }
  return targetNodeId;
}

/**
 * The document engine's complete(): the user's open task on the document's newest instance. No task
 * at all is 403; a task the user had but that is no longer open (someone was first) is 409.
 */
export async function completeForDocument(
  tx: DbOrTx,
  org: OrgDirectory,
  request: Omit<Completion, 'taskId'> & { billType: string; docId: number },
): Promise<{ ended: boolean }> {
  const latest = await latestInstanceOf(tx, request.billType, request.docId);
  if (!latest) throw new AppError(403, 'error.noOpenTask');
  await lockInstance(tx, latest.id);
  const tasks = await tx
    .select()
    .from(processTasks)
    .where(eq(processTasks.instanceId, latest.id))
    .orderBy(processTasks.id);
  const open = tasks.find((t) => t.status === 'OPEN' && mayAct(t, request.userId));
  if (open) return completeTask(tx, org, { ...request, taskId: open.id });
  if (tasks.some((t) => wasOn(t, request.userId))) throw new AppError(409, 'error.taskAlreadyHandled');
  throw new AppError(403, 'error.noOpenTask');
}
