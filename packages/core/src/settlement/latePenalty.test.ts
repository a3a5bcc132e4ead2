import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, latePenalty, penaltyTotal, ruleFor } from './latePenalty.ts';

const terms = { graceDays: 3, ratePerDay: '0.5', capPercent: '10' };
const line = (receivedDate: string, baseAmount = '1130.00', currencyCode = 'CNY') => ({
  dueDate: '2032-05-10',
  receivedDate,
  baseAmount,
  currencyCode,
});

describe('late-delivery penalty', () => {
  it('counts calendar days across months and years', () => {
    expect(daysBetween('2032-02-28', '2032-03-01')).toBe(2); // 2032 is a leap year
    expect(daysBetween('2032-12-31', '2033-01-01')).toBe(1);
    expect(daysBetween('2032-05-10', '2032-05-08')).toBe(-2);
  });

  it('charges only the days beyond the grace, at the rate per day, up to the cap', () => {
    expect(latePenalty(line('2032-05-09'), terms)).toEqual({
      daysLate: -1,
      chargedDays: 0,
      penalty: '0.00',
      capped: false,
    });
    expect(latePenalty(line('2032-05-13'), terms).penalty).toBe('0.00'); // 3 days: within the grace
    // 5 days late, 2 charged: 1130 × 0.5 % × 2 = 11.30
    expect(latePenalty(line('2032-05-15'), terms)).toEqual({
      daysLate: 5,
      chargedDays: 2,
      penalty: '11.30',
      capped: false,
    });
    // 40 days late, 37 charged: 209.05 > the cap 113.00
    expect(latePenalty(line('2032-06-19'), terms)).toEqual({
      daysLate: 40,
      chargedDays: 37,
      penalty: '113.00',
      capped: true,
    });
    // Half a cent rounds up; a yen has no cents.
    expect(latePenalty(line('2032-05-14', '0.99'), terms).penalty).toBe('0.00');
    expect(latePenalty(line('2032-05-14', '1.01'), { ...terms, ratePerDay: '0.5' }).penalty).toBe('0.01');
    expect(latePenalty(line('2032-05-20', '12345', 'JPY'), terms).penalty).toBe('432');
    expect(penaltyTotal(['11.30', '113.00', '0.01'], 'CNY')).toBe('124.31');
  });

  it('is never above the cap, zero within the grace, and grows with the days late (property)', () => {
    const amount = fc
      .tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }))
      .map(([units, cents]) => `${units}.${String(cents).padStart(2, '0')}`);
    const percent = (max: number) =>
      fc.integer({ min: 1, max: max * 10_000 }).map((n) => new Decimal(n).div(10_000).toString());
    fc.assert(
      fc.property(
        amount,
        fc.integer({ min: -30, max: 400 }),
        fc.integer({ min: 0, max: 30 }),
        percent(5),
        percent(100),
        (base, days, graceDays, ratePerDay, capPercent) => {
          const received = new Date(Date.parse('2032-05-10T00:00:00Z') + days * 86_400_000).toISOString().slice(0, 10);
          const rule = { graceDays, ratePerDay, capPercent };
          const p = latePenalty(line(received, base), rule);
          const cap = new Decimal(base).times(capPercent).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
          expect(p.daysLate).toBe(days);
          expect(new Decimal(p.penalty).lte(cap)).toBe(true);
          expect(new Decimal(p.penalty).gte(0)).toBe(true);
          if (days <= graceDays) expect(p.penalty).toBe('0.00');
          const later = latePenalty(
            line(new Date(Date.parse(`${received}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10), base),
            rule,
          );
          expect(new Decimal(later.penalty).gte(p.penalty)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes the narrowest rule: supplier before category before the organisation, then the smallest code', () => {
    const rules = [
      { ruleCode: 'ORG-B', supplierId: null, categoryId: null },
      { ruleCode: 'ORG-A', supplierId: null, categoryId: null },
      { ruleCode: 'CAT', supplierId: null, categoryId: 7 },
      { ruleCode: 'SUP', supplierId: 1, categoryId: null },
      { ruleCode: 'SUP-CAT', supplierId: 1, categoryId: 7 },
    ];
    expect(ruleFor(rules, { supplierId: 1, categoryId: 7 })?.ruleCode).toBe('SUP-CAT');
    expect(ruleFor(rules, { supplierId: 1, categoryId: 8 })?.ruleCode).toBe('SUP');
    expect(ruleFor(rules, { supplierId: 2, categoryId: 7 })?.ruleCode).toBe('CAT');
    expect(ruleFor(rules, { supplierId: 2, categoryId: null })?.ruleCode).toBe('ORG-A');
    expect(ruleFor(rules.slice(2), { supplierId: 2, categoryId: null })).toBeUndefined();
  });
});
