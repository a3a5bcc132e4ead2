import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/platform/db/open.ts';
import { BENCH_TMP } from './report.ts';

export type BenchDatabase = {
  database: Database;
  kind: 'postgres' | 'pglite';
  /** The URL of the benchmark's own database (PostgreSQL only), for a baseline's own pool. */
  url?: string;
  /** Where it lives, for the printout. */
  where: string;
  /** Closes it and drops the database / removes the directory. Safe to call twice. */
  close(): Promise<void>;
};

/**
 * A database of the benchmark's own: with DATABASE_URL, `CREATE DATABASE srm_bench_<random>` on that
 * server (dropped WITH (FORCE) in close()); otherwise PGlite in a fresh directory under bench/.tmp
 * (removed in close()). Nothing a benchmark writes survives it.
 */
export async function openBenchDatabase(options: { poolSize?: number } = {}): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const suffix = `${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  if (serverUrl) {
    const name = `srm_bench_${suffix}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    let database: Database;
    try {
      database = await openDatabase({ url: url.toString(), poolSize: options.poolSize });
    } catch (error) {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      throw error;
    }
    // DROP … WITH (FORCE) terminates backends a closing pool may still hold: not an error here.
    (database.db as any).$client.on('error', () => {});
    let closed = false;
    return {
      database,
      kind: 'postgres',
      url: url.toString(),
      where: `PostgreSQL ${url.host}, database ${name}`,
      close: async () => {
        if (closed) return;
        closed = true;
        await database.close().catch(() => {});
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dir = path.join(BENCH_TMP, `pglite_${suffix}`);
  fs.mkdirSync(dir, { recursive: true });
  let database: Database;
  try {
    database = await openDatabase({ dataDir: dir });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let closed = false;
  return {
    database,
    kind: 'pglite',
    where: `PGlite in ${path.relative(process.cwd(), dir) || dir}`,
    close: async () => {
      if (closed) return;
      closed = true;
      await database.close().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Cleanups to run on the way out, also on Ctrl-C / SIGTERM, newest first; each runs once.
 * A benchmark registers what it opens right after opening it and calls `runCleanups()` in `finally`.
 */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
export const onCleanup = (fn: () => Promise<unknown> | unknown) => cleanups.push(fn);
let running: Promise<void> | undefined;
/** Runs the registered cleanups; concurrent calls (a failing run and Ctrl-C) share one pass. */
export function runCleanups(): Promise<void> {
  running ??= (async () => {
    while (cleanups.length > 0) {
      const fn = cleanups.pop()!;
      try {
        await fn();
      } catch (error) {
        console.error('cleanup failed:', error);
      }
    }
  })().finally(() => {
    running = undefined;
  });
  return running;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void runCleanups().finally(() => process.exit(130));
  });
}
