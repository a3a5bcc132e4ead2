import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex } from '../../platform/db/search.ts';

/*
 * Inquiry (RFQ) tables, issue 17 (names agreed in /work/notes/sourcing.md: the quote and award tables of
 * this module refer to them). Header and line property names are those of the declaration in
 * packages/core/src/documents/sourcingInquiry.ts: the document engine reads and writes them by name.
 */

/** Inquiry header. Scope: the organisation; the lines' categories. */
export const inquiries = pgTable(
  'srm_src_inquiry',
  {
    id: idColumn(),
    inquiryNumber: varchar('inquiry_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    title: varchar('title', { length: 200 }).notNull(),
    orgId: integer('org_id').notNull(),
    /** The main purchase category: the approved supplier list offered when inviting is this category's. */
    categoryId: integer('category_id').notNull(),
    /** The sourcing type of rule setup (modules/sourcing/rules); its template gives defaults. */
    sourcingTypeId: integer('sourcing_type_id'),
    /** The sourcing project grouping events (rule setup's srm_src_project), if any. */
    projectId: integer('project_id'),
    /** Lookup SRC_INQUIRY_MODE: INVITE (only invited suppliers) or PUBLIC (announced; qualified suppliers sign up). */
    inquiryMode: varchar('inquiry_mode', { length: 16 }).notNull(),
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    /** Quotes of the current round are taken until this instant (the database clock decides). */
    quoteDeadline: timestamp('quote_deadline', { withTimezone: true }).notNull(),
    /** 1 for the first round; each bargaining round adds one (modules/sourcing/round*). */
    round: integer('round').notNull().default(1),
    maxRounds: integer('max_rounds').notNull().default(1),
    quoteValidityDays: integer('quote_validity_days'),
    paymentTermId: integer('payment_term_id'),
    deliveryAddressId: integer('delivery_address_id'),
    notesToSuppliers: varchar('notes_to_suppliers', { length: 2000 }),
    /** Never shown to a supplier. */
    internalRemark: varchar('internal_remark', { length: 1000 }),
    fileIds: varchar('file_ids', { length: 1000 }),
    /** When the publish approval ended approved (first publication). */
    publishDate: timestamp('publish_date', { withTimezone: true }),
    /** When quotes of the latest round were closed (deadline passed or closed early). */
    closedDate: timestamp('closed_date', { withTimezone: true }),
    /** The award's state, kept by the award document (modules/sourcing/award*): null, AWARDING, AWARDED. */
    awardStatus: varchar('award_status', { length: 16 }),
    /** The INQUIRY_ANN notice announcing a PUBLIC inquiry (notice module), revoked when the inquiry is withdrawn. */
    announcementNoticeId: integer('announcement_notice_id'),
    /** The reason given when withdrawn (ABOLISHED), shown to the invited suppliers. */
    abolishReason: varchar('abolish_reason', { length: 1000 }),
    printCount: integer('print_count').notNull().default(0),
    lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
    lineCategoryIds: integer('line_category_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_src_inquiry_inquiry_number_grams', t.inquiryNumber),
    gramIndex('srm_src_inquiry_title_grams', t.title),
    uniqueIndex('srm_src_inquiry_number_uq').on(t.inquiryNumber),
    index('srm_src_inquiry_org_ix').on(t.orgId, t.status),
    // The close job's walk: published inquiries by deadline.
    index('srm_src_inquiry_deadline_ix').on(t.status, t.quoteDeadline),
  ],
);

/** Inquiry lines: a material of base data or a free-text item. Scope: the line's category. */
export const inquiryLines = pgTable(
  'srm_src_inquiry_line',
  {
    id: idColumn(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    materialId: integer('material_id'),
    itemName: varchar('item_name', { length: 240 }).notNull(),
    specification: varchar('specification', { length: 500 }),
    categoryId: integer('category_id').notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 4 }).notNull(),
    /** Lookup BASE_UOM. */
    uomCode: varchar('uom_code', { length: 16 }).notNull(),
    needByDate: date('need_by_date', { mode: 'string' }).notNull(),
    /** Drawings and other attachments of the item (comma-separated file ids). */
    fileIds: varchar('file_ids', { length: 1000 }),
    remark: varchar('remark', { length: 500 }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_src_inquiry_line_number_uq').on(t.inquiryId, t.lineNumber),
    index('srm_src_inquiry_line_category_ix').on(t.categoryId),
  ],
);

/**
 * The suppliers taking part: invited by the buyer, or signed up to a public inquiry. `lastRound` is the
 * latest round it is asked to quote in (a bargaining round goes to chosen suppliers only).
 */
export const inquirySuppliers = pgTable(
  'srm_src_inquiry_supplier',
  {
    id: idColumn(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id').notNull(),
    /** INVITED or SIGNED_UP. */
    source: varchar('source', { length: 16 }).notNull(),
    invitedRound: integer('invited_round').notNull().default(1),
    lastRound: integer('last_round').notNull().default(1),
    /** INVITED, QUOTED (kept by the quote calls) or DECLINED. */
    responseStatus: varchar('response_status', { length: 16 }).notNull().default('INVITED'),
    declineReason: varchar('decline_reason', { length: 1000 }),
    /** When a user of the supplier first opened the inquiry. */
    viewedDate: timestamp('viewed_date', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_src_inquiry_supplier_uq').on(t.inquiryId, t.supplierId),
    index('srm_src_inquiry_supplier_supplier_ix').on(t.supplierId),
  ],
);

/**
 * Clarification questions of suppliers and the buyer's answers. The asker is internal: the answer goes to
 * every participant without it; the asker's users see their own questions marked "mine" only.
 */
export const clarifications = pgTable(
  'srm_src_clarification',
  {
    id: idColumn(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    askedBySupplierId: integer('asked_by_supplier_id').notNull(),
    askedByUserId: integer('asked_by_user_id'),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredBy: integer('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [index('srm_src_clarification_inquiry_ix').on(t.inquiryId, t.askedAt)],
);
