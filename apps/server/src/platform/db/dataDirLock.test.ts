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
});
