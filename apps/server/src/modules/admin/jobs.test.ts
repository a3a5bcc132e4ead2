import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJobOnce } from '../../platform/jobs/runner.ts';
import { jobs } from '../../platform/jobs/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const LIST = '/api/schedule/v1/concurrentProgramRestful/listByPage';
const SAVE = '/api/schedule/v1/concurrentProgramRestful/saveOrUpdate';
const RUN = '/api/schedule/v1/concurrentProgramRestful/runNow';
const RUNS = '/api/schedule/v1/schedulingErrorRestful/listByPage';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

describe('scheduled jobs', () => {
  it('lists the registered jobs with their schedule and next run, in the request language', async () => {
    const res = await t.call(LIST, {}, { certificate: admin, lang: 'EN' });
    const job = res.body.data.find((j: any) => j.jobCode === 'PLATFORM_HOUSEKEEPING');
    expect(job).toMatchObject({
      jobName: 'Remove expired sessions and codes',
      cronExpression: '17 3 * * *',
      enabledFlag: 'Y',
    });
    expect(new Date(job.nextRunAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('changes the schedule, refuses a bad cron expression and a stale version', async () => {
    const [job] = (await t.call(LIST, {}, { certificate: admin })).body.data;
    const bad = await t.call(
      SAVE,
      { jobCode: job.jobCode, cronExpression: 'every day', enabledFlag: 'Y', version: job.version },
      { certificate: admin, lang: 'EN' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toBe('Not a valid cron expression: every day');
    const ok = await t.call(
      SAVE,
      { jobCode: job.jobCode, cronExpression: '*/30 * * * *', enabledFlag: 'N', version: job.version },
      { certificate: admin },
    );
    expect(ok.body.status).toBe('S');
    const stale = await t.call(
      SAVE,
      { jobCode: job.jobCode, cronExpression: '0 * * * *', enabledFlag: 'Y', version: job.version },
      { certificate: admin, lang: 'EN' },
    );
    expect(stale.statusCode).toBe(409);
    const after = (await t.call(LIST, {}, { certificate: admin })).body.data[0];
    expect(after).toMatchObject({ cronExpression: '*/30 * * * *', enabledFlag: 'N', nextRunAt: null });
  });

  it('runs a job now and records the run in the history', async () => {
    const res = await t.call(RUN, { jobCode: 'PLATFORM_HOUSEKEEPING' }, { certificate: admin, lang: 'EN' });
    expect(res.body.status).toBe('S');
    expect(res.body.msg).toBe('The job has run');
    expect(res.body.data).toMatchObject({ status: 'SUCCESS', trigger: 'MANUAL' });
    expect(res.body.data.result).toMatch(/sessions \d+/);
    const runs = await t.call(RUNS, { searchParams: { jobCode: 'PLATFORM_HOUSEKEEPING' } }, { certificate: admin });
    expect(runs.body.data[0].durationMs).toBeGreaterThanOrEqual(0);
  });

  it('lets only one of several instances run a job at a time', async () => {
    let running = 0;
    let maxRunning = 0;
    const slow = {
      code: 'PLATFORM_HOUSEKEEPING',
      name: { CN: '慢', EN: 'slow' },
      defaultCron: '* * * * *',
      run: async () => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        await new Promise((r) => setTimeout(r, 200));
        running--;
        return 'ok';
      },
    };
    const log = { info: () => {}, error: () => {} };
    const results = await Promise.all([
      runJobOnce(t.database.db, slow, 'SCHEDULE', log),
      runJobOnce(t.database.db, slow, 'SCHEDULE', log),
    ]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(maxRunning).toBe(1);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.jobCode, 'PLATFORM_HOUSEKEEPING'));
    expect(row.lockedUntil).toBeNull();
  });

  it('is administration only', async () => {
    const buyer = await t.login('buyer');
    expect((await t.call(LIST, {}, { certificate: buyer })).statusCode).toBe(403);
    expect((await t.call(RUN, { jobCode: 'PLATFORM_HOUSEKEEPING' }, { certificate: buyer })).statusCode).toBe(403);
    const supplier = await t.login('supplier1');
    expect((await t.call(RUNS, {}, { certificate: supplier })).statusCode).toBe(403);
  });
});
