import { describe, expect, it } from 'vitest';
import { amountInWords } from './amountInWords.ts';

describe('amountInWords (大写金额)', () => {
  it('writes the examples of the accounting standard', () => {
    expect(amountInWords('12345.67')).toBe('壹万贰仟叁佰肆拾伍元陆角柒分');
    expect(amountInWords('100')).toBe('壹佰元整');
    expect(amountInWords('10')).toBe('壹拾元整');
    expect(amountInWords('1005')).toBe('壹仟零伍元整');
    expect(amountInWords('1.05')).toBe('壹元零伍分');
    expect(amountInWords('1.50')).toBe('壹元伍角');
    expect(amountInWords('0.05')).toBe('伍分');
    expect(amountInWords('0.5')).toBe('伍角');
    expect(amountInWords('0')).toBe('零元整');
  });

  it('writes one 零 for a run of zeros and none across a group unit', () => {
    expect(amountInWords('100010')).toBe('壹拾万零壹拾元整');
    expect(amountInWords('101000')).toBe('壹拾万壹仟元整');
    expect(amountInWords('110000')).toBe('壹拾壹万元整');
    expect(amountInWords('10000001')).toBe('壹仟万零壹元整');
    expect(amountInWords('100010000')).toBe('壹亿零壹万元整');
    expect(amountInWords('100001000')).toBe('壹亿零壹仟元整');
    expect(amountInWords('200100')).toBe('贰拾万零壹佰元整');
    expect(amountInWords('10050000')).toBe('壹仟零伍万元整');
    expect(amountInWords('1000000000000')).toBe('壹万亿元整');
    expect(amountInWords('1200000000000')).toBe('壹万贰仟亿元整');
  });

  it('rounds half up to the cent and writes a negative amount with 负', () => {
    expect(amountInWords('2.005')).toBe('贰元零壹分');
    expect(amountInWords(-30.2)).toBe('负叁拾元贰角');
    expect(amountInWords('-0.001')).toBe('零元整');
  });

  it('refuses an amount beyond 万亿', () => {
    expect(() => amountInWords('1e16')).toThrow(RangeError);
  });
});
