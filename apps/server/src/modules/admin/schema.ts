import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { searchTextColumn, searchTextIndex } from '../../platform/db/search.ts';

/** Organisations as one tree: business entity (BU) → operating unit (OU) → inventory organisation (INV). */
export const organizations = pgTable(
  'base_organization',
  {
    id: idColumn(),
    orgCode: varchar('org_code', { length: 64 }).notNull(),
    orgName: varchar('org_name', { length: 128 }).notNull(),
    orgNameEn: varchar('org_name_en', { length: 128 }),
    orgType: varchar('org_type', { length: 10 }).notNull(), // BU | OU | INV
    parentOrgId: integer('parent_org_id'),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('base_organization_code_uq').on(t.orgCode)],
);

/** Persons (employees) behind internal users. */
export const persons = pgTable(
  'base_person',
  {
    id: idColumn(),
    employeeNumber: varchar('employee_number', { length: 32 }).notNull(),
    personName: varchar('person_name', { length: 128 }).notNull(),
    email: varchar('email', { length: 128 }),
    mobilePhone: varchar('mobile_phone', { length: 32 }),
    orgId: integer('org_id'),
    personNameEn: varchar('person_name_en', { length: 128 }),
    telephone: varchar('telephone', { length: 32 }),
    departmentId: integer('department_id'),
    jobTitleId: integer('job_title_id'),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('base_person_number_uq').on(t.employeeNumber)],
);

/** Departments: a tree inside one organisation, with a head person. */
export const departments = pgTable(
  'base_department',
  {
    id: idColumn(),
    departmentCode: varchar('department_code', { length: 64 }).notNull(),
    departmentName: varchar('department_name', { length: 128 }).notNull(),
    departmentNameEn: varchar('department_name_en', { length: 128 }),
    orgId: integer('org_id').notNull(),
    parentDepartmentId: integer('parent_department_id'),
    headPersonId: integer('head_person_id'),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
    searchText: searchTextColumn(['department_code', 'department_name', 'department_name_en']),
  },
  (t) => [
    searchTextIndex('base_department_search_grams', t.searchText, [
      t.departmentCode,
      t.departmentName,
      t.departmentNameEn,
    ]),
    uniqueIndex('base_department_code_uq').on(t.orgId, t.departmentCode),
    index('base_department_parent_ix').on(t.parentDepartmentId),
    // The list's order (code, then id): page 1 reads 20 entries instead of sorting every department.
    index('base_department_list_ix').on(t.departmentCode, t.id),
  ],
);

/** Job titles (岗位, the spec's "job"): a catalogue of titles given to persons and positions. */
export const jobTitles = pgTable(
  'base_job_title',
  {
    id: idColumn(),
    jobTitleCode: varchar('job_title_code', { length: 64 }).notNull(),
    jobTitleName: varchar('job_title_name', { length: 128 }).notNull(),
    jobTitleNameEn: varchar('job_title_name_en', { length: 128 }),
    description: varchar('description', { length: 512 }),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
    searchText: searchTextColumn(['job_title_code', 'job_title_name', 'job_title_name_en']),
  },
  (t) => [
    searchTextIndex('base_job_title_search_grams', t.searchText, [t.jobTitleCode, t.jobTitleName, t.jobTitleNameEn]),
    uniqueIndex('base_job_title_code_uq').on(t.jobTitleCode),
  ],
);
