import { type Lang, t } from '@srm/core';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, menu, PUBLIC } from '../../platform/access/rules.ts';
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
import { BASE_MENUS, deleteAction, requireSaveButton, statusAction } from './baseKit.ts';
import { materials, purchaseCategories } from './schema.ts';

/*
 * Purchase categories (spec §2 "purchase classification"): a tree; a permission dimension. Master
 * data, so every internal user reads the whole tree (pickers); the data scope applies to the documents
 * that carry a category. Changes need the buttons of the menu BASE_CATEGORY. The registration page
 * (no login) reads the enabled tree through publicTree, which gives codes and names only.
 */

const SERVER = 'baseServer';
const ENTITY = 'basePurchaseCategory';
const MENU = BASE_MENUS.category;

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

/** Categories by code (an import names them by code). */
export async function categoriesByCodes(db: DbOrTx, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, typeof purchaseCategories.$inferSelect>();
  const rows = await db
    .select()
    .from(purchaseCategories)
    .where(inArray(purchaseCategories.categoryCode, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.categoryCode, r]));
}

/** Categories by id, for other modules (existence and names). */
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
  auth: menu(MENU),
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
    await requireSaveButton(deps.db, user!, MENU, body.categoryId);
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

const findById = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findById',
  summary: 'One purchase category',
  auth: INTERNAL,
  body: z.object({ categoryId: idSchema }),
  handler: async ({ deps, body, lang }) => {
    const [row] = await deps.db
      .select(columns)
      .from(purchaseCategories)
      .where(eq(purchaseCategories.id, body.categoryId));
    if (!row) throw new AppError(404, 'error.notFound');
    return { data: present(row, lang) };
  },
});

const publicTree = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listPublicTree',
  summary:
    'Public, no login (registration: categories offered): the enabled categories as flat tree rows with code, names, parent and level only',
  auth: PUBLIC,
  body: z.object({}).passthrough().optional().default({}),
  handler: async ({ deps, lang }) => {
    const rows = await deps.db
      .select({
        categoryId: purchaseCategories.id,
        categoryCode: purchaseCategories.categoryCode,
        categoryName: purchaseCategories.categoryName,
        categoryNameEn: purchaseCategories.categoryNameEn,
        parentCategoryId: purchaseCategories.parentCategoryId,
        levelId: purchaseCategories.levelId,
      })
      .from(purchaseCategories)
      .where(eq(purchaseCategories.enabledFlag, 'Y'))
      .orderBy(asc(purchaseCategories.levelId), asc(purchaseCategories.categoryCode));
    return { data: rows.map((r) => present(r, lang)) };
  },
});

/** Disabling needs the children disabled first; enabling needs the parent enabled. */
async function checkStatus(db: DbOrTx, id: number, flag: 'Y' | 'N', lang: Lang) {
  const [row] = await db.select().from(purchaseCategories).where(eq(purchaseCategories.id, id));
  if (!row) throw new AppError(404, 'error.notFound');
  if (flag === 'N') {
    const [child] = await db
      .select({ id: purchaseCategories.id })
      .from(purchaseCategories)
      .where(and(eq(purchaseCategories.parentCategoryId, id), eq(purchaseCategories.enabledFlag, 'Y')))
      .limit(1);
    if (child) throw fieldError(lang, 409, 'enabledFlag', 'tree.hasEnabledChildren');
  } else if (row.parentCategoryId != null) {
    const [parent] = await db
      .select({ enabledFlag: purchaseCategories.enabledFlag })
      .from(purchaseCategories)
      .where(eq(purchaseCategories.id, row.parentCategoryId));
    if (parent?.enabledFlag !== 'Y') throw fieldError(lang, 400, 'parentCategoryId', 'tree.parentDisabled');
  }
}

/** A category with children or materials stays (disable it instead). */
async function checkDelete(db: DbOrTx, id: number, lang: Lang) {
  const [child] = await db
    .select({ id: purchaseCategories.id })
    .from(purchaseCategories)
    .where(eq(purchaseCategories.parentCategoryId, id))
    .limit(1);
  if (child) throw new AppError(409, 'base.hasChildren');
  const [material] = await db.select({ id: materials.id }).from(materials).where(eq(materials.categoryId, id)).limit(1);
  if (material) throw new AppError(409, 'base.inUse', { what: t('base.usedByMaterials', lang) });
}

export const purchaseCategoryActions = [
  listTree,
  publicTree,
  findById,
  saveOrUpdate,
  statusAction({ entity: ENTITY, idKey: 'categoryId', table: purchaseCategories, menuCode: MENU, check: checkStatus }),
  deleteAction({ entity: ENTITY, idKey: 'categoryId', table: purchaseCategories, menuCode: MENU, check: checkDelete }),
];
