import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../db/columns.ts';

/**
 * The integration outbox: messages for external systems (OA approval, SAP vendor master…), queued in
 * the transaction of the business change and delivered by a scheduled job to the target's URL, with
 * exponential backoff; FAILED after the target's last attempt, until an administrator redelivers it.
 */
export const integrationOutbox = pgTable(
  'base_integration_outbox',
  {
    id: idColumn(),
    /** The target system: OA, SAP (platform/outbox/targets.ts). */
    target: varchar('target', { length: 16 }).notNull(),
    /** What the message is about: a bill type (PUR_REQUISITION) or an entity (SUPPLIER), and its id. */
    billType: varchar('bill_type', { length: 64 }).notNull(),
    docId: integer('doc_id').notNull(),
    docNumber: varchar('doc_number', { length: 64 }),
    title: varchar('title', { length: 256 }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 16 }).notNull().default('PENDING'), // PENDING | SENT | FAILED
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: varchar('last_error', { length: 1000 }),
    targetUrl: varchar('target_url', { length: 512 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    index('base_integration_outbox_due_ix').on(t.target, t.status, t.nextAttemptAt),
    index('base_integration_outbox_doc_ix').on(t.billType, t.docId),
  ],
);

/** Every delivery attempt of an outbox message: when, where, the answer or the error, how long. */
export const integrationAttempts = pgTable(
  'base_integration_attempt',
  {
    id: idColumn(),
    outboxId: integer('outbox_id').notNull(),
    attemptNo: integer('attempt_no').notNull(),
    targetUrl: varchar('target_url', { length: 512 }),
    httpStatus: integer('http_status'),
    error: varchar('error', { length: 1000 }),
    durationMs: integer('duration_ms'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('base_integration_attempt_outbox_ix').on(t.outboxId, t.id)],
);
