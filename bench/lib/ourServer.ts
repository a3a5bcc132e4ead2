import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { CpuSampler } from './cpu.ts';
import { onCleanup } from './database.ts';
import { freePort, stopServer } from './serverProcess.ts';

/*
 * "Ours" as `npm start` runs it (issue 16 item 4): `node scripts/start.mjs` in a child process, at the default
 * log level with its log lines written to a pipe, on the bench's PostgreSQL database. The in-process app of
 * ourApp.ts (logger off) leaves out what a real server pays per request: the log line, and whatever the
 * production start does differently. BENCH_SERVER_FLAGS adds Node flags, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile of the server under the bench's load.
 */

const REPO = path.resolve(import.meta.dirname, '../..');
const SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);

export type OurServer = { url: string; child: ChildProcess; cpu: CpuSampler; logBytes: () => number };

/** Starts the server on `databaseUrl` (already migrated and seeded: the start only checks both). */
export async function startOurServer(databaseUrl: string): Promise<OurServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_FLAGS, 'scripts/start.mjs'], {
    cwd: REPO,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      // No web bundle: the start then neither builds nor serves it (the API is what is measured).
      WEB_DIST: '/nonexistent',
      // The default level (info) unless BENCH_LOG_LEVEL says otherwise.
      ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // SIGTERM lets main.ts close its pool (and write the CPU profile) before the database is dropped.
  onCleanup(() => stopServer(child));
  let logBytes = 0;
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s:\n${out}`)), 120_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('is running at')) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        // Read (and count) the log as a terminal or a log collector would.
        child.stdout!.on('data', (c: Buffer) => (logBytes += c.length));
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${out}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child, cpu: pidCpu(child.pid!), logBytes: () => logBytes };
}

/** Linux reports per-process CPU in clock ticks of 1/100 s (USER_HZ). */
const TICK_US = 10_000;

/** CPU of one process (and its finished children) from /proc/<pid>/stat. */
function pidCpu(pid: number): CpuSampler {
  return async () => {
    // Fields after "(comm) ": state is index 0, utime 11, stime 12.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return new Map([[`pid${pid}`, (Number(fields[11]) + Number(fields[12])) * TICK_US]]);
  };
}
