import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, after the run, how long each spec file took (from its first test's start to its last test's
 * end, hooks included) and on which worker, slowest first: where CI's end-to-end time goes.
 */
export default class DurationsReporter implements Reporter {
  private files = new Map<string, { start: number; end: number; tests: number; workers: Set<number> }>();

  onTestEnd(test: TestCase, result: TestResult) {
    // A test skipped after a failure in its file never ran (no worker, no time).
    if (result.status === 'skipped') return;
    const file = path.basename(test.location.file);
    const start = result.startTime.getTime();
    const end = start + result.duration;
    const entry = this.files.get(file) ?? { start, end, tests: 0, workers: new Set<number>() };
    entry.start = Math.min(entry.start, start);
    entry.end = Math.max(entry.end, end);
    entry.tests += 1;
    entry.workers.add(result.parallelIndex);
    this.files.set(file, entry);
  }

  onEnd(result: FullResult) {
    const rows = [...this.files].sort(([, a], [, b]) => b.end - b.start - (a.end - a.start));
    const width = Math.max(0, ...rows.map(([file]) => file.length));
    console.log('\nSpec file durations (slowest first):');
    for (const [file, { start, end, tests, workers }] of rows) {
      const seconds = ((end - start) / 1000).toFixed(1).padStart(7);
      console.log(
        `  ${file.padEnd(width)} ${seconds} s  ${String(tests).padStart(3)} tests  worker ${[...workers].join(',')}`,
      );
    }
    console.log(`  ${'whole run'.padEnd(width)} ${(result.duration / 1000).toFixed(1).padStart(7)} s`);
  }
}
