import { and, asc, type Column, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { holdsMenu } from '../../platform/access/check.ts';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { LOGGED_IN, menu } from '../../platform/access/rules.ts';
import { assertInScope, scopeFor, scopeWhere } from '../../platform/access/scope.ts';
import { users } from '../../platform/auth/schema.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { contains } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { updateAtVersion } from '../../platform/db/versionedSave.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { daySchema, optionalDaySchema } from '../../platform/http/fieldSchemas.ts';
import { lookupValues } from '../../platform/lookups/schema.ts';
import { nextNumber } from '../../platform/numbering/numbering.ts';
import { supplierPendings } from '../../platform/pending/schema.ts';
import { cancelSupplierPendings, openSupplierPending } from '../../platform/pending/supplierPendings.ts';
import { fieldError, idSchema, optionalId, versionSchema, ynSchema } from '../admin/adminKit.ts';
import { AUDIENCES, filesOf, isSupplierUser, NOTICE_STATUSES, readableNotices } from './access.ts';
import {
  addressedSuppliers,
  deleteReceivers,
  hasReceivers,
  type Receivers,
  receiverFields,
  receiversOf,
  saveReceivers,
} from './receivers.ts';
import { CONTENT_FORMATS, storedContent } from './richText.ts';
import { noticeReads, noticeSuppliers, notices } from './schema.ts';

/*
 * Notices (spec §3 Notice, §7 srmBaseNotice_listSummaryByPage): the home lists and "more" page of what the
 * caller may read, one notice with its files (counting the reading), and the management screen
 * `noticeManagement` (menu BASE_NOTICE): drafts are edited, published, revoked.
 */

export const NOTICE_MENU = 'BASE_NOTICE';
export const NOTICE_TYPE_LOOKUP = 'BASE_NOTICE_TYPE';
export const NOTICE_BILL_TYPE = 'BASE_NOTICE';
export const NOTICE_NUMBER_RULE = { prefix: 'NT', datePattern: 'yyMMdd', digits: 4 } as const;
/** The supplier to-do of a notice that asks for acknowledgement; it opens noticePendingDesc. */
export const NOTICE_PENDING_BILL_TYPE = 'BASE_NOTICE';
const entity = 'srmBaseNotice';

const optionalDate = optionalDaySchema;
const typeList = z.string().trim().max(500).optional();
const splitTypes = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Publish date within [dateFrom, dateTo] (whole days). */
function dateRange(column: Column, from?: string, to?: string): SQL[] {
  const c: SQL[] = [];
  if (from) c.push(gte(column, sql`${from}::date`));
  if (to) c.push(lt(column, sql`${to}::date + 1`));
  return c;
}

const listSummaryByPage = defineAction({
  server: 'srmServer',
  entity,
  action: 'listSummaryByPage',
  summary:
    'The published notices the caller may read (home lists and the more page): top first, then newest, with selfCount',
  auth: LOGGED_IN,
  body: z.object({
    noticeType: typeList,
    /** The more page also lists notices past their expire date; the home lists do not. */
    includeExpired: z.boolean().optional().default(false),
    /** Accepted as the spec sends them; the caller's own identity is always used. */
    userId: z.unknown().optional(),
    orgId: z.unknown().optional(),
    supplierId: z.unknown().optional(),
    searchParams: z
      .object({
        noticeTitle: z.string().trim().max(256).optional(),
        noticeType: typeList,
        dateFrom: optionalDate,
        dateTo: optionalDate,
        unreadOnly: ynSchema.optional(),
        includeExpired: z.boolean().optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, user, req }) => {
    const me = user!;
    const scope = await scopeFor(deps.db, me, req);
    const f = body.searchParams;
    const c: SQL[] = [readableNotices(me, scope)];
    const types = splitTypes(f.noticeType || body.noticeType);
    if (types.length) c.push(inArray(notices.noticeType, types));
    if (f.noticeTitle) c.push(contains(notices.noticeTitle, f.noticeTitle));
    c.push(...dateRange(notices.publishDate, f.dateFrom, f.dateTo));
    if (!(body.includeExpired || f.includeExpired))
      c.push(or(isNull(notices.expireDate), gte(notices.expireDate, sql`current_date`))!);
    if (f.unreadOnly === 'Y') {
      c.push(
        sql`not exists (select 1 from srm_base_notice_read r where r.notice_id = "srm_base_notice"."id" and r.user_id = ${me.userId} and r.read_count > 0)`,
      );
    }
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select({
          noticeId: notices.id,
          noticeNumber: notices.noticeNumber,
          noticeTitle: notices.noticeTitle,
          noticeType: notices.noticeType,
          creationDate: notices.publishDate,
          viewCount: notices.viewCount,
          selfCount: sql<number>`coalesce(${noticeReads.readCount}, 0)`.mapWith(Number),
          topFlag: notices.topFlag,
          hasFiles: sql<boolean>`coalesce(${notices.fileIds}, '') <> ''`,
        })
        .from(notices)
        .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, me.userId)))
        .where(where)
        .orderBy(desc(notices.topFlag), desc(notices.publishDate), desc(notices.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, notices, where, body),
    ]);
    return { data: rows, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const noticeColumns = {
  noticeId: notices.id,
  noticeNumber: notices.noticeNumber,
  noticeTitle: notices.noticeTitle,
  noticeType: notices.noticeType,
  content: notices.content,
  contentFormat: notices.contentFormat,
  audience: notices.audience,
  ackFlag: notices.ackFlag,
  orgId: notices.orgId,
  status: notices.status,
  publishDate: notices.publishDate,
  publishUserId: notices.publishUserId,
  expireDate: notices.expireDate,
  topFlag: notices.topFlag,
  fileIds: notices.fileIds,
  viewCount: notices.viewCount,
  creationDate: notices.creationDate,
  createdBy: notices.createdBy,
  lastUpdateDate: notices.lastUpdateDate,
  version: notices.version,
};

/**
 * The figures a notice's manager reads, in the list and in the detail from this one definition so the two
 * agree (issue 15): how many users read it (as the Viewers tab lists them) and, for a notice asking for
 * acknowledgement, how many of the addressed suppliers acknowledged it (as the Acknowledgements tab lists
 * them: one supplier to-do each, handled when one of its users acknowledges; revoked ones do not count).
 * The notice's id is written out: inside a subquery Drizzle may render a column without its table, which
 * the subquery's own `id` would capture.
 */
export const noticeCountColumns = {
  readerCount: sql<number>`(select count(*)::int from srm_base_notice_read r where r.notice_id = "srm_base_notice"."id" and r.read_count > 0)`,
  ackTotal: sql<number>`(select count(*)::int from srm_base_supplier_pending p where p.bill_type = ${NOTICE_PENDING_BILL_TYPE} and p.bill_id = "srm_base_notice"."id" and p.cancel_flag = 'N')`,
  ackCount: sql<number>`(select count(*)::int from srm_base_supplier_pending p where p.bill_type = ${NOTICE_PENDING_BILL_TYPE} and p.bill_id = "srm_base_notice"."id" and p.cancel_flag = 'N' and p.handle_flag = 'Y')`,
};

async function noticeCounts(db: DbOrTx, id: number) {
  const [row] = await db.select(noticeCountColumns).from(notices).where(eq(notices.id, id));
  return row;
}

async function loadNotice(db: DbOrTx, id: number) {
  const [row] = await db.select(noticeColumns).from(notices).where(eq(notices.id, id));
  return row ?? null;
}

/** A notice's receivers: chosen suppliers (srm_base_notice_supplier), organisations and supplier groups. */
export async function noticeReceiversOf(db: DbOrTx, noticeId: number): Promise<Receivers> {
  const [r, supplierIds] = await Promise.all([receiversOf(db, 'NOTICE', noticeId), supplierIdsOf(db, noticeId)]);
  return { ...r, supplierIds };
}

async function supplierIdsOf(db: DbOrTx, noticeId: number): Promise<number[]> {
  const rows = await db
    .select({ supplierId: noticeSuppliers.supplierId })
    .from(noticeSuppliers)
    .where(eq(noticeSuppliers.noticeId, noticeId))
    .orderBy(asc(noticeSuppliers.supplierId));
  return rows.map((r) => r.supplierId);
}

/** The notice for management: internal, holds the menu, inside the organisation scope; else 404. */
export async function managedNotice(db: DbOrTx, me: SessionUser, req: object, id: number) {
  const row = await loadNotice(db, id);
  const scope = await scopeFor(db, me, req);
  assertInScope(scope, row ? { orgId: row.orgId } : null);
  return row!;
}

/** Whether the caller's supplier still has the acknowledgement to-do of this notice open. */
export async function acknowledgementOpen(db: DbOrTx, me: SessionUser, noticeId: number): Promise<boolean> {
  if (me.supplierId == null) return false;
  const [row] = await db
    .select({ id: supplierPendings.id })
    .from(supplierPendings)
    .where(
      and(
        eq(supplierPendings.billType, NOTICE_PENDING_BILL_TYPE),
        eq(supplierPendings.billId, noticeId),
        eq(supplierPendings.supplierId, me.supplierId),
        eq(supplierPendings.handleFlag, 'N'),
        eq(supplierPendings.cancelFlag, 'N'),
      ),
    )
    .limit(1);
  return row != null;
}

const findById = defineAction({
  server: 'srmServer',
  entity,
  action: 'findById',
  summary:
    'One notice with its content and files, if the caller may read it (else 404); counts the reading (viewCount, selfCount). Holders of the management menu also open drafts and revoked notices (not counted)',
  auth: LOGGED_IN,
  body: z.object({ noticeId: idSchema, preview: ynSchema.optional() }),
  handler: async ({ deps, body, user, req }) => {
    const me = user!;
    const db = deps.db;
    const scope = await scopeFor(db, me, req);
    const [readable] = await db
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.id, body.noticeId), readableNotices(me, scope)));
    const manager = !isSupplierUser(me) && (await holdsMenu(db, me, NOTICE_MENU));
    if (!readable || body.preview === 'Y') {
      // Management reads any notice of its scope without counting it.
      if (!manager) throw new AppError(404, 'error.notFound');
      const row = await managedNotice(db, me, req, body.noticeId);
      return {
        data: {
          ...row,
          ...(await noticeCounts(db, row.noticeId)),
          selfCount: 0,
          ...(await noticeReceiversOf(db, row.noticeId)),
          files: await filesOf(db, row.fileIds),
          manager: true,
        },
      };
    }
    const selfCount = await db.transaction(async (tx) => {
      await tx
        .update(notices)
        .set({ viewCount: sql`${notices.viewCount} + 1` })
        .where(eq(notices.id, body.noticeId));
      const [read] = await tx
        .insert(noticeReads)
        .values({ noticeId: body.noticeId, userId: me.userId, readCount: 1 })
        .onConflictDoUpdate({
          target: [noticeReads.noticeId, noticeReads.userId],
          set: { readCount: sql`${noticeReads.readCount} + 1`, lastReadDate: new Date() },
        })
        .returning({ readCount: noticeReads.readCount });
      return read.readCount;
    });
    const row = (await loadNotice(db, body.noticeId))!;
    const receivers = manager ? await noticeReceiversOf(db, row.noticeId) : { supplierIds: [] };
    const ackPending = row.ackFlag === 'Y' && (await acknowledgementOpen(db, me, row.noticeId));
    const counts = manager ? await noticeCounts(db, row.noticeId) : {};
    return {
      data: { ...row, ...counts, selfCount, ...receivers, files: await filesOf(db, row.fileIds), manager, ackPending },
    };
  },
});

const listByPage = defineAction({
  server: 'srmServer',
  entity,
  action: 'listByPage',
  summary: 'Notices for management (every status), filtered by title, type, status and creation date range',
  auth: menu(NOTICE_MENU),
  body: z.object({
    searchParams: z
      .object({
        noticeTitle: z.string().trim().max(256).optional(),
        noticeType: z.string().trim().max(32).optional(),
        status: z.enum(NOTICE_STATUSES).optional(),
        audience: z.enum(AUDIENCES).optional(),
        dateFrom: optionalDate,
        dateTo: optionalDate,
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, user, req }) => {
    const me = user!;
    if (isSupplierUser(me)) throw new AppError(403, 'error.internalOnly');
    const scope = await scopeFor(deps.db, me, req);
    const f = body.searchParams;
    const c: SQL[] = [scopeWhere(scope, { orgId: notices.orgId })];
    if (f.noticeTitle) c.push(contains(notices.noticeTitle, f.noticeTitle));
    if (f.noticeType) c.push(eq(notices.noticeType, f.noticeType));
    if (f.status) c.push(eq(notices.status, f.status));
    if (f.audience) c.push(eq(notices.audience, f.audience));
    c.push(...dateRange(notices.creationDate, f.dateFrom, f.dateTo));
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select({
          noticeId: notices.id,
          noticeNumber: notices.noticeNumber,
          noticeTitle: notices.noticeTitle,
          noticeType: notices.noticeType,
          audience: notices.audience,
          orgId: notices.orgId,
          status: notices.status,
          publishDate: notices.publishDate,
          expireDate: notices.expireDate,
          topFlag: notices.topFlag,
          fileIds: notices.fileIds,
          viewCount: notices.viewCount,
          creationDate: notices.creationDate,
          createdByName: users.userFullName,
          supplierCount: sql<number>`(select count(*)::int from srm_base_notice_supplier ns where ns.notice_id = "srm_base_notice"."id")`,
          receiverCount: sql<number>`(select count(*)::int from srm_base_notice_receiver nr where nr.owner_type = 'NOTICE' and nr.owner_id = "srm_base_notice"."id")`,
          ackFlag: notices.ackFlag,
          replyCount: sql<number>`(select count(*)::int from srm_base_notice_reply rp where rp.notice_id = "srm_base_notice"."id")`,
          ...noticeCountColumns,
          version: notices.version,
        })
        .from(notices)
        .leftJoin(users, eq(users.id, notices.createdBy))
        .where(where)
        .orderBy(desc(notices.creationDate), desc(notices.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, notices, where, body),
    ]);
    return { data: rows, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const fileIdsSchema = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .trim()
    .max(1000)
    .regex(/^[\d,\s]*$/)
    .nullable()
    .optional(),
);

const saveOrUpdate = defineAction({
  server: 'srmServer',
  entity,
  action: 'saveOrUpdate',
  summary: 'Create or change a draft notice (versioned); the number is generated; suppliers only for SUPPLIER audience',
  auth: menu(NOTICE_MENU),
  mutates: true,
  body: z.object({
    noticeId: optionalId,
    noticeTitle: z.string().trim().min(1, 'field.required').max(256),
    noticeType: z.string().trim().min(1, 'field.required').max(32),
    audience: z.enum(AUDIENCES),
    content: z.string().max(100_000).optional().default(''),
    /** HTML (the rich editor) is sanitised on save; TEXT is kept as written. */
    contentFormat: z.enum(CONTENT_FORMATS).optional().default('TEXT'),
    ackFlag: ynSchema.optional().default('N'),
    orgId: optionalId,
    expireDate: z.preprocess((v) => (v === '' ? null : v), daySchema.nullable().optional()),
    topFlag: ynSchema.optional().default('N'),
    fileIds: fileIdsSchema,
    ...receiverFields,
    version: versionSchema.optional(),
  }),
  handler: async ({ deps, body, user, req, lang }) => {
    const me = user!;
    const db = deps.db;
    if (isSupplierUser(me)) throw new AppError(403, 'error.internalOnly');
    await requireMenuResource(db, me, NOTICE_MENU, body.noticeId ? 'btnEdit' : 'btnAdd');
    const [type] = await db
      .select({ code: lookupValues.lookupCode })
      .from(lookupValues)
      .where(
        and(
          eq(lookupValues.lookupType, NOTICE_TYPE_LOOKUP),
          eq(lookupValues.lookupCode, body.noticeType),
          eq(lookupValues.enabledFlag, 'Y'),
        ),
      );
    if (!type) throw fieldError(lang, 'noticeType', 'notice.unknownType', { code: body.noticeType });
    // Suppliers and groups narrow the supplier side; organisations only name internal readers of CHOSEN.
    const supplierSide = body.audience === 'SUPPLIER' || body.audience === 'CHOSEN';
    const supplierIds = supplierSide ? [...new Set(body.supplierIds)] : [];
    const groupIds = supplierSide ? body.groupIds : [];
    const orgIds = body.audience === 'CHOSEN' ? body.orgIds : [];
    const values = {
      noticeTitle: body.noticeTitle,
      noticeType: body.noticeType,
      audience: body.audience,
      content: storedContent(body.content, body.contentFormat),
      contentFormat: body.contentFormat,
      ackFlag: body.ackFlag,
      orgId: body.orgId ?? null,
      expireDate: body.expireDate ?? null,
      topFlag: body.topFlag,
      fileIds: body.fileIds?.replace(/\s/g, '') || null,
      lastUpdatedBy: me.userId,
      lastUpdateDate: new Date(),
    };
    if (values.orgId != null) {
      assertInScope(await scopeFor(db, me, req), { orgId: values.orgId });
    }
    const id = await db.transaction(async (tx) => {
      let noticeId: number;
      if (body.noticeId) {
        const existing = await managedNotice(tx, me, req, body.noticeId);
        if (body.version === undefined) throw fieldError(lang, 'version', 'field.versionRequired');
        if (existing.status !== 'DRAFT') throw new AppError(409, 'notice.notDraft');
        await updateAtVersion(tx, notices, body.noticeId, body.version, values);
        noticeId = body.noticeId;
        await tx.delete(noticeSuppliers).where(eq(noticeSuppliers.noticeId, noticeId));
      } else {
        const noticeNumber = await nextNumber(tx, NOTICE_BILL_TYPE, NOTICE_NUMBER_RULE);
        const [row] = await tx
          .insert(notices)
          .values({ ...values, noticeNumber, status: 'DRAFT', createdBy: me.userId })
          .returning({ id: notices.id });
        noticeId = row.id;
      }
      if (supplierIds.length) {
        await tx.insert(noticeSuppliers).values(supplierIds.map((supplierId) => ({ noticeId, supplierId })));
      }
      await saveReceivers(tx, 'NOTICE', noticeId, { orgIds, groupIds });
      return noticeId;
    });
    const row = (await loadNotice(db, id))!;
    return { data: { ...row, ...(await noticeReceiversOf(db, id)) }, msg: 'ok.saved' };
  },
});

/** Moves one notice from one status to another (versioned when the version is given). */
function transition(action: string, button: string, from: string, to: string, summary: string) {
  return defineAction({
    server: 'srmServer',
    entity,
    action,
    summary,
    auth: menu(NOTICE_MENU),
    mutates: true,
    body: z.object({ noticeId: idSchema, version: versionSchema.optional() }),
    handler: async ({ deps, body, user, req }) => {
      const me = user!;
      const db = deps.db;
      if (isSupplierUser(me)) throw new AppError(403, 'error.internalOnly');
      await requireMenuResource(db, me, NOTICE_MENU, button);
      const existing = await managedNotice(db, me, req, body.noticeId);
      if (existing.status !== from)
        throw new AppError(409, from === 'DRAFT' ? 'notice.notDraft' : 'notice.notPublished');
      const receivers = await noticeReceiversOf(db, body.noticeId);
      if (to === 'PUBLISHED' && !hasReceivers(existing.audience, receivers))
        throw new AppError(400, 'notice.noReceivers');
      const set =
        to === 'PUBLISHED' ? { status: to, publishDate: new Date(), publishUserId: me.userId } : { status: to };
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(notices)
          .set({ ...set, lastUpdatedBy: me.userId, lastUpdateDate: new Date(), version: sql`${notices.version} + 1` })
          .where(
            and(
              eq(notices.id, body.noticeId),
              eq(notices.status, from),
              body.version === undefined ? undefined : eq(notices.version, body.version),
            ),
          )
          .returning({ id: notices.id });
        if (updated.length === 0) throw new AppError(409, 'error.staleVersion');
        if (existing.ackFlag !== 'Y') return;
        // An acknowledgement notice is a to-do for each addressed supplier until one of its users reads it.
        if (to === 'PUBLISHED') {
          for (const supplierId of await addressedSuppliers(tx, existing.audience, receivers)) {
            await openSupplierPending(tx, {
              supplierId,
              pendingTitle: existing.noticeTitle,
              billType: NOTICE_PENDING_BILL_TYPE,
              billId: existing.noticeId,
              billNumber: existing.noticeNumber,
              billLink: `noticePendingDesc?id=${existing.noticeId}`,
              orgId: existing.orgId,
              createdBy: me.userId,
            });
          }
        } else {
          await cancelSupplierPendings(tx, {
            billType: NOTICE_PENDING_BILL_TYPE,
            billId: existing.noticeId,
            userId: me.userId,
          });
        }
      });
      return {
        data: await loadNotice(db, body.noticeId),
        msg: to === 'PUBLISHED' ? 'notice.published' : 'notice.revoked',
      };
    },
  });
}

const doPublish = transition('doPublish', 'btnPublish', 'DRAFT', 'PUBLISHED', 'Publish a draft notice');
const doRevoke = transition('doRevoke', 'btnRevoke', 'PUBLISHED', 'REVOKED', 'Revoke a published notice');

const remove = defineAction({
  server: 'srmServer',
  entity,
  action: 'delete',
  summary: 'Delete a draft notice',
  auth: menu(NOTICE_MENU),
  mutates: true,
  body: z.object({ noticeId: idSchema }),
  handler: async ({ deps, body, user, req }) => {
    const me = user!;
    const db = deps.db;
    if (isSupplierUser(me)) throw new AppError(403, 'error.internalOnly');
    await requireMenuResource(db, me, NOTICE_MENU, 'btnDelete');
    const existing = await managedNotice(db, me, req, body.noticeId);
    if (existing.status !== 'DRAFT') throw new AppError(409, 'notice.notDraft');
    await db.transaction(async (tx) => {
      await tx.delete(noticeSuppliers).where(eq(noticeSuppliers.noticeId, body.noticeId));
      await tx.delete(noticeReads).where(eq(noticeReads.noticeId, body.noticeId));
      await deleteReceivers(tx, 'NOTICE', body.noticeId);
      await tx.delete(notices).where(and(eq(notices.id, body.noticeId), eq(notices.status, 'DRAFT')));
    });
    return { data: null, msg: 'notice.deleted' };
  },
});

export const noticeActionList = [listSummaryByPage, findById, listByPage, saveOrUpdate, doPublish, doRevoke, remove];
