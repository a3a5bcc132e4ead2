import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import type { JobDefinition } from '../jobs/registry.ts';
import { getProfile } from '../profiles/profiles.ts';
import { oaAttempts, oaOutbox } from './schema.ts';

/*
 * "Send to an OA approval system" as an outbox: the document action queues the payload in its own
 * transaction (so nothing is sent for a change that rolled back), and a scheduled job delivers it with
 * an HTTP POST to the OA_APPROVAL_URL profile. A failure is retried after 1, 2, 4, 8… minutes; after
 * OA_MAX_ATTEMPTS the item is FAILED until an administrator retries it. Every attempt is recorded.
 * The receiver gets an Idempotency-Key per item, since a delivery whose answer was lost is sent again.
 */

export const OA_MAX_ATTEMPTS = 5;
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 60 * 60_000;
/** A delivery in progress keeps other runners off its item for this long (a crashed runner's claim expires). */
const CLAIM_MS = 5 * 60_000;
const TIMEOUT_MS = 10_000;
const BATCH = 50;

export type OaItem = {
  billType: string;
  docId: number;
  docNumber?: string | null;
  title?: string | null;
  payload: Record<string, unknown>;
  userId: number | null;
};

/** Queues a payload for the OA system, in the caller's transaction. */
export async function queueForOa(tx: DbOrTx, item: OaItem): Promise<{ outboxId: number }> {
  const [row] = await tx
    .insert(oaOutbox)
    .values({
      billType: item.billType,
      docId: item.docId,
      docNumber: item.docNumber ?? null,
      title: item.title ?? null,
      payload: item.payload,
      // Due from this instant by the application's clock, the clock the delivery compares with: the
      // database's now() carries microseconds and could fall after a `now` taken in the same millisecond.
      nextAttemptAt: new Date(),
      createdBy: item.userId,
      lastUpdatedBy: item.userId,
    })
    .returning({ id: oaOutbox.id });
  return { outboxId: row.id };
}

/** How long to wait after the n-th failed attempt: 1 min, 2, 4, 8… at most an hour. */
export const backoffMs = (attempts: number) =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

export type DeliveryReport = { sent: number; retrying: number; failed: number; waiting: number; url: string };

/** Delivers the items that are due at `now`. Without a URL configured nothing is sent; items wait. */
export async function deliverDueOaItems(
  db: Db,
  options: { now?: Date; fetchImpl?: typeof fetch } = {},
): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const url = (await getProfile(db, 'OA_APPROVAL_URL')).trim();
  const due = await db
    .select({ id: oaOutbox.id })
    .from(oaOutbox)
    .where(and(eq(oaOutbox.status, 'PENDING'), lte(oaOutbox.nextAttemptAt, now)))
    .orderBy(asc(oaOutbox.id))
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
  // Claim it: only one runner delivers an item, even when a manual run meets the scheduled one.
  const [item] = await db
    .update(oaOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(and(eq(oaOutbox.id, id), eq(oaOutbox.status, 'PENDING'), lte(oaOutbox.nextAttemptAt, now)))
    .returning();
  if (!item) return null;
  const started = Date.now();
  let httpStatus: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': `srm-oa-${item.id}` },
      body: JSON.stringify({
        outboxId: item.id,
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
  const status = error == null ? 'SENT' : attempts >= OA_MAX_ATTEMPTS ? 'FAILED' : 'PENDING';
  await db.transaction(async (tx) => {
    await tx.insert(oaAttempts).values({
      outboxId: item.id,
      attemptNo: attempts,
      targetUrl: url,
      httpStatus,
      error: error?.slice(0, 1000) ?? null,
      durationMs: Date.now() - started,
    });
    await tx
      .update(oaOutbox)
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
      .where(eq(oaOutbox.id, item.id));
  });
  return status === 'SENT' ? 'sent' : status === 'FAILED' ? 'failed' : 'retrying';
}

/** An administrator sends a FAILED item again: a fresh round of attempts, due at once. */
export async function retryOaItem(db: DbOrTx, outboxId: number, userId: number): Promise<void> {
  const [row] = await db
    .update(oaOutbox)
    .set({
      status: 'PENDING',
      attempts: 0,
      nextAttemptAt: new Date(),
      lastUpdatedBy: userId,
      lastUpdateDate: new Date(),
    })
    .where(and(eq(oaOutbox.id, outboxId), eq(oaOutbox.status, 'FAILED')))
    .returning({ id: oaOutbox.id });
  if (row) return;
  const [exists] = await db.select({ id: oaOutbox.id }).from(oaOutbox).where(eq(oaOutbox.id, outboxId));
  throw exists ? new AppError(409, 'bpm.outboxNotFailed') : new AppError(404, 'error.notFound');
}

/** The scheduled delivery (register it in app.ts beside the housekeeping job). */
export const oaOutboxJob: JobDefinition = {
  code: 'BPM_OA_OUTBOX',
  name: { CN: '投递 OA 审批', EN: 'Deliver to the OA approval system' },
  defaultCron: '* * * * *',
  async run({ db }) {
    const r = await deliverDueOaItems(db);
    if (!r.url) return `no OA_APPROVAL_URL set; ${r.waiting} item(s) waiting`;
    return `sent ${r.sent}, retrying ${r.retrying}, failed ${r.failed}`;
  },
};
