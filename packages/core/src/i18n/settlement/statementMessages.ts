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
} as const;
