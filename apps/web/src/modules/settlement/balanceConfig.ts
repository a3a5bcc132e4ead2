import { settlementBalance } from '@srm/core/documents/settlementBalance';
import dayjs from 'dayjs';
import type { DocumentScreenConfig } from '../../components/Document/config.ts';
import { BALANCE_BASE } from './paths.ts';

/*
 * The statement of account's screens (issue 18 item 2): the buyer's and finance's (the balance of a supplier over
 * a period, computed by the server, sent for its answer) and the supplier's (agree, or dispute with a reason).
 */

/** A new one covers last month in yuan until changed. */
export const balanceScreens: DocumentScreenConfig = {
  def: settlementBalance,
  base: BALANCE_BASE,
  editScreen: 'balanceEdit',
  testId: 'balance',
  attachmentPath: 'settlement/balance',
  functionId: 'SET_BALANCE',
  newHeader: () => {
    const last = dayjs().subtract(1, 'month');
    return {
      currencyCode: 'CNY',
      periodFrom: last.startOf('month').format('YYYY-MM-DD'),
      periodTo: last.endOf('month').format('YYYY-MM-DD'),
    };
  },
};

export const supplierBalanceScreens: DocumentScreenConfig = {
  ...balanceScreens,
  def: { ...settlementBalance, menuCode: 'SUP_BALANCE' },
  editScreen: 'balanceSupplierEdit',
};
