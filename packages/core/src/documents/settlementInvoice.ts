import { lineNumberField } from './commonFields.ts';
import { partyFields } from './settlementCommon.ts';
import { defineDocumentType } from './types.ts';

/*
 * The invoice (网上发票, issue 18 item 4; docs/decisions.md "Invoices"): the supplier registers the VAT invoices it
 * issued for an agreed statement — one line per tax invoice (code, number, date, tax rate, amount, tax) — and
 * submits them; the server matches them against the statement, tax rate by tax rate (the order price × the
 * received quantity, as the statement holds them) within a tolerance; finance confirms a matched invoice or
 * returns it with a reason. A tax invoice's code and number are registered once per supplier.
 */
export const settlementInvoice = defineDocumentType({
  billType: 'SET_INVOICE',
  name: { CN: '发票', EN: 'Invoice' },
  menuCode: 'SET_INVOICE',
  supplierMenuCode: 'SUP_INVOICE',
  idKey: 'invoiceId',
  numberKey: 'registrationNumber',
  numberRule: { prefix: 'FP', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'SUBMITTED', 'CONFIRMED', 'REJECTED', 'ABOLISHED'],
  statusLabels: {
    SUBMITTED: { CN: '待财务确认', EN: 'Awaiting finance' },
    CONFIRMED: { CN: '财务已确认', EN: 'Confirmed by finance' },
    REJECTED: { CN: '已退回', EN: 'Returned' },
    ABOLISHED: { CN: '已作废', EN: 'Void' },
  },
  editableIn: ['DRAFT', 'REJECTED'],
  editActor: 'supplier',
  createActor: 'supplier',
  header: [
    { key: 'registrationNumber', label: { CN: '登记号', EN: 'Registration no.' }, type: 'text', readOnly: true },
    {
      key: 'statementId',
      label: { CN: '对账单', EN: 'Statement' },
      type: 'ref',
      ref: 'agreedStatement',
      displayKey: 'statementNumber',
      required: true,
    },
    ...partyFields(true),
    {
      key: 'currencyCode',
      label: { CN: '币种', EN: 'Currency' },
      type: 'lookup',
      lookupType: 'BASE_CURRENCY',
      readOnly: true,
    },
    {
      key: 'statementWithTax',
      label: { CN: '对账含税金额', EN: 'Statement with tax' },
      type: 'amount',
      readOnly: true,
    },
    { key: 'totalAmount', label: { CN: '发票不含税金额', EN: 'Invoiced without tax' }, type: 'amount', readOnly: true },
    { key: 'totalTax', label: { CN: '发票税额', EN: 'Invoiced tax' }, type: 'amount', readOnly: true },
    { key: 'totalWithTax', label: { CN: '发票含税金额', EN: 'Invoiced with tax' }, type: 'amount', readOnly: true },
    {
      key: 'differenceWithTax',
      label: { CN: '差异(含税)', EN: 'Difference with tax' },
      type: 'amount',
      readOnly: true,
    },
    // What payment applications not void have not taken of a confirmed invoice yet (settlement/payment.ts).
    {
      key: 'unpaidAmount',
      label: { CN: '未付金额', EN: 'Unpaid' },
      type: 'amount',
      computed: true,
      readOnly: true,
    },
    // Y once payment applications PAID cover its total (settlement/settledInvoices.ts); shown to both sides.
    {
      key: 'settledFlag',
      label: { CN: '已结清', EN: 'Settled' },
      type: 'lookup',
      lookupType: 'YES_NO',
      readOnly: true,
    },
    { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'textarea', maxLength: 1000 },
    { key: 'financeNote', label: { CN: '财务意见', EN: 'Finance’s note' }, type: 'textarea', readOnly: true },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '税务发票', EN: 'Tax invoices' },
    fields: [
      lineNumberField,
      { key: 'invoiceCode', label: { CN: '发票代码', EN: 'Invoice code' }, type: 'text', maxLength: 12 },
      {
        key: 'invoiceNumber',
        label: { CN: '发票号码', EN: 'Invoice number' },
        type: 'text',
        maxLength: 20,
        required: true,
      },
      { key: 'invoiceDate', label: { CN: '开票日期', EN: 'Invoice date' }, type: 'date', required: true },
      {
        key: 'taxRate',
        label: { CN: '税率(%)', EN: 'Tax rate (%)' },
        type: 'number',
        required: true,
        min: 0,
        max: 100,
        precision: 2,
      },
      {
        key: 'amount',
        label: { CN: '不含税金额', EN: 'Amount without tax' },
        type: 'amount',
        required: true,
        min: 0.01,
      },
      { key: 'taxAmount', label: { CN: '税额', EN: 'Tax' }, type: 'amount', required: true, min: 0 },
      { key: 'amountWithTax', label: { CN: '含税金额', EN: 'With tax' }, type: 'amount', readOnly: true },
    ],
  },
  actions: {
    submit: {
      label: { CN: '提交', EN: 'Submit' },
      from: ['DRAFT', 'REJECTED'],
      to: 'SUBMITTED',
      resource: 'btnSubmit',
      actor: 'supplier',
      kind: 'save',
      confirm: { CN: '提交后由采购方财务核对确认，确定提交吗？', EN: 'Finance will check and confirm it. Submit?' },
    },
    confirm: {
      label: { CN: '财务确认', EN: 'Confirm' },
      from: ['SUBMITTED'],
      to: 'CONFIRMED',
      resource: 'btnConfirm',
      actor: 'holder',
      kind: 'save',
      confirm: {
        CN: '确认后发票金额即进入应付，确定确认吗？',
        EN: 'Once confirmed, the invoiced amount becomes payable. Confirm?',
      },
    },
    reject: {
      label: { CN: '退回', EN: 'Return' },
      from: ['SUBMITTED'],
      to: 'REJECTED',
      resource: 'btnReject',
      actor: 'holder',
      comment: 'required',
      kind: 'danger',
    },
    abolish: {
      label: { CN: '作废', EN: 'Void' },
      from: ['DRAFT', 'REJECTED'],
      to: 'ABOLISHED',
      resource: 'btnAbolish',
      actor: 'supplier',
      kind: 'danger',
      confirm: {
        CN: '作废后可重新登记这些发票，确定作废吗？',
        EN: 'Its tax invoices can then be registered again. Void it?',
      },
    },
  },
  list: {
    columns: [
      'registrationNumber',
      'status',
      'statementId',
      'supplierId',
      'totalWithTax',
      'differenceWithTax',
      'unpaidAmount',
      'settledFlag',
      'currencyCode',
    ],
    filters: ['registrationNumber', 'status', 'supplierId'],
  },
  approval: false,
  // The supplier writes it: its history starts at its own creation; finance's answers are addressed to it.
  supplierHistory: { publishedBy: [], shared: ['confirm', 'reject'] },
});
