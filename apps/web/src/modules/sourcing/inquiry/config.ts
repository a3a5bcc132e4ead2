import { sourcingAward } from '@srm/core/documents/sourcingAward';
import { sourcingInquiry } from '@srm/core/documents/sourcingInquiry';
import dayjs from 'dayjs';
import type { DocumentScreenConfig } from '../../../components/Document/config.ts';
import './refSources.ts';

/*
 * The inquiry's and the award's document screens (generic list and edit pages from the declarations).
 * The inquiry's page adds its own tabs and buttons (InquiryEditScreen); the supplier's portal has screens
 * of its own (Supplier*.tsx) on its own calls, which never answer what a supplier may not read.
 */

export const INQUIRY_BASE = '/api/srmServer/v1/srmSrcInquiryRestful';
export const INVITE_BASE = '/api/srmServer/v1/srmSrcInquirySupplierRestful';
export const CLARIFY_BASE = '/api/srmServer/v1/srmSrcClarificationRestful';
export const SUPPLIER_INQUIRY_BASE = '/api/srmServer/v1/srmSrcSupplierInquiryRestful';
export const QUOTE_BASE = '/api/srmServer/v1/srmSrcQuoteRestful';
export const ROUND_BASE = '/api/srmServer/v1/srmSrcRoundRestful';
export const COMPARE_BASE = '/api/srmServer/v1/srmSrcCompareRestful';
export const AWARD_BASE = '/api/srmServer/v1/srmSrcAwardRestful';

/** The htmlUrl names of the screens opened from the inquiry (registered in screens.ts). */
export const COMPARE_SCREEN = 'inquiryCompare';
export const SUPPLIER_INQUIRY_SCREEN = 'inquirySupplierView';

export const inquiryScreenConfig: DocumentScreenConfig = {
  def: sourcingInquiry,
  base: INQUIRY_BASE,
  editScreen: 'inquiryEdit',
  testId: 'inquiry',
  attachmentPath: 'sourcing/inquiry',
  functionId: 'SRC_INQUIRY',
  actionCalls: { close: 'close' },
  // A week to quote, until 17:00; one round unless the buyer allows bargaining.
  newHeader: () => ({
    inquiryMode: 'INVITE',
    currencyCode: 'CNY',
    maxRounds: 3,
    quoteValidityDays: 30,
    quoteDeadline: dayjs().add(7, 'day').hour(17).minute(0).second(0).millisecond(0).format(),
  }),
  newLine: () => ({ uomCode: 'PCS', needByDate: dayjs().add(30, 'day').format('YYYY-MM-DD') }),
};

/** An award line's quote line is the server's bookkeeping (an id): the round and prices say what it is. */
const awardShown = {
  ...sourcingAward,
  lines: sourcingAward.lines && {
    ...sourcingAward.lines,
    fields: sourcingAward.lines.fields.filter((f) => f.key !== 'quoteLineId'),
  },
};

export const awardScreenConfig: DocumentScreenConfig = {
  def: awardShown,
  base: AWARD_BASE,
  editScreen: 'awardEdit',
  testId: 'award',
  attachmentPath: 'sourcing/award',
  functionId: 'SRC_AWARD',
};
