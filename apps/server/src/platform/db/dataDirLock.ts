import fs from 'node:fs';
import lockfile from 'proper-lockfile';

/**
 * Two PGlite processes on one directory silently lose rows, so the server holds a lock on
 * DATA_DIR while it runs. proper-lockfile keeps the lock fresh and treats a lock left by a
 * crashed process as stale after `stale` ms, so a killed server does not block the next start.
 */
export class DataDirLockedError extends Error {
  constructor(public readonly dataDir: string) {
    super(
      `Another SRM server is already running on the data directory ${dataDir}. ` +
        'Stop it first, or start this one with another DATA_DIR (or DATABASE_URL for PostgreSQL).',
    );
  }
}

export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { stale: 15_000, update: 5_000, lockfilePath: `${dataDir}/server.lock` });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
