import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PERIODS_PER_RUN, nextDay, periodOf, periodsToBuild } from './reconcilePeriods.ts';

describe('auto-reconcile periods', () => {
  it('cuts months and half months at their calendar boundaries, leap years included', () => {
    expect(periodOf('MONTH', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodOf('MONTH', '2027-02-28')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(periodOf('HALF_MONTH', '2026-11-15')).toEqual({ from: '2026-11-01', to: '2026-11-15' });
    expect(periodOf('HALF_MONTH', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-30' });
    expect(periodOf('HALF_MONTH', '2026-12-31')).toEqual({ from: '2026-12-16', to: '2026-12-31' });
  });

  it('builds only the last complete period on a first run', () => {
    expect(periodsToBuild('MONTH', null, '2026-11-29')).toEqual([{ from: '2026-10-01', to: '2026-10-31' }]);
    // The first day of a month: the month before has just ended.
    expect(periodsToBuild('MONTH', null, '2027-01-01')).toEqual([{ from: '2026-12-01', to: '2026-12-31' }]);
    expect(periodsToBuild('HALF_MONTH', null, '2026-11-16')).toEqual([{ from: '2026-11-01', to: '2026-11-15' }]);
    expect(periodsToBuild('HALF_MONTH', null, '2026-11-15')).toEqual([{ from: '2026-10-16', to: '2026-10-31' }]);
  });

  it('catches up every complete period since the last, and nothing when up to date', () => {
    expect(periodsToBuild('HALF_MONTH', '2026-10-15', '2026-11-20')).toEqual([
      { from: '2026-10-16', to: '2026-10-31' },
      { from: '2026-11-01', to: '2026-11-15' },
    ]);
    expect(periodsToBuild('MONTH', '2026-10-31', '2026-11-29')).toEqual([]);
    expect(periodsToBuild('MONTH', '2026-10-31', '2026-12-01')).toEqual([{ from: '2026-11-01', to: '2026-11-30' }]);
  });

  it('covers the days after the last period exactly once, without gaps, never reaching today', () => {
    const day = fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.constantFrom('MONTH', 'HALF_MONTH' as const),
        day,
        fc.integer({ min: 1, max: 200 }),
        (type, today, back) => {
          let lastTo = periodOf(type, today).from;
          for (let i = 0; i < back; i++) lastTo = periodOf(type, lastTo).from;
          // lastTo: the end of a period some way before today.
          lastTo = periodOf(
            type,
            new Date(Date.parse(`${lastTo}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
          ).to;
          const periods = periodsToBuild(type, lastTo, today);
          expect(periods.length).toBeLessThanOrEqual(MAX_PERIODS_PER_RUN);
          let expected = nextDay(lastTo);
          for (const p of periods) {
            expect(p.from).toBe(expected);
            expect(p.to < today).toBe(true);
            expected = nextDay(p.to);
          }
          // Up to date unless capped: the next period would hold today.
          if (periods.length < MAX_PERIODS_PER_RUN) expect(periodOf(type, expected).to >= today).toBe(true);
        },
      ),
    );
  });
});
