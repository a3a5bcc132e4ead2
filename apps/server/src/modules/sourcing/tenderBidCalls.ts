import { type Lang, t } from '@srm/core';
import { envelopeHash } from '@srm/core/sourcing/sealing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { Db, DbOrTx } from '../../platform/db/types.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { findVisible, parseIds } from '../../platform/files/attachments.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { supplierSourcingBlock, suppliersByIds } from '../supplier/index.ts';
import { closeTenderIfPastDeadline } from './closeJob.ts';
import { OPENED_STATES, OPENING_MENU, TENDER_MENU, type TenderRow, tenderForInsider } from './committeeAccess.ts';
import { deadlineText } from './inquiryNotices.ts';
import { appendRecord, recordOf, supplierView } from './openingRecord.ts';
import { tenderBidLines, tenderBids } from './sealingSchema.ts';
import { handleTenderTodos, TENDER_SUPPLIER_MENU } from './tenderNotices.ts';
import { tenderLines, tenderSuppliers, tenders } from './tenderSchema.ts';
import {
  beforeBidDeadline,
  participantTenderOf,
  supplierOf,
  type TenderParticipation,
} from './tenderSupplierAccess.ts';

/*
 * Sealed bids (issue 17 item 4). The supplier's side, on its portal page SUP_TENDER (entity
 * srmSrcSupplierTender, beside the tender helper's portal calls): submit, withdraw, its own bid and receipt,
 * the opening record — only as a participant (anything else 404), never another supplier's. The commercial
 * envelope arrives as ciphertext its browser made with the tender's public key; the server checks the hash
 * the supplier computed (its receipt) and stores both, and cannot read it. The buyer's side (srmSrcTenderBid):
 * who bid and when, with the hashes; totals, reasons and lines only once the bids are opened.
 *
 * The deadline is decided by the database in the statement that writes the bid (now() < bidDeadline), with
 * the tender row locked for share, so a close or a change letter waits for the bid and the bid for them.
 */

const SUPPLIER = { server: 'srmServer' as const, entity: 'srmSrcSupplierTender' };
const BUYER = { server: 'srmServer' as const, entity: 'srmSrcTenderBid' };

/** Largest commercial envelope accepted (the ciphertext text, base64). */
export const MAX_CIPHERTEXT = 256 * 1024;

const hashSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{64}$/);

type BidRow = typeof tenderBids.$inferSelect;

/** Why the supplier cannot bid (or withdraw) now, other than the deadline the writing statement decides. */
function bidRefusal(tender: TenderRow, participation: TenderParticipation): AppError | null {
  if (tender.status !== 'PUBLISHED') {
    return new AppError(409, 'tenderBid.closed', { deadline: deadlineText(tender.bidDeadline) });
  }
  if (participation.responseStatus === 'DECLINED') return new AppError(409, 'tenderBid.declined');
  if (!tender.eventPublicKey) return new AppError(409, 'tenderBid.notSealed');
  if (participation.feeStatus !== 'PAID' && participation.feeStatus !== 'NONE') {
    return new AppError(409, 'tenderBid.feeUnpaid');
  }
  if (participation.bondStatus !== 'PAID' && participation.bondStatus !== 'NONE') {
    return new AppError(409, 'tenderBid.bondUnpaid');
  }
  return null;
}

/** The tender row locked for share (a close, a deadline change or the opening waits for the bid). */
async function lockTenderForShare(tx: DbOrTx, tenderId: number): Promise<void> {
  await tx.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId)).for('share');
}

/**
 * A bid or withdrawal refused because the deadline has passed closes the tender there and then (in its own
 * transaction, the refused one rolled back), so the tender never waits on the close job's next run.
 */
async function closingIfLate<T>(db: Db, tenderId: number, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof AppError && e.key === 'tenderBid.closed') {
      await db.transaction((tx) => closeTenderIfPastDeadline(tx, tenderId));
    }
    throw e;
  }
}

/** The supplier's own bid of a tender, or null. */
async function ownBid(db: DbOrTx, tenderId: number, supplierId: number): Promise<BidRow | null> {
  const [row] = await db
    .select()
    .from(tenderBids)
    .where(and(eq(tenderBids.tenderId, tenderId), eq(tenderBids.supplierId, supplierId)));
  return row ?? null;
}

/** The lines of bids (prices exist only once opened), with their tender lines, in line order. */
async function linesOfBids(db: DbOrTx, bidIds: number[]) {
  if (bidIds.length === 0) return [];
  return db
    .select({
      bidId: tenderBidLines.bidId,
      bidLineId: tenderBidLines.id,
      tenderLineId: tenderBidLines.tenderLineId,
      lineNumber: tenderLines.lineNumber,
      itemName: tenderLines.itemName,
      specification: tenderLines.specification,
      quantity: tenderLines.quantity,
      uomCode: tenderLines.uomCode,
      priceWithoutTax: tenderBidLines.priceWithoutTax,
      taxRate: tenderBidLines.taxRate,
      priceWithTax: tenderBidLines.priceWithTax,
      amountWithoutTax: tenderBidLines.amountWithoutTax,
      amountWithTax: tenderBidLines.amountWithTax,
      leadTimeDays: tenderBidLines.leadTimeDays,
      remark: tenderBidLines.remark,
    })
    .from(tenderBidLines)
    .innerJoin(tenderLines, eq(tenderLines.id, tenderBidLines.tenderLineId))
    .where(inArray(tenderBidLines.bidId, bidIds))
    .orderBy(asc(tenderBidLines.bidId), asc(tenderLines.lineNumber));
}

/** Field errors of the technical files: each must be an attachment the supplier itself uploaded. */
async function fileErrors(tx: DbOrTx, user: SessionUser, supplierId: number, fileIds: string | null, lang: Lang) {
  const ids = parseIds(fileIds ?? '');
  if (ids.length === 0) return [];
  const found = await findVisible(tx as Db, user, ids);
  const own = found.filter((f) => f.supplierId === supplierId);
  return own.length === ids.length ? [] : [{ field: 'technicalFileIds', message: t('tenderBid.fileNotOwn', lang) }];
}

const submitBid = defineAction({
  ...SUPPLIER,
  action: 'submitBid',
  summary:
    'Submits (or resubmits, replacing) the caller supplier’s sealed bid: {tenderId, technicalFileIds?, technicalStatement?, commercialCiphertext (≤ 256 KB, made in the browser with the tender public key), commercialHash (sha256 hex of the ciphertext)}; a participant that has not declined, fee and bond PAID or none, the tender PUBLISHED and sealed, before the bid deadline by the database clock (409 otherwise); a wrong hash 400; answers the receipt {bidId, status, commercialHash, submittedAt, submitCount}',
  auth: menu(TENDER_SUPPLIER_MENU),
  mutates: true,
  body: z.object({
    tenderId: idSchema,
    technicalFileIds: z.string().trim().max(1000).nullish(),
    technicalStatement: z.string().trim().max(4000).nullish(),
    commercialCiphertext: z.string().trim().min(1, 'field.required').max(MAX_CIPHERTEXT),
    commercialHash: hashSchema,
  }),
  handler: async ({ deps, body, lang, user }) => {
    const supplierId = supplierOf(user);
    const receipt = await closingIfLate(deps.db, body.tenderId, () =>
      deps.db.transaction(async (tx) => {
        const { tender, participation } = await participantTenderOf(tx, supplierId, body.tenderId);
        await lockTenderForShare(tx, tender.id);
        const refusal = bidRefusal(tender, participation);
        if (refusal) throw refusal;
        const block = await supplierSourcingBlock(tx, supplierId);
        if (block) throw fieldErrors([{ field: 'supplierId', message: t(block.key, lang, block.params) }]);
        const errors = await fileErrors(tx, user!, supplierId, body.technicalFileIds ?? null, lang);
        if ((await envelopeHash(body.commercialCiphertext)) !== body.commercialHash) {
          errors.push({ field: 'commercialHash', message: t('tenderBid.hashMismatch', lang) });
        }
        if (errors.length > 0) throw fieldErrors(errors);
        // The deadline in the writing statement itself: no row written after it, whatever ran before.
        const written = (await tx.execute(sql`
        insert into ${tenderBids} (tender_id, supplier_id, status, submit_count, technical_file_ids,
          technical_statement, commercial_ciphertext, commercial_hash, submitted_at, submitted_by, created_by,
          last_updated_by)
        select t.id, ${supplierId}::int, 'SUBMITTED', 1, ${body.technicalFileIds ?? null}, ${
          body.technicalStatement ?? null
        }, ${body.commercialCiphertext}, ${body.commercialHash}, now(), ${user!.userId}::int, ${user!.userId}::int,
          ${user!.userId}::int
        from ${tenders} t where t.id = ${tender.id} and t.status = 'PUBLISHED' and t.bid_deadline > now()
        on conflict (tender_id, supplier_id) do update set
          status = 'SUBMITTED', submit_count = ${tenderBids}.submit_count + 1,
          technical_file_ids = excluded.technical_file_ids, technical_statement = excluded.technical_statement,
          commercial_ciphertext = excluded.commercial_ciphertext, commercial_hash = excluded.commercial_hash,
          submitted_at = now(), submitted_by = excluded.submitted_by, version = ${tenderBids}.version + 1,
          last_updated_by = excluded.last_updated_by, last_update_date = now()
        returning id, status, commercial_hash, submitted_at, submit_count`)) as unknown as {
          rows: {
            id: number;
            status: string;
            commercial_hash: string;
            submitted_at: Date | string;
            submit_count: number;
          }[];
        };
        const [row] = written.rows;
        if (!row) throw new AppError(409, 'tenderBid.closed', { deadline: deadlineText(tender.bidDeadline) });
        await tx
          .update(tenderSuppliers)
          .set({ responseStatus: 'BID', lastUpdatedBy: user!.userId, lastUpdateDate: sql`now()` })
          .where(eq(tenderSuppliers.id, participation.id));
        await handleTenderTodos(tx, tender.id, supplierId, user!.userId);
        // Last: the record's append lock is held to the commit, and every bid of the tender waits for it.
        await appendRecord(tx, tender.id, [
          {
            event: 'BID_SUBMITTED',
            actorUserId: user!.userId,
            supplierId,
            bidHash: body.commercialHash,
            detail: { submitCount: Number(row.submit_count) },
          },
        ]);
        return {
          bidId: Number(row.id),
          status: row.status,
          commercialHash: row.commercial_hash,
          submittedAt: new Date(row.submitted_at),
          submitCount: Number(row.submit_count),
        };
      }),
    );
    return { data: receipt, msg: 'ok.saved' };
  },
});

const withdrawBid = defineAction({
  ...SUPPLIER,
  action: 'withdrawBid',
  summary:
    'Withdraws the caller supplier’s submitted bid before the bid deadline (database clock; 409 after, or without a submitted bid): the bid WITHDRAWN (not opened), recorded as BID_WITHDRAWN; it may bid again before the deadline; answers {bidId, status, commercialHash}',
  auth: menu(TENDER_SUPPLIER_MENU),
  mutates: true,
  body: z.object({ tenderId: idSchema }),
  handler: async ({ deps, body, user }) => {
    const supplierId = supplierOf(user);
    const data = await closingIfLate(deps.db, body.tenderId, () =>
      deps.db.transaction(async (tx) => {
        const { tender, participation } = await participantTenderOf(tx, supplierId, body.tenderId);
        await lockTenderForShare(tx, tender.id);
        if (tender.status !== 'PUBLISHED') {
          throw new AppError(409, 'tenderBid.closed', { deadline: deadlineText(tender.bidDeadline) });
        }
        const bid = await ownBid(tx, tender.id, supplierId);
        if (bid?.status !== 'SUBMITTED') throw new AppError(409, 'tenderBid.noBid');
        const [row] = await tx
          .update(tenderBids)
          .set({
            status: 'WITHDRAWN',
            version: sql`${tenderBids.version} + 1`,
            lastUpdatedBy: user!.userId,
            lastUpdateDate: sql`now()`,
          })
          .where(
            and(
              eq(tenderBids.id, bid.id),
              eq(tenderBids.status, 'SUBMITTED'),
              sql`exists (select 1 from ${tenders} t where t.id = ${tenderBids.tenderId} and t.status = 'PUBLISHED' and t.bid_deadline > now())`,
            ),
          )
          .returning({ id: tenderBids.id });
        if (!row) throw new AppError(409, 'tenderBid.closed', { deadline: deadlineText(tender.bidDeadline) });
        await tx
          .update(tenderSuppliers)
          .set({ responseStatus: 'INVITED', lastUpdatedBy: user!.userId, lastUpdateDate: sql`now()` })
          .where(eq(tenderSuppliers.id, participation.id));
        await appendRecord(tx, tender.id, [
          { event: 'BID_WITHDRAWN', actorUserId: user!.userId, supplierId, bidHash: bid.commercialHash },
        ]);
        return { bidId: bid.id, status: 'WITHDRAWN', commercialHash: bid.commercialHash };
      }),
    );
    return { data, msg: 'ok.done' };
  },
});

const myBid = defineAction({
  ...SUPPLIER,
  action: 'myBid',
  summary:
    'The caller supplier’s view of bidding on a tender it takes part in: {tenderId, tenderNumber, title, status, bidDeadline, openingTime, dbNow, eventPublicKey, feeStatus, bondStatus, responseStatus, canBid, cannotBidReason, lines (the tender lines to price), bid: null | {bidId, status, submitCount, submittedAt, commercialHash, technicalFileIds, technicalStatement, and once opened its own totalWithoutTax, totalWithTax, validityDays, commercialRemark, invalidReason, lines}}; anything else 404',
  auth: menu(TENDER_SUPPLIER_MENU),
  body: z.object({ tenderId: idSchema }),
  handler: async ({ deps, body, lang, user }) => {
    const supplierId = supplierOf(user);
    const { tender, participation } = await participantTenderOf(deps.db, supplierId, body.tenderId);
    const [{ dbNow }] = (
      (await deps.db.execute(sql`select now() as "dbNow"`)) as unknown as { rows: { dbNow: Date | string }[] }
    ).rows;
    const refusal =
      bidRefusal(tender, participation) ??
      ((await beforeBidDeadline(deps.db, tender.id))
        ? null
        : new AppError(409, 'tenderBid.closed', { deadline: deadlineText(tender.bidDeadline) }));
    const lines = await deps.db
      .select({
        tenderLineId: tenderLines.id,
        lineNumber: tenderLines.lineNumber,
        materialId: tenderLines.materialId,
        itemName: tenderLines.itemName,
        specification: tenderLines.specification,
        quantity: tenderLines.quantity,
        uomCode: tenderLines.uomCode,
        needByDate: tenderLines.needByDate,
      })
      .from(tenderLines)
      .where(eq(tenderLines.tenderId, tender.id))
      .orderBy(asc(tenderLines.lineNumber));
    const bid = await ownBid(deps.db, tender.id, supplierId);
    const opened = OPENED_STATES.has(tender.status);
    return {
      data: {
        tenderId: tender.id,
        tenderNumber: tender.tenderNumber,
        title: tender.title,
        status: tender.status,
        currencyCode: tender.currencyCode,
        bidDeadline: tender.bidDeadline,
        openingTime: tender.openingTime,
        dbNow: new Date(dbNow),
        eventPublicKey: tender.eventPublicKey,
        feeStatus: participation.feeStatus,
        bondStatus: participation.bondStatus,
        responseStatus: participation.responseStatus,
        canBid: refusal === null,
        cannotBidReason: refusal ? t(refusal.key, lang, refusal.params) : null,
        lines,
        bid: bid
          ? {
              bidId: bid.id,
              status: bid.status,
              submitCount: bid.submitCount,
              submittedAt: bid.submittedAt,
              commercialHash: bid.commercialHash,
              technicalFileIds: bid.technicalFileIds,
              technicalStatement: bid.technicalStatement,
              // Its own figures exist only once opened (written by the opening); shown to it then.
              totalWithoutTax: opened ? bid.totalWithoutTax : null,
              totalWithTax: opened ? bid.totalWithTax : null,
              validityDays: opened ? bid.validityDays : null,
              commercialRemark: opened ? bid.commercialRemark : null,
              invalidReason: opened ? bid.invalidReason : null,
              lines: opened ? await linesOfBids(deps.db, [bid.id]) : [],
            }
          : null,
      },
    };
  },
});

const supplierOpeningRecord = defineAction({
  ...SUPPLIER,
  action: 'openingRecord',
  summary:
    'The opening record of a tender as a participant reads it: [{seq, event (SEALED, BID_SUBMITTED, BID_WITHDRAWN, OPENED, BID_OPENED, BID_INVALID), at, bidHash, mine, detail, entryHash}] — its own bid entries in full (marked mine), the other bidders’ as their hashes only, nothing about the committee; anything else 404',
  auth: menu(TENDER_SUPPLIER_MENU),
  body: z.object({ tenderId: idSchema }),
  handler: async ({ deps, body, user }) => {
    const supplierId = supplierOf(user);
    const { tender } = await participantTenderOf(deps.db, supplierId, body.tenderId);
    return { data: supplierView(await recordOf(deps.db, tender.id), supplierId) };
  },
});

const listByTender = defineAction({
  ...BUYER,
  action: 'listByTender',
  summary:
    'The bids of a tender for its holder (in scope) or a committee member: {tenderId, status, opened, rows: [{supplierId, supplierNumber, supplierName, source, responseStatus, feeStatus, bondStatus, bidId, bidStatus, submittedAt, submitCount, commercialHash, and once opened technicalFileIds, technicalStatement, totalWithoutTax, totalWithTax, validityDays, commercialRemark, invalidReason}]} — before the opening never a price, a total or the technical envelope',
  auth: menu(TENDER_MENU, OPENING_MENU),
  body: z.object({ tenderId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const { tender } = await tenderForInsider(deps.db, user!, req, body.tenderId);
    const opened = OPENED_STATES.has(tender.status);
    const rows = await deps.db
      .select({ p: tenderSuppliers, b: tenderBids })
      .from(tenderSuppliers)
      .leftJoin(
        tenderBids,
        and(eq(tenderBids.tenderId, tenderSuppliers.tenderId), eq(tenderBids.supplierId, tenderSuppliers.supplierId)),
      )
      .where(eq(tenderSuppliers.tenderId, tender.id))
      .orderBy(asc(tenderSuppliers.id));
    const names = await suppliersByIds(
      deps.db,
      rows.map((r) => r.p.supplierId),
    );
    return {
      data: {
        tenderId: tender.id,
        status: tender.status,
        opened,
        rows: rows.map(({ p, b }) => {
          const s = names.get(p.supplierId);
          const open = opened && b != null;
          return {
            supplierId: p.supplierId,
            supplierNumber: s?.supplierNumber ?? null,
            supplierName: s ? (lang === 'EN' && s.supplierNameEn) || s.supplierName : null,
            source: p.source,
            responseStatus: p.responseStatus,
            feeStatus: p.feeStatus,
            bondStatus: p.bondStatus,
            bidId: b?.id ?? null,
            bidStatus: b?.status ?? null,
            submittedAt: b?.submittedAt ?? null,
            submitCount: b?.submitCount ?? 0,
            commercialHash: b?.commercialHash ?? null,
            // The technical envelope and every figure are sealed with the prices until the opening.
            technicalFileIds: open ? b.technicalFileIds : null,
            technicalStatement: open ? b.technicalStatement : null,
            totalWithoutTax: open ? b.totalWithoutTax : null,
            totalWithTax: open ? b.totalWithTax : null,
            validityDays: open ? b.validityDays : null,
            commercialRemark: open ? b.commercialRemark : null,
            invalidReason: open ? b.invalidReason : null,
          };
        }),
      },
    };
  },
});

const linesByBid = defineAction({
  ...BUYER,
  action: 'linesByBid',
  summary:
    'The priced lines of one opened bid, for the tender’s holder or a committee member: [{bidLineId, tenderLineId, lineNumber, itemName, specification, quantity, uomCode, priceWithoutTax, taxRate, priceWithTax, amountWithoutTax, amountWithTax, leadTimeDays, remark}]; before the opening 409',
  auth: menu(TENDER_MENU, OPENING_MENU),
  body: z.object({ bidId: idSchema }),
  handler: async ({ deps, body, user, req }) => {
    const [bid] = await deps.db
      .select({ id: tenderBids.id, tenderId: tenderBids.tenderId })
      .from(tenderBids)
      .where(eq(tenderBids.id, body.bidId));
    if (!bid) throw new AppError(404, 'error.notFound');
    const { tender } = await tenderForInsider(deps.db, user!, req, bid.tenderId);
    if (!OPENED_STATES.has(tender.status)) throw new AppError(409, 'tenderBid.notOpened');
    const lines = await linesOfBids(deps.db, [bid.id]);
    return { data: lines.map(({ bidId: _, ...line }) => line) };
  },
});

/** The supplier portal's bid calls (entity srmSrcSupplierTender, beside the tender helper's portal calls). */
export const supplierBidActions = [submitBid, withdrawBid, myBid, supplierOpeningRecord] as unknown as ActionDef[];
/** The buyer's and committee's view of the bids (srmSrcTenderBid). */
export const tenderBidActions = [listByTender, linesByBid] as unknown as ActionDef[];
