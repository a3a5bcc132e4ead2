import type { Lang } from '@srm/core/i18n/lang';

/**
 * Texts of the order screens (issue 8 item 3) in both languages. Field and action names come from the
 * declaration (packages/core/src/documents/purchaseOrder.ts), not from here.
 */
export const orderTexts: Record<Lang, Record<string, string>> = {
  CN: {
    fromRequisition: '从采购申请创建',
    fromRequisitionTitle: '选择已审批的采购申请行',
    supplier: '供应商',
    requisitionNumber: '申请单号',
    line: '行',
    description: '物料描述',
    quantity: '申请数量',
    ordered: '已下单',
    remaining: '剩余',
    orderQuantity: '本次下单数量',
    unit: '单位',
    needByDate: '需求日期',
    price: '预估单价',
    create: '创建订单',
    search: '搜索申请单号或物料',
    pickLines: '请选择供应商并勾选至少一行',
    alterationTitle: '本次变更内容',
    barcode: '订单条码',
  },
  EN: {
    fromRequisition: 'Create from requisition',
    fromRequisitionTitle: 'Choose approved requisition lines',
    supplier: 'Supplier',
    requisitionNumber: 'Requisition no.',
    line: 'Line',
    description: 'Description',
    quantity: 'Requested',
    ordered: 'Ordered',
    remaining: 'Remaining',
    orderQuantity: 'Quantity to order',
    unit: 'Unit',
    needByDate: 'Need-by date',
    price: 'Estimated price',
    create: 'Create order',
    search: 'Search requisition no. or material',
    pickLines: 'Choose a supplier and tick at least one line',
    alterationTitle: 'What this change alters',
    barcode: 'Order barcode',
  },
};
