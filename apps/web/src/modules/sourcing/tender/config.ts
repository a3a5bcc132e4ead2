import { sourcingTender } from '@srm/core/documents/sourcingTender';
import dayjs from 'dayjs';
import type { DocumentScreenConfig } from '../../../components/Document/config.ts';
import '../inquiry/refSources.ts';
import './refSources.ts';

/*
 * The tender's calls and its document screens (generic list and edit pages from the declaration in
 * packages/core/src/documents/sourcingTender.ts). The buyer's page adds its own tabs and the sealing
 * submit (TenderEditScreen); the committee's opening, the experts' sheets and the reports are screens of
 * their own on their own menus. The supplier's portal (SUP_TENDER) is not here.
 */

const SRM = '/api/srmServer/v1';
export const TENDER_BASE = `${SRM}/srmSrcTenderRestful`;
export const TENDER_SUPPLIER_BASE = `${SRM}/srmSrcTenderSupplierRestful`;
export const CHANGE_BASE = `${SRM}/srmSrcTenderChangeRestful`;
export const COMMITTEE_BASE = `${SRM}/srmSrcTenderCommitteeRestful`;
export const MEMBER_KEY_BASE = `${SRM}/srmSrcMemberKeyRestful`;
export const BID_BASE = `${SRM}/srmSrcTenderBidRestful`;
export const EVALUATION_BASE = `${SRM}/srmSrcTenderEvaluationRestful`;
export const REPORT_BASE = `${SRM}/srmSrcTenderReportRestful`;
export const USERS_PICK = '/api/baseServer/v1/baseUsersRestful/listForSelect';

/** States before the bids are opened: no price may show. */
export const SEALED_STATES: ReadonlySet<string> = new Set([
  'DRAFT',
  'APPROVING',
  'REJECTED',
  'PUBLISHED',
  'CLOSED',
  'ABOLISHED',
]);
/** States in which the bids are open. */
export const OPENED_STATES: ReadonlySet<string> = new Set(['OPENED', 'EVALUATED', 'AWARDED', 'COMPLETED']);
/** States in which the committee and the suppliers may still be changed. */
export const EDITABLE_STATES: ReadonlySet<string> = new Set(['DRAFT', 'REJECTED']);

export const tenderScreenConfig: DocumentScreenConfig = {
  def: sourcingTender,
  base: TENDER_BASE,
  editScreen: 'tenderEdit',
  testId: 'tender',
  attachmentPath: 'sourcing/tender',
  functionId: 'SRC_TENDER',
  // Two weeks to bid, until 17:00; opened half an hour later by two of the committee.
  newHeader: () => {
    const deadline = dayjs().add(14, 'day').hour(17).minute(0).second(0).millisecond(0);
    return {
      tenderMode: 'INVITE',
      currencyCode: 'CNY',
      openingThreshold: 2,
      bidDeadline: deadline.format(),
      openingTime: deadline.add(30, 'minute').format(),
    };
  },
  newLine: () => ({ uomCode: 'PCS', needByDate: dayjs().add(45, 'day').format('YYYY-MM-DD') }),
};
