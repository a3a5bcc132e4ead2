import { codeAndNames } from './codeAndNames.ts';
import type { MasterListDef } from './types.ts';

/**
 * Purchase categories (采购品类) on Base data → Purchase categories (BASE_CATEGORY): a tree, each row naming
 * its parent. The tree's rules (the parent exists, is enabled and is not the row itself or below it; the
 * level follows the parent; a row with enabled children stays enabled) are hooks of the binding; the tree
 * read, the public tree of the registration page and the Excel import (parents by code) stay hand-written
 * beside it (apps/server/src/modules/base/purchaseCategory.ts, imports.ts).
 */
export const purchaseCategoryList: MasterListDef = {
  server: 'baseServer',
  entity: 'basePurchaseCategory',
  name: { CN: '采购品类', EN: 'Purchase categories' },
  one: { CN: '品类', EN: 'category' },
  menuCode: 'BASE_CATEGORY',
  readers: 'internal',
  idKey: 'categoryId',
  codeKey: 'categoryCode',
  nameKey: 'categoryName',
  nameEnKey: 'categoryNameEn',
  fields: [
    ...codeAndNames(
      { code: 'categoryCode', name: 'categoryName', nameEn: 'categoryNameEn' },
      { code: { CN: '品类编码', EN: 'Category code' }, name: { CN: '品类名称', EN: 'Category name' } },
    ),
    {
      key: 'parentCategoryId',
      label: { CN: '上级品类', EN: 'Parent category' },
      type: 'ref',
      ref: 'purchaseCategory',
      filter: true,
      column: false,
    },
  ],
  orderBy: ['categoryCode'],
  buttons: { add: 'btnAdd', edit: 'btnEdit', status: 'btnEdit', delete: 'btnDelete' },
};
