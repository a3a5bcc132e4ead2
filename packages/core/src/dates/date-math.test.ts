import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, DAY_MS } from './date-math.ts';

describe('addDays', () => {
  it('adds offset × 24 hours', () => {
    const start = new Date(2024, 0, 31, 10, 0, 0);
    expect(addDays(start, 1)).toEqual(new Date(2024, 1, 1, 10, 0, 0));
    expect(addDays(start, 0).getTime()).toBe(start.getTime());
    expect(addDays(start, 0.5).getTime() - start.getTime()).toBe(12 * 60 * 60 * 1000);
    expect(addDays(start.getTime(), -31).getTime()).toBe(start.getTime() - 31 * DAY_MS);
  });

  it('returns a new Date and leaves the argument alone', () => {
    const start = new Date(2024, 0, 1);
    const before = start.getTime();
    expect(addDays(start, 3)).not.toBe(start);
    expect(start.getTime()).toBe(before);
  });

  it('refuses an offset that is not a finite number', () => {
    expect(() => addDays(new Date(), Number.NaN)).toThrow(RangeError);
    expect(() => addDays(new Date(), Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('moves by exactly offset days of milliseconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -100_000, max: 100_000 }), (time, offset) => {
        expect(addDays(time, offset).getTime() - time).toBe(offset * DAY_MS);
      }),
    );
  });
});

describe('addMonths', () => {
  it('wraps the year when the month passes 12 or falls below 1', () => {
    expect(addMonths(2024, 11, 3)).toEqual({ year: 2025, month: 2 });
    expect(addMonths(2024, 12, 1)).toEqual({ year: 2025, month: 1 });
    expect(addMonths(2024, 1, -1)).toEqual({ year: 2023, month: 12 });
    expect(addMonths(2024, 1, -12)).toEqual({ year: 2023, month: 1 });
    expect(addMonths(2024, 1, -13)).toEqual({ year: 2022, month: 12 });
    expect(addMonths(2024, 6, 0)).toEqual({ year: 2024, month: 6 });
    expect(addMonths(2024, 6, 30)).toEqual({ year: 2026, month: 12 });
  });

  it('refuses months outside 1..12 and fractions', () => {
    expect(() => addMonths(2024, 0, 1)).toThrow(RangeError);
    expect(() => addMonths(2024, 13, 1)).toThrow(RangeError);
    expect(() => addMonths(2024, 1, 0.5)).toThrow(RangeError);
    expect(() => addMonths(2024.5, 1, 1)).toThrow(RangeError);
  });

  it('keeps the month in 1..12 and moves year*12+month-1 by exactly the offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (year, month, offset) => {
          const result = addMonths(year, month, offset);
          expect(Number.isInteger(result.month) && result.month >= 1 && result.month <= 12).toBe(true);
          expect(result.year * 12 + result.month - 1 - (year * 12 + month - 1)).toBe(offset);
        },
      ),
    );
  });

  it('undoes itself with the opposite offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -500, max: 500 }),
        (year, month, offset) => {
          const there = addMonths(year, month, offset);
          expect(addMonths(there.year, there.month, -offset)).toEqual({ year, month });
        },
      ),
    );
  });
});
