import { codeAndNames } from './codeAndNames.ts';
import type { MasterListDef } from './types.ts';

/** Process categories (流程分类): how process models are grouped on Approval → Process models (BPM_PROCESS_LIST). */
export const processCategoryList: MasterListDef = {
  server: 'bpmServer',
  entity: 'bpmProcessCategory',
  name: { CN: '流程分类', EN: 'Process categories' },
  one: { CN: '分类', EN: 'category' },
  menuCode: 'BPM_PROCESS_LIST',
  readers: 'menu',
  idKey: 'categoryId',
  codeKey: 'categoryCode',
  nameKey: 'categoryName',
  nameEnKey: 'categoryNameEn',
  fields: [
    ...codeAndNames(
      { code: 'categoryCode', name: 'categoryName', nameEn: 'categoryNameEn' },
      { code: { CN: '分类编码', EN: 'Category code' }, name: { CN: '分类名称', EN: 'Category name' } },
    ),
    { key: 'description', label: { CN: '说明', EN: 'Description' }, type: 'textarea', maxLength: 512 },
    { key: 'orderNo', label: { CN: '排序', EN: 'Order' }, type: 'integer', min: 0, max: 1_000_000, defaultValue: 0 },
  ],
  orderBy: ['orderNo', 'categoryCode'],
  buttons: { add: 'btnAdd', edit: 'btnEdit', delete: 'btnDelete' },
};
