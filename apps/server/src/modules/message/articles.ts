import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { LOGGED_IN, menu } from '../../platform/access/rules.ts';
import { users } from '../../platform/auth/schema.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { contains, fieldError, idSchema, versionSchema } from '../admin/adminKit.ts';
import { internalOnly, isSupplierUser, MSG_MENU } from './kit.ts';
import { msgArticles } from './schema.ts';

/*
 * articleManagementList: news and knowledge articles in plain text (line breaks kept), for internal users,
 * suppliers or both. A draft or unpublished article is edited; a published one is unpublished first.
 */

const entity = 'msgArticle';
export const ARTICLE_CATEGORIES = ['NEWS', 'KNOWLEDGE', 'POLICY'] as const;
export const ARTICLE_AUDIENCES = ['ALL', 'INTERNAL', 'SUPPLIER'] as const;

const columns = {
  articleId: msgArticles.id,
  title: msgArticles.title,
  category: msgArticles.category,
  body: msgArticles.body,
  audience: msgArticles.audience,
  status: msgArticles.status,
  publishDate: msgArticles.publishDate,
  creationDate: msgArticles.creationDate,
  createdByName: users.userFullName,
  version: msgArticles.version,
};

const filters = z
  .object({
    title: z.string().trim().max(200).optional(),
    category: z.enum(ARTICLE_CATEGORIES).optional(),
    status: z.enum(['DRAFT', 'PUBLISHED', 'UNPUBLISHED']).optional(),
    audience: z.enum(ARTICLE_AUDIENCES).optional(),
  })
  .optional()
  .default({});

async function page(db: Parameters<typeof selectPage>[0], c: SQL[], paging: { pageIndex: number; pageRows: number }) {
  const where = c.length ? and(...c) : undefined;
  return selectPage(db, msgArticles, where, paging, (limit, offset) =>
    db
      .select(columns)
      .from(msgArticles)
      .leftJoin(users, eq(users.id, msgArticles.createdBy))
      .where(where)
      .orderBy(desc(msgArticles.creationDate), desc(msgArticles.id))
      .limit(limit)
      .offset(offset),
  );
}

const listByPage = defineAction({
  server: 'messageServer',
  entity,
  action: 'listByPage',
  summary: 'Articles for management (every status) by title, category, status and audience',
  auth: menu(MSG_MENU.article),
  body: z.object({ searchParams: filters, ...pagingSchema }),
  handler: async ({ deps, body, user }) => {
    internalOnly(user);
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.title) c.push(contains(msgArticles.title, f.title));
    if (f.category) c.push(eq(msgArticles.category, f.category));
    if (f.status) c.push(eq(msgArticles.status, f.status));
    if (f.audience) c.push(eq(msgArticles.audience, f.audience));
    const { rows, page: p } = await page(deps.db, c, body);
    return { data: rows, page: p };
  },
});

const listPublished = defineAction({
  server: 'messageServer',
  entity,
  action: 'listPublished',
  summary: "Published articles of the caller's audience (suppliers: ALL and SUPPLIER; internal: ALL and INTERNAL)",
  auth: LOGGED_IN,
  body: z.object({ searchParams: filters, ...pagingSchema }),
  handler: async ({ deps, body, user }) => {
    const f = body.searchParams;
    const audiences = isSupplierUser(user!) ? ['ALL', 'SUPPLIER'] : ['ALL', 'INTERNAL'];
    const c: SQL[] = [eq(msgArticles.status, 'PUBLISHED'), inArray(msgArticles.audience, audiences)];
    if (f.title) c.push(contains(msgArticles.title, f.title));
    if (f.category) c.push(eq(msgArticles.category, f.category));
    const { rows, page: p } = await page(deps.db, c, body);
    return { data: rows, page: p };
  },
});

const saveOrUpdate = defineAction({
  server: 'messageServer',
  entity,
  action: 'saveOrUpdate',
  summary: 'Create or change an article that is not published (versioned)',
  auth: menu(MSG_MENU.article),
  mutates: true,
  body: z.object({
    articleId: idSchema.optional(),
    title: z.string().trim().min(1, 'field.required').max(256),
    category: z.enum(ARTICLE_CATEGORIES),
    audience: z.enum(ARTICLE_AUDIENCES),
    body: z.string().max(100_000).optional().default(''),
    version: versionSchema.optional(),
  }),
  handler: async ({ deps, body, user, lang }) => {
    const me = internalOnly(user);
    await requireMenuResource(deps.db, me, MSG_MENU.article, body.articleId ? 'btnEdit' : 'btnAdd');
    const values = {
      title: body.title,
      category: body.category,
      audience: body.audience,
      body: body.body,
      lastUpdatedBy: me.userId,
      lastUpdateDate: new Date(),
    };
    if (!body.articleId) {
      const [row] = await deps.db
        .insert(msgArticles)
        .values({ ...values, createdBy: me.userId })
        .returning({ id: msgArticles.id });
      return { data: { articleId: row.id }, msg: 'ok.saved' };
    }
    if (body.version === undefined) throw fieldError(lang, 'version', 'field.versionRequired');
    const [row] = await deps.db
      .update(msgArticles)
      .set({ ...values, version: body.version + 1 })
      .where(
        and(
          eq(msgArticles.id, body.articleId),
          eq(msgArticles.version, body.version),
          ne(msgArticles.status, 'PUBLISHED'),
        ),
      )
      .returning({ id: msgArticles.id });
    if (!row) {
      const [exists] = await deps.db.select().from(msgArticles).where(eq(msgArticles.id, body.articleId));
      if (!exists) throw new AppError(404, 'error.notFound');
      throw new AppError(409, exists.status === 'PUBLISHED' ? 'msg.articleNotDraft' : 'error.staleVersion');
    }
    return { data: { articleId: row.id }, msg: 'ok.saved' };
  },
});

function transition(action: 'doPublish' | 'doUnpublish') {
  const publish = action === 'doPublish';
  return defineAction({
    server: 'messageServer',
    entity,
    action,
    summary: publish ? 'Publish an article' : 'Take a published article back (it can then be edited)',
    auth: menu(MSG_MENU.article),
    mutates: true,
    body: z.object({ articleId: idSchema }),
    handler: async ({ deps, body, user }) => {
      const me = internalOnly(user);
      await requireMenuResource(deps.db, me, MSG_MENU.article, publish ? 'btnPublish' : 'btnUnpublish');
      const [row] = await deps.db
        .update(msgArticles)
        .set({
          status: publish ? 'PUBLISHED' : 'UNPUBLISHED',
          ...(publish ? { publishDate: new Date() } : {}),
          lastUpdatedBy: me.userId,
          lastUpdateDate: new Date(),
          version: sql`${msgArticles.version} + 1`,
        })
        .where(
          and(
            eq(msgArticles.id, body.articleId),
            publish ? ne(msgArticles.status, 'PUBLISHED') : eq(msgArticles.status, 'PUBLISHED'),
          ),
        )
        .returning({ id: msgArticles.id });
      if (!row) {
        const [exists] = await deps.db
          .select({ id: msgArticles.id })
          .from(msgArticles)
          .where(eq(msgArticles.id, body.articleId));
        throw exists ? new AppError(409, 'error.staleVersion') : new AppError(404, 'error.notFound');
      }
      return { data: null, msg: publish ? 'msg.articlePublished' : 'msg.articleUnpublished' };
    },
  });
}

const remove = defineAction({
  server: 'messageServer',
  entity,
  action: 'delete',
  summary: 'Delete an article that is not published',
  auth: menu(MSG_MENU.article),
  mutates: true,
  body: z.object({ articleId: idSchema }),
  handler: async ({ deps, body, user }) => {
    const me = internalOnly(user);
    await requireMenuResource(deps.db, me, MSG_MENU.article, 'btnDelete');
    const gone = await deps.db
      .delete(msgArticles)
      .where(and(eq(msgArticles.id, body.articleId), ne(msgArticles.status, 'PUBLISHED')))
      .returning({ id: msgArticles.id });
    if (gone.length === 0) {
      const [exists] = await deps.db
        .select({ id: msgArticles.id })
        .from(msgArticles)
        .where(eq(msgArticles.id, body.articleId));
      throw exists ? new AppError(409, 'msg.articleNotDraft') : new AppError(404, 'error.notFound');
    }
    return { data: null, msg: 'msg.deleted' };
  },
});

export const articleActionList = [
  listByPage,
  listPublished,
  saveOrUpdate,
  transition('doPublish'),
  transition('doUnpublish'),
  remove,
];
