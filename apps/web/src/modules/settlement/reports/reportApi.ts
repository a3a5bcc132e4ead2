import { formatAmount } from '@srm/core/format/amount';

/** The settlement reports' calls (docs/api.md, srmSettleReportRestful). */
export const REPORT_BASE = '/api/srmServer/v1/srmSettleReportRestful';
export const OPEN_STATEMENTS = `${REPORT_BASE}/openStatements`;
export const AWAITING_INVOICES = `${REPORT_BASE}/invoicesAwaitingMatch`;
export const PAYABLES_AGEING = `${REPORT_BASE}/payablesAgeing`;
export const EXPORT_AGEING = `${REPORT_BASE}/exportAgeing`;

export const BUCKETS = ['days0to30', 'days31to60', 'days61to90', 'over90'] as const;
export type Bucket = (typeof BUCKETS)[number];
type Figures = Record<Bucket | 'total', string>;

export type AgeingRow = Figures & {
  supplierId: number;
  supplierName: string | null;
  currencyCode: string;
  currencyScale: number;
  invoiceCount: number;
};
export type AgeingTotal = Figures & { currencyCode: string; currencyScale: number; supplierCount: number };
export type Ageing = { asOf: string; rows: AgeingRow[]; totals: AgeingTotal[] };

/** An amount the server sent (a decimal string, already rounded) with the currency's decimals and separators. */
export const money = (value: unknown, scale: unknown) =>
  value == null ? '' : formatAmount(String(value), typeof scale === 'number' ? scale : 2);
