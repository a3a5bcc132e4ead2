import type { Lang } from '@srm/core';
import { and, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { contains } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { valuesByTypes } from '../../platform/lookups/lookups.ts';
import { publishAfterCommit } from '../../platform/realtime/afterCommit.ts';
import { idSchema, ynSchema } from '../admin/adminKit.ts';
import { filesOf } from './access.ts';
import { notificationBatches, notifications } from './schema.ts';

/*
 * Notifications (spec §3 Notification, §7 srmBaseNotification_listByPage): messages to one user. Only the
 * recipient ever sees one; anyone else's answers 404. Other modules create them with notify() inside their
 * own transaction.
 */

const entity = 'srmBaseNotification';

export type NotifyInput = {
  recipientUserIds: number[];
  title: string;
  content?: string | null;
  /** LINK opens billLink; another bill type opens its screen like a to-do. */
  billType?: string | null;
  billId?: number | null;
  billLink?: string | null;
  billParams?: Record<string, unknown> | null;
  menuCode?: string | null;
  orgId?: number | null;
  createdBy: number | null;
};

/** Sends one notification to each recipient (duplicates once), in the caller's transaction; returns the new ids. */
export async function notify(tx: DbOrTx, input: NotifyInput): Promise<number[]> {
  const recipients = [...new Set(input.recipientUserIds)];
  if (recipients.length === 0) return [];
  const title = input.title.trim().slice(0, 500);
  if (!title) throw new Error('notify(): a title is required');
  const rows = await tx
    .insert(notifications)
    .values(
      recipients.map((recipientUserId) => ({
        notificationTitle: title,
        content: input.content ?? null,
        billType: input.billType ?? null,
        billId: input.billId ?? null,
        billLink: input.billLink ?? null,
        billParams: input.billParams ?? null,
        menuCode: input.menuCode ?? null,
        orgId: input.orgId ?? null,
        recipientUserId,
        createdBy: input.createdBy,
        lastUpdatedBy: input.createdBy,
      })),
    )
    .returning({ id: notifications.id });
  // Each recipient's open browser reloads its bell once this commits; the title is the recipient's own.
  publishAfterCommit({ userIds: recipients }, { kind: 'notification', change: 'opened', title, count: 1 });
  return rows.map((r) => r.id);
}

const rowColumns = {
  notificationId: notifications.id,
  notificationTitle: notifications.notificationTitle,
  creationDate: notifications.creationDate,
  selfCount: notifications.selfCount,
  readDate: notifications.readDate,
  billType: notifications.billType,
  billLink: notifications.billLink,
  billId: notifications.billId,
  billParams: notifications.billParams,
  menuCode: notifications.menuCode,
};

/**
 * Puts beside each row's bill type its name in the request language (the to-do bill types, lookup
 * SYS_TOBEDO): a notification reads "Purchase requisition" / "采购申请", never `PUR_REQUISITION`. A type
 * the lookup does not name (LINK, a retired one) has none.
 */
async function withBillTypeNames<T extends { billType: string | null }>(db: DbOrTx, lang: Lang, rows: T[]) {
  const names = new Map(
    (await valuesByTypes(db, [BILL_TYPES_LOOKUP], lang))[BILL_TYPES_LOOKUP].map((v) => [v.lookupCode, v.meaning]),
  );
  return rows.map((r) => ({ ...r, billTypeName: (r.billType && names.get(r.billType)) || null }));
}
const BILL_TYPES_LOOKUP = 'SYS_TOBEDO';

const listByPage = defineAction({
  server: 'srmServer',
  entity,
  action: 'listByPage',
  summary:
    "The caller's own notifications, newest first, each with its bill type's name (billTypeName): readFlag (Y read / N unread) and a title search",
  auth: LOGGED_IN,
  body: z.object({
    readFlag: ynSchema.optional(),
    /** Accepted as the spec sends them; the caller is always the recipient. */
    userId: z.unknown().optional(),
    recipientUserId: z.unknown().optional(),
    orgId: z.unknown().optional(),
    searchParams: z
      .object({ notificationTitle: z.string().trim().max(500).optional(), readFlag: ynSchema.optional() })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, user, lang }) => {
    const f = body.searchParams;
    const c: SQL[] = [eq(notifications.recipientUserId, user!.userId), eq(notifications.withdrawnFlag, 'N')];
    const readFlag = f.readFlag ?? body.readFlag;
    if (readFlag === 'Y') c.push(gt(notifications.selfCount, 0));
    if (readFlag === 'N') c.push(eq(notifications.selfCount, 0));
    if (f.notificationTitle) c.push(contains(notifications.notificationTitle, f.notificationTitle));
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select(rowColumns)
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.creationDate), desc(notifications.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, notifications, where, body),
    ]);
    return { data: await withBillTypeNames(deps.db, lang, rows), page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const findById = defineAction({
  server: 'srmServer',
  entity,
  action: 'findById',
  summary:
    "One of the caller's notifications with its content and bill type's name (else 404); marks it read (selfCount + 1, readDate)",
  auth: LOGGED_IN,
  body: z.object({ notificationId: idSchema }),
  handler: async ({ deps, body, user, lang }) => {
    const [row] = await deps.db
      .update(notifications)
      .set({
        selfCount: sql`${notifications.selfCount} + 1`,
        readDate: sql`coalesce(${notifications.readDate}, now())`,
      })
      .where(
        and(
          eq(notifications.id, body.notificationId),
          eq(notifications.recipientUserId, user!.userId),
          eq(notifications.withdrawnFlag, 'N'),
        ),
      )
      .returning({ ...rowColumns, content: notifications.content, batchId: notifications.batchId });
    if (!row) throw new AppError(404, 'error.notFound');
    // A hand-written notification (notificationManagement) carries sanitised rich text and files.
    const [batch] =
      row.batchId == null
        ? []
        : await deps.db
            .select({ fileIds: notificationBatches.fileIds })
            .from(notificationBatches)
            .where(eq(notificationBatches.id, row.batchId));
    const [named] = await withBillTypeNames(deps.db, lang, [row]);
    return {
      data: {
        ...named,
        contentFormat: batch ? 'HTML' : 'TEXT',
        fileIds: batch?.fileIds ?? null,
        files: await filesOf(deps.db, batch?.fileIds),
      },
    };
  },
});

const doRead = defineAction({
  server: 'srmServer',
  entity,
  action: 'doRead',
  summary: "Marks the caller's notifications of the list read (others' ids are ignored); answers how many changed",
  auth: LOGGED_IN,
  mutates: true,
  body: z.object({ notificationIds: z.array(idSchema).min(1).max(1000) }),
  handler: async ({ deps, body, user }) => {
    const rows = await deps.db
      .update(notifications)
      .set({
        selfCount: sql`${notifications.selfCount} + 1`,
        readDate: sql`coalesce(${notifications.readDate}, now())`,
      })
      .where(
        and(
          inArray(notifications.id, body.notificationIds),
          eq(notifications.recipientUserId, user!.userId),
          eq(notifications.withdrawnFlag, 'N'),
          eq(notifications.selfCount, 0),
        ),
      )
      .returning({ id: notifications.id });
    return { data: { count: rows.length }, msg: 'notice.markedRead' };
  },
});

export const notificationActionList = [listByPage, findById, doRead];
