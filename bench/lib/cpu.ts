import fs from 'node:fs';

/**
 * Cumulative CPU time in microseconds of something (this process, some database backends).
 * Sampled before and after a measured run, divided by the requests, it gives CPU per request: a
 * figure that moves much less than requests per second when other jobs share the machine.
 */
export type CpuSampler = () => Promise<Map<string | number, number>>;

/** This process: the servers under test (autocannon runs in a child process of its own). */
export const processCpu: CpuSampler = async () => {
  const u = process.cpuUsage();
  return new Map([['self', u.user + u.system]]);
};

/** Linux reports per-process CPU in clock ticks of 1/100 s (USER_HZ) on every platform we run on. */
const TICK_US = 10_000;

/**
 * The PostgreSQL backends serving the current database, read from /proc: only when the server runs on
 * this machine (loopback URL) and /proc is readable, otherwise undefined. Backends that start during a
 * run count from zero; a backend that ends during one loses its share (pools keep theirs open under load).
 */
export function postgresBackendsCpu(
  url: string,
  query: (text: string) => Promise<{ rows: any[] }>,
): CpuSampler | undefined {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host) || !fs.existsSync('/proc/self/stat')) return undefined;
  return async () => {
    const { rows } = await query('select pid from pg_stat_activity where datname = current_database()');
    const out = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        // Fields after "(comm) ": state is index 0, utime index 11, stime index 12.
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        out.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_US);
      } catch {
        // Gone, or not ours to read.
      }
    }
    return out;
  };
}

/** CPU microseconds spent between two samples of the same sampler. */
export function cpuBetween(before: Map<string | number, number>, after: Map<string | number, number>): number {
  let total = 0;
  for (const [key, value] of after) total += value - (before.get(key) ?? 0);
  return total;
}

/** True when /proc/<pid>/stat of a backend could be read at all (else the sampler finds nothing). */
export async function samplerWorks(sampler: CpuSampler): Promise<boolean> {
  return (await sampler()).size > 0;
}
