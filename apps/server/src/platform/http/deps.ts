import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../db/types.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What every handler may use; built once in app.ts and handed to the modules. */
export type AppDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
};
