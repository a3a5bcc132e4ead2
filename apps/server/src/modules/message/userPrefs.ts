import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import { defineAction } from '../../platform/http/action.ts';
import { fieldError, idSchema, ynSchema } from '../admin/adminKit.ts';
import { msgSources, msgUserPrefs } from './schema.ts';

/*
 * msgUser: the caller's own receiving preferences, per source: in-app and e-mail on or off (no row = both
 * on). Every user manages their own — a supplier user too; nobody edits another's.
 */

const entity = 'msgUserPref';

const listMine = defineAction({
  server: 'messageServer',
  entity,
  action: 'listMine',
  summary: "The caller's receiving preferences: every enabled source with in-app and e-mail flags",
  auth: LOGGED_IN,
  body: z.object({}).passthrough().optional().default({}),
  handler: async ({ deps, user, lang }) => {
    const rows = await deps.db
      .select({
        sourceId: msgSources.id,
        sourceCode: msgSources.sourceCode,
        sourceName: msgSources.sourceName,
        sourceNameEn: msgSources.sourceNameEn,
        inAppFlag: msgUserPrefs.inAppFlag,
        emailFlag: msgUserPrefs.emailFlag,
      })
      .from(msgSources)
      .leftJoin(msgUserPrefs, and(eq(msgUserPrefs.sourceId, msgSources.id), eq(msgUserPrefs.userId, user!.userId)))
      .where(eq(msgSources.enabledFlag, 'Y'))
      .orderBy(asc(msgSources.sourceCode));
    return {
      data: rows.map(({ sourceName, sourceNameEn, ...r }) => ({
        ...r,
        sourceName: lang === 'EN' && sourceNameEn ? sourceNameEn : sourceName,
        inAppFlag: r.inAppFlag ?? 'Y',
        emailFlag: r.emailFlag ?? 'Y',
      })),
    };
  },
});

const saveMine = defineAction({
  server: 'messageServer',
  entity,
  action: 'saveMine',
  summary: "Sets the caller's in-app and e-mail flags for some sources",
  auth: LOGGED_IN,
  mutates: true,
  body: z.object({
    prefs: z
      .array(z.object({ sourceId: idSchema, inAppFlag: ynSchema, emailFlag: ynSchema }))
      .min(1)
      .max(200),
  }),
  handler: async ({ deps, body, user, lang }) => {
    const me = user!;
    await deps.db.transaction(async (tx) => {
      for (const [i, p] of body.prefs.entries()) {
        const [source] = await tx.select({ id: msgSources.id }).from(msgSources).where(eq(msgSources.id, p.sourceId));
        if (!source) throw fieldError(lang, `prefs.${i}.sourceId`, 'msg.unknownSource');
        await tx
          .insert(msgUserPrefs)
          .values({
            userId: me.userId,
            sourceId: p.sourceId,
            inAppFlag: p.inAppFlag,
            emailFlag: p.emailFlag,
            createdBy: me.userId,
            lastUpdatedBy: me.userId,
          })
          .onConflictDoUpdate({
            target: [msgUserPrefs.userId, msgUserPrefs.sourceId],
            set: {
              inAppFlag: p.inAppFlag,
              emailFlag: p.emailFlag,
              lastUpdatedBy: me.userId,
              lastUpdateDate: new Date(),
            },
          });
      }
    });
    return { data: null, msg: 'ok.saved' };
  },
});

export const userPrefActionList = [listMine, saveMine];
