import { abolishAction, approvalActions } from './approvalActions.ts';
import { lineNumberField, pricedItemFields, priceField, taxRateField } from './commonFields.ts';
import { defineDocumentType } from './types.ts';

/**
 * Purchase agreement (采购协议, issue 8 item 2): a framework agreement (quantity ceilings per line) or a
 * price agreement with a supplier, usable by orders only when APPROVED and within its dates. Orders
 * consume quantity and amount (consumedQuantity, consumedAmount; read-only here) through
 * sources/sourceRules.ts consumeAgreement; closing it ends its use.
 */
export const purchaseAgreement = defineDocumentType({
  billType: 'PUR_AGREEMENT',
  name: { CN: '采购协议', EN: 'Purchase agreement' },
  menuCode: 'PUR_AGREEMENT',
  idKey: 'agreementId',
  numberKey: 'agreementNumber',
  numberRule: { prefix: 'XY-', datePattern: 'yyyyMMdd', digits: 3 },
  statuses: ['DRAFT', 'APPROVING', 'REJECTED', 'APPROVED', 'ABOLISHED', 'CLOSED'],
  editableIn: ['DRAFT', 'REJECTED'],
  header: [
    { key: 'agreementNumber', label: { CN: '协议编号', EN: 'Agreement no.' }, type: 'text', readOnly: true },
    {
      key: 'orgId',
      label: { CN: '组织', EN: 'Organisation' },
      type: 'ref',
      ref: 'org',
      displayKey: 'orgName',
      required: true,
      fromUser: 'org',
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
      key: 'agreementType',
      label: { CN: '协议类型', EN: 'Agreement type' },
      type: 'lookup',
      lookupType: 'PUR_AGREEMENT_TYPE',
      required: true,
    },
    {
      key: 'currencyCode',
      label: { CN: '币种', EN: 'Currency' },
      type: 'lookup',
      lookupType: 'BASE_CURRENCY',
      required: true,
    },
    {
      key: 'paymentTermId',
      label: { CN: '付款条件', EN: 'Payment term' },
      type: 'ref',
      ref: 'paymentTerm',
      displayKey: 'paymentTermName',
    },
    { key: 'validFrom', label: { CN: '生效日期', EN: 'Valid from' }, type: 'date', required: true },
    { key: 'validTo', label: { CN: '失效日期', EN: 'Valid to' }, type: 'date', required: true },
    {
      key: 'amountCeiling',
      label: { CN: '金额上限', EN: 'Amount ceiling' },
      type: 'amount',
      min: 0,
      max: 999999999999,
      precision: 2,
    },
    {
      key: 'consumedAmount',
      label: { CN: '已执行金额', EN: 'Consumed amount' },
      type: 'amount',
      precision: 2,
      readOnly: true,
    },
    { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'textarea', maxLength: 500 },
    { key: 'fileIds', label: { CN: '附件', EN: 'Attachments' }, type: 'attachments' },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '协议行', EN: 'Lines' },
    fields: [
      lineNumberField,
      ...pricedItemFields,
      { key: 'unitCode', label: { CN: '单位', EN: 'Unit' }, type: 'lookup', lookupType: 'BASE_UOM' },
      priceField,
      taxRateField,
      {
        key: 'quantityCeiling',
        label: { CN: '数量上限', EN: 'Quantity ceiling' },
        type: 'number',
        min: 0.0001,
        max: 999999999,
        precision: 4,
      },
      {
        key: 'consumedQuantity',
        label: { CN: '已执行数量', EN: 'Consumed quantity' },
        type: 'number',
        precision: 4,
        readOnly: true,
      },
      {
        key: 'consumedAmount',
        label: { CN: '已执行金额', EN: 'Consumed amount' },
        type: 'amount',
        precision: 2,
        readOnly: true,
      },
    ],
  },
  actions: {
    ...approvalActions(),
    abolish: abolishAction(),
    close: {
      label: { CN: '关闭', EN: 'Close' },
      from: ['APPROVED'],
      to: 'CLOSED',
      resource: 'btnClose',
      actor: 'holder',
      confirm: {
        CN: '关闭后订单不能再引用该协议，确定关闭吗？',
        EN: 'Orders can no longer call off a closed agreement. Close it?',
      },
    },
  },
  list: {
    columns: [
      'agreementNumber',
      'status',
      'orgId',
      'supplierId',
      'agreementType',
      'currencyCode',
      'validFrom',
      'validTo',
      'amountCeiling',
      'consumedAmount',
    ],
    filters: ['agreementNumber', 'status', 'orgId', 'supplierId', 'agreementType', 'validFrom'],
  },
  approval: true,
});
