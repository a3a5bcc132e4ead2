import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex } from '../../platform/db/search.ts';

/**
 * Supplier change requests (供应商信息变更, bill type SLC_SUPPLIER_CHANGE): a supplier changes its own
 * information only through one. It is a document of the documents engine (number, states, version,
 * approval); approved, its lines are applied to the supplier's tables in the transaction that ends the
 * approval (change/apply.ts).
 */
export const supplierChanges = pgTable(
  'srm_pos_supplier_change',
  {
    id: idColumn(),
    changeNumber: varchar('change_number', { length: 32 }).notNull(),
    /** The supplier whose information changes (a supplier user: always its own). */
    supplierId: integer('supplier_id').notNull(),
    changeReason: varchar('change_reason', { length: 500 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    printCount: integer('print_count').notNull().default(0),
    lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
    /** When the approved change was applied to the supplier's information. */
    appliedDate: timestamp('applied_date', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_pos_supplier_change_change_number_grams', t.changeNumber),
    uniqueIndex('srm_pos_supplier_change_number_uq').on(t.changeNumber),
    index('srm_pos_supplier_change_supplier_ix').on(t.supplierId, t.status),
  ],
);

/**
 * One proposed change of a change request: a section (BASE, CONTACT, BANK, ADDRESS, QUALIFICATION), an
 * operation (ADD, CHANGE, REMOVE), the existing row it targets (null when added; the supplier itself for
 * BASE) and the proposed values as JSON of that section's fields. oldValues is the row as it was when the
 * change was applied, kept so the differences stay visible afterwards.
 */
export const supplierChangeLines = pgTable(
  'srm_pos_supplier_change_line',
  {
    id: idColumn(),
    changeId: integer('change_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    section: varchar('section', { length: 16 }).notNull(),
    operation: varchar('operation', { length: 8 }).notNull(),
    targetId: integer('target_id'),
    newValues: text('new_values'),
    oldValues: jsonb('old_values').$type<Record<string, unknown> | null>(),
    ...whoColumns,
  },
  (t) => [index('srm_pos_supplier_change_line_change_ix').on(t.changeId)],
);
