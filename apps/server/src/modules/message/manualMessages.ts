import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import { pagingSchema } from '../../platform/db/paging.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { fieldError, idSchema } from '../admin/adminKit.ts';
import { deliverDueEmails } from './delivery.ts';
import { instanceFilterSchema, listInstances, withdrawInstance } from './instanceQueries.ts';
import { channelsSchema, internalOnly, MANUAL_SOURCE, MSG_MENU } from './kit.ts';
import { renderTemplate } from './render.ts';
import { msgInstances, msgSources, msgTemplates } from './schema.ts';
import { sendMessage } from './send.ts';
import { samplesOf } from './templates.ts';

/*
 * messageList: a message written by hand (or started from a template, filled with its sample values and
 * edited) to users, responsibilities and suppliers (all their users), on the chosen channels; the list of
 * hand-sent messages; withdraw. E-mails of a hand-sent message go out right after it is saved.
 */

const entity = 'msgMessage';

const send = defineAction({
  server: 'messageServer',
  entity,
  action: 'send',
  summary: 'Send a message by hand to users, responsibilities and suppliers (all their users) on the chosen channels',
  auth: menu(MSG_MENU.list),
  mutates: true,
  body: z.object({
    title: z.string().trim().min(1, 'field.required').max(500),
    body: z.string().max(20_000).optional().default(''),
    channels: channelsSchema,
    userIds: z.array(idSchema).max(1000).optional().default([]),
    respIds: z.array(idSchema).max(100).optional().default([]),
    supplierIds: z.array(idSchema).max(1000).optional().default([]),
  }),
  handler: async ({ deps, body, user, lang }) => {
    const me = internalOnly(user);
    await requireMenuResource(deps.db, me, MSG_MENU.list, 'btnSend');
    if (body.userIds.length + body.respIds.length + body.supplierIds.length === 0)
      throw fieldError(lang, 'userIds', 'msg.receiversRequired');
    const result = await deps.db.transaction((tx) =>
      sendMessage(tx, {
        sourceCode: MANUAL_SOURCE,
        sendType: 'MANUAL',
        text: { title: body.title, body: body.body },
        channels: body.channels,
        receivers: { userIds: body.userIds, respIds: body.respIds, supplierIds: body.supplierIds },
        senderUserId: me.userId,
      }),
    );
    if (!result) throw new AppError(400, 'msg.nobodyReceives');
    if (body.channels.includes('EMAIL'))
      await deliverDueEmails(deps.db, deps.mailer, { instanceId: result.instanceId });
    return { data: result, msg: 'msg.sent', msgParams: { count: result.receiverCount } };
  },
});

const listByPage = defineAction({
  server: 'messageServer',
  entity,
  action: 'listByPage',
  summary: 'Hand-sent messages with receiver and read counts, newest first',
  auth: menu(MSG_MENU.list),
  body: z.object({ searchParams: instanceFilterSchema, ...pagingSchema }),
  handler: async ({ deps, body, user, lang }) => {
    internalOnly(user);
    return listInstances(deps.db, body.searchParams, body, lang, [eq(msgInstances.sendType, 'MANUAL')]);
  },
});

const withdraw = defineAction({
  server: 'messageServer',
  entity,
  action: 'withdraw',
  summary: 'Withdraw a hand-sent message (unread in-app copies disappear, unsent e-mails are not sent)',
  auth: menu(MSG_MENU.list),
  mutates: true,
  body: z.object({ instanceId: idSchema }),
  handler: async ({ deps, body, user }) => {
    const me = internalOnly(user);
    await requireMenuResource(deps.db, me, MSG_MENU.list, 'btnWithdraw');
    await withdrawInstance(deps.db, body.instanceId, me.userId, eq(msgInstances.sendType, 'MANUAL'));
    return { data: null, msg: 'msg.withdrawn' };
  },
});

const listTemplates = defineAction({
  server: 'messageServer',
  entity,
  action: 'listTemplates',
  summary: 'Enabled templates rendered with their sample values, to start a hand-written message from',
  auth: menu(MSG_MENU.list),
  body: z.object({}).passthrough().optional().default({}),
  handler: async ({ deps, user, lang }) => {
    internalOnly(user);
    const rows = await deps.db
      .select({ template: msgTemplates, source: msgSources })
      .from(msgTemplates)
      .innerJoin(msgSources, eq(msgSources.id, msgTemplates.sourceId))
      .where(and(eq(msgTemplates.enabledFlag, 'Y'), eq(msgSources.enabledFlag, 'Y')))
      .orderBy(asc(msgSources.sourceCode), asc(msgTemplates.channel), asc(msgTemplates.lang));
    return {
      data: rows.map(({ template, source }) => {
        const vars = samplesOf(source);
        return {
          templateId: template.id,
          sourceCode: source.sourceCode,
          sourceName: lang === 'EN' && source.sourceNameEn ? source.sourceNameEn : source.sourceName,
          channel: template.channel,
          lang: template.lang,
          title: renderTemplate(template.title, vars),
          body: renderTemplate(template.body, vars),
        };
      }),
    };
  },
});

export const manualMessageActionList = [send, listByPage, withdraw, listTemplates];
