import { abolishAction, approvalActions } from './approvalActions.ts';
import { lineNumberField, priceField, taxRateField } from './commonFields.ts';
import { defineDocumentType, type FieldDef } from './types.ts';

/*
 * The contract (合同, issue 19 item 2; docs/decisions.md "Contracts (issue 19)"): a buyer's organisation and a
 * supplier agree on items at prices, payment stages and clauses. Made from an approved sourcing award, a purchase
 * agreement or order (lines and prices copied by the server), or by hand. Approved inside (the deployed process
 * of CCT_CONTRACT), sent to the supplier, who confirms or refuses it with a comment (refused, the buyer edits it
 * and submits it again), then signed by party A (the buyer) and party B (the supplier): SIGNED is "in force".
 * A signed contract is never changed: an alteration is a new version of the same number (versionNumber + 1,
 * sourceContractId) that goes through approval, confirmation and signing again and, once signed, supersedes the
 * old one (CLOSED). Purchase orders are generated from a signed contract's lines (orderedQuantity); it is
 * terminated with a reason, never while open order lines cite it.
 */

/** A party's details as the template prints them (packages/core contract/templateData.ts ContractParty). */
const partyFields = (prefix: 'partyA' | 'partyB', cn: string, en: string): FieldDef[] =>
  (
    [
      ['Address', '地址', 'address', 240],
      ['LegalRepresentative', '法定代表人', 'legal representative', 64],
      ['Agent', '委托代理人', 'agent', 64],
      ['Phone', '电话', 'phone', 32],
      ['Bank', '开户银行', 'bank', 128],
      ['BankAccount', '银行账号', 'bank account', 64],
      ['TaxNumber', '纳税人识别号', 'tax number', 32],
    ] as const
  ).map(([suffix, labelCn, labelEn, maxLength]) => ({
    key: `${prefix}${suffix}`,
    label: { CN: `${cn}${labelCn}`, EN: `${en} ${labelEn}` },
    type: 'text' as const,
    maxLength,
  }));

const approval = approvalActions({
  // Refused by the supplier, the buyer corrects it and it is approved again before it is sent again.
  submitFrom: ['DRAFT', 'REJECTED', 'SUPPLIER_REFUSED'],
  submitConfirm: {
    CN: '提交合同审批：{supplierName}，含税总额 {totalWithTax} {currencyCode}。',
    EN: 'Submits the contract with {supplierName} for approval: {totalWithTax} {currencyCode} with tax.',
  },
});

export const contract = defineDocumentType({
  billType: 'CONTRACT',
  name: { CN: '合同', EN: 'Contract' },
  menuCode: 'CCT_CONTRACT',
  supplierMenuCode: 'SUP_CONTRACT',
  idKey: 'contractId',
  numberKey: 'contractNumber',
  numberRule: { prefix: 'HT-', datePattern: 'yyyyMMdd', digits: 4 },
  statuses: [
    'DRAFT',
    'APPROVING',
    'REJECTED',
    'APPROVED',
    'SUPPLIER_CONFIRMING',
    'SUPPLIER_REFUSED',
    'SUPPLIER_CONFIRMED',
    'SIGNING',
    'SIGNED',
    'TERMINATED',
    'CLOSED',
    'ABOLISHED',
  ],
  statusLabels: {
    APPROVED: { CN: '已审批待发送', EN: 'Approved, to send' },
    SIGNING: { CN: '甲方已签署，待乙方签署', EN: 'Signed by party A, awaiting party B' },
    SIGNED: { CN: '已签署（生效）', EN: 'Signed (in force)' },
    CLOSED: { CN: '已被新版本替代', EN: 'Superseded by a new version' },
  },
  editableIn: ['DRAFT', 'REJECTED', 'SUPPLIER_REFUSED'],
  header: [
    { key: 'contractNumber', label: { CN: '合同编号', EN: 'Contract no.' }, type: 'text', readOnly: true },
    { key: 'versionNumber', label: { CN: '版本', EN: 'Version' }, type: 'number', readOnly: true },
    {
      key: 'contractName',
      label: { CN: '合同名称', EN: 'Contract name' },
      type: 'text',
      required: true,
      maxLength: 200,
    },
    {
      key: 'contractType',
      label: { CN: '合同类型', EN: 'Contract type' },
      type: 'lookup',
      lookupType: 'CCT_CONTRACT_TYPE',
      required: true,
    },
    {
      key: 'sourceType',
      label: { CN: '来源', EN: 'Source' },
      type: 'lookup',
      lookupType: 'CCT_SOURCE_TYPE',
      readOnly: true,
    },
    { key: 'sourceNumber', label: { CN: '来源单号', EN: 'Source no.' }, type: 'text', readOnly: true },
    {
      key: 'orgId',
      label: { CN: '组织（甲方）', EN: 'Organisation (party A)' },
      type: 'ref',
      ref: 'org',
      displayKey: 'orgName',
      required: true,
      fromUser: 'org',
    },
    {
      key: 'supplierId',
      label: { CN: '供应商（乙方）', EN: 'Supplier (party B)' },
      type: 'ref',
      ref: 'supplier',
      displayKey: 'supplierName',
      required: true,
    },
    {
      key: 'currencyCode',
      label: { CN: '币种', EN: 'Currency' },
      type: 'lookup',
      lookupType: 'BASE_CURRENCY',
      required: true,
    },
    { ...taxRateField, label: { CN: '默认税率(%)', EN: 'Default tax rate (%)' } },
    { key: 'totalAmount', label: { CN: '不含税总额', EN: 'Total without tax' }, type: 'amount', readOnly: true },
    { key: 'totalTax', label: { CN: '税额', EN: 'Tax' }, type: 'amount', readOnly: true },
    { key: 'totalWithTax', label: { CN: '含税总额', EN: 'Total with tax' }, type: 'amount', readOnly: true },
    { key: 'validFrom', label: { CN: '生效日期', EN: 'Valid from' }, type: 'date', required: true },
    { key: 'validTo', label: { CN: '失效日期', EN: 'Valid to' }, type: 'date', required: true },
    { key: 'signedDate', label: { CN: '签订日期', EN: 'Signing date' }, type: 'date', readOnly: true },
    // The Word template the document is rendered with (contract/templates); an id until templates exist.
    { key: 'templateId', label: { CN: '合同模板', EN: 'Template' }, type: 'number', min: 1, precision: 0 },
    {
      key: 'paymentTermId',
      label: { CN: '付款条件', EN: 'Payment term' },
      type: 'ref',
      ref: 'paymentTerm',
      displayKey: 'paymentTermName',
    },
    { key: 'deliveryTerms', label: { CN: '交货条款', EN: 'Delivery terms' }, type: 'textarea', maxLength: 1000 },
    ...partyFields('partyA', '甲方', 'Party A'),
    ...partyFields('partyB', '乙方', 'Party B'),
    // The buyer's own note: never read by the supplier.
    {
      key: 'remark',
      label: { CN: '内部备注', EN: 'Internal remark' },
      type: 'textarea',
      maxLength: 1000,
      internal: true,
    },
    { key: 'fileIds', label: { CN: '附件', EN: 'Attachments' }, type: 'attachments' },
    { key: 'supplierComment', label: { CN: '供应商意见', EN: 'Supplier’s comment' }, type: 'textarea', readOnly: true },
    { key: 'terminateReason', label: { CN: '终止原因', EN: 'Termination reason' }, type: 'textarea', readOnly: true },
    { key: 'sourceContractId', label: { CN: '原合同', EN: 'Altered contract' }, type: 'number', readOnly: true },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '合同明细', EN: 'Items' },
    fields: [
      lineNumberField,
      {
        key: 'materialId',
        label: { CN: '物料', EN: 'Material' },
        type: 'ref',
        ref: 'material',
        displayKey: 'materialName',
      },
      {
        key: 'itemDescription',
        label: { CN: '物料描述', EN: 'Description' },
        type: 'text',
        required: true,
        maxLength: 240,
      },
      {
        key: 'categoryId',
        label: { CN: '采购品类', EN: 'Purchase category' },
        type: 'ref',
        ref: 'purchaseCategory',
        displayKey: 'categoryName',
        required: true,
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
      { key: 'unitCode', label: { CN: '单位', EN: 'Unit' }, type: 'lookup', lookupType: 'BASE_UOM', required: true },
      priceField,
      taxRateField,
      { key: 'priceWithTax', label: { CN: '含税单价', EN: 'Price (incl. tax)' }, type: 'price', readOnly: true },
      { key: 'amount', label: { CN: '不含税金额', EN: 'Amount' }, type: 'amount', readOnly: true },
      { key: 'amountWithTax', label: { CN: '含税金额', EN: 'Amount with tax' }, type: 'amount', readOnly: true },
      { key: 'deliveryDate', label: { CN: '交货日期', EN: 'Delivery date' }, type: 'date' },
      {
        key: 'orderedQuantity',
        label: { CN: '已下单数量', EN: 'Ordered' },
        type: 'number',
        precision: 4,
        readOnly: true,
      },
    ],
  },
  actions: {
    ...approval,
    send: {
      label: { CN: '发送供应商', EN: 'Send to supplier' },
      from: ['APPROVED'],
      to: 'SUPPLIER_CONFIRMING',
      resource: 'btnSend',
      actor: 'holder',
      kind: 'save',
      confirm: {
        CN: '将合同发送给 {supplierName} 确认：含税总额 {totalWithTax} {currencyCode}。',
        EN: 'Sends {supplierName} the contract to confirm: {totalWithTax} {currencyCode} with tax.',
      },
    },
    confirm: {
      label: { CN: '确认合同', EN: 'Confirm' },
      from: ['SUPPLIER_CONFIRMING'],
      to: 'SUPPLIER_CONFIRMED',
      resource: 'btnConfirm',
      actor: 'supplier',
      kind: 'save',
      comment: 'optional',
      confirm: {
        CN: '确认合同：含税总额 {totalWithTax} {currencyCode}。',
        EN: 'Confirms the contract: {totalWithTax} {currencyCode} with tax.',
      },
    },
    refuse: {
      label: { CN: '拒绝', EN: 'Refuse' },
      from: ['SUPPLIER_CONFIRMING'],
      to: 'SUPPLIER_REFUSED',
      resource: 'btnRefuse',
      actor: 'supplier',
      kind: 'danger',
      comment: 'required',
    },
    // Party A (the buyer) signs first, then party B (the supplier): signed by both, it is in force.
    // The contract's owner (its creator) signs for party A: a supplier user, who holds btnSign on its own page
    // to sign for party B, never does.
    signA: {
      label: { CN: '甲方签署', EN: 'Sign (party A)' },
      from: ['SUPPLIER_CONFIRMED'],
      to: 'SIGNING',
      resource: 'btnSign',
      actor: 'owner',
      kind: 'save',
      confirm: { CN: '以甲方身份签署此合同吗？', EN: 'Sign this contract as party A?' },
    },
    signB: {
      label: { CN: '乙方签署', EN: 'Sign (party B)' },
      from: ['SIGNING'],
      to: 'SIGNED',
      resource: 'btnSign',
      actor: 'supplier',
      kind: 'save',
      confirm: {
        CN: '以乙方身份签署此合同吗？签署后合同生效。',
        EN: 'Sign this contract as party B? It then comes into force.',
      },
    },
    terminate: {
      label: { CN: '终止', EN: 'Terminate' },
      from: ['SIGNED'],
      to: 'TERMINATED',
      resource: 'btnTerminate',
      actor: 'holder',
      kind: 'danger',
      comment: 'required',
      confirm: {
        CN: '终止后不能再按此合同下单，确定终止吗？',
        EN: 'No order can be generated from a terminated contract. Terminate it?',
      },
    },
    abolish: { ...abolishAction(), from: ['DRAFT', 'REJECTED', 'SUPPLIER_REFUSED'] },
  },
  list: {
    columns: [
      'contractNumber',
      'versionNumber',
      'contractName',
      'status',
      'contractType',
      'orgId',
      'supplierId',
      'totalWithTax',
      'currencyCode',
      'validFrom',
      'validTo',
      'signedDate',
    ],
    filters: ['contractNumber', 'contractName', 'status', 'supplierId', 'validTo', 'signedDate', 'totalWithTax'],
  },
  approval: true,
  // The supplier reads the contract's history from its sending on: its own answers and signature, and the
  // buyer's sending, signature and termination — never the approval nor internal edits.
  supplierHistory: { publishedBy: ['send'], shared: ['send', 'signA', 'terminate'] },
});
