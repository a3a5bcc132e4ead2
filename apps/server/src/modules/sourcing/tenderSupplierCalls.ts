import type { Lang } from '@srm/core';
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { databaseNow } from '../../platform/db/clock.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { contains } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { DocRecord } from '../../platform/documents/binding.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { linesOf } from '../../platform/documents/store.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { invitationRefusal } from './invitationRules.ts';
import { tenderBids } from './sealingSchema.ts';
import { feeStatusOf, tenderBound } from './tender.ts';
import { changesOf } from './tenderChanges.ts';
import { presentTenders } from './tenderNames.ts';
import { handleTenderTodos, notifyBuyer, openTenderTodos, tenderHeaderOf } from './tenderNotices.ts';
import { tenderSuppliers, tenders } from './tenderSchema.ts';
import {
  beforeBidDeadline,
  beforeSignUpDeadline,
  paidUp,
  supplierOf,
  supplierTenderOf,
  supplierTenderWhere,
  type TenderParticipation,
  type TenderRow,
  tenderParticipationOf,
  tenderTakesPartSql,
} from './tenderSupplierAccess.ts';

/*
 * The supplier portal's tenders (SUP_TENDER, issue 17 item 3): its list, one tender as a supplier may read it
 * — the header without the buyer's internal remark, the notes to the jury, the committee or anything of
 * other suppliers; the lines; the change letters; its own participation with fee and bond —, signing up to a
 * public tender before its sign-up deadline, declining with a reason, and reporting the payment reference
 * of the fee and bond. Every call goes through tenderSupplierAccess.ts: anything else is 404. The fields
 * answered are listed here one by one (never the stored row), so a column added later stays inside until
 * someone decides otherwise. Bids (submit, withdraw, receipt) are the sealing calls'.
 */

const at = { server: 'srmServer' as const, entity: 'srmSrcSupplierTender' };
const auth = menu('SUP_TENDER');

/** The header fields a supplier reads (eventPublicKey: its browser seals the commercial envelope to it). */
const HEADER_KEYS = [
  'tenderId',
  'tenderNumber',
  'title',
  'orgName',
  'categoryName',
  'tenderMode',
  'currencyCode',
  'templateName',
  'evaluationMethod',
  'signUpDeadline',
  'bidDeadline',
  'openingTime',
  'tenderFee',
  'bidBond',
  'bondTerms',
  'bondAccount',
  'paymentTermName',
  'deliveryAddressName',
  'notesToSuppliers',
  'fileIds',
  'status',
  'publishDate',
  'closedDate',
  'openedDate',
  'eventPublicKey',
] as const;
const LIST_KEYS = [
  'tenderId',
  'tenderNumber',
  'title',
  'orgName',
  'categoryName',
  'tenderMode',
  'currencyCode',
  'signUpDeadline',
  'bidDeadline',
  'openingTime',
  'status',
  'publishDate',
] as const;
const LINE_KEYS = [
  'lineId',
  'lineNumber',
  'materialId',
  'materialName',
  'itemName',
  'specification',
  'categoryName',
  'quantity',
  'uomCode',
  'needByDate',
  'fileIds',
  'remark',
] as const;

const pick = (row: DocRecord, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, row[k] ?? null]));

/** Has the supplier a bid in (submitted, not withdrawn)? Then it no longer declines. */
async function hasBid(db: DbOrTx, tenderId: number, supplierId: number): Promise<boolean> {
  const [bid] = await db
    .select({ id: tenderBids.id })
    .from(tenderBids)
    .where(
      and(eq(tenderBids.tenderId, tenderId), eq(tenderBids.supplierId, supplierId), eq(tenderBids.status, 'SUBMITTED')),
    );
  return bid !== undefined;
}

/** What the supplier may do on it now (the calls check the same again; `bid` is the sealing calls'). */
function supplierActions(
  h: TenderRow,
  p: TenderParticipation | null,
  open: { bid: boolean; signUp: boolean },
): string[] {
  const out: string[] = [];
  const published = h.status === 'PUBLISHED';
  if (!p) {
    if (published && h.tenderMode === 'PUBLIC' && open.signUp) out.push('signUp');
    return out;
  }
  if (p.responseStatus === 'DECLINED') return out;
  if (published && open.bid && p.responseStatus === 'INVITED') out.push('decline');
  if (published && (p.feeStatus === 'UNPAID' || p.bondStatus === 'UNPAID')) out.push('reportPayment');
  if (published && open.bid && paidUp(p)) out.push('bid');
  return out;
}

/** The supplier's own participation as it reads it (never another supplier's). */
const participationView = (p: TenderParticipation) => ({
  source: p.source,
  responseStatus: p.responseStatus,
  declineReason: p.declineReason,
  feeStatus: p.feeStatus,
  feePaidDate: p.feePaidDate,
  bondStatus: p.bondStatus,
  bondPaidDate: p.bondPaidDate,
  paymentReference: p.paymentReference,
  viewedDate: p.viewedDate,
});

/** One tender as its supplier reads it. */
export async function supplierTenderRecord(db: DbOrTx, lang: Lang, tenderId: number, supplierId: number) {
  const h = await supplierTenderOf(db, supplierId, tenderId);
  const lines = await linesOf(db, tenderBound, [tenderId]);
  const record: DocRecord = { ...h, tenderId: h.id, lines: lines.map((l) => ({ ...l, lineId: l.id })) };
  await presentTenders(db, lang, [record]);
  const p = await tenderParticipationOf(db, tenderId, supplierId);
  const open = { bid: await beforeBidDeadline(db, tenderId), signUp: await beforeSignUpDeadline(db, tenderId) };
  const now = await databaseNow(db);
  return {
    ...pick(record, HEADER_KEYS),
    // Why it was withdrawn is addressed to the suppliers (their notification says it too).
    abolishReason: h.status === 'ABOLISHED' ? h.abolishReason : null,
    lines: (record.lines as DocRecord[]).map((l) => pick(l, LINE_KEYS)),
    changes: await changesOf(db, tenderId),
    participation: p ? participationView(p) : null,
    // The database clock, for the deadline countdown: the server decides, not the browser's clock.
    serverTime: now,
    _actions: supplierActions(h, p, open),
  };
}

const listByPage = defineAction({
  ...at,
  action: 'listByPage',
  summary:
    "The supplier's tenders: those it takes part in once published, and PUBLIC ones open for bids (filters keyword on number or title, status, takesPart Y/N); paged; with its own response, fee and bond, and serverTime (the database clock) for countdowns; never another supplier's participation",
  auth,
  body: z.object({
    searchParams: z
      .object({
        keyword: z.string().trim().max(100).optional(),
        status: z.string().trim().max(16).optional(),
        takesPart: z.enum(['Y', 'N']).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user }) => {
    const supplierId = supplierOf(user);
    const f = body.searchParams;
    const c: SQL[] = [supplierTenderWhere(supplierId)];
    if (f.keyword) c.push(or(contains(tenders.tenderNumber, f.keyword), contains(tenders.title, f.keyword)) as SQL);
    if (f.status) c.push(eq(tenders.status, f.status));
    if (f.takesPart === 'Y') c.push(tenderTakesPartSql(supplierId));
    if (f.takesPart === 'N') c.push(sql`not ${tenderTakesPartSql(supplierId)}`);
    const where = and(...c);
    const [rows, total, serverTime] = await Promise.all([
      deps.db
        .select()
        .from(tenders)
        .where(where)
        .orderBy(desc(tenders.publishDate), desc(tenders.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, tenders, where, body),
      databaseNow(deps.db),
    ]);
    const records: DocRecord[] = rows.map((h) => ({ ...h, tenderId: h.id }));
    await presentTenders(deps.db, lang, records);
    const mine = rows.length
      ? await deps.db
          .select()
          .from(tenderSuppliers)
          .where(
            and(
              eq(tenderSuppliers.supplierId, supplierId),
              inArray(
                tenderSuppliers.tenderId,
                rows.map((r) => r.id),
              ),
            ),
          )
      : [];
    const byTender = new Map(mine.map((p) => [p.tenderId, p]));
    const data = records.map((r) => {
      const p = byTender.get(r.tenderId as number);
      return {
        ...pick(r, LIST_KEYS),
        takesPart: p !== undefined,
        responseStatus: p?.responseStatus ?? null,
        feeStatus: p?.feeStatus ?? null,
        bondStatus: p?.bondStatus ?? null,
        // The database clock, for the row's countdown (the browser's clock may be off).
        serverTime,
      };
    });
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const findById = defineAction({
  ...at,
  action: 'findById',
  summary:
    'One tender as its supplier reads it: header without internal remark or notes to the jury (eventPublicKey for sealing its bid), lines, change letters, its own participation (fee, bond, payment reference), serverTime, _actions (signUp, decline, reportPayment, bid); marks when first viewed; 404 for anything it may not read',
  auth,
  body: z.object({ tenderId: idSchema }),
  handler: async ({ deps, body, lang, user }) => {
    const supplierId = supplierOf(user);
    await supplierTenderOf(deps.db, supplierId, body.tenderId);
    // The first opening by any user of the supplier is when the buyer sees it was viewed.
    await deps.db
      .update(tenderSuppliers)
      .set({ viewedDate: sql`now()` })
      .where(
        and(
          eq(tenderSuppliers.tenderId, body.tenderId),
          eq(tenderSuppliers.supplierId, supplierId),
          isNull(tenderSuppliers.viewedDate),
        ),
      );
    return { data: await supplierTenderRecord(deps.db, lang, body.tenderId, supplierId) };
  },
});

const signUp = defineAction({
  ...at,
  action: 'signUp',
  summary:
    'The supplier signs up to a PUBLIC tender open for bids, before its sign-up deadline (the database clock; never a blacklisted, frozen, quit, expired or unqualified supplier): it takes part (source SIGNED_UP) owing the fee and bond the tender asks, and gets its to-do',
  auth,
  mutates: true,
  body: z.object({ tenderId: idSchema }),
  handler: async ({ deps, body, lang, user }) => {
    const supplierId = supplierOf(user);
    await deps.db.transaction(async (tx) => {
      const h = await supplierTenderOf(tx, supplierId, body.tenderId, true);
      if (await tenderParticipationOf(tx, h.id, supplierId)) throw new AppError(409, 'tender.alreadyTakesPart');
      if (h.tenderMode !== 'PUBLIC') throw new AppError(409, 'tender.notPublic');
      if (h.status !== 'PUBLISHED' || !(await beforeSignUpDeadline(tx, h.id))) {
        throw new AppError(409, 'tender.signUpClosed');
      }
      const refusal = await invitationRefusal(tx, lang, supplierId);
      if (refusal) throw fieldErrors([{ field: 'supplierId', message: refusal }]);
      await tx.insert(tenderSuppliers).values({
        tenderId: h.id,
        supplierId,
        source: 'SIGNED_UP',
        feeStatus: feeStatusOf(h.tenderFee),
        bondStatus: feeStatusOf(h.bidBond),
        viewedDate: new Date(),
        createdBy: user!.userId,
        lastUpdatedBy: user!.userId,
      });
      await openTenderTodos(tx, tenderHeaderOf(h), [supplierId], user!.userId, true);
    });
    return { data: await supplierTenderRecord(deps.db, lang, body.tenderId, supplierId), msg: 'ok.saved' };
  },
});

/** The participation of a tender the supplier may read, locked; 404 when it does not take part. */
async function lockedParticipation(tx: DbOrTx, tenderId: number, supplierId: number) {
  const h = await supplierTenderOf(tx, supplierId, tenderId, true);
  const [p] = await tx
    .select()
    .from(tenderSuppliers)
    .where(and(eq(tenderSuppliers.tenderId, tenderId), eq(tenderSuppliers.supplierId, supplierId)))
    .for('update');
  if (!p) throw new AppError(404, 'error.notFound');
  return { h, p };
}

const decline = defineAction({
  ...at,
  action: 'decline',
  summary:
    'The supplier declines to bid on a tender open for bids, with a reason (not once it has a bid in); its to-do is done and the buyer sees the reason',
  auth,
  mutates: true,
  body: z.object({ tenderId: idSchema, reason: z.string().trim().min(1, 'field.required').max(1000) }),
  handler: async ({ deps, body, lang, user }) => {
    const supplierId = supplierOf(user);
    await deps.db.transaction(async (tx) => {
      const { h, p } = await lockedParticipation(tx, body.tenderId, supplierId);
      if (p.responseStatus === 'DECLINED') throw new AppError(409, 'tender.alreadyDeclined');
      if (p.responseStatus === 'BID' || (await hasBid(tx, h.id, supplierId))) {
        throw new AppError(409, 'tender.alreadyBid');
      }
      if (h.status !== 'PUBLISHED' || !(await beforeBidDeadline(tx, h.id))) throw new AppError(409, 'tender.notOpen');
      await tx
        .update(tenderSuppliers)
        .set({
          responseStatus: 'DECLINED',
          declineReason: body.reason,
          lastUpdatedBy: user!.userId,
          lastUpdateDate: new Date(),
          version: sql`${tenderSuppliers.version} + 1`,
        })
        .where(eq(tenderSuppliers.id, p.id));
      await handleTenderTodos(tx, h.id, supplierId, user!.userId);
    });
    return { data: await supplierTenderRecord(deps.db, lang, body.tenderId, supplierId), msg: 'ok.saved' };
  },
});

const reportPayment = defineAction({
  ...at,
  action: 'reportPayment',
  summary:
    'The supplier reports the payment reference (bank slip number) of its tender fee and bid bond while the tender is open and something is UNPAID; the buyer who wrote the tender is notified and confirms receipt (srmSrcTenderSupplierRestful confirmFee / confirmBond)',
  auth,
  mutates: true,
  body: z.object({ tenderId: idSchema, paymentReference: z.string().trim().min(1, 'field.required').max(200) }),
  handler: async ({ deps, body, lang, user }) => {
    const supplierId = supplierOf(user);
    await deps.db.transaction(async (tx) => {
      const { h, p } = await lockedParticipation(tx, body.tenderId, supplierId);
      if (p.responseStatus === 'DECLINED') throw new AppError(409, 'tender.alreadyDeclined');
      if (h.status !== 'PUBLISHED') throw new AppError(409, 'tender.notOpen');
      if (p.feeStatus !== 'UNPAID' && p.bondStatus !== 'UNPAID') throw new AppError(409, 'tender.nothingToPay');
      await tx
        .update(tenderSuppliers)
        .set({
          paymentReference: body.paymentReference,
          lastUpdatedBy: user!.userId,
          lastUpdateDate: new Date(),
          version: sql`${tenderSuppliers.version} + 1`,
        })
        .where(eq(tenderSuppliers.id, p.id));
      const s = (await suppliersByIds(tx, [supplierId])).get(supplierId);
      await notifyBuyer(
        tx,
        tenderHeaderOf(h),
        [h.createdBy],
        'tender.paymentReportedNotice',
        { supplier: s?.supplierName ?? String(supplierId), reference: body.paymentReference },
        user!.userId,
      );
    });
    return { data: await supplierTenderRecord(deps.db, lang, body.tenderId, supplierId), msg: 'ok.saved' };
  },
});

export const tenderSupplierActions = [listByPage, findById, signUp, decline, reportPayment];
