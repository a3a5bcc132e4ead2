import { type Lang, t } from '@srm/core';
import { purchaseCategoryList } from '@srm/core/masters/purchaseCategory';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, PUBLIC } from '../../platform/access/rules.ts';
import type { DbOrTx, Tx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { fieldError, localName, ynSchema } from '../admin/orgCommon.ts';
import { materials, purchaseCategories } from './schema.ts';

/*
 * Purchase categories (spec §2 "purchase classification"): a tree; a permission dimension. Master
 * data, so every internal user reads the whole tree (pickers); the data scope applies to the documents
 * that carry a category. Declared (packages/core/src/masters/purchaseCategory.ts): changes need the
 * buttons of the menu BASE_CATEGORY, and the tree's rules are hooks of the binding. The tree read and the
 * registration page's public tree (no login; codes and names only) stay hand-written here.
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

/**
 * The tree's rules of a save, in its transaction: the parent exists, is enabled (for an enabled row) and
 * is neither the row nor below it; a row with enabled children stays enabled. The row's level follows its
 * parent (set on the saved values) and, after a move, the levels below follow.
 */
async function treeRules(tx: DbOrTx, values: Record<string, unknown>, { id, lang }: { id?: number; lang: Lang }) {
  const [current] = id
    ? await tx.select().from(purchaseCategories).where(eq(purchaseCategories.id, id)).for('update')
    : [];
  // An update that does not send the flag keeps the stored one (a new row is enabled).
  const enabled = ((values.enabledFlag as string | undefined) ?? current?.enabledFlag ?? 'Y') === 'Y';
  let levelId = 1;
  const parentId = values.parentCategoryId as number | null;
  if (parentId != null) {
    const [parent] = await tx
      .select()
      .from(purchaseCategories)
      .where(eq(purchaseCategories.id, parentId))
      .for('update');
    if (!parent) throw fieldError(lang, 400, 'parentCategoryId', 'ref.notFound');
    if (enabled && parent.enabledFlag !== 'Y') throw fieldError(lang, 400, 'parentCategoryId', 'tree.parentDisabled');
    if (id && (await isSelfOrBelow(tx, id, parent.id))) throw fieldError(lang, 400, 'parentCategoryId', 'tree.cycle');
    levelId = parent.levelId + 1;
  }
  values.levelId = levelId;
  // A new row, or one gone (the save answers 404).
  if (!current) return;
  if (!enabled) {
    const [child] = await tx
      .select({ id: purchaseCategories.id })
      .from(purchaseCategories)
      .where(and(eq(purchaseCategories.parentCategoryId, current.id), eq(purchaseCategories.enabledFlag, 'Y')))
      .limit(1);
    if (child) throw fieldError(lang, 409, 'enabledFlag', 'tree.hasEnabledChildren');
  }
  // Rolled back with the save when its version is stale.
  if (current.levelId !== levelId) await relevel(tx, current.id, levelId);
}

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
  ...bindMasterList(purchaseCategoryList, {
    table: purchaseCategories,
    columns: {
      categoryCode: purchaseCategories.categoryCode,
      categoryName: purchaseCategories.categoryName,
      categoryNameEn: purchaseCategories.categoryNameEn,
      parentCategoryId: purchaseCategories.parentCategoryId,
    },
    // Written by the save's tree rules (treeRules), never sent.
    readColumns: { levelId: purchaseCategories.levelId },
    // Its form never said the code was fixed: a category's code may be corrected.
    save: { codeChangeable: true },
    hooks: { beforeSave: treeRules, beforeStatus: checkStatus, beforeDelete: checkDelete },
  }),
  listTree,
  publicTree,
];
