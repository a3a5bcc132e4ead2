import { integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../db/columns.ts';

/** Results of actions sent with an Idempotency-Key, so a retry returns the first result (ARCHITECTURE §10). */
export const idempotencyKeys = pgTable(
  'base_idempotency_key',
  {
    id: idColumn(),
    userId: integer('user_id').notNull().default(0),
    idemKey: varchar('idem_key', { length: 128 }).notNull(),
    route: varchar('route', { length: 256 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('base_idempotency_key_uq').on(t.userId, t.idemKey)],
);
