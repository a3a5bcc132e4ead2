import type { Lang } from '@srm/core';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL } from '../../platform/access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { materials, requisitionLines } from './schema.ts';

/**
 * The material table, for the base-data module's maintenance screen (modules/base/materials.ts): the
 * table stays in this module's schema because requisition lines point at it.
 */
export { materials as materialTable };

/** Does any requisition line name the material? (then it is disabled, not deleted) */
export async function materialOnRequisitions(db: DbOrTx, materialId: number): Promise<boolean> {
  const [used] = await db
    .select({ id: requisitionLines.id })
    .from(requisitionLines)
    .where(eq(requisitionLines.materialId, materialId))
    .limit(1);
  return used !== undefined;
}

/*
 * The material select list (spec §2 select dialogs): master data read by every internal user, like
 * purchase categories; the data scope applies to the documents that name a material, not to the list.
 */

const columns = {
  materialId: materials.id,
  materialCode: materials.materialCode,
  materialName: materials.materialName,
  materialNameEn: materials.materialNameEn,
  specification: materials.specification,
  categoryId: materials.categoryId,
  unitCode: materials.unitCode,
  enabledFlag: materials.enabledFlag,
};
type MaterialRow = { materialName: string; materialNameEn: string | null };

/** The material's name in the language (English falls back to Chinese). */
export const materialTitle = (row: MaterialRow, lang: Lang) =>
  lang === 'EN' && row.materialNameEn ? row.materialNameEn : row.materialName;

/** Materials by code, for the requisition import. */
export async function materialsByCodes(db: DbOrTx, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, typeof materials.$inferSelect>();
  const rows = await db
    .select()
    .from(materials)
    .where(inArray(materials.materialCode, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.materialCode, r]));
}

/** Materials by id (existence, enabled flag, names), for the requisition's checks and display. */
export async function materialsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, typeof materials.$inferSelect>();
  const rows = await db
    .select()
    .from(materials)
    .where(inArray(materials.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

const listByPage = defineAction({
  server: 'baseServer',
  entity: 'baseMaterialItem',
  action: 'listByPage',
  summary: 'Materials to pick on a document line: keyword in code or either name, category, enabled; paged',
  auth: INTERNAL,
  body: z.object({
    searchParams: z
      .object({
        keyword: z.string().trim().max(128).optional(),
        categoryId: z.coerce.number().int().positive().optional(),
        enabledFlag: z.enum(['Y', 'N']).optional().default('Y'),
      })
      .optional()
      .default({ enabledFlag: 'Y' }),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang }) => {
    const f = body.searchParams;
    const c: SQL[] = [eq(materials.enabledFlag, f.enabledFlag)];
    if (f.categoryId) c.push(eq(materials.categoryId, f.categoryId));
    if (f.keyword) {
      c.push(containsAny(f.keyword, [materials.materialCode, materials.materialName, materials.materialNameEn]));
    }
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select(columns)
        .from(materials)
        .where(where)
        .orderBy(asc(materials.materialCode))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, materials, where),
    ]);
    return {
      data: rows.map((r) => ({ ...r, title: materialTitle(r, lang) })),
      page: pageInfo(total, body.pageIndex, body.pageRows),
    };
  },
});

export const materialActions = [listByPage];
