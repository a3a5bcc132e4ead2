import crypto from 'node:crypto';
import os from 'node:os';
import { Cron } from 'croner';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/types.ts';
import type { JobContext, JobDefinition, JobRegistry } from './registry.ts';
import { jobRuns, jobs } from './schema.ts';

/** Longest a run may hold its lock; a crashed instance's lock expires after this. */
const LOCK_MINUTES = 30;

/** This process, as named in the history and the lock. */
export const INSTANCE_ID = `${os.hostname()}:${process.pid}:${crypto.randomBytes(2).toString('hex')}`;

/** Is this a cron expression croner understands? Returns the next run time, or null. */
export function nextRunOf(cronExpression: string): Date | null {
  try {
    return new Cron(cronExpression, { paused: true }).nextRun();
  } catch {
    return null;
  }
}

/** Creates the settings row of every registered job that has none yet (first start, or a new job). */
export async function ensureJobRows(db: Db, registry: JobRegistry): Promise<void> {
  for (const job of registry.all()) {
    await db.insert(jobs).values({ jobCode: job.code, cronExpression: job.defaultCron }).onConflictDoNothing();
  }
}

/**
 * Runs a job once if no other instance holds it: the lock is one conditional UPDATE, so when several
 * servers share the database exactly one of them wins each tick. Returns the run row, or null when
 * another instance was running it.
 */
export async function runJobOnce(db: Db, job: JobDefinition, trigger: 'SCHEDULE' | 'MANUAL', log: JobContext['log']) {
  const now = new Date();
  const claimed = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + LOCK_MINUTES * 60_000), lockedBy: INSTANCE_ID })
    .where(and(eq(jobs.jobCode, job.code), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now))))
    .returning({ id: jobs.id });
  if (claimed.length === 0) return null;
  const [run] = await db
    .insert(jobRuns)
    .values({ jobCode: job.code, trigger, instance: INSTANCE_ID, status: 'RUNNING' })
    .returning();
  const started = Date.now();
  let status = 'SUCCESS';
  let result: string | undefined;
  let error: string | undefined;
  try {
    result = await job.run({ db, log });
  } catch (e) {
    status = 'FAILED';
    error = e instanceof Error ? e.message : String(e);
    log.error({ job: job.code, err: e }, 'job failed');
  }
  const finishedAt = new Date();
  const [done] = await db
    .update(jobRuns)
    .set({ finishedAt, durationMs: Date.now() - started, status, result: result ?? null, error: error ?? null })
    .where(eq(jobRuns.id, run.id))
    .returning();
  await db
    .update(jobs)
    .set({ lockedUntil: null, lockedBy: null, lastRunAt: finishedAt, lastStatus: status })
    .where(eq(jobs.jobCode, job.code));
  return done;
}

/**
 * A run made outside the scheduler — a user's "run now" of one part of a job (one auto-reconcile rule) — kept
 * in the job's history beside the scheduled runs, with what it did.
 */
export async function recordRun(
  db: Db,
  run: { jobCode: string; startedAt: Date; status: 'SUCCESS' | 'FAILED'; result: string | null; error?: string },
): Promise<void> {
  const finishedAt = new Date();
  await db.insert(jobRuns).values({
    jobCode: run.jobCode,
    trigger: 'MANUAL',
    instance: INSTANCE_ID,
    startedAt: run.startedAt,
    finishedAt,
    durationMs: finishedAt.getTime() - run.startedAt.getTime(),
    status: run.status,
    result: run.result,
    error: run.error ?? null,
  });
}

/**
 * Schedules every enabled job with croner and re-reads the settings each minute, so an administrator's
 * change (cron, enabled flag) takes effect without a restart.
 */
export function startScheduler(db: Db, registry: JobRegistry, log: JobContext['log']): { stop(): void } {
  const scheduled = new Map<string, { cron: Cron; expression: string }>();
  const sync = async () => {
    const rows = await db.select().from(jobs);
    for (const row of rows) {
      const job = registry.get(row.jobCode);
      const current = scheduled.get(row.jobCode);
      const wanted = job && row.enabledFlag === 'Y' && nextRunOf(row.cronExpression) ? row.cronExpression : null;
      if (current && current.expression !== wanted) {
        current.cron.stop();
        scheduled.delete(row.jobCode);
      }
      if (job && wanted && !scheduled.has(row.jobCode)) {
        const cron = new Cron(wanted, { protect: true }, () =>
          runJobOnce(db, job, 'SCHEDULE', log).then(() => undefined),
        );
        scheduled.set(row.jobCode, { cron, expression: wanted });
      }
    }
  };
  const syncSafely = () => sync().catch((err) => log.error({ err }, 'job scheduler sync failed'));
  void syncSafely();
  const timer = setInterval(syncSafely, 60_000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      for (const { cron } of scheduled.values()) cron.stop();
      scheduled.clear();
    },
  };
}
