import { and, desc, eq, gte, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { INTERNAL } from '../../platform/access/rules.ts';
import { menus } from '../../platform/access/schema.ts';
import { users } from '../../platform/auth/schema.ts';
import {
  countCappedBy,
  EXACT_COUNT_LIMIT,
  estimateCount,
  type KnownCount,
  offsetOf,
  pageInfo,
  pagingSchema,
} from '../../platform/db/paging.ts';
import { contains } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { optionalDaySchema } from '../../platform/http/fieldSchemas.ts';
import { interiorPendings } from '../../platform/workflow/schema.ts';
import { idSchema, localName, ynSchema } from '../admin/orgCommon.ts';

/*
 * Interior to-dos (spec §7 `interiorPending_listByPage`): the home page's to-do list (handleFlag N,
 * cancelFlag N) and done list (handleFlag Y, handleUserId = the caller). Only the caller's items are
 * ever returned: those addressed to the caller, or handled by the caller.
 */

const handler = alias(users, 'handle_user');

/** The list's order: the to-do list shows the newest first; the done list the most recently handled first. */
const newestFirst = sql`coalesce(${interiorPendings.handleDate}, ${interiorPendings.creationDate})`;

/**
 * Only the caller's items, "addressed to me or handled by me", as two sides that share no row: addressed to me;
 * handled by me for someone else (a partial index holds only those, srm_interior_pending_handled_for_ix). Written
 * as one OR, PostgreSQL cannot walk two indexes in one order: it took every item of the caller and sorted them (no
 * answer within 4 s at a million to-dos, bench "lists"), and the count built a bitmap of all of them.
 */
const sides = (me: number, filters: SQL | undefined) => [
  and(eq(interiorPendings.receiverUserId, me), filters),
  and(
    eq(interiorPendings.handleUserId, me),
    ne(interiorPendings.handleUserId, interiorPendings.receiverUserId),
    filters,
  ),
];

/**
 * The rows the page can hold: each side read in the list's order up to the page's last row. The first
 * `offset + rows` of both sides together are among them, so the page ordered from these is the page ordered from
 * every item of the caller.
 */
function onPage(db: DbOrTx, me: number, filters: SQL | undefined, body: { pageIndex: number; pageRows: number }) {
  const reach = offsetOf(body.pageIndex, body.pageRows) + body.pageRows;
  const [addressed, handled] = sides(me, filters).map((where) =>
    db
      .select({ id: interiorPendings.id })
      .from(interiorPendings)
      .where(where)
      .orderBy(desc(newestFirst), desc(interiorPendings.id))
      .limit(reach),
  );
  // Drizzle writes each side in parentheses, as a union of ordered and limited selects needs.
  return sql`${interiorPendings.id} in (select "id" from (${addressed} union all ${handled}) as "mine")`;
}

/** The capped count, each side read up to the cap; the estimate past it over the whole condition. */
function countMine(db: DbOrTx, me: number, filters: SQL | undefined, known: KnownCount) {
  const [addressed, handled] = sides(me, filters).map((where) =>
    db
      .select({ one: sql`1` })
      .from(interiorPendings)
      .where(where)
      .limit(EXACT_COUNT_LIMIT + 1),
  );
  const both = sql`(${addressed} union all ${handled}) as "mine"`;
  const whole = or(eq(interiorPendings.receiverUserId, me), eq(interiorPendings.handleUserId, me));
  return countCappedBy(
    known,
    async () =>
      ((await db.execute(sql`select count(*) as "n" from ${both}`)) as unknown as { rows: { n: unknown }[] }).rows,
    () => estimateCount(db, interiorPendings, and(whole, filters)),
  );
}

const listByPage = defineAction({
  server: 'srmServer',
  entity: 'interiorPending',
  action: 'listByPage',
  summary:
    "The caller's interior to-dos: pageIndex, pageRows, handleFlag, cancelFlag, handleUserId (done list); only items addressed to or handled by the caller",
  auth: INTERNAL,
  body: z.object({
    handleFlag: ynSchema.optional(),
    cancelFlag: ynSchema.optional(),
    handleUserId: idSchema.optional(),
    searchParams: z
      .object({
        billType: z.string().trim().max(64).optional(),
        pendingTitle: z.string().trim().max(256).optional(),
        /** Creation date range, inclusive, yyyy-MM-dd. */
        creationDateFrom: optionalDaySchema,
        creationDateTo: optionalDaySchema,
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user }) => {
    const me = user!.userId;
    const c: SQL[] = [];
    if (body.handleFlag) c.push(eq(interiorPendings.handleFlag, body.handleFlag));
    if (body.cancelFlag) c.push(eq(interiorPendings.cancelFlag, body.cancelFlag));
    if (body.handleUserId) c.push(eq(interiorPendings.handleUserId, body.handleUserId));
    const f = body.searchParams;
    if (f.billType) c.push(eq(interiorPendings.billType, f.billType));
    if (f.pendingTitle) {
      c.push(contains(interiorPendings.pendingTitle, f.pendingTitle));
    }
    if (f.creationDateFrom) c.push(gte(interiorPendings.creationDate, sql`${f.creationDateFrom}::date`));
    if (f.creationDateTo) c.push(lt(interiorPendings.creationDate, sql`${f.creationDateTo}::date + interval '1 day'`));
    const filters = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select({
          interiorPendingId: interiorPendings.id,
          pendingTitle: interiorPendings.pendingTitle,
          billType: interiorPendings.billType,
          billId: interiorPendings.billId,
          billNumber: interiorPendings.billNumber,
          billLink: interiorPendings.billLink,
          billParams: interiorPendings.billParams,
          menuCode: interiorPendings.menuCode,
          menuName: menus.menuName,
          menuNameEn: menus.menuNameEn,
          orgId: interiorPendings.orgId,
          receiverUserId: interiorPendings.receiverUserId,
          handleFlag: interiorPendings.handleFlag,
          cancelFlag: interiorPendings.cancelFlag,
          handleUserId: interiorPendings.handleUserId,
          handleUser: handler.userFullName,
          handleDate: interiorPendings.handleDate,
          taskId: interiorPendings.taskId,
          instanceId: interiorPendings.instanceId,
          creationDate: interiorPendings.creationDate,
        })
        .from(interiorPendings)
        .leftJoin(menus, eq(menus.menuCode, interiorPendings.menuCode))
        .leftJoin(handler, eq(handler.id, interiorPendings.handleUserId))
        .where(onPage(deps.db, me, filters, body))
        .orderBy(desc(newestFirst), desc(interiorPendings.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countMine(deps.db, me, filters, body),
    ]);
    const data = rows.map(({ menuNameEn, ...row }) => ({
      ...row,
      menuName: row.menuName ? localName(lang, row.menuName, menuNameEn) : null,
    }));
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

export const interiorPendingActions = [listByPage];
