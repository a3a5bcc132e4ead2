import { materialField, orgAndSupplierFields } from './purchasePlan.ts';
import { defineDocumentType } from './types.ts';

/*
 * Spare parts list (备件清单, issue 8 item 6): per supplier and organisation, the spare parts of a
 * material with price and lead time. The buyer writes and publishes it; the supplier confirms it.
 */
export const spareParts = defineDocumentType({
  billType: 'PUR_SPARE_PARTS',
  name: { CN: '备件清单', EN: 'Spare parts list' },
  menuCode: 'PUR_SPARE_PARTS',
  supplierMenuCode: 'SUP_SPARE_PARTS',
  idKey: 'sparePartsId',
  numberKey: 'sparePartsNumber',
  numberRule: { prefix: 'SP', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'NO_CONFIRMED', 'CONFIRMED'],
  editableIn: ['DRAFT'],
  header: [
    { key: 'sparePartsNumber', label: { CN: '清单编号', EN: 'List no.' }, type: 'text', readOnly: true },
    ...orgAndSupplierFields,
    { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'textarea', maxLength: 500 },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '备件行', EN: 'Spare parts' },
    fields: [
      { key: 'lineNumber', label: { CN: '行号', EN: 'Line' }, type: 'number', readOnly: true },
      materialField,
      {
        key: 'sparePartCode',
        label: { CN: '备件编码', EN: 'Spare part code' },
        type: 'text',
        required: true,
        maxLength: 64,
      },
      {
        key: 'sparePartName',
        label: { CN: '备件名称', EN: 'Spare part name' },
        type: 'text',
        required: true,
        maxLength: 240,
      },
      {
        key: 'quantity',
        label: { CN: '数量', EN: 'Quantity' },
        type: 'number',
        required: true,
        min: 0,
        max: 999999999,
        precision: 4,
      },
      {
        key: 'unitPrice',
        label: { CN: '单价', EN: 'Unit price' },
        type: 'price',
        required: true,
        min: 0,
        max: 999999999,
        precision: 6,
      },
      {
        key: 'leadTimeDays',
        label: { CN: '交货周期(天)', EN: 'Lead time (days)' },
        type: 'number',
        min: 0,
        max: 9999,
        precision: 0,
      },
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
      comment: 'optional',
    },
  },
  list: {
    columns: ['sparePartsNumber', 'status', 'orgId', 'supplierId', 'remark'],
    filters: ['sparePartsNumber', 'status', 'orgId', 'supplierId'],
  },
  approval: false,
  // Published to the supplier, who confirms it.
  supplierHistory: { publishedBy: ['publish'], shared: ['publish'] },
});
