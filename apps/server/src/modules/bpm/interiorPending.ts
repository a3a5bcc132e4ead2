import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { INTERNAL } from '../../platform/access/rules.ts';
import { menus } from '../../platform/access/schema.ts';
import { users } from '../../platform/auth/schema.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { contains } from '../../platform/db/search.ts';
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
    const c: SQL[] = [or(eq(interiorPendings.receiverUserId, me), eq(interiorPendings.handleUserId, me))!];
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
    const where = and(...c);
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
        .where(where)
        // The to-do list shows the newest first; the done list the most recently handled first.
        .orderBy(
          desc(sql`coalesce(${interiorPendings.handleDate}, ${interiorPendings.creationDate})`),
          desc(interiorPendings.id),
        )
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, interiorPendings, where, body),
    ]);
    const data = rows.map(({ menuNameEn, ...row }) => ({
      ...row,
      menuName: row.menuName ? localName(lang, row.menuName, menuNameEn) : null,
    }));
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

export const interiorPendingActions = [listByPage];
