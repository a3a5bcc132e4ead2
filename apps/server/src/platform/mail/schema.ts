import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../db/columns.ts';

/** Every mail the platform sends, readable by administrators; in dev and test it is the only delivery. */
export const mailOutbox = pgTable('base_mail_outbox', {
  id: idColumn(),
  toAddress: varchar('to_address', { length: 256 }).notNull(),
  subject: varchar('subject', { length: 256 }).notNull(),
  body: text('body').notNull(),
  status: varchar('status', { length: 16 }).notNull(), // SENT | LOGGED | FAILED
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
