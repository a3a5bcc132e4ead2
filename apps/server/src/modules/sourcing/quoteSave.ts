import { type Lang, t } from '@srm/core';
import type { QuoteSaveBody } from '@srm/core/sourcing/quoteFields';
import { pricesFrom, quoteTotals } from '@srm/core/sourcing/quotePrices';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { Db, DbOrTx } from '../../platform/db/types.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { findVisible, parseIds } from '../../platform/files/attachments.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { supplierSourcingBlock } from '../supplier/index.ts';
import { deadlineText, handleInquiryTodos } from './inquiryNotices.ts';
import { inquiries, inquirySuppliers } from './inquirySchema.ts';
import { type InquiryRow, inRound, linesOfInquiry, type ParticipantRow, participantInquiry } from './quoteAccess.ts';
import { quoteLines, quoteSubmissions, quotes } from './quoteSchema.ts';
import { canonicalContent, linesOfQuotes, quoteOf, quoteRecord, sha256 } from './quoteStore.ts';

/*
 * A supplier saves its quote of the current round as a draft, or submits it (issue 17 item 1). In one
 * transaction, with the inquiry's row locked for share (a close, a deadline change or a bargaining round
 * waits for it, and it for them): the inquiry must be PUBLISHED and its deadline ahead by the database
 * clock, the supplier asked to this round and not blocked. Submitting needs every line answered — priced
 * or marked "no quote" (docs/decisions.md "Quotes: every line answered") — and at least one priced; a
 * resubmission before the deadline replaces the previous one, which stays in the submission history.
 */

/** Why the supplier cannot quote now (409 with the reason), or null when it can. */
export function quoteRefusal(found: {
  inquiry: InquiryRow;
  deadlinePassed: boolean;
  participant: ParticipantRow;
}): AppError | null {
  const { inquiry, participant } = found;
  if (inquiry.status !== 'PUBLISHED' || found.deadlinePassed) {
    return new AppError(409, 'sourcing.quoteClosed', { deadline: deadlineText(inquiry.quoteDeadline) });
  }
  if (!inRound(participant, inquiry.round)) return new AppError(409, 'sourcing.notInRound', { round: inquiry.round });
  if (participant.responseStatus === 'DECLINED') return new AppError(409, 'sourcing.declinedCannotQuote');
  return null;
}

/** Today and today + days by the database's calendar. */
export async function dbDates(tx: DbOrTx, inquiryId: number, days: number | null) {
  const [row] = await tx
    .select({
      today: sql<string>`current_date::text`,
      until: sql<string>`(current_date + ${days ?? 0}::int)::text`,
    })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  return { today: row.today, defaultUntil: days == null ? null : row.until };
}

type LineIn = QuoteSaveBody['lines'][number];
type LineOut = {
  inquiryLineId: number;
  noQuote: 'Y' | 'N';
  priceWithoutTax: string | null;
  taxRate: string | null;
  priceWithTax: string | null;
  leadTimeDays: number | null;
  remark: string | null;
};

/** The lines as stored, or the field errors of the body's lines. */
function checkLines(
  body: QuoteSaveBody,
  inquiryLines: { id: number; lineNumber: number; quantity: string }[],
  submit: boolean,
  lang: Lang,
): { lines: LineOut[]; errors: FieldError[] } {
  const known = new Map(inquiryLines.map((l) => [l.id, l]));
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  const lines: LineOut[] = [];
  body.lines.forEach((l: LineIn, i) => {
    const at = (key: string) => `lines.${i}.${key}`;
    if (!known.has(l.inquiryLineId)) {
      errors.push({ field: at('inquiryLineId'), message: t('sourcing.lineNotInInquiry', lang) });
      return;
    }
    if (seen.has(l.inquiryLineId)) {
      errors.push({ field: at('inquiryLineId'), message: t('sourcing.lineTwice', lang) });
      return;
    }
    seen.add(l.inquiryLineId);
    const price = l.price as string | null;
    const taxRate = l.taxRate as string | null;
    const leadTimeDays = l.leadTimeDays == null ? null : Number(l.leadTimeDays);
    const remark = (l.remark as string | null) ?? null;
    if (l.noQuote) {
      if (price != null) errors.push({ field: at('price'), message: t('sourcing.noQuoteHasPrice', lang) });
      if (taxRate != null) errors.push({ field: at('taxRate'), message: t('sourcing.noQuoteHasPrice', lang) });
      lines.push({
        inquiryLineId: l.inquiryLineId,
        noQuote: 'Y',
        priceWithoutTax: null,
        taxRate: null,
        priceWithTax: null,
        leadTimeDays: null,
        remark,
      });
      return;
    }
    // A draft may leave a line half done; a submission may not.
    if (price == null && (submit || taxRate != null)) {
      errors.push({ field: at('price'), message: t('sourcing.priceRequired', lang) });
    }
    if (taxRate == null && (submit || price != null)) {
      errors.push({ field: at('taxRate'), message: t('sourcing.taxRateRequired', lang) });
    }
    const both = price != null && taxRate != null ? pricesFrom(body.priceBasis, price, taxRate) : null;
    lines.push({
      inquiryLineId: l.inquiryLineId,
      noQuote: 'N',
      priceWithoutTax: both?.priceWithoutTax ?? null,
      taxRate: both ? taxRate : null,
      priceWithTax: both?.priceWithTax ?? null,
      leadTimeDays,
      remark,
    });
  });
  if (submit && errors.length === 0) {
    for (const line of inquiryLines) {
      if (!seen.has(line.id)) {
        errors.push({ field: 'lines', message: t('sourcing.lineNotAnswered', lang, { line: line.lineNumber }) });
      }
    }
    if (errors.length === 0 && !lines.some((l) => l.noQuote === 'N')) {
      errors.push({ field: 'lines', message: t('sourcing.nothingPriced', lang) });
    }
  }
  return { lines, errors };
}

/** Saves (and with `submit` submits) the caller's quote of the current round; answers the stored quote. */
export async function saveQuote(
  tx: DbOrTx,
  user: SessionUser,
  supplierId: number,
  lang: Lang,
  body: QuoteSaveBody,
  submit: boolean,
) {
  const found = await participantInquiry(tx, supplierId, body.inquiryId, 'share');
  const refusal = quoteRefusal(found);
  if (refusal) throw refusal;
  const { inquiry } = found;
  if (submit) {
    const block = await supplierSourcingBlock(tx, supplierId);
    if (block) throw fieldErrors([{ field: 'supplierId', message: t(block.key, lang, block.params) }]);
  }
  const existing = await quoteOf(tx, inquiry.id, supplierId, inquiry.round, true);
  if (existing && body.version !== undefined && body.version !== existing.version) {
    throw new AppError(409, 'error.staleVersion');
  }
  if (existing?.status === 'SUBMITTED' && !submit) throw new AppError(409, 'sourcing.quoteAlreadySubmitted');

  const inquiryLines = await linesOfInquiry(tx, inquiry.id);
  const { lines, errors } = checkLines(body, inquiryLines, submit, lang);
  const { today, defaultUntil } = await dbDates(tx, inquiry.id, inquiry.quoteValidityDays);
  const validUntil = (body.validUntil as string | null) ?? defaultUntil;
  if (validUntil != null && validUntil < today) {
    errors.push({ field: 'validUntil', message: t('sourcing.validUntilPast', lang) });
  }
  // Its own uploads only (readableBy: a supplier user reads only its supplier's attachments).
  const fileIds = parseIds((body.fileIds as string | null) ?? '');
  if (fileIds.length > 0 && (await findVisible(tx as Db, user, fileIds)).length !== fileIds.length) {
    errors.push({ field: 'fileIds', message: t('ref.notFound', lang) });
  }
  if (errors.length > 0) throw fieldErrors(errors);

  const quantities = new Map(inquiryLines.map((l) => [l.id, l.quantity]));
  const totals = quoteTotals(lines.map((l) => ({ ...l, quantity: quantities.get(l.inquiryLineId)! })));
  const values = {
    priceBasis: body.priceBasis,
    validUntil,
    currencyCode: inquiry.currencyCode,
    totalWithoutTax: totals.totalWithoutTax,
    totalWithTax: totals.totalWithTax,
    remark: (body.remark as string | null) ?? null,
    fileIds: (body.fileIds as string | null) ?? null,
    lastUpdatedBy: user.userId,
    lastUpdateDate: sql`now()`,
  };
  let quoteId: number;
  if (existing) {
    quoteId = existing.id;
    await tx
      .update(quotes)
      .set({ ...values, version: existing.version + 1 })
      .where(eq(quotes.id, existing.id));
    await tx.delete(quoteLines).where(eq(quoteLines.quoteId, existing.id));
  } else {
    const [row] = await tx
      .insert(quotes)
      .values({ ...values, inquiryId: inquiry.id, supplierId, round: inquiry.round, createdBy: user.userId })
      .returning({ id: quotes.id });
    quoteId = row.id;
  }
  if (lines.length > 0) {
    await tx
      .insert(quoteLines)
      .values(lines.map((l) => ({ ...l, quoteId, createdBy: user.userId, lastUpdatedBy: user.userId })));
  }
  if (submit) await recordSubmission(tx, user, quoteId, found.dbNow);
  const [stored] = await tx.select().from(quotes).where(eq(quotes.id, quoteId));
  return quoteRecord(stored, (await linesOfQuotes(tx, [quoteId])).get(quoteId) ?? []);
}

/**
 * The submission itself: the quote SUBMITTED at the database clock, its receipt hash, a history row with
 * the text hashed, the supplier marked as having quoted, its to-dos of the inquiry done.
 */
async function recordSubmission(tx: DbOrTx, user: SessionUser, quoteId: number, dbNow: Date): Promise<void> {
  const [q] = await tx.select().from(quotes).where(eq(quotes.id, quoteId));
  const lines = (await linesOfQuotes(tx, [quoteId])).get(quoteId) ?? [];
  const content = canonicalContent(q, lines, dbNow);
  const receiptHash = sha256(content);
  await tx
    .update(quotes)
    .set({ status: 'SUBMITTED', submittedAt: dbNow, receiptHash, submitCount: q.submitCount + 1 })
    .where(eq(quotes.id, quoteId));
  await tx.insert(quoteSubmissions).values({
    quoteId,
    inquiryId: q.inquiryId,
    supplierId: q.supplierId,
    round: q.round,
    submittedAt: dbNow,
    receiptHash,
    content,
    submittedBy: user.userId,
  });
  await tx
    .update(inquirySuppliers)
    .set({ responseStatus: 'QUOTED', lastUpdatedBy: user.userId, lastUpdateDate: sql`now()` })
    .where(and(eq(inquirySuppliers.inquiryId, q.inquiryId), eq(inquirySuppliers.supplierId, q.supplierId)));
  await handleInquiryTodos(tx, q.inquiryId, q.supplierId, user.userId);
}
