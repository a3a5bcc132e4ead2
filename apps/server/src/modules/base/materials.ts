import { type Lang, t } from '@srm/core';
import { materialList } from '@srm/core/masters/material';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/errors.ts';
import { fieldError } from '../../platform/http/fieldErrors.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { refNames } from '../../platform/masters/refNames.ts';
import { materialOnRequisitions } from './materialUse.ts';
import { materials, purchaseCategories } from './schema.ts';

/*
 * Materials (物料) maintenance (menu BASE_MATERIAL), declared in packages/core/src/masters/material.ts: every
 * row whatever its status, with its category's name, and the changes. The select list of document lines
 * is materialPicker.ts (baseMaterialItem/listByPage, enabled only), hence this list's name listForAdmin.
 */

export const UOM_LOOKUP = 'BASE_UOM';

/** A material's category, when it names one, exists and is enabled. */
async function checkCategory(db: DbOrTx, values: Record<string, unknown>, lang: Lang) {
  if (values.categoryId == null) return;
  const [category] = await db
    .select({ enabledFlag: purchaseCategories.enabledFlag })
    .from(purchaseCategories)
    .where(eq(purchaseCategories.id, values.categoryId as number));
  if (category?.enabledFlag !== 'Y') throw fieldError(lang, 400, 'categoryId', 'ref.notFound');
}

export const materialMaintenanceActions = bindMasterList(materialList, {
  table: materials,
  columns: {
    materialCode: materials.materialCode,
    materialName: materials.materialName,
    materialNameEn: materials.materialNameEn,
    specification: materials.specification,
    unitCode: materials.unitCode,
    categoryId: materials.categoryId,
  },
  listAction: 'listForAdmin',
  // Its form never said the code was fixed: a material's code may be corrected.
  save: { codeChangeable: true },
  hooks: {
    beforeSave: (tx, values, { lang }) => checkCategory(tx, values, lang),
    presentRows: refNames({
      field: 'categoryId',
      table: purchaseCategories,
      columns: {
        categoryCode: purchaseCategories.categoryCode,
        categoryName: purchaseCategories.categoryName,
        categoryNameEn: purchaseCategories.categoryNameEn,
      },
      title: { as: 'categoryTitle', name: 'categoryName', nameEn: 'categoryNameEn' },
    }),
    // A material a requisition names stays (the document must keep showing it): disable it instead.
    beforeDelete: async (db, id, lang) => {
      if (await materialOnRequisitions(db, id))
        throw new AppError(409, 'base.inUse', { what: t('base.usedByRequisitions', lang) });
    },
  },
});
