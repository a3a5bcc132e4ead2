/** The payment plan's calls (docs/api.md, srmSettlePayPlanRestful). */
export const PLAN_BASE = '/api/srmServer/v1/srmSettlePayPlanRestful';
export const LIST_PLAN = `${PLAN_BASE}/listPlan`;
export const EXPORT_PLAN = `${PLAN_BASE}/exportPlan`;
export const START_PAYMENT = `${PLAN_BASE}/startPayment`;

export type PlanRow = {
  invoiceId: number;
  registrationNumber: string;
  statementNumber: string;
  orgId: number;
  orgName: string | null;
  supplierId: number;
  supplierName: string | null;
  currencyCode: string;
  currencyScale: number;
  invoiceDate: string;
  stageName: string;
  seqNum: number;
  dueDate: string;
  daysOverdue: number;
  overdue: boolean;
  amount: string;
  open: string;
};
export type PlanTotal = {
  currencyCode: string;
  currencyScale: number;
  instalments: number;
  open: string;
  overdue: string;
};
export type Plan = { today: string; rows: PlanRow[]; totals: PlanTotal[] };
export type PlanFilters = { supplierId?: number; orgId?: number; currencyCode?: string; dueBy?: string };
