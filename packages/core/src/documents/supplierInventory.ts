import { reportHeaderFields, reportMaterialField } from './purchasePlan.ts';
import { defineDocumentType } from './types.ts';

/*
 * Supplier inventory report (供应商库存, issue 8 item 6): the supplier reports its stock per material for
 * an organisation's buyers. Only supplier users create, edit and submit it; there is no approval.
 */
export const supplierInventory = defineDocumentType({
  billType: 'PUR_SUPPLIER_INVENTORY',
  name: { CN: '供应商库存', EN: 'Supplier inventory' },
  menuCode: 'PUR_SUPPLIER_INVENTORY',
  supplierMenuCode: 'SUP_INVENTORY',
  idKey: 'inventoryId',
  numberKey: 'inventoryNumber',
  numberRule: { prefix: 'SI', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'SUBMITTED'],
  editableIn: ['DRAFT'],
  editActor: 'supplier',
  createActor: 'supplier',
  header: [
    { key: 'inventoryNumber', label: { CN: '库存单号', EN: 'Report no.' }, type: 'text', readOnly: true },
    ...reportHeaderFields,
    { key: 'asOfDate', label: { CN: '库存日期', EN: 'As of' }, type: 'date', required: true },
    { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'textarea', maxLength: 500 },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '库存行', EN: 'Stock lines' },
    fields: [
      { key: 'lineNumber', label: { CN: '行号', EN: 'Line' }, type: 'number', readOnly: true },
      reportMaterialField,
      {
        key: 'quantityOnHand',
        label: { CN: '库存数量', EN: 'On hand' },
        type: 'number',
        required: true,
        min: 0,
        max: 999999999,
        precision: 4,
      },
      { key: 'unitCode', label: { CN: '单位', EN: 'Unit' }, type: 'lookup', lookupType: 'BASE_UOM', required: true },
      { key: 'warehouse', label: { CN: '仓库/库位', EN: 'Warehouse / location' }, type: 'text', maxLength: 120 },
      {
        key: 'safetyStock',
        label: { CN: '安全库存', EN: 'Safety stock' },
        type: 'number',
        min: 0,
        max: 999999999,
        precision: 4,
      },
    ],
  },
  actions: {
    submit: {
      label: { CN: '提交', EN: 'Submit' },
      from: ['DRAFT'],
      to: 'SUBMITTED',
      resource: 'btnSubmit',
      actor: 'supplier',
      workflow: 'start',
    },
  },
  list: {
    columns: ['inventoryNumber', 'status', 'orgId', 'supplierId', 'asOfDate', 'remark'],
    filters: ['inventoryNumber', 'status', 'orgId', 'supplierId', 'asOfDate'],
  },
  approval: false,
  // The supplier writes it and the buyer only reads it.
  supplierHistory: { publishedBy: [], shared: [] },
});
