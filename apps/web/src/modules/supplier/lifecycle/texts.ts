import type { Translation } from '../../../app/i18n/en.ts';

/**
 * Texts of the supplier lifecycle status screen (wired into the workspace texts as `supplierLifecycle`).
 * The document screens take their field and action names from the declarations.
 */
export const zh = {
  keyword: '供应商编码/名称',
  status: '供应商状态',
  search: '查询',
  reset: '重置',
  supplierNum: '供应商编码',
  supplierName: '供应商名称',
  history: '状态记录',
  historyTitle: '{{name}} 的生命周期',
  categories: '品类状态',
  category: '采购品类',
  categoryStatus: '品类状态',
  changes: '状态变更记录',
  scope: '范围',
  wholeSupplier: '供应商',
  from: '原状态',
  to: '新状态',
  document: '单据',
  changedBy: '审批人',
  changedAt: '时间',
  noCategories: '暂无品类状态',
};

export const en: Translation<typeof zh> = {
  keyword: 'Supplier number / name',
  status: 'Supplier status',
  search: 'Search',
  reset: 'Reset',
  supplierNum: 'Supplier no.',
  supplierName: 'Supplier name',
  history: 'Status history',
  historyTitle: 'Lifecycle of {{name}}',
  categories: 'Status per category',
  category: 'Purchase category',
  categoryStatus: 'Category status',
  changes: 'Status changes',
  scope: 'Scope',
  wholeSupplier: 'Supplier',
  from: 'From',
  to: 'To',
  document: 'Document',
  changedBy: 'Approved by',
  changedAt: 'When',
  noCategories: 'No category status yet',
};
