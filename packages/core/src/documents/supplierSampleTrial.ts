import {
  attachmentsField,
  categoryField,
  conclusionField,
  LIFECYCLE_EDITABLE,
  LIFECYCLE_STATUSES,
  lifecycleApprovalActions,
  supplierField,
} from './supplierLifecycleActions.ts';
import type { FieldDef } from './types.ts';
import { defineDocumentType } from './types.ts';

/** The fields of a trial (sample and batch) before the conclusion: supplier, category, material, date, samples. */
export const trialFields: FieldDef[] = [
  supplierField,
  categoryField,
  {
    key: 'materialId',
    label: { CN: '物料', EN: 'Material' },
    type: 'ref',
    ref: 'material',
    displayKey: 'materialName',
  },
  { key: 'trialDate', label: { CN: '试制日期', EN: 'Trial date' }, type: 'date', required: true },
  {
    key: 'sampleQuantity',
    label: { CN: '样件数量', EN: 'Sample quantity' },
    type: 'number',
    required: true,
    min: 0.0001,
    max: 999999999,
    precision: 4,
  },
];

export const trialResultFields: FieldDef[] = [
  { key: 'results', label: { CN: '试制结果', EN: 'Results' }, type: 'textarea', maxLength: 2000 },
  conclusionField,
  attachmentsField,
];

/** Sample trial (样件试制, issue 7 item 5): samples of a supplier's material or category, tried and judged. */
export const supplierSampleTrial = defineDocumentType({
  billType: 'SLC_SAMPLE_TRIAL',
  name: { CN: '样件试制', EN: 'Sample trial' },
  menuCode: 'SLC_SAMPLE_TRIAL',
  idKey: 'sampleTrialId',
  numberKey: 'sampleTrialNumber',
  numberRule: { prefix: 'ST', datePattern: 'yyMMdd', digits: 4 },
  statuses: LIFECYCLE_STATUSES,
  editableIn: LIFECYCLE_EDITABLE,
  header: [
    { key: 'sampleTrialNumber', label: { CN: '试制单号', EN: 'Trial no.' }, type: 'text', readOnly: true },
    ...trialFields,
    ...trialResultFields,
  ],
  actions: lifecycleApprovalActions,
  list: {
    columns: ['sampleTrialNumber', 'status', 'supplierId', 'categoryId', 'materialId', 'trialDate', 'conclusion'],
    filters: ['sampleTrialNumber', 'status', 'supplierId', 'trialDate'],
  },
  approval: true,
});
