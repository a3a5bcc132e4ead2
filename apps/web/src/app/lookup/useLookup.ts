import type { Lang } from '@srm/core/i18n/lang';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { post } from '../api/client.ts';
import { API } from '../api/endpoints.ts';
import type { LookupValue } from '../api/types.ts';
import { useLang } from '../i18n/index.ts';
import { readLookupCache, writeLookupCache } from './cache.ts';

/**
 * Lookup values (值集) of one type in the current language, from the BASE_lookup cache (./cache.ts)
 * or the server. Several types asked for in the same moment go to the server in one findByTypes call.
 */
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
      writeLookupCache(lang, found);
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
    initialData: () => readLookupCache()[lang]?.[type],
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
