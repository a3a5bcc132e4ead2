import type { Lang } from '@srm/core';
import { buildComparison, type Comparison } from '@srm/core/sourcing/comparison';
import { inquiryRoundNumber } from '@srm/core/sourcing/quotePrices';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { deadlineText } from './inquiryNotices.ts';
import {
  buyerInquiry,
  type InquiryRow,
  inRound,
  linesOfInquiry,
  participantsOf,
  pricesVisible,
  roundOf,
} from './quoteAccess.ts';
import { submittedQuotes } from './quoteStore.ts';

/*
 * The comparison (比价, issue 17 item 3): items × suppliers of a round, built by the pure
 * buildComparison (packages/core/src/sourcing/comparison.ts) from the submitted quotes. Sealed — 409, no
 * figure at all — until the round's prices may be seen; the export (compareExport.ts) and the award's
 * picker read it through comparisonOf, so no path shows a price earlier.
 */

export type FoundInquiry = { inquiry: InquiryRow; deadlinePassed: boolean };

/** Refuses (409) while the round's prices are sealed. */
export function assertPricesVisible(found: FoundInquiry, round: number): void {
  if (!pricesVisible(found, round)) {
    throw new AppError(409, 'sourcing.pricesSealed', { deadline: deadlineText(found.inquiry.quoteDeadline) });
  }
}

/** The supplier's name in the language. */
export const supplierName = (s: { supplierName: string; supplierNameEn?: string | null } | undefined, lang: Lang) =>
  s ? (lang === 'EN' && s.supplierNameEn) || s.supplierName : '';

/** The comparison of a round of an inquiry the caller reached; the round's prices must be visible. */
export async function comparisonOf(
  db: DbOrTx,
  found: FoundInquiry,
  round: number,
  lang: Lang,
): Promise<Comparison & { inquiryNumber: string; roundNumber: string; currentRound: number; currencyCode: string }> {
  assertPricesVisible(found, round);
  const { inquiry } = found;
  const [lines, participants, quotes] = await Promise.all([
    linesOfInquiry(db, inquiry.id),
    participantsOf(db, inquiry.id),
    submittedQuotes(db, inquiry.id),
  ]);
  // The quotes up to this round only: a later round's prices are never part of an earlier round's view.
  const upTo = quotes.filter((q) => q.quote.round <= round);
  const columns = participants.filter(
    (p) => inRound(p, round) || upTo.some((q) => q.quote.supplierId === p.supplierId && q.quote.round === round),
  );
  const names = await suppliersByIds(
    db,
    columns.map((p) => p.supplierId),
  );
  const comparison = buildComparison(
    round,
    lines.map((l) => ({
      inquiryLineId: l.id,
      lineNumber: l.lineNumber,
      itemName: l.itemName,
      quantity: l.quantity,
      uomCode: l.uomCode,
    })),
    columns.map((p) => ({ supplierId: p.supplierId, supplierName: supplierName(names.get(p.supplierId), lang) })),
    upTo.map(({ quote, lines: ql }) => ({
      supplierId: quote.supplierId,
      round: quote.round,
      submittedAt: (quote.submittedAt as Date).toISOString(),
      validUntil: quote.validUntil,
      lines: ql.map((l) => ({
        inquiryLineId: l.inquiryLineId,
        noQuote: l.noQuote === 'Y',
        priceWithoutTax: l.priceWithoutTax,
        taxRate: l.taxRate,
        priceWithTax: l.priceWithTax,
        leadTimeDays: l.leadTimeDays,
      })),
    })),
  );
  return {
    ...comparison,
    inquiryNumber: inquiry.inquiryNumber,
    roundNumber: inquiryRoundNumber(inquiry.inquiryNumber, round),
    currentRound: inquiry.round,
    currencyCode: inquiry.currencyCode,
  };
}

export const compareBody = z.object({ inquiryId: idSchema, round: z.number().int().min(1).optional() });

const compare = defineAction({
  server: 'srmServer',
  entity: 'srmSrcCompare',
  action: 'compare',
  summary:
    'The comparison of an inquiry round (default the current): items × suppliers, prices without and with tax, amounts, lowest per line marked, totals, lead times, validity, each supplier’s history of rounds; 409 while the round’s prices are sealed (before its deadline by the database clock)',
  auth: menu('SRC_INQUIRY', 'SRC_AWARD'),
  body: compareBody,
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const found = await buyerInquiry(deps.db, scope, body.inquiryId);
    return { data: await comparisonOf(deps.db, found, roundOf(found.inquiry, body.round), lang) };
  },
});

export const compareActions = [compare] as unknown as ActionDef[];
