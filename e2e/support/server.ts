import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export type TestServer = { url: string; dataDir: string; stop(): Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

type Running = { url: string; child: ChildProcess };

/** Spawns the real server (built web app included) on a data directory and waits until it answers. */
async function spawnServer(dataDir: string): Promise<Running> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The registration spec reads the captcha and the mailed code as a person would (config.testHooks).
      SRM_TEST_HOOKS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  // Migrating and seeding took 68 s on a loaded 2-core machine: E2E_SERVER_START_MS gives it longer.
  const deadline = Date.now() + Number(process.env.E2E_SERVER_START_MS ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Where globalSetup left the migrated and seeded template database (see prepareTemplate). */
const TEMPLATE_ENV = 'E2E_TEMPLATE_DIR';

/**
 * Migrates and seeds one embedded database for the whole run and stops its server; every spec's
 * server then starts on a copy of it instead of migrating and seeding again (seconds instead of
 * most of a minute on a loaded machine). Answers the cleanup.
 */
export async function prepareTemplate(): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-e2e-template-'));
  const { child } = await spawnServer(dir);
  await stopServer(child);
  process.env[TEMPLATE_ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** Starts the real server on a fresh embedded database: a copy of the run's template when there is one. */
export async function startServer(): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const { url, child } = await spawnServer(dataDir);
  return {
    url,
    dataDir,
    stop: async () => {
      await stopServer(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
