import type { Lang } from '@srm/core/i18n/lang';
import type { LookupValue } from '../api/types.ts';

/**
 * The lookup cache of spec §3: localStorage under BASE_lookup, keyed by language and type:
 * `{ CN: { SYS_TOBEDO: [...] }, EN: {...} }`. It belongs to a session: the session store clears it
 * whenever the user logs in or out.
 */
export const LOOKUP_STORAGE_KEY = 'BASE_lookup';

type LookupCache = Partial<Record<Lang, Record<string, LookupValue[]>>>;

export function readLookupCache(): LookupCache {
  try {
    return JSON.parse(localStorage.getItem(LOOKUP_STORAGE_KEY) ?? '{}') as LookupCache;
  } catch {
    return {};
  }
}

export function writeLookupCache(lang: Lang, values: Record<string, LookupValue[]>): void {
  const cache = readLookupCache();
  cache[lang] = { ...cache[lang], ...values };
  try {
    localStorage.setItem(LOOKUP_STORAGE_KEY, JSON.stringify(cache));
  } catch {
    // storage full: the values stay in memory (react-query) for this page
  }
}

export function clearLookupCache(): void {
  try {
    localStorage.removeItem(LOOKUP_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

/**
 * Forgets one type in every language, so the next reader fetches it again (after an administrator
 * changed its values). The rest of the cache is kept.
 */
export function forgetLookupType(type: string): void {
  const cache = readLookupCache();
  let changed = false;
  for (const values of Object.values(cache)) {
    if (values && type in values) {
      delete values[type];
      changed = true;
    }
  }
  if (!changed) return;
  try {
    localStorage.setItem(LOOKUP_STORAGE_KEY, JSON.stringify(cache));
  } catch {
    // storage unavailable: nothing cached there either
  }
}
