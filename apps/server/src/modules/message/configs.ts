import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, menu } from '../../platform/access/rules.ts';
import { responsibilities } from '../../platform/access/schema.ts';
import { users } from '../../platform/auth/schema.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { containsAny, fieldError, idSchema, optionalId, versionSchema, ynSchema } from '../admin/adminKit.ts';
import { channelList, channelsSchema, internalOnly, MSG_MENU } from './kit.ts';
import { msgConfigs, msgReminderRules, msgSources } from './schema.ts';

/*
 * The send configuration (msgCfg), one per source: whether the source sends, on which channels, to its
 * event's natural receivers and/or chosen users and responsibilities, and which reminder rule its to-dos
 * follow. A source without a configuration sends nothing (the administrator decides).
 */

const entity = 'msgConfig';

const listByPage = defineAction({
  server: 'messageServer',
  entity,
  action: 'listByPage',
  summary: 'Every message source with its send configuration (unconfigured sources show enabledFlag N)',
  auth: menu(MSG_MENU.config),
  body: z.object({
    searchParams: z
      .object({ keyword: z.string().trim().max(128).optional() })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, user, lang }) => {
    internalOnly(user);
    const k = body.searchParams.keyword;
    const where: SQL | undefined = k
      ? containsAny(k, [msgSources.sourceCode, msgSources.sourceName, msgSources.sourceNameEn])
      : undefined;
    const { rows, page } = await selectPage(deps.db, msgSources, where, body, (limit, offset) =>
      deps.db
        .select({
          sourceId: msgSources.id,
          sourceCode: msgSources.sourceCode,
          sourceName: msgSources.sourceName,
          sourceNameEn: msgSources.sourceNameEn,
          sourceEnabledFlag: msgSources.enabledFlag,
          configId: msgConfigs.id,
          enabledFlag: msgConfigs.enabledFlag,
          channels: msgConfigs.channels,
          naturalFlag: msgConfigs.naturalFlag,
          userIds: msgConfigs.userIds,
          respIds: msgConfigs.respIds,
          reminderRuleId: msgConfigs.reminderRuleId,
          reminderRuleName: msgReminderRules.ruleName,
          version: msgConfigs.version,
        })
        .from(msgSources)
        .leftJoin(msgConfigs, eq(msgConfigs.sourceId, msgSources.id))
        .leftJoin(msgReminderRules, eq(msgReminderRules.id, msgConfigs.reminderRuleId))
        .where(where)
        .orderBy(asc(msgSources.sourceCode))
        .limit(limit)
        .offset(offset),
    );
    // Names of the chosen users and responsibilities, for the list.
    const userIds = [...new Set(rows.flatMap((r) => r.userIds ?? []))];
    const respIds = [...new Set(rows.flatMap((r) => r.respIds ?? []))];
    const userNames = userIds.length
      ? new Map(
          (
            await deps.db
              .select({ id: users.id, name: users.userFullName })
              .from(users)
              .where(inArray(users.id, userIds))
          ).map((u) => [u.id, u.name]),
        )
      : new Map<number, string>();
    const respNames = respIds.length
      ? new Map(
          (
            await deps.db
              .select({
                id: responsibilities.id,
                name: responsibilities.responsibilityName,
                nameEn: responsibilities.responsibilityNameEn,
              })
              .from(responsibilities)
              .where(inArray(responsibilities.id, respIds))
          ).map((r) => [r.id, lang === 'EN' && r.nameEn ? r.nameEn : r.name]),
        )
      : new Map<number, string>();
    return {
      data: rows.map((r) => ({
        ...r,
        enabledFlag: r.enabledFlag ?? 'N',
        channels: channelList(r.channels),
        naturalFlag: r.naturalFlag ?? 'Y',
        userIds: r.userIds ?? [],
        respIds: r.respIds ?? [],
        userNames: (r.userIds ?? []).map((id) => userNames.get(id) ?? String(id)),
        respNames: (r.respIds ?? []).map((id) => respNames.get(id) ?? String(id)),
      })),
      page,
    };
  },
});

const saveOrUpdate = defineAction({
  server: 'messageServer',
  entity,
  action: 'saveOrUpdate',
  summary: "Set a source's send configuration (created on first save, versioned afterwards)",
  auth: menu(MSG_MENU.config),
  mutates: true,
  body: z.object({
    sourceId: idSchema,
    enabledFlag: ynSchema,
    channels: channelsSchema,
    naturalFlag: ynSchema.optional().default('Y'),
    userIds: z.array(idSchema).max(500).optional().default([]),
    respIds: z.array(idSchema).max(100).optional().default([]),
    reminderRuleId: optionalId,
    version: versionSchema.optional(),
  }),
  handler: async ({ deps, body, user, lang }) => {
    const me = internalOnly(user);
    const [source] = await deps.db
      .select({ id: msgSources.id })
      .from(msgSources)
      .where(eq(msgSources.id, body.sourceId));
    if (!source) throw fieldError(lang, 'sourceId', 'msg.unknownSource');
    const values = {
      enabledFlag: body.enabledFlag,
      channels: [...new Set(body.channels)].join(','),
      naturalFlag: body.naturalFlag,
      userIds: [...new Set(body.userIds)],
      respIds: [...new Set(body.respIds)],
      reminderRuleId: body.reminderRuleId ?? null,
      lastUpdatedBy: me.userId,
      lastUpdateDate: new Date(),
    };
    await deps.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(msgConfigs).where(eq(msgConfigs.sourceId, body.sourceId)).for('update');
      if (!existing) {
        await tx.insert(msgConfigs).values({ ...values, sourceId: body.sourceId, createdBy: me.userId });
        return;
      }
      if (body.version === undefined) throw fieldError(lang, 'version', 'field.versionRequired');
      const done = await tx
        .update(msgConfigs)
        .set({ ...values, version: body.version + 1 })
        .where(and(eq(msgConfigs.id, existing.id), eq(msgConfigs.version, body.version)))
        .returning({ id: msgConfigs.id });
      if (done.length === 0) throw new AppError(409, 'error.staleVersion');
    });
    return { data: null, msg: 'ok.saved' };
  },
});

const listResponsibilities = defineAction({
  server: 'messageServer',
  entity,
  action: 'listResponsibilities',
  summary: 'Enabled responsibilities, for choosing receivers (configuration and hand-sent messages)',
  auth: INTERNAL,
  body: z.object({}).passthrough().optional().default({}),
  handler: async ({ deps, lang }) => {
    const rows = await deps.db
      .select({
        respId: responsibilities.id,
        code: responsibilities.responsibilityCode,
        name: responsibilities.responsibilityName,
        nameEn: responsibilities.responsibilityNameEn,
      })
      .from(responsibilities)
      .where(eq(responsibilities.enabledFlag, 'Y'))
      .orderBy(asc(responsibilities.responsibilityCode));
    return {
      data: rows.map((r) => ({ respId: r.respId, code: r.code, title: lang === 'EN' && r.nameEn ? r.nameEn : r.name })),
    };
  },
});

export const configActionList = [listByPage, saveOrUpdate, listResponsibilities];
