import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL } from '../../platform/access/rules.ts';
import { loginRecords } from '../../platform/auth/schema.ts';
import { defineAction } from '../../platform/http/action.ts';
import { daySchema } from '../../platform/http/fieldSchemas.ts';

/*
 * The internal home's login-count chart (spec §7 `basePersonAssignService_loginCount`): logins per day,
 * split into supplier users (externalCount) and internal users (insideCount), for the LOGIN_COUNT_DAYS
 * days ending on `time` (today by default). The chart shows the first 15 and zooms over the rest.
 * Days are calendar days of the server's time zone, the zone the company works in.
 */
export const LOGIN_COUNT_DAYS = 30;

/** The server's IANA time zone (TZ, else the system's), for grouping logins by the company's calendar day. */
function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const loginCount = defineAction({
  server: 'baseServer',
  entity: 'basePersonAssign',
  action: 'loginCount',
  summary: 'Logins per day (name = date, externalCount, insideCount) for the 30 days ending on time (default today)',
  auth: INTERNAL,
  body: z.object({ time: daySchema.optional() }).optional().default({}),
  handler: async ({ deps, body }) => {
    const [y, m, d] = (body.time ?? localDay(new Date())).split('-').map(Number);
    const end = new Date(y, m - 1, d + 1); // local midnight after the last day
    const start = new Date(y, m - 1, d + 1 - LOGIN_COUNT_DAYS);
    // Grouped in the database: a busy month holds far more logins than the 30 points the chart needs.
    const day = sql<string>`to_char(timezone(${timeZone()}, ${loginRecords.loginDate}), 'YYYY-MM-DD')`;
    const rows = await deps.db
      .select({
        day,
        // userType EX… is a supplier user (isSupplierUserType in @srm/core).
        external: sql<number>`count(*) filter (where ${loginRecords.userType} like 'EX%')`.mapWith(Number),
        total: sql<number>`count(*)`.mapWith(Number),
      })
      .from(loginRecords)
      .where(
        and(eq(loginRecords.outcome, 'SUCCESS'), gte(loginRecords.loginDate, start), lt(loginRecords.loginDate, end)),
      )
      // By position: the day expression carries a parameter, which GROUP BY would not match by value.
      .groupBy(sql`1`);
    const days = new Map<string, { name: string; externalCount: number; insideCount: number }>();
    for (let i = 0; i < LOGIN_COUNT_DAYS; i++) {
      const name = localDay(new Date(start.getFullYear(), start.getMonth(), start.getDate() + i));
      days.set(name, { name, externalCount: 0, insideCount: 0 });
    }
    for (const row of rows) {
      const point = days.get(row.day);
      if (point) Object.assign(point, { externalCount: row.external, insideCount: row.total - row.external });
    }
    return { data: [...days.values()] };
  },
});

export const loginCountActions = [loginCount];
