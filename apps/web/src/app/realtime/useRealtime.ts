import { useEffect, useRef } from 'react';
import { type RealtimeEvent, type RealtimeKind, subscribeRealtime } from './connection.ts';

/**
 * Runs `onEvent` for each pushed event of the given kinds, and after a reconnect (`resync`, when pushes
 * may have been missed). The latest `onEvent` is used without resubscribing on every render.
 */
export function useRealtimeEvent(
  kinds: readonly RealtimeKind[],
  onEvent: (event: RealtimeEvent) => void,
  enabled = true,
): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const key = kinds.join(',');
  useEffect(() => {
    if (!enabled) return;
    const wanted = new Set(key.split(','));
    return subscribeRealtime((event) => {
      if (event.kind === 'resync' || wanted.has(event.kind)) handler.current(event);
    });
  }, [key, enabled]);
}
