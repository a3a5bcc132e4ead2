import type { MasterListDef } from './types.ts';

/*
 * Supplier groups (供应商分组) on Suppliers → Supplier groups (SLC_SUPPLIER_GROUP, internal only): a code, a
 * name and the member suppliers; notices and notifications address groups.
 */
export const supplierGroupList: MasterListDef = {
  server: 'srmServer',
  entity: 'srmSlcSupplierGroup',
  name: { CN: '供应商分组', EN: 'Supplier groups' },
  one: { CN: '供应商分组', EN: 'supplier group' },
  menuCode: 'SLC_SUPPLIER_GROUP',
  readers: 'menu',
  idKey: 'groupId',
  codeKey: 'groupCode',
  nameKey: 'groupName',
  fields: [
    { key: 'groupCode', label: { CN: '分组编码', EN: 'Group code' }, type: 'code', required: true, maxLength: 32 },
    { key: 'groupName', label: { CN: '分组名称', EN: 'Group name' }, type: 'text', required: true, maxLength: 128 },
  ],
  orderBy: ['groupCode'],
  buttons: { add: 'btnAdd', edit: 'btnEdit' },
  findById: true,
};
