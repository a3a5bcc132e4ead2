import { date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';

/*
 * Late-delivery penalties (延期交货罚款, issue 18 item 3): the rules the buyer keeps (a master list,
 * packages/core/src/masters/penaltyRule.ts) and the late receipt lines each proposed deduction charges
 * (penalties.ts). A receipt line is charged at most once: its penalty line is unique per supply line.
 */

/** 延期交货罚款规则: for an organisation, optionally one supplier and/or one purchase category. */
export const penaltyRules = pgTable(
  'srm_settle_penalty_rule',
  {
    id: idColumn(),
    ruleCode: varchar('rule_code', { length: 64 }).notNull(),
    ruleName: varchar('rule_name', { length: 128 }).notNull(),
    ruleNameEn: varchar('rule_name_en', { length: 128 }),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id'),
    categoryId: integer('category_id'),
    /** Days late not charged. */
    graceDays: integer('grace_days').notNull().default(0),
    /** Percent of the late quantity's amount with tax charged per day beyond the grace (0.5 = 0.5 %). */
    ratePerDay: numeric('rate_per_day', { precision: 8, scale: 4 }).notNull(),
    /** The most charged, in percent of that same amount. */
    capPercent: numeric('cap_percent', { precision: 6, scale: 2 }).notNull(),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_settle_penalty_rule_code_uq').on(t.ruleCode),
    index('srm_settle_penalty_rule_org_ix').on(t.orgId, t.enabledFlag),
  ],
);

/** One late receipt line on a proposed late-delivery deduction: what it was charged and why. */
export const penaltyLines = pgTable(
  'srm_settle_penalty_line',
  {
    id: idColumn(),
    deductionId: integer('deduction_id').notNull(),
    /** The supply line (a receipt line's accepted quantity) charged. */
    supplyId: integer('supply_id').notNull(),
    ruleId: integer('rule_id').notNull(),
    deliveryNoteId: integer('delivery_note_id'),
    orderId: integer('order_id'),
    orderLineId: integer('order_line_id'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    daysLate: integer('days_late').notNull(),
    chargedDays: integer('charged_days').notNull(),
    lateQuantity: numeric('late_quantity', { precision: 20, scale: 4 }).notNull(),
    /** The late quantity's amount with tax (the supply line's). */
    baseAmount: numeric('base_amount', { precision: 24, scale: 4 }).notNull(),
    ratePerDay: numeric('rate_per_day', { precision: 8, scale: 4 }).notNull(),
    capPercent: numeric('cap_percent', { precision: 6, scale: 2 }).notNull(),
    penalty: numeric('penalty', { precision: 24, scale: 4 }).notNull(),
    ...whoColumns,
  },
  (t) => [
    // Never charged twice, whatever period or supplier a later computation covers (a void deduction waives it).
    uniqueIndex('srm_settle_penalty_line_supply_uq').on(t.supplyId),
    index('srm_settle_penalty_line_deduction_ix').on(t.deductionId, t.id),
  ],
);
