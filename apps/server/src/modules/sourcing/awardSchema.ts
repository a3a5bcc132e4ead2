import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex } from '../../platform/db/search.ts';

/*
 * The award document (定标单, issue 17): property names are those of packages/core/src/documents/
 * sourcingAward.ts (the document engine reads them by name). Internal only: no supplier reads it.
 */

/**
 * Award header. Scope: organisation (the source's). Its source is an inquiry (its quotes) or a tender (its
 * opened bids): exactly one of inquiryId / tenderId, checked by the database too.
 */
export const awards = pgTable(
  'srm_src_award',
  {
    id: idColumn(),
    awardNumber: varchar('award_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    inquiryId: integer('inquiry_id'),
    tenderId: integer('tender_id'),
    orgId: integer('org_id').notNull(),
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    /** Lookup SRC_AWARD_OUTCOME: PRICE_LIBRARY / AGREEMENT / ORDER. */
    outcome: varchar('outcome', { length: 16 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    totalWithoutTax: numeric('total_without_tax', { precision: 24, scale: 2 }).notNull().default('0'),
    totalWithTax: numeric('total_with_tax', { precision: 24, scale: 2 }).notNull().default('0'),
    remark: varchar('remark', { length: 1000 }),
    fileIds: varchar('file_ids', { length: 1000 }),
    printCount: integer('print_count').notNull().default(0),
    lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
    lineCategoryIds: integer('line_category_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_src_award_award_number_grams', t.awardNumber),
    uniqueIndex('srm_src_award_number_uq').on(t.awardNumber),
    index('srm_src_award_inquiry_ix').on(t.inquiryId),
    index('srm_src_award_tender_ix').on(t.tenderId),
    index('srm_src_award_org_ix').on(t.orgId, t.status),
    check('srm_src_award_source_ck', sql`(${t.inquiryId} is null) <> (${t.tenderId} is null)`),
  ],
);

/**
 * Award lines: an inquiry line's quantity (or part of it) to one supplier at its quoted prices (inquiry
 * line + quote line + round), or a tender line's at the supplier's opened bid prices (tender line + bid
 * line) — one source per line, the header's, checked by the database too. After
 * approval, what the line became: a pricing document line (PRICE_LIBRARY), an agreement line or an
 * order line (resultDocId / resultLineId of resultType).
 */
export const awardLines = pgTable(
  'srm_src_award_line',
  {
    id: idColumn(),
    awardId: integer('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    inquiryLineId: integer('inquiry_line_id'),
    tenderLineId: integer('tender_line_id'),
    supplierId: integer('supplier_id').notNull(),
    awardedQuantity: numeric('awarded_quantity', { precision: 20, scale: 4 }).notNull(),
    categoryId: integer('category_id').notNull(),
    quoteLineId: integer('quote_line_id'),
    quoteRound: integer('quote_round'),
    bidLineId: integer('bid_line_id'),
    priceWithoutTax: numeric('price_without_tax', { precision: 20, scale: 6 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 2 }).notNull(),
    priceWithTax: numeric('price_with_tax', { precision: 20, scale: 6 }).notNull(),
    amountWithoutTax: numeric('amount_without_tax', { precision: 24, scale: 2 }).notNull(),
    amountWithTax: numeric('amount_with_tax', { precision: 24, scale: 2 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    /** PRICING / AGREEMENT / ORDER once the approval made it; the document and its line. */
    resultType: varchar('result_type', { length: 16 }),
    resultDocId: integer('result_doc_id'),
    resultLineId: integer('result_line_id'),
    resultDocNumber: varchar('result_doc_number', { length: 32 }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_src_award_line_number_uq').on(t.awardId, t.lineNumber),
    index('srm_src_award_line_inquiry_line_ix').on(t.inquiryLineId),
    index('srm_src_award_line_tender_line_ix').on(t.tenderLineId),
    check(
      'srm_src_award_line_source_ck',
      sql`(${t.inquiryLineId} is not null and ${t.quoteLineId} is not null and ${t.quoteRound} is not null and ${t.tenderLineId} is null and ${t.bidLineId} is null) or (${t.tenderLineId} is not null and ${t.bidLineId} is not null and ${t.inquiryLineId} is null and ${t.quoteLineId} is null and ${t.quoteRound} is null)`,
    ),
  ],
);
