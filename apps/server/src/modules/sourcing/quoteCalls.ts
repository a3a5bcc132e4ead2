import { t } from '@srm/core';
import { quoteSaveSchema } from '@srm/core/sourcing/quoteFields';
import { inquiryRoundNumber } from '@srm/core/sourcing/quotePrices';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import type { Db } from '../../platform/db/types.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { closeIfPastDeadline } from './closeJob.ts';
import { deadlineText } from './inquiryNotices.ts';
import {
  buyerInquiry,
  linesOfInquiry,
  participantInquiry,
  participantsOf,
  pricesVisible,
  roundOf,
  supplierOf,
} from './quoteAccess.ts';
import { dbDates, quoteRefusal, saveQuote } from './quoteSave.ts';
import { inquiryRounds, quotes } from './quoteSchema.ts';
import { linesOfQuotes, quoteOf, quoteRecord, submissionsOf } from './quoteStore.ts';

/*
 * The quote calls (issue 17 item 1–2). The supplier's, on its portal page SUP_INQUIRY: its quote of a
 * round, save, submit, and all its own quotes with their receipts — only as a participant, 404 otherwise,
 * and never another supplier's. The buyer's, on SRC_INQUIRY: who has quoted and when, with the totals
 * only once the round's prices may be seen (quoteAccess.pricesVisible).
 */

const SUPPLIER_MENU = 'SUP_INQUIRY';
const BUYER_MENU = 'SRC_INQUIRY';
const at = { server: 'srmServer' as const, entity: 'srmSrcQuote' };

const findMine = defineAction({
  ...at,
  action: 'findMine',
  summary:
    'The caller supplier’s quote of a round of an inquiry it takes part in (default the current round) with the inquiry’s lines, the deadline, the database clock and whether it may quote now (404 for an inquiry it is not part of)',
  auth: menu(SUPPLIER_MENU),
  body: z.object({ inquiryId: idSchema, round: z.number().int().min(1).optional() }),
  handler: async ({ deps, body, lang, user }) => {
    const supplierId = supplierOf(user!);
    const found = await participantInquiry(deps.db, supplierId, body.inquiryId);
    const { inquiry } = found;
    const round = roundOf(inquiry, body.round);
    const lines = await linesOfInquiry(deps.db, inquiry.id);
    const quote = await quoteOf(deps.db, inquiry.id, supplierId, round);
    // A past round: closed at its own deadline (kept in the round's row).
    const [past] =
      round === inquiry.round
        ? []
        : await deps.db
            .select({ quoteDeadline: inquiryRounds.quoteDeadline })
            .from(inquiryRounds)
            .where(and(eq(inquiryRounds.inquiryId, inquiry.id), eq(inquiryRounds.round, round)));
    const refusal =
      round === inquiry.round
        ? quoteRefusal(found)
        : new AppError(409, 'sourcing.quoteClosed', {
            deadline: deadlineText(past?.quoteDeadline ?? inquiry.quoteDeadline),
          });
    const { defaultUntil } = await dbDates(deps.db, inquiry.id, inquiry.quoteValidityDays);
    return {
      data: {
        inquiryId: inquiry.id,
        round,
        currentRound: inquiry.round,
        roundNumber: inquiryRoundNumber(inquiry.inquiryNumber, round),
        currencyCode: inquiry.currencyCode,
        quoteDeadline: inquiry.quoteDeadline,
        quoteValidityDays: inquiry.quoteValidityDays,
        defaultValidUntil: defaultUntil,
        dbNow: found.dbNow,
        canQuote: refusal === null,
        cannotQuoteReason: refusal ? t(refusal.key, lang, refusal.params) : null,
        lines: lines.map((l) => ({
          inquiryLineId: l.id,
          lineNumber: l.lineNumber,
          materialId: l.materialId,
          itemName: l.itemName,
          specification: l.specification,
          quantity: l.quantity,
          uomCode: l.uomCode,
          needByDate: l.needByDate,
        })),
        quote: quote ? quoteRecord(quote, (await linesOfQuotes(deps.db, [quote.id])).get(quote.id) ?? []) : null,
      },
    };
  },
});

const saveBody = quoteSaveSchema;

/**
 * A save refused because the deadline has passed closes the inquiry there and then (in its own
 * transaction, the refused one being rolled back), so quotes never wait on the close job's next run.
 */
async function closingIfLate<T>(db: Db, inquiryId: number, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (e) {
    if (e instanceof AppError && e.key === 'sourcing.quoteClosed') {
      await db.transaction((tx) => closeIfPastDeadline(tx, inquiryId));
    }
    throw e;
  }
}

const saveDraft = defineAction({
  ...at,
  action: 'saveDraft',
  summary:
    'Save the caller supplier’s quote of the current round as a draft (lines may be partial; only while PUBLISHED and before the deadline by the database clock, only a supplier of the round); answers the stored quote',
  auth: menu(SUPPLIER_MENU),
  mutates: true,
  body: saveBody,
  handler: async ({ deps, body, lang, user }) => {
    const supplierId = supplierOf(user!);
    const data = await closingIfLate(deps.db, body.inquiryId, () =>
      deps.db.transaction((tx) => saveQuote(tx, user!, supplierId, lang, body, false)),
    );
    return { data, msg: 'ok.saved' };
  },
});

const submit = defineAction({
  ...at,
  action: 'submit',
  summary:
    'Submit (or resubmit, replacing the previous submission of the round) the caller supplier’s quote: every inquiry line priced or marked no quote, before the deadline by the database clock; answers the stored quote with submittedAt and its receipt hash',
  auth: menu(SUPPLIER_MENU),
  mutates: true,
  body: saveBody,
  handler: async ({ deps, body, lang, user }) => {
    const supplierId = supplierOf(user!);
    const data = await closingIfLate(deps.db, body.inquiryId, () =>
      deps.db.transaction((tx) => saveQuote(tx, user!, supplierId, lang, body, true)),
    );
    return { data, msg: 'ok.saved' };
  },
});

const listMine = defineAction({
  ...at,
  action: 'listMine',
  summary:
    'All of the caller supplier’s own quotes of an inquiry (every round), each with its submissions (time and receipt hash); 404 for an inquiry it is not part of',
  auth: menu(SUPPLIER_MENU),
  body: z.object({ inquiryId: idSchema }),
  handler: async ({ deps, body, user }) => {
    const supplierId = supplierOf(user!);
    const { inquiry } = await participantInquiry(deps.db, supplierId, body.inquiryId);
    const rows = await deps.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.inquiryId, inquiry.id), eq(quotes.supplierId, supplierId)))
      .orderBy(asc(quotes.round));
    const ids = rows.map((r) => r.id);
    const [lines, submissions] = await Promise.all([linesOfQuotes(deps.db, ids), submissionsOf(deps.db, ids)]);
    return {
      data: rows.map((q) => ({
        round: q.round,
        roundNumber: inquiryRoundNumber(inquiry.inquiryNumber, q.round),
        quote: quoteRecord(q, lines.get(q.id) ?? []),
        submissions: submissions.get(q.id) ?? [],
      })),
    };
  },
});

const listByInquiry = defineAction({
  ...at,
  action: 'listByInquiry',
  summary:
    'The buyer’s view of a round’s quotes (default the current round): each supplier of the round, whether and when it submitted and how often; totals, validity, remark and attachments only once the round’s prices may be seen (deadline passed by the database clock, or quotes closed)',
  auth: menu(BUYER_MENU, 'SRC_AWARD'),
  body: z.object({ inquiryId: idSchema, round: z.number().int().min(1).optional() }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const found = await buyerInquiry(deps.db, scope, body.inquiryId);
    const round = roundOf(found.inquiry, body.round);
    const visible = pricesVisible(found, round);
    const participants = (await participantsOf(deps.db, found.inquiry.id)).filter(
      (p) => p.invitedRound <= round && round <= p.lastRound,
    );
    // Only submitted quotes exist for the buyer: a draft is the supplier's own work.
    const submitted = await deps.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.inquiryId, found.inquiry.id), eq(quotes.round, round), eq(quotes.status, 'SUBMITTED')));
    const bySupplier = new Map(submitted.map((q) => [q.supplierId, q]));
    const names = await suppliersByIds(
      deps.db,
      participants.map((p) => p.supplierId),
    );
    return {
      data: {
        round,
        roundNumber: inquiryRoundNumber(found.inquiry.inquiryNumber, round),
        pricesVisible: visible,
        rows: participants.map((p) => {
          const q = bySupplier.get(p.supplierId);
          const s = names.get(p.supplierId);
          return {
            supplierId: p.supplierId,
            supplierName: s ? (lang === 'EN' && s.supplierNameEn) || s.supplierName : null,
            source: p.source,
            responseStatus: p.responseStatus,
            quoted: !!q,
            submittedAt: q?.submittedAt ?? null,
            submitCount: q?.submitCount ?? 0,
            totalWithoutTax: visible && q ? q.totalWithoutTax : null,
            totalWithTax: visible && q ? q.totalWithTax : null,
            validUntil: visible && q ? q.validUntil : null,
            // Attachments and remarks may carry prices: sealed with them.
            remark: visible && q ? q.remark : null,
            fileIds: visible && q ? q.fileIds : null,
          };
        }),
      },
    };
  },
});

export const quoteActions = [findMine, saveDraft, submit, listMine, listByInquiry] as unknown as ActionDef[];
