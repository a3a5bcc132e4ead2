import { customType, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The validation report of a refused import (the input rows with an error column), kept for its
 * user to download for a day. In the database rather than on local disk, so any instance can serve it.
 */
export const importReports = pgTable(
  'base_import_report',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    userId: integer('user_id').notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    content: bytea('content').notNull(),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('base_import_report_date_ix').on(t.creationDate)],
);
