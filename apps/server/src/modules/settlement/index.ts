import { supplyIntake } from '../purchase/index.ts';
import { advanceDocumentActions } from './advance.ts';
import { autoReconcileRuleActions } from './autoReconcileRule.ts';
import { balanceDocumentActions } from './balance.ts';
import { deductionDocumentActions } from './deduction.ts';
import { invoiceDocumentActions } from './invoice.ts';
import { paymentDocumentActions } from './payment.ts';
import { payPlanActions } from './payPlan/payPlanCalls.ts';
import { penaltyActions } from './penalties.ts';
import { penaltyRuleActions } from './penaltyRule.ts';
import { pickerActions } from './pickers.ts';
import { reportActions } from './reports/index.ts';
import { statementDocumentActions } from './statement.ts';
import { statementCallActions } from './statementCalls.ts';
import { addReceiptSupply } from './supply.ts';
// Who reads a deduction's evidence and a dispute's files (registered with the file service when loaded).
import './settlementFiles.ts';

export { autoReconcileJob } from './autoReconcileJob.ts';
export { seedSettlementDemo } from './seed.ts';

import { listSupply } from './supplyList.ts';

// What receipts accept enters the supply storage (the purchasing module hands it over through this slot).
supplyIntake.provide(addReceiptSupply);

/**
 * Settlement (对账结算, issue 18): the supply storage (supply*), account statements built from it, agreed or
 * disputed by the supplier (statement*), deductions that enter them once accepted (deduction.ts; late-delivery
 * penalties proposed by rule: penaltyRule.ts, penalties.ts), the invoices of agreed statements matched per tax
 * rate (invoice.ts), advances against orders (advance.ts) and the payment applications that pay confirmed invoices
 * less an advance written off (payment.ts), both approved, posted to the ERP and, paid, notified (paying.ts).
 */
export const settlementActions = [
  listSupply,
  ...statementDocumentActions,
  ...statementCallActions,
  ...autoReconcileRuleActions,
  ...deductionDocumentActions,
  ...penaltyRuleActions,
  ...penaltyActions,
  ...invoiceDocumentActions,
  ...advanceDocumentActions,
  ...paymentDocumentActions,
  ...balanceDocumentActions,
  ...reportActions,
  ...payPlanActions,
  ...pickerActions,
];
