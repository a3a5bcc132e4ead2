/** Milliseconds in 24 hours. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The date `offset` days later (earlier when negative), computed as offset × 24 hours exactly, as
 * spec §5 says. Across a daylight-saving change this is not the same wall-clock time; mainland China
 * has no daylight saving, and a fixed length keeps durations exact. Fractions are allowed (0.5 = 12 h).
 * Returns a new Date; the argument is not changed.
 */
export function addDays(date: Date | number, offset: number): Date {
  if (!Number.isFinite(offset)) throw new RangeError(`addDays: the offset must be a finite number, got ${offset}`);
  const time = typeof date === 'number' ? date : date.getTime();
  return new Date(time + offset * DAY_MS);
}

/** A calendar month: a year and a month from 1 (January) to 12 (December). */
export type YearMonth = { year: number; month: number };

/**
 * The month `offset` months after year/month (before when negative), the year wrapping when the
 * month passes 12 or falls below 1: addMonths(2024, 11, 3) is 2025-02, addMonths(2024, 1, -1) is 2023-12.
 */
export function addMonths(year: number, month: number, offset: number): YearMonth {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(offset)) {
    throw new RangeError(`addMonths: expected whole numbers and a month of 1-12, got ${year}, ${month}, ${offset}`);
  }
  // Count months from year 0 (January of year 0 is 0), move, and split back. Math.floor keeps the
  // month in 1..12 for negative counts too, where % alone would give a negative remainder.
  const index = year * 12 + (month - 1) + offset;
  const newYear = Math.floor(index / 12);
  return { year: newYear, month: index - newYear * 12 + 1 };
}
