import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../db/types.ts';
import type { JobRegistry } from '../jobs/registry.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { WorkflowService } from '../workflow/contract.ts';

/** What every handler may use; built once in app.ts and handed to the modules. */
export type AppDeps = {
  db: Db;
  /** Which engine `db` runs on (shown on the data-source page; some statements differ). */
  dbKind: 'pglite' | 'postgres';
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Scheduled jobs declared in code; main.ts starts the scheduler over them. */
  jobs: JobRegistry;
  /** Approvals: started, advanced and withdrawn by the document engine (platform/workflow/contract.ts). */
  workflow: WorkflowService;
  /** Pushes events to open browsers over /srm-ws; writes use publishAfterCommit() (platform/realtime). */
  realtime: RealtimeHub;
};
