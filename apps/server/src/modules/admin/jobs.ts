import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { menu, resource } from '../../platform/access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { nextRunOf, runJobOnce } from '../../platform/jobs/runner.ts';
import { jobRuns, jobs } from '../../platform/jobs/schema.ts';

/** Scheduled jobs (concurrentPrograms) and their run history (schedulingError), spec §2. */
const jobCode = z.string().trim().min(1).max(64);

const listJobs = defineAction({
  server: 'schedule',
  entity: 'concurrentProgram',
  action: 'listByPage',
  summary: 'Registered scheduled jobs with their schedule, next run and last result',
  auth: menu('SYS_JOBS'),
  body: z
    .object({ ...pagingSchema })
    .optional()
    .default({ pageIndex: 1, pageRows: 20 }),
  handler: async ({ deps, lang }) => {
    const rows = await deps.db.select().from(jobs).orderBy(jobs.jobCode);
    const data = rows
      .filter((row) => deps.jobs.get(row.jobCode))
      .map((row) => {
        const job = deps.jobs.get(row.jobCode)!;
        return {
          id: row.id,
          jobCode: row.jobCode,
          jobName: job.name[lang],
          cronExpression: row.cronExpression,
          enabledFlag: row.enabledFlag,
          nextRunAt: row.enabledFlag === 'Y' ? nextRunOf(row.cronExpression) : null,
          lastRunAt: row.lastRunAt,
          lastStatus: row.lastStatus,
          running: row.lockedUntil != null && row.lockedUntil > new Date(),
          version: row.version,
        };
      });
    return { data, page: pageInfo({ count: data.length, capped: false }, 1, Math.max(data.length, 1)) };
  },
});

const saveJob = defineAction({
  server: 'schedule',
  entity: 'concurrentProgram',
  action: 'saveOrUpdate',
  summary: 'Change the cron expression or the enabled flag of a job',
  auth: resource('btnJobEdit'),
  mutates: true,
  body: z.object({
    jobCode,
    cronExpression: z.string().trim().min(1).max(64),
    enabledFlag: z.enum(['Y', 'N']),
    version: z.number().int(),
  }),
  handler: async ({ deps, body, user }) => {
    if (!deps.jobs.get(body.jobCode)) throw new AppError(404, 'error.notFound');
    if (!nextRunOf(body.cronExpression)) throw new AppError(400, 'job.badCron', { cron: body.cronExpression });
    const updated = await deps.db
      .update(jobs)
      .set({
        cronExpression: body.cronExpression,
        enabledFlag: body.enabledFlag,
        version: body.version + 1,
        lastUpdatedBy: user!.userId,
        lastUpdateDate: new Date(),
      })
      .where(and(eq(jobs.jobCode, body.jobCode), eq(jobs.version, body.version)))
      .returning({ id: jobs.id });
    if (updated.length === 0) throw new AppError(409, 'error.staleVersion');
    return { msg: 'ok.saved' };
  },
});

const runNow = defineAction({
  server: 'schedule',
  entity: 'concurrentProgram',
  action: 'runNow',
  summary: 'Run a job at once (refused while another instance runs it)',
  auth: resource('btnJobRun'),
  mutates: true,
  body: z.object({ jobCode }),
  handler: async ({ deps, body }) => {
    const job = deps.jobs.get(body.jobCode);
    if (!job) throw new AppError(404, 'error.notFound');
    const run = await runJobOnce(deps.db, job, 'MANUAL', deps.log);
    if (!run) throw new AppError(409, 'job.alreadyRunning');
    if (run.status === 'FAILED') throw new AppError(422, 'job.failed', { error: run.error ?? '' }, run);
    return { data: run, msg: 'job.done' };
  },
});

const listRuns = defineAction({
  server: 'schedule',
  entity: 'schedulingError',
  action: 'listByPage',
  summary: 'Run history of scheduled jobs: when, how long, which instance, result or error',
  auth: menu('SYS_JOBS'),
  body: z.object({
    searchParams: z
      .object({ jobCode: z.string().max(64).optional(), status: z.enum(['RUNNING', 'SUCCESS', 'FAILED']).optional() })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const c: SQL[] = [];
    if (body.searchParams.jobCode) c.push(eq(jobRuns.jobCode, body.searchParams.jobCode));
    if (body.searchParams.status) c.push(eq(jobRuns.status, body.searchParams.status));
    const where = c.length ? and(...c) : undefined;
    const [data, total] = await Promise.all([
      deps.db
        .select()
        .from(jobRuns)
        .where(where)
        .orderBy(desc(jobRuns.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, jobRuns, where, body),
    ]);
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

export const jobActions = [listJobs, saveJob, runNow, listRuns];
