import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimals.ts';

describe('formatDecimal: one rule for the decimals of quantities, prices and amounts', () => {
  it('amounts have exactly the money decimals', () => {
    expect(formatDecimal('58.2', 'amount', 2)).toBe('58.20');
    expect(formatDecimal('5100', 'amount')).toBe('5,100.00');
    expect(formatDecimal('2.345', 'amount', 2)).toBe('2.35');
  });
  it('prices have at least the money decimals and no zeros padded beyond them', () => {
    expect(formatDecimal('9.600000', 'price', 6)).toBe('9.60');
    expect(formatDecimal('4.850000', 'price', 6)).toBe('4.85');
    expect(formatDecimal('0.123456', 'price', 6)).toBe('0.123456');
    expect(formatDecimal('4.8', 'price', 6)).toBe('4.80');
    expect(formatDecimal('1200', 'price', 6)).toBe('1,200.00');
  });
  it('quantities show the decimals they have, none padded', () => {
    expect(formatDecimal('10.0000', 'quantity', 4)).toBe('10');
    expect(formatDecimal('9.6000', 'quantity', 4)).toBe('9.6');
    expect(formatDecimal('0.1250', 'quantity', 4)).toBe('0.125');
    expect(formatDecimal('12345', 'quantity')).toBe('12,345');
  });
  it('never hides a stored digit within the precision, and shows nothing for what is not a number', () => {
    expect(formatDecimal('9.6001', 'quantity', 4)).toBe('9.6001');
    expect(formatDecimal('', 'quantity', 4)).toBe('');
    expect(formatDecimal(null, 'price', 6)).toBe('');
    expect(formatDecimal('abc', 'amount', 2)).toBe('');
  });
});
