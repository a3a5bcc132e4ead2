import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** bench/.tmp (git-ignored): scratch databases and the results file. */
export const BENCH_TMP = path.resolve(import.meta.dirname, '../.tmp');
export const RESULTS_FILE = path.join(BENCH_TMP, 'results.jsonl');

export type Cell = string | number | null | undefined;

/** Prints rows as an aligned text table; numbers are right-aligned. */
export function printTable(headers: string[], rows: Cell[][]): void {
  const text = rows.map((row) => row.map(formatCell));
  const widths = headers.map((h, i) => Math.max(h.length, ...text.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[], numeric: boolean[]) =>
    cells.map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(`  ${line(headers, [])}`.trimEnd());
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`.trimEnd());
  for (const [r, row] of text.entries()) {
    console.log(
      `  ${line(
        row,
        rows[r].map((c) => typeof c === 'number'),
      )}`.trimEnd(),
    );
  }
}

function formatCell(c: Cell): string {
  if (c == null) return '';
  if (typeof c === 'number') {
    if (!Number.isFinite(c)) return String(c);
    if (Number.isInteger(c)) return c.toLocaleString('en-US');
    return c.toLocaleString('en-US', { maximumFractionDigits: Math.abs(c) < 10 ? 2 : 1 });
  }
  return c;
}

/** The budget a ratio is held to: ours/baseline at least `min` and/or at most `max`. */
export type Target = { min?: number; max?: number };

export type RatioResult = {
  /** The benchmark's name: its file name without `.bench.ts`. */
  bench: string;
  /** 'postgres' or 'pglite', or whatever the benchmark runs on. */
  db?: string;
  /** What ours and baseline count, e.g. 'requests/s' or 'seconds'. */
  metric: string;
  ours: number;
  baseline: number;
  /** Held to this target; without one the ratio is only reported. */
  target?: Target;
  /** More figures printed beside ours and baseline, e.g. `{ 'p99 ms': [12, 8] }` (ours first). */
  columns?: Record<string, [ours: Cell, baseline: Cell]>;
  /** Anything else worth keeping in the results file (latencies, row counts, settings). */
  details?: Record<string, unknown>;
};

export type RatioSummary = RatioResult & {
  ratio: number;
  /** true/false against the target; null when there is none. */
  met: boolean | null;
};

export const describeTarget = (t: Target | undefined): string =>
  !t
    ? 'none (reported only)'
    : [t.min != null ? `≥ ${t.min}×` : '', t.max != null ? `≤ ${t.max}×` : ''].filter(Boolean).join(' and ');

export function targetMet(ratio: number, t: Target | undefined): boolean | null {
  if (!t) return null;
  return (t.min == null || ratio >= t.min) && (t.max == null || ratio <= t.max);
}

/**
 * Prints ours, the baseline measured in the same run and the ratio ours/baseline with its target, and
 * appends one JSON line to bench/.tmp/results.jsonl. Only the ratio is comparable between runs and
 * machines: the absolute figures move with whatever else the shared machine is doing.
 */
export function reportRatio(result: RatioResult): RatioSummary {
  const ratio = result.ours / result.baseline;
  const met = targetMet(ratio, result.target);
  const summary: RatioSummary = { ...result, ratio, met };
  console.log('');
  const extra = Object.entries(result.columns ?? {});
  printTable(
    ['', result.metric, ...extra.map(([name]) => name)],
    [
      ['ours', result.ours, ...extra.map(([, v]) => v[0])],
      ['baseline', result.baseline, ...extra.map(([, v]) => v[1])],
    ],
  );
  const verdict = met == null ? '' : met ? '  ✔ met' : '  ✖ NOT met';
  console.log(`\n  ratio ours/baseline: ${ratio.toFixed(3)}×   target: ${describeTarget(result.target)}${verdict}\n`);
  appendResult(summary);
  return summary;
}

/** One JSON line per benchmark result, tagged with the run (bench/run.mjs sets BENCH_RUN_ID). */
export function appendResult(summary: RatioSummary): void {
  const line = {
    at: new Date().toISOString(),
    runId: process.env.BENCH_RUN_ID ?? null,
    host: os.hostname(),
    cpus: os.cpus().length,
    node: process.version,
    ...summary,
    ratio: Number(summary.ratio.toFixed(4)),
  };
  fs.mkdirSync(BENCH_TMP, { recursive: true });
  fs.appendFileSync(RESULTS_FILE, `${JSON.stringify(line)}\n`);
}

/** The result lines of one run, for run.mjs's closing summary. */
export function readResults(runId: string): (RatioSummary & { runId: string })[] {
  if (!fs.existsSync(RESULTS_FILE)) return [];
  return fs
    .readFileSync(RESULTS_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((l) => {
      try {
        return [JSON.parse(l)];
      } catch {
        return [];
      }
    })
    .filter((r) => r.runId === runId);
}
