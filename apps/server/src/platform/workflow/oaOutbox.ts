import type { Db, DbOrTx } from '../db/types.ts';
import type { JobDefinition } from '../jobs/registry.ts';
import { type DeliveryReport, deliverDue, queueOutbox, redeliver } from '../outbox/outbox.ts';
import { OUTBOX_TARGETS } from '../outbox/targets.ts';

/*
 * "Send to an OA approval system": the OA target of the integration outbox (platform/outbox). The
 * document action queues the payload in its own transaction and the scheduled job delivers it to the
 * OA_APPROVAL_URL profile, retried with backoff, FAILED after OA_MAX_ATTEMPTS until an administrator
 * retries it. The names below are the workflow's view of it.
 */

export { backoffMs, type DeliveryReport } from '../outbox/outbox.ts';
export const OA_MAX_ATTEMPTS = OUTBOX_TARGETS.OA.maxAttempts;

export type OaItem = {
  billType: string;
  docId: number;
  docNumber?: string | null;
  title?: string | null;
  payload: Record<string, unknown>;
  userId: number | null;
};

/** Queues a payload for the OA system, in the caller's transaction. */
export const queueForOa = (tx: DbOrTx, item: OaItem) => queueOutbox(tx, { ...item, target: 'OA' });

/** Delivers the OA items that are due at `now`. Without a URL configured nothing is sent; items wait. */
export const deliverDueOaItems = (
  db: Db,
  options: { now?: Date; fetchImpl?: typeof fetch } = {},
): Promise<DeliveryReport> => deliverDue(db, 'OA', options);

/** An administrator sends a FAILED OA item again: a fresh round of attempts, due at once. */
export const retryOaItem = (db: DbOrTx, outboxId: number, userId: number) =>
  redeliver(db, outboxId, userId, { target: 'OA' });

/** The scheduled delivery (registered in app.ts beside the housekeeping job). */
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
