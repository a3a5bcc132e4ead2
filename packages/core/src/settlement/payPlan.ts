/*
 * The payment plan's shapes (issue 18; srmSettlePayPlanRestful in docs/api.md), one place for the server that
 * answers them (apps/server/src/modules/settlement/payPlan) and the screen that reads them.
 */

export type PlanFilters = { supplierId?: number; orgId?: number; currencyCode?: string; dueBy?: string };

/** One open instalment of a confirmed, unsettled invoice. */
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
  /** Days past the due date as of today; 0 or less: not yet due. */
  daysOverdue: number;
  overdue: boolean;
  amount: string;
  open: string;
};

/** Per currency: what is open and what of it is overdue. */
export type PlanTotal = {
  currencyCode: string;
  currencyScale: number;
  instalments: number;
  open: string;
  overdue: string;
};

export type Plan = { today: string; rows: PlanRow[]; totals: PlanTotal[] };
