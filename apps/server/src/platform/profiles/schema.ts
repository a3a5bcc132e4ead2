import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../db/columns.ts';

/** System parameters (profiles) with a typed value and a scope: SYSTEM, ORG or USER. */
export const profiles = pgTable(
  'base_profile',
  {
    id: idColumn(),
    profileCode: varchar('profile_code', { length: 64 }).notNull(),
    profileName: varchar('profile_name', { length: 128 }).notNull(),
    valueType: varchar('value_type', { length: 16 }).notNull(), // FLAG | NUMBER | TEXT
    profileValue: varchar('profile_value', { length: 512 }).notNull(),
    scopeType: varchar('scope_type', { length: 10 }).notNull().default('SYSTEM'),
    scopeId: integer('scope_id').notNull().default(0),
    ...whoColumns,
  },
  (t) => [uniqueIndex('base_profile_uq').on(t.profileCode, t.scopeType, t.scopeId)],
);
