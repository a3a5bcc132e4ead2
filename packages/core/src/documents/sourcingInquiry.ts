import { approvalActions } from './approvalActions.ts';
import { lineNumberField } from './commonFields.ts';
import { defineDocumentType } from './types.ts';

/*
 * Inquiry (询价单, RFQ), issue 17 item 2: a buyer asks invited suppliers (or, for a PUBLIC inquiry, every
 * qualified supplier that signs up) for prices on its lines until the quote deadline. Submitting starts
 * the publish approval; approved, it is PUBLISHED and the suppliers are told. When the deadline passes
 * (the close job, or the buyer closing early) it is CLOSED; a bargaining round publishes it again to
 * chosen suppliers; an approved award makes it AWARDED, and COMPLETED once the award's orders or price
 * entries exist. The buyer works on SRC_INQUIRY; suppliers never use these routes — their portal page
 * SUP_INQUIRY has its own calls that show only what a supplier may read (modules/sourcing/inquirySupplier*).
 */
export const sourcingInquiry = defineDocumentType({
  billType: 'SRC_INQUIRY',
  name: { CN: '询价单', EN: 'Inquiry' },
  menuCode: 'SRC_INQUIRY',
  idKey: 'inquiryId',
  numberKey: 'inquiryNumber',
  numberRule: { prefix: 'XJ-', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'APPROVING', 'REJECTED', 'PUBLISHED', 'CLOSED', 'AWARDED', 'COMPLETED', 'ABOLISHED'],
  statusLabels: {
    PUBLISHED: { CN: '报价中', EN: 'Open for quotes' },
    CLOSED: { CN: '已截止', EN: 'Quotes closed' },
    // Its action is "withdraw" (撤销): the status says the same, not the shared "voided".
    ABOLISHED: { CN: '已撤销', EN: 'Withdrawn' },
  },
  editableIn: ['DRAFT', 'REJECTED'],
  header: [
    { key: 'inquiryNumber', label: { CN: '询价单号', EN: 'Inquiry no.' }, type: 'text', readOnly: true },
    { key: 'title', label: { CN: '询价标题', EN: 'Title' }, type: 'text', required: true, maxLength: 200 },
    {
      key: 'orgId',
      label: { CN: '采购组织', EN: 'Purchasing organisation' },
      type: 'ref',
      ref: 'org',
      displayKey: 'orgName',
      required: true,
      fromUser: 'org',
    },
    {
      key: 'categoryId',
      label: { CN: '主品类', EN: 'Main category' },
      type: 'ref',
      ref: 'purchaseCategory',
      displayKey: 'categoryName',
      required: true,
    },
    {
      key: 'sourcingTypeId',
      label: { CN: '寻源类型', EN: 'Sourcing type' },
      type: 'ref',
      ref: 'sourcingType',
      displayKey: 'sourcingTypeName',
    },
    {
      key: 'projectId',
      label: { CN: '寻源项目', EN: 'Sourcing project' },
      type: 'ref',
      ref: 'sourcingProject',
      displayKey: 'projectName',
    },
    {
      key: 'inquiryMode',
      label: { CN: '询价方式', EN: 'Inquiry mode' },
      type: 'lookup',
      lookupType: 'SRC_INQUIRY_MODE',
      required: true,
    },
    {
      key: 'currencyCode',
      label: { CN: '币种', EN: 'Currency' },
      type: 'lookup',
      lookupType: 'BASE_CURRENCY',
      required: true,
    },
    { key: 'quoteDeadline', label: { CN: '报价截止时间', EN: 'Quote deadline' }, type: 'datetime', required: true },
    { key: 'round', label: { CN: '轮次', EN: 'Round' }, type: 'number', readOnly: true },
    {
      key: 'maxRounds',
      label: { CN: '最多轮次', EN: 'Rounds allowed' },
      type: 'number',
      required: true,
      min: 1,
      max: 9,
      precision: 0,
    },
    {
      key: 'quoteValidityDays',
      label: { CN: '报价有效期(天)', EN: 'Quote validity (days)' },
      type: 'number',
      min: 1,
      max: 3650,
      precision: 0,
    },
    {
      key: 'paymentTermId',
      label: { CN: '付款条件', EN: 'Payment term' },
      type: 'ref',
      ref: 'paymentTerm',
      displayKey: 'paymentTermName',
    },
    {
      key: 'deliveryAddressId',
      label: { CN: '交货地址', EN: 'Delivery address' },
      type: 'ref',
      ref: 'address',
      displayKey: 'deliveryAddressName',
    },
    {
      key: 'notesToSuppliers',
      label: { CN: '询价说明', EN: 'Notes to suppliers' },
      type: 'textarea',
      maxLength: 2000,
    },
    // The buyer's own note: never shown to a supplier (the supplier's calls never select it).
    {
      key: 'internalRemark',
      label: { CN: '内部备注', EN: 'Internal remark' },
      type: 'textarea',
      maxLength: 1000,
      internal: true,
    },
    { key: 'publishDate', label: { CN: '发布时间', EN: 'Published at' }, type: 'datetime', readOnly: true },
    { key: 'closedDate', label: { CN: '截止时间(实际)', EN: 'Closed at' }, type: 'datetime', readOnly: true },
    { key: 'awardStatus', label: { CN: '定标状态', EN: 'Award status' }, type: 'text', readOnly: true },
    { key: 'fileIds', label: { CN: '附件', EN: 'Attachments' }, type: 'attachments' },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '询价物料', EN: 'Items' },
    fields: [
      lineNumberField,
      // A material of base data, or none (free text): with a material, a blank name, category or unit is
      // taken from it (modules/sourcing/inquiryChecks.ts); without one, they are required.
      {
        key: 'materialId',
        label: { CN: '物料', EN: 'Material' },
        type: 'ref',
        ref: 'material',
        displayKey: 'materialName',
      },
      { key: 'itemName', label: { CN: '物料名称', EN: 'Item' }, type: 'text', maxLength: 240 },
      { key: 'specification', label: { CN: '规格型号', EN: 'Specification' }, type: 'text', maxLength: 500 },
      {
        key: 'categoryId',
        label: { CN: '采购品类', EN: 'Purchase category' },
        type: 'ref',
        ref: 'purchaseCategory',
        displayKey: 'categoryName',
      },
      {
        key: 'quantity',
        label: { CN: '数量', EN: 'Quantity' },
        type: 'number',
        required: true,
        min: 0.0001,
        max: 999999999,
        precision: 4,
      },
      { key: 'uomCode', label: { CN: '单位', EN: 'Unit' }, type: 'lookup', lookupType: 'BASE_UOM' },
      { key: 'needByDate', label: { CN: '需求日期', EN: 'Need-by date' }, type: 'date', required: true },
      { key: 'fileIds', label: { CN: '图纸/附件', EN: 'Drawings' }, type: 'attachments' },
      { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'text', maxLength: 500 },
    ],
  },
  actions: {
    ...publishApprovalActions(),
    close: {
      label: { CN: '截止报价', EN: 'Close quotes' },
      from: ['PUBLISHED'],
      to: 'CLOSED',
      resource: 'btnClose',
      actor: 'holder',
      confirm: {
        CN: '提前截止后供应商将不能再报价，确定截止吗？',
        EN: 'Suppliers will no longer be able to quote. Close quotes now?',
      },
      kind: 'danger',
    },
    abolish: {
      label: { CN: '撤销', EN: 'Withdraw' },
      from: ['DRAFT', 'REJECTED', 'PUBLISHED'],
      to: 'ABOLISHED',
      resource: 'btnAbolish',
      actor: 'holder',
      comment: 'required',
      confirm: {
        CN: '撤销后询价单作废并通知受邀供应商，确定撤销吗？',
        EN: 'The inquiry will be voided and the invited suppliers told. Withdraw it?',
      },
      kind: 'danger',
    },
  },
  list: {
    columns: [
      'inquiryNumber',
      'title',
      'status',
      'orgId',
      'categoryId',
      'inquiryMode',
      'round',
      'quoteDeadline',
      'currencyCode',
    ],
    filters: ['inquiryNumber', 'title', 'status', 'orgId', 'categoryId', 'inquiryMode'],
  },
  approval: true,
});

/** Submit is the publish approval: approved (or with no process deployed) the inquiry is PUBLISHED. */
function publishApprovalActions() {
  const actions = approvalActions({
    submitConfirm: { CN: '确定提交发布审批吗？', EN: 'Submit it for publication approval?' },
  });
  return {
    ...actions,
    submit: { ...actions.submit, label: { CN: '提交发布', EN: 'Submit to publish' }, to: 'PUBLISHED' as const },
    approve: { ...actions.approve, to: 'PUBLISHED' as const },
  };
}
