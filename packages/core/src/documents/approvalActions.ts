import type { DocStatus } from '../constants/status.ts';
import type { ActionDef, Label } from './types.ts';

/*
 * The actions every document type with an approval shares (requisition, supplier change request,
 * lifecycle and status documents…): submit starts the deployed process, the initiator may withdraw it,
 * the approver approves or rejects with a reason. One definition, so a button, its confirmation and
 * its rule read the same on every document.
 */

export function approvalActions(
  options: { submitFrom?: readonly DocStatus[]; submitConfirm?: Label } = {},
): Record<'submit' | 'withdraw' | 'approve' | 'reject', ActionDef> {
  return {
    submit: {
      label: { CN: '提交', EN: 'Submit' },
      from: options.submitFrom ?? ['DRAFT', 'REJECTED'],
      to: 'APPROVED',
      resource: 'btnSubmit',
      actor: 'owner',
      confirm: options.submitConfirm ?? { CN: '确定提交审批吗？', EN: 'Submit for approval?' },
      workflow: 'start',
    },
    withdraw: {
      label: { CN: '撤回', EN: 'Withdraw' },
      from: ['APPROVING'],
      to: 'DRAFT',
      actor: 'owner',
      confirm: { CN: '确定撤回审批吗？', EN: 'Withdraw it from approval?' },
      workflow: 'withdraw',
    },
    approve: {
      label: { CN: '审批通过', EN: 'Approve' },
      from: ['APPROVING'],
      to: 'APPROVED',
      actor: 'approver',
      comment: 'optional',
      kind: 'save',
      workflow: 'approve',
    },
    reject: {
      label: { CN: '驳回', EN: 'Reject' },
      from: ['APPROVING'],
      to: 'REJECTED',
      actor: 'approver',
      comment: 'required',
      kind: 'danger',
      workflow: 'reject',
    },
  };
}

/** Voiding (作废) a draft or rejected document for good (button btnAbolish), asked first. */
export function abolishAction(
  confirm: Label = { CN: '作废后不可恢复，确定作废吗？', EN: 'A voided document cannot be restored. Void it?' },
): ActionDef {
  return {
    label: { CN: '作废', EN: 'Void' },
    from: ['DRAFT', 'REJECTED'],
    to: 'ABOLISHED',
    resource: 'btnAbolish',
    actor: 'holder',
    confirm,
    kind: 'danger',
  };
}
