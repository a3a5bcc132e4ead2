import type { MasterListDef } from './types.ts';

/**
 * Materials (物料) on Base data → Materials (BASE_MATERIAL): what a document line may name instead of a free
 * description. The maintenance list is `listForAdmin` (every row whatever its status, with its category's
 * name); `listByPage` of the same entity is the document lines' picker (enabled rows by default) and stays
 * hand-written beside the binding, as do the Excel import (categories named by code) and the category check
 * (apps/server/src/modules/base/materials.ts, materialPicker.ts, imports.ts).
 */
export const materialList: MasterListDef = {
  server: 'baseServer',
  entity: 'baseMaterialItem',
  name: { CN: '物料', EN: 'Materials' },
  one: { CN: '物料', EN: 'material' },
  menuCode: 'BASE_MATERIAL',
  readers: 'internal',
  idKey: 'materialId',
  codeKey: 'materialCode',
  nameKey: 'materialName',
  nameEnKey: 'materialNameEn',
  fields: [
    {
      key: 'materialCode',
      label: { CN: '物料编码', EN: 'Material code' },
      type: 'code',
      required: true,
      maxLength: 64,
      searched: true,
    },
    {
      key: 'materialName',
      label: { CN: '物料名称', EN: 'Material name' },
      type: 'text',
      required: true,
      maxLength: 240,
      searched: true,
    },
    {
      key: 'materialNameEn',
      label: { CN: '英文名称', EN: 'English name' },
      type: 'text',
      maxLength: 240,
      searched: true,
    },
    {
      key: 'specification',
      label: { CN: '规格型号', EN: 'Specification' },
      type: 'text',
      maxLength: 240,
      searched: true,
    },
    {
      key: 'unitCode',
      label: { CN: '单位', EN: 'Unit' },
      type: 'lookup',
      lookupType: 'BASE_UOM',
      required: true,
      maxLength: 16,
      filter: true,
    },
    {
      key: 'categoryId',
      label: { CN: '采购品类', EN: 'Purchase category' },
      type: 'ref',
      ref: 'purchaseCategory',
      filter: true,
      column: false,
    },
  ],
  orderBy: ['materialCode'],
  findById: true,
  buttons: { add: 'btnAdd', edit: 'btnEdit', status: 'btnEdit', delete: 'btnDelete' },
};
