import { supplyIntake } from '../purchase/index.ts';
import { deductionDocumentActions } from './deduction.ts';
import { invoiceDocumentActions } from './invoice.ts';
import { statementDocumentActions } from './statement.ts';
import { statementCallActions } from './statementCalls.ts';
import { addReceiptSupply } from './supply.ts';
import { listSupply } from './supplyList.ts';

// What receipts accept enters the supply storage (the purchasing module hands it over through this slot).
supplyIntake.provide(addReceiptSupply);

/**
 * Settlement (对账结算, issue 18): the supply storage (supply*), account statements built from it, agreed or
 * disputed by the supplier (statement*), deductions that enter them once accepted (deduction.ts), the invoices of agreed statements matched per tax
 * rate (invoice.ts); payments follow.
 */
export const settlementActions = [
  listSupply,
  ...statementDocumentActions,
  ...statementCallActions,
  ...deductionDocumentActions,
  ...invoiceDocumentActions,
];
