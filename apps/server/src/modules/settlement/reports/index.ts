import type { ActionDef } from '../../../platform/http/action.ts';
import { ageingExportActions } from './ageingExport.ts';
import { invoicesAwaitingMatchActions } from './invoicesAwaitingMatch.ts';
import { openStatementActions } from './openStatements.ts';
import { payablesAgeingActions } from './payablesAgeing.ts';

/**
 * Settlement reports (对账结算报表, issue 18 item 7), the calls of srmSettleReportRestful: open statements,
 * invoices awaiting match, payables ageing and its Excel export — read-only, for internal users with the
 * SET_REPORT page, in their organisation scope.
 */
export const reportActions: ActionDef[] = [
  ...openStatementActions,
  ...invoicesAwaitingMatchActions,
  ...payablesAgeingActions,
  ...ageingExportActions,
];
