import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseDateTime, toDate } from './date-format.ts';

// Dates are built with the local-time constructor, so the tests pass in any time zone.
const march5 = new Date(2024, 2, 5, 7, 8, 9);

/** Any moment from year 1000 to 9999, to the second (the formats have no milliseconds). */
const moment = fc
  .integer({ min: new Date(1000, 0, 1).getTime() / 1000, max: new Date(9999, 11, 31).getTime() / 1000 })
  .map((seconds) => new Date(seconds * 1000));

describe('formatDate', () => {
  it('writes YYYY-MM-DD with zero-padded parts', () => {
    expect(formatDate(march5)).toBe('2024-03-05');
    expect(formatDate(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31');
    expect(formatDate(new Date(987, 0, 1))).toBe('0987-01-01');
  });

  it('takes epoch milliseconds and date strings', () => {
    expect(formatDate(march5.getTime())).toBe('2024-03-05');
    expect(formatDate('2024-3-5 10:00:00')).toBe('2024-03-05');
  });

  it("gives '' when there is nothing valid to show", () => {
    for (const value of [null, undefined, '', 'not a date', '2024-02-30', Number.NaN, new Date(Number.NaN)]) {
      expect(formatDate(value)).toBe('');
    }
  });
});

describe('formatDateTime', () => {
  it('writes YYYY-MM-DD HH:mm:ss with a 24-hour clock', () => {
    expect(formatDateTime(march5)).toBe('2024-03-05 07:08:09');
    expect(formatDateTime(new Date(2024, 0, 1, 23, 0, 0))).toBe('2024-01-01 23:00:00');
    expect(formatDateTime('2024-01-01')).toBe('2024-01-01 00:00:00');
  });

  it("gives '' when there is nothing valid to show", () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('garbage')).toBe('');
  });

  it('always has the shape YYYY-MM-DD HH:mm:ss and starts with formatDate', () => {
    fc.assert(
      fc.property(moment, (date) => {
        const text = formatDateTime(date);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(text.startsWith(formatDate(date))).toBe(true);
      }),
    );
  });
});

describe('parseDateTime', () => {
  it('reads date-times and dates as local time', () => {
    expect(parseDateTime('2024-03-05 07:08:09')).toEqual(march5);
    expect(parseDateTime('2024-03-05')).toEqual(new Date(2024, 2, 5));
    expect(parseDateTime('2024-03-05 07:08')).toEqual(new Date(2024, 2, 5, 7, 8));
    expect(parseDateTime('2024/3/5 7:08:09')).toEqual(march5);
    expect(parseDateTime('2024-03-05T07:08:09')).toEqual(march5);
  });

  it('uses only the first 19 characters', () => {
    expect(parseDateTime('2024-03-05 07:08:09.999')).toEqual(march5);
    expect(parseDateTime('2024-03-05T07:08:09+08:00')).toEqual(march5);
    expect(parseDateTime('2024-03-05T07:08:09Z')).toEqual(march5);
    expect(parseDateTime('2024-03-05 07:08:09 and more text')).toEqual(march5);
  });

  it('reads years below 100 as they are written', () => {
    expect(parseDateTime('0099-01-02')?.getFullYear()).toBe(99);
  });

  it('refuses days and times that do not exist, and non-dates', () => {
    for (const text of [
      '2024-02-30',
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-01-01 24:00:00',
      '2024-01-01 10:60',
      '',
      'abc',
      '24-01-01',
    ]) {
      expect(parseDateTime(text), text).toBeNull();
    }
    expect(parseDateTime('2024-02-29')).toEqual(new Date(2024, 1, 29));
  });

  it('gives back the time formatDateTime wrote', () => {
    fc.assert(
      fc.property(moment, (date) => {
        const text = formatDateTime(date);
        // Compared as text: on a daylight-saving change an hour exists twice and either is right.
        expect(formatDateTime(parseDateTime(text) as Date)).toBe(text);
      }),
    );
  });
});

describe('toDate', () => {
  it('turns every input into a valid Date or null', () => {
    expect(toDate(march5)).toEqual(march5);
    expect(toDate(march5.getTime())).toEqual(march5);
    expect(toDate('2024-03-05 07:08:09')).toEqual(march5);
    expect(toDate('x')).toBeNull();
    expect(toDate(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toDate(undefined)).toBeNull();
  });
});
