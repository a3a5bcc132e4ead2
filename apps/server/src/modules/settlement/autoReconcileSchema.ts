import { date, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';

/*
 * Auto-reconcile rules (自动对账规则, issue 18 item 2; the declaration is packages/core/src/masters/
 * autoReconcileRule.ts). The statements a rule built name it (srm_settle_statement.rule_id), and a unique
 * index there on (rule, supplier, period start) keeps a rule from building two for one supplier and period,
 * even when two runs meet.
 */
export const reconcileRules = pgTable(
  'srm_settle_reconcile_rule',
  {
    id: idColumn(),
    ruleCode: varchar('rule_code', { length: 64 }).notNull(),
    ruleName: varchar('rule_name', { length: 128 }).notNull(),
    ruleNameEn: varchar('rule_name_en', { length: 128 }),
    orgId: integer('org_id').notNull(),
    /** Empty: every supplier with open lines in the organisation. */
    supplierId: integer('supplier_id'),
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    paymentTermId: integer('payment_term_id'),
    /** MONTH or HALF_MONTH (lookup SET_RECONCILE_PERIOD). */
    periodType: varchar('period_type', { length: 16 }).notNull(),
    /** STANDARD, TWO_SIDED or SELF_OPERATED (lookup SET_STATEMENT_VARIANT): the statements' variant. */
    variant: varchar('variant', { length: 16 }).notNull(),
    sendAtOnce: varchar('send_at_once', { length: 1 }).notNull().default('N'),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    /** The end of the last period a run built: the next run starts the day after. */
    lastPeriodTo: date('last_period_to', { mode: 'string' }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** What the last run did, in Chinese and English ("3 statements built, 2 suppliers had nothing…"). */
    lastRunSummary: varchar('last_run_summary', { length: 1000 }),
    lastRunSummaryEn: varchar('last_run_summary_en', { length: 1000 }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_settle_reconcile_rule_code_uq').on(t.ruleCode),
    // The job's walk: the enabled rules.
    index('srm_settle_reconcile_rule_enabled_ix').on(t.enabledFlag, t.id),
  ],
);
