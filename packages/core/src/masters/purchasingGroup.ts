import type { MasterListDef } from './types.ts';

/*
 * Purchasing groups (采购组) on Base data → Purchasing groups (BASE_PURCHASING_GROUP): groups of buyers
 * (internal users), optionally of one organisation; a permission dimension. Every internal user reads them
 * (pickers); a save may send the whole list of buyers (memberUserIds).
 */
export const purchasingGroupList: MasterListDef = {
  server: 'baseServer',
  entity: 'basePurchasingGroup',
  name: { CN: '采购组', EN: 'Purchasing groups' },
  one: { CN: '采购组', EN: 'purchasing group' },
  menuCode: 'BASE_PURCHASING_GROUP',
  readers: 'internal',
  idKey: 'purchasingGroupId',
  codeKey: 'groupCode',
  nameKey: 'groupName',
  nameEnKey: 'groupNameEn',
  fields: [
    {
      key: 'groupCode',
      label: { CN: '采购组编码', EN: 'Group code' },
      type: 'code',
      required: true,
      maxLength: 64,
      column: 140,
    },
    {
      key: 'groupName',
      label: { CN: '采购组名称', EN: 'Group name' },
      type: 'text',
      required: true,
      maxLength: 128,
      column: 180,
    },
    { key: 'groupNameEn', label: { CN: '英文名称', EN: 'English name' }, type: 'text', maxLength: 128, column: 180 },
    {
      key: 'orgId',
      label: { CN: '所属组织', EN: 'Organisation' },
      type: 'ref',
      ref: 'org',
      filter: true,
      column: false,
    },
  ],
  orderBy: ['groupCode'],
  buttons: { add: 'btnAdd', edit: 'btnEdit', status: 'btnEdit', delete: 'btnDelete' },
  findById: true,
};
