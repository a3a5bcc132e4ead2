import { supplierSampleTrial, trialFields, trialResultFields } from './supplierSampleTrial.ts';
import { defineDocumentType } from './types.ts';

/**
 * Batch trial (小批量试制, issue 7 item 5): a sample trial's shape plus the batch quantity. Only its creator
 * may edit it (editActor owner). Approved with the conclusion PASS, it approves the supplier for the
 * category (supplier/lifecycle/transitions.ts).
 */
export const supplierBatchTrial = defineDocumentType({
  ...supplierSampleTrial,
  billType: 'SLC_BATCH_TRIAL',
  name: { CN: '小批量试制', EN: 'Batch trial' },
  menuCode: 'SLC_BATCH_TRIAL',
  idKey: 'batchTrialId',
  numberKey: 'batchTrialNumber',
  numberRule: { prefix: 'BT', datePattern: 'yyMMdd', digits: 4 },
  editActor: 'owner',
  header: [
    { key: 'batchTrialNumber', label: { CN: '试制单号', EN: 'Trial no.' }, type: 'text', readOnly: true },
    ...trialFields,
    {
      key: 'batchQuantity',
      label: { CN: '批量数量', EN: 'Batch quantity' },
      type: 'number',
      required: true,
      min: 0.0001,
      max: 999999999,
      precision: 4,
    },
    ...trialResultFields,
  ],
  list: {
    columns: ['batchTrialNumber', 'status', 'supplierId', 'categoryId', 'materialId', 'batchQuantity', 'conclusion'],
    filters: ['batchTrialNumber', 'status', 'supplierId', 'trialDate'],
  },
});
