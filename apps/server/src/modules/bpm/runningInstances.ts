import { and, desc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { users } from '../../platform/auth/schema.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { containsPattern as like } from '../../platform/db/search.ts';
import { defineAction } from '../../platform/http/action.ts';
import { localizeNodeNames } from '../../platform/workflow/nodeNames.ts';
import { processInstances, processTasks } from '../../platform/workflow/schema.ts';
import { BPM_SERVER, PROCESS_ADMIN_MENU } from './bpmKit.ts';

/*
 * The running approvals for process administrators (the processMonitoring screen opened from its menu):
 * each with its open tasks and their assignees, and whether one of them waits on a disabled user, so an
 * approval stuck on someone who left is found and its task reassigned.
 */

/** An open task of the instance whose assignee can no longer log in. */
const stuckTask = (instanceId: SQL | typeof processInstances.id) =>
  exists(
    sql`(select 1 from ${processTasks} join ${users} on ${users.id} = ${processTasks.assigneeUserId}
      where ${processTasks.instanceId} = ${instanceId} and ${processTasks.status} = 'OPEN' and ${users.enabledFlag} <> 'Y')`,
  );

const listRunningByPage = defineAction({
  server: BPM_SERVER,
  entity: 'bpmInstance',
  action: 'listRunningByPage',
  summary:
    'Running approvals with their open tasks and assignees (stuck = an assignee is disabled), filtered by bill type, number/title, stuck only',
  auth: menu(PROCESS_ADMIN_MENU),
  body: z.object({
    searchParams: z
      .object({
        billType: z.string().trim().max(64).optional(),
        keyword: z.string().trim().max(128).optional(),
        stuckOnly: z.enum(['Y', 'N']).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang }) => {
    const f = body.searchParams;
    const c: SQL[] = [eq(processInstances.status, 'RUNNING')];
    if (f.billType) c.push(eq(processInstances.billType, f.billType));
    if (f.keyword)
      c.push(
        or(
          sql`${processInstances.docNumber} ilike ${like(f.keyword)}`,
          sql`${processInstances.title} ilike ${like(f.keyword)}`,
        )!,
      );
    if (f.stuckOnly === 'Y') c.push(stuckTask(processInstances.id));
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select({
          instanceId: processInstances.id,
          billType: processInstances.billType,
          docId: processInstances.docId,
          docNumber: processInstances.docNumber,
          title: processInstances.title,
          startedAt: processInstances.startedAt,
          initiatorName: users.userFullName,
        })
        .from(processInstances)
        .leftJoin(users, eq(users.id, processInstances.initiatorUserId))
        .where(where)
        .orderBy(desc(processInstances.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, processInstances, where, body),
    ]);
    const ids = rows.map((r) => r.instanceId);
    const tasks =
      ids.length === 0
        ? []
        : await deps.db
            .select({
              instanceId: processTasks.instanceId,
              taskId: processTasks.id,
              nodeId: processTasks.nodeId,
              nodeName: processTasks.nodeName,
              assigneeName: users.userFullName,
              assigneeEnabled: users.enabledFlag,
            })
            .from(processTasks)
            .innerJoin(users, eq(users.id, processTasks.assigneeUserId))
            .where(and(inArray(processTasks.instanceId, ids), eq(processTasks.status, 'OPEN')));
    const named = await localizeNodeNames(deps.db, tasks, lang);
    const data = rows.map((r) => {
      const open = named.filter((t) => t.instanceId === r.instanceId);
      return {
        ...r,
        openTasks: open.map(({ instanceId: _, nodeId: __, ...t }) => t),
        stuckFlag: open.some((t) => t.assigneeEnabled !== 'Y') ? 'Y' : 'N',
      };
    });
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

export const runningInstanceActions = [listRunningByPage];
