/**
 * Messages of the contract document (issue 19 item 2): its rules, sources, orders, alterations and to-dos;
 * spread into messages.ts.
 */
export const contractMessages = {
  'contract.noLines': { CN: '合同至少需要一行明细', EN: 'A contract needs at least one item line' },
  'contract.validDates': { CN: '失效日期不能早于生效日期', EN: 'Valid to cannot be before valid from' },
  'contract.noStages': {
    CN: '请先维护付款阶段（比例合计 100%）',
    EN: 'Add the payment stages first (their percents add up to 100 %)',
  },
  'contract.stagesTotal': {
    CN: '付款阶段比例合计必须为 100%，当前为 {sum}%',
    EN: 'The payment stages must add up to 100 %; they add up to {sum} %',
  },
  'contract.notDraft': {
    CN: '合同为{status}，只有草稿、已驳回或供应商已拒绝的合同可修改付款阶段和条款',
    EN: 'The contract is {status}: stages and clauses change only while it is a draft, rejected or refused',
  },
  'contract.sourceLocked': {
    CN: '来源于{source}的合同明细的物料、价格和税率取自来源单据，不能修改或新增',
    EN: 'The lines of a contract made from a {source} keep its materials, prices and tax rates: none changed or added',
  },
  'contract.sourceNotFound': {
    CN: '来源单据不存在或无权访问',
    EN: 'The source document does not exist or is not yours to read',
  },
  'contract.sourceNotApproved': {
    CN: '来源单据为{status}，只有已审批的单据可生成合同',
    EN: 'The source is {status}: only an approved one makes a contract',
  },
  'contract.sourceNoLines': {
    CN: '来源单据中没有该供应商的明细',
    EN: 'The source has no lines of this supplier',
  },
  'contract.notSigned': {
    CN: '合同为{status}，只有已签署（生效）的合同可生成采购订单',
    EN: 'The contract is {status}: orders are generated only from a signed contract',
  },
  'contract.orderBeyondRest': {
    CN: '第 {line} 行最多还可下单 {rest}',
    EN: 'Line {line}: at most {rest} remain to order',
  },
  'contract.orderNoLines': { CN: '请选择要下单的合同行和数量', EN: 'Choose the lines and quantities to order' },
  'contract.openOrders': {
    CN: '仍有 {count} 行未关闭的采购订单引用此合同（{orders}），不能终止',
    EN: 'Open purchase order lines still cite this contract ({count}: {orders}); it cannot be terminated',
  },
  'contract.alterFrom': {
    CN: '合同为{status}，只有已审批、已发送、已确认或已签署的合同可变更',
    EN: 'The contract is {status}: only an approved, sent, confirmed or signed contract is altered',
  },
  'contract.alterationOpen': {
    CN: '此合同已有变更中的版本 {version}',
    EN: 'Version {version} of this contract is already being altered',
  },
  'contract.alterationRemark': { CN: '变更自版本 {version}', EN: 'Alteration of version {version}' },
  'contract.fromSource': { CN: '{source}合同', EN: 'Contract from {source}' },
  'contract.orderRemark': { CN: '由合同 {number} 生成', EN: 'Generated from contract {number}' },
  'contract.sentTodo': {
    CN: '合同 {number}（{name}）待您确认：含税 {total} {currency}',
    EN: 'Contract {number} ({name}) to confirm: {total} {currency} with tax',
  },
  'contract.signTodo': {
    CN: '合同 {number}（{name}）甲方已签署，待您签署',
    EN: 'Contract {number} ({name}) signed by party A: your signature is awaited',
  },
  'contract.refusedTodo': {
    CN: '供应商拒绝了合同 {number}：{reason}',
    EN: 'The supplier refused contract {number}: {reason}',
  },
  'contract.dueNotice': {
    CN: '合同 {number}（{name}）将于 {date} 到期',
    EN: 'Contract {number} ({name}) expires on {date}',
  },
  'contract.stageDueNotice': {
    CN: '合同 {number} 的付款阶段“{stage}”计划于 {date} 付款 {amount} {currency}',
    EN: 'Contract {number}: payment stage “{stage}” of {amount} {currency} is planned for {date}',
  },
  'contract.noDocument': {
    CN: '请先生成合同文本（PDF），再以甲方身份签署',
    EN: 'Generate the contract document (PDF) before signing as party A',
  },
  'contract.notSignedByA': {
    CN: '甲方尚未签署合同文本，乙方不能签署',
    EN: 'Party A has not signed the contract document yet: party B cannot sign',
  },
  'contract.notOwner': {
    CN: '只有合同的创建人可以生成合同文本并以甲方身份签署',
    EN: 'Only the contract’s creator generates its document and signs it as party A',
  },
  'contract.documentState': {
    CN: '合同为{status}，供应商确认后、甲方签署前才能生成合同文本',
    EN: 'The contract is {status}: its document is generated after the supplier confirmed and before party A signs',
  },
  'contract.noTemplate': {
    CN: '没有生效的合同模板，不能生成合同文本',
    EN: 'There is no valid contract template to generate the document from',
  },
} as const;
