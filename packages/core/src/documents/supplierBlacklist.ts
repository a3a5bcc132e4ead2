import {
  filesField,
  reasonField,
  SUPPLIER_STATUS_DOC_STATUSES,
  supplierField,
  supplierStatusActions,
} from './supplierStatusFlow.ts';
import { defineDocumentType } from './types.ts';

/**
 * Blacklist (拉黑) and its family: lifting a blacklist, freeze, unfreeze (issue 7 item 5). The change type
 * (lookup SLC_STATUS_CHANGE_TYPE) says which; approved, it applies to the supplier in every organisation:
 * BLACKLIST → status BLACKLIST, purchaseFlag N, its sites BLACKLIST; FREEZE → FROZEN, purchaseFlag N;
 * LIFT_BLACKLIST / UNFREEZE → EFFECTIVE, purchaseFlag Y, its sites EFFECTIVE.
 */
export const supplierBlacklist = defineDocumentType({
  billType: 'SLC_BLACKLIST',
  name: { CN: '供应商拉黑/冻结', EN: 'Supplier blacklist / freeze' },
  menuCode: 'SLC_BLACKLIST',
  idKey: 'changeId',
  numberKey: 'changeNumber',
  numberRule: { prefix: 'BL', datePattern: 'yyMMdd', digits: 4 },
  statuses: SUPPLIER_STATUS_DOC_STATUSES,
  editableIn: ['DRAFT', 'REJECTED'],
  header: [
    { key: 'changeNumber', label: { CN: '单号', EN: 'Number' }, type: 'text', readOnly: true },
    {
      key: 'changeType',
      label: { CN: '变更类型', EN: 'Change type' },
      type: 'lookup',
      lookupType: 'SLC_STATUS_CHANGE_TYPE',
      required: true,
    },
    supplierField,
    reasonField,
    filesField,
  ],
  actions: supplierStatusActions({ CN: '拉黑/冻结单', EN: 'Blacklist / freeze' }),
  list: {
    columns: ['changeNumber', 'status', 'changeType', 'supplierId', 'reason'],
    filters: ['changeNumber', 'status', 'changeType', 'supplierId'],
  },
  approval: true,
});
