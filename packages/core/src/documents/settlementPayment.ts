import { abolishAction, approvalActions } from './approvalActions.ts';
import { lineNumberField } from './commonFields.ts';
import { partyFields } from './settlementCommon.ts';
import { paidFields, payAction } from './settlementPaid.ts';
import { defineDocumentType } from './types.ts';

/*
 * The payment application (付款申请, issue 18 item 5; docs/decisions.md "Advances and payment applications"):
 * finance asks to pay a supplier the invoices it has confirmed — each line an invoice and the part of it paid
 * now — less the write-off of an advance paid before (核销). Deductions are already in the invoices: they
 * entered the statements the invoices were made for. Approved through the workflow it goes to the ERP; finance
 * registers the bank's payment, which the supplier then sees as its payment notice (settlement/payment.ts).
 */
export const settlementPayment = defineDocumentType({
  billType: 'SET_PAYMENT',
  name: { CN: '付款申请', EN: 'Payment application' },
  menuCode: 'SET_PAYMENT',
  supplierMenuCode: 'SUP_PAYMENT',
  idKey: 'paymentId',
  numberKey: 'paymentNumber',
  numberRule: { prefix: 'FK', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'APPROVING', 'APPROVED', 'PAID', 'REJECTED', 'ABOLISHED'],
  statusLabels: { APPROVED: { CN: '待付款', EN: 'Approved, to pay' } },
  editableIn: ['DRAFT', 'REJECTED'],
  header: [
    { key: 'paymentNumber', label: { CN: '付款申请单号', EN: 'Payment no.' }, type: 'text', readOnly: true },
    ...partyFields(),
    {
      key: 'currencyCode',
      label: { CN: '币种', EN: 'Currency' },
      type: 'lookup',
      lookupType: 'BASE_CURRENCY',
      required: true,
    },
    { key: 'applyDate', label: { CN: '申请日期', EN: 'Applied on' }, type: 'date', required: true },
    { key: 'dueDate', label: { CN: '要求付款日期', EN: 'Pay by' }, type: 'date' },
    {
      key: 'advanceId',
      label: { CN: '核销预付款', EN: 'Advance written off' },
      type: 'ref',
      ref: 'usableAdvance',
      displayKey: 'advanceNumber',
    },
    {
      key: 'writeOffAmount',
      label: { CN: '本次核销金额', EN: 'Written off now' },
      type: 'amount',
      min: 0,
      max: 999999999999,
    },
    { key: 'invoicedTotal', label: { CN: '发票应付合计', EN: 'Invoices to pay' }, type: 'amount', readOnly: true },
    { key: 'payAmount', label: { CN: '实付金额', EN: 'Amount to pay' }, type: 'amount', readOnly: true },
    { key: 'exchangeRate', label: { CN: '汇率', EN: 'Exchange rate' }, type: 'number', precision: 8, readOnly: true },
    {
      key: 'payAmountLocal',
      label: { CN: '实付金额(本位币)', EN: 'Amount to pay (CNY)' },
      type: 'amount',
      readOnly: true,
    },
    // Finance's own note: not part of the supplier's payment notice.
    { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'textarea', maxLength: 1000, internal: true },
    ...paidFields,
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '付款发票', EN: 'Invoices paid' },
    loadedWhenEmpty: {
      CN: '已带出该供应商待付款的全部已确认发票（按未付金额），可修改本次付款或删除行后再保存。',
      EN: 'Every confirmed invoice of the supplier awaiting payment was taken at its unpaid rest; change what is paid now or remove lines, then save again.',
    },
    fields: [
      lineNumberField,
      {
        key: 'invoiceId',
        label: { CN: '发票登记号', EN: 'Invoice' },
        type: 'ref',
        ref: 'payableInvoice',
        displayKey: 'registrationNumber',
        required: true,
      },
      {
        key: 'statementNumber',
        label: { CN: '对账单', EN: 'Statement' },
        type: 'text',
        computed: true,
        readOnly: true,
      },
      { key: 'invoiceWithTax', label: { CN: '发票含税金额', EN: 'Invoice with tax' }, type: 'amount', readOnly: true },
      {
        key: 'openAmount',
        label: { CN: '未付金额', EN: 'Unpaid' },
        type: 'amount',
        computed: true,
        readOnly: true,
      },
      {
        key: 'applyAmount',
        label: { CN: '本次付款', EN: 'Paid now' },
        type: 'amount',
        required: true,
        min: 0.01,
        max: 999999999999,
      },
    ],
  },
  actions: {
    ...approvalActions({
      submitConfirm: { CN: '确定提交付款申请审批吗？', EN: 'Submit the payment application for approval?' },
    }),
    pay: payAction('payAmount'),
    abolish: abolishAction(),
  },
  list: {
    columns: [
      'paymentNumber',
      'status',
      'supplierId',
      'applyDate',
      'invoicedTotal',
      'writeOffAmount',
      'payAmount',
      'currencyCode',
      'paidDate',
    ],
    filters: ['paymentNumber', 'status', 'supplierId', 'applyDate'],
  },
  approval: true,
  // The supplier sees a payment once paid — its payment notice — and none of the approval before it.
  supplierHistory: { publishedBy: ['pay'], shared: ['pay'] },
});
