import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RealtimeEvent, RealtimeTarget } from './events.ts';
import type { RealtimeHub } from './hub.ts';

/*
 * Events about a write leave only after the write is committed: a browser that refetches on the event
 * must find the new row. The code that writes (openSupplierPending, openPendings, notify…) runs inside a
 * transaction it does not own and has no handle on the hub, so it calls publishAfterCommit(), which only
 * notes the event in the scope of the current unit of work. For an HTTP request that scope is the request:
 * its events are sent when the response has gone out with a success status — by then every transaction
 * the handler awaited has committed, and a failed request (rolled back) sends nothing. Jobs and other work
 * outside a request wrap themselves in runWithRealtime(). Outside any scope (seeding, a test calling a
 * service directly) the event is dropped: there is nobody to send it to in time.
 *
 * Chosen over wrapping db.transaction() (a patched driver object every module shares) and over
 * PostgreSQL NOTIFY (commit-exact, but a second fan-out path beside Redis and a dedicated listening
 * connection per instance). The cost: an event whose transaction rolled back inside a request that still
 * succeeded is sent anyway; the browser then refetches and finds nothing new.
 */

type Outbox = { hub: RealtimeHub; items: { target: RealtimeTarget; event: RealtimeEvent }[] };

const scope = new AsyncLocalStorage<Outbox>();
const outboxOf = new WeakMap<FastifyRequest, Outbox>();

/** Notes an event to send once the current request (or runWithRealtime unit) has succeeded. */
export function publishAfterCommit(target: RealtimeTarget, event: RealtimeEvent): void {
  const box = scope.getStore();
  if (!box) return;
  if ('userIds' in target && target.userIds.length === 0) return;
  box.items.push({ target, event });
}

function flush(box: Outbox, onError: (err: unknown) => void): void {
  const items = box.items.splice(0);
  for (const { target, event } of items) box.hub.publish(target, event).catch(onError);
}

/** Runs work outside a request (a scheduled job) so that its events go out when it has finished without error. */
export async function runWithRealtime<T>(hub: RealtimeHub, work: () => Promise<T>): Promise<T> {
  const box: Outbox = { hub, items: [] };
  const result = await scope.run(box, work);
  flush(box, () => undefined);
  return result;
}

/**
 * Gives every request of `app` its outbox. preHandler (not onRequest): the body has been read by then, and
 * running the rest of the chain inside scope.run() is what carries the outbox into the handler.
 */
export function installRealtimeOutbox(app: FastifyInstance, hub: RealtimeHub): void {
  app.addHook('preHandler', (req, _reply, done) => {
    const box: Outbox = { hub, items: [] };
    outboxOf.set(req, box);
    scope.run(box, done);
  });
  app.addHook('onResponse', (req, reply, done) => {
    const box = outboxOf.get(req);
    if (box && reply.statusCode < 400) flush(box, (err) => req.log.warn({ err }, 'realtime: publish failed'));
    done();
  });
}
