import { forgetLookupType } from '../../../app/lookup/cache.ts';
import { queryClient } from '../../../app/queryClient.ts';

/**
 * After the administrator changed the values of a type: this browser forgets the type in BASE_lookup
 * (every language) and in React Query, so open screens show the new meanings at once (mounted
 * selects and tables refetch; others fetch on their next mount).
 */
export function refreshLookupType(type: string): Promise<void> {
  forgetLookupType(type);
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'lookup' && query.queryKey[2] === type,
  });
}
