import { defineDocumentType, type FieldDef } from './types.ts';

/*
 * Purchase plan (采购计划, issue 8 item 6, spec §7): the buyer's forecast of a month per supplier, in
 * weekly buckets. One declaration for both plan types (lookup PUR_PLAN_TYPE): ROLLING (rolling stock
 * plan) and MRP. They differ only in the supplier's to-do: ROLLING_STOCK_PLAN opens the plan's page,
 * PUR_PURCHASE_MRP_PLAN opens the plan dialog on the home page (docs/decisions.md "Purchase plans").
 */

/** The organisation and supplier header fields the supplier-collaboration documents share. */
export const orgAndSupplierFields: readonly FieldDef[] = [
  {
    key: 'orgId',
    label: { CN: '采购组织', EN: 'Organisation' },
    type: 'ref',
    ref: 'org',
    displayKey: 'orgName',
    required: true,
  },
  // Not `required` in the schema: a supplier user's own supplier is filled in by the server (planChecks.ts).
  {
    key: 'supplierId',
    label: { CN: '供应商', EN: 'Supplier' },
    type: 'ref',
    ref: 'supplier',
    displayKey: 'supplierName',
  },
];

/**
 * The same fields on the documents a supplier writes (inventory, capacity): its organisations and
 * materials are picked from calls open to supplier users (plans/supplierPicks.ts on the server).
 */
export const reportHeaderFields: readonly FieldDef[] = orgAndSupplierFields.map((f) =>
  // The supplier is always the writer's own (filled in by the server), never sent.
  f.key === 'orgId' ? { ...f, ref: 'supplierOrg' } : { ...f, readOnly: true },
);

/** The material of a line, shown by name. */
export const materialField: FieldDef = {
  key: 'materialId',
  label: { CN: '物料', EN: 'Material' },
  type: 'ref',
  ref: 'material',
  displayKey: 'materialName',
  required: true,
};
export const reportMaterialField: FieldDef = { ...materialField, ref: 'supplierMaterial' };

const quantity = (key: string, cn: string, en: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  key,
  label: { CN: cn, EN: en },
  type: 'number',
  min: 0,
  max: 999999999,
  precision: 4,
  ...extra,
});

/** The weekly buckets of a plan line (a month has at most five weeks). */
export const PLAN_WEEKS = [
  'week1Quantity',
  'week2Quantity',
  'week3Quantity',
  'week4Quantity',
  'week5Quantity',
] as const;

export const purchasePlan = defineDocumentType({
  billType: 'PUR_PURCHASE_PLAN',
  name: { CN: '采购计划', EN: 'Purchase plan' },
  menuCode: 'PUR_ROLLING_PLAN',
  supplierMenuCode: 'SUP_ROLLING_PLAN',
  idKey: 'planId',
  numberKey: 'planNumber',
  numberRule: { prefix: 'PP', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'NO_CONFIRMED', 'CONFIRMED', 'REJECTED', 'CLOSED'],
  editableIn: ['DRAFT', 'REJECTED'],
  header: [
    { key: 'planNumber', label: { CN: '计划单号', EN: 'Plan no.' }, type: 'text', readOnly: true },
    ...orgAndSupplierFields,
    {
      key: 'planType',
      label: { CN: '计划类型', EN: 'Plan type' },
      type: 'lookup',
      lookupType: 'PUR_PLAN_TYPE',
      required: true,
    },
    { key: 'planPeriod', label: { CN: '计划期间', EN: 'Plan period' }, type: 'text', required: true, maxLength: 7 },
    {
      key: 'planVersion',
      label: { CN: '计划版本', EN: 'Plan version' },
      type: 'number',
      min: 1,
      max: 999,
      precision: 0,
    },
    { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'textarea', maxLength: 500 },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '计划行', EN: 'Plan lines' },
    fields: [
      { key: 'lineNumber', label: { CN: '行号', EN: 'Line' }, type: 'number', readOnly: true },
      materialField,
      {
        key: 'categoryId',
        label: { CN: '采购品类', EN: 'Purchase category' },
        type: 'ref',
        ref: 'purchaseCategory',
        displayKey: 'categoryName',
      },
      { key: 'unitCode', label: { CN: '单位', EN: 'Unit' }, type: 'lookup', lookupType: 'BASE_UOM', required: true },
      quantity('week1Quantity', '第1周', 'Week 1'),
      quantity('week2Quantity', '第2周', 'Week 2'),
      quantity('week3Quantity', '第3周', 'Week 3'),
      quantity('week4Quantity', '第4周', 'Week 4'),
      quantity('week5Quantity', '第5周', 'Week 5'),
      quantity('totalQuantity', '合计', 'Total', { readOnly: true }),
      { key: 'needByDate', label: { CN: '需求日期', EN: 'Need-by date' }, type: 'date', required: true },
      // Written by the supplier when confirming (planConfirm.ts), never by a save.
      quantity('confirmedQuantity', '供应商确认数量', 'Confirmed quantity', { readOnly: true }),
      { key: 'supplierRemark', label: { CN: '供应商备注', EN: 'Supplier remark' }, type: 'text', readOnly: true },
    ],
  },
  actions: {
    publish: {
      label: { CN: '发布', EN: 'Publish' },
      from: ['DRAFT', 'REJECTED'],
      to: 'NO_CONFIRMED',
      resource: 'btnPublish',
      actor: 'holder',
      confirm: { CN: '发布后供应商将收到待办，确定发布吗？', EN: 'The supplier gets a to-do. Publish this plan?' },
    },
    confirm: {
      label: { CN: '确认', EN: 'Confirm' },
      from: ['NO_CONFIRMED'],
      to: 'CONFIRMED',
      resource: 'btnConfirm',
      actor: 'supplier',
      comment: 'optional',
    },
    return: {
      label: { CN: '退回', EN: 'Return' },
      from: ['NO_CONFIRMED'],
      to: 'REJECTED',
      resource: 'btnReturn',
      actor: 'supplier',
      comment: 'required',
      kind: 'danger',
    },
    close: {
      label: { CN: '关闭', EN: 'Close' },
      from: ['NO_CONFIRMED', 'CONFIRMED'],
      to: 'CLOSED',
      resource: 'btnClose',
      actor: 'holder',
      confirm: { CN: '确定关闭该计划吗？', EN: 'Close this plan?' },
    },
  },
  list: {
    columns: ['planNumber', 'status', 'planType', 'orgId', 'supplierId', 'planPeriod', 'planVersion', 'remark'],
    filters: ['planNumber', 'status', 'planType', 'orgId', 'supplierId', 'planPeriod'],
  },
  approval: false,
  // Published to the supplier, who confirms or returns it; the buyer may close it.
  supplierHistory: { publishedBy: ['publish'], shared: ['publish', 'close'] },
});
