import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex } from '../../platform/db/search.ts';

/*
 * Purchasing tables. Property names are those of the document declaration in
 * packages/core/src/documents/purchaseRequisition.ts: the document engine reads and writes them by name.
 * Money and quantities are numeric, travelling as decimal strings (ARCHITECTURE §4). The materials
 * the lines name are base data (modules/base/schema.ts).
 */

/** Purchase requisition header (采购申请). Scope: the requesting organisation. */
export const requisitions = pgTable(
  'srm_pur_requisition_header',
  {
    id: idColumn(),
    requisitionNumber: varchar('requisition_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    orgId: integer('org_id').notNull(),
    departmentId: integer('department_id').notNull(),
    /** A person (base_person) of the organisation. */
    requesterId: integer('requester_id').notNull(),
    purpose: varchar('purpose', { length: 500 }).notNull(),
    /** Lookup BASE_CURRENCY. */
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    needByDate: date('need_by_date', { mode: 'string' }).notNull(),
    /** Σ line amounts, computed by the server. */
    totalAmount: numeric('total_amount', { precision: 24, scale: 2 }).notNull().default('0'),
    /** Attachment ids, comma-separated (spec §3). */
    fileIds: varchar('file_ids', { length: 1000 }),
    printCount: integer('print_count').notNull().default(0),
    lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
    /** The distinct categories of the lines, kept by the document engine: the line scope judged on the header. */
    lineCategoryIds: integer('line_category_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_pur_requisition_header_requisition_number_grams', t.requisitionNumber),
    uniqueIndex('srm_pur_requisition_number_uq').on(t.requisitionNumber),
    index('srm_pur_requisition_org_ix').on(t.orgId, t.status),
    index('srm_pur_requisition_created_by_ix').on(t.createdBy),
  ],
);

/** Requisition lines. Scope: the purchase category of each line. */
export const requisitionLines = pgTable(
  'srm_pur_requisition_line',
  {
    id: idColumn(),
    requisitionId: integer('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    materialId: integer('material_id'),
    itemDescription: varchar('item_description', { length: 240 }).notNull(),
    categoryId: integer('category_id').notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 4 }).notNull(),
    /** Lookup BASE_UOM. */
    unitCode: varchar('unit_code', { length: 16 }).notNull(),
    estimatedPrice: numeric('estimated_price', { precision: 20, scale: 6 }).notNull(),
    /** quantity × estimatedPrice, rounded to cents, computed by the server. */
    amount: numeric('amount', { precision: 24, scale: 2 }).notNull(),
    needByDate: date('need_by_date', { mode: 'string' }).notNull(),
    suggestedSupplierId: integer('suggested_supplier_id'),
    /** Put on purchase orders so far (issue 8): an order line may take the rest, never more. */
    orderedQuantity: numeric('ordered_quantity', { precision: 20, scale: 4 }).notNull().default('0'),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_pur_requisition_line_number_uq').on(t.requisitionId, t.lineNumber),
    index('srm_pur_requisition_line_category_ix').on(t.categoryId),
  ],
);
