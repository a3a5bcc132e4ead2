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
import { clarificationsForSupplier } from './clarificationRead.ts';
import { inquiryBound } from './inquiry.ts';
import { presentInquiries } from './inquiryNames.ts';
import { handleInquiryTodos, openInquiryTodos } from './inquiryNotices.ts';
import { inquiries, inquirySuppliers } from './inquirySchema.ts';
import {
  beforeDeadline,
  participationOf,
  supplierOf,
  supplierVisibleWhere,
  takesPartSql,
  visibleToSupplier,
} from './inquirySupplierAccess.ts';
import { invitationRefusal } from './invitationRules.ts';

/*
 * The supplier portal's inquiries (SUP_INQUIRY, issue 17 item 5): its list, one inquiry as a supplier may
 * read it — the header without the buyer's internal remark, the lines, its own participation, the answered
 * clarifications without their askers — signing up to a public inquiry, declining with a reason. Every
 * call goes through inquirySupplierAccess.ts: anything else is 404. The fields answered are listed here
 * one by one (never the stored row), so a column added later stays inside until someone decides otherwise.
 */

const at = { server: 'srmServer' as const, entity: 'srmSrcSupplierInquiry' };
const auth = menu('SUP_INQUIRY');

/** The header fields a supplier reads. */
const HEADER_KEYS = [
  'inquiryId',
  'inquiryNumber',
  'roundNumber',
  'title',
  'orgName',
  'categoryName',
  'inquiryMode',
  'currencyCode',
  'quoteDeadline',
  'round',
  'maxRounds',
  'quoteValidityDays',
  'paymentTermName',
  'deliveryAddressName',
  'notesToSuppliers',
  'fileIds',
  'status',
  'publishDate',
  'closedDate',
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

type Participation = Awaited<ReturnType<typeof participationOf>>;

/** What the supplier may do on it now (the calls check the same again). */
function supplierActions(h: typeof inquiries.$inferSelect, p: Participation, open: boolean): string[] {
  const out: string[] = [];
  const published = h.status === 'PUBLISHED' && open;
  if (!p) {
    if (published && h.inquiryMode === 'PUBLIC') out.push('signUp');
    return out;
  }
  const inRound = p.lastRound >= h.round && p.responseStatus !== 'DECLINED';
  if (published && inRound) out.push('quote');
  if (published && inRound && p.responseStatus === 'INVITED') out.push('decline');
  if (published && p.responseStatus !== 'DECLINED') out.push('ask');
  return out;
}

/** One inquiry as its supplier reads it. */
export async function supplierRecord(db: DbOrTx, lang: Lang, inquiryId: number, supplierId: number) {
  const h = await visibleToSupplier(db, inquiryId, supplierId);
  const lines = await linesOf(db, inquiryBound, [inquiryId]);
  const record: DocRecord = { ...h, inquiryId: h.id, lines: lines.map((l) => ({ ...l, lineId: l.id })) };
  await presentInquiries(db, lang, [record]);
  const p = await participationOf(db, inquiryId, supplierId);
  const open = await beforeDeadline(db, inquiryId);
  const now = await databaseNow(db);
  return {
    ...pick(record, HEADER_KEYS),
    // Why it was withdrawn is addressed to the suppliers (their notification says it too).
    abolishReason: h.status === 'ABOLISHED' ? h.abolishReason : null,
    lines: (record.lines as DocRecord[]).map((l) => pick(l, LINE_KEYS)),
    invitation: p
      ? {
          source: p.source,
          invitedRound: p.invitedRound,
          lastRound: p.lastRound,
          responseStatus: p.responseStatus,
          declineReason: p.declineReason,
          viewedDate: p.viewedDate,
          inCurrentRound: p.lastRound >= h.round,
        }
      : null,
    clarifications: p ? await clarificationsForSupplier(db, inquiryId, supplierId) : [],
    // The database clock, for the deadline countdown: the server decides, not the browser's clock.
    serverTime: now,
    _actions: supplierActions(h, p, open),
  };
}

const listByPage = defineAction({
  ...at,
  action: 'listByPage',
  summary:
    "The supplier's inquiries: those it takes part in once published, and public ones open to sign-up (filters keyword on number or title, status, takesPart Y/N); paged; never another supplier's participation",
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
    const c: SQL[] = [supplierVisibleWhere(supplierId)];
    if (f.keyword)
      c.push(or(contains(inquiries.inquiryNumber, f.keyword), contains(inquiries.title, f.keyword)) as SQL);
    if (f.status) c.push(eq(inquiries.status, f.status));
    if (f.takesPart === 'Y') c.push(takesPartSql(supplierId));
    if (f.takesPart === 'N') c.push(sql`not ${takesPartSql(supplierId)}`);
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select()
        .from(inquiries)
        .where(where)
        .orderBy(desc(inquiries.publishDate), desc(inquiries.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, inquiries, where, body),
    ]);
    const records: DocRecord[] = rows.map((h) => ({ ...h, inquiryId: h.id }));
    await presentInquiries(deps.db, lang, records);
    const mine = rows.length
      ? await deps.db
          .select()
          .from(inquirySuppliers)
          .where(
            and(
              eq(inquirySuppliers.supplierId, supplierId),
              inArray(
                inquirySuppliers.inquiryId,
                rows.map((r) => r.id),
              ),
            ),
          )
      : [];
    const byInquiry = new Map(mine.map((p) => [p.inquiryId, p]));
    const data = records.map((r) => {
      const p = byInquiry.get(r.inquiryId as number);
      return {
        ...pick(r, [
          'inquiryId',
          'inquiryNumber',
          'roundNumber',
          'title',
          'orgName',
          'categoryName',
          'inquiryMode',
          'currencyCode',
          'quoteDeadline',
          'round',
          'status',
          'publishDate',
          'closedDate',
        ]),
        takesPart: p !== undefined,
        responseStatus: p?.responseStatus ?? null,
        inCurrentRound: p !== undefined && p.lastRound >= (r.round as number),
      };
    });
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const findById = defineAction({
  ...at,
  action: 'findById',
  summary:
    'One inquiry as its supplier reads it: header without internal remark, lines, its own participation, answered clarifications without askers (its own marked mine), serverTime, _actions (signUp, decline, ask, quote); marks when first viewed; 404 for anything it may not read',
  auth,
  body: z.object({ inquiryId: idSchema }),
  handler: async ({ deps, body, lang, user }) => {
    const supplierId = supplierOf(user);
    await visibleToSupplier(deps.db, body.inquiryId, supplierId);
    // The first opening by any user of the supplier is when the buyer sees it was viewed.
    await deps.db
      .update(inquirySuppliers)
      .set({ viewedDate: sql`now()` })
      .where(
        and(
          eq(inquirySuppliers.inquiryId, body.inquiryId),
          eq(inquirySuppliers.supplierId, supplierId),
          isNull(inquirySuppliers.viewedDate),
        ),
      );
    return { data: await supplierRecord(deps.db, lang, body.inquiryId, supplierId) };
  },
});

const signUp = defineAction({
  ...at,
  action: 'signUp',
  summary:
    'The supplier signs up to a PUBLIC inquiry open for quotes (before its deadline; never a blacklisted, frozen, quit, expired or unqualified supplier): it takes part from the current round (source SIGNED_UP) and gets its to-do',
  auth,
  mutates: true,
  body: z.object({ inquiryId: idSchema }),
  handler: async ({ deps, body, lang, user }) => {
    const supplierId = supplierOf(user);
    await deps.db.transaction(async (tx) => {
      const h = await visibleToSupplier(tx, body.inquiryId, supplierId, true);
      if (h.inquiryMode !== 'PUBLIC') throw new AppError(409, 'inquiry.notPublic');
      if (h.status !== 'PUBLISHED' || !(await beforeDeadline(tx, h.id))) throw new AppError(409, 'inquiry.notOpen');
      if (await participationOf(tx, h.id, supplierId)) throw new AppError(409, 'inquiry.alreadyTakesPart');
      const refusal = await invitationRefusal(tx, lang, supplierId);
      if (refusal) throw fieldErrors([{ field: 'supplierId', message: refusal }]);
      await tx.insert(inquirySuppliers).values({
        inquiryId: h.id,
        supplierId,
        source: 'SIGNED_UP',
        invitedRound: h.round,
        lastRound: h.round,
        viewedDate: new Date(),
        createdBy: user!.userId,
        lastUpdatedBy: user!.userId,
      });
      await openInquiryTodos(tx, h, [supplierId], 'PUBLIC', user!.userId);
    });
    return { data: await supplierRecord(deps.db, lang, body.inquiryId, supplierId), msg: 'ok.saved' };
  },
});

const decline = defineAction({
  ...at,
  action: 'decline',
  summary:
    'The supplier declines to quote on an inquiry open for quotes, with a reason (not once it has quoted); its to-do is done and the buyer sees the reason',
  auth,
  mutates: true,
  body: z.object({ inquiryId: idSchema, reason: z.string().trim().min(1, 'field.required').max(1000) }),
  handler: async ({ deps, body, lang, user }) => {
    const supplierId = supplierOf(user);
    await deps.db.transaction(async (tx) => {
      const h = await visibleToSupplier(tx, body.inquiryId, supplierId, true);
      const p = await participationOf(tx, h.id, supplierId);
      if (!p || p.lastRound < h.round) throw new AppError(404, 'error.notFound');
      if (p.responseStatus === 'QUOTED') throw new AppError(409, 'inquiry.alreadyQuoted');
      if (p.responseStatus === 'DECLINED') throw new AppError(409, 'inquiry.alreadyDeclined');
      if (h.status !== 'PUBLISHED' || !(await beforeDeadline(tx, h.id))) throw new AppError(409, 'inquiry.notOpen');
      await tx
        .update(inquirySuppliers)
        .set({
          responseStatus: 'DECLINED',
          declineReason: body.reason,
          lastUpdatedBy: user!.userId,
          lastUpdateDate: new Date(),
          version: sql`${inquirySuppliers.version} + 1`,
        })
        .where(eq(inquirySuppliers.id, p.id));
      await handleInquiryTodos(tx, h.id, supplierId, user!.userId);
    });
    return { data: await supplierRecord(deps.db, lang, body.inquiryId, supplierId), msg: 'ok.saved' };
  },
});

export const inquirySupplierActions = [listByPage, findById, signUp, decline];
