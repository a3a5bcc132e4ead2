import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types.ts';
import { AppError } from './errors.ts';
import { idempotencyKeys } from './schema.ts';

type Outcome = { statusCode: number; body: unknown };

/**
 * ARCHITECTURE §10: an action sent again with the same Idempotency-Key returns the first result
 * instead of running twice; the same key with another body gets 422. The key row is inserted
 * before the action runs, so a concurrent duplicate finds it and is told to wait (409).
 */
export async function withIdempotency(db: Db, req: FastifyRequest, run: () => Promise<Outcome>): Promise<Outcome> {
  const key = req.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') return run();
  const userId = req.user?.userId ?? 0;
  const route = req.routeOptions.url ?? req.url;
  const requestHash = crypto
    .createHash('sha256')
    .update(`${route}\n${JSON.stringify(req.body ?? {})}`)
    .digest('hex');
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, idemKey: key.slice(0, 128), route, requestHash })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (claimed.length === 0) {
    const [prior] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.idemKey, key.slice(0, 128))));
    if (!prior || prior.requestHash !== requestHash || prior.route !== route)
      throw new AppError(422, 'error.idempotencyMismatch');
    if (prior.statusCode == null) throw new AppError(409, 'error.idempotencyInFlight');
    return { statusCode: prior.statusCode, body: prior.response };
  }
  const id = claimed[0].id;
  try {
    const outcome = await run();
    await db
      .update(idempotencyKeys)
      .set({ statusCode: outcome.statusCode, response: outcome.body })
      .where(eq(idempotencyKeys.id, id));
    return outcome;
  } catch (error) {
    // A failed action may be retried with the same key: forget the claim.
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    throw error;
  }
}
