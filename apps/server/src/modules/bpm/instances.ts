import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { holdsMenu } from '../../platform/access/check.ts';
import { INTERNAL } from '../../platform/access/rules.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import type { Db } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { latestInstanceOf } from '../../platform/workflow/instances.ts';
import { loadMonitor } from '../../platform/workflow/monitor.ts';
import { processInstances, processTasks } from '../../platform/workflow/schema.ts';
import { idSchema } from '../admin/orgCommon.ts';
import { BPM_SERVER, PROCESS_ADMIN_MENU } from './bpmKit.ts';

/*
 * Instances (spec §2 `processMonitoring`, `submitRequest`): the monitor of one instance — diagram,
 * current nodes, trail — for process administrators and for the people on it (initiator, approvers);
 * to anyone else it does not exist (404). And the approvals the caller started.
 */

const ENTITY = 'bpmInstance';

/** Process administrators see every instance; others only those they started or had a task on. */
async function maySee(db: Db, user: SessionUser, instanceId: number, initiatorUserId: number): Promise<boolean> {
  if (initiatorUserId === user.userId) return true;
  const me = user.userId;
  const [task] = await db
    .select({ id: processTasks.id })
    .from(processTasks)
    .where(
      and(
        eq(processTasks.instanceId, instanceId),
        or(
          eq(processTasks.assigneeUserId, me),
          eq(processTasks.delegateUserId, me),
          eq(processTasks.transferredFromUserId, me),
          eq(processTasks.handledByUserId, me),
        ),
      ),
    )
    .limit(1);
  return task != null || (await holdsMenu(db, user, PROCESS_ADMIN_MENU));
}

const monitor = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'monitor',
  summary:
    'An instance (by instanceId, or the newest of a document by billType + docId): its BPMN XML, the ids of the nodes it waits on, who it waits on, the trail (who, when, outcome, comment, duration) and the document’s other rounds',
  auth: INTERNAL,
  body: z
    .object({
      instanceId: idSchema.optional(),
      billType: z.string().trim().min(1).max(64).optional(),
      docId: idSchema.optional(),
    })
    .refine((b) => b.instanceId != null || (b.billType != null && b.docId != null), {
      message: 'field.required',
      path: ['instanceId'],
    }),
  handler: async ({ deps, body, user, lang }) => {
    const instanceId = body.instanceId ?? (await latestInstanceOf(deps.db, body.billType!, body.docId!))?.id;
    const data = instanceId == null ? null : await loadMonitor(deps.db, instanceId, lang);
    if (!data || !(await maySee(deps.db, user!, data.instanceId, data.initiatorUserId))) {
      throw new AppError(404, 'error.notFound');
    }
    return { data };
  },
});

const listMyStarted = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'listMyStartedByPage',
  summary: 'The approvals the caller started, newest first, filtered by bill type, status or number/title',
  auth: INTERNAL,
  body: z.object({
    searchParams: z
      .object({
        billType: z.string().trim().max(64).optional(),
        status: z.enum(['RUNNING', 'APPROVED', 'REJECTED', 'WITHDRAWN']).optional(),
        keyword: z.string().trim().max(128).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, user }) => {
    const f = body.searchParams;
    const c: SQL[] = [eq(processInstances.initiatorUserId, user!.userId)];
    if (f.billType) c.push(eq(processInstances.billType, f.billType));
    if (f.status) c.push(eq(processInstances.status, f.status));
    if (f.keyword) {
      c.push(containsAny(f.keyword, [processInstances.docNumber, processInstances.title]));
    }
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select({
          instanceId: processInstances.id,
          billType: processInstances.billType,
          docId: processInstances.docId,
          docNumber: processInstances.docNumber,
          title: processInstances.title,
          status: processInstances.status,
          startedAt: processInstances.startedAt,
          endedAt: processInstances.endedAt,
          menuCode: processInstances.menuCode,
          billLink: processInstances.billLink,
        })
        .from(processInstances)
        .where(where)
        .orderBy(desc(processInstances.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, processInstances, where, body),
    ]);
    return { data: rows, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

export const instanceActions = [monitor, listMyStarted];
