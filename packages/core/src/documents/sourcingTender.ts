import { approvalActions } from './approvalActions.ts';
import { lineNumberField } from './commonFields.ts';
import { defineDocumentType } from './types.ts';

/*
 * Tender (招标单), issue 17 item 3: a buyer invites suppliers (or, PUBLIC, announces it as TENDER_ANN and
 * qualified suppliers sign up) to bid on its lines until the bid deadline, under the tender documents and
 * the change letters issued while it is open. Before submitting, the buyer's browser seals it: it makes
 * the tender's key pair, gives each committee member an encrypted share of the private key and forgets it
 * (modules/sourcing/tenderSeal*). Submitting starts the publish approval; approved, it is PUBLISHED.
 * At the deadline it is CLOSED; once k committee members give their shares after the opening time the
 * bids are decrypted and it is OPENED; the jury scores it (EVALUATED), the award makes it AWARDED and
 * COMPLETED. Suppliers never use these routes: their portal page SUP_TENDER has its own calls.
 */
export const sourcingTender = defineDocumentType({
  billType: 'SRC_TENDER',
  name: { CN: '招标单', EN: 'Tender' },
  menuCode: 'SRC_TENDER',
  idKey: 'tenderId',
  numberKey: 'tenderNumber',
  numberRule: { prefix: 'ZB-', datePattern: 'yyMMdd', digits: 4 },
  statuses: [
    'DRAFT',
    'APPROVING',
    'REJECTED',
    'PUBLISHED',
    'CLOSED',
    'OPENED',
    'EVALUATED',
    'AWARDED',
    'COMPLETED',
    'ABOLISHED',
  ],
  statusLabels: {
    PUBLISHED: { CN: '投标中', EN: 'Open for bids' },
    CLOSED: { CN: '已截标', EN: 'Bids closed' },
    OPENED: { CN: '已开标', EN: 'Bids opened' },
    EVALUATED: { CN: '已评标', EN: 'Evaluated' },
    ABOLISHED: { CN: '已撤销', EN: 'Withdrawn' },
  },
  editableIn: ['DRAFT', 'REJECTED'],
  header: [
    { key: 'tenderNumber', label: { CN: '招标单号', EN: 'Tender no.' }, type: 'text', readOnly: true },
    { key: 'title', label: { CN: '招标标题', EN: 'Title' }, type: 'text', required: true, maxLength: 200 },
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
      key: 'tenderMode',
      label: { CN: '招标方式', EN: 'Tender mode' },
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
    {
      key: 'templateId',
      label: { CN: '评标模板', EN: 'Evaluation template' },
      type: 'ref',
      ref: 'sourcingTemplate',
      displayKey: 'templateName',
      required: true,
    },
    { key: 'signUpDeadline', label: { CN: '报名截止时间', EN: 'Sign-up deadline' }, type: 'datetime' },
    { key: 'bidDeadline', label: { CN: '投标截止时间', EN: 'Bid deadline' }, type: 'datetime', required: true },
    { key: 'openingTime', label: { CN: '开标时间', EN: 'Opening time' }, type: 'datetime', required: true },
    {
      key: 'tenderFee',
      label: { CN: '标书费', EN: 'Tender fee' },
      type: 'amount',
      min: 0,
      max: 999999999,
      precision: 2,
    },
    {
      key: 'bidBond',
      label: { CN: '投标保证金', EN: 'Bid bond' },
      type: 'amount',
      min: 0,
      max: 999999999,
      precision: 2,
    },
    { key: 'bondTerms', label: { CN: '保证金条款', EN: 'Bond terms' }, type: 'textarea', maxLength: 1000 },
    { key: 'bondAccount', label: { CN: '收款账户', EN: 'Pay to account' }, type: 'text', maxLength: 200 },
    {
      key: 'openingThreshold',
      label: { CN: '开标所需委员人数', EN: 'Members needed to open' },
      type: 'number',
      required: true,
      // Shamir's scheme needs at least two shares to open (a single key holder is no committee).
      min: 2,
      max: 9,
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
      label: { CN: '投标须知', EN: 'Notes to bidders' },
      type: 'textarea',
      maxLength: 2000,
    },
    // For the committee and the experts: never shown to a supplier.
    {
      key: 'notesToJury',
      label: { CN: '评标说明', EN: 'Notes to the jury' },
      type: 'textarea',
      maxLength: 2000,
      internal: true,
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
    { key: 'sealedDate', label: { CN: '密封时间', EN: 'Sealed at' }, type: 'datetime', readOnly: true },
    { key: 'closedDate', label: { CN: '截标时间(实际)', EN: 'Closed at' }, type: 'datetime', readOnly: true },
    { key: 'openedDate', label: { CN: '开标时间(实际)', EN: 'Opened at' }, type: 'datetime', readOnly: true },
    { key: 'evaluatedDate', label: { CN: '评标完成时间', EN: 'Evaluated at' }, type: 'datetime', readOnly: true },
    { key: 'awardStatus', label: { CN: '定标状态', EN: 'Award status' }, type: 'text', readOnly: true },
    { key: 'fileIds', label: { CN: '招标文件', EN: 'Tender documents' }, type: 'attachments' },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '招标标的', EN: 'Items' },
    fields: [
      lineNumberField,
      // A material of base data, or none (free text): with a material, a blank name, category or unit is
      // taken from it (modules/sourcing/tenderChecks.ts); without one, they are required.
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
    abolish: {
      label: { CN: '撤销', EN: 'Withdraw' },
      from: ['DRAFT', 'REJECTED', 'PUBLISHED', 'CLOSED'],
      to: 'ABOLISHED',
      resource: 'btnAbolish',
      actor: 'holder',
      comment: 'required',
      confirm: {
        CN: '撤销后招标单作废并通知投标供应商，确定撤销吗？',
        EN: 'The tender will be voided and the bidders told. Withdraw it?',
      },
      kind: 'danger',
    },
  },
  list: {
    columns: [
      'tenderNumber',
      'title',
      'status',
      'orgId',
      'categoryId',
      'tenderMode',
      'bidDeadline',
      'openingTime',
      'currencyCode',
    ],
    filters: ['tenderNumber', 'title', 'status', 'orgId', 'categoryId', 'tenderMode'],
  },
  approval: true,
});

/** Submit is the publish approval: approved (or with no process deployed) the tender is PUBLISHED. */
function publishApprovalActions() {
  const actions = approvalActions({
    submitConfirm: {
      CN: '提交后招标单按密封时的委员会发布，确定提交发布审批吗？',
      EN: 'It will be published sealed to the committee as it is now. Submit it for publication approval?',
    },
  });
  return {
    ...actions,
    submit: { ...actions.submit, label: { CN: '提交发布', EN: 'Submit to publish' }, to: 'PUBLISHED' as const },
    approve: { ...actions.approve, to: 'PUBLISHED' as const },
  };
}
