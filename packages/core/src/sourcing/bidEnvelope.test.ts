import { describe, expect, it } from 'vitest';
import { bidEnvelopeSchema, bidLineAmounts, bidTotals, priceBid } from './bidEnvelope.ts';

const line = (over: Record<string, unknown> = {}) => ({
  tenderLineId: 1,
  priceWithoutTax: '10',
  taxRate: '13',
  ...over,
});
const envelope = (lines: unknown[], over: Record<string, unknown> = {}) => ({
  tenderId: 5,
  supplierId: 9,
  lines,
  ...over,
});

function messagesOf(input: unknown): string[] {
  const r = bidEnvelopeSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('bidEnvelopeSchema', () => {
  it('accepts a well-formed bid and gives prices as plain decimal text', () => {
    const parsed = bidEnvelopeSchema.parse(
      envelope([line({ priceWithoutTax: 12.5, taxRate: 6, leadTimeDays: 7, remark: ' ok ' })], { validityDays: 90 }),
    );
    expect(parsed.lines[0]).toEqual({
      tenderLineId: 1,
      priceWithoutTax: '12.5',
      taxRate: '6',
      leadTimeDays: 7,
      remark: 'ok',
    });
    expect(parsed.validityDays).toBe(90);
    expect(
      bidEnvelopeSchema.parse(envelope([line({ priceWithoutTax: '0.000001', taxRate: '0' })])).lines[0].priceWithoutTax,
    ).toBe('0.000001');
  });

  it('refuses prices that are not > 0, have more than 6 decimals or are not decimal text', () => {
    expect(messagesOf(envelope([line({ priceWithoutTax: '0' })]))).toEqual(['sealing.pricePositive']);
    expect(messagesOf(envelope([line({ priceWithoutTax: '0.000000' })]))).toEqual(['sealing.pricePositive']);
    expect(messagesOf(envelope([line({ priceWithoutTax: '-5' })]))).toEqual(['sealing.pricePositive']);
    expect(messagesOf(envelope([line({ priceWithoutTax: '1.0000001' })]))).toEqual(['field.decimals']);
    for (const bad of ['1e5', 'abc', '', '1,000', 'NaN', null, undefined, {}]) {
      expect(messagesOf(envelope([line({ priceWithoutTax: bad })])).length).toBeGreaterThan(0);
    }
    expect(messagesOf(envelope([line({ priceWithoutTax: Number.POSITIVE_INFINITY })])).length).toBeGreaterThan(0);
    expect(messagesOf(envelope([line({ priceWithoutTax: '100000000000000' })]))).toEqual(['field.max']);
  });

  it('refuses tax rates outside 0..100 or with more than 2 decimals', () => {
    expect(messagesOf(envelope([line({ taxRate: '100' })]))).toEqual([]);
    expect(messagesOf(envelope([line({ taxRate: '100.01' })]))).toEqual(['field.max']);
    expect(messagesOf(envelope([line({ taxRate: '-1' })]))).toEqual(['field.min']);
    expect(messagesOf(envelope([line({ taxRate: '13.005' })]))).toEqual(['field.decimals']);
  });

  it('refuses an empty bid, a line priced twice and bad ids', () => {
    expect(messagesOf(envelope([])).length).toBe(1);
    expect(messagesOf(envelope([line(), line()]))).toEqual(['sealing.lineTwice']);
    expect(messagesOf(envelope([line()], { tenderId: 0 })).length).toBe(1);
    expect(messagesOf(envelope([line({ tenderLineId: '1' })])).length).toBe(1);
    expect(messagesOf(envelope([line({ leadTimeDays: 1.5 })])).length).toBe(1);
    expect(messagesOf({ lines: [line()] }).length).toBe(2);
  });
});

describe('bid amounts, exact to the cent', () => {
  it('a line: with tax to 6 decimals, amounts half up to cents', () => {
    // 0.1 × 1.13 = 0.113 exactly (a float gives 0.11299999999999999); 3 × 0.113 = 0.339 → 0.34
    expect(bidLineAmounts({ priceWithoutTax: '0.1', taxRate: '13' }, '3')).toEqual({
      priceWithoutTax: '0.100000',
      taxRate: '13',
      priceWithTax: '0.113000',
      amountWithoutTax: '0.30',
      amountWithTax: '0.34',
    });
    // 1.005 × 3 = 3.015 → 3.02 (half up; a float rounds 3.0149999… to 3.01)
    expect(bidLineAmounts({ priceWithoutTax: '1.005', taxRate: '0' }, '3').amountWithoutTax).toBe('3.02');
    // 33.333333 × 1.06 = 35.33333298 → 35.333333; × 7 = 247.333331 → 247.33
    expect(bidLineAmounts({ priceWithoutTax: '33.333333', taxRate: '6' }, '7')).toMatchObject({
      priceWithTax: '35.333333',
      amountWithoutTax: '233.33',
      amountWithTax: '247.33',
    });
  });

  it('totals add the rounded line amounts; 0.1 + 0.2 is 0.30', () => {
    expect(
      bidTotals([
        { amountWithoutTax: '0.10', amountWithTax: '0.11' },
        { amountWithoutTax: '0.20', amountWithTax: '0.23' },
      ]),
    ).toEqual({ totalWithoutTax: '0.30', totalWithTax: '0.34' });
    // large amounts stay exact beyond float precision (2^53 ≈ 9.0e15)
    expect(
      bidTotals([
        { amountWithoutTax: '9007199254740993.01', amountWithTax: '1' },
        { amountWithoutTax: '0.02', amountWithTax: '2' },
      ]).totalWithoutTax,
    ).toBe('9007199254740993.03');
    expect(bidTotals([])).toEqual({ totalWithoutTax: '0.00', totalWithTax: '0.00' });
  });

  it('priceBid prices every tender line in the tender order, or names what is missing or foreign', () => {
    const bid = bidEnvelopeSchema.parse(
      envelope([
        line({ tenderLineId: 2, priceWithoutTax: '4', taxRate: '13', leadTimeDays: 3 }),
        line({ tenderLineId: 1, priceWithoutTax: '1.005', taxRate: '13' }),
      ]),
    );
    const priced = priceBid(bid, [
      { id: 1, quantity: '3' },
      { id: 2, quantity: '2.5' },
    ]);
    expect(priced).toMatchObject({
      ok: true,
      lines: [
        { tenderLineId: 1, priceWithTax: '1.135650', amountWithoutTax: '3.02', amountWithTax: '3.41' },
        {
          tenderLineId: 2,
          priceWithTax: '4.520000',
          amountWithoutTax: '10.00',
          amountWithTax: '11.30',
          leadTimeDays: 3,
        },
      ],
      // the same numbers as quoteTotals for the same lines (sourcing.test.ts)
      totalWithoutTax: '13.02',
      totalWithTax: '14.71',
    });
    expect(
      priceBid(bid, [
        { id: 1, quantity: '1' },
        { id: 3, quantity: '1' },
      ]),
    ).toEqual({
      ok: false,
      missing: [3],
      unknown: [2],
    });
  });
});
