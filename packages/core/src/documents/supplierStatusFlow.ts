import { abolishAction, approvalActions } from './approvalActions.ts';
import type { Label } from './types.ts';

/*
 * The approval actions the supplier-status documents (blacklist, quit, designated supplier, parts
 * authorisation) share: submit for approval, withdraw, approve, reject, abolish a draft. What an
 * approved document does to the supplier is the server's (modules/supplier/status).
 */
export function supplierStatusActions(what: Label) {
  return {
    ...approvalActions({
      submitConfirm: { CN: `确定提交该${what.CN}审批吗？`, EN: `Submit this ${what.EN.toLowerCase()} for approval?` },
    }),
    abolish: abolishAction(),
  };
}

export const SUPPLIER_STATUS_DOC_STATUSES = ['DRAFT', 'APPROVING', 'REJECTED', 'APPROVED', 'ABOLISHED'] as const;

export const supplierField = {
  key: 'supplierId',
  label: { CN: '供应商', EN: 'Supplier' },
  type: 'ref',
  ref: 'supplier',
  displayKey: 'supplierName',
  required: true,
} as const;

export const reasonField = {
  key: 'reason',
  label: { CN: '原因', EN: 'Reason' },
  type: 'textarea',
  required: true,
  maxLength: 1000,
} as const;

export const filesField = { key: 'fileIds', label: { CN: '附件', EN: 'Attachments' }, type: 'attachments' } as const;
