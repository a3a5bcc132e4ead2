import type { ActionDef } from '../../platform/http/action.ts';
import { awardDocumentActions } from './award.ts';
import { awardCallActions } from './awardCalls.ts';
import { clarificationActions } from './clarificationCalls.ts';
import { compareActions } from './compare.ts';
import { compareExportActions } from './compareExport.ts';
import { inquiryDocumentActions } from './inquiry.ts';
import { inquiryCallActions } from './inquiryCalls.ts';
import { inquirySupplierActions } from './inquirySupplierCalls.ts';
import { invitationActions } from './invitationCalls.ts';
import { quoteActions } from './quoteCalls.ts';
// Registers the file guard that seals quote attachments until the round's deadline (platform/files/guards.ts).
import './quoteFileGuard.ts';
// Suppliers taking part read the inquiry's own files (its attachments, the lines' drawings).
import './inquiryFiles.ts';
import { roundActions } from './round.ts';
import { sourcingRuleActions } from './rules/index.ts';
import { tenderDocumentActions } from './tender.ts';
import { tenderChangeActions } from './tenderChanges.ts';
// Suppliers that may read a tender read its documents, the lines' drawings and the change letters' files.
import './tenderFiles.ts';
// Sealed bids (sealing helper): member keys, the committee and its seal, bids, the opening record; the file
// guard seals a bid's technical files until its tender is opened.
import { committeeActions } from './committeeCalls.ts';
import { memberKeyActions } from './memberKeyCalls.ts';
import { supplierBidActions, tenderBidActions } from './tenderBidCalls.ts';
import { tenderInvitationActions } from './tenderInvitations.ts';
import { tenderSupplierActions } from './tenderSupplierCalls.ts';
import './tenderBidFileGuard.ts';
// Evaluation and award of a tender (evaluation helper): the jury and its sheets, the summary and
// recommendation, the award's tender offers, the results told to bidders, the bid reports.
import { tenderAwardActions } from './tenderAward.ts';
import { tenderReportActions } from './tenderReports.ts';
import { tenderResultActions } from './tenderResults.ts';
import { tenderEvaluationActions } from './tenderScoring.ts';

/*
 * Sourcing (寻源, issue 17): rule setup and the expert library (rules/), the inquiry (RFQ) with its
 * invitations, publication, clarifications and supplier read paths (inquiry*, invitation*,
 * clarification*, closeJob), quotes, rounds, the comparison and the award (quote*, round*, compare*,
 * award*). It sits above purchasing: it reads suppliers and the approved supplier list, and its awards
 * become price-library entries, agreements and orders through the purchasing module's services.
 */

/** The award's deployed approval in the demo (quote helper). */
export { seedAwardDemo } from './awardSeed.ts';
/** What other parts of this module and higher layers may use of the inquiry. */
export { closeIfPastDeadline, inquiryCloseJob } from './closeJob.ts';
export { inquiryBound } from './inquiry.ts';
export { handleInquiryTodos, INQUIRY_TODO, openInquiryTodos } from './inquiryNotices.ts';
export { playInquiryStory, seedInquiryDemo } from './inquirySeed.ts';
/** The tender's publish approval and its demo draft (tender helper). */
export { playTenderStory, seedTenderDemo } from './tenderSeed.ts';

/** Every restful action of the sourcing module. */
export const sourcingActions: ActionDef[] = [
  // inquiry (RFQ): the document, its invitations, clarifications and the supplier portal's calls
  ...inquiryDocumentActions,
  ...inquiryCallActions,
  ...invitationActions,
  ...clarificationActions,
  ...inquirySupplierActions,
  // rule setup (rules/): templates, sourcing types, the expert library, sourcing projects
  ...sourcingRuleActions,
  // quotes, the comparison, bargaining rounds and the award (quote*, compare*, round*, award*)
  ...quoteActions,
  ...compareActions,
  ...compareExportActions,
  ...roundActions,
  ...awardDocumentActions,
  ...awardCallActions,
  // tender (ZB-): the document, its suppliers (invitations, fee and bond), change letters, the supplier portal's calls
  ...tenderDocumentActions,
  ...tenderInvitationActions,
  ...tenderChangeActions,
  ...tenderSupplierActions,
  // sealed bids (sealing helper): member keys, committee and opening, bids (supplier and buyer sides)
  ...memberKeyActions,
  ...committeeActions,
  ...supplierBidActions,
  ...tenderBidActions,
  // evaluation (evaluation helper): jury, sheets, summary, recommendation; award of a tender; results; reports
  ...tenderEvaluationActions,
  ...tenderAwardActions,
  ...tenderResultActions,
  ...tenderReportActions,
];
