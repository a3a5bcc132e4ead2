import { partyFields, sendAndRecall } from './settlementCommon.ts';
import { defineDocumentType } from './types.ts';

/*
 * The account statement (对账单, issue 18 item 2; docs/decisions.md "Account statements"). The buyer names a
 * supplier, an organisation, a currency, a period and optionally payment terms; saving takes every OPEN
 * supply line that matches (settlement/supply) onto the statement. Its lines are those supply lines, listed
 * by their own paged call, not the engine's lines: a statement of a busy supplier holds thousands. The buyer
 * excludes lines with a reason (exclude bill) and sends it; the supplier agrees, or disputes lines with a
 * comment each; the buyer recalls it, corrects it and sends it again. Totals are the sums of the lines.
 */
export const accountStatement = defineDocumentType({
  billType: 'SET_STATEMENT',
  name: { CN: '对账单', EN: 'Account statement' },
  menuCode: 'SET_STATEMENT',
  supplierMenuCode: 'SUP_STATEMENT',
  idKey: 'statementId',
  numberKey: 'statementNumber',
  numberRule: { prefix: 'DZ', datePattern: 'yyMMdd', digits: 4 },
  // SUBMITTED: sent to the supplier; REJECTED: the supplier disputes it; CHECKING: a two-sided statement the
  // supplier agreed, awaiting the buyer's check; CONFIRMED: both sides agree (invoicing opens).
  statuses: ['DRAFT', 'SUBMITTED', 'REJECTED', 'CHECKING', 'CONFIRMED', 'ABOLISHED'],
  statusLabels: {
    SUBMITTED: { CN: '待供应商确认', EN: 'Awaiting the supplier' },
    REJECTED: { CN: '有异议', EN: 'Disputed' },
    CHECKING: { CN: '供应商已确认，待采购复核', EN: 'Agreed by the supplier, to check' },
    CONFIRMED: { CN: '已对账', EN: 'Agreed' },
    ABOLISHED: { CN: '已作废', EN: 'Void' },
  },
  editableIn: ['DRAFT'],
  header: [
    { key: 'statementNumber', label: { CN: '对账单号', EN: 'Statement no.' }, type: 'text', readOnly: true },
    ...partyFields(),
    {
      key: 'currencyCode',
      label: { CN: '币种', EN: 'Currency' },
      type: 'lookup',
      lookupType: 'BASE_CURRENCY',
      required: true,
    },
    { key: 'periodFrom', label: { CN: '对账期间从', EN: 'Period from' }, type: 'date', required: true },
    { key: 'periodTo', label: { CN: '对账期间至', EN: 'Period to' }, type: 'date', required: true },
    {
      key: 'paymentTermId',
      label: { CN: '付款条件', EN: 'Payment term' },
      type: 'ref',
      ref: 'paymentTerm',
      displayKey: 'paymentTermName',
    },
    {
      key: 'variant',
      label: { CN: '对账方式', EN: 'Variant' },
      type: 'lookup',
      lookupType: 'SET_STATEMENT_VARIANT',
    },
    // The auto-reconcile rule that built it (none for a hand-made one): the buyer's own setup.
    {
      key: 'ruleId',
      label: { CN: '自动对账规则', EN: 'Auto-reconcile rule' },
      type: 'ref',
      ref: 'reconcileRule',
      displayKey: 'ruleName',
      readOnly: true,
      internal: true,
    },
    { key: 'lineCount', label: { CN: '明细行数', EN: 'Lines' }, type: 'number', readOnly: true },
    { key: 'totalAmount', label: { CN: '不含税金额', EN: 'Amount without tax' }, type: 'amount', readOnly: true },
    { key: 'totalTax', label: { CN: '税额', EN: 'Tax' }, type: 'amount', readOnly: true },
    { key: 'totalWithTax', label: { CN: '含税金额', EN: 'Amount with tax' }, type: 'amount', readOnly: true },
    { key: 'buyerNote', label: { CN: '采购方说明', EN: 'Buyer note' }, type: 'textarea', maxLength: 1000 },
    { key: 'sentDate', label: { CN: '发送时间', EN: 'Sent' }, type: 'datetime', readOnly: true },
    { key: 'supplierNote', label: { CN: '供应商意见', EN: 'Supplier’s answer' }, type: 'textarea', readOnly: true },
    // What the supplier attached to its dispute (its own uploads; statementCalls.ts supplierDispute).
    { key: 'disputeFileIds', label: { CN: '异议附件', EN: 'Dispute files' }, type: 'attachments', readOnly: true },
    { key: 'answeredDate', label: { CN: '供应商答复时间', EN: 'Answered' }, type: 'datetime', readOnly: true },
    // The buyer's check of a two-sided statement: internal, never read by the supplier.
    {
      key: 'checkNote',
      label: { CN: '采购复核意见', EN: 'Buyer’s check' },
      type: 'textarea',
      readOnly: true,
      internal: true,
    },
    { key: 'checkedDate', label: { CN: '复核时间', EN: 'Checked' }, type: 'datetime', readOnly: true, internal: true },
  ],
  actions: {
    ...sendAndRecall({ CN: '对账单', EN: 'statement' }),
    // The supplier agrees: a standard statement is then agreed by both sides (statement.ts offers each
    // statement only the actions of its variant).
    confirm: {
      label: { CN: '确认对账', EN: 'Agree' },
      from: ['SUBMITTED'],
      to: 'CONFIRMED',
      resource: 'btnConfirm',
      actor: 'supplier',
      kind: 'save',
      comment: 'optional',
      confirm: {
        CN: '确认后对账单金额即为双方认可的金额，可据此开票。确定确认吗？',
        EN: 'Once agreed, the amounts are what both sides invoice by. Agree?',
      },
    },
    // A two-sided statement: the supplier's agreement goes to the buyer's check.
    agree: {
      label: { CN: '确认对账', EN: 'Agree' },
      from: ['SUBMITTED'],
      to: 'CHECKING',
      resource: 'btnConfirm',
      actor: 'supplier',
      kind: 'save',
      comment: 'optional',
      confirm: {
        CN: '确认后采购方复核无误即为双方认可的金额，可据此开票。确定确认吗？',
        EN: 'Once agreed and checked by the buyer, the amounts are what both sides invoice by. Agree?',
      },
    },
    check: {
      label: { CN: '复核通过', EN: 'Check and agree' },
      from: ['CHECKING'],
      to: 'CONFIRMED',
      resource: 'btnCheck',
      actor: 'holder',
      kind: 'save',
      // No comment asked: the question sums up what is agreed (a reason is asked only to send it back).
      confirm: {
        CN: '对账单 {statementNumber}：{lineCount} 行，不含税 {totalAmount}，税额 {totalTax}，含税 {totalWithTax} {currencyCode}。复核通过后即可开票，确定吗？',
        EN: 'Statement {statementNumber}: {lineCount} lines, {totalAmount} without tax, {totalTax} tax, {totalWithTax} {currencyCode} with tax. Once checked it is invoiced by. Agree?',
      },
    },
    sendBack: {
      label: { CN: '复核退回', EN: 'Send back' },
      from: ['CHECKING'],
      to: 'DRAFT',
      resource: 'btnCheck',
      actor: 'holder',
      kind: 'danger',
      comment: 'required',
    },
    // A self-operated subsidiary's statement: no supplier's answer, the buyer confirms it.
    buyerConfirm: {
      label: { CN: '内部确认', EN: 'Confirm for the subsidiary' },
      from: ['DRAFT'],
      to: 'CONFIRMED',
      resource: 'btnConfirm',
      actor: 'holder',
      kind: 'save',
      confirm: {
        CN: '自营子公司对账单 {statementNumber}：{lineCount} 行，不含税 {totalAmount}，税额 {totalTax}，含税 {totalWithTax} {currencyCode}。确认后即可开票，确定确认吗？',
        EN: 'Self-operated subsidiary statement {statementNumber}: {lineCount} lines, {totalAmount} without tax, {totalTax} tax, {totalWithTax} {currencyCode} with tax. Once confirmed it is invoiced by. Confirm?',
      },
    },
    dispute: {
      label: { CN: '提出异议', EN: 'Dispute' },
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
      confirm: {
        CN: '作废后其明细将回到待对账，可进入新的对账单。确定作废吗？',
        EN: 'Its lines go back to be settled on another statement. Void it?',
      },
    },
  },
  list: {
    columns: [
      'statementNumber',
      'status',
      'orgId',
      'supplierId',
      'currencyCode',
      'variant',
      'periodFrom',
      'periodTo',
      'lineCount',
      'totalWithTax',
    ],
    filters: ['statementNumber', 'status', 'orgId', 'supplierId', 'periodFrom'],
  },
  approval: false,
  // The supplier's history starts when the statement is sent to it.
  // The buyer's check and its sending back stay internal; a self-operated statement is shown once confirmed.
  supplierHistory: {
    publishedBy: ['send', 'buyerConfirm'],
    shared: ['send', 'recall', 'abolish', 'buyerConfirm'],
  },
});
