import { accountStatement } from '@srm/core/documents/accountStatement';
import { settlementDeduction } from '@srm/core/documents/settlementDeduction';
import { settlementInvoice } from '@srm/core/documents/settlementInvoice';
import dayjs from 'dayjs';
import { post } from '../../app/api/client.ts';
import type { Row } from '../../components/DataTable/types.ts';
import type { DocumentScreenConfig } from '../../components/Document/config.ts';
import { REF_SOURCES } from '../../components/Document/refSources.ts';
import { AgreeDialog } from './AgreeDialog.tsx';
import { DisputeDialog } from './DisputeDialog.tsx';
import { MatchTable } from './MatchTable.tsx';
import { PenaltyLines } from './PenaltyLines.tsx';
import { DEDUCTION_BASE, INVOICE_BASE, STATEMENT_BASE } from './paths.ts';
import { StatementLines } from './StatementLines.tsx';

/*
 * The account statement's screens: the buyer's (SET_STATEMENT: build from the open receipt lines, exclude,
 * send, recall, void) and the supplier's (SUP_STATEMENT: agree with a summary, or dispute line by line). A
 * supplier-side config names the portal page as its menu, so the page takes the supplier's buttons.
 */

const common = {
  base: STATEMENT_BASE,
  testId: 'statement',
  attachmentPath: 'settlement/statement',
  functionId: 'SET_STATEMENT',
};

/** The buyer's statements: a new one covers this month to today in yuan until changed. */
export const buyerStatementScreens: DocumentScreenConfig = {
  ...common,
  def: accountStatement,
  editScreen: 'accountStatementEdit',
  newHeader: () => ({
    currencyCode: 'CNY',
    variant: 'STANDARD',
    periodFrom: dayjs().startOf('month').format('YYYY-MM-DD'),
    periodTo: dayjs().format('YYYY-MM-DD'),
  }),
  related: (doc) => <StatementLines doc={doc} buyerSide />,
};

/** The supplier's statements (My statements). */
export const supplierStatementScreens: DocumentScreenConfig = {
  ...common,
  // The buyer's own fields (the rule that built it, the buyer's check) are neither sent to nor shown on this side.
  def: { ...accountStatement, menuCode: 'SUP_STATEMENT', header: accountStatement.header.filter((f) => !f.internal) },
  editScreen: 'accountStatementSupplierEdit',
  actionCalls: { dispute: 'supplierDispute' },
  // A two-sided statement's agreement (to the buyer's check) sums up the same figures.
  actionDialogs: { confirm: AgreeDialog, agree: AgreeDialog, dispute: DisputeDialog },
  related: (doc) => <StatementLines doc={doc} buyerSide={false} />,
};

/** The buyer's deductions: a new one dated today, in yuan, at 13 % until changed. */
export const buyerDeductionScreens: DocumentScreenConfig = {
  def: settlementDeduction,
  base: DEDUCTION_BASE,
  editScreen: 'deductionEdit',
  testId: 'deduction',
  attachmentPath: 'settlement/deduction',
  functionId: 'SET_DEDUCTION',
  newHeader: () => ({ currencyCode: 'CNY', deductionDate: dayjs().format('YYYY-MM-DD'), taxRate: '13' }),
  // A late-delivery penalty proposed by rule shows the receipt lines it charges.
  related: (doc) => <PenaltyLines doc={doc} />,
};

/** The supplier's deductions: accept, or appeal with a reason. */
export const supplierDeductionScreens: DocumentScreenConfig = {
  ...buyerDeductionScreens,
  def: { ...settlementDeduction, menuCode: 'SUP_DEDUCTION' },
  editScreen: 'deductionSupplierEdit',
};

// The invoice's statement picker: the supplier's agreed statements (its own: the server's scope).
REF_SOURCES.agreedStatement = {
  load: (keyword) =>
    post<Row[]>(`${STATEMENT_BASE}/listByPage`, {
      searchParams: { status: 'CONFIRMED', statementNumber: keyword || undefined },
      pageIndex: 1,
      pageRows: 50,
    }),
  idKey: 'statementId',
  name: (row) =>
    `${row.statementNumber} · ${row.periodFrom} ~ ${row.periodTo} · ${row.totalWithTax ?? ''} ${row.currencyCode ?? ''}`,
};

/** The supplier's invoices (My invoices): registered per agreed statement, with the match shown. */
export const supplierInvoiceScreens: DocumentScreenConfig = {
  def: { ...settlementInvoice, menuCode: 'SUP_INVOICE' },
  base: INVOICE_BASE,
  editScreen: 'invoiceSupplierEdit',
  testId: 'invoice',
  importHint: {
    CN: '对账单填对账单号（已确认的对账单）；每行一张税务发票：发票代码与号码、开票日期（YYYY-MM-DD）、税率、不含税金额和税额。',
    EN: 'Give the statement by its number (an agreed statement); each row is one tax invoice: code and number, invoice date (YYYY-MM-DD), tax rate, amount without tax and tax.',
  },
  attachmentPath: 'settlement/invoice',
  functionId: 'SET_INVOICE',
  newLine: () => ({ invoiceDate: dayjs().format('YYYY-MM-DD'), taxRate: '13' }),
  related: (doc) => <MatchTable doc={doc} />,
};

/** Finance's invoices: confirm what matches, return what does not. */
export const financeInvoiceScreens: DocumentScreenConfig = {
  ...supplierInvoiceScreens,
  def: settlementInvoice,
  editScreen: 'invoiceEdit',
};
