import { formatDateTime } from '@srm/core/dates/date-format';

/** An instant the server answers in UTC (ISO 8601), written in the reader's local time: 2026-11-30 10:00. */
export const localDateTime = (iso: unknown): string =>
  iso == null || iso === '' ? '' : formatDateTime(String(iso)).slice(0, 16);

/**
 * What is left until `deadline`, measured against the server's clock: `skew` is the server's time minus
 * the browser's when the record was read (dbNow), so a wrong clock on the supplier's computer never shows
 * a deadline as open or passed when it is not. Null once it has passed.
 */
export function timeLeft(deadline: string, skewMs: number, now = Date.now()) {
  const ms = new Date(deadline).getTime() - (now + skewMs);
  if (!(ms > 0)) return null;
  const s = Math.floor(ms / 1000);
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}
