import { t } from '@srm/core';
import { datetimeSchema } from '@srm/core/documents/schemas';
import { statusLabel } from '@srm/core/documents/types';
import { inquiryRoundNumber } from '@srm/core/sourcing/quotePrices';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { StoredDoc } from '../../platform/documents/binding.ts';
import { callerOf, recordById } from '../../platform/documents/context.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { diffDocuments, writeHistory } from '../../platform/documents/history.ts';
import { findDoc, lockDoc, updateHeader } from '../../platform/documents/store.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { awards } from './awardSchema.ts';
import { supplierName } from './compare.ts';
import { inquiryBound } from './inquiry.ts';
import { deadlineText, notifySuppliers, openInquiryTodos } from './inquiryNotices.ts';
import { inquiries, inquirySuppliers } from './inquirySchema.ts';
import { buyerInquiry, participantInquiry, supplierOf } from './quoteAccess.ts';
import { inquiryRounds, quotes } from './quoteSchema.ts';

/*
 * Bargaining rounds (议价, issue 17 item 4). From CLOSED the buyer asks chosen suppliers — those who
 * submitted a quote in the round just closed — to quote again before a new deadline, with a note. The
 * inquiry goes back to PUBLISHED with round N+1; its stored number stays, the number shown in the round is
 * `XJ-…-N` (inquiryRoundNumber; docs/decisions.md "Bargaining rounds"). The chosen suppliers get an
 * "inquiry bargaining" to-do and a notification; the others keep their earlier quotes, which stay in the
 * comparison's history. maxRounds of the inquiry (from its template) is the limit.
 */

const BUTTON = 'btnBargain';

const startBargaining = defineAction({
  server: 'srmServer',
  entity: 'srmSrcRound',
  action: 'startBargaining',
  summary:
    'Start bargaining round N+1 of a CLOSED inquiry for chosen suppliers that quoted round N, with a new deadline (future, database clock) and a note (button btnBargain on SRC_INQUIRY; with the inquiry version read; within maxRounds; not while an award is open); answers the inquiry',
  auth: menu('SRC_INQUIRY'),
  mutates: true,
  body: z.object({
    inquiryId: idSchema,
    version: z.number().int().min(0),
    supplierIds: z.array(idSchema).max(500),
    quoteDeadline: datetimeSchema,
    note: z.string().trim().max(1000).optional(),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await deps.db.transaction(async (tx) => {
      await requireMenuResource(tx, user!, 'SRC_INQUIRY', BUTTON);
      const doc = await lockDoc(tx, inquiryBound, caller.scope, body.inquiryId);
      const h = doc.header as StoredDoc['header'] & {
        inquiryNumber: string;
        title: string;
        orgId: number;
        round: number;
        maxRounds: number;
        quoteDeadline: Date;
      };
      if (h.version !== body.version) throw new AppError(409, 'error.staleVersion');
      if (h.status !== 'CLOSED') {
        throw new AppError(409, 'error.docStatusNotAllowed', {
          status: statusLabel(inquiryBound.def, h.status, lang),
          action: lang === 'EN' ? 'bargaining' : '议价',
        });
      }
      if (h.round >= h.maxRounds) throw new AppError(409, 'sourcing.maxRoundsReached', { max: h.maxRounds });
      const [open] = await tx
        .select({ awardNumber: awards.awardNumber })
        .from(awards)
        .where(and(eq(awards.inquiryId, h.id), ne(awards.status, 'ABOLISHED')))
        .limit(1);
      if (open) throw new AppError(409, 'sourcing.awardOpen', { number: open.awardNumber });

      const errors: FieldError[] = [];
      const future = await isFuture(tx, h.id, body.quoteDeadline);
      if (!future) errors.push({ field: 'quoteDeadline', message: t('inquiry.deadlinePast', lang) });
      const chosen = [...new Set(body.supplierIds)];
      if (chosen.length === 0) errors.push({ field: 'supplierIds', message: t('sourcing.bargainNoSuppliers', lang) });
      const quoted = new Set(
        (
          await tx
            .select({ supplierId: quotes.supplierId })
            .from(quotes)
            .where(and(eq(quotes.inquiryId, h.id), eq(quotes.round, h.round), eq(quotes.status, 'SUBMITTED')))
        ).map((r) => r.supplierId),
      );
      const names = await suppliersByIds(tx, chosen);
      chosen.forEach((id, i) => {
        if (!quoted.has(id)) {
          errors.push({
            field: `supplierIds.${i}`,
            message: t('sourcing.bargainNotQuoted', lang, {
              name: supplierName(names.get(id), lang) || String(id),
              round: h.round,
            }),
          });
        }
      });
      if (errors.length > 0) throw fieldErrors(errors);

      const round = h.round + 1;
      // The round being left is kept too (round 1 has no row until then): its deadline is about to be replaced.
      const asked = await tx
        .select({
          supplierId: inquirySuppliers.supplierId,
          invitedRound: inquirySuppliers.invitedRound,
          lastRound: inquirySuppliers.lastRound,
        })
        .from(inquirySuppliers)
        .where(eq(inquirySuppliers.inquiryId, h.id));
      await tx
        .insert(inquiryRounds)
        .values({
          inquiryId: h.id,
          round: h.round,
          quoteDeadline: h.quoteDeadline as Date,
          supplierIds: asked
            .filter((p) => p.invitedRound <= h.round && h.round <= p.lastRound)
            .map((p) => p.supplierId),
          startedAt: (h.publishDate as Date | null) ?? (h.creationDate as Date),
          createdBy: user!.userId,
          lastUpdatedBy: user!.userId,
        })
        .onConflictDoNothing();
      await updateHeader(
        tx,
        inquiryBound,
        h,
        { status: 'PUBLISHED', round, quoteDeadline: body.quoteDeadline, closedDate: null },
        user!.userId,
      );
      await tx
        .update(inquirySuppliers)
        .set({ lastRound: round, responseStatus: 'INVITED', lastUpdatedBy: user!.userId, lastUpdateDate: sql`now()` })
        .where(and(eq(inquirySuppliers.inquiryId, h.id), inArray(inquirySuppliers.supplierId, chosen)));
      await tx.insert(inquiryRounds).values({
        inquiryId: h.id,
        round,
        quoteDeadline: body.quoteDeadline,
        note: body.note || null,
        supplierIds: chosen,
        startedAt: sql`now()`,
        createdBy: user!.userId,
        lastUpdatedBy: user!.userId,
      });
      const after = (await findDoc(tx, inquiryBound, null, h.id)) as StoredDoc;
      await writeHistory(tx, {
        billType: inquiryBound.def.billType,
        docId: h.id,
        docNumber: h.inquiryNumber,
        action: 'bargain',
        fromStatus: 'CLOSED',
        toStatus: 'PUBLISHED',
        userId: user!.userId,
        comment: body.note || null,
        changes: diffDocuments(inquiryBound.def, doc, after),
      });
      const header = {
        id: h.id,
        inquiryNumber: h.inquiryNumber,
        title: h.title,
        orgId: h.orgId,
        quoteDeadline: body.quoteDeadline,
        round,
      };
      await openInquiryTodos(tx, header, chosen, 'BARGAIN', user!.userId);
      await notifySuppliers(
        tx,
        header,
        chosen,
        'sourcing.bargainNotice',
        { round: String(round), deadline: deadlineText(body.quoteDeadline) },
        user!.userId,
      );
    });
    return { data: await recordById(inquiryBound, caller, body.inquiryId), msg: 'ok.saved' };
  },
});

/** Is the instant later than the database clock now (read in the transaction of the change)? */
async function isFuture(tx: DbOrTx, inquiryId: number, at: Date): Promise<boolean> {
  const [row] = await tx
    .select({ future: sql<boolean>`${at.toISOString()}::timestamptz > now()` })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  return row?.future === true;
}

const roundColumns = {
  round: inquiryRounds.round,
  quoteDeadline: inquiryRounds.quoteDeadline,
  note: inquiryRounds.note,
  supplierIds: inquiryRounds.supplierIds,
  startedAt: inquiryRounds.startedAt,
};

const list = defineAction({
  server: 'srmServer',
  entity: 'srmSrcRound',
  action: 'list',
  summary:
    'The bargaining rounds of an inquiry in the caller’s scope: round, number shown, deadline, note, suppliers, start',
  auth: menu('SRC_INQUIRY', 'SRC_AWARD'),
  body: z.object({ inquiryId: idSchema }),
  handler: async ({ deps, body, user, req }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const { inquiry } = await buyerInquiry(deps.db, scope, body.inquiryId);
    const rows = await deps.db
      .select(roundColumns)
      .from(inquiryRounds)
      .where(eq(inquiryRounds.inquiryId, inquiry.id))
      .orderBy(asc(inquiryRounds.round));
    return { data: rows.map((r) => ({ ...r, roundNumber: inquiryRoundNumber(inquiry.inquiryNumber, r.round) })) };
  },
});

const listMine = defineAction({
  server: 'srmServer',
  entity: 'srmSrcRound',
  action: 'listMine',
  summary:
    'The bargaining rounds of an inquiry the caller supplier was asked to (round, number shown, deadline, note; never who else was asked); 404 for an inquiry it is not part of',
  auth: menu('SUP_INQUIRY'),
  body: z.object({ inquiryId: idSchema }),
  handler: async ({ deps, body, user }) => {
    const supplierId = supplierOf(user!);
    const { inquiry } = await participantInquiry(deps.db, supplierId, body.inquiryId);
    const rows = await deps.db
      .select(roundColumns)
      .from(inquiryRounds)
      .where(eq(inquiryRounds.inquiryId, inquiry.id))
      .orderBy(asc(inquiryRounds.round));
    return {
      data: rows
        .filter((r) => r.supplierIds.includes(supplierId))
        .map((r) => ({
          round: r.round,
          roundNumber: inquiryRoundNumber(inquiry.inquiryNumber, r.round),
          quoteDeadline: r.quoteDeadline,
          note: r.note,
        })),
    };
  },
});

export const roundActions = [startBargaining, list, listMine] as unknown as ActionDef[];
