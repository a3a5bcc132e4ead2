import {
  attachmentsField,
  categoryField,
  LIFECYCLE_EDITABLE,
  LIFECYCLE_STATUSES,
  lifecycleApprovalActions,
  supplierField,
} from './supplierLifecycleActions.ts';
import { defineDocumentType } from './types.ts';

/** Inspection plan (考察计划, issue 7 item 5): who inspects which supplier, for which category, when. */
export const supplierInspectionPlan = defineDocumentType({
  billType: 'SLC_INSPECTION_PLAN',
  name: { CN: '考察计划', EN: 'Inspection plan' },
  menuCode: 'SLC_INSPECTION_PLAN',
  idKey: 'inspectionPlanId',
  numberKey: 'inspectionPlanNumber',
  numberRule: { prefix: 'IP', datePattern: 'yyMMdd', digits: 4 },
  statuses: LIFECYCLE_STATUSES,
  editableIn: LIFECYCLE_EDITABLE,
  header: [
    { key: 'inspectionPlanNumber', label: { CN: '计划编号', EN: 'Plan no.' }, type: 'text', readOnly: true },
    supplierField,
    categoryField,
    { key: 'plannedDate', label: { CN: '计划考察日期', EN: 'Planned date' }, type: 'date', required: true },
    {
      key: 'templateCode',
      label: { CN: '考察模板', EN: 'Inspection template' },
      type: 'lookup',
      lookupType: 'SLC_INSPECTION_TEMPLATE',
      required: true,
    },
    // The sites with inspectFlag Y, filled by the server when the plan is saved (only those are inspected).
    { key: 'inspectSites', label: { CN: '参与考察地点', EN: 'Sites inspected' }, type: 'text', readOnly: true },
    { key: 'purpose', label: { CN: '考察目的', EN: 'Purpose' }, type: 'textarea', maxLength: 1000 },
    attachmentsField,
  ],
  lines: {
    key: 'members',
    idKey: 'memberId',
    label: { CN: '考察小组', EN: 'Inspection team' },
    fields: [
      { key: 'lineNumber', label: { CN: '行号', EN: 'Line' }, type: 'number', readOnly: true },
      {
        key: 'personId',
        label: { CN: '组员', EN: 'Member' },
        type: 'ref',
        ref: 'person',
        displayKey: 'personName',
        required: true,
      },
      { key: 'teamRole', label: { CN: '职责', EN: 'Role' }, type: 'text', maxLength: 64 },
    ],
  },
  actions: lifecycleApprovalActions,
  list: {
    columns: [
      'inspectionPlanNumber',
      'status',
      'supplierId',
      'categoryId',
      'plannedDate',
      'templateCode',
      'inspectSites',
    ],
    filters: ['inspectionPlanNumber', 'status', 'supplierId', 'plannedDate'],
  },
  approval: true,
});
