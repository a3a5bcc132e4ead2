import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import { profiles } from './schema.ts';

/**
 * System parameters with their defaults (used when no row exists). The administration issue adds
 * organisation and user scopes and the screen; this is the one place that reads them.
 */
export const PROFILE_DEFAULTS = {
  /** Spec §5: the password complexity flag is enabled in configuration. */
  PASSWORD_COMPLEXITY_FLAG: 'Y',
  /** Ask for a captcha at every login, not only after failures. */
  CAPTCHA_ALWAYS_FLAG: 'N',
  /** Idle lifetime of a session. */
  SESSION_LIFETIME_MINUTES: '480',
  /** Spec §5/§9: attachment max size, compared with the file size × 1024. */
  ATTACHMENT_MAX_SIZE: '2097152',
  LARGE_FILE_FLAG: 'N',
  ATTACHMENT_PERMISSION_CHECK_FLAG: 'Y',
} as const;
export type ProfileCode = keyof typeof PROFILE_DEFAULTS;

const CACHE_MS = 5_000;
const cache = new WeakMap<object, Map<ProfileCode, { value: string; at: number }>>();

/** The system-scope value of a profile; cached for a few seconds so per-request reads stay cheap. */
export async function getProfile(db: DbOrTx, code: ProfileCode): Promise<string> {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const hit = perDb.get(code);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const rows = await db
    .select({ value: profiles.profileValue })
    .from(profiles)
    .where(and(eq(profiles.profileCode, code), eq(profiles.scopeType, 'SYSTEM')))
    .limit(1);
  const value = rows[0]?.value ?? PROFILE_DEFAULTS[code];
  perDb.set(code, { value, at: Date.now() });
  return value;
}

export const profileFlag = async (db: DbOrTx, code: ProfileCode) => (await getProfile(db, code)) === 'Y';
export const profileNumber = async (db: DbOrTx, code: ProfileCode) => Number(await getProfile(db, code));

/** Forget cached values, after an administrator changes a profile (and in tests). */
export function clearProfileCache(db: DbOrTx): void {
  cache.delete(db);
}
