import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/types.ts';
import type { JobDefinition } from '../../platform/jobs/registry.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { msgInstances, msgLogs, msgReceivers } from './schema.ts';

/*
 * E-mail delivery: receiver rows of channel EMAIL wait as PENDING and are sent after the transaction that
 * queued them committed — at once for a hand-sent message, otherwise by the MSG_EMAIL_DELIVERY job each
 * minute. A mailer failure is retried after 1, 2, 4, 8 minutes; after MAX_ATTEMPTS the row is FAILED until
 * someone retries it from msgLog. Every attempt is a msg_log row. The platform mailer also records every
 * mail in base_mail_outbox (with its own SMTP status).
 */

export const MAX_ATTEMPTS = 5;
const BACKOFF_BASE_MS = 60_000;
const CLAIM_MS = 5 * 60_000;
const BATCH = 50;

export const backoffMs = (attempts: number) => Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

export type EmailReport = { sent: number; retrying: number; failed: number };

/** Sends the due e-mails (of one instance when given). */
export async function deliverDueEmails(
  db: Db,
  mailer: Mailer,
  options: { now?: Date; instanceId?: number } = {},
): Promise<EmailReport> {
  const now = options.now ?? new Date();
  const due = await db
    .select({ id: msgReceivers.id })
    .from(msgReceivers)
    .where(
      and(
        eq(msgReceivers.channel, 'EMAIL'),
        eq(msgReceivers.status, 'PENDING'),
        lte(msgReceivers.nextAttemptAt, now),
        options.instanceId ? eq(msgReceivers.instanceId, options.instanceId) : undefined,
      ),
    )
    .orderBy(asc(msgReceivers.id))
    .limit(BATCH);
  const report: EmailReport = { sent: 0, retrying: 0, failed: 0 };
  for (const { id } of due) {
    const outcome = await deliverOne(db, mailer, id, now);
    if (outcome) report[outcome]++;
  }
  return report;
}

async function deliverOne(db: Db, mailer: Mailer, id: number, now: Date) {
  // Claim it, so a manual send and the job never mail the same row twice.
  const [row] = await db
    .update(msgReceivers)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(and(eq(msgReceivers.id, id), eq(msgReceivers.status, 'PENDING'), lte(msgReceivers.nextAttemptAt, now)))
    .returning();
  if (!row) return null;
  const [instance] = await db
    .select({ rendered: msgInstances.rendered })
    .from(msgInstances)
    .where(eq(msgInstances.id, row.instanceId));
  const mail = instance?.rendered.EMAIL;
  const attempt = row.attempts + 1;
  let error: string | null = null;
  if (!mail || !row.address) {
    error = 'nothing to send';
  } else {
    // Both languages in one mail when they differ: receivers have no language setting of their own.
    const text = mail.CN.body === mail.EN.body ? mail.CN.body : `${mail.CN.body}\n\n----\n\n${mail.EN.body}`;
    try {
      await mailer.send({ to: row.address, subject: mail.CN.title, text });
    } catch (e) {
      error = (e as Error).message || String(e);
    }
  }
  const outcome = error === null ? 'sent' : attempt >= MAX_ATTEMPTS ? 'failed' : 'retrying';
  await db.transaction(async (tx) => {
    await tx
      .update(msgReceivers)
      .set({
        status: outcome === 'sent' ? 'SENT' : outcome === 'failed' ? 'FAILED' : 'PENDING',
        attempts: attempt,
        lastError: error,
        nextAttemptAt: outcome === 'retrying' ? new Date(now.getTime() + backoffMs(attempt)) : null,
        lastUpdateDate: new Date(),
        version: sql`${msgReceivers.version} + 1`,
      })
      .where(eq(msgReceivers.id, row.id));
    await tx.insert(msgLogs).values({
      receiverId: row.id,
      instanceId: row.instanceId,
      channel: 'EMAIL',
      attempt,
      status: error === null ? 'SENT' : 'FAILED',
      address: row.address,
      error,
      attemptDate: now,
    });
  });
  return outcome;
}

/** Puts FAILED e-mail rows back in the queue, due now; returns how many. */
export async function requeueEmails(db: Db, receiverIds: number[]): Promise<number> {
  if (receiverIds.length === 0) return 0;
  const rows = await db
    .update(msgReceivers)
    .set({ status: 'PENDING', attempts: 0, nextAttemptAt: new Date(), lastUpdateDate: new Date() })
    .where(
      and(
        inArray(msgReceivers.id, receiverIds),
        eq(msgReceivers.channel, 'EMAIL'),
        eq(msgReceivers.status, 'FAILED'),
        sql`${msgReceivers.address} is not null`,
      ),
    )
    .returning({ id: msgReceivers.id });
  return rows.length;
}

/** The job that sends queued e-mails; the mailer is read when it runs (the app's deps are built after the registry). */
export function emailDeliveryJob(mailer: () => Mailer): JobDefinition {
  return {
    code: 'MSG_EMAIL_DELIVERY',
    name: { CN: '消息中心邮件发送', EN: 'Message centre e-mail delivery' },
    defaultCron: '* * * * *',
    async run({ db }) {
      const r = await deliverDueEmails(db, mailer());
      return `sent ${r.sent}, retrying ${r.retrying}, failed ${r.failed}`;
    },
  };
}
