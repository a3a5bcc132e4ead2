import { restPath } from '@srm/core/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../api/client.ts';
import { useRealtimeEvent } from './useRealtime.ts';

export type BadgeCounts = { todoCount: number; notificationCount: number };

const BADGE_COUNTS = restPath('srmServer', 'srmBaseHome', 'badgeCounts');
/**
 * Under the `todos` prefix that every to-do list uses (modules/pending TodoTable), so handling a to-do in
 * this tab, which refreshes the lists, refreshes the badge with them.
 */
export const BADGE_COUNTS_KEY = ['todos', 'badgeCounts'] as const;

/** The header's counts: loaded once, again on each pushed event, and every minute as a safety net. */
export function useBadgeCounts(enabled = true) {
  const client = useQueryClient();
  useRealtimeEvent(
    ['todo', 'notification'],
    () => void client.invalidateQueries({ queryKey: BADGE_COUNTS_KEY }),
    enabled,
  );
  return useQuery({
    queryKey: BADGE_COUNTS_KEY,
    queryFn: () => post<BadgeCounts>(BADGE_COUNTS),
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
