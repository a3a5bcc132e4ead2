import { AppError } from '../http/errors.ts';

/**
 * At most this many exports and imports run at once in one server process; one more answers 429
 * at once instead of queueing behind them (each holds a database cursor's worth of work and,
 * for imports, a worker thread).
 */
export const MAX_CONCURRENT_EXCEL_JOBS = 4;

let running = 0;

/** Takes a slot or throws 429; call the returned function exactly once when the job ends. */
export function acquireExcelSlot(): () => void {
  if (running >= MAX_CONCURRENT_EXCEL_JOBS) throw new AppError(429, 'excel.busy');
  running++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running--;
  };
}
