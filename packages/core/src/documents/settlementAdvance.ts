import { abolishAction, approvalActions } from './approvalActions.ts';
import { partyFields } from './settlementCommon.ts';
import { paidFields, payAction } from './settlementPaid.ts';
import { defineDocumentType } from './types.ts';

/*
 * The advance payment application (预付款申请, issue 18 item 5; docs/decisions.md "Advances and payment
 * applications"): the buyer asks to pay a supplier part of an approved order before its invoices come — at a
 * stage of the order's payment term, or any amount up to what the order has not had in advances. Approved
 * through the workflow, finance registers the bank's payment; from then on the supplier sees it and its
 * usable rest is written off against invoices on payment applications (settlement/advance.ts).
 */
export const settlementAdvance = defineDocumentType({
  billType: 'SET_ADVANCE',
  name: { CN: '预付款申请', EN: 'Advance payment' },
  menuCode: 'SET_ADVANCE',
  supplierMenuCode: 'SUP_ADVANCE',
  idKey: 'advanceId',
  numberKey: 'advanceNumber',
  numberRule: { prefix: 'YF', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'APPROVING', 'APPROVED', 'PAID', 'REJECTED', 'ABOLISHED'],
  statusLabels: { APPROVED: { CN: '待付款', EN: 'Approved, to pay' } },
  editableIn: ['DRAFT', 'REJECTED'],
  header: [
    { key: 'advanceNumber', label: { CN: '预付款单号', EN: 'Advance no.' }, type: 'text', readOnly: true },
    {
      key: 'orderId',
      label: { CN: '采购订单', EN: 'Purchase order' },
      type: 'ref',
      ref: 'advanceOrder',
      displayKey: 'orderNumber',
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
    { key: 'orderWithTax', label: { CN: '订单含税金额', EN: 'Order with tax' }, type: 'amount', readOnly: true },
    {
      key: 'stageId',
      label: { CN: '付款阶段', EN: 'Payment stage' },
      type: 'ref',
      ref: 'orderPaymentStage',
      displayKey: 'stageName',
    },
    { key: 'applyDate', label: { CN: '申请日期', EN: 'Applied on' }, type: 'date', required: true },
    {
      key: 'amount',
      label: { CN: '预付金额(含税)', EN: 'Amount with tax' },
      type: 'amount',
      required: true,
      min: 0.01,
      max: 999999999999,
    },
    {
      key: 'writtenOff',
      label: { CN: '已核销', EN: 'Written off' },
      type: 'amount',
      computed: true,
      readOnly: true,
    },
    { key: 'usable', label: { CN: '可核销余额', EN: 'Usable rest' }, type: 'amount', computed: true, readOnly: true },
    // The buyer's reason for paying ahead is its own business: not part of the supplier's advance notice.
    {
      key: 'reason',
      label: { CN: '申请说明', EN: 'Reason' },
      type: 'textarea',
      required: true,
      maxLength: 1000,
      internal: true,
    },
    ...paidFields,
  ],
  actions: {
    ...approvalActions(),
    pay: payAction('amount'),
    abolish: abolishAction(),
  },
  list: {
    columns: ['advanceNumber', 'status', 'supplierId', 'orderId', 'applyDate', 'amount', 'currencyCode', 'paidDate'],
    filters: ['advanceNumber', 'status', 'supplierId', 'applyDate'],
  },
  approval: true,
  // The supplier sees an advance once paid — its payment notice — and none of the approval before it.
  supplierHistory: { publishedBy: ['pay'], shared: ['pay'] },
});
