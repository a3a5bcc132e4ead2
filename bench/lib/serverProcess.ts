import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { onCleanup } from './database.ts';

/*
 * The real server as `npm start` runs it, in a child process, for the benchmarks that measure it from outside
 * (file-transfer, screens). BENCH_SERVER_FLAGS adds V8/Node flags to it, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
 * to see where its CPU goes.
 */

const REPO = path.resolve(import.meta.dirname, '../..');
const SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts main.ts as a child process and resolves once it listens. */
export async function startServer(serverEnv: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO,
    env: { ...process.env, ...serverEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  onCleanup(() => stopServer(child));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s:\n${out}`)), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${out}`));
    });
  });
  child.stdout!.resume();
  return child;
}

/** SIGTERM (main.ts closes the app and the database), SIGKILL after 15 s. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
