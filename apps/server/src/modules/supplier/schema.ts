import { pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
