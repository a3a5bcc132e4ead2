import { runCleanups } from './database.ts';

/**
 * Runs a benchmark's main function: an error is printed and sets the exit code (bench/run.mjs reports the
 * benchmark as failed), and the cleanups (databases, files, servers) run either way.
 */
export async function runBench(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await runCleanups();
  }
}
