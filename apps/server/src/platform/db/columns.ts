import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** The who/when columns and the optimistic-lock version every business table carries (ARCHITECTURE §4). */
export const whoColumns = {
  createdBy: integer('created_by'),
  creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  lastUpdatedBy: integer('last_updated_by'),
  lastUpdateDate: timestamp('last_update_date', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(0),
};

/** An identity primary key named `id`. */
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** Bytes kept in the row (bytea): a file a record must keep exactly as it was (a template's .docx, a signed PDF). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
