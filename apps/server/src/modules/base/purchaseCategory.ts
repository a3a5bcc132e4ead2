import type { Lang } from '@srm/core';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, resource } from '../../platform/access/rules.ts';
import type { DbOrTx, Tx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  codeSchema,
  fieldError,
  guardUnique,
  idSchema,
  localName,
  nameSchema,
  optionalId,
  optionalText,
  requireVersion,
  versionSchema,
  ynSchema,
} from '../admin/orgCommon.ts';
import { purchaseCategories } from './schema.ts';

/*
 * Purchase categories (spec §2 "purchase classification"): a tree; a permission dimension. Minimal here
 * (code, names, parent, enabled); the base-data issue completes them. Master data, so every internal
 * user reads the whole tree (pickers); the data scope applies to the documents that carry a category.
 */

const SERVER = 'baseServer';
const ENTITY = 'basePurchaseCategory';

const columns = {
  categoryId: purchaseCategories.id,
  categoryCode: purchaseCategories.categoryCode,
  categoryName: purchaseCategories.categoryName,
  categoryNameEn: purchaseCategories.categoryNameEn,
  parentCategoryId: purchaseCategories.parentCategoryId,
  levelId: purchaseCategories.levelId,
  enabledFlag: purchaseCategories.enabledFlag,
  creationDate: purchaseCategories.creationDate,
  lastUpdateDate: purchaseCategories.lastUpdateDate,
  version: purchaseCategories.version,
};
const present = <R extends { categoryName: string; categoryNameEn: string | null }>(row: R, lang: Lang) => ({
  ...row,
  title: localName(lang, row.categoryName, row.categoryNameEn),
});

/** Categories by id, for other modules (existence and names). */
/** Categories by code (an import names them by code). */
export async function categoriesByCodes(db: DbOrTx, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, typeof purchaseCategories.$inferSelect>();
  const rows = await db
    .select()
    .from(purchaseCategories)
    .where(inArray(purchaseCategories.categoryCode, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.categoryCode, r]));
}

export async function categoriesByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, typeof purchaseCategories.$inferSelect>();
  const rows = await db
    .select()
    .from(purchaseCategories)
    .where(inArray(purchaseCategories.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

const listTree = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listTree',
  summary: 'Purchase categories as flat tree rows (categoryId, parentCategoryId, levelId, title)',
  auth: INTERNAL,
  body: z.object({ enabledFlag: ynSchema.optional() }).optional().default({}),
  handler: async ({ deps, body, lang }) => {
    const rows = await deps.db
      .select(columns)
      .from(purchaseCategories)
      .where(body.enabledFlag ? eq(purchaseCategories.enabledFlag, body.enabledFlag) : undefined)
      .orderBy(asc(purchaseCategories.levelId), asc(purchaseCategories.categoryCode));
    return { data: rows.map((r) => present(r, lang)) };
  },
});

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary: 'Create or change a purchase category: code unique, parent not itself nor below it',
  auth: resource('btnCategoryEdit'),
  mutates: true,
  body: z.object({
    categoryId: idSchema.optional(),
    categoryCode: codeSchema,
    categoryName: nameSchema,
    categoryNameEn: optionalText(128),
    parentCategoryId: optionalId,
    enabledFlag: ynSchema.optional().default('Y'),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user }) => {
    const taken = () => fieldError(lang, 409, 'categoryCode', 'code.taken', { code: body.categoryCode });
    const row = await guardUnique(
      () =>
        deps.db.transaction(async (tx) => {
          let levelId = 1;
          if (body.parentCategoryId != null) {
            const [parent] = await tx
              .select()
              .from(purchaseCategories)
              .where(eq(purchaseCategories.id, body.parentCategoryId))
              .for('update');
            if (!parent) throw fieldError(lang, 400, 'parentCategoryId', 'ref.notFound');
            if (body.enabledFlag === 'Y' && parent.enabledFlag !== 'Y') {
              throw fieldError(lang, 400, 'parentCategoryId', 'tree.parentDisabled');
            }
            if (body.categoryId && (await isSelfOrBelow(tx, body.categoryId, parent.id))) {
              throw fieldError(lang, 400, 'parentCategoryId', 'tree.cycle');
            }
            levelId = parent.levelId + 1;
          }
          const [dup] = await tx
            .select({ id: purchaseCategories.id })
            .from(purchaseCategories)
            .where(
              and(
                eq(purchaseCategories.categoryCode, body.categoryCode),
                body.categoryId ? ne(purchaseCategories.id, body.categoryId) : undefined,
              ),
            );
          if (dup) throw taken();
          const values = {
            categoryCode: body.categoryCode,
            categoryName: body.categoryName,
            categoryNameEn: body.categoryNameEn,
            parentCategoryId: body.parentCategoryId,
            levelId,
            enabledFlag: body.enabledFlag,
            lastUpdatedBy: user!.userId,
            lastUpdateDate: new Date(),
          };
          if (!body.categoryId) {
            return (
              await tx
                .insert(purchaseCategories)
                .values({ ...values, createdBy: user!.userId })
                .returning(columns)
            )[0];
          }
          const version = requireVersion(lang, body.version);
          const [current] = await tx
            .select()
            .from(purchaseCategories)
            .where(eq(purchaseCategories.id, body.categoryId))
            .for('update');
          if (!current) throw new AppError(404, 'error.notFound');
          if (current.version !== version) throw new AppError(409, 'error.staleVersion');
          const children = await tx
            .select({ enabledFlag: purchaseCategories.enabledFlag })
            .from(purchaseCategories)
            .where(eq(purchaseCategories.parentCategoryId, current.id));
          if (body.enabledFlag === 'N' && children.some((c) => c.enabledFlag === 'Y')) {
            throw fieldError(lang, 409, 'enabledFlag', 'tree.hasEnabledChildren');
          }
          const [updated] = await tx
            .update(purchaseCategories)
            .set({ ...values, version: version + 1 })
            .where(eq(purchaseCategories.id, current.id))
            .returning(columns);
          if (current.levelId !== levelId) await relevel(tx, current.id, levelId);
          return updated;
        }),
      taken,
    );
    return { data: present(row, lang), msg: 'ok.saved' };
  },
});

/** Is `candidate` the category itself or one below it? Walks up from the candidate. */
async function isSelfOrBelow(db: DbOrTx, categoryId: number, candidate: number): Promise<boolean> {
  let at: number | null = candidate;
  for (let i = 0; at != null && i < 100; i++) {
    if (at === categoryId) return true;
    const [row]: { parentId: number | null }[] = await db
      .select({ parentId: purchaseCategories.parentCategoryId })
      .from(purchaseCategories)
      .where(eq(purchaseCategories.id, at));
    at = row?.parentId ?? null;
  }
  return false;
}

/** After a move, the levels below follow (breadth first). */
async function relevel(tx: Tx | DbOrTx, parentId: number, parentLevel: number): Promise<void> {
  let parents = [parentId];
  for (let level = parentLevel + 1; parents.length > 0 && level < 100; level++) {
    const children = await tx
      .update(purchaseCategories)
      .set({ levelId: level })
      .where(inArray(purchaseCategories.parentCategoryId, parents))
      .returning({ id: purchaseCategories.id });
    parents = children.map((c) => c.id);
  }
}

export const purchaseCategoryActions = [listTree, saveOrUpdate];
