import type { Db } from '../db/types.ts';

/** What a job may use when it runs. */
export type JobContext = {
  db: Db;
  log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
};

export type JobDefinition = {
  code: string;
  name: { CN: string; EN: string };
  /** The schedule a new installation starts with; administrators change it per job. */
  defaultCron: string;
  /** Returns a short summary for the history, e.g. "deleted 12 rows". */
  run(ctx: JobContext): Promise<string | undefined>;
};

/** Jobs are code: modules and the platform declare them here at start; the table holds their settings. */
export class JobRegistry {
  private readonly byCode = new Map<string, JobDefinition>();

  register(job: JobDefinition): void {
    if (this.byCode.has(job.code)) throw new Error(`job ${job.code} registered twice`);
    this.byCode.set(job.code, job);
  }

  get(code: string): JobDefinition | undefined {
    return this.byCode.get(code);
  }

  all(): JobDefinition[] {
    return [...this.byCode.values()];
  }
}
