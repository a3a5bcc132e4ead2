import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex } from '../../platform/db/search.ts';

/*
 * Purchase orders (采购订单), issue 8 item 3. Property names are those of the declaration in
 * packages/core/src/documents/purchaseOrder.ts: the document engine reads and writes them by name.
 * Delivery notes, receipts and delivery notices (modules/purchase/delivery) move the quantities of the
 * lines; the bench (bench/order-list) fills a million lines of them.
 */

/** Order header. Scope: organisation, supplier (a supplier user sees its own once published), purchasing group. */
export const purchaseOrders = pgTable(
  'srm_po_header',
  {
    id: idColumn(),
    orderNumber: varchar('order_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    /** Lookup PUR_ORDER_TYPE: STANDARD, FRAMEWORK (against an agreement). */
    orderType: varchar('order_type', { length: 16 }).notNull().default('STANDARD'),
    /** Where the lines came from: MANUAL, REQUISITION, AGREEMENT. */
    sourceType: varchar('source_type', { length: 16 }).notNull().default('MANUAL'),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    /** The supplier's site for the organisation (srm_slc_supplier_site). */
    supplierSiteId: integer('supplier_site_id'),
    purchasingGroupId: integer('purchasing_group_id'),
    /** The buyer (a user). */
    buyerId: integer('buyer_id'),
    /** Lookup BASE_CURRENCY. */
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    /** Rate to the organisation's currency on the order date (base exchange rates); 1 for the same currency. */
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 8 }).notNull().default('1'),
    paymentTermId: integer('payment_term_id'),
    /** The agreement the order calls off (orderType FRAMEWORK). */
    agreementId: integer('agreement_id'),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    /** Default receiving address of the lines (base addresses). */
    shipToAddressId: integer('ship_to_address_id'),
    remark: varchar('remark', { length: 1000 }),
    /** Σ line amounts without tax, Σ tax, and their sum; computed by the server. */
    totalAmount: numeric('total_amount', { precision: 24, scale: 2 }).notNull().default('0'),
    totalTax: numeric('total_tax', { precision: 24, scale: 2 }).notNull().default('0'),
    totalWithTax: numeric('total_with_tax', { precision: 24, scale: 2 }).notNull().default('0'),
    fileIds: varchar('file_ids', { length: 1000 }),
    /** When it was (last) published to the supplier; a supplier user sees an order only once this is set. */
    publishDate: timestamp('publish_date', { withTimezone: true }),
    /** The supplier's answer: when it confirmed, or why it refused. */
    confirmDate: timestamp('confirm_date', { withTimezone: true }),
    refuseReason: varchar('refuse_reason', { length: 1000 }),
    /** Times the approved order was altered (0 for the first version). */
    revision: integer('revision').notNull().default(0),
    printCount: integer('print_count').notNull().default(0),
    lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
    lineCategoryIds: integer('line_category_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_po_header_order_number_grams', t.orderNumber),
    uniqueIndex('srm_po_header_number_uq').on(t.orderNumber),
    index('srm_po_header_org_ix').on(t.orgId, t.status),
    index('srm_po_header_supplier_ix').on(t.supplierId, t.status),
    index('srm_po_header_created_ix').on(t.creationDate),
  ],
);

/** Order lines. Scope: the purchase category of each line. */
export const purchaseOrderLines = pgTable(
  'srm_po_line',
  {
    id: idColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    materialId: integer('material_id'),
    itemDescription: varchar('item_description', { length: 240 }).notNull(),
    categoryId: integer('category_id').notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 4 }).notNull(),
    /** Lookup BASE_UOM. */
    unitCode: varchar('unit_code', { length: 16 }).notNull(),
    /** Price without tax per price unit, from the price library entry when one is valid. */
    price: numeric('price', { precision: 20, scale: 6 }).notNull(),
    /** Tax rate in percent (13 = 13 %). */
    taxRate: numeric('tax_rate', { precision: 6, scale: 2 }).notNull().default('0'),
    amount: numeric('amount', { precision: 24, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 24, scale: 2 }).notNull().default('0'),
    /** The price library's unit price for the line when it was saved (null: none applies); set by the server. */
    libraryPrice: numeric('library_price', { precision: 20, scale: 6 }),
    /** Why the price departs from libraryPrice (required then); internal to the buyer's company. */
    priceChangeReason: varchar('price_change_reason', { length: 500 }),
    needByDate: date('need_by_date', { mode: 'string' }).notNull(),
    /** The supplier's proposed date when it confirms with another date (the original stays in needByDate). */
    promisedDate: date('promised_date', { mode: 'string' }),
    /** Receiving address (base addresses). */
    addressId: integer('address_id'),
    /** Where the line came from. */
    requisitionLineId: integer('requisition_line_id'),
    agreementLineId: integer('agreement_line_id'),
    priceEntryId: integer('price_entry_id'),
    /**
     * The line's figures (delivery/orderQuantities.ts): shipped on notes not cancelled, received into
     * stock, rejected at receipt and returned to the supplier, returned and taken off the order
     * (reduced), shipped but missing at receipt. None of them goes down on a receipt or a return.
     */
    shippedQuantity: numeric('shipped_quantity', { precision: 20, scale: 4 }).notNull().default('0'),
    receivedQuantity: numeric('received_quantity', { precision: 20, scale: 4 }).notNull().default('0'),
    rejectedQuantity: numeric('rejected_quantity', { precision: 20, scale: 4 }).notNull().default('0'),
    reducedQuantity: numeric('reduced_quantity', { precision: 20, scale: 4 }).notNull().default('0'),
    missingQuantity: numeric('missing_quantity', { precision: 20, scale: 4 }).notNull().default('0'),
    /** OPEN, or CLOSED when closed or fully received. */
    lineStatus: varchar('line_status', { length: 16 }).notNull().default('OPEN'),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_po_line_number_uq').on(t.orderId, t.lineNumber),
    index('srm_po_line_category_ix').on(t.categoryId),
    index('srm_po_line_material_ix').on(t.materialId),
    index('srm_po_line_requisition_line_ix').on(t.requisitionLineId),
  ],
);
