import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { quoteLines, quoteSubmissions, quotes } from './quoteSchema.ts';

/*
 * Reading quotes as the API answers them, and the receipt of a submission: the canonical text of what was
 * submitted (fixed key order, decimals as stored) and its sha256, given to the supplier and kept with the
 * text in srm_src_quote_submission, so a supplier can later prove what it submitted and when.
 */

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;

/** A quote as answered (to its own supplier, or to the buyer once prices may be seen). */
export function quoteRecord(q: QuoteRow, lines: QuoteLineRow[]) {
  return {
    quoteId: q.id,
    version: q.version,
    inquiryId: q.inquiryId,
    supplierId: q.supplierId,
    round: q.round,
    status: q.status,
    priceBasis: q.priceBasis,
    validUntil: q.validUntil,
    currencyCode: q.currencyCode,
    totalWithoutTax: q.totalWithoutTax,
    totalWithTax: q.totalWithTax,
    remark: q.remark,
    fileIds: q.fileIds,
    submittedAt: q.submittedAt,
    submitCount: q.submitCount,
    receiptHash: q.receiptHash,
    lines: lines.map((l) => ({
      quoteLineId: l.id,
      inquiryLineId: l.inquiryLineId,
      noQuote: l.noQuote === 'Y',
      priceWithoutTax: l.priceWithoutTax,
      taxRate: l.taxRate,
      priceWithTax: l.priceWithTax,
      leadTimeDays: l.leadTimeDays,
      remark: l.remark,
    })),
  };
}
export type QuoteRecord = ReturnType<typeof quoteRecord>;

/** The lines of these quotes, by quote, in inquiry-line order. */
export async function linesOfQuotes(db: DbOrTx, quoteIds: number[]): Promise<Map<number, QuoteLineRow[]>> {
  const out = new Map<number, QuoteLineRow[]>(quoteIds.map((id) => [id, []]));
  if (quoteIds.length === 0) return out;
  const rows = await db
    .select()
    .from(quoteLines)
    .where(inArray(quoteLines.quoteId, quoteIds))
    .orderBy(asc(quoteLines.quoteId), asc(quoteLines.inquiryLineId));
  for (const r of rows) out.get(r.quoteId)?.push(r);
  return out;
}

/** The supplier's quote of a round, or null. */
export async function quoteOf(db: DbOrTx, inquiryId: number, supplierId: number, round: number, lock = false) {
  const query = db
    .select()
    .from(quotes)
    .where(and(eq(quotes.inquiryId, inquiryId), eq(quotes.supplierId, supplierId), eq(quotes.round, round)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The submitted quotes of an inquiry (all rounds, or one), with their lines. */
export async function submittedQuotes(db: DbOrTx, inquiryId: number, round?: number) {
  const rows = await db
    .select()
    .from(quotes)
    .where(
      and(
        eq(quotes.inquiryId, inquiryId),
        eq(quotes.status, 'SUBMITTED'),
        round === undefined ? undefined : eq(quotes.round, round),
      ),
    )
    .orderBy(asc(quotes.round), asc(quotes.supplierId));
  const lines = await linesOfQuotes(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((q) => ({ quote: q, lines: lines.get(q.id) ?? [] }));
}

/** The canonical text of a submission: what the hash is computed on and the history keeps. */
export function canonicalContent(q: QuoteRow, lines: QuoteLineRow[], submittedAt: Date): string {
  return JSON.stringify({
    inquiryId: q.inquiryId,
    supplierId: q.supplierId,
    round: q.round,
    submittedAt: submittedAt.toISOString(),
    currencyCode: q.currencyCode,
    priceBasis: q.priceBasis,
    validUntil: q.validUntil,
    totalWithoutTax: q.totalWithoutTax,
    totalWithTax: q.totalWithTax,
    remark: q.remark,
    fileIds: q.fileIds,
    lines: [...lines]
      .sort((a, b) => a.inquiryLineId - b.inquiryLineId)
      .map((l) => ({
        inquiryLineId: l.inquiryLineId,
        noQuote: l.noQuote === 'Y',
        priceWithoutTax: l.priceWithoutTax,
        taxRate: l.taxRate,
        priceWithTax: l.priceWithTax,
        leadTimeDays: l.leadTimeDays,
        remark: l.remark,
      })),
  });
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The submissions of a quote, newest first: when and with which receipt (the content stays inside). */
export async function submissionsOf(db: DbOrTx, quoteIds: number[]) {
  if (quoteIds.length === 0) return new Map<number, { submittedAt: Date; receiptHash: string }[]>();
  const rows = await db
    .select({
      quoteId: quoteSubmissions.quoteId,
      submittedAt: quoteSubmissions.submittedAt,
      receiptHash: quoteSubmissions.receiptHash,
    })
    .from(quoteSubmissions)
    .where(inArray(quoteSubmissions.quoteId, quoteIds))
    .orderBy(desc(quoteSubmissions.id));
  const out = new Map<number, { submittedAt: Date; receiptHash: string }[]>();
  for (const r of rows) {
    const list = out.get(r.quoteId) ?? [];
    list.push({ submittedAt: r.submittedAt, receiptHash: r.receiptHash });
    out.set(r.quoteId, list);
  }
  return out;
}
