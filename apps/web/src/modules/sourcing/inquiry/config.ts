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

/** Where an award's prices come from: an inquiry's quotes or a tender's opened bids (null: not known yet). */
export type AwardSourceKind = 'inquiry' | 'tender' | null;

/** The fields that belong to the other source (a tender's award has no inquiry line, and back). */
const OTHER_SOURCE: Record<'inquiry' | 'tender', string[]> = {
  inquiry: ['tenderId', 'tenderLineId'],
  tender: ['inquiryId', 'inquiryLineId', 'quoteRound'],
};

/**
 * The award declaration as its page shows it: the quote line and the bid line are the server's bookkeeping
 * (ids; the round and prices say what they are), and once the source is known, the other source's fields
 * go (each award has one source).
 */
function awardShown(source: AwardSourceKind) {
  const hidden = new Set(['quoteLineId', 'bidLineId', ...(source ? OTHER_SOURCE[source] : [])]);
  return {
    ...sourcingAward,
    header: sourcingAward.header.filter((f) => !hidden.has(f.key)),
    lines: sourcingAward.lines && {
      ...sourcingAward.lines,
      fields: sourcingAward.lines.fields.filter((f) => !hidden.has(f.key)),
    },
  };
}

export const awardScreenConfig: DocumentScreenConfig = {
  def: awardShown(null),
  base: AWARD_BASE,
  editScreen: 'awardEdit',
  testId: 'award',
  attachmentPath: 'sourcing/award',
  functionId: 'SRC_AWARD',
};

/** The award's page once its source is known: the other source's fields left out. */
export const awardConfigFor = (source: AwardSourceKind): DocumentScreenConfig =>
  source == null ? awardScreenConfig : { ...awardScreenConfig, def: awardShown(source) };
