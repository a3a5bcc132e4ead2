import {
  attachmentsField,
  conclusionField,
  LIFECYCLE_EDITABLE,
  LIFECYCLE_STATUSES,
  lifecycleApprovalActions,
} from './supplierLifecycleActions.ts';
import { defineDocumentType } from './types.ts';

/**
 * On-site inspection (现场考察, issue 7 item 5) against an approved inspection plan: a score of 0–100 per
 * inspection item, findings, a conclusion. Its supplier and category are the plan's. Approved with the
 * conclusion PASS, it qualifies the supplier (supplier/lifecycle/transitions.ts).
 */
export const supplierInspection = defineDocumentType({
  billType: 'SLC_INSPECTION',
  name: { CN: '现场考察', EN: 'On-site inspection' },
  menuCode: 'SLC_INSPECTION',
  idKey: 'inspectionId',
  numberKey: 'inspectionNumber',
  numberRule: { prefix: 'SI', datePattern: 'yyMMdd', digits: 4 },
  statuses: LIFECYCLE_STATUSES,
  editableIn: LIFECYCLE_EDITABLE,
  header: [
    { key: 'inspectionNumber', label: { CN: '考察单号', EN: 'Inspection no.' }, type: 'text', readOnly: true },
    {
      key: 'inspectionPlanId',
      label: { CN: '考察计划', EN: 'Inspection plan' },
      type: 'ref',
      ref: 'inspectionPlan',
      displayKey: 'inspectionPlanNumber',
      required: true,
    },
    // Copied from the plan by the server.
    {
      key: 'supplierId',
      label: { CN: '供应商', EN: 'Supplier' },
      type: 'ref',
      ref: 'supplier',
      displayKey: 'supplierName',
      readOnly: true,
    },
    {
      key: 'categoryId',
      label: { CN: '采购品类', EN: 'Purchase category' },
      type: 'ref',
      ref: 'purchaseCategory',
      displayKey: 'categoryName',
      readOnly: true,
    },
    { key: 'inspectionDate', label: { CN: '考察日期', EN: 'Inspection date' }, type: 'date', required: true },
    { key: 'totalScore', label: { CN: '平均得分', EN: 'Average score' }, type: 'amount', precision: 2, readOnly: true },
    conclusionField,
    { key: 'findings', label: { CN: '考察发现', EN: 'Findings' }, type: 'textarea', maxLength: 2000 },
    attachmentsField,
  ],
  lines: {
    key: 'scores',
    idKey: 'scoreId',
    label: { CN: '考察项评分', EN: 'Item scores' },
    fields: [
      { key: 'lineNumber', label: { CN: '行号', EN: 'Line' }, type: 'number', readOnly: true },
      {
        key: 'itemCode',
        label: { CN: '考察项', EN: 'Inspection item' },
        type: 'lookup',
        lookupType: 'SLC_INSPECTION_ITEM',
        required: true,
      },
      // 0–100 with two decimals; the range is checked by the server with the spec's score message.
      { key: 'score', label: { CN: '得分', EN: 'Score' }, type: 'number', required: true, precision: 2 },
      { key: 'finding', label: { CN: '发现问题', EN: 'Finding' }, type: 'text', maxLength: 500 },
    ],
  },
  actions: lifecycleApprovalActions,
  list: {
    columns: [
      'inspectionNumber',
      'status',
      'inspectionPlanId',
      'supplierId',
      'categoryId',
      'inspectionDate',
      'totalScore',
      'conclusion',
    ],
    filters: ['inspectionNumber', 'status', 'supplierId', 'inspectionDate'],
  },
  approval: true,
});
