/**
 * Texts of the settlement reports screen (issue 18 item 7) in both languages. Status names come from the server
 * (statusName, the declarations' labels); the export's headers from packages/core/src/i18n/settlement/reportMessages.ts.
 */
const CN = {
  openTab: '未完成对账单',
  awaitingTab: '待匹配发票',
  ageingTab: '应付账龄',
  statementNumber: '对账单号',
  registrationNumber: '发票登记号',
  status: '状态',
  organisation: '组织',
  supplier: '供应商',
  currency: '币种',
  period: '对账期间',
  lines: '行数',
  totalAmount: '不含税金额',
  totalTax: '税额',
  totalWithTax: '含税金额',
  sentDate: '发送日期',
  daysOpen: '未完成天数',
  statementWithTax: '对账单含税金额',
  invoicedWithTax: '发票含税金额',
  difference: '差异（发票-对账单）',
  financeNote: '财务意见',
  daysWaiting: '等待天数',
  invoiceCount: '发票数',
  days0to30: '0-30天',
  days31to60: '31-60天',
  days61to90: '61-90天',
  over90: '90天以上',
  total: '合计',
  totalOf: '合计（{{currency}}）',
  asOf: '截至日期',
  ageingHint: '已确认发票的未付金额（含税，扣除截至该日已付款的付款申请），按开票日期至截至日期的天数分段。',
  export: '导出',
  noAgeing: '截至该日没有未付的已确认发票',
  chartTitle: '各供应商应付账龄',
};

const EN: typeof CN = {
  openTab: 'Open statements',
  awaitingTab: 'Invoices awaiting match',
  ageingTab: 'Payables ageing',
  statementNumber: 'Statement no.',
  registrationNumber: 'Registration no.',
  status: 'Status',
  organisation: 'Organisation',
  supplier: 'Supplier',
  currency: 'Currency',
  period: 'Period',
  lines: 'Lines',
  totalAmount: 'Without tax',
  totalTax: 'Tax',
  totalWithTax: 'With tax',
  sentDate: 'Sent on',
  daysOpen: 'Days open',
  statementWithTax: 'Statement with tax',
  invoicedWithTax: 'Invoiced with tax',
  difference: 'Difference (invoiced − statement)',
  financeNote: 'Finance’s note',
  daysWaiting: 'Days waiting',
  invoiceCount: 'Invoices',
  days0to30: '0–30 days',
  days31to60: '31–60 days',
  days61to90: '61–90 days',
  over90: 'Over 90 days',
  total: 'Total',
  totalOf: 'Total ({{currency}})',
  asOf: 'As of',
  ageingHint:
    'What is unpaid on confirmed invoices (with tax, less payment applications paid by that day), by the days from the invoice date to that day.',
  export: 'Export',
  noAgeing: 'No unpaid confirmed invoices as of this day',
  chartTitle: 'Payables ageing by supplier',
};

export const reportTexts = { CN, EN };
export type ReportTexts = typeof CN;

/** "{{name}}" placeholders filled. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}
