import { reportHeaderFields, reportMaterialField } from './purchasePlan.ts';
import { defineDocumentType } from './types.ts';

/*
 * Capacity assessment (产能评估, issue 8 item 6): the supplier states its capacity per material (or
 * category), submits it, and a buyer approves or returns it (a plain review, no approval process:
 * docs/decisions.md "Purchase plans").
 */
export const capacityAssessment = defineDocumentType({
  billType: 'PUR_CAPACITY_ASSESSMENT',
  name: { CN: '产能评估', EN: 'Capacity assessment' },
  menuCode: 'PUR_CAPACITY',
  supplierMenuCode: 'SUP_CAPACITY',
  idKey: 'assessmentId',
  numberKey: 'assessmentNumber',
  numberRule: { prefix: 'CA', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'],
  editableIn: ['DRAFT', 'REJECTED'],
  editActor: 'supplier',
  createActor: 'supplier',
  header: [
    { key: 'assessmentNumber', label: { CN: '评估单号', EN: 'Assessment no.' }, type: 'text', readOnly: true },
    ...reportHeaderFields,
    { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'textarea', maxLength: 500 },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '产能行', EN: 'Capacity lines' },
    fields: [
      { key: 'lineNumber', label: { CN: '行号', EN: 'Line' }, type: 'number', readOnly: true },
      { ...reportMaterialField, required: false },
      {
        key: 'categoryId',
        label: { CN: '采购品类', EN: 'Purchase category' },
        type: 'ref',
        ref: 'purchaseCategory',
        displayKey: 'categoryName',
      },
      {
        key: 'monthlyCapacity',
        label: { CN: '月产能', EN: 'Monthly capacity' },
        type: 'number',
        required: true,
        min: 0,
        max: 999999999,
        precision: 4,
      },
      {
        key: 'loadPercent',
        label: { CN: '当前负荷%', EN: 'Current load %' },
        type: 'number',
        required: true,
        min: 0,
        max: 999,
        precision: 2,
      },
      {
        key: 'leadTimeDays',
        label: { CN: '交货周期(天)', EN: 'Lead time (days)' },
        type: 'number',
        required: true,
        min: 0,
        max: 9999,
        precision: 0,
      },
      { key: 'bottleneckRemark', label: { CN: '瓶颈说明', EN: 'Bottleneck' }, type: 'text', maxLength: 500 },
    ],
  },
  actions: {
    submit: {
      label: { CN: '提交', EN: 'Submit' },
      from: ['DRAFT', 'REJECTED'],
      to: 'SUBMITTED',
      resource: 'btnSubmit',
      actor: 'supplier',
      workflow: 'start',
    },
    approve: {
      label: { CN: '通过', EN: 'Approve' },
      from: ['SUBMITTED'],
      to: 'APPROVED',
      resource: 'btnApprove',
      actor: 'holder',
      comment: 'optional',
    },
    return: {
      label: { CN: '退回', EN: 'Return' },
      from: ['SUBMITTED'],
      to: 'REJECTED',
      resource: 'btnReturn',
      actor: 'holder',
      comment: 'required',
      kind: 'danger',
    },
  },
  list: {
    columns: ['assessmentNumber', 'status', 'orgId', 'supplierId', 'remark'],
    filters: ['assessmentNumber', 'status', 'orgId', 'supplierId'],
  },
  approval: false,
  // The supplier writes it; the buyer's review (approve, or return with its reason) answers the supplier.
  supplierHistory: { publishedBy: [], shared: ['approve', 'return'] },
});
