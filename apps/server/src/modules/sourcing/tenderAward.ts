import { type Lang, t } from '@srm/core';
import { sourcingAward } from '@srm/core/documents/sourcingAward';
import { statusLabel } from '@srm/core/documents/types';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { DocContext, DocInput, DocRecord, StoredDoc } from '../../platform/documents/binding.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { writeHistory } from '../../platform/documents/history.ts';
import { findDoc } from '../../platform/documents/store.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { makeAwardOutcomes } from './awardOutcomes.ts';
import { error, outcomeErrors, splitErrors } from './awardRules.ts';
import { type awardLines, awards } from './awardSchema.ts';
import { supplierName } from './compare.ts';
import { tenderBidLines, tenderBids } from './sealingSchema.ts';
import { tenderBound } from './tender.ts';
import { OPENED_STATES } from './tenderEvaluationAccess.ts';
import { announceTenderResults } from './tenderResults.ts';
import { tenderLines, tenders } from './tenderSchema.ts';

/*
 * The award of a tender (定标, issue 17 item 5): the award document (DB-, award.ts) with a tender as its
 * source instead of an inquiry. Its rules:
 * - the tender is one the caller sees, and EVALUATED (the committee has recommended; the award may still
 *   differ from the recommendation: the approval decides);
 * - each line names a tender line and a supplier whose bid was OPENED; the prices are that bid's line's
 *   (bidLineId), never typed; a line may be split between suppliers as an inquiry's may;
 * - one award at a time per tender; submitting needs the tender still EVALUATED.
 * The tender's awardStatus follows the award (AWARDING in approval, null again if rejected or withdrawn).
 * Approved, the awarded lines become the same outcomes as an inquiry's (awardOutcomes.ts), the tender
 * AWARDED then COMPLETED, and each bidder learns its own result (tenderResults.ts).
 */

const statusText = (status: string, lang: Lang) => statusLabel(tenderBound.def, status, lang);

/** Each supplier's OPENED bid of the tender: its id and its priced lines by tender line. */
export async function tenderOffersOf(db: DbOrTx, tenderId: number) {
  const rows = await db
    .select({ bid: tenderBids, line: tenderBidLines })
    .from(tenderBids)
    .innerJoin(tenderBidLines, eq(tenderBidLines.bidId, tenderBids.id))
    .where(and(eq(tenderBids.tenderId, tenderId), eq(tenderBids.status, 'OPENED')))
    .orderBy(asc(tenderBids.id), asc(tenderBidLines.id));
  const out = new Map<number, { bidId: number; lines: Map<number, typeof tenderBidLines.$inferSelect> }>();
  for (const { bid, line } of rows) {
    let entry = out.get(bid.supplierId);
    if (!entry) {
      entry = { bidId: bid.id, lines: new Map() };
      out.set(bid.supplierId, entry);
    }
    entry.lines.set(line.tenderLineId, line);
  }
  return out;
}

export async function validateTenderAward(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const { tx, lang } = ctx;
  const h = input.header;
  const doc = await findDoc(tx, tenderBound, ctx.scope, h.tenderId as number);
  if (!doc) return [error('tenderId', t('ref.notFound', lang))];
  const tender = doc.header;
  if (tender.status !== 'EVALUATED') {
    return [error('tenderId', t('sourcing.tenderNotEvaluated', lang, { status: statusText(tender.status, lang) }))];
  }
  // The scope columns and the currency are the tender's.
  h.orgId = tender.orgId;
  h.currencyCode = tender.currencyCode;
  h.inquiryId = null;
  const errors = outcomeErrors(lang, h);
  const outcome = String(h.outcome);
  const lines = new Map(doc.lines.map((l) => [l.id, l]));
  const offers = await tenderOffersOf(tx, tender.id);
  const names = await suppliersByIds(
    tx,
    input.lines.map((l) => l.supplierId as number),
  );
  for (const [i, l] of input.lines.entries()) {
    const at = (key: string) => `lines.${i}.${key}`;
    const tenderLine = lines.get(l.tenderLineId as number);
    if (!tenderLine) {
      errors.push(error(at('tenderLineId'), t('sourcing.lineNotInTender', lang)));
      continue;
    }
    l.categoryId = tenderLine.categoryId;
    if (outcome !== 'ORDER' && tenderLine.materialId == null) {
      errors.push(error(at('tenderLineId'), t('sourcing.awardMaterialRequired', lang)));
    }
    const supplierId = l.supplierId as number;
    const bidLine = offers.get(supplierId)?.lines.get(tenderLine.id);
    if (!bidLine) {
      errors.push(
        error(
          at('supplierId'),
          t('sourcing.awardNoOpenedBid', lang, { name: supplierName(names.get(supplierId), lang) }),
        ),
      );
      continue;
    }
    Object.assign(l, {
      bidLineId: bidLine.id,
      priceWithoutTax: bidLine.priceWithoutTax,
      taxRate: bidLine.taxRate,
      priceWithTax: bidLine.priceWithTax,
      inquiryLineId: null,
      quoteLineId: null,
      quoteRound: null,
    });
  }
  const quantities = new Map(doc.lines.map((l) => [l.id, String(l.quantity)]));
  errors.push(...splitErrors(lang, quantities, input.lines, 'tenderLineId'));
  return errors;
}

/** One award at a time per tender: another one not voided refuses this save. */
export async function tenderAwardOpen(ctx: DocContext, after: StoredDoc): Promise<void> {
  const [other] = await ctx.tx
    .select({ awardNumber: awards.awardNumber })
    .from(awards)
    .where(
      and(
        eq(awards.tenderId, after.header.tenderId as number),
        ne(awards.id, after.header.id),
        ne(awards.status, 'ABOLISHED'),
      ),
    )
    .limit(1);
  if (other) {
    throw fieldErrors([error('tenderId', t('sourcing.awardOpen', ctx.lang, { number: other.awardNumber }))]);
  }
}

/** To submit, the tender must still be EVALUATED. */
export async function validateTenderAwardSubmit(ctx: DocContext, doc: StoredDoc): Promise<FieldError[]> {
  const [tender] = await ctx.tx
    .select({ status: tenders.status })
    .from(tenders)
    .where(eq(tenders.id, doc.header.tenderId as number));
  if (tender?.status === 'EVALUATED') return [];
  const status = statusText(tender?.status ?? '', ctx.lang);
  return [error('tenderId', t('sourcing.tenderNotEvaluated', ctx.lang, { status }))];
}

/** The tender's awardStatus as its award moves (AWARDING, null). */
export async function setTenderAwardStatus(tx: DbOrTx, tenderId: number, awardStatus: string | null): Promise<void> {
  await tx.update(tenders).set({ awardStatus }).where(eq(tenders.id, tenderId));
}

/** The names an award of a tender shows: its number and title; each line's item from the tender line. */
export async function presentTenderAwards(db: DbOrTx, records: DocRecord[]): Promise<void> {
  const own = records.filter((r) => r.tenderId != null);
  const lines = own.flatMap((r) => (Array.isArray(r.lines) ? (r.lines as DocRecord[]) : []));
  const tenderIds = own.map((r) => r.tenderId as number);
  const lineIds = lines.flatMap((l) => (l.tenderLineId != null ? [l.tenderLineId as number] : []));
  const heads = tenderIds.length
    ? await db
        .select({ id: tenders.id, tenderNumber: tenders.tenderNumber, title: tenders.title })
        .from(tenders)
        .where(inArray(tenders.id, tenderIds))
    : [];
  const items = lineIds.length
    ? await db
        .select({
          id: tenderLines.id,
          lineNumber: tenderLines.lineNumber,
          itemName: tenderLines.itemName,
          quantity: tenderLines.quantity,
          uomCode: tenderLines.uomCode,
        })
        .from(tenderLines)
        .where(inArray(tenderLines.id, lineIds))
    : [];
  const head = new Map(heads.map((h) => [h.id, h]));
  const item = new Map(items.map((i) => [i.id, i]));
  for (const r of own) {
    r.tenderNumber = head.get(r.tenderId as number)?.tenderNumber ?? null;
    r.tenderTitle = head.get(r.tenderId as number)?.title ?? null;
  }
  for (const l of lines) {
    const it = item.get(l.tenderLineId as number);
    l.itemName = it?.itemName ?? null;
    l.tenderLineNumber = it?.lineNumber ?? null;
    l.tenderQuantity = it?.quantity ?? null;
    l.uomCode = it?.uomCode ?? null;
  }
}

/** The tender to its next state (AWARDED, then COMPLETED), with a history row naming the award. */
async function moveTender(
  tx: DbOrTx,
  tender: typeof tenders.$inferSelect,
  to: 'AWARDED' | 'COMPLETED',
  userId: number,
  awardNumber: string,
): Promise<void> {
  await tx
    .update(tenders)
    .set({ status: to, awardStatus: 'AWARDED', lastUpdatedBy: userId, lastUpdateDate: new Date() })
    .where(eq(tenders.id, tender.id));
  await writeHistory(tx, {
    billType: tenderBound.def.billType,
    docId: tender.id,
    docNumber: tender.tenderNumber,
    action: to === 'AWARDED' ? 'award' : 'complete',
    fromStatus: tender.status as never,
    toStatus: to,
    userId,
    comment: `${sourcingAward.name.CN} ${awardNumber}`,
  });
}

/** An approved award of a tender, in the approving transaction: outcomes, the tender's states, the results. */
export async function applyTenderAward(
  tx: DbOrTx,
  award: typeof awards.$inferSelect,
  lines: (typeof awardLines.$inferSelect)[],
): Promise<void> {
  const [tender] = await tx.select().from(tenders).where(eq(tenders.id, award.tenderId!)).for('update');
  const itemRows = await tx.select().from(tenderLines).where(eq(tenderLines.tenderId, tender.id));
  const items = new Map(itemRows.map((l) => [l.id, l]));
  const userId = award.createdBy ?? award.lastUpdatedBy ?? 0;
  const params = { award: award.awardNumber, tender: tender.tenderNumber };
  const remark = `${t('sourcing.madeFromTender', 'CN', params)} / ${t('sourcing.madeFromTender', 'EN', params)}`;
  await moveTender(tx, tender, 'AWARDED', userId, award.awardNumber);
  await makeAwardOutcomes(
    tx,
    award,
    lines,
    (l) => items.get(l.tenderLineId!)!,
    { paymentTermId: tender.paymentTermId, shipToAddressId: tender.deliveryAddressId },
    remark,
    userId,
  );
  await moveTender(tx, { ...tender, status: 'AWARDED' }, 'COMPLETED', userId, award.awardNumber);
  await announceTenderResults(tx, tender, lines, items, userId);
}

const bidOffers = defineAction({
  server: 'srmServer',
  entity: 'srmSrcAward',
  action: 'bidOffers',
  summary:
    'What an award of a tender may give: per tender line, each OPENED bid’s prices (bid and bid line, prices, amounts, lead time), the lowest without tax marked, the recommended supplier marked; in the caller’s scope; 409 before the bids are open',
  auth: menu('SRC_AWARD', 'SRC_TENDER'),
  body: z.object({ tenderId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const doc = scope.kind === 'SUPPLIER' ? null : await findDoc(deps.db, tenderBound, scope, body.tenderId);
    if (!doc) throw new AppError(404, 'error.notFound');
    const tender = doc.header;
    if (!OPENED_STATES.has(tender.status)) {
      throw new AppError(409, 'evaluation.bidsNotOpened', { status: statusText(tender.status, lang) });
    }
    const offers = await tenderOffersOf(deps.db, tender.id);
    const names = await suppliersByIds(deps.db, [...offers.keys()]);
    return {
      data: doc.lines.map((l) => {
        const list = [...offers.entries()].flatMap(([supplierId, offer]) => {
          const b = offer.lines.get(l.id);
          if (!b) return [];
          return [
            {
              supplierId,
              supplierName: supplierName(names.get(supplierId), lang),
              bidId: offer.bidId,
              bidLineId: b.id,
              priceWithoutTax: b.priceWithoutTax,
              taxRate: b.taxRate,
              priceWithTax: b.priceWithTax,
              amountWithoutTax: b.amountWithoutTax,
              amountWithTax: b.amountWithTax,
              leadTimeDays: b.leadTimeDays,
              lowest: false,
              recommended: tender.recommendedSupplierId === supplierId,
            },
          ];
        });
        const min = list.reduce<Decimal | null>(
          (m, o) => (m == null || new Decimal(o.priceWithoutTax).lessThan(m) ? new Decimal(o.priceWithoutTax) : m),
          null,
        );
        for (const o of list) o.lowest = min?.equals(o.priceWithoutTax) ?? false;
        return {
          tenderLineId: l.id,
          lineNumber: l.lineNumber,
          itemName: l.itemName,
          materialId: l.materialId,
          quantity: l.quantity,
          uomCode: l.uomCode,
          offers: list.sort((a, b) => new Decimal(a.priceWithoutTax).comparedTo(b.priceWithoutTax)),
        };
      }),
    };
  },
});

export const tenderAwardActions = [bidOffers] as unknown as ActionDef[];
