import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../db/columns.ts';

/**
 * The operation log: one row for every call that creates or changes data — who, when, which call,
 * from which address, with what (secrets masked) and how it ended. Written by the action helper,
 * so no module can forget it. Document-level field differences are the document engine's audit.
 */
export const operationLogs = pgTable(
  'base_operation_log',
  {
    id: idColumn(),
    userId: integer('user_id'),
    userName: varchar('user_name', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    route: varchar('route', { length: 256 }).notNull(),
    summary: varchar('summary', { length: 256 }),
    params: jsonb('params'),
    statusCode: integer('status_code').notNull(),
    message: varchar('message', { length: 512 }),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('base_operation_log_date_ix').on(t.createdAt),
    index('base_operation_log_user_ix').on(t.userId, t.createdAt),
    // The log filtered by user name, newest first: without it a name with few or no rows read the whole log.
    index('base_operation_log_user_name_ix').on(t.userName, t.id),
  ],
);
