import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './dataDirLock.ts';

describe('the data directory lock', () => {
  it('refuses a second server on the same directory with a clear message, and frees it on release', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-lock-'));
    const release = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/Another SRM server is already running on the data directory/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('takes over at once the lock of a server killed with SIGKILL', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-lock-'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'lockHolder.fixture.ts'), dir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const [line] = await once(child.stdout!, 'data');
    expect(String(line)).toContain('locked');
    // While the holder runs, the lock is refused.
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);

    child.kill('SIGKILL');
    await once(child, 'exit');
    // The lock directory is still there, fresh (refreshed less than 15 s ago) …
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true);
    // … yet the next start takes it at once, not after the staleness delay.
    const started = Date.now();
    const release = await lockDataDir(dir);
    expect(Date.now() - started).toBeLessThan(2_000);
    // And it is a real lock again: a second server is refused.
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  }, 60_000);

  it('keeps refusing a lock whose owner still runs on this host', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-lock-'));
    const release = await lockDataDir(dir);
    // The owner is this very process: it runs, so the lock is not taken over.
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  });
});
