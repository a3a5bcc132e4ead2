import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real process, as `npm start` runs it: the data-directory lock and the graceful shutdown.
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-main-'));
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('prints the address and demo logins, refuses a second server on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = startServer(port);
    // A first start migrates and seeds the demo: 25 s on a quiet machine, twice that with both cores busy
    // (the whole suite runs beside it), so the ceiling is generous; the loop ends as soon as the logins print.
    const deadline = Date.now() + 150_000;
    while (!first.output().includes('Demo logins')) {
      if (Date.now() > deadline || first.child.exitCode !== null) throw new Error(first.output());
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(first.output()).toContain(`http://localhost:${port}/`);
    expect(first.output()).toMatch(/supplier2/);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another SRM server is already running on the data directory/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // The lock is released: the directory can be used again, and the demo data is still there (not seeded twice).
    const again = startServer(port);
    while (!again.output().includes('Demo logins')) {
      if (again.child.exitCode !== null) throw new Error(again.output());
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(again.output()).not.toContain('demo data loaded');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 240_000);
});
