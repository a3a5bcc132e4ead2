import { formatDate, type Lang, t } from '@srm/core';
import { statusLabel } from '@srm/core/documents/types';
import { lineAmount, sumMoney } from '@srm/core/sourcing/quotePrices';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { DocContext, DocInput, StoredDoc } from '../../platform/documents/binding.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { findDoc } from '../../platform/documents/store.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { orderRateOn } from '../purchase/index.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { error, outcomeErrors, sourceOf, splitErrors } from './awardRules.ts';
import { awards } from './awardSchema.ts';
import { supplierName } from './compare.ts';
import { inquiryBound } from './inquiry.ts';
import { inquiries, inquiryLines, inquirySuppliers } from './inquirySchema.ts';
import { quoteLines, quotes } from './quoteSchema.ts';
import { tenderAwardOpen, validateTenderAward, validateTenderAwardSubmit } from './tenderAward.ts';

/*
 * The award's rules (issue 17 item 5), on top of the engine's formats and lookups:
 * - its source is an inquiry or a tender, never both (awardRules.ts); a tender's rules are tenderAward.ts;
 * - the inquiry is one the caller sees and it is CLOSED (its prices are then visible);
 * - each line's supplier takes part and priced that inquiry line in its last submitted quote — the price,
 *   tax rate, quote line and round come from there, never from the body (readOnly fields);
 * - a line split between suppliers: each supplier once, the parts not above the line's quantity;
 * - PRICE_LIBRARY and AGREEMENT need a material on each awarded inquiry line; AGREEMENT an end date;
 * - one award at a time per inquiry (checked after the save, when the award's own id is known).
 */

/** Each supplier's latest submitted quote of the inquiry: its round and its lines by inquiry line. */
async function lastQuotes(db: DbOrTx, inquiryId: number, supplierIds: number[]) {
  const out = new Map<number, { round: number; lines: Map<number, typeof quoteLines.$inferSelect> }>();
  if (supplierIds.length === 0) return out;
  const rows = await db
    .select({ quote: quotes, line: quoteLines })
    .from(quotes)
    .innerJoin(quoteLines, eq(quoteLines.quoteId, quotes.id))
    .where(
      and(eq(quotes.inquiryId, inquiryId), eq(quotes.status, 'SUBMITTED'), inArray(quotes.supplierId, supplierIds)),
    )
    .orderBy(desc(quotes.round));
  for (const { quote, line } of rows) {
    let entry = out.get(quote.supplierId);
    if (!entry) {
      entry = { round: quote.round, lines: new Map() };
      out.set(quote.supplierId, entry);
    }
    if (entry.round === quote.round) entry.lines.set(line.inquiryLineId, line);
  }
  return out;
}

/** Every supplier's offer per inquiry line: the priced line of its last submitted quote. */
export async function offersOf(db: DbOrTx, inquiryId: number) {
  const participants = await db
    .select({ supplierId: inquirySuppliers.supplierId })
    .from(inquirySuppliers)
    .where(eq(inquirySuppliers.inquiryId, inquiryId));
  return lastQuotes(
    db,
    inquiryId,
    participants.map((p) => p.supplierId),
  );
}

export async function validateAward(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const source = sourceOf(ctx.lang, input);
  if ('errors' in source) return source.errors;
  return source.source === 'TENDER' ? validateTenderAward(ctx, input) : validateInquiryAward(ctx, input);
}

async function validateInquiryAward(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const { tx, lang } = ctx;
  const h = input.header;
  const inquiryId = h.inquiryId as number;
  const doc = await findDoc(tx, inquiryBound, ctx.scope, inquiryId);
  if (!doc) return [error('inquiryId', t('ref.notFound', lang))];
  const inquiry = doc.header;
  if (inquiry.status !== 'CLOSED') {
    return [
      error(
        'inquiryId',
        t('sourcing.inquiryNotClosed', lang, { status: statusLabel(inquiryBound.def, inquiry.status, lang) }),
      ),
    ];
  }
  // The scope columns and the currency are the inquiry's.
  h.orgId = inquiry.orgId;
  h.currencyCode = inquiry.currencyCode;
  const errors: FieldError[] = outcomeErrors(lang, h);
  const outcome = String(h.outcome);
  const lines = new Map(doc.lines.map((l) => [l.id, l]));
  const supplierIds = [...new Set(input.lines.map((l) => l.supplierId as number))];
  // One after another: the queries share the transaction's connection.
  const participants = await tx
    .select({ supplierId: inquirySuppliers.supplierId })
    .from(inquirySuppliers)
    .where(
      and(
        eq(inquirySuppliers.inquiryId, inquiryId),
        inArray(inquirySuppliers.supplierId, supplierIds.length ? supplierIds : [0]),
      ),
    );
  const offers = await lastQuotes(tx, inquiryId, supplierIds);
  const names = await suppliersByIds(tx, supplierIds);
  const taking = new Set(participants.map((p) => p.supplierId));
  for (const [i, l] of input.lines.entries()) {
    const at = (key: string) => `lines.${i}.${key}`;
    const inquiryLine = lines.get(l.inquiryLineId as number);
    if (!inquiryLine) {
      errors.push(error(at('inquiryLineId'), t('sourcing.lineNotInInquiry', lang)));
      continue;
    }
    l.categoryId = inquiryLine.categoryId;
    if (outcome !== 'ORDER' && inquiryLine.materialId == null) {
      errors.push(error(at('inquiryLineId'), t('sourcing.awardMaterialRequired', lang)));
    }
    const supplierId = l.supplierId as number;
    if (!taking.has(supplierId)) {
      errors.push(error(at('supplierId'), t('sourcing.awardNotParticipant', lang)));
      continue;
    }
    const offer = offers.get(supplierId);
    const quoted = offer?.lines.get(inquiryLine.id);
    if (!offer || !quoted || quoted.noQuote === 'Y' || quoted.priceWithoutTax == null) {
      errors.push(
        error(
          at('supplierId'),
          t('sourcing.awardNotQuoted', lang, {
            name: supplierName(names.get(supplierId), lang),
            round: offer?.round ?? Number(inquiry.round),
          }),
        ),
      );
      continue;
    }
    Object.assign(l, {
      quoteLineId: quoted.id,
      quoteRound: offer.round,
      priceWithoutTax: quoted.priceWithoutTax,
      taxRate: quoted.taxRate,
      priceWithTax: quoted.priceWithTax,
    });
  }
  const quantities = new Map(doc.lines.map((l) => [l.id, String(l.quantity)]));
  errors.push(...splitErrors(lang, quantities, input.lines, 'inquiryLineId'));
  return errors;
}

/** Amounts of each line (quantity × its quoted prices) and the totals. */
export function computeAward(input: DocInput): void {
  for (const l of input.lines) {
    if (l.priceWithoutTax == null) continue;
    l.amountWithoutTax = lineAmount(String(l.awardedQuantity), String(l.priceWithoutTax));
    l.amountWithTax = lineAmount(String(l.awardedQuantity), String(l.priceWithTax));
  }
  input.header.totalWithoutTax = sumMoney(input.lines.map((l) => String(l.amountWithoutTax ?? '0')));
  input.header.totalWithTax = sumMoney(input.lines.map((l) => String(l.amountWithTax ?? '0')));
}

/** One award at a time per inquiry or tender: another one not voided refuses this save. */
export async function afterAwardSave(ctx: DocContext, _before: StoredDoc | null, after: StoredDoc | null) {
  if (!after) return;
  if (after.header.tenderId != null) return tenderAwardOpen(ctx, after);
  const [other] = await ctx.tx
    .select({ awardNumber: awards.awardNumber })
    .from(awards)
    .where(
      and(
        eq(awards.inquiryId, after.header.inquiryId as number),
        ne(awards.id, after.header.id),
        ne(awards.status, 'ABOLISHED'),
      ),
    )
    .limit(1);
  if (other) {
    throw fieldErrors([error('inquiryId', t('sourcing.awardOpen', ctx.lang, { number: other.awardNumber }))]);
  }
}

/** To submit: lines, the source still CLOSED (EVALUATED), and for orders an exchange rate of the currency today. */
export async function validateAwardSubmit(ctx: DocContext, doc: StoredDoc): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const lang: Lang = ctx.lang;
  if (doc.lines.length === 0) errors.push(error('lines', t('document.noLines', lang)));
  if (doc.header.tenderId != null) errors.push(...(await validateTenderAwardSubmit(ctx, doc)));
  else errors.push(...(await inquiryStillClosed(ctx, doc.header.inquiryId as number)));
  if (doc.header.outcome === 'ORDER') {
    const currency = String(doc.header.currencyCode);
    if ((await orderRateOn(ctx.tx, currency, formatDate(new Date()))) == null) {
      errors.push(error('currencyCode', t('order.noRate', lang, { currency })));
    }
  }
  return errors;
}

/** The inquiry of an award must still be CLOSED to submit it. */
async function inquiryStillClosed(ctx: DocContext, inquiryId: number): Promise<FieldError[]> {
  const [inquiry] = await ctx.tx
    .select({ status: inquiries.status })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  if (inquiry?.status === 'CLOSED') return [];
  const status = statusLabel(inquiryBound.def, inquiry?.status ?? '', ctx.lang);
  return [error('inquiryId', t('sourcing.inquiryNotClosed', ctx.lang, { status }))];
}

/** Lines of the inquiry by id (names and quantities for the award's screens and results). */
export function inquiryLinesByIds(db: DbOrTx, ids: number[]) {
  return db
    .select()
    .from(inquiryLines)
    .where(inArray(inquiryLines.id, ids.length ? ids : [0]));
}
