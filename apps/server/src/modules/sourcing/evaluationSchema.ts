import { index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { tenders } from './tenderSchema.ts';

/*
 * Evaluation of a tender (评标, issue 17 item 5): the experts drawn from the library (never one tied to a
 * bidder), their scoring sheets per bid and criterion of the tender's template, and the summary. The
 * committee's recommendation is on the tender header (recommendedSupplierId, recommendation).
 */

/** The experts of a tender's jury: drawn at random (DRAWN) or appointed (APPOINTED). */
export const tenderExperts = pgTable(
  'srm_src_tender_expert',
  {
    id: idColumn(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    expertId: integer('expert_id').notNull(),
    /** DRAWN or APPOINTED. */
    source: varchar('source', { length: 16 }).notNull(),
    /** The login that scores: the internal expert's own user; null for an external expert (the buyer enters). */
    userId: integer('user_id'),
    /** DRAWN, SCORING, SUBMITTED (the sheet is final), EXCUSED. */
    status: varchar('status', { length: 16 }).notNull().default('DRAWN'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_src_tender_expert_uq').on(t.tenderId, t.expertId),
    index('srm_src_tender_expert_user_ix').on(t.userId),
  ],
);

/** One expert's score for one bid on one criterion of the template. */
export const tenderScores = pgTable(
  'srm_src_tender_score',
  {
    id: idColumn(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    tenderExpertId: integer('tender_expert_id').notNull(),
    bidId: integer('bid_id').notNull(),
    criterionId: integer('criterion_id').notNull(),
    score: numeric('score', { precision: 7, scale: 2 }).notNull(),
    comment: varchar('comment', { length: 1000 }),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_src_tender_score_uq').on(t.tenderExpertId, t.bidId, t.criterionId)],
);
