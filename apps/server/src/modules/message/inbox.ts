import { and, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import { users } from '../../platform/auth/schema.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { containsPattern, idSchema, ynSchema } from '../admin/adminKit.ts';
import { markNotificationsRead, readDateOf } from './notificationBridge.ts';
import { msgInstances, msgReceivers, msgSources } from './schema.ts';

/*
 * receiveMessageList: the caller's own inbox — any user, suppliers included. Only the caller's own in-app
 * receiver rows exist here; anyone else's answers 404. Opening a message marks it read (and its
 * notification, so the home panel and badge agree); a withdrawn message the caller had not read is gone.
 */

const entity = 'msgInbox';

const own = (userId: number): SQL =>
  and(eq(msgReceivers.userId, userId), eq(msgReceivers.channel, 'IN_APP'), ne(msgReceivers.status, 'WITHDRAWN'))!;

const columns = (readDate: SQL<Date | null>) => ({
  receiverId: msgReceivers.id,
  instanceId: msgReceivers.instanceId,
  notificationId: msgReceivers.notificationId,
  readDate,
  creationDate: msgReceivers.creationDate,
  rendered: msgInstances.rendered,
  instanceStatus: msgInstances.status,
  sourceCode: msgInstances.sourceCode,
  sourceName: msgSources.sourceName,
  sourceNameEn: msgSources.sourceNameEn,
  billType: msgInstances.billType,
  billId: msgInstances.billId,
  billNumber: msgInstances.billNumber,
  senderName: users.userFullName,
});

type Row = {
  rendered: Awaited<ReturnType<typeof loadOne>>['rendered'];
  sourceName: string | null;
  sourceNameEn: string | null;
  readDate: Date | null;
};
const present = <R extends Row>({ rendered, sourceName, sourceNameEn, ...r }: R, lang: 'CN' | 'EN') => {
  const text = rendered.IN_APP?.[lang] ?? { title: '', body: '' };
  return {
    ...r,
    title: text.title,
    content: text.body,
    sourceName: lang === 'EN' && sourceNameEn ? sourceNameEn : sourceName,
    readFlag: r.readDate ? 'Y' : 'N',
  };
};

async function loadOne(db: Parameters<typeof markNotificationsRead>[0], userId: number, receiverId: number) {
  const [row] = await db
    .select(columns(readDateOf()))
    .from(msgReceivers)
    .innerJoin(msgInstances, eq(msgInstances.id, msgReceivers.instanceId))
    .leftJoin(msgSources, eq(msgSources.id, msgInstances.sourceId))
    .leftJoin(users, eq(users.id, msgInstances.senderUserId))
    .where(and(eq(msgReceivers.id, receiverId), own(userId)));
  if (!row) throw new AppError(404, 'error.notFound');
  return row;
}

const listByPage = defineAction({
  server: 'messageServer',
  entity,
  action: 'listByPage',
  summary: "The caller's own messages, newest first: readFlag filter and a title search; unread count in data",
  auth: LOGGED_IN,
  body: z.object({
    searchParams: z
      .object({ title: z.string().trim().max(200).optional(), readFlag: ynSchema.optional() })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, user, lang }) => {
    const me = user!;
    const readDate = readDateOf();
    const f = body.searchParams;
    const c: SQL[] = [own(me.userId)];
    if (f.readFlag === 'Y') c.push(isNotNull(readDate));
    if (f.readFlag === 'N') c.push(isNull(readDate));
    // A subquery, so the capped count (over msg_receiver alone) uses the same condition.
    if (f.title) {
      c.push(
        sql`exists (select 1 from msg_instance i where i.id = ${msgReceivers.instanceId} and i.title ilike ${containsPattern(f.title)})`,
      );
    }
    const where = and(...c);
    const { rows, page } = await selectPage(deps.db, msgReceivers, where, body, (limit, offset) =>
      deps.db
        .select(columns(readDate))
        .from(msgReceivers)
        .innerJoin(msgInstances, eq(msgInstances.id, msgReceivers.instanceId))
        .leftJoin(msgSources, eq(msgSources.id, msgInstances.sourceId))
        .leftJoin(users, eq(users.id, msgInstances.senderUserId))
        .where(where)
        .orderBy(desc(msgReceivers.creationDate), desc(msgReceivers.id))
        .limit(limit)
        .offset(offset),
    );
    return { data: rows.map((r) => present(r, lang)), page };
  },
});

const findById = defineAction({
  server: 'messageServer',
  entity,
  action: 'findById',
  summary: "One of the caller's messages with its content (else 404); opening it marks it read",
  auth: LOGGED_IN,
  mutates: true,
  body: z.object({ receiverId: idSchema }),
  handler: async ({ deps, body, user, lang }) => {
    const me = user!;
    const before = await loadOne(deps.db, me.userId, body.receiverId);
    if (!before.readDate) {
      await deps.db.transaction(async (tx) => {
        await tx
          .update(msgReceivers)
          .set({ readDate: sql`coalesce(${msgReceivers.readDate}, now())` })
          .where(and(eq(msgReceivers.id, body.receiverId), eq(msgReceivers.userId, me.userId)));
        if (before.notificationId) await markNotificationsRead(tx, me.userId, [before.notificationId]);
      });
    }
    return { data: present(await loadOne(deps.db, me.userId, body.receiverId), lang) };
  },
});

const doReadAll = defineAction({
  server: 'messageServer',
  entity,
  action: 'doReadAll',
  summary: "Marks all the caller's unread messages read; answers how many",
  auth: LOGGED_IN,
  mutates: true,
  body: z.object({}).passthrough().optional().default({}),
  handler: async ({ deps, user }) => {
    const me = user!;
    const count = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .update(msgReceivers)
        .set({ readDate: new Date() })
        .where(and(own(me.userId), isNull(msgReceivers.readDate)))
        .returning({ id: msgReceivers.id, notificationId: msgReceivers.notificationId });
      const unreadBefore = rows.filter((r) => r.notificationId != null).map((r) => r.notificationId!);
      await markNotificationsRead(tx, me.userId, unreadBefore);
      return rows.length;
    });
    return { data: { count }, msg: 'msg.allRead', msgParams: { count } };
  },
});

const unreadCount = defineAction({
  server: 'messageServer',
  entity,
  action: 'unreadCount',
  summary: "How many of the caller's messages are unread",
  auth: LOGGED_IN,
  body: z.object({}).passthrough().optional().default({}),
  handler: async ({ deps, user }) => {
    const [row] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(msgReceivers)
      .where(and(own(user!.userId), isNull(readDateOf())));
    return { data: { count: Number(row?.n ?? 0) } };
  },
});

export const inboxActionList = [listByPage, findById, doReadAll, unreadCount];
