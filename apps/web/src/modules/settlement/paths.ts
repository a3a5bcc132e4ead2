/** Where the settlement calls live (docs/api.md). */
export const STATEMENT_BASE = '/api/srmServer/v1/srmSettleStatementRestful';
export const SUPPLY_BASE = '/api/srmServer/v1/srmSettleSupplyRestful';
export const DEDUCTION_BASE = '/api/srmServer/v1/srmSettleDeductionRestful';
export const INVOICE_BASE = '/api/srmServer/v1/srmSettleInvoiceRestful';
export const ADVANCE_BASE = '/api/srmServer/v1/srmSettleAdvanceRestful';
export const PAYMENT_BASE = '/api/srmServer/v1/srmSettlePaymentRestful';
export const BALANCE_BASE = '/api/srmServer/v1/srmSettleBalanceRestful';
