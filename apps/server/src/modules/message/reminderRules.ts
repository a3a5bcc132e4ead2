import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { fieldError, idSchema, versionSchema, ynSchema } from '../admin/adminKit.ts';
import { channelList, channelsSchema, internalOnly, MSG_MENU } from './kit.ts';
import { msgConfigs, msgReminderRules } from './schema.ts';

/* reminderSetting: the rules of the to-do reminder job (reminders.ts). */

const entity = 'msgReminderRule';

const listByPage = defineAction({
  server: 'messageServer',
  entity,
  action: 'listByPage',
  summary: 'Reminder rules for open interior to-dos',
  auth: menu(MSG_MENU.reminder),
  body: z.object({ ...pagingSchema }).passthrough(),
  handler: async ({ deps, body, user }) => {
    internalOnly(user);
    const { rows, page } = await selectPage(deps.db, msgReminderRules, undefined, body, (limit, offset) =>
      deps.db.select().from(msgReminderRules).orderBy(asc(msgReminderRules.id)).limit(limit).offset(offset),
    );
    return {
      data: rows.map(({ id, channels, ...r }) => ({ ruleId: id, ...r, channels: channelList(channels) })),
      page,
    };
  },
});

const saveOrUpdate = defineAction({
  server: 'messageServer',
  entity,
  action: 'saveOrUpdate',
  summary: 'Create or change a reminder rule: after N hours, every M hours, at most K times, on channels',
  auth: menu(MSG_MENU.reminder),
  mutates: true,
  body: z.object({
    ruleId: idSchema.optional(),
    ruleName: z.string().trim().min(1, 'field.required').max(128),
    billType: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(64).nullable().optional()),
    firstAfterHours: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90),
    repeatHours: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90),
    maxTimes: z.coerce.number().int().min(1).max(50),
    channels: channelsSchema,
    enabledFlag: ynSchema.optional().default('Y'),
    version: versionSchema.optional(),
  }),
  handler: async ({ deps, body, user, lang }) => {
    const me = internalOnly(user);
    const values = {
      ruleName: body.ruleName,
      billType: body.billType ?? null,
      firstAfterHours: body.firstAfterHours,
      repeatHours: body.repeatHours,
      maxTimes: body.maxTimes,
      channels: [...new Set(body.channels)].join(','),
      enabledFlag: body.enabledFlag,
      lastUpdatedBy: me.userId,
      lastUpdateDate: new Date(),
    };
    if (!body.ruleId) {
      const [row] = await deps.db
        .insert(msgReminderRules)
        .values({ ...values, createdBy: me.userId })
        .returning({ id: msgReminderRules.id });
      return { data: { ruleId: row.id }, msg: 'ok.saved' };
    }
    if (body.version === undefined) throw fieldError(lang, 'version', 'field.versionRequired');
    const [row] = await deps.db
      .update(msgReminderRules)
      .set({ ...values, version: body.version + 1 })
      .where(and(eq(msgReminderRules.id, body.ruleId), eq(msgReminderRules.version, body.version)))
      .returning({ id: msgReminderRules.id });
    if (!row) {
      const [exists] = await deps.db
        .select({ id: msgReminderRules.id })
        .from(msgReminderRules)
        .where(eq(msgReminderRules.id, body.ruleId));
      throw exists ? new AppError(409, 'error.staleVersion') : new AppError(404, 'error.notFound');
    }
    return { data: { ruleId: row.id }, msg: 'ok.saved' };
  },
});

const remove = defineAction({
  server: 'messageServer',
  entity,
  action: 'delete',
  summary: 'Delete a reminder rule (configurations that named it keep no rule)',
  auth: menu(MSG_MENU.reminder),
  mutates: true,
  body: z.object({ ruleId: idSchema }),
  handler: async ({ deps, body, user }) => {
    internalOnly(user);
    await deps.db.transaction(async (tx) => {
      await tx.update(msgConfigs).set({ reminderRuleId: null }).where(eq(msgConfigs.reminderRuleId, body.ruleId));
      const gone = await tx
        .delete(msgReminderRules)
        .where(eq(msgReminderRules.id, body.ruleId))
        .returning({ id: msgReminderRules.id });
      if (gone.length === 0) throw new AppError(404, 'error.notFound');
    });
    return { data: null, msg: 'msg.deleted' };
  },
});

export const reminderRuleActionList = [listByPage, saveOrUpdate, remove];
