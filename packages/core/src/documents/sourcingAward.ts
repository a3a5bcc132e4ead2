import { abolishAction, approvalActions } from './approvalActions.ts';
import { lineNumberField } from './commonFields.ts';
import { defineDocumentType } from './types.ts';

/**
 * Award (定标单, issue 17): the buyer's decision on a CLOSED inquiry or an EVALUATED tender (exactly one
 * of inquiryId / tenderId), line by line, a line possibly split between suppliers. Its prices are never
 * typed: the server takes them from each supplier's quote of the last round it took part in
 * (quoteLineId), or from its opened bid (bidLineId). Approved, it becomes what `outcome` says —
 * price-library entries, agreements or purchase orders, one per supplier — and the inquiry or tender
 * AWARDED, then COMPLETED.
 */
export const AWARD_OUTCOMES = ['PRICE_LIBRARY', 'AGREEMENT', 'ORDER'] as const;
export type AwardOutcome = (typeof AWARD_OUTCOMES)[number];

export const sourcingAward = defineDocumentType({
  billType: 'SRC_AWARD',
  name: { CN: '定标单', EN: 'Award' },
  menuCode: 'SRC_AWARD',
  idKey: 'awardId',
  numberKey: 'awardNumber',
  numberRule: { prefix: 'DB-', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'APPROVING', 'REJECTED', 'APPROVED', 'ABOLISHED'],
  editableIn: ['DRAFT', 'REJECTED'],
  header: [
    { key: 'awardNumber', label: { CN: '定标单号', EN: 'Award no.' }, type: 'text', readOnly: true },
    {
      key: 'inquiryId',
      label: { CN: '询价单', EN: 'Inquiry' },
      type: 'ref',
      ref: 'sourcingInquiry',
      displayKey: 'inquiryNumber',
    },
    // The other source: a tender whose bids were opened and evaluated (one of the two, never both).
    {
      key: 'tenderId',
      label: { CN: '招标单', EN: 'Tender' },
      type: 'ref',
      ref: 'sourcingTender',
      displayKey: 'tenderNumber',
    },
    // Copied from the inquiry or tender by the server (the scope column); never chosen.
    {
      key: 'orgId',
      label: { CN: '组织', EN: 'Organisation' },
      type: 'ref',
      ref: 'org',
      displayKey: 'orgName',
      readOnly: true,
    },
    { key: 'currencyCode', label: { CN: '币种', EN: 'Currency' }, type: 'text', readOnly: true },
    {
      key: 'outcome',
      label: { CN: '定标结果转化', EN: 'Outcome' },
      type: 'lookup',
      lookupType: 'SRC_AWARD_OUTCOME',
      required: true,
    },
    // Price library entries and agreements hold from validFrom (default: the approval day) to validTo.
    { key: 'validFrom', label: { CN: '价格生效日期', EN: 'Prices valid from' }, type: 'date' },
    { key: 'validTo', label: { CN: '价格失效日期', EN: 'Prices valid to' }, type: 'date' },
    {
      key: 'totalWithoutTax',
      label: { CN: '不含税总额', EN: 'Total excl. tax' },
      type: 'amount',
      precision: 2,
      readOnly: true,
    },
    {
      key: 'totalWithTax',
      label: { CN: '含税总额', EN: 'Total incl. tax' },
      type: 'amount',
      precision: 2,
      readOnly: true,
    },
    { key: 'remark', label: { CN: '定标说明', EN: 'Remark' }, type: 'textarea', maxLength: 1000 },
    { key: 'fileIds', label: { CN: '附件', EN: 'Attachments' }, type: 'attachments' },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '授标行', EN: 'Awarded lines' },
    fields: [
      lineNumberField,
      {
        key: 'inquiryLineId',
        label: { CN: '询价行', EN: 'Inquiry line' },
        type: 'ref',
        ref: 'sourcingInquiryLine',
        displayKey: 'itemName',
      },
      // A tender's award names the tender line instead (one of the two, as the header's source).
      {
        key: 'tenderLineId',
        label: { CN: '招标行', EN: 'Tender line' },
        type: 'ref',
        ref: 'sourcingTenderLine',
        displayKey: 'itemName',
      },
      {
        key: 'supplierId',
        label: { CN: '供应商', EN: 'Supplier' },
        type: 'ref',
        ref: 'supplier',
        displayKey: 'supplierName',
        required: true,
      },
      {
        key: 'awardedQuantity',
        label: { CN: '授标数量', EN: 'Awarded quantity' },
        type: 'number',
        required: true,
        min: 0.0001,
        max: 999999999,
        precision: 4,
      },
      // From the inquiry or tender line (the line scope column).
      {
        key: 'categoryId',
        label: { CN: '采购品类', EN: 'Purchase category' },
        type: 'ref',
        ref: 'purchaseCategory',
        displayKey: 'categoryName',
        readOnly: true,
      },
      // The supplier's quote line (or opened bid line) and its prices: set by the server, never typed.
      { key: 'quoteLineId', label: { CN: '报价行', EN: 'Quote line' }, type: 'number', readOnly: true },
      { key: 'quoteRound', label: { CN: '报价轮次', EN: 'Quote round' }, type: 'number', readOnly: true },
      { key: 'bidLineId', label: { CN: '投标行', EN: 'Bid line' }, type: 'number', readOnly: true },
      {
        key: 'priceWithoutTax',
        label: { CN: '不含税单价', EN: 'Price (excl. tax)' },
        type: 'price',
        precision: 6,
        readOnly: true,
      },
      { key: 'taxRate', label: { CN: '税率(%)', EN: 'Tax rate (%)' }, type: 'number', precision: 2, readOnly: true },
      {
        key: 'priceWithTax',
        label: { CN: '含税单价', EN: 'Price (incl. tax)' },
        type: 'price',
        precision: 6,
        readOnly: true,
      },
      {
        key: 'amountWithoutTax',
        label: { CN: '不含税金额', EN: 'Amount excl. tax' },
        type: 'amount',
        precision: 2,
        readOnly: true,
      },
      {
        key: 'amountWithTax',
        label: { CN: '含税金额', EN: 'Amount incl. tax' },
        type: 'amount',
        precision: 2,
        readOnly: true,
      },
      { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'text', maxLength: 500 },
    ],
  },
  actions: {
    ...approvalActions(),
    abolish: abolishAction(),
  },
  list: {
    columns: ['awardNumber', 'status', 'inquiryId', 'tenderId', 'orgId', 'outcome', 'currencyCode', 'totalWithTax'],
    filters: ['awardNumber', 'status', 'inquiryId', 'tenderId', 'orgId', 'outcome'],
  },
  approval: true,
});
