/** Messages of advances and payment applications (issue 18 item 5) and of statements of account (item 2); spread into messages.ts. */
export const paymentMessages = {
  'advance.orderNotApproved': {
    CN: '只能对已审批且未关闭的采购订单申请预付款',
    EN: 'An advance can only be applied for against an approved order that is not closed',
  },
  'advance.stageNotOfOrder': {
    CN: '该付款阶段不属于订单的付款条件',
    EN: 'This stage is not one of the order’s payment term',
  },
  'advance.overStage': {
    CN: '预付金额超过付款阶段“{stage}”的金额 {limit}',
    EN: 'The amount is more than the {limit} of the stage “{stage}”',
  },
  'advance.overOrder': {
    CN: '预付金额超过订单尚可预付的 {limit}（订单含税 {total}，其他预付款 {taken}）',
    EN: 'The amount is more than the {limit} the order has left for advances ({total} with tax, {taken} in other advances)',
  },
  'payment.noOpenInvoices': {
    CN: '该供应商在此组织和币种下没有待付款的已确认发票',
    EN: 'This supplier has no confirmed invoices to pay in this organisation and currency',
  },
  'payment.invoiceNotPayable': {
    CN: '发票须为财务已确认，且属于本单的供应商、组织和币种',
    EN: 'The invoice must be confirmed by finance and of this supplier, organisation and currency',
  },
  'payment.invoiceTwice': {
    CN: '同一张发票在本单中只能出现一次',
    EN: 'An invoice can appear only once on an application',
  },
  'payment.overInvoice': {
    CN: '本次付款超过发票未付金额 {open}',
    EN: 'More than the {open} of the invoice still unpaid',
  },
  'payment.advanceNotUsable': {
    CN: '只能核销本供应商、本币种已付款的预付款',
    EN: 'Only a paid advance of this supplier and currency can be written off',
  },
  'payment.writeOffWithoutAdvance': {
    CN: '请选择要核销的预付款',
    EN: 'Choose the advance to write off',
  },
  'payment.overAdvance': {
    CN: '核销金额超过预付款可核销余额 {usable}',
    EN: 'More than the advance’s usable rest of {usable}',
  },
  'payment.overInvoiced': {
    CN: '核销金额不能超过发票应付合计 {total}',
    EN: 'No more can be written off than the {total} of the invoices',
  },
  'payment.noRate': {
    CN: '{currency} 在申请日期没有汇率',
    EN: 'No exchange rate for {currency} on the application date',
  },
} as const;

/** Messages of the statement of account (issue 18 item 2); spread into messages.ts. */
export const balanceMessages = {
  'balance.periodOrder': {
    CN: '期间的结束日期不能早于开始日期',
    EN: 'The period cannot end before it starts',
  },
  'balance.sentTodo': {
    CN: '往来对账函 {number} 待确认（期末应付 {closing} {currency}）',
    EN: 'Statement of account {number} to agree ({closing} {currency} owed at the end)',
  },
  'balance.disputedTodo': {
    CN: '供应商对往来对账函 {number} 提出异议：{reason}',
    EN: 'The supplier disputes statement of account {number}: {reason}',
  },
} as const;
