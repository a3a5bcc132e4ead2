import { and, count, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/types.ts';
import { loginFailures } from './schema.ts';

/** Failures within this window count. */
export const FAILURE_WINDOW_MINUTES = 15;
/** After this many failures for an account or an address, a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** After this many failures for an account, or ADDRESS_LOCK for an address, logins are refused for the window. */
export const ACCOUNT_LOCK_FAILURES = 10;
export const ADDRESS_LOCK_FAILURES = 50;

export type FailureCounts = { user: number; ip: number };

export async function countFailures(db: Db, userName: string, ip: string): Promise<FailureCounts> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MINUTES * 60_000);
  const rows = await db
    .select({ kind: loginFailures.kind, n: count() })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.createdAt, since),
        or(
          and(eq(loginFailures.kind, 'user'), eq(loginFailures.key, userName.toLowerCase())),
          and(eq(loginFailures.kind, 'ip'), eq(loginFailures.key, ip)),
        ),
      ),
    )
    .groupBy(loginFailures.kind);
  return {
    user: Number(rows.find((r) => r.kind === 'user')?.n ?? 0),
    ip: Number(rows.find((r) => r.kind === 'ip')?.n ?? 0),
  };
}

export const isThrottled = (c: FailureCounts) => c.user >= ACCOUNT_LOCK_FAILURES || c.ip >= ADDRESS_LOCK_FAILURES;
export const needsCaptcha = (c: FailureCounts) => c.user >= CAPTCHA_AFTER_FAILURES || c.ip >= CAPTCHA_AFTER_FAILURES;

export async function recordFailure(db: Db, userName: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values([
    { kind: 'user', key: userName.toLowerCase() },
    { kind: 'ip', key: ip },
  ]);
}

/** A successful login forgives the account's failures (not the address's). */
export async function clearUserFailures(db: Db, userName: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.kind, 'user'), eq(loginFailures.key, userName.toLowerCase())));
}

/** Of these user names, the ones refused at login now because of their failures (lower-cased). */
export async function throttledUserNames(db: Db, userNames: string[]): Promise<Set<string>> {
  if (userNames.length === 0) return new Set();
  const since = new Date(Date.now() - FAILURE_WINDOW_MINUTES * 60_000);
  const rows = await db
    .select({ key: loginFailures.key, n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.kind, 'user'),
        inArray(
          loginFailures.key,
          userNames.map((n) => n.toLowerCase()),
        ),
        gt(loginFailures.createdAt, since),
      ),
    )
    .groupBy(loginFailures.key);
  return new Set(rows.filter((r) => Number(r.n) >= ACCOUNT_LOCK_FAILURES).map((r) => r.key));
}
