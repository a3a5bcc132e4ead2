import type { Translation } from '../../../app/i18n/en.ts';

/**
 * Texts of the supplier-status screens (wired into the workspace texts as `supplierStatus`). Field and
 * action names come from the document declarations (packages/core/src/documents), not from here.
 */
export const zh = {
  restrictedTitle: '账号受限',
  restrictedHint: '您仍可查看公告、通知并办理对账结算；寻源与订单功能已停用。如有疑问请联系采购方。',
  enabledFlag: '启用',
  groupCode: '组编码',
  groupName: '组名称',
  memberCount: '成员数',
  members: '成员供应商',
  addMember: '添加供应商',
  pickSupplier: '搜索并选择供应商',
  supplierNumber: '供应商编码',
  supplierName: '供应商名称',
  supplierStatus: '供应商状态',
  remove: '移除',
  noMembers: '暂无成员',
};

export const en: Translation<typeof zh> = {
  restrictedTitle: 'Account restricted',
  restrictedHint:
    'You can still read notices and notifications and settle statements; sourcing and orders are closed to you. Contact the buyer with any question.',
  enabledFlag: 'Enabled',
  groupCode: 'Group code',
  groupName: 'Group name',
  memberCount: 'Members',
  members: 'Member suppliers',
  addMember: 'Add supplier',
  pickSupplier: 'Search and pick a supplier',
  supplierNumber: 'Supplier number',
  supplierName: 'Supplier name',
  supplierStatus: 'Supplier status',
  remove: 'Remove',
  noMembers: 'No members yet',
};
