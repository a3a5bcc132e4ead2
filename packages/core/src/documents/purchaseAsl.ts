import { abolishAction, approvalActions } from './approvalActions.ts';
import { defineDocumentType } from './types.ts';

/**
 * Approved supplier list application (货源清单申请, issue 8 item 1): which supplier may supply which
 * material or category in the organisation. One type for both kinds (applyType, lookup
 * PUR_ASL_APPLY_TYPE): NEW lines become entries of srm_pur_asl_entry when the approval ends approved;
 * ALTERATION lines name an entry (entryId) and change its status, validity and priority.
 */
export const purchaseAsl = defineDocumentType({
  billType: 'PUR_ASL',
  name: { CN: '货源清单申请', EN: 'Approved supplier list application' },
  menuCode: 'PUR_ASL',
  idKey: 'aslId',
  numberKey: 'aslNumber',
  numberRule: { prefix: 'ASL', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'APPROVING', 'REJECTED', 'APPROVED', 'ABOLISHED'],
  editableIn: ['DRAFT', 'REJECTED'],
  header: [
    { key: 'aslNumber', label: { CN: '申请单号', EN: 'Application no.' }, type: 'text', readOnly: true },
    {
      key: 'orgId',
      label: { CN: '组织', EN: 'Organisation' },
      type: 'ref',
      ref: 'org',
      displayKey: 'orgName',
      required: true,
      fromUser: 'org',
    },
    {
      key: 'applyType',
      label: { CN: '申请类型', EN: 'Application type' },
      type: 'lookup',
      lookupType: 'PUR_ASL_APPLY_TYPE',
      required: true,
    },
    { key: 'reason', label: { CN: '申请说明', EN: 'Reason' }, type: 'textarea', maxLength: 500 },
    { key: 'fileIds', label: { CN: '附件', EN: 'Attachments' }, type: 'attachments' },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '货源行', EN: 'Lines' },
    fields: [
      { key: 'lineNumber', label: { CN: '行号', EN: 'Line' }, type: 'number', readOnly: true },
      {
        key: 'entryId',
        label: { CN: '变更的条目', EN: 'Entry altered' },
        type: 'ref',
        ref: 'aslEntry',
        displayKey: 'entryName',
      },
      {
        key: 'materialId',
        label: { CN: '物料', EN: 'Material' },
        type: 'ref',
        ref: 'material',
        displayKey: 'materialName',
      },
      {
        key: 'categoryId',
        label: { CN: '采购品类', EN: 'Purchase category' },
        type: 'ref',
        ref: 'purchaseCategory',
        displayKey: 'categoryName',
        required: true,
      },
      {
        key: 'supplierId',
        label: { CN: '供应商', EN: 'Supplier' },
        type: 'ref',
        ref: 'supplier',
        displayKey: 'supplierName',
        required: true,
      },
      {
        key: 'supplierSiteId',
        label: { CN: '供应商地点', EN: 'Supplier site' },
        type: 'ref',
        ref: 'supplierSite',
        displayKey: 'supplierSiteName',
      },
      {
        key: 'entryStatus',
        label: { CN: '状态', EN: 'Status' },
        type: 'lookup',
        lookupType: 'PUR_ASL_STATUS',
        required: true,
      },
      { key: 'validFrom', label: { CN: '生效日期', EN: 'Valid from' }, type: 'date', required: true },
      { key: 'validTo', label: { CN: '失效日期', EN: 'Valid to' }, type: 'date' },
      {
        key: 'priority',
        label: { CN: '优先级', EN: 'Priority' },
        type: 'number',
        required: true,
        min: 1,
        max: 99,
        precision: 0,
      },
    ],
  },
  actions: {
    ...approvalActions(),
    abolish: abolishAction(),
  },
  list: {
    columns: ['aslNumber', 'status', 'orgId', 'applyType', 'reason'],
    filters: ['aslNumber', 'status', 'orgId', 'applyType'],
  },
  approval: true,
});
