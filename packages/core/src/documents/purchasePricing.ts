import { abolishAction, approvalActions } from './approvalActions.ts';
import { lineNumberField, pricedItemFields, priceField, taxRateField } from './commonFields.ts';
import { defineDocumentType } from './types.ts';

/**
 * Pricing document (定价单, issue 8 item 2): a supplier's prices for materials in an organisation. Its
 * approved lines become price-library entries (srm_pur_price_entry); only approvers with pricing
 * authority for every line's category approve it.
 */
export const purchasePricing = defineDocumentType({
  billType: 'PUR_PRICING',
  name: { CN: '定价单', EN: 'Pricing' },
  menuCode: 'PUR_PRICING',
  idKey: 'pricingId',
  numberKey: 'pricingNumber',
  numberRule: { prefix: 'DJ', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'APPROVING', 'REJECTED', 'APPROVED', 'ABOLISHED'],
  editableIn: ['DRAFT', 'REJECTED'],
  header: [
    { key: 'pricingNumber', label: { CN: '定价单号', EN: 'Pricing no.' }, type: 'text', readOnly: true },
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
      key: 'currencyCode',
      label: { CN: '币种', EN: 'Currency' },
      type: 'lookup',
      lookupType: 'BASE_CURRENCY',
      required: true,
    },
    { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'textarea', maxLength: 500 },
    { key: 'fileIds', label: { CN: '附件', EN: 'Attachments' }, type: 'attachments' },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '价格行', EN: 'Prices' },
    fields: [
      lineNumberField,
      ...pricedItemFields,
      taxRateField,
      priceField,
      {
        key: 'priceUnit',
        label: { CN: '价格单位（每N个）', EN: 'Price per (units)' },
        type: 'number',
        required: true,
        min: 0.0001,
        max: 999999,
        precision: 4,
      },
      {
        key: 'unitPrice',
        label: { CN: '单价', EN: 'Unit price' },
        type: 'price',
        precision: 8,
        readOnly: true,
      },
      {
        key: 'minQuantity',
        label: { CN: '起订数量（阶梯）', EN: 'Quantity break (from)' },
        type: 'number',
        required: true,
        min: 0,
        max: 999999999,
        precision: 4,
      },
      { key: 'validFrom', label: { CN: '生效日期', EN: 'Valid from' }, type: 'date', required: true },
      { key: 'validTo', label: { CN: '失效日期', EN: 'Valid to' }, type: 'date' },
    ],
  },
  actions: {
    ...approvalActions(),
    abolish: abolishAction(),
  },
  list: {
    columns: ['pricingNumber', 'status', 'orgId', 'supplierId', 'currencyCode', 'remark'],
    filters: ['pricingNumber', 'status', 'orgId', 'supplierId', 'currencyCode'],
  },
  approval: true,
});
