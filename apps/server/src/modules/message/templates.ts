import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { containsAny, fieldError, idSchema, versionSchema, ynSchema } from '../admin/adminKit.ts';
import { channelSchema, internalOnly, LANGS, MSG_MENU } from './kit.ts';
import { renderTemplate, unknownVariables } from './render.ts';
import { msgSources, msgTemplates } from './schema.ts';

/*
 * Templates (msgTempleCfg): per source, channel and language, a title and a body with `{{variable}}`
 * placeholders. A placeholder the source does not declare is refused on save, naming it; the preview
 * renders the source's sample values (or the caller's own).
 */

const entity = 'msgTemplate';

const templateColumns = {
  templateId: msgTemplates.id,
  sourceId: msgTemplates.sourceId,
  sourceCode: msgSources.sourceCode,
  sourceName: msgSources.sourceName,
  sourceNameEn: msgSources.sourceNameEn,
  channel: msgTemplates.channel,
  lang: msgTemplates.lang,
  title: msgTemplates.title,
  body: msgTemplates.body,
  enabledFlag: msgTemplates.enabledFlag,
  lastUpdateDate: msgTemplates.lastUpdateDate,
  version: msgTemplates.version,
};

export async function sourceOf(db: DbOrTx, sourceId: number) {
  const [s] = await db.select().from(msgSources).where(eq(msgSources.id, sourceId));
  return s ?? null;
}

export const samplesOf = (source: { variables: { name: string; sample: string }[] }) =>
  Object.fromEntries(source.variables.map((v) => [v.name, v.sample]));

/**
 * A page of templates in the order of their source's code, then channel and language. Sorted after a join, the
 * order is the source's, so the plain join read and sorted every template for page 1 (no answer within 3 s at a
 * million). Here each source, in code order (msg_source_code_uq), gives at most the rows up to the page's end,
 * already in order (msg_template_uq: source, channel, language); the sort and the offset then see those only.
 */
function templatePage(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  const t = db
    .select({
      id: msgTemplates.id,
      channel: msgTemplates.channel,
      lang: msgTemplates.lang,
      title: msgTemplates.title,
      body: msgTemplates.body,
      enabledFlag: msgTemplates.enabledFlag,
      lastUpdateDate: msgTemplates.lastUpdateDate,
      version: msgTemplates.version,
    })
    .from(msgTemplates)
    .where(and(eq(msgTemplates.sourceId, msgSources.id), where))
    .orderBy(asc(msgTemplates.channel), asc(msgTemplates.lang))
    .limit(offset + limit)
    .as('t');
  return db
    .select({
      ...templateColumns,
      templateId: t.id,
      sourceId: msgSources.id,
      channel: t.channel,
      lang: t.lang,
      title: t.title,
      body: t.body,
      enabledFlag: t.enabledFlag,
      lastUpdateDate: t.lastUpdateDate,
      version: t.version,
    })
    .from(msgSources)
    .innerJoinLateral(t, sql`true`)
    .orderBy(asc(msgSources.sourceCode), asc(t.channel), asc(t.lang))
    .limit(limit)
    .offset(offset);
}

const listByPage = defineAction({
  server: 'messageServer',
  entity,
  action: 'listByPage',
  summary: 'Message templates by source, channel, language and a keyword in title or body',
  auth: menu(MSG_MENU.template),
  body: z.object({
    searchParams: z
      .object({
        sourceId: idSchema.optional(),
        channel: channelSchema.optional(),
        lang: z.enum(LANGS).optional(),
        keyword: z.string().trim().max(128).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, user }) => {
    internalOnly(user);
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.sourceId) c.push(eq(msgTemplates.sourceId, f.sourceId));
    if (f.channel) c.push(eq(msgTemplates.channel, f.channel));
    if (f.lang) c.push(eq(msgTemplates.lang, f.lang));
    if (f.keyword) c.push(containsAny(f.keyword, [msgTemplates.title, msgTemplates.body]));
    const where = c.length ? and(...c) : undefined;
    const { rows, page } = await selectPage(deps.db, msgTemplates, where, body, (limit, offset) =>
      templatePage(deps.db, where, limit, offset),
    );
    return { data: rows, page };
  },
});

const textFields = {
  title: z.string().trim().min(1, 'field.required').max(500),
  body: z.string().max(20_000).optional().default(''),
};

const saveOrUpdate = defineAction({
  server: 'messageServer',
  entity,
  action: 'saveOrUpdate',
  summary: 'Create or change a template; placeholders the source does not declare are refused, named',
  auth: menu(MSG_MENU.template),
  mutates: true,
  body: z.object({
    templateId: idSchema.optional(),
    sourceId: idSchema,
    channel: channelSchema,
    lang: z.enum(LANGS),
    ...textFields,
    enabledFlag: ynSchema.optional().default('Y'),
    version: versionSchema.optional(),
  }),
  handler: async ({ deps, body, user, lang }) => {
    const me = internalOnly(user);
    const source = await sourceOf(deps.db, body.sourceId);
    if (!source) throw fieldError(lang, 'sourceId', 'msg.unknownSource');
    const unknown = unknownVariables(
      [body.title, body.body],
      source.variables.map((v) => v.name),
    );
    if (unknown.length) {
      const inTitle =
        unknownVariables(
          [body.title],
          source.variables.map((v) => v.name),
        ).length > 0;
      throw fieldError(lang, inTitle ? 'title' : 'body', 'msg.unknownVariables', { names: unknown.join(', ') });
    }
    const saved = await deps.db.transaction(async (tx) => {
      const [dup] = await tx
        .select({ id: msgTemplates.id })
        .from(msgTemplates)
        .where(
          and(
            eq(msgTemplates.sourceId, body.sourceId),
            eq(msgTemplates.channel, body.channel),
            eq(msgTemplates.lang, body.lang),
            body.templateId ? ne(msgTemplates.id, body.templateId) : undefined,
          ),
        );
      if (dup) throw fieldError(lang, 'lang', 'msg.templateTaken');
      const values = {
        sourceId: body.sourceId,
        channel: body.channel,
        lang: body.lang,
        title: body.title,
        body: body.body,
        enabledFlag: body.enabledFlag,
        lastUpdatedBy: me.userId,
        lastUpdateDate: new Date(),
      };
      if (!body.templateId) {
        const [row] = await tx
          .insert(msgTemplates)
          .values({ ...values, createdBy: me.userId })
          .returning({ id: msgTemplates.id });
        return row.id;
      }
      if (body.version === undefined) throw fieldError(lang, 'version', 'field.versionRequired');
      const [row] = await tx
        .update(msgTemplates)
        .set({ ...values, version: body.version + 1 })
        .where(and(eq(msgTemplates.id, body.templateId), eq(msgTemplates.version, body.version)))
        .returning({ id: msgTemplates.id });
      if (row) return row.id;
      const [exists] = await tx
        .select({ id: msgTemplates.id })
        .from(msgTemplates)
        .where(eq(msgTemplates.id, body.templateId));
      throw exists ? new AppError(409, 'error.staleVersion') : new AppError(404, 'error.notFound');
    });
    const [row] = await deps.db
      .select(templateColumns)
      .from(msgTemplates)
      .innerJoin(msgSources, eq(msgSources.id, msgTemplates.sourceId))
      .where(eq(msgTemplates.id, saved));
    return { data: row, msg: 'ok.saved' };
  },
});

const preview = defineAction({
  server: 'messageServer',
  entity,
  action: 'preview',
  summary: "Renders a title and body with the source's sample values (or the given ones); unknown placeholders named",
  auth: menu(MSG_MENU.template),
  body: z.object({
    sourceId: idSchema,
    ...textFields,
    variables: z.record(z.string(), z.string().max(2000)).optional(),
  }),
  handler: async ({ deps, body, user, lang }) => {
    internalOnly(user);
    const source = await sourceOf(deps.db, body.sourceId);
    if (!source) throw fieldError(lang, 'sourceId', 'msg.unknownSource');
    const vars = { ...samplesOf(source), ...(body.variables ?? {}) };
    return {
      data: {
        title: renderTemplate(body.title, vars),
        body: renderTemplate(body.body, vars),
        unknownVariables: unknownVariables(
          [body.title, body.body],
          source.variables.map((v) => v.name),
        ),
        variables: vars,
      },
    };
  },
});

const remove = defineAction({
  server: 'messageServer',
  entity,
  action: 'delete',
  summary: 'Delete a template',
  auth: menu(MSG_MENU.template),
  mutates: true,
  body: z.object({ templateId: idSchema }),
  handler: async ({ deps, body, user }) => {
    internalOnly(user);
    const gone = await deps.db
      .delete(msgTemplates)
      .where(eq(msgTemplates.id, body.templateId))
      .returning({ id: msgTemplates.id });
    if (gone.length === 0) throw new AppError(404, 'error.notFound');
    return { data: null, msg: 'msg.deleted' };
  },
});

export const templateActionList = [listByPage, saveOrUpdate, preview, remove];
