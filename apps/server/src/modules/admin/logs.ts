import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { operationLogs } from '../../platform/audit/schema.ts';
import { LOGIN_OUTCOMES, loginRecords, users } from '../../platform/auth/schema.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { contains } from '../../platform/db/search.ts';
import { defineAction } from '../../platform/http/action.ts';
import { daySchema } from '../../platform/http/fieldSchemas.ts';

/** The operation log and the login log (spec §2 `log`, `userOperateLogList`), read by administrators. */
const day = daySchema;
const range = (column: Parameters<typeof gte>[0], from?: string, to?: string): SQL[] => [
  ...(from ? [gte(column, new Date(`${from}T00:00:00`))] : []),
  ...(to ? [lt(column, new Date(new Date(`${to}T00:00:00`).getTime() + 86_400_000))] : []),
];

const operationLogList = defineAction({
  server: 'baseServer',
  entity: 'baseOperationLog',
  action: 'listByPage',
  summary: 'Operation log: every call that changed data, with who, when, from where, what and the outcome',
  auth: menu('SYS_LOG'),
  body: z.object({
    searchParams: z
      .object({
        userName: z.string().max(64).optional(),
        route: z.string().max(128).optional(),
        dateFrom: day.optional(),
        dateTo: day.optional(),
        failedOnly: z.enum(['Y', 'N']).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const f = body.searchParams;
    const c: SQL[] = [...range(operationLogs.createdAt, f.dateFrom, f.dateTo)];
    if (f.userName) c.push(eq(operationLogs.userName, f.userName));
    if (f.route) c.push(contains(operationLogs.route, f.route));
    if (f.failedOnly === 'Y') c.push(gte(operationLogs.statusCode, 400));
    const where = c.length ? and(...c) : undefined;
    const [data, total] = await Promise.all([
      deps.db
        .select()
        .from(operationLogs)
        .where(where)
        .orderBy(desc(operationLogs.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, operationLogs, where, body),
    ]);
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const loginLogList = defineAction({
  server: 'baseServer',
  entity: 'baseLoginRecord',
  action: 'listByPage',
  summary:
    'Login log: every successful login, and every burst of failed logins on an account, with user, type, address and time',
  auth: menu('SYS_LOG'),
  body: z.object({
    searchParams: z
      .object({
        userName: z.string().max(64).optional(),
        userType: z.string().max(20).optional(),
        outcome: z.enum(LOGIN_OUTCOMES).optional(),
        dateFrom: day.optional(),
        dateTo: day.optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const f = body.searchParams;
    const c: SQL[] = [...range(loginRecords.loginDate, f.dateFrom, f.dateTo)];
    if (f.userType) c.push(eq(loginRecords.userType, f.userType));
    if (f.outcome) c.push(eq(loginRecords.outcome, f.outcome));
    // The user by name (unique) first, then a condition on the records alone: the page walks that user's records in
    // id order (base_login_record_user_list_ix) and the count reads them capped, without the join. Through the join
    // (or an IN over it) a name no user has made the page walk the whole log backwards to find nothing.
    if (f.userName) {
      const [named] = await deps.db.select({ id: users.id }).from(users).where(eq(users.userName, f.userName));
      if (!named) return { data: [], page: pageInfo({ count: 0, capped: false }, body.pageIndex, body.pageRows) };
      c.push(eq(loginRecords.userId, named.id));
    }
    const where = c.length ? and(...c) : undefined;
    const page = deps.db
      .select({
        id: loginRecords.id,
        userId: loginRecords.userId,
        userName: users.userName,
        userFullName: users.userFullName,
        userType: loginRecords.userType,
        ip: loginRecords.ip,
        loginDate: loginRecords.loginDate,
        outcome: loginRecords.outcome,
        failureCount: loginRecords.failureCount,
      })
      .from(loginRecords)
      .innerJoin(users, eq(users.id, loginRecords.userId))
      .where(where)
      .orderBy(desc(loginRecords.id))
      .limit(body.pageRows)
      .offset(offsetOf(body.pageIndex, body.pageRows));
    const [data, total] = await Promise.all([page, countCapped(deps.db, loginRecords, where, body)]);
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

export const logActions = [operationLogList, loginLogList];
