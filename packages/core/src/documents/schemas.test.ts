import { describe, expect, it } from 'vitest';
import { multiplyToAmount, sumAmounts } from './amounts.ts';
import { purchaseRequisition } from './purchaseRequisition.ts';
import { documentSaveSchema } from './schemas.ts';

/** The save schema derived from a declaration, and the exact amount arithmetic, shared by server and web. */

const schema = documentSaveSchema(purchaseRequisition);
const line = {
  itemDescription: 'x',
  categoryId: 1,
  quantity: '1',
  unitCode: 'KG',
  estimatedPrice: '2',
  needByDate: '2030-01-31',
};
const body = {
  orgId: 1,
  departmentId: '2',
  requesterId: 3,
  purpose: 'p',
  currencyCode: 'CNY',
  needByDate: '2030-01-31',
  lines: [line],
};

describe('documentSaveSchema', () => {
  it('takes ids as numbers or digits, decimals as text or numbers, and drops read-only fields', () => {
    const parsed = schema.parse({ ...body, totalAmount: '999', lines: [{ ...line, quantity: 2.5, amount: '1' }] });
    const lines = parsed.lines as Record<string, unknown>[];
    expect(parsed.departmentId).toBe(2);
    expect(parsed.totalAmount).toBeUndefined();
    expect(lines[0]).toMatchObject({ quantity: '2.5', estimatedPrice: '2' });
    expect(lines[0].amount).toBeUndefined();
    expect(lines[0].materialId).toBeNull();
  });

  it('reports bounds, decimals and dates as message keys with their parameters', () => {
    const result = schema.safeParse({
      ...body,
      needByDate: '2030-02-29',
      lines: [{ ...line, quantity: '1000000000', estimatedPrice: '0.1234567' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['needByDate', 'field.date'],
      ['lines.0.quantity', 'field.max'],
      ['lines.0.estimatedPrice', 'field.decimals'],
    ]);
    expect(result.error?.issues[2]).toMatchObject({ precision: 6 });
  });
});

describe('amounts', () => {
  it('multiplies and sums exactly, rounding half up to the scale', () => {
    expect(multiplyToAmount('3', '1.005', 2)).toBe('3.02');
    expect(multiplyToAmount('0.1', '0.2', 2)).toBe('0.02');
    expect(multiplyToAmount('999999999', '999999999', 2)).toBe('999999998000000001.00');
    expect(sumAmounts(['0.10', '0.20'], 2)).toBe('0.30');
    expect(sumAmounts([], 2)).toBe('0.00');
  });
});
