import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex } from '../../platform/db/search.ts';

/*
 * The lifecycle documents that qualify a supplier (issue 7 item 5): inspection plans, on-site
 * inspections, sample trials, batch trials and daily management records, and the history of the
 * supplier's status changes they cause. Property names are those of the declarations in
 * packages/core/src/documents/supplier*.ts: the document engine reads and writes them by name.
 */

const printColumns = {
  printCount: integer('print_count').notNull().default(0),
  lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
};

/** Inspection plan (考察计划): who inspects which supplier for which category, when. Scope: the category. */
export const inspectionPlans = pgTable(
  'srm_slc_inspection_plan',
  {
    id: idColumn(),
    inspectionPlanNumber: varchar('inspection_plan_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    supplierId: integer('supplier_id').notNull(),
    categoryId: integer('category_id').notNull(),
    plannedDate: date('planned_date', { mode: 'string' }).notNull(),
    /** Lookup SLC_INSPECTION_TEMPLATE: which set of inspection items the on-site inspection scores. */
    templateCode: varchar('template_code', { length: 32 }).notNull(),
    /** The supplier's sites taking part in inspection (inspectFlag Y) when the plan was saved, by name. */
    inspectSites: varchar('inspect_sites', { length: 1000 }),
    purpose: varchar('purpose', { length: 1000 }),
    fileIds: varchar('file_ids', { length: 1000 }),
    ...printColumns,
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_slc_inspection_plan_inspection_plan_number_grams', t.inspectionPlanNumber),
    uniqueIndex('srm_slc_inspection_plan_number_uq').on(t.inspectionPlanNumber),
    index('srm_slc_inspection_plan_supplier_ix').on(t.supplierId, t.status),
  ],
);

/** The inspection team of a plan: one person per line. */
export const inspectionPlanMembers = pgTable(
  'srm_slc_inspection_plan_member',
  {
    id: idColumn(),
    inspectionPlanId: integer('inspection_plan_id')
      .notNull()
      .references(() => inspectionPlans.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    /** A person (base_person). */
    personId: integer('person_id').notNull(),
    teamRole: varchar('team_role', { length: 64 }),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_slc_inspection_plan_member_uq').on(t.inspectionPlanId, t.lineNumber)],
);

/**
 * On-site inspection (现场考察) against an approved plan: per-item scores, findings, a conclusion. The
 * supplier and category are the plan's (copied when saved). A passed one, approved, qualifies the supplier.
 */
export const inspections = pgTable(
  'srm_slc_inspection',
  {
    id: idColumn(),
    inspectionNumber: varchar('inspection_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    inspectionPlanId: integer('inspection_plan_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    categoryId: integer('category_id').notNull(),
    inspectionDate: date('inspection_date', { mode: 'string' }).notNull(),
    /** The average of the item scores, computed by the server. */
    totalScore: numeric('total_score', { precision: 5, scale: 2 }),
    /** Lookup SLC_TRIAL_CONCLUSION: PASS or FAIL. */
    conclusion: varchar('conclusion', { length: 16 }).notNull(),
    findings: varchar('findings', { length: 2000 }),
    fileIds: varchar('file_ids', { length: 1000 }),
    ...printColumns,
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_slc_inspection_inspection_number_grams', t.inspectionNumber),
    uniqueIndex('srm_slc_inspection_number_uq').on(t.inspectionNumber),
    index('srm_slc_inspection_supplier_ix').on(t.supplierId, t.status),
    index('srm_slc_inspection_plan_ix').on(t.inspectionPlanId),
  ],
);

/** The scores of an on-site inspection, one per inspection item. */
export const inspectionScores = pgTable(
  'srm_slc_inspection_score',
  {
    id: idColumn(),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    /** Lookup SLC_INSPECTION_ITEM. */
    itemCode: varchar('item_code', { length: 32 }).notNull(),
    score: numeric('score', { precision: 5, scale: 2 }).notNull(),
    finding: varchar('finding', { length: 500 }),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_slc_inspection_score_uq').on(t.inspectionId, t.lineNumber)],
);

const trialColumns = {
  status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
  supplierId: integer('supplier_id').notNull(),
  categoryId: integer('category_id').notNull(),
  materialId: integer('material_id'),
  trialDate: date('trial_date', { mode: 'string' }).notNull(),
  sampleQuantity: numeric('sample_quantity', { precision: 20, scale: 4 }).notNull(),
  results: varchar('results', { length: 2000 }),
  /** Lookup SLC_TRIAL_CONCLUSION: PASS or FAIL. */
  conclusion: varchar('conclusion', { length: 16 }).notNull(),
  fileIds: varchar('file_ids', { length: 1000 }),
  ...printColumns,
  ...whoColumns,
};

/** Sample trial (样件试制) of a supplier's material or category. */
export const sampleTrials = pgTable(
  'srm_slc_sample_trial',
  { id: idColumn(), sampleTrialNumber: varchar('sample_trial_number', { length: 32 }).notNull(), ...trialColumns },
  (t) => [
    gramIndex('srm_slc_sample_trial_sample_trial_number_grams', t.sampleTrialNumber),
    uniqueIndex('srm_slc_sample_trial_number_uq').on(t.sampleTrialNumber),
    index('srm_slc_sample_trial_supplier_ix').on(t.supplierId, t.status),
  ],
);

/** Batch trial (小批量试制): a sample trial's shape plus the batch quantity. A passed one, approved, approves the supplier for the category. */
export const batchTrials = pgTable(
  'srm_slc_batch_trial',
  {
    id: idColumn(),
    batchTrialNumber: varchar('batch_trial_number', { length: 32 }).notNull(),
    batchQuantity: numeric('batch_quantity', { precision: 20, scale: 4 }).notNull(),
    ...trialColumns,
  },
  (t) => [
    gramIndex('srm_slc_batch_trial_batch_trial_number_grams', t.batchTrialNumber),
    uniqueIndex('srm_slc_batch_trial_number_uq').on(t.batchTrialNumber),
    index('srm_slc_batch_trial_supplier_ix').on(t.supplierId, t.status),
  ],
);

/** Daily management record (日常管理): a dated note about a supplier; no approval. */
export const dailyRecords = pgTable(
  'srm_slc_daily_record',
  {
    id: idColumn(),
    dailyRecordNumber: varchar('daily_record_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    supplierId: integer('supplier_id').notNull(),
    recordDate: date('record_date', { mode: 'string' }).notNull(),
    /** Lookup SLC_DAILY_RECORD_TYPE. */
    recordType: varchar('record_type', { length: 32 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull(),
    fileIds: varchar('file_ids', { length: 1000 }),
    ...printColumns,
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_slc_daily_record_daily_record_number_grams', t.dailyRecordNumber),
    uniqueIndex('srm_slc_daily_record_number_uq').on(t.dailyRecordNumber),
    index('srm_slc_daily_record_supplier_ix').on(t.supplierId, t.recordDate),
  ],
);

/**
 * Every change of a supplier's status (categoryId null) or of its status for one category, with the
 * document that caused it and who approved it. Written only by supplier/lifecycle/transitions.ts.
 */
export const supplierStatusHistory = pgTable(
  'srm_slc_status_history',
  {
    id: idColumn(),
    supplierId: integer('supplier_id').notNull(),
    categoryId: integer('category_id'),
    fromStatus: varchar('from_status', { length: 32 }),
    toStatus: varchar('to_status', { length: 32 }).notNull(),
    billType: varchar('bill_type', { length: 64 }).notNull(),
    docId: integer('doc_id').notNull(),
    docNumber: varchar('doc_number', { length: 64 }),
    changedBy: integer('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('srm_slc_status_history_supplier_ix').on(t.supplierId, t.changedAt)],
);
