import { date, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';

/** Supplier companies. Only the identity of a supplier for now; the supplier lifecycle issue adds the rest. */
export const suppliers = pgTable(
  'srm_pos_supplier_info',
  {
    id: idColumn(),
    supplierNumber: varchar('supplier_number', { length: 32 }).notNull(),
    supplierName: varchar('supplier_name', { length: 256 }).notNull(),
    supplierShortName: varchar('supplier_short_name', { length: 128 }),
    supplierStatus: varchar('supplier_status', { length: 32 }).notNull().default('EFFECTIVE'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_pos_supplier_info_number_uq').on(t.supplierNumber)],
);

/**
 * A supplier's qualifications (licences, certificates) with their validity. Minimal here: the home's
 * qualification warning reads the expiry dates; the supplier lifecycle issue adds review and the daily job.
 */
export const supplierQualifications = pgTable(
  'srm_pos_supplier_qualification',
  {
    id: idColumn(),
    supplierId: integer('supplier_id').notNull(),
    /** Lookup SLC_QUALIFICATION_TYPE (BUSINESS_LICENSE, ISO9001…). */
    qualificationType: varchar('qualification_type', { length: 64 }).notNull(),
    qualificationName: varchar('qualification_name', { length: 256 }).notNull(),
    qualificationNumber: varchar('qualification_number', { length: 128 }),
    issuer: varchar('issuer', { length: 256 }),
    validFrom: date('valid_from', { mode: 'string' }),
    /** Null with longTermFlag Y: never expires. */
    validTo: date('valid_to', { mode: 'string' }),
    longTermFlag: varchar('long_term_flag', { length: 1 }).notNull().default('N'),
    fileIds: varchar('file_ids', { length: 1000 }),
    ...whoColumns,
  },
  (t) => [index('srm_pos_supplier_qualification_supplier_ix').on(t.supplierId, t.validTo)],
);

/**
 * Supplier groups: a named set of suppliers that notices and notifications can be addressed to (a supplier
 * reads what is sent to a group it belongs to). Minimal: code, name and members.
 */
export const supplierGroups = pgTable(
  'srm_pos_supplier_group',
  {
    id: idColumn(),
    groupCode: varchar('group_code', { length: 32 }).notNull(),
    groupName: varchar('group_name', { length: 128 }).notNull(),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_pos_supplier_group_code_uq').on(t.groupCode)],
);

/** The members of a supplier group. */
export const supplierGroupMembers = pgTable(
  'srm_pos_supplier_group_member',
  {
    groupId: integer('group_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.supplierId] }),
    index('srm_pos_supplier_group_member_ix').on(t.supplierId),
  ],
);
