import { type Lang, t } from '@srm/core';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, menu } from '../../platform/access/rules.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import { saveWithUniqueCode } from '../../platform/db/versionedSave.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  codeSchema,
  fieldError,
  guardUnique,
  idSchema,
  localName,
  optionalId,
  optionalText,
  requireVersion,
  versionSchema,
  ynSchema,
} from '../admin/orgCommon.ts';
import { BASE_MENUS, deleteAction, fieldErrors, lookupErrors, requireSaveButton, statusAction } from './baseKit.ts';
import { materialPickColumns } from './materialPicker.ts';
import { materialOnRequisitions } from './materialUse.ts';
import { materials, purchaseCategories } from './schema.ts';

/*
 * Materials (物料) maintenance (menu BASE_MATERIAL). The select list of document lines is materialPicker.ts
 * (baseMaterialItem/listByPage, enabled only); this is the master-data side: every row whatever its status,
 * with its category's name, and the changes.
 */

const SERVER = 'baseServer';
const ENTITY = 'baseMaterialItem';
const MENU = BASE_MENUS.material;
export const UOM_LOOKUP = 'BASE_UOM';

const columns = {
  ...materialPickColumns,
  categoryCode: purchaseCategories.categoryCode,
  categoryName: purchaseCategories.categoryName,
  categoryNameEn: purchaseCategories.categoryNameEn,
  lastUpdateDate: materials.lastUpdateDate,
  version: materials.version,
};
type Row = {
  materialName: string;
  materialNameEn: string | null;
  categoryName: string | null;
  categoryNameEn: string | null;
};
const present = <R extends Row>(row: R, lang: Lang) => ({
  ...row,
  title: localName(lang, row.materialName, row.materialNameEn),
  categoryTitle: row.categoryName ? localName(lang, row.categoryName, row.categoryNameEn) : null,
});

const listForAdmin = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listForAdmin',
  summary:
    'Materials for maintenance (Base data → Materials): keyword in code, names or specification, category, unit, enabled; paged',
  auth: INTERNAL,
  body: z.object({
    searchParams: z
      .object({
        keyword: z.string().trim().max(128).optional(),
        categoryId: idSchema.optional(),
        unitCode: z.string().trim().max(16).optional(),
        enabledFlag: ynSchema.optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang }) => {
    const f = body.searchParams;
    const c: (SQL | undefined)[] = [
      f.categoryId ? eq(materials.categoryId, f.categoryId) : undefined,
      f.unitCode ? eq(materials.unitCode, f.unitCode) : undefined,
      f.enabledFlag ? eq(materials.enabledFlag, f.enabledFlag) : undefined,
    ];
    if (f.keyword) {
      c.push(
        containsAny(f.keyword, [
          materials.materialCode,
          materials.materialName,
          materials.materialNameEn,
          materials.specification,
        ]),
      );
    }
    const where = and(...c);
    const { rows, page } = await selectPage(deps.db, materials, where, body, (limit, offset) =>
      deps.db
        .select(columns)
        .from(materials)
        .leftJoin(purchaseCategories, eq(purchaseCategories.id, materials.categoryId))
        .where(where)
        .orderBy(asc(materials.materialCode))
        .limit(limit)
        .offset(offset),
    );
    return { data: rows.map((r) => present(r, lang)), page };
  },
});

const findById = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findById',
  summary: 'One material with its category',
  auth: INTERNAL,
  body: z.object({ materialId: idSchema }),
  handler: async ({ deps, body, lang }) => {
    const [row] = await deps.db
      .select(columns)
      .from(materials)
      .leftJoin(purchaseCategories, eq(purchaseCategories.id, materials.categoryId))
      .where(eq(materials.id, body.materialId));
    if (!row) throw new AppError(404, 'error.notFound');
    return { data: present(row, lang) };
  },
});

/** What a material is made of, for a save and for a row of the import. */
export const materialInput = z.object({
  materialCode: codeSchema,
  materialName: z.string().trim().min(1, 'field.required').max(240),
  materialNameEn: optionalText(240),
  specification: optionalText(240),
  unitCode: z.string().trim().min(1, 'field.required').max(16),
  categoryId: optionalId,
  enabledFlag: ynSchema.optional().default('Y'),
});

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary: 'Create or change a material: code unique, unit from BASE_UOM, category existing and enabled',
  auth: menu(MENU),
  mutates: true,
  body: materialInput.extend({ materialId: idSchema.optional(), version: versionSchema }),
  handler: async ({ deps, body, lang, user }) => {
    await requireSaveButton(deps.db, user!, MENU, body.materialId);
    const wrong = await lookupErrors(deps.db, lang, [
      { field: 'unitCode', lookupType: UOM_LOOKUP, code: body.unitCode },
    ]);
    if (wrong.length) throw fieldErrors(wrong);
    if (body.categoryId != null) {
      const [category] = await deps.db
        .select({ enabledFlag: purchaseCategories.enabledFlag })
        .from(purchaseCategories)
        .where(eq(purchaseCategories.id, body.categoryId));
      if (category?.enabledFlag !== 'Y') throw fieldError(lang, 400, 'categoryId', 'ref.notFound');
    }
    const taken = () => fieldError(lang, 409, 'materialCode', 'code.taken', { code: body.materialCode });
    const saved = await guardUnique(
      () =>
        deps.db.transaction((tx) =>
          saveWithUniqueCode<{ materialId: number }>(tx, materials, {
            codeColumn: materials.materialCode,
            code: body.materialCode,
            id: body.materialId,
            version: () => requireVersion(lang, body.version),
            values: {
              materialCode: body.materialCode,
              materialName: body.materialName,
              materialNameEn: body.materialNameEn,
              specification: body.specification,
              unitCode: body.unitCode,
              categoryId: body.categoryId,
              enabledFlag: body.enabledFlag,
            },
            userId: user!.userId,
            returning: { materialId: materials.id },
            onTaken: taken,
          }),
        ),
      taken,
    );
    const [row] = await deps.db
      .select(columns)
      .from(materials)
      .leftJoin(purchaseCategories, eq(purchaseCategories.id, materials.categoryId))
      .where(eq(materials.id, saved.materialId));
    return { data: present(row, lang), msg: 'ok.saved' };
  },
});

export const materialMaintenanceActions = [
  listForAdmin,
  findById,
  saveOrUpdate,
  statusAction({ entity: ENTITY, idKey: 'materialId', table: materials, menuCode: MENU }),
  deleteAction({
    entity: ENTITY,
    idKey: 'materialId',
    table: materials,
    menuCode: MENU,
    // A material a requisition names stays (the document must keep showing it): disable it instead.
    check: async (db, id, lang) => {
      if (await materialOnRequisitions(db, id))
        throw new AppError(409, 'base.inUse', { what: t('base.usedByRequisitions', lang) });
    },
  }),
];
