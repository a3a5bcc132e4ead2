import { partyFields, sendAndRecall } from './settlementCommon.ts';
import { defineDocumentType } from './types.ts';

/*
 * The statement of account (往来对账函, issue 18 item 2; docs/decisions.md "Statements of account"): what the
 * buyer owes a supplier in one organisation and currency over a period — the opening balance, the invoices
 * confirmed, the payments and advances paid, the closing balance — sent to the supplier, who agrees or disputes
 * it with a reason. The figures are computed by the server from the settlement documents
 * (settlement/balanceFigures.ts) at every save and when sent; sent, they are what both sides agree on.
 */

const figure = (key: string, cn: string, en: string) =>
  ({ key, label: { CN: cn, EN: en }, type: 'amount', readOnly: true }) as const;

export const settlementBalance = defineDocumentType({
  billType: 'SET_BALANCE',
  name: { CN: '往来对账函', EN: 'Statement of account' },
  menuCode: 'SET_BALANCE',
  supplierMenuCode: 'SUP_BALANCE',
  idKey: 'balanceId',
  numberKey: 'balanceNumber',
  numberRule: { prefix: 'YE', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'SUBMITTED', 'CONFIRMED', 'REJECTED', 'ABOLISHED'],
  statusLabels: {
    SUBMITTED: { CN: '待供应商确认', EN: 'Awaiting the supplier' },
    CONFIRMED: { CN: '双方已确认', EN: 'Agreed' },
    REJECTED: { CN: '有异议', EN: 'Disputed' },
    ABOLISHED: { CN: '已作废', EN: 'Void' },
  },
  editableIn: ['DRAFT'],
  header: [
    { key: 'balanceNumber', label: { CN: '对账函号', EN: 'Statement no.' }, type: 'text', readOnly: true },
    ...partyFields(),
    {
      key: 'currencyCode',
      label: { CN: '币种', EN: 'Currency' },
      type: 'lookup',
      lookupType: 'BASE_CURRENCY',
      required: true,
    },
    { key: 'periodFrom', label: { CN: '期间从', EN: 'Period from' }, type: 'date', required: true },
    { key: 'periodTo', label: { CN: '期间至', EN: 'Period to' }, type: 'date', required: true },
    figure('openingBalance', '期初应付余额', 'Opening balance'),
    figure('invoicedAmount', '本期发票', 'Invoiced'),
    figure('paidAmount', '本期付款', 'Paid'),
    figure('advancedAmount', '本期预付', 'Advances paid'),
    figure('closingBalance', '期末应付余额', 'Closing balance'),
    { key: 'buyerNote', label: { CN: '采购方说明', EN: 'Buyer’s note' }, type: 'textarea', maxLength: 1000 },
    { key: 'supplierNote', label: { CN: '供应商意见', EN: 'Supplier’s answer' }, type: 'textarea', readOnly: true },
  ],
  actions: {
    ...sendAndRecall({ CN: '对账函', EN: 'statement of account' }),
    confirm: {
      label: { CN: '确认无误', EN: 'Agree' },
      from: ['SUBMITTED'],
      to: 'CONFIRMED',
      resource: 'btnConfirm',
      actor: 'supplier',
      kind: 'save',
      comment: 'optional',
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
      confirm: { CN: '确定作废此对账函吗？', EN: 'Void this statement of account?' },
    },
  },
  list: {
    columns: ['balanceNumber', 'status', 'supplierId', 'periodFrom', 'periodTo', 'closingBalance', 'currencyCode'],
    filters: ['balanceNumber', 'status', 'supplierId', 'periodFrom'],
  },
  approval: false,
  supplierHistory: { publishedBy: ['send'], shared: ['send', 'recall', 'abolish'] },
});
