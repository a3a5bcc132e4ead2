import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceInstalments, openInstalments, type TermNode } from './instalments.ts';
import { currencyScale } from './money.ts';

const node = (seqNum: number, eventCode: string, daysAfter: number, proportion: string): TermNode => ({
  seqNum,
  stageName: `S${seqNum}`,
  eventCode,
  daysAfter,
  proportion,
});

/** Proportions in ten-thousandths of a percent adding up to exactly 100 %, as the payment-term list requires. */
const proportions = fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 6 }).map((weights) => {
  const sum = weights.reduce((s, w) => s + w, 0);
  const units = weights.map((w) => Math.floor((w * 1_000_000) / sum));
  units[units.length - 1] += 1_000_000 - units.reduce((s, u) => s + u, 0);
  return units.filter((u) => u > 0).map((u) => (u / 10_000).toFixed(4));
});

describe('invoice instalments', () => {
  it('add up to the total to the minor unit, each share within one unit of exact, none due before the invoice (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 10_000_000_000 }),
        fc.constantFrom('CNY', 'JPY', 'KWD'),
        proportions,
        fc.array(
          fc.tuple(fc.constantFrom('INVOICE', 'RECEIPT', 'DELIVERY', 'ORDER'), fc.integer({ min: 0, max: 400 })),
          {
            minLength: 6,
            maxLength: 6,
          },
        ),
        fc.integer({ min: -40, max: 40 }),
        (minor, currency, shares, events, goodsOffset) => {
          const scale = currencyScale(currency);
          const total = new Decimal(minor).div(10 ** scale).toFixed(scale);
          const nodes = shares.map((p, i) => node((i + 1) * 10, events[i][0], events[i][1], p));
          const invoiceDate = '2026-10-15';
          const goodsDate = new Date(Date.UTC(2026, 9, 15 + goodsOffset)).toISOString().slice(0, 10);
          const result = invoiceInstalments({ totalWithTax: total, currency, invoiceDate, goodsDate, nodes });
          expect(result).toHaveLength(nodes.length);
          const sum = result.reduce((s, r) => s.plus(r.amount), new Decimal(0));
          expect(sum.toFixed(scale)).toBe(total);
          const unit = new Decimal(1).div(10 ** scale);
          for (const [i, r] of result.slice(0, -1).entries()) {
            expect(r.amount).toMatch(scale ? new RegExp(`^-?\\d+\\.\\d{${scale}}$`) : /^-?\d+$/);
            const exact = new Decimal(total).times(nodes[i].proportion).div(100);
            expect(exact.minus(r.amount).abs().lte(unit.div(2))).toBe(true);
          }
          for (const r of result) expect(r.dueDate >= invoiceDate).toBe(true);
        },
      ),
    );
  });

  it('dates each node from its event: invoice + days, receipt from the period end, an order stage at once', () => {
    const nodes = [node(10, 'ORDER', 7, '30'), node(20, 'RECEIPT', 60, '60'), node(30, 'INVOICE', 365, '10')];
    const result = invoiceInstalments({
      totalWithTax: '1000.01',
      currency: 'CNY',
      invoiceDate: '2026-11-05',
      goodsDate: '2026-10-31',
      nodes,
    });
    expect(result).toEqual([
      { seqNum: 10, stageName: 'S10', dueDate: '2026-11-05', amount: '300.00' },
      { seqNum: 20, stageName: 'S20', dueDate: '2026-12-30', amount: '600.01' },
      { seqNum: 30, stageName: 'S30', dueDate: '2027-11-05', amount: '100.00' },
    ]);
    // A receipt node whose days ran out before the invoice: due when the invoice is dated.
    const early = invoiceInstalments({
      totalWithTax: '10',
      currency: 'CNY',
      invoiceDate: '2026-12-20',
      goodsDate: '2026-10-31',
      nodes: [node(10, 'RECEIPT', 10, '100')],
    });
    expect(early[0].dueDate).toBe('2026-12-20');
    // No term: due on the invoice date, whole.
    expect(
      invoiceInstalments({
        totalWithTax: '5.5',
        currency: 'CNY',
        invoiceDate: '2026-12-01',
        goodsDate: '2026-11-30',
        nodes: [],
      }),
    ).toEqual([{ seqNum: 0, stageName: '', dueDate: '2026-12-01', amount: '5.50' }]);
  });

  it('what payments cover is spent on the earliest due instalments first', () => {
    const list = invoiceInstalments({
      totalWithTax: '100',
      currency: 'CNY',
      invoiceDate: '2026-11-01',
      goodsDate: '2026-10-31',
      nodes: [node(10, 'INVOICE', 90, '50'), node(20, 'INVOICE', 30, '50')],
    });
    const open = openInstalments(list, '70', 'CNY');
    expect(open.map((o) => [o.dueDate, o.amount, o.open])).toEqual([
      ['2026-12-01', '50.00', '0.00'],
      ['2027-01-30', '50.00', '30.00'],
    ]);
    expect(openInstalments(list, '0', 'CNY').map((o) => o.open)).toEqual(['50.00', '50.00']);
    expect(openInstalments(list, '100.00', 'CNY').map((o) => o.open)).toEqual(['0.00', '0.00']);
  });
});
