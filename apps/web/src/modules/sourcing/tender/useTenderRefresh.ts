import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { TENDER_BASE } from './config.ts';

/**
 * After a call that changed the tender (its version, state or dates: suppliers, committee, seal, a change
 * letter, a share): the page reads it again — or takes the stored record when the call answered it — and
 * the lists and tabs that show it follow.
 */
export function useTenderRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    (tenderId: number, stored?: Row) => {
      if (stored?.tenderNumber) queryClient.setQueryData(['docFind', TENDER_BASE, String(tenderId)], stored);
      else void queryClient.invalidateQueries({ queryKey: ['docFind', TENDER_BASE, String(tenderId)] });
      void queryClient.invalidateQueries({ queryKey: ['listPage', `${TENDER_BASE}/listByPage`] });
      void queryClient.invalidateQueries({ queryKey: ['docHistory'] });
      void queryClient.invalidateQueries({ queryKey: ['tender', tenderId] });
    },
    [queryClient],
  );
}

/** The query key of everything a tender's tabs read: ['tender', id, what]. */
export const tenderKey = (tenderId: number, what: string, ...more: unknown[]) => ['tender', tenderId, what, ...more];

/**
 * Reads everything the tender's tabs show again when the tab is brought to the front (what suppliers,
 * members and experts did meanwhile) and when the tender itself moves on (a state, a new version): the
 * tabs stay mounted, so their queries would otherwise keep what they read first.
 */
export function useTenderFreshness(tenderId: number, status: unknown, version: unknown) {
  const queryClient = useQueryClient();
  const openedAt = useScreen()?.openedAt;
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the triggers are the point, not read inside
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ['tender', tenderId] });
  }, [queryClient, tenderId, openedAt, status, version]);
}

/** The same for a screen of its own queries (the opening list, the experts' sheets): again when shown again. */
export function useRefetchWhenShown(refetch: () => unknown) {
  const openedAt = useScreen()?.openedAt;
  const first = useRef(openedAt);
  useEffect(() => {
    if (openedAt === first.current) return;
    first.current = openedAt;
    void refetch();
  }, [openedAt, refetch]);
}
