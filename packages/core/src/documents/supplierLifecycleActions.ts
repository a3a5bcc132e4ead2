import { approvalActions } from './approvalActions.ts';
import type { FieldDef } from './types.ts';

/*
 * What the supplier lifecycle documents (inspection plan, on-site inspection, sample and batch trial)
 * share: the approval actions (submit, withdraw, approve, reject; the same as a requisition's) and the
 * fields every one of them has. Daily management records have no approval and take only `submit`.
 */

export const LIFECYCLE_STATUSES = ['DRAFT', 'APPROVING', 'REJECTED', 'APPROVED'] as const;
export const LIFECYCLE_EDITABLE = ['DRAFT', 'REJECTED'] as const;

export const lifecycleApprovalActions = approvalActions();

export const supplierField: FieldDef = {
  key: 'supplierId',
  label: { CN: '供应商', EN: 'Supplier' },
  type: 'ref',
  ref: 'supplier',
  displayKey: 'supplierName',
  required: true,
};

export const categoryField: FieldDef = {
  key: 'categoryId',
  label: { CN: '采购品类', EN: 'Purchase category' },
  type: 'ref',
  ref: 'purchaseCategory',
  displayKey: 'categoryName',
  required: true,
};

/** PASS or FAIL (lookup SLC_TRIAL_CONCLUSION): only a passed document moves the supplier's status. */
export const conclusionField: FieldDef = {
  key: 'conclusion',
  label: { CN: '结论', EN: 'Conclusion' },
  type: 'lookup',
  lookupType: 'SLC_TRIAL_CONCLUSION',
  required: true,
};

export const attachmentsField: FieldDef = {
  key: 'fileIds',
  label: { CN: '附件', EN: 'Attachments' },
  type: 'attachments',
};
