import { lineNumberField, orderLineReferenceFields } from './commonFields.ts';
import { defineDocumentType } from './types.ts';

/*
 * Delivery notice / delivery plan (送货通知 / 交货计划), issue 8 item 4: the buyer asks the supplier
 * for quantities by date on its confirmed order lines; the supplier answers each line with its own
 * date and quantity (saveAnswer) and confirms. No approval.
 */
export const deliveryNotice = defineDocumentType({
  billType: 'PUR_DELIVERY_NOTICE',
  name: { CN: '送货通知', EN: 'Delivery notice' },
  menuCode: 'PUR_DELIVERY_NOTICE',
  supplierMenuCode: 'SUP_DELIVERY_NOTICE',
  idKey: 'deliveryNoticeId',
  numberKey: 'deliveryNoticeNumber',
  numberRule: { prefix: 'DP', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'NO_CONFIRMED', 'CONFIRMED', 'CLOSED'],
  editableIn: ['DRAFT'],
  header: [
    { key: 'deliveryNoticeNumber', label: { CN: '通知单号', EN: 'Notice no.' }, type: 'text', readOnly: true },
    {
      key: 'orgId',
      label: { CN: '采购组织', EN: 'Organisation' },
      type: 'ref',
      ref: 'org',
      displayKey: 'orgName',
      required: true,
    },
    {
      key: 'supplierId',
      label: { CN: '供应商', EN: 'Supplier' },
      type: 'ref',
      ref: 'supplier',
      displayKey: 'supplierName',
      required: true,
    },
    { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'textarea', maxLength: 1000 },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '通知行', EN: 'Lines' },
    fields: [
      lineNumberField,
      ...orderLineReferenceFields('noticeOrderLine'),
      { key: 'requestedDate', label: { CN: '要求到货日期', EN: 'Requested date' }, type: 'date', required: true },
      {
        key: 'requestedQuantity',
        label: { CN: '要求数量', EN: 'Requested quantity' },
        type: 'number',
        required: true,
        min: 0.0001,
        max: 999999999,
        precision: 4,
      },
      // The supplier's answer (saveAnswer).
      { key: 'answeredDate', label: { CN: '答复日期', EN: 'Answered date' }, type: 'date', readOnly: true },
      {
        key: 'answeredQuantity',
        label: { CN: '答复数量', EN: 'Answered quantity' },
        type: 'number',
        readOnly: true,
      },
      { key: 'supplierRemark', label: { CN: '供应商备注', EN: 'Supplier remark' }, type: 'text', readOnly: true },
    ],
  },
  actions: {
    publish: {
      label: { CN: '发布', EN: 'Publish' },
      from: ['DRAFT'],
      to: 'NO_CONFIRMED',
      resource: 'btnPublish',
      actor: 'holder',
    },
    confirm: {
      label: { CN: '确认', EN: 'Confirm' },
      from: ['NO_CONFIRMED'],
      to: 'CONFIRMED',
      resource: 'btnConfirm',
      actor: 'supplier',
    },
    close: {
      label: { CN: '关闭', EN: 'Close' },
      from: ['NO_CONFIRMED', 'CONFIRMED'],
      to: 'CLOSED',
      resource: 'btnClose',
      actor: 'holder',
      confirm: { CN: '确定关闭该送货通知吗？', EN: 'Close this delivery notice?' },
    },
  },
  list: {
    columns: ['deliveryNoticeNumber', 'status', 'orgId', 'supplierId', 'remark'],
    filters: ['deliveryNoticeNumber', 'status', 'orgId', 'supplierId'],
  },
  approval: false,
  // Published to the supplier, who answers and confirms it; the buyer may close it.
  supplierHistory: { publishedBy: ['publish'], shared: ['publish', 'close'] },
});
