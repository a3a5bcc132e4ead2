import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * The counters behind document numbers: one row per bill type and period (the date part of the
 * number, '' for rules that never restart). Incremented in the document's own transaction, so a
 * rolled-back document gives its number back and numbers stay gapless.
 */
export const numberSequences = pgTable(
  'base_number_sequence',
  {
    billType: varchar('bill_type', { length: 64 }).notNull(),
    periodKey: varchar('period_key', { length: 16 }).notNull(),
    currentValue: integer('current_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.billType, t.periodKey] })],
);
