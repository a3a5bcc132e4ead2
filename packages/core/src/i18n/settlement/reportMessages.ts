/**
 * Messages of the settlement reports (issue 18 item 7): the payables ageing export's sheet, columns and file name;
 * spread into messages.ts.
 */
export const reportMessages = {
  'settleReport.ageingSheet': { CN: '应付账龄', EN: 'Payables ageing' },
  'settleReport.ageingFile': { CN: '应付账龄-{asOf}', EN: 'payables-ageing-{asOf}' },
  'settleReport.asOf': {
    CN: '截至 {asOf}，已确认发票未付金额（含税）',
    EN: 'Unpaid on confirmed invoices (with tax) as of {asOf}',
  },
  'settleReport.supplier': { CN: '供应商', EN: 'Supplier' },
  'settleReport.currency': { CN: '币种', EN: 'Currency' },
  'settleReport.invoiceCount': { CN: '发票数', EN: 'Invoices' },
  'settleReport.days0to30': { CN: '0-30天', EN: '0–30 days' },
  'settleReport.days31to60': { CN: '31-60天', EN: '31–60 days' },
  'settleReport.days61to90': { CN: '61-90天', EN: '61–90 days' },
  'settleReport.over90': { CN: '90天以上', EN: 'Over 90 days' },
  'settleReport.total': { CN: '合计', EN: 'Total' },
  'settleReport.totalOf': { CN: '合计（{currency}）', EN: 'Total ({currency})' },
  // The payment plan (付款计划): its export and the payment application started from it.
  'payPlan.sheet': { CN: '付款计划', EN: 'Payment plan' },
  'payPlan.file': { CN: '付款计划-{today}', EN: 'payment-plan-{today}' },
  'payPlan.title': {
    CN: '{today} 未纳入付款申请的已确认发票分期（含税）',
    EN: 'Instalments of confirmed invoices not in a payment application yet (with tax), {today}',
  },
  'payPlan.dueDate': { CN: '到期日', EN: 'Due on' },
  'payPlan.daysOverdue': { CN: '逾期天数', EN: 'Days overdue' },
  'payPlan.organisation': { CN: '组织', EN: 'Organisation' },
  'payPlan.invoice': { CN: '发票登记号', EN: 'Invoice' },
  'payPlan.statement': { CN: '对账单', EN: 'Statement' },
  'payPlan.invoiceDate': { CN: '发票日期', EN: 'Invoice date' },
  'payPlan.stage': { CN: '付款阶段', EN: 'Stage' },
  'payPlan.amount': { CN: '分期金额', EN: 'Instalment' },
  'payPlan.open': { CN: '待付金额', EN: 'To pay' },
  'payPlan.nothingDue': {
    CN: '该供应商在此组织和币种下，截至 {dueBy} 没有待付的到期分期',
    EN: 'Nothing of this supplier in this organisation and currency is due by {dueBy} and not yet applied for',
  },
} as const;
