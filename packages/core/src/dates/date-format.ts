/*
 * Date formatting and parsing of spec §5 ("Dates") and ARCHITECTURE §7: dates read `YYYY-MM-DD`,
 * date-times `YYYY-MM-DD HH:mm:ss`.
 *
 * All of it works in the local time zone of the process or browser, as the screens do: a date-time
 * string from the server is a wall-clock time, shown as it was written. A time-zone suffix after the
 * 19th character ("…Z", "+08:00") is ignored, because parsing uses only the first 19 characters.
 */

/** What the formatters take: a Date, epoch milliseconds, or a string parseDateTime understands. */
export type DateInput = Date | number | string;

/**
 * `YYYY-MM-DD`, `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss` (a "T" may stand for the space, and "/"
 * for the hyphens, as older browsers and exports write them). Month, day and hour may have one digit.
 */
const DATE_TIME_TEXT = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Reads a date or date-time string as local time, using only its first 19 characters (spec §5), so
 * "2024-03-05 14:30:00.123+08:00" is read as 2024-03-05 14:30:00. Returns null when the text is not
 * a date or names a day or time that does not exist ("2024-02-30", "25:00").
 */
export function parseDateTime(text: string): Date | null {
  const match = DATE_TIME_TEXT.exec(text.trim().slice(0, 19));
  if (!match) return null;
  // Missing time parts (a bare date) are midnight.
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  // setFullYear, because new Date(y, …) reads years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(hour, minute, second, 0);
  // new Date() silently rolls over (Feb 30 becomes Mar 1); refuse instead of showing another day.
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute &&
    date.getSeconds() === second;
  return same ? date : null;
}

/** Any DateInput as a valid Date, or null. Strings go through parseDateTime, numbers are epoch ms. */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = typeof value === 'string' ? parseDateTime(value) : new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** `YYYY-MM-DD` with zero-padded parts, or '' when there is no valid date (empty cell, bad text). */
export function formatDate(value: DateInput | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD HH:mm:ss` (24-hour clock), or '' when there is no valid date. */
export function formatDateTime(value: DateInput | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${formatDate(date)} ${time}`;
}
