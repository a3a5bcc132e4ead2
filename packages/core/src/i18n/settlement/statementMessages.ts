/** Messages of the account statement, the supply lines it holds and deductions (issue 18); spread into messages.ts. */
export const statementMessages = {
  'statement.periodOrder': {
    CN: '对账期间的结束日期不能早于开始日期',
    EN: 'The period cannot end before it starts',
  },
  'statement.noOpenLines': {
    CN: '该供应商在此组织、币种和期间内没有待对账的入库明细',
    EN: 'This supplier has no receipt lines to settle in this organisation, currency and period',
  },
  'statement.noLines': {
    CN: '对账单没有明细，不能发送',
    EN: 'The statement has no lines to send',
  },
  'statement.sentTodo': {
    CN: '对账单 {number} 待确认（含税 {total} {currency}）',
    EN: 'Statement {number} to agree ({total} {currency} with tax)',
  },
  'statement.disputedTodo': {
    CN: '供应商对对账单 {number} 提出异议：{reason}',
    EN: 'The supplier disputes statement {number}: {reason}',
  },
  'statement.confirmedTodo': {
    CN: '供应商已确认对账单 {number}',
    EN: 'The supplier agreed statement {number}',
  },
  'statement.lineNotOnStatement': {
    CN: '该明细不在此对账单上',
    EN: 'The line is not on this statement',
  },
  'statement.disputeNeedsLine': {
    CN: '请至少对一行明细填写异议说明',
    EN: 'Give your objection on at least one line',
  },
  'statement.excludeReasonRequired': {
    CN: '请填写剔除原因',
    EN: 'Give the reason for excluding',
  },
  'statement.linesNotExcludable': {
    CN: '只有待对账或草稿对账单上的明细可以剔除',
    EN: 'Only lines to settle or on a draft statement can be excluded',
  },
  'statement.linesNotRestorable': {
    CN: '只有已剔除的明细可以恢复',
    EN: 'Only excluded lines can be restored',
  },
  'statement.excludedHistory': {
    CN: '剔除 {count} 行明细：{reason}',
    EN: '{count} lines excluded: {reason}',
  },
  'statement.noLinesChosen': {
    CN: '请选择明细行',
    EN: 'Choose the lines',
  },
  'deduction.sentTodo': {
    CN: '扣款单 {number} 待确认（{type}，含税 {total} {currency}）',
    EN: 'Deduction {number} to accept ({type}, {total} {currency} with tax)',
  },
  'deduction.appealedTodo': {
    CN: '供应商对扣款单 {number} 提出申诉：{reason}',
    EN: 'The supplier appeals deduction {number}: {reason}',
  },
  'deduction.line': {
    CN: '扣款 {number}（{type}）：{reason}',
    EN: 'Deduction {number} ({type}): {reason}',
  },
  'invoice.statementNotAgreed': {
    CN: '只能为已对账（双方确认）的对账单登记发票',
    EN: 'Invoices are registered for agreed statements only',
  },
  'invoice.statementInvoiced': {
    CN: '该对账单已登记发票 {number}',
    EN: 'Invoices of this statement are registered already as {number}',
  },
  'invoice.numberFormat': {
    CN: '发票号码应为 8 位数字（全电发票为 20 位）',
    EN: 'The invoice number is 8 digits (20 for a fully digital invoice)',
  },
  'invoice.codeFormat': {
    CN: '8 位号码的发票须填写 10 或 12 位发票代码；20 位全电发票不填代码',
    EN: 'An 8-digit invoice needs its 10- or 12-digit code; a 20-digit digital invoice has none',
  },
  'invoice.rateNotOnStatement': {
    CN: '对账单上没有此税率的明细（对账单税率：{rates}）',
    EN: 'The statement has no lines at this tax rate (its rates: {rates})',
  },
  'invoice.duplicate': {
    CN: '发票 {number} 已登记（{registration}）',
    EN: 'Invoice {number} is registered already ({registration})',
  },
  'invoice.duplicateOnThis': {
    CN: '发票 {number} 在本单中重复',
    EN: 'Invoice {number} is on this registration twice',
  },
  'invoice.notMatched': {
    CN: '发票与对账单不符（超出容差 {tolerance}），请退回供应商更正',
    EN: 'The invoices do not match the statement (beyond the tolerance of {tolerance}); return them to the supplier',
  },
  'invoice.returnedTodo': {
    CN: '发票 {number} 被退回：{reason}',
    EN: 'Invoice {number} returned: {reason}',
  },
} as const;
