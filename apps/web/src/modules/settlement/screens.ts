import { defineScreens } from '../../app/screens/define.ts';

/** Screens of settlement (issue 18), keyed by the menu's htmlUrl. */
export const screens = defineScreens({
  accountStatementList: {
    load: () => import('./StatementListScreen.tsx'),
    title: { CN: '对账单', EN: 'Account statements' },
  },
  accountStatementEdit: {
    load: () => import('./StatementEditScreen.tsx'),
    title: { CN: '对账单', EN: 'Account statement' },
  },
  accountStatementSupplierList: {
    load: () => import('./StatementSupplierListScreen.tsx'),
    title: { CN: '我的对账单', EN: 'My statements' },
  },
  accountStatementSupplierEdit: {
    load: () => import('./StatementSupplierEditScreen.tsx'),
    title: { CN: '对账单', EN: 'Account statement' },
  },
  deductionList: {
    load: () => import('./DeductionListScreen.tsx'),
    title: { CN: '扣款单', EN: 'Deductions' },
  },
  deductionEdit: {
    load: () => import('./DeductionEditScreen.tsx'),
    title: { CN: '扣款单', EN: 'Deduction' },
  },
  deductionSupplierList: {
    load: () => import('./DeductionSupplierListScreen.tsx'),
    title: { CN: '扣款单', EN: 'Deductions' },
  },
  deductionSupplierEdit: {
    load: () => import('./DeductionSupplierEditScreen.tsx'),
    title: { CN: '扣款单', EN: 'Deduction' },
  },
  penaltyRuleList: {
    load: () => import('./PenaltyRuleScreen.tsx'),
    title: { CN: '延期交货罚款规则', EN: 'Late-delivery penalty rules' },
  },
  invoiceList: {
    load: () => import('./InvoiceListScreen.tsx'),
    title: { CN: '发票', EN: 'Invoices' },
  },
  invoiceEdit: {
    load: () => import('./InvoiceEditScreen.tsx'),
    title: { CN: '发票', EN: 'Invoice' },
  },
  invoiceSupplierList: {
    load: () => import('./InvoiceSupplierListScreen.tsx'),
    title: { CN: '我的发票', EN: 'My invoices' },
  },
  invoiceSupplierEdit: {
    load: () => import('./InvoiceSupplierEditScreen.tsx'),
    title: { CN: '发票', EN: 'Invoice' },
  },
  advanceApplyList: {
    load: () => import('./AdvanceApplyListScreen.tsx'),
    title: { CN: '预付款申请', EN: 'Advance payments' },
  },
  advanceApplyEdit: {
    load: () => import('./AdvanceApplyEditScreen.tsx'),
    title: { CN: '预付款申请', EN: 'Advance payment' },
  },
  advanceSupplierList: {
    load: () => import('./AdvanceSupplierListScreen.tsx'),
    title: { CN: '预付款通知', EN: 'Advance notices' },
  },
  advanceSupplierEdit: {
    load: () => import('./AdvanceSupplierEditScreen.tsx'),
    title: { CN: '预付款', EN: 'Advance payment' },
  },
  paymentApplyList: {
    load: () => import('./PaymentApplyListScreen.tsx'),
    title: { CN: '付款申请', EN: 'Payment applications' },
  },
  paymentApplyEdit: {
    load: () => import('./PaymentApplyEditScreen.tsx'),
    title: { CN: '付款申请', EN: 'Payment application' },
  },
  paymentSupplierList: {
    load: () => import('./PaymentSupplierListScreen.tsx'),
    title: { CN: '付款通知', EN: 'Payment notices' },
  },
  paymentSupplierEdit: {
    load: () => import('./PaymentSupplierEditScreen.tsx'),
    title: { CN: '付款通知', EN: 'Payment notice' },
  },
  settlementReports: {
    load: () => import('./reports/SettlementReportsScreen.tsx'),
    title: { CN: '对账结算报表', EN: 'Settlement reports' },
  },
  paymentPlan: {
    load: () => import('./payPlan/PaymentPlanScreen.tsx'),
    title: { CN: '付款计划', EN: 'Payment plan' },
  },
  autoReconcileRuleList: {
    load: () => import('./AutoReconcileRuleScreen.tsx'),
    title: { CN: '自动对账规则', EN: 'Auto-reconcile rules' },
  },
  balanceList: {
    load: () => import('./BalanceListScreen.tsx'),
    title: { CN: '往来对账函', EN: 'Statements of account' },
  },
  balanceEdit: {
    load: () => import('./BalanceEditScreen.tsx'),
    title: { CN: '往来对账函', EN: 'Statement of account' },
  },
  balanceSupplierList: {
    load: () => import('./BalanceSupplierListScreen.tsx'),
    title: { CN: '往来对账函', EN: 'Statements of account' },
  },
  balanceSupplierEdit: {
    load: () => import('./BalanceSupplierEditScreen.tsx'),
    title: { CN: '往来对账函', EN: 'Statement of account' },
  },
});
