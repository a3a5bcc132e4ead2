import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';

/*
 * Quotes of an inquiry (issue 17, notes/sourcing.md): one quote per supplier and round, its lines per
 * inquiry line, every submission kept, and the bargaining rounds the buyer started. Inquiry ids point at
 * srm_src_inquiry / srm_src_inquiry_line (inquirySchema.ts); prices are numeric (decimal strings).
 */

/** A supplier's quote for one round: its working copy (DRAFT) or its latest submission (SUBMITTED). */
export const quotes = pgTable(
  'srm_src_quote',
  {
    id: idColumn(),
    inquiryId: integer('inquiry_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    round: integer('round').notNull(),
    /** DRAFT (the supplier's own, nobody else reads it) / SUBMITTED. */
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    /** Which price the supplier typed: WITHOUT_TAX (the other is computed) or WITH_TAX. */
    priceBasis: varchar('price_basis', { length: 16 }).notNull().default('WITHOUT_TAX'),
    /** The database clock when the latest submission was taken. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** sha256 of the latest submission's canonical text (the supplier's receipt). */
    receiptHash: varchar('receipt_hash', { length: 64 }),
    /** How many times it was submitted in this round (a resubmission replaces the previous one). */
    submitCount: integer('submit_count').notNull().default(0),
    validUntil: date('valid_until', { mode: 'string' }),
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    totalWithoutTax: numeric('total_without_tax', { precision: 24, scale: 2 }).notNull().default('0'),
    totalWithTax: numeric('total_with_tax', { precision: 24, scale: 2 }).notNull().default('0'),
    remark: varchar('remark', { length: 1000 }),
    fileIds: varchar('file_ids', { length: 1000 }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_src_quote_uq').on(t.inquiryId, t.supplierId, t.round),
    index('srm_src_quote_supplier_ix').on(t.supplierId, t.inquiryId),
  ],
);

/** A quote's line for one inquiry line: priced, or explicitly not quoted (noQuote 'Y'). */
export const quoteLines = pgTable(
  'srm_src_quote_line',
  {
    id: idColumn(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    inquiryLineId: integer('inquiry_line_id').notNull(),
    /** 'Y': the supplier does not quote this line (its prices are null). */
    noQuote: varchar('no_quote', { length: 1 }).notNull().default('N'),
    priceWithoutTax: numeric('price_without_tax', { precision: 20, scale: 6 }),
    /** Percent, 13 for 13 %. */
    taxRate: numeric('tax_rate', { precision: 6, scale: 2 }),
    priceWithTax: numeric('price_with_tax', { precision: 20, scale: 6 }),
    leadTimeDays: integer('lead_time_days'),
    remark: varchar('remark', { length: 500 }),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_src_quote_line_uq').on(t.quoteId, t.inquiryLineId)],
);

/**
 * Every submission of a quote, as submitted (header and lines in `content`, the text `receiptHash` was
 * computed on): the history a resubmission leaves behind. Append-only.
 */
export const quoteSubmissions = pgTable(
  'srm_src_quote_submission',
  {
    id: idColumn(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    inquiryId: integer('inquiry_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    round: integer('round').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    receiptHash: varchar('receipt_hash', { length: 64 }).notNull(),
    /** The canonical JSON text hashed. */
    content: text('content').notNull(),
    submittedBy: integer('submitted_by'),
  },
  (t) => [index('srm_src_quote_submission_quote_ix').on(t.quoteId, t.id)],
);

/**
 * The rounds of an inquiry once bargaining starts: the round left (its deadline, who was asked) and each
 * bargaining round the buyer started (its deadline, note to the suppliers and who takes part).
 */
export const inquiryRounds = pgTable(
  'srm_src_inquiry_round',
  {
    id: idColumn(),
    inquiryId: integer('inquiry_id').notNull(),
    round: integer('round').notNull(),
    quoteDeadline: timestamp('quote_deadline', { withTimezone: true }).notNull(),
    /** Shown to the suppliers of the round. */
    note: varchar('note', { length: 1000 }),
    supplierIds: jsonb('supplier_ids').$type<number[]>().notNull().default([]),
    /** When the previous round was closed (the database clock at the start of this one). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_src_inquiry_round_uq').on(t.inquiryId, t.round)],
);
