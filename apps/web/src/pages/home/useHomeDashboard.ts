import { useQuery } from '@tanstack/react-query';
import { post } from '../../app/api/client.ts';
import { useSession } from '../../app/auth/session.ts';
import { useRealtimeEvent } from '../../app/realtime/useRealtime.ts';
import { HOME_API, type HomeDashboard } from './api.ts';

/**
 * The home dashboard of the current responsibility; read again when a to-do opens or closes anywhere
 * (an order confirmed, a delivery received moves the figures too). Nothing is asked while `enabled` is false
 * (GZJTMDY).
 */
export function useHomeDashboard(enabled = true) {
  const { responsibility } = useSession();
  const query = useQuery({
    queryKey: ['homeDashboard', responsibility?.responsibilityId ?? null],
    queryFn: () => post<HomeDashboard>(HOME_API.dashboard, {}),
    enabled,
  });
  useRealtimeEvent(['todo'], () => void query.refetch(), enabled);
  return query;
}
