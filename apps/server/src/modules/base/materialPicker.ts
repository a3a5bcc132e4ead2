import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL } from '../../platform/access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import { defineAction } from '../../platform/http/action.ts';
import { materialTitle } from './materialService.ts';
import { materials } from './schema.ts';

/*
 * The material select list (spec §2 select dialogs): master data read by every internal user, like
 * purchase categories; the data scope applies to the documents that name a material, not to the list.
 */

/** A material as a picker shows it (the maintenance list, materials.ts, is the master-list engine's). */
export const materialPickColumns = {
  materialId: materials.id,
  materialCode: materials.materialCode,
  materialName: materials.materialName,
  materialNameEn: materials.materialNameEn,
  specification: materials.specification,
  categoryId: materials.categoryId,
  unitCode: materials.unitCode,
  enabledFlag: materials.enabledFlag,
};

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
        .select(materialPickColumns)
        .from(materials)
        .where(where)
        .orderBy(asc(materials.materialCode))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, materials, where, body),
    ]);
    return {
      data: rows.map((r) => ({ ...r, title: materialTitle(r, lang) })),
      page: pageInfo(total, body.pageIndex, body.pageRows),
    };
  },
});

export const materialPickerActions = [listByPage];
