import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../db/columns.ts';

/**
 * Scheduled jobs (concurrentPrograms): a job is code the platform registers; the row holds what an
 * administrator sets (cron, enabled) and the lock that lets exactly one instance run it at a time.
 */
export const jobs = pgTable(
  'base_job',
  {
    id: idColumn(),
    jobCode: varchar('job_code', { length: 64 }).notNull(),
    cronExpression: varchar('cron_expression', { length: 64 }).notNull(),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: varchar('locked_by', { length: 64 }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastStatus: varchar('last_status', { length: 16 }),
    ...whoColumns,
  },
  (t) => [uniqueIndex('base_job_code_uq').on(t.jobCode)],
);

/** One row per run: when, how long, by which instance, and the error when it failed (schedulingError). */
export const jobRuns = pgTable(
  'base_job_run',
  {
    id: idColumn(),
    jobCode: varchar('job_code', { length: 64 }).notNull(),
    trigger: varchar('trigger', { length: 16 }).notNull(), // SCHEDULE | MANUAL
    instance: varchar('instance', { length: 64 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    status: varchar('status', { length: 16 }).notNull(), // RUNNING | SUCCESS | FAILED
    result: text('result'),
    error: text('error'),
  },
  (t) => [index('base_job_run_code_ix').on(t.jobCode, t.startedAt)],
);
