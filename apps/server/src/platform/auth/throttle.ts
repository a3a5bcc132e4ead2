import { and, count, eq, gt, inArray, max, or } from 'drizzle-orm';
import type { Db } from '../db/types.ts';
import { loginFailures } from './schema.ts';

/**
 * Login throttling that never locks an account (issue 15 item 7). Three counters of failed logins, each
 * over the last FAILURE_WINDOW_MINUTES:
 * - per account ('user'): only password failures, i.e. attempts that got past the captcha when one was
 *   asked. From CAPTCHA_AFTER_FAILURES on, every client must solve a captcha for that account: each further
 *   guess costs the guesser a captcha, while the owner still gets in with password + captcha. A made-up
 *   captcha does not count here, so nobody can raise an account's counter without solving captchas.
 * - per client address ('ip'): every failure, a wrong captcha included. From CAPTCHA_AFTER_FAILURES on that
 *   address must solve captchas; from ADDRESS_FREE_FAILURES on it waits an exponentially growing delay.
 * - per account and address ('pair'): after PAIR_FREE_FAILURES, that client waits an exponentially growing
 *   delay before its next try on that account. A fresh client is not delayed by someone else's failures.
 * Every BURST_FAILURES failures of an account, the login log records a burst for administrators.
 */
export const FAILURE_WINDOW_MINUTES = 15;
export const CAPTCHA_AFTER_FAILURES = 3;
export const PAIR_FREE_FAILURES = 4;
export const ADDRESS_FREE_FAILURES = 10;
export const MAX_DELAY_SECONDS = 15 * 60;
export const BURST_FAILURES = 10;

export type FailureCounts = {
  user: number;
  ip: number;
  pair: number;
  /** When this client last failed on this account, and from this address on any account. */
  lastPairAt: Date | null;
  lastIpAt: Date | null;
};

const userKey = (userName: string) => userName.trim().toLowerCase();
const pairKey = (userName: string, ip: string) => `${userKey(userName)}|${ip}`;
const since = () => new Date(Date.now() - FAILURE_WINDOW_MINUTES * 60_000);

export async function countFailures(db: Db, userName: string, ip: string): Promise<FailureCounts> {
  const rows = await db
    .select({ kind: loginFailures.kind, n: count(), last: max(loginFailures.createdAt) })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.createdAt, since()),
        or(
          and(eq(loginFailures.kind, 'user'), eq(loginFailures.key, userKey(userName))),
          and(eq(loginFailures.kind, 'ip'), eq(loginFailures.key, ip)),
          and(eq(loginFailures.kind, 'pair'), eq(loginFailures.key, pairKey(userName, ip))),
        ),
      ),
    )
    .groupBy(loginFailures.kind);
  const of = (kind: string) => rows.find((r) => r.kind === kind);
  const at = (kind: string) => {
    const last = of(kind)?.last;
    return last ? new Date(last) : null;
  };
  return {
    user: Number(of('user')?.n ?? 0),
    ip: Number(of('ip')?.n ?? 0),
    pair: Number(of('pair')?.n ?? 0),
    lastPairAt: at('pair'),
    lastIpAt: at('ip'),
  };
}

/** 1, 2, 4, 8 … seconds for each failure past the free ones, at most MAX_DELAY_SECONDS. */
export function delaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free), MAX_DELAY_SECONDS);
}

/** How long this client must still wait before it may try this account again (0 = it may try now). */
export function waitSeconds(c: FailureCounts, now = Date.now()): number {
  const left = (last: Date | null, delay: number) =>
    last ? Math.ceil((last.getTime() + delay * 1000 - now) / 1000) : 0;
  return Math.max(
    0,
    left(c.lastPairAt, delaySeconds(c.pair, PAIR_FREE_FAILURES)),
    left(c.lastIpAt, delaySeconds(c.ip, ADDRESS_FREE_FAILURES)),
  );
}

export const needsCaptcha = (c: Pick<FailureCounts, 'user' | 'ip'>) =>
  c.user >= CAPTCHA_AFTER_FAILURES || c.ip >= CAPTCHA_AFTER_FAILURES;

/** A wrong or missing-when-asked captcha: counts against the client address only, never against the account. */
export async function recordCaptchaFailure(db: Db, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ kind: 'ip', key: ip });
}

/** A wrong password (or unknown user): counts for the account, the address and the pair. */
export async function recordFailure(db: Db, userName: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values([
    { kind: 'user', key: userKey(userName) },
    { kind: 'ip', key: ip },
    { kind: 'pair', key: pairKey(userName, ip) },
  ]);
}

/**
 * A successful login forgives the account's count and this client's delay on it. Other clients' delays
 * stay: a guesser elsewhere keeps waiting. (The guesser regains CAPTCHA_AFTER_FAILURES captcha-free tries
 * each time the owner logs in, a few a day at most; the owner is not asked for a captcha all day.)
 */
export async function forgiveAfterLogin(db: Db, userName: string, ip: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      or(
        and(eq(loginFailures.kind, 'user'), eq(loginFailures.key, userKey(userName))),
        and(eq(loginFailures.kind, 'pair'), eq(loginFailures.key, pairKey(userName, ip))),
      ),
    );
}

/** An administrator's "unlock": forgets every failure on the account, so it logs in without a captcha again. */
export async function clearUserFailures(db: Db, userName: string): Promise<void> {
  const key = userKey(userName);
  await db.delete(loginFailures).where(and(eq(loginFailures.kind, 'user'), eq(loginFailures.key, key)));
  const pairs = await db.select({ key: loginFailures.key }).from(loginFailures).where(eq(loginFailures.kind, 'pair'));
  const mine = pairs.map((p) => p.key).filter((k) => k.startsWith(`${key}|`));
  if (mine.length > 0)
    await db.delete(loginFailures).where(and(eq(loginFailures.kind, 'pair'), inArray(loginFailures.key, mine)));
}

/**
 * Of these user names, the ones under a burst of failed logins now (lower-cased): every client needs a
 * captcha for them. The users list shows them as "throttled"; nobody is locked out.
 */
export async function throttledUserNames(db: Db, userNames: string[]): Promise<Set<string>> {
  if (userNames.length === 0) return new Set();
  const rows = await db
    .select({ key: loginFailures.key, n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.kind, 'user'),
        inArray(loginFailures.key, userNames.map(userKey)),
        gt(loginFailures.createdAt, since()),
      ),
    )
    .groupBy(loginFailures.key);
  return new Set(rows.filter((r) => Number(r.n) >= CAPTCHA_AFTER_FAILURES).map((r) => r.key));
}
