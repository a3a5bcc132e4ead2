/*
 * The periods an auto-reconcile rule builds statements for (issue 18 item 2): whole months, or half months
 * (the 1st–15th and the 16th–last day, as Chinese buyers settle twice a month). A period is complete once
 * the day after it has begun; the job builds every complete period since the rule's last, and on its first
 * run only the last complete one (a rule set up today does not reach back into years of receipts).
 * Dates are ISO day strings (YYYY-MM-DD), computed on the calendar alone: no clock, no time zone.
 */

export type ReconcilePeriodType = 'MONTH' | 'HALF_MONTH';
export type Period = { from: string; to: string };

/** At most this many periods in one run: a rule left off for years catches up over several days. */
export const MAX_PERIODS_PER_RUN = 24;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
/** The last day of month `m` (1–12) of year `y`. */
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The day after `day`. */
export function nextDay(day: string): string {
  const [y, m, d] = parts(day);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return iso(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** The day before `day`. */
function previousDay(day: string): string {
  const [y, m, d] = parts(day);
  const prev = new Date(Date.UTC(y, m - 1, d - 1));
  return iso(prev.getUTCFullYear(), prev.getUTCMonth() + 1, prev.getUTCDate());
}

/** The period of this type that holds `day`. */
export function periodOf(type: ReconcilePeriodType, day: string): Period {
  const [y, m, d] = parts(day);
  const end = lastDay(y, m);
  if (type === 'MONTH') return { from: iso(y, m, 1), to: iso(y, m, end) };
  return d <= 15 ? { from: iso(y, m, 1), to: iso(y, m, 15) } : { from: iso(y, m, 16), to: iso(y, m, end) };
}

/**
 * The complete periods to build on `today`: those after `lastTo` (the end of the last period the rule
 * built), oldest first, ending with the last one before today — or, when the rule never ran, that last one
 * alone. Empty when the rule is up to date.
 */
export function periodsToBuild(type: ReconcilePeriodType, lastTo: string | null, today: string): Period[] {
  const last = periodOf(type, previousDay(periodOf(type, today).from));
  if (lastTo === null) return [last];
  const out: Period[] = [];
  let period = periodOf(type, nextDay(lastTo));
  while (period.to <= last.to && out.length < MAX_PERIODS_PER_RUN) {
    out.push(period);
    period = periodOf(type, nextDay(period.to));
  }
  return out;
}
