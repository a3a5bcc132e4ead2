import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * Two PGlite processes on one directory silently lose rows, so the server holds a lock on
 * DATA_DIR while it runs. proper-lockfile keeps the lock fresh and treats a lock nobody refreshed for
 * `stale` ms as abandoned. That alone made a restart after kill -9 fail for up to 15 s, so the lock
 * also records its owner (pid and host): a lock whose process no longer runs on this host is taken
 * over at once. A lock from another host (a shared disk) is left to the staleness rule.
 */
export class DataDirLockedError extends Error {
  constructor(public readonly dataDir: string) {
    super(
      `Another SRM server is already running on the data directory ${dataDir}. ` +
        'Stop it first, or start this one with another DATA_DIR (or DATABASE_URL for PostgreSQL).',
    );
  }
}

type Owner = { pid: number; host: string };

const lockPath = (dataDir: string) => path.join(dataDir, 'server.lock');
/** Beside the lock (proper-lockfile's lock is a directory it removes with rmdir, so it must stay empty). */
const ownerFile = (dataDir: string) => path.join(dataDir, 'server.lock.owner');

function readOwner(dataDir: string): Owner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(ownerFile(dataDir), 'utf8'));
    return Number.isInteger(owner.pid) && typeof owner.host === 'string' ? owner : undefined;
  } catch {
    return undefined; // no owner written (yet): only the staleness rule applies
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only checks that the process exists
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The owner recorded in the lock is a process of this host that has gone (kill -9, power cut of a container). */
function ownerIsGone(dataDir: string): boolean {
  const owner = readOwner(dataDir);
  return !!owner && owner.host === os.hostname() && owner.pid !== process.pid && !isRunning(owner.pid);
}

const lock = (dataDir: string) =>
  lockfile.lock(dataDir, { stale: 15_000, update: 5_000, lockfilePath: lockPath(dataDir) });

export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lock(dataDir);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    if (!ownerIsGone(dataDir)) throw new DataDirLockedError(dataDir);
    fs.rmSync(lockPath(dataDir), { recursive: true, force: true });
    try {
      release = await lock(dataDir);
    } catch (again) {
      // Another server starting at the same moment took it over first.
      if ((again as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
      throw again;
    }
  }
  fs.writeFileSync(ownerFile(dataDir), JSON.stringify({ pid: process.pid, host: os.hostname() } satisfies Owner));
  return async () => {
    fs.rmSync(ownerFile(dataDir), { force: true });
    await release();
  };
}
