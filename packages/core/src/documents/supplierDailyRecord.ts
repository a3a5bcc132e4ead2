import { attachmentsField, supplierField } from './supplierLifecycleActions.ts';
import { defineDocumentType } from './types.ts';

/**
 * Daily management record (日常管理, issue 7 item 5): a dated note about a supplier (visit, complaint,
 * meeting…). No approval (docs/decisions.md): submitting files it (SUBMITTED), after which it is read-only.
 */
export const supplierDailyRecord = defineDocumentType({
  billType: 'SLC_DAILY_RECORD',
  name: { CN: '日常管理记录', EN: 'Daily management record' },
  menuCode: 'SLC_DAILY_RECORD',
  idKey: 'dailyRecordId',
  numberKey: 'dailyRecordNumber',
  numberRule: { prefix: 'DM', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'SUBMITTED'],
  editableIn: ['DRAFT'],
  header: [
    { key: 'dailyRecordNumber', label: { CN: '记录编号', EN: 'Record no.' }, type: 'text', readOnly: true },
    supplierField,
    { key: 'recordDate', label: { CN: '记录日期', EN: 'Date' }, type: 'date', required: true },
    {
      key: 'recordType',
      label: { CN: '记录类型', EN: 'Type' },
      type: 'lookup',
      lookupType: 'SLC_DAILY_RECORD_TYPE',
      required: true,
    },
    { key: 'description', label: { CN: '内容', EN: 'Description' }, type: 'textarea', required: true, maxLength: 2000 },
    attachmentsField,
  ],
  actions: {
    submit: {
      label: { CN: '提交', EN: 'Submit' },
      from: ['DRAFT'],
      to: 'SUBMITTED',
      resource: 'btnSubmit',
      actor: 'owner',
      confirm: { CN: '提交后不可修改，确定提交吗？', EN: 'A submitted record cannot be changed. Submit it?' },
      workflow: 'start',
    },
  },
  list: {
    columns: ['dailyRecordNumber', 'status', 'supplierId', 'recordDate', 'recordType', 'description'],
    filters: ['dailyRecordNumber', 'status', 'supplierId', 'recordDate'],
  },
  approval: false,
});
