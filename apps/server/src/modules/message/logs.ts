import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import { users } from '../../platform/auth/schema.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import { defineAction } from '../../platform/http/action.ts';
import { optionalDaySchema } from '../../platform/http/fieldSchemas.ts';
import { idSchema } from '../admin/adminKit.ts';
import { deliverDueEmails, requeueEmails } from './delivery.ts';
import { dayRange } from './instanceQueries.ts';
import { channelSchema, internalOnly, MSG_MENU } from './kit.ts';
import { msgInstances, msgLogs, msgReceivers } from './schema.ts';

/* msgLog: every delivery attempt per channel; a failed e-mail can be sent again. */

const listByPage = defineAction({
  server: 'messageServer',
  entity: 'msgLog',
  action: 'listByPage',
  summary: 'Delivery attempts (channel, receiver, address, attempt, status, error), newest first',
  auth: menu(MSG_MENU.log),
  body: z.object({
    searchParams: z
      .object({
        instanceId: idSchema.optional(),
        channel: channelSchema.optional(),
        status: z.enum(['SENT', 'FAILED']).optional(),
        dateFrom: optionalDaySchema,
        dateTo: optionalDaySchema,
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, user }) => {
    internalOnly(user);
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.instanceId) c.push(eq(msgLogs.instanceId, f.instanceId));
    if (f.channel) c.push(eq(msgLogs.channel, f.channel));
    if (f.status) c.push(eq(msgLogs.status, f.status));
    c.push(...dayRange(msgLogs.attemptDate, f.dateFrom, f.dateTo));
    const where = c.length ? and(...c) : undefined;
    const { rows, page } = await selectPage(deps.db, msgLogs, where, body, (limit, offset) =>
      deps.db
        .select({
          logId: msgLogs.id,
          receiverId: msgLogs.receiverId,
          instanceId: msgLogs.instanceId,
          title: msgInstances.title,
          channel: msgLogs.channel,
          attempt: msgLogs.attempt,
          status: msgLogs.status,
          address: msgLogs.address,
          error: msgLogs.error,
          attemptDate: msgLogs.attemptDate,
          userFullName: users.userFullName,
          receiverStatus: msgReceivers.status,
        })
        .from(msgLogs)
        .innerJoin(msgReceivers, eq(msgReceivers.id, msgLogs.receiverId))
        .innerJoin(msgInstances, eq(msgInstances.id, msgLogs.instanceId))
        .leftJoin(users, eq(users.id, msgReceivers.userId))
        .where(where)
        .orderBy(desc(msgLogs.attemptDate), desc(msgLogs.id))
        .limit(limit)
        .offset(offset),
    );
    return { data: rows, page };
  },
});

const retry = defineAction({
  server: 'messageServer',
  entity: 'msgLog',
  action: 'retry',
  summary: 'Send the failed e-mails of these receiver rows again now (others are left alone)',
  auth: menu(MSG_MENU.log),
  mutates: true,
  body: z.object({ receiverIds: z.array(idSchema).min(1).max(500) }),
  handler: async ({ deps, body, user }) => {
    const me = internalOnly(user);
    await requireMenuResource(deps.db, me, MSG_MENU.log, 'btnRetry');
    const count = await requeueEmails(deps.db, body.receiverIds);
    const report = await deliverDueEmails(deps.db, deps.mailer);
    return { data: { count, ...report }, msg: 'msg.requeued', msgParams: { count } };
  },
});

export const logActionList = [listByPage, retry];
