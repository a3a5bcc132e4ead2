import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEnvelope } from './events.ts';

/**
 * How an event reaches every server instance: in-process by default, Redis pub/sub when REDIS_URL is set
 * (ARCHITECTURE §1), so a socket on instance B hears what a request on instance A published. Every
 * instance, the publishing one included, delivers what it receives to its own sockets only.
 */
export type RealtimeBus = {
  readonly kind: 'local' | 'redis';
  send(envelope: RealtimeEnvelope): Promise<void>;
  onReceive(listener: (envelope: RealtimeEnvelope) => void): void;
  /** Resolves once this instance listens (Redis: subscribed); publishing before that is not lost to others. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

const CHANNEL = 'srm:realtime';

export function localBus(): RealtimeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'local',
    send: async (envelope) => {
      emitter.emit('event', envelope);
    },
    onReceive: (listener) => emitter.on('event', listener),
    ready: async () => undefined,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

export async function redisBus(url: string, log: FastifyBaseLogger): Promise<RealtimeBus> {
  const { Redis } = await import('ioredis');
  // A subscribed connection can do nothing else, so publishing needs a second one.
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true });
  for (const client of [pub, sub]) {
    client.on('error', (err) => log.warn({ err: err.message }, 'realtime: redis connection error'));
  }
  const listeners: ((envelope: RealtimeEnvelope) => void)[] = [];
  sub.on('message', (channel, text) => {
    if (channel !== CHANNEL) return;
    let envelope: RealtimeEnvelope;
    try {
      envelope = JSON.parse(text);
    } catch {
      return;
    }
    for (const listener of listeners) listener(envelope);
  });
  // Not awaited here: a Redis that is down must not stop the server from starting; ioredis reconnects
  // (and re-subscribes) on its own, and events published meanwhile reach this instance's sockets late or not at all.
  const subscribed = sub.connect().then(() => sub.subscribe(CHANNEL));
  subscribed.catch((err) => log.warn({ err: err.message }, 'realtime: redis subscribe failed'));
  return {
    kind: 'redis',
    send: async (envelope) => {
      await pub.publish(CHANNEL, JSON.stringify(envelope));
    },
    onReceive: (listener) => {
      listeners.push(listener);
    },
    ready: async () => {
      await subscribed;
    },
    close: async () => {
      listeners.length = 0;
      await Promise.allSettled([pub.quit(), sub.quit()]);
      pub.disconnect();
      sub.disconnect();
    },
  };
}
