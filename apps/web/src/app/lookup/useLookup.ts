import type { Lang } from '@srm/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { post } from '../api/client.ts';
import { API } from '../api/endpoints.ts';
import type { LookupValue } from '../api/types.ts';
import { useLang } from '../i18n/index.ts';

/**
 * Lookup values (值集) cached in localStorage under BASE_lookup (spec §3), keyed by language and
 * type: `{ CN: { SYS_TOBEDO: [...] }, EN: {...} }`. Several types asked for in the same moment go
 * to the server in one findByTypes call. The cache is cleared at login and logout.
 */
export const LOOKUP_STORAGE_KEY = 'BASE_lookup';

type LookupCache = Partial<Record<Lang, Record<string, LookupValue[]>>>;

function readCache(): LookupCache {
  try {
    return JSON.parse(localStorage.getItem(LOOKUP_STORAGE_KEY) ?? '{}') as LookupCache;
  } catch {
    return {};
  }
}

function writeCache(lang: Lang, values: Record<string, LookupValue[]>): void {
  const cache = readCache();
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

type Waiter = { resolve: (values: LookupValue[]) => void; reject: (error: unknown) => void };
const queued = new Map<Lang, Map<string, Waiter[]>>();

function flush(lang: Lang): void {
  const batch = queued.get(lang);
  queued.delete(lang);
  if (!batch) return;
  const lookupTypes = [...batch.keys()];
  post<Record<string, LookupValue[]>>(API.findLookups, { lookupTypes }, { lang }).then(
    (data) => {
      const found: Record<string, LookupValue[]> = {};
      for (const type of lookupTypes) found[type] = data?.[type] ?? [];
      writeCache(lang, found);
      for (const [type, waiters] of batch) for (const waiter of waiters) waiter.resolve(found[type]);
    },
    (error: unknown) => {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    },
  );
}

/** Fetches one lookup type, batched with the others asked for in the same tick. */
export function fetchLookup(type: string, lang: Lang): Promise<LookupValue[]> {
  return new Promise((resolve, reject) => {
    let batch = queued.get(lang);
    if (!batch) {
      batch = new Map();
      queued.set(lang, batch);
      setTimeout(() => flush(lang), 0);
    }
    const waiters = batch.get(type) ?? [];
    waiters.push({ resolve, reject });
    batch.set(type, waiters);
  });
}

export type LookupResult = {
  /** Every value of the type, in the server's order (seqNum). */
  values: LookupValue[];
  /** The enabled values, for pickers. */
  enabled: LookupValue[];
  isLoading: boolean;
  error: unknown;
  /** The meaning of a code in the current language, or the code itself when unknown. */
  meaning: (code: string | null | undefined) => string;
};

/** The values of one lookup type in the current language. */
export function useLookup(type: string): LookupResult {
  const lang = useLang();
  const query = useQuery({
    queryKey: ['lookup', lang, type],
    queryFn: () => fetchLookup(type, lang),
    initialData: () => readCache()[lang]?.[type],
    staleTime: Number.POSITIVE_INFINITY,
  });
  const values = query.data ?? [];
  const meaning = useCallback(
    (code: string | null | undefined) => {
      if (code == null) return '';
      return values.find((value) => value.lookupCode === code)?.meaning ?? code;
    },
    [values],
  );
  return {
    values,
    enabled: values.filter((value) => value.enabledFlag !== 'N'),
    isLoading: query.isLoading,
    error: query.error,
    meaning,
  };
}
