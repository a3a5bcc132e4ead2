import { and, isNotNull, lt, or } from 'drizzle-orm';
import { captchas, emailCodes, loginFailures, sessions } from '../auth/schema.ts';
import { idempotencyKeys } from '../http/schema.ts';
import type { JobDefinition } from './registry.ts';

const DAY = 24 * 60 * 60_000;

/** The platform's own job: deletes expired sessions, captchas, codes, login failures and old idempotency keys. */
export const housekeepingJob: JobDefinition = {
  code: 'PLATFORM_HOUSEKEEPING',
  name: { CN: '清理过期会话与验证码', EN: 'Remove expired sessions and codes' },
  defaultCron: '17 3 * * *',
  async run({ db }) {
    const now = Date.now();
    const counts = await Promise.all([
      db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, new Date(now - DAY)),
            and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, new Date(now - DAY))),
          ),
        )
        .returning({ id: sessions.id }),
      db
        .delete(captchas)
        .where(lt(captchas.expiresAt, new Date(now)))
        .returning({ id: captchas.id }),
      db
        .delete(emailCodes)
        .where(lt(emailCodes.expiresAt, new Date(now - DAY)))
        .returning({ id: emailCodes.id }),
      db
        .delete(loginFailures)
        .where(lt(loginFailures.createdAt, new Date(now - DAY)))
        .returning({ id: loginFailures.id }),
      db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(now - 7 * DAY)))
        .returning({ id: idempotencyKeys.id }),
    ]);
    const [s, c, e, f, i] = counts.map((rows) => rows.length);
    return `sessions ${s}, captchas ${c}, email codes ${e}, login failures ${f}, idempotency keys ${i}`;
  },
};
