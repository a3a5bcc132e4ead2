import { bigint, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../db/columns.ts';
import { gramIndex, searchTextColumn, searchTextIndex } from '../db/search.ts';

/** Lookup types (code lists) such as SYS_TOBEDO or SLC_SUPPLIER_STATUS. */
export const lookupTypes = pgTable(
  'base_lookup_types',
  {
    id: idColumn(),
    lookupType: varchar('lookup_type', { length: 64 }).notNull(),
    meaning: varchar('meaning', { length: 128 }).notNull(),
    meaningEn: varchar('meaning_en', { length: 128 }),
    description: varchar('description', { length: 512 }),
    systemCode: varchar('system_code', { length: 32 }).notNull().default('BASE'),
    parentLookupTypeId: integer('parent_lookup_type_id'),
    /**
     * The version stamp of the type's values for the client cache (BASE_lookup): raised in the same
     * transaction as any change of a value, to at least the current time in milliseconds, so it never
     * repeats even when a type is deleted and created again. `version` stays the row's optimistic lock.
     */
    valuesVersion: bigint('values_version', { mode: 'number' }).notNull().default(0),
    ...whoColumns,
    searchText: searchTextColumn(['lookup_type', 'meaning', 'meaning_en']),
  },
  (t) => [
    searchTextIndex('base_lookup_types_search_grams', t.searchText, [t.lookupType, t.meaning, t.meaningEn]),
    uniqueIndex('base_lookup_types_uq').on(t.lookupType),
  ],
);

/** Lookup values with every field of spec §3; `meaning` in both languages. */
export const lookupValues = pgTable(
  'base_lookup_values',
  {
    id: idColumn(),
    lookupTypeId: integer('lookup_type_id').notNull(),
    lookupType: varchar('lookup_type', { length: 64 }).notNull(),
    lookupCode: varchar('lookup_code', { length: 64 }).notNull(),
    meaning: varchar('meaning', { length: 256 }).notNull(),
    meaningEn: varchar('meaning_en', { length: 256 }),
    description: varchar('description', { length: 512 }),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    seqNum: integer('seq_num').notNull().default(0),
    parentLookupValuesId: integer('parent_lookup_values_id'),
    parentLookupTypeId: integer('parent_lookup_type_id'),
    systemCode: varchar('system_code', { length: 32 }).notNull().default('BASE'),
    buOrgId: integer('bu_org_id'),
    ...whoColumns,
    searchText: searchTextColumn(['lookup_code', 'meaning', 'meaning_en']),
  },
  (t) => [
    searchTextIndex('base_lookup_values_search_grams', t.searchText, [t.lookupCode, t.meaning, t.meaningEn]),
    gramIndex('base_lookup_values_meaning_en_grams', t.meaningEn),
    gramIndex('base_lookup_values_meaning_grams', t.meaning),
    gramIndex('base_lookup_values_lookup_code_grams', t.lookupCode),
    uniqueIndex('base_lookup_values_uq').on(t.lookupType, t.lookupCode),
    index('base_lookup_values_type_ix').on(t.lookupType, t.seqNum, t.id),
  ],
);
