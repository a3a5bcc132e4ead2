import { date, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../db/columns.ts';
import { searchTextColumn, searchTextIndex } from '../db/search.ts';

/*
 * The tables the data scope is computed from (ARCHITECTURE §5). They live in platform/ beside users and
 * responsibilities because the scope helper reads them and platform may not import a module. The admin
 * module maintains them (positions, levels, allotments, permits); organisations, departments and persons
 * stay the admin module's own tables and are referred to here by id only.
 */

/** Position levels (职级): a permit on a level reaches everyone holding a position of that level. */
export const positionLevels = pgTable(
  'base_position_level',
  {
    id: idColumn(),
    levelCode: varchar('level_code', { length: 64 }).notNull(),
    levelName: varchar('level_name', { length: 128 }).notNull(),
    levelNameEn: varchar('level_name_en', { length: 128 }),
    /** Order of seniority, for sorting (1 = most senior is only a convention of the screen). */
    levelRank: integer('level_rank').notNull().default(0),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
    searchText: searchTextColumn(['level_code', 'level_name', 'level_name_en']),
  },
  (t) => [
    searchTextIndex('base_position_level_search_grams', t.searchText, [t.levelCode, t.levelName, t.levelNameEn]),
    uniqueIndex('base_position_level_code_uq').on(t.levelCode),
    // The list's order (rank, code, then id): page 1 reads 20 entries instead of sorting every level.
    index('base_position_level_list_ix').on(t.levelRank, t.levelCode, t.id),
  ],
);

/** Positions (职位) in an organisation and department, with a level and optionally a job title. */
export const positions = pgTable(
  'base_position',
  {
    id: idColumn(),
    positionCode: varchar('position_code', { length: 64 }).notNull(),
    positionName: varchar('position_name', { length: 128 }).notNull(),
    positionNameEn: varchar('position_name_en', { length: 128 }),
    orgId: integer('org_id').notNull(),
    departmentId: integer('department_id'),
    positionLevelId: integer('position_level_id'),
    jobTitleId: integer('job_title_id'),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
    searchText: searchTextColumn(['position_code', 'position_name', 'position_name_en']),
  },
  (t) => [
    searchTextIndex('base_position_search_grams', t.searchText, [t.positionCode, t.positionName, t.positionNameEn]),
    uniqueIndex('base_position_code_uq').on(t.positionCode),
    index('base_position_department_ix').on(t.departmentId),
    index('base_position_level_ix').on(t.positionLevelId),
  ],
);

/** Who holds which position, from when to when (date_to null = open-ended), and which one is primary. */
export const positionAllotments = pgTable(
  'base_position_allot',
  {
    id: idColumn(),
    personId: integer('person_id').notNull(),
    positionId: integer('position_id').notNull(),
    primaryFlag: varchar('primary_flag', { length: 1 }).notNull().default('N'),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }),
    ...whoColumns,
  },
  (t) => [
    index('base_position_allot_person_ix').on(t.personId),
    index('base_position_allot_position_ix').on(t.positionId),
    // The list's order (newest start first, then id), read backwards: page 1 reads 20 allotments, not all.
    index('base_position_allot_list_ix').on(t.dateFrom, t.id),
  ],
);

/**
 * Data permits: one row lets a holder (a user, everyone holding a position, everyone at a position
 * level) see the rows of one organisation, purchase category or purchasing group.
 * dimension: ORG | CATEGORY | PURCHASING_GROUP; target_type: USER | POSITION | POSITION_LEVEL.
 */
export const dataPermits = pgTable(
  'base_data_permit',
  {
    id: idColumn(),
    dimension: varchar('dimension', { length: 20 }).notNull(),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: integer('target_id').notNull(),
    valueId: integer('value_id').notNull(),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('base_data_permit_uq').on(t.targetType, t.targetId, t.dimension, t.valueId),
    index('base_data_permit_value_ix').on(t.dimension, t.valueId),
  ],
);

/**
 * The audit of every permission change (grant, revoke, allotment), written in the same transaction as
 * the change (ARCHITECTURE §10): who, when, what, to whom.
 */
export const dataPermitAudit = pgTable(
  'base_data_permit_audit',
  {
    id: idColumn(),
    /** GRANT | REVOKE | ALLOT | UNALLOT */
    action: varchar('action', { length: 20 }).notNull(),
    dimension: varchar('dimension', { length: 20 }),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: integer('target_id').notNull(),
    detail: jsonb('detail'),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('base_data_permit_audit_target_ix').on(t.targetType, t.targetId, t.createdAt)],
);
