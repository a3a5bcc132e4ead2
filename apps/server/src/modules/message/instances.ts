import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import { users } from '../../platform/auth/schema.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import type { Db } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { optionalDaySchema } from '../../platform/http/fieldSchemas.ts';
import { interiorPendings } from '../../platform/workflow/schema.ts';
import { containsPattern, idSchema, ynSchema } from '../admin/adminKit.ts';
import { dayRange, instanceFilterSchema, listInstances, withdrawInstance } from './instanceQueries.ts';
import { channelSchema, internalOnly, MSG_MENU, TODO_REMINDER_SOURCE } from './kit.ts';
import { readDateOf } from './notificationBridge.ts';
import { msgInstances, msgReceivers, msgSources } from './schema.ts';

/*
 * msgInstance (every send), msgTd (the to-do reminders), msgReceive (the receivers of an instance with
 * their read state) and msgHistory (every delivered receiver row, searchable).
 */

const listByPage = defineAction({
  server: 'messageServer',
  entity: 'msgInstance',
  action: 'listByPage',
  summary: 'Every message instance (source, rendered title, sender, time, receiver and read counts, status)',
  auth: menu(MSG_MENU.instance),
  body: z.object({ searchParams: instanceFilterSchema, ...pagingSchema }),
  handler: async ({ deps, body, user, lang }) => {
    internalOnly(user);
    return listInstances(deps.db, body.searchParams, body, lang);
  },
});

const withdraw = defineAction({
  server: 'messageServer',
  entity: 'msgInstance',
  action: 'withdraw',
  summary: 'Withdraw any message instance (unread in-app copies disappear, unsent e-mails are not sent)',
  auth: menu(MSG_MENU.instance),
  mutates: true,
  body: z.object({ instanceId: idSchema }),
  handler: async ({ deps, body, user }) => {
    const me = internalOnly(user);
    await requireMenuResource(deps.db, me, MSG_MENU.instance, 'btnWithdraw');
    await withdrawInstance(deps.db, body.instanceId, me.userId);
    return { data: null, msg: 'msg.withdrawn' };
  },
});

const listTodoReminders = defineAction({
  server: 'messageServer',
  entity: 'msgTd',
  action: 'listByPage',
  summary: 'Messages that came from to-dos: the reminders of open interior to-dos, with the to-do and its state',
  auth: menu(MSG_MENU.todo),
  body: z.object({ searchParams: instanceFilterSchema, ...pagingSchema }),
  handler: async ({ deps, body, user, lang }) => {
    internalOnly(user);
    const out = await listInstances(deps.db, body.searchParams, body, lang, [
      eq(msgInstances.sourceCode, TODO_REMINDER_SOURCE),
    ]);
    const ids = out.data.flatMap((r) => (r.pendingId == null ? [] : [r.pendingId]));
    const todos = ids.length
      ? await deps.db
          .select({
            id: interiorPendings.id,
            pendingTitle: interiorPendings.pendingTitle,
            handleFlag: interiorPendings.handleFlag,
            cancelFlag: interiorPendings.cancelFlag,
            receiverName: users.userFullName,
          })
          .from(interiorPendings)
          .leftJoin(users, eq(users.id, interiorPendings.receiverUserId))
          .where(
            sql`${interiorPendings.id} in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          )
      : [];
    const byId = new Map(todos.map((t) => [t.id, t]));
    return {
      data: out.data.map((r) => {
        const todo = r.pendingId == null ? undefined : byId.get(r.pendingId);
        return {
          ...r,
          pendingTitle: todo?.pendingTitle ?? null,
          todoState: !todo ? null : todo.cancelFlag === 'Y' ? 'CANCELLED' : todo.handleFlag === 'Y' ? 'DONE' : 'OPEN',
          todoReceiver: todo?.receiverName ?? null,
        };
      }),
      page: out.page,
    };
  },
});

const receiverFilterSchema = z
  .object({
    instanceId: idSchema.optional(),
    user: z.string().trim().max(128).optional(),
    sourceCode: z.string().trim().max(64).optional(),
    channel: channelSchema.optional(),
    status: z.enum(['SENT', 'PENDING', 'FAILED', 'WITHDRAWN']).optional(),
    readFlag: ynSchema.optional(),
    dateFrom: optionalDaySchema,
    dateTo: optionalDaySchema,
  })
  .optional()
  .default({});

async function listReceivers(
  db: Db,
  f: z.output<typeof receiverFilterSchema>,
  paging: { pageIndex: number; pageRows: number },
  lang: 'CN' | 'EN',
) {
  const readDate = readDateOf();
  const c: SQL[] = [];
  if (f.instanceId) c.push(eq(msgReceivers.instanceId, f.instanceId));
  if (f.channel) c.push(eq(msgReceivers.channel, f.channel));
  if (f.status) c.push(eq(msgReceivers.status, f.status));
  if (f.readFlag === 'Y') c.push(isNotNull(readDate));
  if (f.readFlag === 'N') c.push(isNull(readDate));
  if (f.sourceCode) {
    c.push(
      sql`exists (select 1 from msg_instance i where i.id = ${msgReceivers.instanceId} and i.source_code = ${f.sourceCode})`,
    );
  }
  if (f.user) {
    const k = containsPattern(f.user);
    c.push(
      sql`exists (select 1 from base_users u where u.id = ${msgReceivers.userId} and (u.user_name ilike ${k} or u.user_full_name ilike ${k}))`,
    );
  }
  c.push(...dayRange(msgReceivers.creationDate, f.dateFrom, f.dateTo));
  const where = c.length ? and(...c) : undefined;
  const { rows, page } = await selectPage(db, msgReceivers, where, paging, (limit, offset) =>
    db
      .select({
        receiverId: msgReceivers.id,
        instanceId: msgReceivers.instanceId,
        userId: msgReceivers.userId,
        userName: users.userName,
        userFullName: users.userFullName,
        supplierId: msgReceivers.supplierId,
        channel: msgReceivers.channel,
        address: msgReceivers.address,
        status: msgReceivers.status,
        attempts: msgReceivers.attempts,
        lastError: msgReceivers.lastError,
        readDate,
        creationDate: msgReceivers.creationDate,
        sourceCode: msgInstances.sourceCode,
        sourceName: msgSources.sourceName,
        sourceNameEn: msgSources.sourceNameEn,
        rendered: msgInstances.rendered,
        instanceStatus: msgInstances.status,
      })
      .from(msgReceivers)
      .innerJoin(msgInstances, eq(msgInstances.id, msgReceivers.instanceId))
      .leftJoin(msgSources, eq(msgSources.id, msgInstances.sourceId))
      .leftJoin(users, eq(users.id, msgReceivers.userId))
      .where(where)
      .orderBy(desc(msgReceivers.creationDate), desc(msgReceivers.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    data: rows.map(({ rendered, sourceName, sourceNameEn, ...r }) => ({
      ...r,
      sourceName: lang === 'EN' && sourceNameEn ? sourceNameEn : sourceName,
      title: (rendered[r.channel as 'IN_APP' | 'EMAIL'] ?? rendered.IN_APP ?? rendered.EMAIL)?.[lang].title ?? '',
      readFlag: r.readDate ? 'Y' : 'N',
    })),
    page,
  };
}

const receivers = defineAction({
  server: 'messageServer',
  entity: 'msgReceive',
  action: 'listByPage',
  summary: 'The receivers of messages (of one instance when instanceId is given) with channel, status and read time',
  auth: menu(MSG_MENU.receiver),
  body: z.object({ searchParams: receiverFilterSchema, ...pagingSchema }),
  handler: async ({ deps, body, user, lang }) => {
    internalOnly(user);
    return listReceivers(deps.db, body.searchParams, body, lang);
  },
});

const history = defineAction({
  server: 'messageServer',
  entity: 'msgHistory',
  action: 'listByPage',
  summary: 'Every receiver row, searchable by user, source, channel, status, read flag and date',
  auth: menu(MSG_MENU.history),
  body: z.object({ searchParams: receiverFilterSchema, ...pagingSchema }),
  handler: async ({ deps, body, user, lang }) => {
    internalOnly(user);
    return listReceivers(deps.db, body.searchParams, body, lang);
  },
});

export const instanceActionList = [listByPage, withdraw, listTodoReminders, receivers, history];
