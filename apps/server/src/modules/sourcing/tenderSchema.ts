import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex } from '../../platform/db/search.ts';

/*
 * Tender (招标, issue 17 item 3): the header and lines of the ZB- document (property names are the
 * declaration's in packages/core/src/documents/sourcingTender.ts: the document engine reads them by name),
 * the suppliers taking part with their fee and bond, and the change letters. The sealed bids, the
 * committee and the opening record are in sealingSchema.ts; experts and scores in evaluationSchema.ts.
 */

/** Tender header. Scope: the organisation; the lines' categories. */
export const tenders = pgTable(
  'srm_src_tender',
  {
    id: idColumn(),
    tenderNumber: varchar('tender_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    title: varchar('title', { length: 200 }).notNull(),
    orgId: integer('org_id').notNull(),
    /** The main purchase category: suppliers are invited from its approved supplier list. */
    categoryId: integer('category_id').notNull(),
    sourcingTypeId: integer('sourcing_type_id'),
    /** The evaluation template (criteria and weights, evaluation method); from the sourcing type by default. */
    templateId: integer('template_id').notNull(),
    projectId: integer('project_id'),
    /** Lookup SRC_INQUIRY_MODE: INVITE (invited suppliers only) or PUBLIC (TENDER_ANN; suppliers sign up). */
    tenderMode: varchar('tender_mode', { length: 16 }).notNull(),
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    /** A PUBLIC tender takes sign-ups until then (defaults to the bid deadline). */
    signUpDeadline: timestamp('sign_up_deadline', { withTimezone: true }),
    /** Bids are taken until this instant (the database clock decides). */
    bidDeadline: timestamp('bid_deadline', { withTimezone: true }).notNull(),
    /** The committee may open from this instant (at or after the bid deadline). */
    openingTime: timestamp('opening_time', { withTimezone: true }).notNull(),
    /** Tender document fee (标书费) a supplier pays to take part; 0 or null: none. */
    tenderFee: numeric('tender_fee', { precision: 14, scale: 2 }),
    /** Bid bond (投标保证金) each bidder lodges; 0 or null: none. */
    bidBond: numeric('bid_bond', { precision: 14, scale: 2 }),
    bondTerms: varchar('bond_terms', { length: 1000 }),
    /** The account the fee and the bond are paid to. */
    bondAccount: varchar('bond_account', { length: 200 }),
    /** How many committee members' shares open the bids (k of n). */
    openingThreshold: integer('opening_threshold').notNull().default(2),
    /** The event's public key (SPKI, base64) the suppliers' browsers encrypt to; set by the seal step. */
    eventPublicKey: text('event_public_key'),
    sealedDate: timestamp('sealed_date', { withTimezone: true }),
    publishDate: timestamp('publish_date', { withTimezone: true }),
    closedDate: timestamp('closed_date', { withTimezone: true }),
    openedDate: timestamp('opened_date', { withTimezone: true }),
    evaluatedDate: timestamp('evaluated_date', { withTimezone: true }),
    /** The committee's recommendation (evaluation): the recommended supplier and why. */
    recommendedSupplierId: integer('recommended_supplier_id'),
    recommendation: varchar('recommendation', { length: 2000 }),
    /** null, AWARDING, AWARDED (kept by the award). */
    awardStatus: varchar('award_status', { length: 16 }),
    announcementNoticeId: integer('announcement_notice_id'),
    resultNoticeId: integer('result_notice_id'),
    /** The payment term and delivery address the bids are priced on (the declaration's header refs). */
    paymentTermId: integer('payment_term_id'),
    deliveryAddressId: integer('delivery_address_id'),
    notesToSuppliers: varchar('notes_to_suppliers', { length: 2000 }),
    /** For the committee and experts only; never shown to a supplier. */
    notesToJury: varchar('notes_to_jury', { length: 2000 }),
    internalRemark: varchar('internal_remark', { length: 1000 }),
    /** The tender documents (招标文件). */
    fileIds: varchar('file_ids', { length: 1000 }),
    abolishReason: varchar('abolish_reason', { length: 1000 }),
    printCount: integer('print_count').notNull().default(0),
    lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
    lineCategoryIds: integer('line_category_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_src_tender_tender_number_grams', t.tenderNumber),
    gramIndex('srm_src_tender_title_grams', t.title),
    uniqueIndex('srm_src_tender_number_uq').on(t.tenderNumber),
    index('srm_src_tender_org_ix').on(t.orgId, t.status),
    index('srm_src_tender_deadline_ix').on(t.status, t.bidDeadline),
  ],
);

/** Tender lines (标的物): a material of base data or a free-text item. Scope: the line's category. */
export const tenderLines = pgTable(
  'srm_src_tender_line',
  {
    id: idColumn(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    materialId: integer('material_id'),
    itemName: varchar('item_name', { length: 240 }).notNull(),
    specification: varchar('specification', { length: 500 }),
    categoryId: integer('category_id').notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 4 }).notNull(),
    uomCode: varchar('uom_code', { length: 16 }).notNull(),
    needByDate: date('need_by_date', { mode: 'string' }).notNull(),
    fileIds: varchar('file_ids', { length: 1000 }),
    remark: varchar('remark', { length: 500 }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_src_tender_line_number_uq').on(t.tenderId, t.lineNumber),
    index('srm_src_tender_line_category_ix').on(t.categoryId),
  ],
);

/**
 * The suppliers taking part: invited, or signed up to a PUBLIC tender. The buyer confirms the fee and the
 * bond as received; a supplier bids only once its fee is PAID (or there is none).
 */
export const tenderSuppliers = pgTable(
  'srm_src_tender_supplier',
  {
    id: idColumn(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id').notNull(),
    /** INVITED or SIGNED_UP. */
    source: varchar('source', { length: 16 }).notNull(),
    /** INVITED, BID (a bid is submitted), DECLINED. */
    responseStatus: varchar('response_status', { length: 16 }).notNull().default('INVITED'),
    declineReason: varchar('decline_reason', { length: 1000 }),
    /** NONE (no fee), UNPAID, PAID. */
    feeStatus: varchar('fee_status', { length: 16 }).notNull().default('NONE'),
    feePaidDate: timestamp('fee_paid_date', { withTimezone: true }),
    /** NONE (no bond), UNPAID, PAID, REFUNDED, FORFEITED. */
    bondStatus: varchar('bond_status', { length: 16 }).notNull().default('NONE'),
    bondPaidDate: timestamp('bond_paid_date', { withTimezone: true }),
    /** The supplier's payment reference (bank slip number) for the fee and bond. */
    paymentReference: varchar('payment_reference', { length: 200 }),
    viewedDate: timestamp('viewed_date', { withTimezone: true }),
    /** After the award: WON or LOST; told to this supplier only. */
    result: varchar('result', { length: 16 }),
    resultDate: timestamp('result_date', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_src_tender_supplier_uq').on(t.tenderId, t.supplierId),
    index('srm_src_tender_supplier_supplier_ix').on(t.supplierId),
  ],
);

/**
 * Change letters (变更函/补遗): issued while the tender is PUBLISHED, to every participant (and as a
 * TENDER_ANN notice when public); a letter may move the bid deadline and the opening time.
 */
export const tenderChanges = pgTable(
  'srm_src_tender_change',
  {
    id: idColumn(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    letterNumber: integer('letter_number').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    fileIds: varchar('file_ids', { length: 1000 }),
    oldBidDeadline: timestamp('old_bid_deadline', { withTimezone: true }),
    newBidDeadline: timestamp('new_bid_deadline', { withTimezone: true }),
    oldOpeningTime: timestamp('old_opening_time', { withTimezone: true }),
    newOpeningTime: timestamp('new_opening_time', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: integer('issued_by'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_src_tender_change_uq').on(t.tenderId, t.letterNumber)],
);
