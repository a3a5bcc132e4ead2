import { isSupplierUserType } from '@srm/core/constants/identity';
import { useSyncExternalStore } from 'react';
import type { Responsibility, UserInfo } from '../api/types.ts';
import { clearLookupCache } from '../lookup/cache.ts';

/**
 * The login session kept in localStorage: the token (sent as `certificate`), the authorization code,
 * the user info and the current responsibility. One small store so that every component and the
 * API client read the same values, and a logout in another browser tab logs this one out too.
 */
export const SESSION_KEYS = {
  token: 'SRM_certificate',
  authorizationCode: 'SRM_authorizationCode',
  userInfo: 'SRM_userInfo',
  responsibility: 'SRM_currentResp',
} as const;

export type Session = {
  token: string | null;
  authorizationCode: string | null;
  userInfo: UserInfo | null;
  responsibility: Responsibility | null;
  /** How the last session of this page ended (not stored): a logout goes to a plain login page. */
  ended: 'logout' | 'expired' | null;
  /** What the login page tells the user about how the session ended (not stored). */
  notice: string | null;
};

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function read(): Session {
  let token: string | null = null;
  let authorizationCode: string | null = null;
  try {
    token = localStorage.getItem(SESSION_KEYS.token);
    authorizationCode = localStorage.getItem(SESSION_KEYS.authorizationCode);
  } catch {
    // storage unavailable: no session
  }
  return {
    token,
    authorizationCode,
    userInfo: readJson<UserInfo>(SESSION_KEYS.userInfo),
    responsibility: readJson<Responsibility>(SESSION_KEYS.responsibility),
    ended: null,
    notice: null,
  };
}

let snapshot: Session = read();
const listeners = new Set<() => void>();

function write(next: Session): void {
  // Cached lookups belong to a session: a new login or a logout starts without them.
  if (next.token !== snapshot.token) clearLookupCache();
  snapshot = next;
  try {
    const entries: [string, string | null][] = [
      [SESSION_KEYS.token, next.token],
      [SESSION_KEYS.authorizationCode, next.authorizationCode],
      [SESSION_KEYS.userInfo, next.userInfo ? JSON.stringify(next.userInfo) : null],
      [SESSION_KEYS.responsibility, next.responsibility ? JSON.stringify(next.responsibility) : null],
    ];
    for (const [key, value] of entries) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  } catch {
    // storage full or unavailable: the session lives in memory only
  }
  for (const listener of listeners) listener();
}

// Another browser tab logged in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) {
      const next = read();
      snapshot = { ...next, ended: next.token ? null : 'logout' };
      for (const listener of listeners) listener();
    }
  });
}

export function getSession(): Session {
  return snapshot;
}

/** Calls `listener` after every change of the session (login, logout, new user info). */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Stores a successful login. */
export function startSession(certificate: string, authorizationCode: string, userInfo: UserInfo): void {
  write({
    token: certificate,
    authorizationCode,
    userInfo,
    responsibility: userInfo.currentResponsibility ?? userInfo.responsibilities[0] ?? null,
    ended: null,
    notice: null,
  });
}

/** Stores fresh user info (after userInfo or switchResponsibility); the current responsibility follows it. */
export function updateUserInfo(userInfo: UserInfo): void {
  write({
    ...snapshot,
    userInfo,
    responsibility: userInfo.currentResponsibility ?? snapshot.responsibility,
  });
}

/**
 * Ends the session on this side: 'logout' when the user asked, 'expired' when the server said so.
 * `notice` is shown on the login page (e.g. "password changed, please log in again").
 */
export function clearSession(reason: 'logout' | 'expired' = 'expired', notice: string | null = null): void {
  write({ token: null, authorizationCode: null, userInfo: null, responsibility: null, ended: reason, notice });
}

/** The home is chosen from the stored user type: EX… gets the supplier home, anything else the internal one (spec §2). */
export function isSupplier(userInfo: UserInfo | null): boolean {
  return !!userInfo && isSupplierUserType(userInfo.userType);
}
