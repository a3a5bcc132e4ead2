import { integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../db/columns.ts';

/**
 * A user's arrangement of one table's columns (spec §3 Table column config: order, width, shown or
 * hidden, fixed left or right), saved per user and table key (spec §7 "table-config create, get and delete").
 */
export const tableConfigs = pgTable(
  'base_table_config',
  {
    id: idColumn(),
    userId: integer('user_id').notNull(),
    tableKey: varchar('table_key', { length: 128 }).notNull(),
    config: jsonb('config').notNull(),
    ...whoColumns,
  },
  (t) => [uniqueIndex('base_table_config_user_key_uq').on(t.userId, t.tableKey)],
);
