import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import { sessions, users } from './schema.ts';
import type { SessionUser } from './sessionUser.ts';

/** Session tokens are opaque random strings; only their SHA-256 is stored. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: DbOrTx,
  input: { userId: number; responsibilityId: number | null; ip: string; lifetimeMinutes: number },
): Promise<{ certificate: string; authorizationCode: string }> {
  const certificate = crypto.randomBytes(32).toString('base64url');
  const authorizationCode = crypto.randomBytes(16).toString('hex');
  await db.insert(sessions).values({
    tokenHash: hashToken(certificate),
    authorizationCode,
    userId: input.userId,
    responsibilityId: input.responsibilityId,
    ip: input.ip,
    expiresAt: new Date(Date.now() + input.lifetimeMinutes * 60_000),
  });
  return { certificate, authorizationCode };
}

/**
 * The user behind a certificate, or null when the session is unknown, expired, revoked or its user
 * is disabled. Sliding expiry: each use pushes the end `lifetimeMinutes` further (written at most
 * once a minute, so a busy screen does not write on every call).
 */
export async function findSessionUser(
  db: DbOrTx,
  certificate: string,
  lifetimeMinutes: number | (() => Promise<number>),
): Promise<SessionUser | null> {
  const hit = cachedSessionUser(db, certificate);
  if (hit) return hit;
  const cache = cacheOf(db);
  // The lifetime (a profile) is read only when the session is: a cached session does not need it.
  const lifetime = typeof lifetimeMinutes === 'number' ? lifetimeMinutes : await lifetimeMinutes();
  const user = await loadSessionUser(db, hashToken(certificate), lifetime);
  if (user) cache.set(certificate, { user, at: Date.now() });
  else cache.delete(certificate);
  return user;
}

/**
 * The user of a session found in the last SESSION_CACHE_MS, without a database read; undefined when it must be
 * read (findSessionUser). The authentication hook answers most requests with it, without a promise.
 */
export function cachedSessionUser(db: DbOrTx, certificate: string): SessionUser | undefined {
  // Keyed by the certificate itself (the process holds it anyway while it serves the request): a hit costs no
  // hash. Only the database keeps hashes, so that its contents do not open sessions.
  const hit = caches.get(db)?.get(certificate);
  return hit && Date.now() - hit.at < SESSION_CACHE_MS ? hit.user : undefined;
}

/**
 * Sessions found in the last few seconds, per database. Looking the session up costs a query on every
 * request (two thirds of a list call's overhead, bench/list-endpoint); a short cache removes it.
 * Revocations on this instance clear it at once; another instance sharing the database notices
 * within SESSION_CACHE_MS.
 */
const SESSION_CACHE_MS = 5_000;
const caches = new WeakMap<object, Map<string, { user: SessionUser; at: number }>>();
function cacheOf(db: DbOrTx) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  if (cache.size > 50_000) cache.clear();
  return cache;
}
function forget(db: DbOrTx, match: (user: SessionUser) => boolean) {
  const cache = cacheOf(db);
  for (const [key, entry] of cache) if (match(entry.user)) cache.delete(key);
}

async function loadSessionUser(db: DbOrTx, tokenHash: string, lifetimeMinutes: number): Promise<SessionUser | null> {
  const now = new Date();
  const rows = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      responsibilityId: sessions.responsibilityId,
      authorizationCode: sessions.authorizationCode,
      userId: users.id,
      userName: users.userName,
      userFullName: users.userFullName,
      userType: users.userType,
      supplierId: users.supplierId,
      orgId: users.orgId,
      personId: users.personId,
      adminFlag: users.adminFlag,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.enabledFlag, 'Y'),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + lifetimeMinutes * 60_000) })
      .where(eq(sessions.id, row.sessionId));
  }
  const { lastSeenAt: _seen, ...user } = row;
  return { ...user, adminFlag: user.adminFlag === 'Y' ? 'Y' : 'N' };
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  forget(db, (u) => u.sessionId === sessionId);
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

/** Ends every open session of a user: on disable, password change and admin reset. */
export async function revokeUserSessions(db: DbOrTx, userId: number): Promise<void> {
  forget(db, (u) => u.userId === userId);
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function setSessionResponsibility(db: DbOrTx, sessionId: number, responsibilityId: number): Promise<void> {
  forget(db, (u) => u.sessionId === sessionId);
  await db.update(sessions).set({ responsibilityId }).where(eq(sessions.id, sessionId));
}

/**
 * Drops this instance's cached sessions that match. The cache is kept per database handle, so after a
 * transaction that revoked or changed sessions, call this with the application's database (not the
 * transaction) once it has committed; other instances notice within SESSION_CACHE_MS.
 */
export function forgetCachedSessions(db: DbOrTx, match: (user: SessionUser) => boolean): void {
  forget(db, match);
}

/**
 * Ends every open session of the users without the administrator flag, except `exceptUserId` (the
 * administrator resetting all passwords keeps working). Returns nothing; the caller's transaction applies it.
 */
export async function revokeNonAdminSessions(db: DbOrTx, exceptUserId: number): Promise<void> {
  forget(db, (u) => u.adminFlag !== 'Y' && u.userId !== exceptUserId);
  const nonAdmins = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.adminFlag, 'N'), ne(users.id, exceptUserId)));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(isNull(sessions.revokedAt), inArray(sessions.userId, nonAdmins)));
}

/**
 * Open sessions whose current responsibility was taken away (the link deleted or disabled, or the
 * responsibility disabled) lose it: they hold nothing until the user selects another one. Without
 * `userId` every user's sessions on that responsibility are affected.
 */
export async function dropSessionResponsibility(db: DbOrTx, responsibilityId: number, userId?: number): Promise<void> {
  forget(db, (u) => u.responsibilityId === responsibilityId && (userId === undefined || u.userId === userId));
  await db
    .update(sessions)
    .set({ responsibilityId: null })
    .where(
      and(
        eq(sessions.responsibilityId, responsibilityId),
        isNull(sessions.revokedAt),
        userId === undefined ? undefined : eq(sessions.userId, userId),
      ),
    );
}
