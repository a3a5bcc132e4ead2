import { approvalActions } from './approvalActions.ts';
import { partyFields, sendAndRecall } from './settlementCommon.ts';
import { defineDocumentType } from './types.ts';

/*
 * The deduction (扣款单, issue 18 item 3; docs/decisions.md "Deductions"): a charge the buyer makes against a
 * supplier — a quality claim, a late-delivery penalty, another charge — with its reason and evidence. Sent to
 * the supplier, it is accepted or appealed; accepted, it becomes a negative supply line that the next statement
 * covering its date takes (settlement/deduction.ts). The buyer recalls an appealed deduction to correct it, or
 * voids it. Before it is sent it is approved inside through the deployed process of its bill type (an approval
 * turned down returns it to the draft: REJECTED is the supplier's appeal here), and a corrected one again.
 */

const { send, recall } = sendAndRecall({ CN: '扣款单', EN: 'deduction' });
const approval = approvalActions({
  submitFrom: ['DRAFT'],
  submitConfirm: {
    CN: '提交内部审批：向 {supplierName} 扣款 {amountWithTax} {currencyCode}。',
    EN: 'Submits for internal approval a charge of {amountWithTax} {currencyCode} to {supplierName}.',
  },
});
export const settlementDeduction = defineDocumentType({
  billType: 'SET_DEDUCTION',
  name: { CN: '扣款单', EN: 'Deduction' },
  menuCode: 'SET_DEDUCTION',
  supplierMenuCode: 'SUP_DEDUCTION',
  idKey: 'deductionId',
  numberKey: 'deductionNumber',
  numberRule: { prefix: 'KK', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'APPROVING', 'APPROVED', 'SUBMITTED', 'CONFIRMED', 'REJECTED', 'ABOLISHED'],
  statusLabels: {
    APPROVED: { CN: '已审批待发送', EN: 'Approved, to send' },
    SUBMITTED: { CN: '待供应商确认', EN: 'Awaiting the supplier' },
    CONFIRMED: { CN: '已接受', EN: 'Accepted' },
    REJECTED: { CN: '申诉中', EN: 'Appealed' },
    ABOLISHED: { CN: '已作废', EN: 'Void' },
  },
  editableIn: ['DRAFT'],
  header: [
    { key: 'deductionNumber', label: { CN: '扣款单号', EN: 'Deduction no.' }, type: 'text', readOnly: true },
    ...partyFields(),
    {
      key: 'deductionType',
      label: { CN: '扣款类型', EN: 'Type' },
      type: 'lookup',
      lookupType: 'SET_DEDUCTION_TYPE',
      required: true,
    },
    {
      key: 'currencyCode',
      label: { CN: '币种', EN: 'Currency' },
      type: 'lookup',
      lookupType: 'BASE_CURRENCY',
      required: true,
    },
    { key: 'deductionDate', label: { CN: '扣款日期', EN: 'Date' }, type: 'date', required: true },
    {
      key: 'amount',
      label: { CN: '扣款金额(不含税)', EN: 'Amount without tax' },
      type: 'amount',
      required: true,
      min: 0.01,
      max: 999999999,
    },
    {
      key: 'taxRate',
      label: { CN: '税率(%)', EN: 'Tax rate (%)' },
      type: 'number',
      required: true,
      min: 0,
      max: 100,
      precision: 2,
    },
    { key: 'amountWithTax', label: { CN: '扣款金额(含税)', EN: 'Amount with tax' }, type: 'amount', readOnly: true },
    { key: 'reason', label: { CN: '扣款原因', EN: 'Reason' }, type: 'textarea', required: true, maxLength: 1000 },
    // Evidence (photos, inspection reports): read by the supplier once the deduction is sent (deductionFiles.ts).
    { key: 'fileIds', label: { CN: '证据附件', EN: 'Evidence' }, type: 'attachments' },
    { key: 'supplierNote', label: { CN: '供应商意见', EN: 'Supplier’s answer' }, type: 'textarea', readOnly: true },
  ],
  actions: {
    ...approval,
    reject: { ...approval.reject, to: 'DRAFT' },
    // Sent once approved; the supplier is told the amount it is charged.
    send: {
      ...send,
      from: ['APPROVED'],
      confirm: {
        CN: '将扣款单发送给 {supplierName} 确认：扣款 {amountWithTax} {currencyCode}。',
        EN: 'Sends {supplierName} the deduction to accept: a charge of {amountWithTax} {currencyCode}.',
      },
    },
    recall,
    confirm: {
      label: { CN: '接受扣款', EN: 'Accept' },
      from: ['SUBMITTED'],
      to: 'CONFIRMED',
      resource: 'btnConfirm',
      actor: 'supplier',
      kind: 'save',
      comment: 'optional',
    },
    appeal: {
      label: { CN: '申诉', EN: 'Appeal' },
      from: ['SUBMITTED'],
      to: 'REJECTED',
      resource: 'btnRefuse',
      actor: 'supplier',
      comment: 'required',
      kind: 'danger',
    },
    abolish: {
      label: { CN: '作废', EN: 'Void' },
      from: ['DRAFT', 'APPROVED', 'REJECTED'],
      to: 'ABOLISHED',
      resource: 'btnAbolish',
      actor: 'holder',
      kind: 'danger',
      confirm: { CN: '确定作废此扣款单吗？', EN: 'Void this deduction?' },
    },
  },
  list: {
    columns: [
      'deductionNumber',
      'status',
      'supplierId',
      'deductionType',
      'deductionDate',
      'amountWithTax',
      'currencyCode',
    ],
    filters: ['deductionNumber', 'status', 'supplierId', 'deductionType', 'deductionDate'],
  },
  approval: true,
  supplierHistory: { publishedBy: ['send'], shared: ['send', 'recall', 'abolish'] },
});
