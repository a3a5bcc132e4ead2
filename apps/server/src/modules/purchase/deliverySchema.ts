import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex } from '../../platform/db/search.ts';

/*
 * Delivery notices and delivery notes (issue 8 items 4–5). Property names are those of the declarations
 * in packages/core/src/documents/deliveryNotice.ts and deliveryNote.ts: the document engine reads and
 * writes them by name. Both point at purchase order lines (orderSchema.ts) by id.
 */

/** Delivery notice header: the buyer's request to one supplier. Scope: organisation, supplier. */
export const deliveryNotices = pgTable(
  'srm_delivery_notice',
  {
    id: idColumn(),
    deliveryNoticeNumber: varchar('delivery_notice_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    remark: varchar('remark', { length: 1000 }),
    printCount: integer('print_count').notNull().default(0),
    lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_delivery_notice_delivery_notice_number_grams', t.deliveryNoticeNumber),
    uniqueIndex('srm_delivery_notice_number_uq').on(t.deliveryNoticeNumber),
    index('srm_delivery_notice_supplier_ix').on(t.supplierId, t.status),
  ],
);

/** A requested date and quantity on one order line, and the supplier's answer. */
export const deliveryNoticeLines = pgTable(
  'srm_delivery_notice_line',
  {
    id: idColumn(),
    deliveryNoticeId: integer('delivery_notice_id')
      .notNull()
      .references(() => deliveryNotices.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    materialId: integer('material_id'),
    requestedDate: date('requested_date', { mode: 'string' }).notNull(),
    requestedQuantity: numeric('requested_quantity', { precision: 20, scale: 4 }).notNull(),
    answeredDate: date('answered_date', { mode: 'string' }),
    answeredQuantity: numeric('answered_quantity', { precision: 20, scale: 4 }),
    supplierRemark: varchar('supplier_remark', { length: 500 }),
    ...whoColumns,
  },
  (t) => [
    index('srm_delivery_notice_line_parent_ix').on(t.deliveryNoticeId),
    index('srm_delivery_notice_line_order_ix').on(t.orderLineId),
  ],
);

/** Delivery note header (ASN). Scope: organisation, supplier (a supplier user sees only its own). */
export const deliveryNotes = pgTable(
  'srm_delivery_note',
  {
    id: idColumn(),
    deliveryNoteNumber: varchar('delivery_note_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    shipDate: date('ship_date', { mode: 'string' }).notNull(),
    expectedArrivalDate: date('expected_arrival_date', { mode: 'string' }).notNull(),
    carrier: varchar('carrier', { length: 120 }),
    trackingNumber: varchar('tracking_number', { length: 64 }),
    receivingAddress: varchar('receiving_address', { length: 500 }),
    remark: varchar('remark', { length: 1000 }),
    /** When the buyer received it, and who. */
    receivedDate: date('received_date', { mode: 'string' }),
    receivedBy: integer('received_by'),
    /** Label sheets printed (updatePrintFlagById), as for every document. */
    printCount: integer('print_count').notNull().default(0),
    lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_delivery_note_delivery_note_number_grams', t.deliveryNoteNumber),
    uniqueIndex('srm_delivery_note_number_uq').on(t.deliveryNoteNumber),
    index('srm_delivery_note_supplier_ix').on(t.supplierId, t.status),
    index('srm_delivery_note_org_ix').on(t.orgId, t.status),
  ],
);

/** A shipped quantity of one order line, and what the receipt made of it. */
export const deliveryNoteLines = pgTable(
  'srm_delivery_note_line',
  {
    id: idColumn(),
    deliveryNoteId: integer('delivery_note_id')
      .notNull()
      .references(() => deliveryNotes.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    materialId: integer('material_id'),
    itemDescription: varchar('item_description', { length: 240 }),
    quantity: numeric('quantity', { precision: 20, scale: 4 }).notNull(),
    unitCode: varchar('unit_code', { length: 16 }),
    lotNumber: varchar('lot_number', { length: 64 }),
    packageCount: numeric('package_count', { precision: 8, scale: 0 }).notNull().default('1'),
    quantityPerPackage: numeric('quantity_per_package', { precision: 20, scale: 4 }),
    /** The receipt (doReceive): accepted and refused quantities, and why refused. */
    receivedQuantity: numeric('received_quantity', { precision: 20, scale: 4 }),
    rejectedQuantity: numeric('rejected_quantity', { precision: 20, scale: 4 }),
    rejectReason: varchar('reject_reason', { length: 500 }),
    /** What the rejected quantity does to the order: REPLACE (owed again) or REDUCE (taken off the order). */
    returnDisposition: varchar('return_disposition', { length: 16 }),
    ...whoColumns,
  },
  (t) => [
    index('srm_delivery_note_line_parent_ix').on(t.deliveryNoteId),
    index('srm_delivery_note_line_order_ix').on(t.orderLineId),
  ],
);

/**
 * Returns to the supplier (退货, issue 15 item 3): one row per note line a receipt rejected, numbered per
 * receipt (RTyyMMdd####). Written by the receipt only; read by the buyer (organisation scope) and by the
 * supplier it concerns (supplier scope). The order line's figures move in orderQuantities.ts.
 */
export const purchaseReturns = pgTable(
  'srm_pur_return',
  {
    id: idColumn(),
    returnNumber: varchar('return_number', { length: 32 }).notNull(),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    deliveryNoteId: integer('delivery_note_id').notNull(),
    deliveryNoteLineId: integer('delivery_note_line_id').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    materialId: integer('material_id'),
    itemDescription: varchar('item_description', { length: 240 }),
    quantity: numeric('quantity', { precision: 20, scale: 4 }).notNull(),
    unitCode: varchar('unit_code', { length: 16 }),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** REPLACE: the supplier ships it again; REDUCE: the order no longer asks for it. */
    disposition: varchar('disposition', { length: 16 }).notNull(),
    ...whoColumns,
  },
  (t) => [
    index('srm_pur_return_supplier_ix').on(t.supplierId, t.returnDate),
    index('srm_pur_return_org_ix').on(t.orgId, t.returnDate),
    index('srm_pur_return_note_ix').on(t.deliveryNoteId),
    // The list's order (newest return first), read backwards: page 1 reads 20 entries, no sort.
    index('srm_pur_return_list_ix').on(t.returnDate, t.id),
  ],
);
