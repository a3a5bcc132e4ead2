import type { Lang } from '@srm/core';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { users } from '../auth/schema.ts';
import type { DbOrTx } from '../db/types.ts';
import { nodeNamesIn } from './nodeNames.ts';
import { processEvents, processInstances, processModels, processTasks } from './schema.ts';

/*
 * What the monitoring screen and a document's approval-trail tab show of an instance: the XML of the
 * version it runs (the diagram), the nodes it waits on now (highlighted), who it waits on, and the
 * trail with who, when, on whose behalf, the outcome, the comment and how long each decision took.
 * The caller decides who may see it (bpm actions: participants and process administrators; the
 * document engine: whoever may see the document).
 */

export async function loadMonitor(db: DbOrTx, instanceId: number, lang: Lang) {
  const [row] = await db
    .select({
      instance: processInstances,
      modelKey: processModels.modelKey,
      modelName: processModels.modelName,
      versionNumber: processModels.versionNumber,
      bpmnXml: processModels.bpmnXml,
    })
    .from(processInstances)
    .innerJoin(processModels, eq(processModels.id, processInstances.modelId))
    .where(eq(processInstances.id, instanceId));
  if (!row) return null;
  const { instance } = row;
  const [openStored, eventsStored, rounds] = await Promise.all([
    db
      .select()
      .from(processTasks)
      .where(and(eq(processTasks.instanceId, instanceId), eq(processTasks.status, 'OPEN')))
      .orderBy(asc(processTasks.id)),
    db.select().from(processEvents).where(eq(processEvents.instanceId, instanceId)).orderBy(asc(processEvents.id)),
    db
      .select({
        instanceId: processInstances.id,
        status: processInstances.status,
        startedAt: processInstances.startedAt,
      })
      .from(processInstances)
      .where(and(eq(processInstances.billType, instance.billType), eq(processInstances.docId, instance.docId)))
      .orderBy(desc(processInstances.id)),
  ]);
  const open = await nodeNamesIn(row.bpmnXml, openStored, lang);
  const events = await nodeNamesIn(row.bpmnXml, eventsStored, lang);
  const names = await userNames(db, [
    instance.initiatorUserId,
    ...open.flatMap((t) => [t.assigneeUserId, t.delegateUserId]),
    ...events.flatMap((e) => [e.userId, e.onBehalfOfUserId, e.toUserId]),
  ]);
  const name = (id: number | null) => (id == null ? null : (names.get(id) ?? null));
  return {
    instanceId: instance.id,
    billType: instance.billType,
    docId: instance.docId,
    docNumber: instance.docNumber,
    title: instance.title,
    status: instance.status,
    orgId: instance.orgId,
    initiatorUserId: instance.initiatorUserId,
    initiatorName: name(instance.initiatorUserId),
    startedAt: instance.startedAt,
    endedAt: instance.endedAt,
    modelId: instance.modelId,
    modelKey: row.modelKey,
    modelName: row.modelName,
    versionNumber: row.versionNumber,
    bpmnXml: row.bpmnXml,
    currentNodeIds: [...new Set(open.map((t) => t.nodeId))],
    openTasks: open.map((t) => ({
      taskId: t.id,
      nodeId: t.nodeId,
      nodeName: t.nodeName,
      countersignMode: t.countersignMode,
      assigneeUserId: t.assigneeUserId,
      assigneeName: name(t.assigneeUserId),
      delegateUserId: t.delegateUserId,
      delegateName: name(t.delegateUserId),
      creationDate: t.creationDate,
    })),
    history: events.map((e) => ({
      eventId: e.id,
      eventType: e.eventType,
      taskId: e.taskId,
      nodeId: e.nodeId,
      nodeName: e.nodeName,
      userId: e.userId,
      userName: name(e.userId),
      onBehalfOfUserId: e.onBehalfOfUserId,
      onBehalfOfName: name(e.onBehalfOfUserId),
      toUserId: e.toUserId,
      toUserName: name(e.toUserId),
      comment: e.comment,
      detail: e.detail,
      durationMs: e.durationMs,
      createdAt: e.createdAt,
    })),
    /** Every instance of the same document, newest first (a rejected document resubmitted has several). */
    rounds,
  };
}

export type Monitor = NonNullable<Awaited<ReturnType<typeof loadMonitor>>>;

/** Full names of users by id, for the people a screen names. */
export async function userNames(db: DbOrTx, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.userFullName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
