import type { Translation } from '../../app/i18n/en.ts';

/**
 * Chinese texts of the purchasing screens (wired into the workspace texts as `purchase`). Field and
 * action names come from the document declarations (packages/core/src/documents), not from here.
 */
export const zh = {
  requisitions: '采购申请',
  requisitionOrders: '由本申请生成的订单',
  requisitionOrdersNone: '尚未生成订单',
  orderNumber: '订单号',
  orderStatus: '状态',
  supplier: '供应商',
  orderDate: '订单日期',
  orderTotal: '含税总额',
  orderedLines: '申请行 → 订单行',
  orderedLine: '第 {{from}} 行 → 第 {{to}} 行：{{quantity}} {{unit}}',
};

export const en: Translation<typeof zh> = {
  requisitions: 'Purchase requisitions',
  requisitionOrders: 'Orders made from this requisition',
  requisitionOrdersNone: 'No order made from it yet',
  orderNumber: 'Order no.',
  orderStatus: 'Status',
  supplier: 'Supplier',
  orderDate: 'Order date',
  orderTotal: 'Total with tax',
  orderedLines: 'Requisition line → order line',
  orderedLine: 'Line {{from}} → line {{to}}: {{quantity}} {{unit}}',
};
