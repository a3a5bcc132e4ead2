import {
  filesField,
  SUPPLIER_STATUS_DOC_STATUSES,
  supplierField,
  supplierStatusActions,
} from './supplierStatusFlow.ts';
import { defineDocumentType } from './types.ts';

/**
 * Parts authorisation (零件授权, issue 7 item 5): a supplier authorised for materials in an organisation.
 * It holds while APPROVED; abandon (放弃) ends it (CLOSED).
 */
export const partsAuthorisation = defineDocumentType({
  billType: 'SLC_PARTS_AUTH',
  name: { CN: '零件授权', EN: 'Parts authorisation' },
  menuCode: 'SLC_PARTS_AUTH',
  idKey: 'authId',
  numberKey: 'authNumber',
  numberRule: { prefix: 'PA', datePattern: 'yyMMdd', digits: 4 },
  statuses: [...SUPPLIER_STATUS_DOC_STATUSES, 'CLOSED'],
  editableIn: ['DRAFT', 'REJECTED'],
  header: [
    { key: 'authNumber', label: { CN: '单号', EN: 'Number' }, type: 'text', readOnly: true },
    {
      key: 'orgId',
      label: { CN: '组织', EN: 'Organisation' },
      type: 'ref',
      ref: 'org',
      displayKey: 'orgName',
      required: true,
    },
    supplierField,
    { key: 'reason', label: { CN: '说明', EN: 'Remarks' }, type: 'textarea', maxLength: 1000 },
    filesField,
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '授权零件', EN: 'Authorised parts' },
    fields: [
      { key: 'lineNumber', label: { CN: '行号', EN: 'Line' }, type: 'number', readOnly: true },
      {
        key: 'materialId',
        label: { CN: '物料', EN: 'Material' },
        type: 'ref',
        ref: 'material',
        displayKey: 'materialName',
        required: true,
      },
      { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'text', maxLength: 240 },
    ],
  },
  actions: {
    ...supplierStatusActions({ CN: '零件授权', EN: 'Parts authorisation' }),
    abandon: {
      label: { CN: '放弃', EN: 'Abandon' },
      from: ['APPROVED'],
      to: 'CLOSED',
      resource: 'btnAbandon',
      actor: 'holder',
      comment: 'required',
      confirm: {
        CN: '放弃后该供应商不再获授权，确定放弃吗？',
        EN: 'The supplier will no longer be authorised. Abandon?',
      },
      kind: 'danger',
    },
  },
  list: {
    columns: ['authNumber', 'status', 'orgId', 'supplierId', 'reason'],
    filters: ['authNumber', 'status', 'orgId', 'supplierId'],
  },
  approval: true,
});
