import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../platform/db/open.ts';
import { seedDemo } from '../seed/demo.ts';
import { seedFixtureNotifications } from './fixtureNotifications.ts';

/*
 * The migrated and seeded database every server test file starts from. Migrating and seeding took most of
 * a minute per file on a loaded machine; the test run does it once (vitest globalSetup) and each file's
 * createTestApp then starts on a copy: PGlite from an archive of the template, PostgreSQL with
 * `CREATE DATABASE … TEMPLATE`. A file still gets a database of its own; no file sees another's rows.
 */

/** Where the template is, for createTestApp (environment variables reach the test workers). */
const ARCHIVE_ENV = 'SRM_TEST_TEMPLATE_ARCHIVE';
const DATABASE_ENV = 'SRM_TEST_TEMPLATE_DATABASE';

/** Builds the template for this run; answers its removal. */
export async function prepareTemplateDatabase(): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `srm_template_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const database = await openDatabase({ url: withDatabase(url, name), poolSize: 2 });
    await database.migrate();
    await seedDemo(database.db);
    await seedFixtureNotifications(database.db);
    await database.close();
    process.env[DATABASE_ENV] = name;
    return () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db);
  await seedFixtureNotifications(database.db);
  const archive = await database.dumpDataDir!();
  await database.close();
  const file = path.join(os.tmpdir(), `srm-test-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  process.env[ARCHIVE_ENV] = file;
  return async () => fs.rmSync(file, { force: true });
}

/** The PGlite template archive of this run, if one was prepared. */
export function templateArchive(): Blob | undefined {
  const file = process.env[ARCHIVE_ENV];
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** The PostgreSQL template database of this run, if one was prepared. */
export const templateDatabaseName = (): string | undefined => process.env[DATABASE_ENV];

/** The URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
