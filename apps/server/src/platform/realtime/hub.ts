import type { FastifyBaseLogger } from 'fastify';
import { localBus, type RealtimeBus, redisBus } from './bus.ts';
import type { RealtimeEnvelope, RealtimeEvent, RealtimeTarget } from './events.ts';

/** One open socket as the hub sees it: whose it is, and how to send it a text frame. */
export type RealtimeConnection = {
  userId: number;
  /** Set for a supplier user: it also hears what is published to its supplier. */
  supplierId: number | null;
  send(text: string): void;
};

export type RealtimeHub = {
  readonly mode: RealtimeBus['kind'];
  /** Sends an event to its target on every instance. Use publishAfterCommit() for an event about a write. */
  publish(target: RealtimeTarget, event: RealtimeEvent): Promise<void>;
  /** Registers an open socket; the returned function unregisters it. */
  attach(connection: RealtimeConnection): () => void;
  /** How many sockets this instance holds (status pages, tests). */
  connectionCount(): number;
  ready(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The realtime hub of one server instance: the sockets it holds, indexed by user and by supplier, and
 * the bus that brings every instance's events to them. A supplier user's socket is indexed under its own
 * supplier only, so an event for another supplier never reaches it.
 */
export async function createRealtimeHub(options: {
  redisUrl: string | undefined;
  log: FastifyBaseLogger;
}): Promise<RealtimeHub> {
  const bus = options.redisUrl ? await redisBus(options.redisUrl, options.log) : localBus();
  const byUser = new Map<number, Set<RealtimeConnection>>();
  const bySupplier = new Map<number, Set<RealtimeConnection>>();
  let count = 0;

  const add = (index: Map<number, Set<RealtimeConnection>>, key: number, c: RealtimeConnection) => {
    let set = index.get(key);
    if (!set) {
      set = new Set();
      index.set(key, set);
    }
    set.add(c);
  };
  const remove = (index: Map<number, Set<RealtimeConnection>>, key: number, c: RealtimeConnection) => {
    const set = index.get(key);
    if (!set) return;
    set.delete(c);
    if (set.size === 0) index.delete(key);
  };

  bus.onReceive(({ target, event }: RealtimeEnvelope) => {
    const receivers = new Set<RealtimeConnection>();
    if ('supplierId' in target) {
      for (const c of bySupplier.get(target.supplierId) ?? []) receivers.add(c);
    } else {
      for (const userId of target.userIds) for (const c of byUser.get(userId) ?? []) receivers.add(c);
    }
    if (receivers.size === 0) return;
    const text = JSON.stringify({ type: 'event', ...event });
    for (const c of receivers) {
      try {
        c.send(text);
      } catch (err) {
        options.log.debug({ err }, 'realtime: send failed');
      }
    }
  });

  return {
    mode: bus.kind,
    publish: (target, event) => bus.send({ target, event }),
    attach: (c) => {
      add(byUser, c.userId, c);
      if (c.supplierId != null) add(bySupplier, c.supplierId, c);
      count++;
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        remove(byUser, c.userId, c);
        if (c.supplierId != null) remove(bySupplier, c.supplierId, c);
        count--;
      };
    },
    connectionCount: () => count,
    ready: () => bus.ready(),
    close: () => bus.close(),
  };
}
