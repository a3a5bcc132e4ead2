import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LookupValue } from '../../app/api/types.ts';
import { useLang } from '../../app/i18n/index.ts';
import { readLookupCache } from '../../app/lookup/cache.ts';
import { fetchLookup } from '../../app/lookup/useLookup.ts';

/** code → meaning, per lookup type. */
export type LookupMeanings = Map<string, Map<string, string>>;

/**
 * The meanings of every lookup type the table's columns name, read once for the whole table rather
 * than by a hook in each of 500 cells. Same query key and loader as useLookup (app/lookup), so the
 * BASE_lookup cache and React Query's copy are shared with every LookupSelect on the page.
 */
export function useLookupMeanings(types: string[]): LookupMeanings {
  const lang = useLang();
  const results = useQueries({
    queries: types.map((type) => ({
      queryKey: ['lookup', lang, type],
      queryFn: () => fetchLookup(type, lang),
      initialData: () => readLookupCache()[lang]?.[type],
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const data = results.map((result) => result.data as LookupValue[] | undefined);
  // A string that changes exactly when a type is added or one of them (re)loads.
  const signature = `${lang}|${types.join(',')}|${results.map((result) => result.dataUpdatedAt).join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for types and data
  return useMemo(() => {
    const meanings: LookupMeanings = new Map();
    types.forEach((type, index) => {
      meanings.set(type, new Map((data[index] ?? []).map((value) => [value.lookupCode, value.meaning])));
    });
    return meanings;
  }, [signature]);
}
