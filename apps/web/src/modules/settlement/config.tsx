import { accountStatement } from '@srm/core/documents/accountStatement';
import { settlementDeduction } from '@srm/core/documents/settlementDeduction';
import dayjs from 'dayjs';
import type { DocumentScreenConfig } from '../../components/Document/config.ts';
import { AgreeDialog } from './AgreeDialog.tsx';
import { DisputeDialog } from './DisputeDialog.tsx';
import { DEDUCTION_BASE, STATEMENT_BASE } from './paths.ts';
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
    periodFrom: dayjs().startOf('month').format('YYYY-MM-DD'),
    periodTo: dayjs().format('YYYY-MM-DD'),
  }),
  related: (doc) => <StatementLines doc={doc} buyerSide />,
};

/** The supplier's statements (My statements). */
export const supplierStatementScreens: DocumentScreenConfig = {
  ...common,
  def: { ...accountStatement, menuCode: 'SUP_STATEMENT' },
  editScreen: 'accountStatementSupplierEdit',
  actionCalls: { dispute: 'supplierDispute' },
  actionDialogs: { confirm: AgreeDialog, dispute: DisputeDialog },
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
};

/** The supplier's deductions: accept, or appeal with a reason. */
export const supplierDeductionScreens: DocumentScreenConfig = {
  ...buyerDeductionScreens,
  def: { ...settlementDeduction, menuCode: 'SUP_DEDUCTION' },
  editScreen: 'deductionSupplierEdit',
};
