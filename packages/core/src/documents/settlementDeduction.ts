import { partyFields, sendAndRecall } from './settlementCommon.ts';
import { defineDocumentType } from './types.ts';

/*
 * The deduction (扣款单, issue 18 item 3; docs/decisions.md "Deductions"): a charge the buyer makes against a
 * supplier — a quality claim, a late-delivery penalty, another charge — with its reason and evidence. Sent to
 * the supplier, it is accepted or appealed; accepted, it becomes a negative supply line that the next statement
 * covering its date takes (settlement/deduction.ts). The buyer recalls an appealed deduction to correct it, or
 * voids it.
 */
export const settlementDeduction = defineDocumentType({
  billType: 'SET_DEDUCTION',
  name: { CN: '扣款单', EN: 'Deduction' },
  menuCode: 'SET_DEDUCTION',
  supplierMenuCode: 'SUP_DEDUCTION',
  idKey: 'deductionId',
  numberKey: 'deductionNumber',
  numberRule: { prefix: 'KK', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'SUBMITTED', 'CONFIRMED', 'REJECTED', 'ABOLISHED'],
  statusLabels: {
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
    { key: 'supplierNote', label: { CN: '供应商意见', EN: 'Supplier’s answer' }, type: 'textarea', readOnly: true },
  ],
  actions: {
    ...sendAndRecall({ CN: '扣款单', EN: 'deduction' }),
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
      from: ['DRAFT', 'REJECTED'],
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
  approval: false,
  supplierHistory: { publishedBy: ['send'], shared: ['send', 'recall', 'abolish'] },
});
