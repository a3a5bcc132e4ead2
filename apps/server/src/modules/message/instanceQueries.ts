import type { Lang } from '@srm/core';
import { and, type Column, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../platform/auth/schema.ts';
import { selectPage } from '../../platform/db/paging.ts';
import type { Db } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/errors.ts';
import { optionalDaySchema } from '../../platform/http/fieldSchemas.ts';
import { contains } from '../admin/adminKit.ts';
import { deleteUnreadNotifications, readDateOf } from './notificationBridge.ts';
import { msgInstances, msgReceivers, msgSources } from './schema.ts';

/*
 * What the instance screens share: the list of instances with their counts (messageList, msgInstance,
 * msgTd) and withdrawing one.
 */

export const instanceFilterSchema = z
  .object({
    title: z.string().trim().max(200).optional(),
    sourceCode: z.string().trim().max(64).optional(),
    status: z.enum(['SENT', 'WITHDRAWN']).optional(),
    sendType: z.enum(['MANUAL', 'EVENT', 'REMINDER']).optional(),
    dateFrom: optionalDaySchema,
    dateTo: optionalDaySchema,
  })
  .optional()
  .default({});

export type InstanceFilters = z.output<typeof instanceFilterSchema>;

/** Days [from, to] of a timestamp column. */
export function dayRange(column: Column, from?: string, to?: string): SQL[] {
  const c: SQL[] = [];
  if (from) c.push(gte(column, sql`${from}::date`));
  if (to) c.push(lt(column, sql`${to}::date + 1`));
  return c;
}

const readCount = sql<number>`(select count(distinct r.user_id)::int from msg_receiver r where r.instance_id = ${msgInstances.id} and r.channel = 'IN_APP' and coalesce(r.read_date, (select n.read_date from srm_base_notification n where n.id = r.notification_id)) is not null)`;

export async function listInstances(
  db: Db,
  f: InstanceFilters,
  paging: { pageIndex: number; pageRows: number },
  lang: Lang,
  extra: SQL[] = [],
) {
  const c: SQL[] = [...extra];
  if (f.title) c.push(contains(msgInstances.title, f.title));
  if (f.sourceCode) c.push(eq(msgInstances.sourceCode, f.sourceCode));
  if (f.status) c.push(eq(msgInstances.status, f.status));
  if (f.sendType) c.push(eq(msgInstances.sendType, f.sendType));
  c.push(...dayRange(msgInstances.creationDate, f.dateFrom, f.dateTo));
  const where = c.length ? and(...c) : undefined;
  const { rows, page } = await selectPage(db, msgInstances, where, paging, (limit, offset) =>
    db
      .select({
        instanceId: msgInstances.id,
        sourceCode: msgInstances.sourceCode,
        sourceName: msgSources.sourceName,
        sourceNameEn: msgSources.sourceNameEn,
        sendType: msgInstances.sendType,
        title: msgInstances.title,
        rendered: msgInstances.rendered,
        channels: msgInstances.channels,
        senderUserId: msgInstances.senderUserId,
        senderName: users.userFullName,
        billType: msgInstances.billType,
        billId: msgInstances.billId,
        billNumber: msgInstances.billNumber,
        pendingId: msgInstances.pendingId,
        status: msgInstances.status,
        receiverCount: msgInstances.receiverCount,
        readCount,
        withdrawnDate: msgInstances.withdrawnDate,
        creationDate: msgInstances.creationDate,
        version: msgInstances.version,
      })
      .from(msgInstances)
      .leftJoin(msgSources, eq(msgSources.id, msgInstances.sourceId))
      .leftJoin(users, eq(users.id, msgInstances.senderUserId))
      .where(where)
      .orderBy(desc(msgInstances.creationDate), desc(msgInstances.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    data: rows.map(({ rendered, sourceName, sourceNameEn, ...r }) => {
      const text = rendered.IN_APP ?? rendered.EMAIL;
      return {
        ...r,
        sourceName: lang === 'EN' && sourceNameEn ? sourceNameEn : sourceName,
        title: text ? text[lang].title : r.title,
        content: text ? text[lang].body : '',
        channels: r.channels.split(','),
      };
    }),
    page,
  };
}

/**
 * Withdraws an instance: its in-app copies leave the panels and inboxes of receivers who have not read
 * them (those who have keep it, marked withdrawn: what was read cannot be unread); e-mails not yet sent
 * are not sent. `only` limits which instances this screen may withdraw (404 otherwise).
 */
export async function withdrawInstance(db: Db, instanceId: number, userId: number, only?: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    const [instance] = await tx
      .select()
      .from(msgInstances)
      .where(and(eq(msgInstances.id, instanceId), only))
      .for('update');
    if (!instance) throw new AppError(404, 'error.notFound');
    if (instance.status === 'WITHDRAWN') throw new AppError(409, 'msg.alreadyWithdrawn');
    const now = new Date();
    await tx
      .update(msgInstances)
      .set({
        status: 'WITHDRAWN',
        withdrawnBy: userId,
        withdrawnDate: now,
        lastUpdatedBy: userId,
        lastUpdateDate: now,
        version: sql`${msgInstances.version} + 1`,
      })
      .where(eq(msgInstances.id, instanceId));
    const unread = await tx
      .select({ id: msgReceivers.id, notificationId: msgReceivers.notificationId })
      .from(msgReceivers)
      .where(
        and(
          eq(msgReceivers.instanceId, instanceId),
          eq(msgReceivers.channel, 'IN_APP'),
          isNull(msgReceivers.readDate),
          sql`${readDateOf()} is null`,
        ),
      );
    const removed = new Set(
      await deleteUnreadNotifications(
        tx,
        unread.flatMap((r) => (r.notificationId == null ? [] : [r.notificationId])),
      ),
    );
    const withdrawn = unread.filter((r) => r.notificationId == null || removed.has(r.notificationId)).map((r) => r.id);
    if (withdrawn.length) {
      await tx
        .update(msgReceivers)
        .set({ status: 'WITHDRAWN', lastUpdateDate: now })
        .where(inArray(msgReceivers.id, withdrawn));
    }
    await tx
      .update(msgReceivers)
      .set({ status: 'WITHDRAWN', nextAttemptAt: null, lastUpdateDate: now })
      .where(
        and(
          eq(msgReceivers.instanceId, instanceId),
          eq(msgReceivers.channel, 'EMAIL'),
          eq(msgReceivers.status, 'PENDING'),
        ),
      );
  });
}
