import { DEMO_PASSWORD } from '@srm/core';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './platform/db/dataDirLock.ts';
import { openDatabase } from './platform/db/open.ts';
import { startScheduler } from './platform/jobs/runner.ts';
import { DEMO_USERS, seedDemo } from './seed/demo.ts';
import { seedDemoStory } from './seed/demoStory.ts';

/** Starts the platform: lock the data directory, open and migrate the database, seed, listen. */
async function main() {
  const config = readConfig();
  let unlock: (() => Promise<void>) | undefined;
  if (!config.databaseUrl) {
    try {
      unlock = await lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`\n✖ ${error.message}\n`);
        process.exit(1);
      }
      throw error;
    }
  }
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  await database.migrate();
  const seeded = config.seedDemo ? await seedDemo(database.db) : false;
  const app = await buildApp({ db: database.db, dbKind: database.kind, config });
  // The demo's work in flight is made through the app's own calls, so it needs the app (seed/demoStory.ts).
  if (seeded) await seedDemoStory(app);

  let scheduler: { stop(): void } | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      scheduler?.stop();
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close();
      await unlock?.();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  scheduler = startScheduler(database.db, app.deps.jobs, app.log);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  SRM platform is running at http://localhost:${config.port}/`,
    `  Database: ${where}${seeded ? ' — demo data loaded' : ''}`,
    `  API reference: http://localhost:${config.port}/api/docs`,
    config.smtpUrl
      ? '  Mail: sent through SMTP_URL (every mail is also in System → Mail outbox)'
      : '  Mail: SMTP_URL is not set — mails are only RECORDED, never sent; read them as admin in System → Mail outbox',
    '',
    `  Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map((u) => `    ${u.userName.padEnd(10)} ${u.role}`),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
