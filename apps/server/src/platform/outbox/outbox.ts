import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import { getProfile } from '../profiles/profiles.ts';
import { integrationAttempts, integrationOutbox } from './schema.ts';
import { OUTBOX_TARGETS, type OutboxTargetCode } from './targets.ts';

/*
 * The integration outbox (OA approval, SAP vendor master…): a business change queues its message in its
 * own transaction (so nothing is sent for a change that rolled back), and a scheduled job per target
 * delivers it with an HTTP POST to the URL of the target's profile. A failure is retried after 1, 2, 4,
 * 8… minutes; after the target's last attempt the message is FAILED until an administrator redelivers
 * it. Every attempt is recorded. The body is an envelope {outboxId, target, billType, docId, docNumber,
 * title, payload}; the Idempotency-Key header is `<keyPrefix>-<outboxId>`.
 */

const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 60 * 60_000;
/** A delivery in progress keeps other runners off its message for this long (a crashed runner's claim expires). */
const CLAIM_MS = 5 * 60_000;
const TIMEOUT_MS = 10_000;
const BATCH = 50;

export type OutboxMessage = {
  target: OutboxTargetCode;
  /** What it is about: a bill type or an entity name (SUPPLIER), with its id and number. */
  billType: string;
  docId: number;
  docNumber?: string | null;
  title?: string | null;
  payload: Record<string, unknown>;
  userId: number | null;
};

/** Queues a message for a target system, in the caller's transaction. */
export async function queueOutbox(tx: DbOrTx, message: OutboxMessage): Promise<{ outboxId: number }> {
  const [row] = await tx
    .insert(integrationOutbox)
    .values({
      target: message.target,
      billType: message.billType,
      docId: message.docId,
      docNumber: message.docNumber ?? null,
      title: message.title ?? null,
      payload: message.payload,
      // Due from this instant by the application's clock, the clock the delivery compares with: the
      // database's now() carries microseconds and could fall after a `now` taken in the same millisecond.
      nextAttemptAt: new Date(),
      createdBy: message.userId,
      lastUpdatedBy: message.userId,
    })
    .returning({ id: integrationOutbox.id });
  return { outboxId: row.id };
}

/** How long to wait after the n-th failed attempt: 1 min, 2, 4, 8… at most an hour. */
export const backoffMs = (attempts: number) =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

export type DeliveryReport = { sent: number; retrying: number; failed: number; waiting: number; url: string };

/** Delivers a target's messages that are due at `now`. Without a URL configured nothing is sent; they wait. */
export async function deliverDue(
  db: Db,
  target: OutboxTargetCode,
  options: { now?: Date; fetchImpl?: typeof fetch } = {},
): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const url = (await getProfile(db, OUTBOX_TARGETS[target].urlProfile)).trim();
  const due = await db
    .select({ id: integrationOutbox.id })
    .from(integrationOutbox)
    .where(
      and(
        eq(integrationOutbox.target, target),
        eq(integrationOutbox.status, 'PENDING'),
        lte(integrationOutbox.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(integrationOutbox.id))
    .limit(BATCH);
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, waiting: 0, url };
  if (!url) {
    report.waiting = due.length;
    return report;
  }
  for (const { id } of due) {
    const outcome = await deliverOne(db, id, url, now, options.fetchImpl ?? fetch);
    if (outcome) report[outcome]++;
  }
  return report;
}

async function deliverOne(
  db: Db,
  id: number,
  url: string,
  now: Date,
  fetchImpl: typeof fetch,
): Promise<'sent' | 'retrying' | 'failed' | null> {
  // Claim it: only one runner delivers a message, even when a manual run meets the scheduled one.
  const [item] = await db
    .update(integrationOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(integrationOutbox.id, id),
        eq(integrationOutbox.status, 'PENDING'),
        lte(integrationOutbox.nextAttemptAt, now),
      ),
    )
    .returning();
  if (!item) return null;
  const target = OUTBOX_TARGETS[item.target as OutboxTargetCode];
  const started = Date.now();
  let httpStatus: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': `${target.keyPrefix}-${item.id}` },
      body: JSON.stringify({
        outboxId: item.id,
        target: item.target,
        billType: item.billType,
        docId: item.docId,
        docNumber: item.docNumber,
        title: item.title,
        payload: item.payload,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    httpStatus = response.status;
    const text = await response.text().catch(() => '');
    if (!response.ok) error = `HTTP ${response.status}${text ? `: ${text.slice(0, 300)}` : ''}`;
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    error = [(e as Error).message, cause?.code ?? cause?.message].filter(Boolean).join(': ');
  }
  const attempts = item.attempts + 1;
  const finished = new Date();
  const status = error == null ? 'SENT' : attempts >= target.maxAttempts ? 'FAILED' : 'PENDING';
  await db.transaction(async (tx) => {
    await tx.insert(integrationAttempts).values({
      outboxId: item.id,
      attemptNo: attempts,
      targetUrl: url,
      httpStatus,
      error: error?.slice(0, 1000) ?? null,
      durationMs: Date.now() - started,
    });
    await tx
      .update(integrationOutbox)
      .set({
        status,
        attempts,
        lastAttemptAt: finished,
        lastError: error?.slice(0, 1000) ?? null,
        targetUrl: url,
        sentAt: status === 'SENT' ? finished : null,
        nextAttemptAt: status === 'PENDING' ? new Date(now.getTime() + backoffMs(attempts)) : finished,
        lastUpdateDate: finished,
      })
      .where(eq(integrationOutbox.id, item.id));
  });
  return status === 'SENT' ? 'sent' : status === 'FAILED' ? 'failed' : 'retrying';
}

/** Which messages an administrator may redeliver: a FAILED one, and (on the integration screen) one still waiting. */
export type RedeliverOptions = { target?: OutboxTargetCode; from?: readonly ('FAILED' | 'PENDING')[] };

/**
 * An administrator redelivers a message: a fresh round of attempts, due at once. By default only a
 * FAILED one; the integration screen also lets a PENDING one go at once instead of waiting out its
 * backoff (e.g. after the URL was corrected). `target` narrows it to one system (the OA screen
 * redelivers OA messages only). 409 for a message in another state, 404 for none.
 */
export async function redeliver(
  db: DbOrTx,
  outboxId: number,
  userId: number,
  options: RedeliverOptions = {},
): Promise<void> {
  const from = options.from ?? ['FAILED'];
  const which = options.target
    ? and(eq(integrationOutbox.id, outboxId), eq(integrationOutbox.target, options.target))
    : eq(integrationOutbox.id, outboxId);
  const [row] = await db
    .update(integrationOutbox)
    .set({
      status: 'PENDING',
      attempts: 0,
      nextAttemptAt: new Date(),
      lastUpdatedBy: userId,
      lastUpdateDate: new Date(),
    })
    .where(and(which, inArray(integrationOutbox.status, [...from])))
    .returning({ id: integrationOutbox.id });
  if (row) return;
  const [exists] = await db.select({ id: integrationOutbox.id }).from(integrationOutbox).where(which);
  if (!exists) throw new AppError(404, 'error.notFound');
  throw new AppError(409, from.includes('PENDING') ? 'outbox.alreadySent' : 'bpm.outboxNotFailed');
}
