import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, type Lang } from '@srm/core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, readConfig } from '../config.ts';
import { type Database, openDatabase } from '../platform/db/open.ts';
import type { ActionDef } from '../platform/http/action.ts';
import { seedDemo } from '../seed/demo.ts';
import { seedFixtureNotifications } from './fixtureNotifications.ts';
import { templateArchive, templateDatabaseName, withDatabase } from './templateDatabase.ts';

/**
 * A fresh app on a fresh database for one test file: in-memory PGlite by default, or, when
 * DATABASE_URL is set, a PostgreSQL database of its own that is created here and dropped in close(),
 * so runs never see each other's rows.
 */
export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** The app's own temporary DATA_DIR. */
  dataDir: string;
  call(
    path: string,
    body?: unknown,
    options?: {
      certificate?: string;
      lang?: Lang;
      headers?: Record<string, string>;
      /** The address of the socket the request arrives on (default 127.0.0.1). */
      remoteAddress?: string;
    },
  ): Promise<TestResponse>;
  login(userName: string, password?: string): Promise<string>;
  close(): Promise<void>;
};
export type TestResponse = {
  statusCode: number;
  body: { status: 'S' | 'E'; msg: string; data: any; page?: any };
  raw: string;
};

export async function createTestApp(
  options: { extraActions?: ActionDef[]; seed?: boolean; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  // The run's migrated and seeded template (testing/globalSetup.ts), unless the file wants an empty database.
  const seeded = options.seed !== false;
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: Database;
  let fromTemplate = false;
  if (url) {
    const name = `srm_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    const template = seeded ? templateDatabaseName() : undefined;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    await admin.end();
    fromTemplate = template !== undefined;
    database = await openDatabase({ url: withDatabase(url, name), poolSize: 4 });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // pool.end() does not wait for its sockets to close: let the backends go before forcing the drop,
      // or a client still saying goodbye receives "terminating connection" as an uncaught error.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const archive = seeded ? templateArchive() : undefined;
    fromTemplate = archive !== undefined;
    database = await openDatabase({ loadDataDir: archive });
  }
  // On a template this only finds every migration applied.
  await database.migrate();
  if (seeded && !fromTemplate && (await seedDemo(database.db))) await seedFixtureNotifications(database.db);
  // A data directory of its own (uploaded files land in it), removed in close().
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-test-'));
  const config = { ...readConfig({}), webDist: '/nonexistent', dataDir, ...options.config };
  const app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    config,
    logger: false,
    extraActions: options.extraActions,
  });
  await app.ready();

  const call: TestApp['call'] = async (path, body = {}, opts = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(opts.headers ?? {}) };
    if (opts.certificate) headers.certificate = opts.certificate;
    if (opts.lang) headers['SAAF-Language'] = opts.lang;
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers,
      remoteAddress: opts.remoteAddress,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    let parsed: TestResponse['body'];
    try {
      parsed = JSON.parse(res.body);
    } catch {
      parsed = { status: 'E', msg: res.body, data: null };
    }
    return { statusCode: res.statusCode, body: parsed, raw: res.body };
  };
  const login: TestApp['login'] = async (userName, password = DEMO_PASSWORD) => {
    const res = await call('/api/baseServer/v1/baseLoginRestful/login', { userName, password });
    if (res.body.status !== 'S') throw new Error(`login ${userName} failed: ${res.raw}`);
    return res.body.data.certificate;
  };
  return {
    app,
    database,
    dataDir,
    call,
    login,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
