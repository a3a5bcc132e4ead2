import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import { assertInScope, scopeFor, scopeWhere } from '../../platform/access/scope.ts';
import { users } from '../../platform/auth/schema.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { contains } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { updateAtVersion } from '../../platform/db/versionedSave.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { publishAfterCommit } from '../../platform/realtime/afterCommit.ts';
import { supplierDirectory } from '../../platform/suppliers/directory.ts';
import { fieldError, idSchema, optionalId, versionSchema } from '../admin/adminKit.ts';
import { AUDIENCES, filesOf, isSupplierUser, NOTICE_STATUSES } from './access.ts';
import { notify } from './notifications.ts';
import {
  deleteReceivers,
  hasReceivers,
  receiverFields,
  receiversOf,
  recipientUsers,
  saveReceivers,
} from './receivers.ts';
import { sanitizeRichText } from './richText.ts';
import { notificationBatches, notifications } from './schema.ts';

/*
 * notificationManagement (menu BASE_NOTIFICATION): a notification written by hand — title, rich body,
 * attachments, an optional link (billType LINK) — to receivers like a notice's plus chosen users. Publishing
 * sends one notification per recipient user through notify() in the same transaction, keeping the batch id so
 * the list shows how many read it; withdrawing hides the recipients' rows.
 */

export const NOTIFICATION_MENU = 'BASE_NOTIFICATION';
const entity = 'srmBaseNotificationBatch';

const batchColumns = {
  batchId: notificationBatches.id,
  notificationTitle: notificationBatches.notificationTitle,
  content: notificationBatches.content,
  billType: notificationBatches.billType,
  billLink: notificationBatches.billLink,
  fileIds: notificationBatches.fileIds,
  audience: notificationBatches.audience,
  orgId: notificationBatches.orgId,
  status: notificationBatches.status,
  publishDate: notificationBatches.publishDate,
  recipientCount: notificationBatches.recipientCount,
  creationDate: notificationBatches.creationDate,
  version: notificationBatches.version,
};

// Qualified by hand: in a one-table select drizzle leaves columns unqualified, and "id" would bind to n.id.
const readCountSql = sql<number>`(select count(*)::int from srm_base_notification n where n.batch_id = "srm_base_notification_batch"."id" and n.self_count > 0)`;

/** The batch for management: internal, inside the organisation scope; else 404. */
async function managedBatch(db: DbOrTx, me: SessionUser, req: object, batchId: number) {
  if (isSupplierUser(me)) throw new AppError(403, 'error.internalOnly');
  const [row] = await db.select(batchColumns).from(notificationBatches).where(eq(notificationBatches.id, batchId));
  assertInScope(await scopeFor(db, me, req), row ? { orgId: row.orgId } : null);
  return row!;
}

async function batchDetail(db: DbOrTx, row: Awaited<ReturnType<typeof managedBatch>>) {
  const [receivers, files, [read]] = await Promise.all([
    receiversOf(db, 'NOTIFICATION', row.batchId),
    filesOf(db, row.fileIds),
    db.select({ readCount: readCountSql }).from(notificationBatches).where(eq(notificationBatches.id, row.batchId)),
  ]);
  return { ...row, ...receivers, files, readCount: read?.readCount ?? 0 };
}

const listByPage = defineAction({
  server: 'srmServer',
  entity,
  action: 'listByPage',
  summary: 'Hand-written notifications for management (every status) with recipient and read counts',
  auth: menu(NOTIFICATION_MENU),
  body: z.object({
    searchParams: z
      .object({
        notificationTitle: z.string().trim().max(500).optional(),
        status: z.enum(NOTICE_STATUSES).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, user, req }) => {
    const me = user!;
    if (isSupplierUser(me)) throw new AppError(403, 'error.internalOnly');
    const f = body.searchParams;
    const c: SQL[] = [scopeWhere(await scopeFor(deps.db, me, req), { orgId: notificationBatches.orgId })];
    if (f.notificationTitle) c.push(contains(notificationBatches.notificationTitle, f.notificationTitle));
    if (f.status) c.push(eq(notificationBatches.status, f.status));
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select({
          ...batchColumns,
          content: sql<string>`''`,
          readCount: readCountSql,
          createdByName: users.userFullName,
        })
        .from(notificationBatches)
        .leftJoin(users, eq(users.id, notificationBatches.createdBy))
        .where(where)
        .orderBy(desc(notificationBatches.creationDate), desc(notificationBatches.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, notificationBatches, where, body),
    ]);
    return { data: rows, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const findById = defineAction({
  server: 'srmServer',
  entity,
  action: 'findById',
  summary: 'One hand-written notification with its receivers, files and read count (management and preview)',
  auth: menu(NOTIFICATION_MENU),
  body: z.object({ batchId: idSchema }),
  handler: async ({ deps, body, user, req }) => {
    const row = await managedBatch(deps.db, user!, req, body.batchId);
    return { data: await batchDetail(deps.db, row) };
  },
});

const linkSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(512).nullable().optional(),
);

const saveOrUpdate = defineAction({
  server: 'srmServer',
  entity,
  action: 'saveOrUpdate',
  summary: 'Create or change a draft hand-written notification (rich body sanitised, receivers, optional LINK)',
  auth: menu(NOTIFICATION_MENU),
  mutates: true,
  body: z.object({
    batchId: optionalId,
    notificationTitle: z.string().trim().min(1, 'field.required').max(500),
    content: z.string().max(100_000).optional().default(''),
    billType: z.preprocess((v) => (v === '' ? null : v), z.enum(['LINK']).nullable().optional()),
    billLink: linkSchema,
    fileIds: z.preprocess(
      (v) => (v === '' ? null : v),
      z
        .string()
        .trim()
        .max(1000)
        .regex(/^[\d,\s]*$/)
        .nullable()
        .optional(),
    ),
    audience: z.enum(AUDIENCES).optional().default('CHOSEN'),
    orgId: optionalId,
    ...receiverFields,
    version: versionSchema.optional(),
  }),
  handler: async ({ deps, body, user, req, lang }) => {
    const me = user!;
    const db = deps.db;
    if (isSupplierUser(me)) throw new AppError(403, 'error.internalOnly');
    await requireMenuResource(db, me, NOTIFICATION_MENU, body.batchId ? 'btnEdit' : 'btnAdd');
    const billLink = body.billType === 'LINK' ? (body.billLink ?? null) : null;
    if (body.billType === 'LINK' && !/^https?:\/\/\S+$/i.test(billLink ?? ''))
      throw fieldError(lang, 'billLink', 'notification.linkRequired');
    if (body.orgId != null) assertInScope(await scopeFor(db, me, req), { orgId: body.orgId });
    const values = {
      notificationTitle: body.notificationTitle,
      content: sanitizeRichText(body.content),
      billType: body.billType ?? null,
      billLink,
      fileIds: body.fileIds?.replace(/\s/g, '') || null,
      audience: body.audience,
      orgId: body.orgId ?? null,
      lastUpdatedBy: me.userId,
      lastUpdateDate: new Date(),
    };
    // Chosen receivers only narrow CHOSEN (organisations, users) and the supplier side (suppliers, groups).
    const chosen = body.audience === 'CHOSEN';
    const supplierSide = chosen || body.audience === 'SUPPLIER';
    const receivers = {
      orgIds: chosen ? body.orgIds : [],
      userIds: chosen ? body.userIds : [],
      supplierIds: supplierSide ? body.supplierIds : [],
      groupIds: supplierSide ? body.groupIds : [],
    };
    const id = await db.transaction(async (tx) => {
      let batchId: number;
      if (body.batchId) {
        const existing = await managedBatch(tx, me, req, body.batchId);
        if (body.version === undefined) throw fieldError(lang, 'version', 'field.versionRequired');
        if (existing.status !== 'DRAFT') throw new AppError(409, 'notification.notDraft');
        await updateAtVersion(tx, notificationBatches, body.batchId, body.version, values);
        batchId = body.batchId;
      } else {
        const [row] = await tx
          .insert(notificationBatches)
          .values({ ...values, status: 'DRAFT', createdBy: me.userId })
          .returning({ id: notificationBatches.id });
        batchId = row.id;
      }
      await saveReceivers(tx, 'NOTIFICATION', batchId, receivers);
      return batchId;
    });
    return { data: await batchDetail(db, await managedBatch(db, me, req, id)), msg: 'ok.saved' };
  },
});

const doPublish = defineAction({
  server: 'srmServer',
  entity,
  action: 'doPublish',
  summary: 'Send a draft: one notification per recipient user (notify(), same transaction), counted on the batch',
  auth: menu(NOTIFICATION_MENU),
  mutates: true,
  body: z.object({ batchId: idSchema, version: versionSchema.optional() }),
  handler: async ({ deps, body, user, req }) => {
    const me = user!;
    const db = deps.db;
    await requireMenuResource(db, me, NOTIFICATION_MENU, 'btnPublish');
    const batch = await managedBatch(db, me, req, body.batchId);
    if (batch.status !== 'DRAFT') throw new AppError(409, 'notification.notDraft');
    const receivers = await receiversOf(db, 'NOTIFICATION', batch.batchId);
    if (!hasReceivers(batch.audience, receivers)) throw new AppError(400, 'notice.noReceivers');
    const count = await db.transaction(async (tx) => {
      const recipients = await recipientUsers(tx, batch.audience, receivers);
      if (recipients.length === 0) throw new AppError(400, 'notification.noRecipients');
      const updated = await tx
        .update(notificationBatches)
        .set({
          status: 'PUBLISHED',
          publishDate: new Date(),
          publishUserId: me.userId,
          recipientCount: recipients.length,
          lastUpdatedBy: me.userId,
          lastUpdateDate: new Date(),
          version: sql`${notificationBatches.version} + 1`,
        })
        .where(
          and(
            eq(notificationBatches.id, batch.batchId),
            eq(notificationBatches.status, 'DRAFT'),
            body.version === undefined ? undefined : eq(notificationBatches.version, body.version),
          ),
        )
        .returning({ id: notificationBatches.id });
      if (updated.length === 0) throw new AppError(409, 'error.staleVersion');
      const ids = await notify(tx, {
        recipientUserIds: recipients,
        title: batch.notificationTitle,
        content: batch.content,
        billType: batch.billType,
        billLink: batch.billLink,
        orgId: batch.orgId,
        createdBy: me.userId,
      });
      await tx
        .update(notifications)
        .set({ batchId: batch.batchId })
        .where(
          sql`${notifications.id} in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`,
        );
      return ids.length;
    });
    return {
      data: await batchDetail(db, await managedBatch(db, me, req, batch.batchId)),
      msg: 'notification.published',
      msgParams: { count },
    };
  },
});

const doRevoke = defineAction({
  server: 'srmServer',
  entity,
  action: 'doRevoke',
  summary: "Withdraw a sent notification: the recipients' rows are hidden (home panel, unread count, more page)",
  auth: menu(NOTIFICATION_MENU),
  mutates: true,
  body: z.object({ batchId: idSchema, version: versionSchema.optional() }),
  handler: async ({ deps, body, user, req }) => {
    const me = user!;
    const db = deps.db;
    await requireMenuResource(db, me, NOTIFICATION_MENU, 'btnRevoke');
    const batch = await managedBatch(db, me, req, body.batchId);
    if (batch.status !== 'PUBLISHED') throw new AppError(409, 'notification.notPublished');
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(notificationBatches)
        .set({
          status: 'REVOKED',
          lastUpdatedBy: me.userId,
          lastUpdateDate: new Date(),
          version: sql`${notificationBatches.version} + 1`,
        })
        .where(
          and(
            eq(notificationBatches.id, batch.batchId),
            eq(notificationBatches.status, 'PUBLISHED'),
            body.version === undefined ? undefined : eq(notificationBatches.version, body.version),
          ),
        )
        .returning({ id: notificationBatches.id });
      if (updated.length === 0) throw new AppError(409, 'error.staleVersion');
      const hidden = await tx
        .update(notifications)
        .set({ withdrawnFlag: 'Y' })
        .where(eq(notifications.batchId, batch.batchId))
        .returning({ userId: notifications.recipientUserId });
      // Open browsers of the recipients reload their bell and panel once this commits.
      publishAfterCommit(
        { userIds: hidden.map((r) => r.userId) },
        { kind: 'notification', change: 'cancelled', count: 1 },
      );
    });
    return { data: await batchDetail(db, await managedBatch(db, me, req, batch.batchId)), msg: 'notice.revoked' };
  },
});

const remove = defineAction({
  server: 'srmServer',
  entity,
  action: 'delete',
  summary: 'Delete a draft hand-written notification',
  auth: menu(NOTIFICATION_MENU),
  mutates: true,
  body: z.object({ batchId: idSchema }),
  handler: async ({ deps, body, user, req }) => {
    const me = user!;
    const db = deps.db;
    await requireMenuResource(db, me, NOTIFICATION_MENU, 'btnDelete');
    const batch = await managedBatch(db, me, req, body.batchId);
    if (batch.status !== 'DRAFT') throw new AppError(409, 'notification.notDraft');
    await db.transaction(async (tx) => {
      await deleteReceivers(tx, 'NOTIFICATION', batch.batchId);
      await tx
        .delete(notificationBatches)
        .where(and(eq(notificationBatches.id, batch.batchId), eq(notificationBatches.status, 'DRAFT')));
    });
    return { data: null, msg: 'notice.deleted' };
  },
});

const listRecipients = defineAction({
  server: 'srmServer',
  entity,
  action: 'listRecipients',
  summary: 'The recipients of a sent notification and whether each read it (selfCount, readDate); unread first',
  auth: menu(NOTIFICATION_MENU),
  // The batch id at the top or in searchParams (how the list component sends its filters).
  body: z
    .object({
      batchId: idSchema.optional(),
      searchParams: z.object({ batchId: idSchema.optional() }).optional().default({}),
      ...pagingSchema,
    })
    .refine((b) => (b.batchId ?? b.searchParams.batchId) != null, { message: 'field.required', path: ['batchId'] }),
  handler: async ({ deps, body, user, req }) => {
    const db = deps.db;
    const batchId = (body.batchId ?? body.searchParams.batchId)!;
    await managedBatch(db, user!, req, batchId);
    const where = eq(notifications.batchId, batchId);
    const [rows, total] = await Promise.all([
      db
        .select({
          notificationId: notifications.id,
          userId: notifications.recipientUserId,
          userName: users.userName,
          userFullName: users.userFullName,
          supplierId: users.supplierId,
          selfCount: notifications.selfCount,
          readDate: notifications.readDate,
          withdrawnFlag: notifications.withdrawnFlag,
        })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.recipientUserId))
        .where(where)
        .orderBy(notifications.selfCount, users.userName)
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(db, notifications, where, body),
    ]);
    const names = await supplierDirectory().namesByIds(
      db,
      rows.flatMap((r) => (r.supplierId == null ? [] : [r.supplierId])),
    );
    return {
      data: rows.map((r) => ({
        ...r,
        supplierName: r.supplierId == null ? null : (names.get(r.supplierId)?.supplierName ?? null),
      })),
      page: pageInfo(total, body.pageIndex, body.pageRows),
    };
  },
});

export const notificationBatchActionList = [
  listByPage,
  findById,
  saveOrUpdate,
  doPublish,
  doRevoke,
  remove,
  listRecipients,
];
