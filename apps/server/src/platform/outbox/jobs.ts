import type { JobDefinition } from '../jobs/registry.ts';
import { deliverDue } from './outbox.ts';
import { OUTBOX_TARGETS, type OutboxTargetCode } from './targets.ts';

/** The scheduled delivery of one target's messages, every minute (registered in app.ts). */
export function outboxJob(target: OutboxTargetCode, code: string): JobDefinition {
  const { name, urlProfile } = OUTBOX_TARGETS[target];
  return {
    code,
    name: { CN: `投递：${name.CN}`, EN: `Deliver to the ${name.EN}` },
    defaultCron: '* * * * *',
    async run({ db }) {
      const r = await deliverDue(db, target);
      if (!r.url) return `no ${urlProfile} set; ${r.waiting} item(s) waiting`;
      return `sent ${r.sent}, retrying ${r.retrying}, failed ${r.failed}`;
    },
  };
}

/** The SAP vendor-master delivery. */
export const sapOutboxJob = outboxJob('SAP', 'INTEGRATION_SAP_OUTBOX');
