import { approvalActions } from './approvalActions.ts';
import {
  amountField,
  itemLineFields,
  lineNumberField,
  priceField,
  taxAmountField,
  taxRateField,
} from './commonFields.ts';
import { defineDocumentType } from './types.ts';

/*
 * Purchase order (采购订单), issue 8 item 3: written by a buyer (by hand, from approved requisition
 * lines or from an agreement), approved, published to the supplier, who confirms it (with promised
 * dates) or refuses it with a reason. An approved or confirmed order is altered through CHANGING and
 * approved and published again; the supplier then confirms the change. Both sides act on the same
 * document: the buyer on PUR_ORDER, the supplier's users on the portal page SUP_ORDER.
 */
export const purchaseOrder = defineDocumentType({
  billType: 'PO_ORDER',
  name: { CN: '采购订单', EN: 'Purchase order' },
  menuCode: 'PUR_ORDER',
  supplierMenuCode: 'SUP_ORDER',
  idKey: 'orderId',
  numberKey: 'orderNumber',
  numberRule: { prefix: 'PO', datePattern: 'yyMMdd', digits: 4 },
  statuses: [
    'DRAFT',
    'APPROVING',
    'REJECTED',
    'APPROVED',
    'NO_CONFIRMED',
    'CONFIRMED',
    'CHANGING',
    'CLOSED',
    'ABOLISHED',
  ],
  editableIn: ['DRAFT', 'REJECTED', 'CHANGING'],
  header: [
    { key: 'orderNumber', label: { CN: '订单号', EN: 'Order no.' }, type: 'text', readOnly: true },
    {
      key: 'orgId',
      label: { CN: '采购组织', EN: 'Purchasing organisation' },
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
    {
      key: 'purchasingGroupId',
      label: { CN: '采购组', EN: 'Purchasing group' },
      type: 'ref',
      ref: 'purchasingGroup',
      displayKey: 'purchasingGroupName',
    },
    { key: 'buyerId', label: { CN: '采购员', EN: 'Buyer' }, type: 'ref', ref: 'user', displayKey: 'buyerName' },
    {
      key: 'currencyCode',
      label: { CN: '币种', EN: 'Currency' },
      type: 'lookup',
      lookupType: 'BASE_CURRENCY',
      required: true,
    },
    {
      key: 'exchangeRate',
      label: { CN: '汇率', EN: 'Exchange rate' },
      type: 'number',
      precision: 8,
      readOnly: true,
    },
    {
      key: 'paymentTermId',
      label: { CN: '付款条件', EN: 'Payment term' },
      type: 'ref',
      ref: 'paymentTerm',
      displayKey: 'paymentTermName',
    },
    { key: 'orderDate', label: { CN: '订单日期', EN: 'Order date' }, type: 'date', required: true },
    {
      key: 'shipToAddressId',
      label: { CN: '收货地址', EN: 'Ship-to address' },
      type: 'ref',
      ref: 'address',
      displayKey: 'shipToAddressName',
    },
    { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'textarea', maxLength: 1000 },
    {
      key: 'totalAmount',
      label: { CN: '不含税总额', EN: 'Total without tax' },
      type: 'amount',
      precision: 2,
      readOnly: true,
    },
    { key: 'totalTax', label: { CN: '税额', EN: 'Tax' }, type: 'amount', precision: 2, readOnly: true },
    {
      key: 'totalWithTax',
      label: { CN: '含税总额', EN: 'Total with tax' },
      type: 'amount',
      precision: 2,
      readOnly: true,
    },
    { key: 'refuseReason', label: { CN: '拒绝原因', EN: 'Refusal reason' }, type: 'textarea', readOnly: true },
    { key: 'revision', label: { CN: '变更次数', EN: 'Revision' }, type: 'number', readOnly: true },
    { key: 'fileIds', label: { CN: '附件', EN: 'Attachments' }, type: 'attachments' },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '订单行', EN: 'Lines' },
    fields: [
      lineNumberField,
      ...itemLineFields,
      priceField,
      taxRateField,
      amountField,
      taxAmountField,
      // A price may depart from the price library's with a reason, shown to the approver (decisions.md
      // "Order prices"). The library's price is the server's; the reason is the buyer's. Neither is the supplier's.
      {
        key: 'libraryPrice',
        label: { CN: '价格库单价', EN: 'Library price' },
        type: 'price',
        precision: 6,
        readOnly: true,
        internal: true,
      },
      {
        key: 'priceChangeReason',
        label: { CN: '改价原因', EN: 'Reason for the price' },
        type: 'text',
        maxLength: 500,
        internal: true,
      },
      { key: 'needByDate', label: { CN: '需求日期', EN: 'Need-by date' }, type: 'date', required: true },
      { key: 'promisedDate', label: { CN: '承诺交期', EN: 'Promised date' }, type: 'date', readOnly: true },
      {
        key: 'addressId',
        label: { CN: '收货地址', EN: 'Receiving address' },
        type: 'ref',
        ref: 'address',
        displayKey: 'addressName',
      },
      {
        key: 'shippedQuantity',
        label: { CN: '已发货', EN: 'Shipped' },
        type: 'number',
        precision: 4,
        readOnly: true,
      },
      {
        key: 'receivedQuantity',
        label: { CN: '已收货', EN: 'Received' },
        type: 'number',
        precision: 4,
        readOnly: true,
      },
      // Rejected at receipt and returned to the supplier; the part of it taken off the order; shipped but
      // missing at receipt (apps/server/src/modules/purchase/delivery/orderQuantities.ts).
      {
        key: 'rejectedQuantity',
        label: { CN: '已退货', EN: 'Returned' },
        type: 'number',
        precision: 4,
        readOnly: true,
      },
      {
        key: 'reducedQuantity',
        label: { CN: '退货减量', EN: 'Reduced by returns' },
        type: 'number',
        precision: 4,
        readOnly: true,
      },
      {
        key: 'missingQuantity',
        label: { CN: '短缺', EN: 'Missing' },
        type: 'number',
        precision: 4,
        readOnly: true,
      },
      // Ordered − reduced − received (none once the line is closed): what the buyer still waits for. Computed when read.
      {
        key: 'openQuantity',
        label: { CN: '未收数量', EN: 'Open quantity' },
        type: 'number',
        precision: 4,
        readOnly: true,
        computed: true,
      },
      // Where a line came from and the price entry it took: set by the server, kept across edits.
      { key: 'requisitionLineId', label: { CN: '申请行', EN: 'Requisition line' }, type: 'number', readOnly: true },
      { key: 'agreementLineId', label: { CN: '协议行', EN: 'Agreement line' }, type: 'number', readOnly: true },
      { key: 'priceEntryId', label: { CN: '价格库条目', EN: 'Price entry' }, type: 'number', readOnly: true },
      { key: 'lineStatus', label: { CN: '行状态', EN: 'Line status' }, type: 'text', readOnly: true },
    ],
  },
  actions: {
    ...approvalActions({ submitFrom: ['DRAFT', 'REJECTED', 'CHANGING'] }),
    publish: {
      label: { CN: '发布', EN: 'Publish' },
      from: ['APPROVED'],
      to: 'NO_CONFIRMED',
      resource: 'btnPublish',
      actor: 'holder',
      confirm: { CN: '确定发布给供应商吗？', EN: 'Publish it to the supplier?' },
      kind: 'save',
    },
    confirm: {
      label: { CN: '确认', EN: 'Confirm' },
      from: ['NO_CONFIRMED'],
      to: 'CONFIRMED',
      resource: 'btnConfirm',
      actor: 'supplier',
      kind: 'save',
    },
    refuse: {
      label: { CN: '拒绝', EN: 'Refuse' },
      from: ['NO_CONFIRMED'],
      to: 'REJECTED',
      resource: 'btnRefuse',
      actor: 'supplier',
      comment: 'required',
      kind: 'danger',
    },
    alter: {
      label: { CN: '变更', EN: 'Change' },
      from: ['APPROVED', 'CONFIRMED'],
      to: 'CHANGING',
      resource: 'btnAlter',
      actor: 'holder',
      comment: 'required',
      alteration: true,
    },
    close: {
      label: { CN: '关闭', EN: 'Close' },
      from: ['CONFIRMED'],
      to: 'CLOSED',
      resource: 'btnClose',
      actor: 'holder',
      confirm: { CN: '未交货的数量将被关闭，确定关闭吗？', EN: 'What was not delivered will be closed. Close it?' },
    },
    abolish: {
      label: { CN: '作废', EN: 'Void' },
      from: ['DRAFT', 'REJECTED', 'APPROVED', 'NO_CONFIRMED', 'CONFIRMED'],
      to: 'ABOLISHED',
      resource: 'btnAbolish',
      actor: 'holder',
      confirm: { CN: '作废后不可恢复，确定作废该订单吗？', EN: 'A voided order cannot be restored. Void it?' },
      kind: 'danger',
    },
  },
  list: {
    columns: ['orderNumber', 'status', 'orgId', 'supplierId', 'currencyCode', 'totalWithTax', 'orderDate', 'buyerId'],
    filters: ['orderNumber', 'status', 'orgId', 'supplierId', 'orderDate'],
  },
  approval: true,
  // The supplier's history starts when the order is published to it: what the buyer drafted and the approval
  // stay inside. An alteration's reason is shown at once, its edits once the order is published again (the
  // supplier confirms them: AlterationSummary).
  supplierHistory: {
    publishedBy: ['publish'],
    shared: ['publish', 'alter', 'close', 'abolish'],
    sharedOncePublished: ['edit'],
  },
});
