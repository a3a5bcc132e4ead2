import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type CpuSampler, cpuBetween } from './cpu.ts';

/** What one autocannon run measured. */
export type LoadResult = {
  label: string;
  /** Mean of autocannon's per-second request counts. */
  requestsPerSec: number;
  requestsTotal: number;
  durationSeconds: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
  /** CPU microseconds per request during the measured run, per sampler given to measure(). */
  cpuUsPerRequest: Record<string, number>;
};

export type LoadTarget = {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

type ChildResult =
  | { ok: false; error: string }
  | {
      ok: true;
      durationSeconds: number;
      requestsAverage: number;
      requestsTotal: number;
      latencyP50: number;
      latencyP99: number;
      non2xx: number;
      errors: number;
      timeouts: number;
      statusCodeStats: Record<string, { count: number }>;
    };

/** One autocannon run in a child process (the servers under test keep this process to themselves). */
export function autocannonRun(
  target: LoadTarget,
  options: { seconds: number; connections: number },
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./autocannon-child.mjs', import.meta.url)), [], {
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let settled = false;
    child.once('message', (r: ChildResult) => {
      settled = true;
      if (!r.ok) return reject(new Error(`autocannon failed: ${r.error}`));
      resolve({
        label: target.label,
        requestsPerSec: r.requestsAverage,
        requestsTotal: r.requestsTotal,
        durationSeconds: r.durationSeconds,
        latencyP50Ms: r.latencyP50,
        latencyP99Ms: r.latencyP99,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        statusCodeStats: r.statusCodeStats,
        cpuUsPerRequest: {},
      });
    });
    child.once('error', (error) => {
      settled = true;
      reject(error);
    });
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`autocannon child exited with code ${code} before reporting`));
    });
    child.send({
      url: target.url,
      method: target.method ?? 'POST',
      headers: target.headers ?? {},
      body: target.body,
      connections: options.connections,
      duration: options.seconds,
      pipelining: 1,
    });
  });
}

/**
 * A warm-up run (discarded), then the measured run. Fails loudly when any answer was not a 2xx or
 * the connection failed: a benchmark of error pages measures nothing. `cpu` samplers are read just
 * before and after the measured run and reported per request.
 */
export async function measure(
  target: LoadTarget,
  options: { seconds: number; warmupSeconds: number; connections: number; cpu?: Record<string, CpuSampler> },
): Promise<LoadResult> {
  if (options.warmupSeconds > 0) {
    const warm = await autocannonRun(target, { seconds: options.warmupSeconds, connections: options.connections });
    assertClean(warm);
  }
  const samplers = Object.entries(options.cpu ?? {});
  const before = await Promise.all(samplers.map(([, sample]) => sample()));
  const result = await autocannonRun(target, { seconds: options.seconds, connections: options.connections });
  const after = await Promise.all(samplers.map(([, sample]) => sample()));
  assertClean(result);
  for (const [i, [name]] of samplers.entries()) {
    result.cpuUsPerRequest[name] = cpuBetween(before[i], after[i]) / result.requestsTotal;
  }
  return result;
}

function assertClean(r: LoadResult): void {
  if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0 || r.requestsTotal === 0) {
    throw new Error(
      `${r.label}: ${r.requestsTotal} requests, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts ` +
        `(status codes ${JSON.stringify(r.statusCodeStats)})`,
    );
  }
}

/**
 * Measures baseline and ours alternately for `rounds` rounds (so both meet the same noise), printing each
 * run; answers every run and the better run of each side.
 */
export async function alternateRounds(
  targets: Record<'ours' | 'baseline', LoadTarget>,
  options: Parameters<typeof measure>[1],
  rounds: number,
): Promise<{ runs: LoadResult[]; best: (label: 'ours' | 'baseline') => LoadResult }> {
  const runs: LoadResult[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const which of ['baseline', 'ours'] as const) {
      const r = await measure(targets[which], options);
      runs.push(r);
      const cpuText = Object.entries(r.cpuUsPerRequest)
        .map(([name, us]) => `${name} ${us.toFixed(0)} µs/req`)
        .join('   ');
      console.log(
        `  round ${round} ${which.padEnd(8)} ${r.requestsPerSec.toFixed(0).padStart(7)} req/s   p99 ${String(r.latencyP99Ms).padStart(3)} ms   ${cpuText}`,
      );
    }
  }
  const best = (label: 'ours' | 'baseline') =>
    runs.filter((r) => r.label === label).reduce((x, y) => (y.requestsPerSec > x.requestsPerSec ? y : x));
  return { runs, best };
}
