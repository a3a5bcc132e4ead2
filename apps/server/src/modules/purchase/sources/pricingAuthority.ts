import { t } from '@srm/core';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../../platform/access/menus.ts';
import { menu } from '../../../platform/access/rules.ts';
import { assertInScope, scopeFor, scopeWhere } from '../../../platform/access/scope.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../../platform/db/paging.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { DocContext, StoredDoc } from '../../../platform/documents/binding.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { userNamesByIds } from '../../admin/userService.ts';
import { categoriesByIds } from '../../base/index.ts';
import { pricingAuthorities, pricingLines, pricings } from '../sourceSchema.ts';
import { optionalId } from './listKit.ts';
import { err } from './sourceChecks.ts';
import { presentSources } from './sourceNames.ts';

/*
 * Pricing authority (定价权限): which purchase categories' prices a user may approve. Kept on its own
 * screen (PUR_PRICING_AUTH); the pricing document's approve step asks missingAuthority (the engine's
 * beforeStep hook), and checkPricingAuthority answers the same question for the screen beforehand.
 */

const MENU = 'PUR_PRICING_AUTH';

/** The categories among `categoryIds` the user has no pricing authority for, with their names in `lang`. */
export async function missingAuthority(
  db: DbOrTx,
  userId: number,
  categoryIds: readonly number[],
  lang: 'CN' | 'EN',
): Promise<{ categoryId: number; categoryName: string }[]> {
  const wanted = [...new Set(categoryIds)];
  if (wanted.length === 0) return [];
  const held = await db
    .select({ categoryId: pricingAuthorities.categoryId })
    .from(pricingAuthorities)
    .where(and(eq(pricingAuthorities.userId, userId), inArray(pricingAuthorities.categoryId, wanted)));
  const heldIds = new Set(held.map((h) => h.categoryId));
  const missing = wanted.filter((id) => !heldIds.has(id));
  const names = await categoriesByIds(db, missing);
  return missing.map((id) => {
    const c = names.get(id);
    return { categoryId: id, categoryName: c ? (lang === 'EN' && c.categoryNameEn) || c.categoryName : String(id) };
  });
}

/** The engine's beforeStep of a pricing document: approving needs authority for every line's category (403). */
export async function requirePricingAuthority(ctx: DocContext, doc: StoredDoc, action: string): Promise<void> {
  if (action !== 'approve') return;
  const missing = await missingAuthority(
    ctx.tx,
    ctx.user.userId,
    doc.lines.map((l) => l.categoryId as number),
    ctx.lang,
  );
  if (missing.length)
    throw new AppError(403, 'pricing.noAuthority', { categories: missing.map((m) => m.categoryName).join(', ') });
}

const checkPricingAuthority = defineAction({
  server: 'srmServer',
  entity: 'srmPurPricing',
  action: 'checkPricingAuthority',
  summary:
    'The categories of a pricing document the current user has no pricing authority for ({missing: [{categoryId, categoryName}], message}); empty when the user may approve it',
  auth: menu('PUR_PRICING'),
  body: z.object({ pricingId: z.coerce.number().int().positive() }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const [header] = await deps.db.select().from(pricings).where(eq(pricings.id, body.pricingId));
    assertInScope(scope, header ? { orgId: header.orgId } : null);
    const lines = await deps.db
      .select({ categoryId: pricingLines.categoryId })
      .from(pricingLines)
      .where(eq(pricingLines.pricingId, body.pricingId));
    for (const l of lines) assertInScope(scope, { categoryId: l.categoryId });
    const missing = await missingAuthority(
      deps.db,
      user!.userId,
      lines.map((l) => l.categoryId),
      lang,
    );
    const message = missing.length
      ? t('pricing.noAuthority', lang, { categories: missing.map((m) => m.categoryName).join(', ') })
      : null;
    return { data: { missing, message } };
  },
});

const listByPage = defineAction({
  server: 'srmServer',
  entity: 'srmPurPricingAuthority',
  action: 'listByPage',
  summary: 'Pricing authorities (user, purchase category); filters userId, categoryId; paged, categories in scope',
  auth: menu(MENU),
  body: z.object({
    searchParams: z.object({ userId: optionalId, categoryId: optionalId }).optional().default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const f = body.searchParams;
    const c: SQL[] = [scopeWhere(scope, { categoryId: pricingAuthorities.categoryId })];
    if (f.userId) c.push(eq(pricingAuthorities.userId, f.userId));
    if (f.categoryId) c.push(eq(pricingAuthorities.categoryId, f.categoryId));
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select({
          authorityId: pricingAuthorities.id,
          userId: pricingAuthorities.userId,
          categoryId: pricingAuthorities.categoryId,
          lastUpdateDate: pricingAuthorities.lastUpdateDate,
        })
        .from(pricingAuthorities)
        .where(where)
        .orderBy(asc(pricingAuthorities.userId), asc(pricingAuthorities.categoryId))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, pricingAuthorities, where, body),
    ]);
    await presentSources(deps.db, lang, rows);
    await presentUsers(deps.db, rows);
    return { data: rows, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

/** "user_name person_name" (an internal user's person), or the login name alone. */
async function presentUsers(db: DbOrTx, rows: { userId: number; userName?: string | null }[]) {
  const users = await userNamesByIds(
    db,
    rows.map((r) => r.userId),
  );
  for (const row of rows) {
    const u = users.get(row.userId);
    row.userName = u ? (u.personName ? `${u.userName} ${u.personName}` : u.userName) : null;
  }
}

const save = defineAction({
  server: 'srmServer',
  entity: 'srmPurPricingAuthority',
  action: 'saveOrUpdate',
  summary: 'Give a user pricing authority for a purchase category (button btnAdd); a pair given twice is refused',
  auth: menu(MENU),
  mutates: true,
  body: z.object({ userId: z.coerce.number().int().positive(), categoryId: z.coerce.number().int().positive() }),
  handler: async ({ deps, body, lang, user, req }) => {
    await requireMenuResource(deps.db, user!, MENU, 'btnAdd');
    const scope = await scopeFor(deps.db, user!, req);
    const errors = [];
    const known = await userNamesByIds(deps.db, [body.userId]);
    if (!known.has(body.userId)) errors.push(err('userId', 'pricing.unknownUser', lang));
    const category = (await categoriesByIds(deps.db, [body.categoryId])).get(body.categoryId);
    if (!category || !inCategoryScope(scope, body.categoryId)) errors.push(err('categoryId', 'ref.notFound', lang));
    if (errors.length)
      throw new AppError(400, 'error.badRequest', { detail: errors.map((e) => e.message).join('; ') }, { errors });
    const [row] = await deps.db
      .insert(pricingAuthorities)
      .values({
        userId: body.userId,
        categoryId: body.categoryId,
        createdBy: user!.userId,
        lastUpdatedBy: user!.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const taken = [err('categoryId', 'pricing.authorityExists', lang)];
      throw new AppError(409, 'error.badRequest', { detail: taken[0].message }, { errors: taken });
    }
    return { data: { authorityId: row.id, userId: row.userId, categoryId: row.categoryId }, msg: 'ok.saved' };
  },
});

const inCategoryScope = (scope: Awaited<ReturnType<typeof scopeFor>>, categoryId: number) =>
  scope.kind === 'INTERNAL' && (scope.categoryIds === 'ALL' || scope.categoryIds.includes(categoryId));

const remove = defineAction({
  server: 'srmServer',
  entity: 'srmPurPricingAuthority',
  action: 'delete',
  summary: 'Take a pricing authority away (button btnDelete); one outside the caller’s category scope is 404',
  auth: menu(MENU),
  mutates: true,
  body: z.object({ authorityId: z.coerce.number().int().positive() }),
  handler: async ({ deps, body, user, req }) => {
    await requireMenuResource(deps.db, user!, MENU, 'btnDelete');
    const scope = await scopeFor(deps.db, user!, req);
    const [row] = await deps.db.select().from(pricingAuthorities).where(eq(pricingAuthorities.id, body.authorityId));
    assertInScope(scope, row ? { categoryId: row.categoryId } : null);
    await deps.db.delete(pricingAuthorities).where(eq(pricingAuthorities.id, body.authorityId));
    return { msg: 'ok.done' };
  },
});

export const pricingAuthorityActions = [checkPricingAuthority, listByPage, save, remove];
