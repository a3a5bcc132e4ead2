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
} as const;
