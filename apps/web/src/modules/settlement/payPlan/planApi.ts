/** The payment plan's calls (docs/api.md, srmSettlePayPlanRestful). */
export const PLAN_BASE = '/api/srmServer/v1/srmSettlePayPlanRestful';
export const LIST_PLAN = `${PLAN_BASE}/listPlan`;
export const EXPORT_PLAN = `${PLAN_BASE}/exportPlan`;
export const START_PAYMENT = `${PLAN_BASE}/startPayment`;

export type { Plan, PlanFilters, PlanRow, PlanTotal } from '@srm/core/settlement/payPlan';
