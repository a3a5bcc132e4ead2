import { processCategoryList } from '@srm/core/masters/processCategory';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/http/errors.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { processCategories, processModels } from '../../platform/workflow/schema.ts';

/*
 * Process categories (流程分类): how process models are grouped on the administration screen; declared in
 * packages/core/src/masters/processCategory.ts. A category a model uses cannot be deleted.
 */

export const categoryActions = bindMasterList(processCategoryList, {
  table: processCategories,
  columns: {
    categoryCode: processCategories.categoryCode,
    categoryName: processCategories.categoryName,
    categoryNameEn: processCategories.categoryNameEn,
    description: processCategories.description,
    orderNo: processCategories.orderNo,
  },
  hooks: {
    beforeDelete: async (tx, id) => {
      const [used] = await tx
        .select({ id: processModels.id })
        .from(processModels)
        .where(eq(processModels.categoryId, id))
        .limit(1);
      if (used) throw new AppError(409, 'bpm.categoryInUse');
    },
  },
});
