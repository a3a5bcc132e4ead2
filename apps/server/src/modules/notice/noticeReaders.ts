import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { holdsMenu } from '../../platform/access/check.ts';
import { LOGGED_IN, menu } from '../../platform/access/rules.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import { users } from '../../platform/auth/schema.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import type { Db } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { supplierPendings } from '../../platform/pending/schema.ts';
import { handleSupplierPendings } from '../../platform/pending/supplierPendings.ts';
import { supplierDirectory } from '../../platform/suppliers/directory.ts';
import { idSchema } from '../admin/adminKit.ts';
import { isSupplierUser, readableNotices } from './access.ts';
import { managedNotice, NOTICE_MENU, NOTICE_PENDING_BILL_TYPE } from './notices.ts';
import { noticeReads, noticeReplies, notices } from './schema.ts';

/*
 * What readers do with a published notice beyond opening it: reply (the publisher reads every reply, a supplier
 * only its own supplier's, an internal reader its own), acknowledge it (handles the supplier's to-do of a notice
 * that asks for it), and, for the publisher, who opened it.
 */

const entity = 'srmBaseNotice';

/** The published notice, if the caller may read it; else 404 as if it did not exist. */
async function readableNotice(db: Db, me: SessionUser, req: object, noticeId: number) {
  const scope = await scopeFor(db, me, req);
  const [row] = await db
    .select({ id: notices.id, ackFlag: notices.ackFlag })
    .from(notices)
    .where(and(eq(notices.id, noticeId), readableNotices(me, scope)));
  if (!row) throw new AppError(404, 'error.notFound');
  return row;
}

/** Is the caller the notice's manager (internal, holds the menu, notice in its scope)? */
async function manages(db: Db, me: SessionUser, req: object, noticeId: number): Promise<boolean> {
  if (isSupplierUser(me) || !(await holdsMenu(db, me, NOTICE_MENU))) return false;
  try {
    await managedNotice(db, me, req, noticeId);
    return true;
  } catch {
    return false;
  }
}

const saveReply = defineAction({
  server: 'srmServer',
  entity,
  action: 'saveReply',
  summary: 'Reply to a published notice the caller may read (text)',
  auth: LOGGED_IN,
  mutates: true,
  body: z.object({ noticeId: idSchema, content: z.string().max(2000) }),
  handler: async ({ deps, body, user, req }) => {
    const me = user!;
    await readableNotice(deps.db, me, req, body.noticeId);
    const content = body.content.trim();
    if (!content) throw new AppError(400, 'notice.emptyReply');
    const [row] = await deps.db
      .insert(noticeReplies)
      .values({
        noticeId: body.noticeId,
        userId: me.userId,
        supplierId: me.supplierId,
        content,
        createdBy: me.userId,
        lastUpdatedBy: me.userId,
      })
      .returning({ replyId: noticeReplies.id });
    return { data: row, msg: 'notice.replied' };
  },
});

const listReplies = defineAction({
  server: 'srmServer',
  entity,
  action: 'listReplies',
  summary:
    "Replies to a notice, oldest first: every reply for its manager, the caller's supplier's replies for a supplier, the caller's own for other internal readers",
  auth: LOGGED_IN,
  body: z.object({ noticeId: idSchema, ...pagingSchema }),
  handler: async ({ deps, body, user, req }) => {
    const me = user!;
    const db = deps.db;
    const c: SQL[] = [eq(noticeReplies.noticeId, body.noticeId)];
    if (!(await manages(db, me, req, body.noticeId))) {
      await readableNotice(db, me, req, body.noticeId);
      c.push(
        isSupplierUser(me)
          ? me.supplierId == null
            ? eq(noticeReplies.userId, me.userId)
            : eq(noticeReplies.supplierId, me.supplierId)
          : eq(noticeReplies.userId, me.userId),
      );
    }
    const where = and(...c);
    const [rows, total] = await Promise.all([
      db
        .select({
          replyId: noticeReplies.id,
          content: noticeReplies.content,
          creationDate: noticeReplies.creationDate,
          supplierId: noticeReplies.supplierId,
          userName: users.userName,
          userFullName: users.userFullName,
        })
        .from(noticeReplies)
        .leftJoin(users, eq(users.id, noticeReplies.userId))
        .where(where)
        .orderBy(asc(noticeReplies.creationDate), asc(noticeReplies.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(db, noticeReplies, where, body),
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

const listViewers = defineAction({
  server: 'srmServer',
  entity,
  action: 'listViewers',
  summary: 'Who opened a notice (user, supplier, first and last reading, count), last reading first; its managers only',
  auth: menu(NOTICE_MENU),
  // The notice id at the top or in searchParams (how the list component sends its filters).
  body: z
    .object({
      noticeId: idSchema.optional(),
      searchParams: z.object({ noticeId: idSchema.optional() }).optional().default({}),
      ...pagingSchema,
    })
    .refine((b) => (b.noticeId ?? b.searchParams.noticeId) != null, { message: 'field.required', path: ['noticeId'] }),
  handler: async ({ deps, body, user, req }) => {
    const me = user!;
    const db = deps.db;
    if (isSupplierUser(me)) throw new AppError(403, 'error.internalOnly');
    const noticeId = (body.noticeId ?? body.searchParams.noticeId)!;
    await managedNotice(db, me, req, noticeId);
    const where = eq(noticeReads.noticeId, noticeId);
    const [rows, total] = await Promise.all([
      db
        .select({
          userId: noticeReads.userId,
          userName: users.userName,
          userFullName: users.userFullName,
          supplierId: users.supplierId,
          orgId: users.orgId,
          readCount: noticeReads.readCount,
          firstReadDate: noticeReads.firstReadDate,
          lastReadDate: noticeReads.lastReadDate,
        })
        .from(noticeReads)
        .leftJoin(users, eq(users.id, noticeReads.userId))
        .where(where)
        .orderBy(desc(noticeReads.lastReadDate), asc(noticeReads.userId))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(db, noticeReads, where, body),
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

const listAcknowledgements = defineAction({
  server: 'srmServer',
  entity,
  action: 'listAcknowledgements',
  summary:
    'Per addressed supplier of a notice asking for acknowledgement: acknowledged (Y, by whom and when) or not yet (N); filter acknowledged; not yet first; its managers only',
  auth: menu(NOTICE_MENU),
  body: z
    .object({
      noticeId: idSchema.optional(),
      searchParams: z
        .object({ noticeId: idSchema.optional(), acknowledged: z.enum(['Y', 'N']).optional() })
        .optional()
        .default({}),
      ...pagingSchema,
    })
    .refine((b) => (b.noticeId ?? b.searchParams.noticeId) != null, { message: 'field.required', path: ['noticeId'] }),
  handler: async ({ deps, body, user, req }) => {
    const me = user!;
    const db = deps.db;
    if (isSupplierUser(me)) throw new AppError(403, 'error.internalOnly');
    const noticeId = (body.noticeId ?? body.searchParams.noticeId)!;
    await managedNotice(db, me, req, noticeId);
    // The same rows the counts of the list and the detail count (noticeCountColumns).
    const c: SQL[] = [
      eq(supplierPendings.billType, NOTICE_PENDING_BILL_TYPE),
      eq(supplierPendings.billId, noticeId),
      eq(supplierPendings.cancelFlag, 'N'),
    ];
    if (body.searchParams.acknowledged) c.push(eq(supplierPendings.handleFlag, body.searchParams.acknowledged));
    const where = and(...c);
    const [rows, total] = await Promise.all([
      db
        .select({
          supplierId: supplierPendings.supplierId,
          acknowledged: supplierPendings.handleFlag,
          acknowledgedBy: users.userFullName,
          acknowledgedDate: supplierPendings.handleDate,
        })
        .from(supplierPendings)
        .leftJoin(users, eq(users.id, supplierPendings.handleUserId))
        .where(where)
        .orderBy(asc(supplierPendings.handleFlag), desc(supplierPendings.handleDate), asc(supplierPendings.supplierId))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(db, supplierPendings, where, body),
    ]);
    const names = await supplierDirectory().namesByIds(
      db,
      rows.map((r) => r.supplierId),
    );
    return {
      data: rows.map((r) => ({
        ...r,
        supplierNumber: names.get(r.supplierId)?.supplierNumber ?? null,
        supplierName: names.get(r.supplierId)?.supplierName ?? null,
      })),
      page: pageInfo(total, body.pageIndex, body.pageRows),
    };
  },
});

const doAcknowledge = defineAction({
  server: 'srmServer',
  entity,
  action: 'doAcknowledge',
  summary: '"I have read it": handles the caller\'s supplier\'s acknowledgement to-do of a notice it may read',
  auth: LOGGED_IN,
  mutates: true,
  body: z.object({ noticeId: idSchema }),
  handler: async ({ deps, body, user, req }) => {
    const me = user!;
    await readableNotice(deps.db, me, req, body.noticeId);
    if (me.supplierId == null) throw new AppError(409, 'notice.noAcknowledgement');
    const handled = await deps.db.transaction((tx) =>
      handleSupplierPendings(tx, {
        billType: NOTICE_PENDING_BILL_TYPE,
        billId: body.noticeId,
        supplierId: me.supplierId,
        userId: me.userId,
      }),
    );
    if (handled === 0) throw new AppError(409, 'notice.noAcknowledgement');
    return { data: { handled }, msg: 'notice.acknowledged' };
  },
});

export const noticeReaderActionList = [saveReply, listReplies, listViewers, listAcknowledgements, doAcknowledge];
