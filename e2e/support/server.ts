import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';

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

/*
 * How long a server may take to answer. On the 2-core machine loaded by several engineers' test runs
 * (load average 20–30), migrating and seeding the template took 94 s and a start on a copy 274 s; an idle
 * machine needs seconds. Only a server that never answers waits this long. E2E_SERVER_START_MS raises it.
 */
export const START_MS = Math.max(300_000, Number(process.env.E2E_SERVER_START_MS ?? 0));

type Running = { url: string; child: ChildProcess };

/** Preloaded into every server: it ends with the test worker that started it (exitWithParent.mjs). */
const exitWithParent = path.join(import.meta.dirname, 'exitWithParent.mjs');

/** Spawns the real server (built web app included) on a data directory and waits until it answers. */
async function spawnServer(dataDir: string, startMs: number): Promise<Running> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', exitWithParent, 'apps/server/src/main.ts'],
    {
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
      // stdin is a pipe the server watches: it closes when this process is gone, however it went.
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  // Only the end of the output is kept: a server shared by many specs logs for a long time.
  const keep = (d: Buffer) => (output = (output + d).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startMs;
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
  const { child } = await spawnServer(dir, START_MS);
  await stopServer(child);
  process.env[TEMPLATE_ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export type ServerOptions = {
  /**
   * A server of the spec's own instead of the worker's shared one. Only for a spec that changes what
   * every other spec relies on (a global setting, a demo supplier's status, the login throttle of the
   * test address) or that needs the demo data untouched; say why where you ask for it.
   */
  private?: boolean;
};

/** Starts the real server on a fresh embedded database: a copy of the run's template when there is one. */
async function startFresh(): Promise<TestServer & { child: ChildProcess }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  // The spec's hook waits for the start on top of its own time limit.
  try {
    test.setTimeout(test.info().timeout + START_MS);
  } catch {
    // not called from a test or hook
  }
  const { url, child } = await spawnServer(dataDir, START_MS);
  // A worker that ends without stopping its server (the shared one is never stopped by a spec) takes
  // it and its directory along; exitWithParent.mjs covers a worker that is killed outright.
  const onExit = () => {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  return {
    url,
    dataDir,
    child,
    stop: async () => {
      process.off('exit', onExit);
      await stopServer(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** This worker's shared server, started by the first spec that asks for it. */
let shared: Promise<TestServer & { child: ChildProcess }> | undefined;

/**
 * The server a spec runs against. By default the worker's shared one: specs run one after another on
 * it, in any order, so each makes the data it changes (its own requisition, user, notice…) and never
 * counts on the demo data being untouched. Its `stop()` does nothing; the server ends with the worker
 * (Playwright starts a new worker, and so a new server, after a failed test). `{ private: true }` starts
 * one for the spec alone, which its `stop()` ends.
 */
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  if (options.private) return startFresh();
  if (shared) {
    // A server that failed to start or has died since is replaced.
    const running = await shared.catch(() => undefined);
    if (!running || running.child.exitCode !== null) shared = undefined;
  }
  shared ??= startFresh();
  const { url, dataDir } = await shared;
  return { url, dataDir, stop: async () => {} };
}
