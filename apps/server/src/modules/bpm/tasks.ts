import type { Lang } from '@srm/core';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, menu } from '../../platform/access/rules.ts';
import { COUNT_CAP, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { completeTask, rejectTargetsOf } from '../../platform/workflow/completion.ts';
import { delegateTask, reassignTask, transferTask } from '../../platform/workflow/handover.ts';
import { userNames } from '../../platform/workflow/monitor.ts';
import { localizeNodeNames } from '../../platform/workflow/nodeNames.ts';
import { processInstances, processTasks } from '../../platform/workflow/schema.ts';
import { idSchema } from '../admin/orgCommon.ts';
import { BPM_SERVER, PROCESS_ADMIN_MENU } from './bpmKit.ts';
import { bpmOrgDirectory } from './orgDirectory.ts';

/*
 * My approvals (spec §2 `myApproval`): the caller's own tasks to do (owned or delegated to them) and
 * done (decided by them), and deciding or handing over one task by its id. Deciding goes through the
 * same completion path as the document engine's complete(); a task the caller was never on is 404.
 */

const ENTITY = 'bpmTask';

const columns = {
  taskId: processTasks.id,
  instanceId: processTasks.instanceId,
  nodeId: processTasks.nodeId,
  nodeName: processTasks.nodeName,
  countersignMode: processTasks.countersignMode,
  status: processTasks.status,
  outcome: processTasks.outcome,
  comment: processTasks.comment,
  assigneeUserId: processTasks.assigneeUserId,
  delegateUserId: processTasks.delegateUserId,
  transferredFromUserId: processTasks.transferredFromUserId,
  handledByUserId: processTasks.handledByUserId,
  creationDate: processTasks.creationDate,
  endedAt: processTasks.endedAt,
  billType: processInstances.billType,
  docId: processInstances.docId,
  docNumber: processInstances.docNumber,
  title: processInstances.title,
  menuCode: processInstances.menuCode,
  billLink: processInstances.billLink,
  instanceStatus: processInstances.status,
  initiatorUserId: processInstances.initiatorUserId,
  startedAt: processInstances.startedAt,
};
const joined = (db: DbOrTx) =>
  db.select(columns).from(processTasks).innerJoin(processInstances, eq(processInstances.id, processTasks.instanceId));
type Row = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

/** Adds the names of the people a row mentions, and whether the caller acts on someone's behalf. */
async function present(db: DbOrTx, stored: Row[], userId: number, lang: Lang) {
  const rows = await localizeNodeNames(db, stored, lang);
  const names = await userNames(
    db,
    rows.flatMap((r) => [
      r.assigneeUserId,
      r.delegateUserId,
      r.transferredFromUserId,
      r.handledByUserId,
      r.initiatorUserId,
    ]),
  );
  const name = (id: number | null) => (id == null ? null : (names.get(id) ?? null));
  return rows.map((r) => ({
    ...r,
    assigneeName: name(r.assigneeUserId),
    delegateName: name(r.delegateUserId),
    transferredFromName: name(r.transferredFromUserId),
    handledByName: name(r.handledByUserId),
    initiatorName: name(r.initiatorUserId),
    onBehalfOf: r.delegateUserId === userId && r.assigneeUserId !== userId ? name(r.assigneeUserId) : null,
  }));
}

const listBody = z.object({
  searchParams: z
    .object({ billType: z.string().trim().max(64).optional(), keyword: z.string().trim().max(128).optional() })
    .optional()
    .default({}),
  ...pagingSchema,
});

async function page(
  db: DbOrTx,
  mine: SQL,
  body: z.output<typeof listBody>,
  userId: number,
  newestFirst: SQL,
  lang: Lang,
) {
  const f = body.searchParams;
  const c: SQL[] = [mine];
  if (f.billType) c.push(eq(processInstances.billType, f.billType));
  if (f.keyword) c.push(containsAny(f.keyword, [processInstances.docNumber, processInstances.title]));
  const where = and(...c);
  const limited = db
    .select({ one: sql`1` })
    .from(processTasks)
    .innerJoin(processInstances, eq(processInstances.id, processTasks.instanceId))
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('limited');
  const [rows, [{ n }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(newestFirst, desc(processTasks.id))
      .limit(body.pageRows)
      .offset(offsetOf(body.pageIndex, body.pageRows)),
    db.select({ n: count() }).from(limited),
  ]);
  const total = Number(n) > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count: Number(n), capped: false };
  return { data: await present(db, rows, userId, lang), page: pageInfo(total, body.pageIndex, body.pageRows) };
}

const listTodoByPage = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'listTodoByPage',
  summary: "The caller's open approval tasks (owned, or delegated to the caller), newest first",
  auth: INTERNAL,
  body: listBody,
  handler: async ({ deps, body, user, lang }) => {
    const me = user!.userId;
    const mine = and(
      eq(processTasks.status, 'OPEN'),
      or(eq(processTasks.assigneeUserId, me), eq(processTasks.delegateUserId, me)),
    )!;
    return page(deps.db, mine, body, me, desc(processTasks.creationDate), lang);
  },
});

const listDoneByPage = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'listDoneByPage',
  summary: 'The approval tasks the caller decided (approved or rejected), newest decision first',
  auth: INTERNAL,
  body: listBody,
  handler: async ({ deps, body, user, lang }) => {
    const me = user!.userId;
    const mine = and(eq(processTasks.status, 'DONE'), eq(processTasks.handledByUserId, me))!;
    return page(deps.db, mine, body, me, desc(processTasks.endedAt), lang);
  },
});

const findById = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'findById',
  summary: 'One of the caller’s tasks, with the earlier steps a rejection may return to (404 for anyone else’s)',
  auth: INTERNAL,
  body: z.object({ taskId: idSchema }),
  handler: async ({ deps, body, user, lang }) => {
    const me = user!.userId;
    const [row] = await joined(deps.db).where(
      and(
        eq(processTasks.id, body.taskId),
        or(
          eq(processTasks.assigneeUserId, me),
          eq(processTasks.delegateUserId, me),
          eq(processTasks.transferredFromUserId, me),
          eq(processTasks.handledByUserId, me),
        ),
      ),
    );
    if (!row) throw new AppError(404, 'error.notFound');
    const [task] = await deps.db.select().from(processTasks).where(eq(processTasks.id, row.taskId));
    const [data] = await present(deps.db, [row], me, lang);
    const targets = task.status === 'OPEN' ? await rejectTargetsOf(deps.db, task) : [];
    const rejectTargets = await localizeNodeNames(
      deps.db,
      targets.map((t) => ({ ...t, instanceId: task.instanceId })),
      lang,
    );
    return { data: { ...data, rejectTargets: rejectTargets.map(({ instanceId: _, ...t }) => t) } };
  },
});

const comment = z.string().trim().max(1000).nullish();

const approve = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'approve',
  summary: 'Approve one of the caller’s open tasks; 409 when it was already decided (by anyone)',
  auth: INTERNAL,
  mutates: true,
  body: z.object({ taskId: idSchema, comment }),
  handler: async ({ deps, body, user }) => {
    const result = await deps.db.transaction((tx) =>
      completeTask(tx, bpmOrgDirectory, {
        taskId: body.taskId,
        userId: user!.userId,
        outcome: 'APPROVE',
        comment: body.comment,
      }),
    );
    return { data: result, msg: 'bpm.approved' };
  },
});

const reject = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'reject',
  summary:
    'Reject one of the caller’s open tasks with a reason: back to the initiator (the approval ends REJECTED), or to an earlier step (targetNodeId)',
  auth: INTERNAL,
  mutates: true,
  body: z.object({
    taskId: idSchema,
    comment: z.string().trim().min(1, 'field.required').max(1000),
    targetNodeId: z.string().trim().min(1).max(128).nullish(),
  }),
  handler: async ({ deps, body, user }) => {
    const result = await deps.db.transaction((tx) =>
      completeTask(tx, bpmOrgDirectory, {
        taskId: body.taskId,
        userId: user!.userId,
        outcome: 'REJECT',
        comment: body.comment,
        targetNodeId: body.targetNodeId,
      }),
    );
    return { data: result, msg: 'bpm.rejected' };
  },
});

const handoverBody = z.object({ taskId: idSchema, toUserId: idSchema, comment });

const transfer = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'transfer',
  summary: 'Transfer one of the caller’s own open tasks to another internal user, for good',
  auth: INTERNAL,
  mutates: true,
  body: handoverBody,
  handler: async ({ deps, body, user }) => {
    await deps.db.transaction((tx) => transferTask(tx, { ...body, userId: user!.userId }));
    return { msg: 'bpm.transferred' };
  },
});

const delegate = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'delegate',
  summary: 'Let another internal user decide one of the caller’s own open tasks on the caller’s behalf',
  auth: INTERNAL,
  mutates: true,
  body: handoverBody,
  handler: async ({ deps, body, user }) => {
    await deps.db.transaction((tx) => delegateTask(tx, { ...body, userId: user!.userId }));
    return { msg: 'bpm.delegated' };
  },
});

const reassign = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'reassign',
  summary: 'A process administrator moves any open task to another internal user (a disabled or absent assignee)',
  auth: menu(PROCESS_ADMIN_MENU),
  mutates: true,
  body: handoverBody,
  handler: async ({ deps, body, user }) => {
    await deps.db.transaction((tx) => reassignTask(tx, { ...body, userId: user!.userId }));
    return { msg: 'bpm.reassigned' };
  },
});

export const taskActions = [listTodoByPage, listDoneByPage, findById, approve, reject, transfer, delegate, reassign];
