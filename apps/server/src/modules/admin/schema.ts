import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';

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
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('base_person_number_uq').on(t.employeeNumber)],
);
