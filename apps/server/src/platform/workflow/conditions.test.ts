import { describe, expect, it } from 'vitest';
import { compileCondition, profileCodesIn, testCondition } from './conditions.ts';

describe('gateway conditions', () => {
  it('compare amounts given as numbers or as decimal text, against numbers and frozen profiles', () => {
    const above = compileCondition(`\${totalAmount > profile.PUR_REQ_SECOND_APPROVAL_AMOUNT}`);
    const profiles = { PUR_REQ_SECOND_APPROVAL_AMOUNT: '50000' };
    expect(testCondition(above, { totalAmount: 50000.01 }, profiles)).toBe(true);
    expect(testCondition(above, { totalAmount: '50000.00' }, profiles)).toBe(false);
    expect(testCondition(above, { totalAmount: '120000.5' }, profiles)).toBe(true);
    expect(profileCodesIn(above.text)).toEqual(['PUR_REQ_SECOND_APPROVAL_AMOUNT']);
  });

  it('compare texts as texts and combine with and / or / not', () => {
    const c = compileCondition('currencyCode == "CNY" and not (orgId in (3, 4))');
    expect(testCondition(c, { currencyCode: 'CNY', orgId: 2 }, {})).toBe(true);
    expect(testCondition(c, { currencyCode: 'USD', orgId: 2 }, {})).toBe(false);
    expect(testCondition(c, { currencyCode: 'CNY', orgId: 3 }, {})).toBe(false);
  });

  it('return the error of a missing variable or a type mismatch instead of guessing', () => {
    const c = compileCondition('totalAmount > 10');
    expect(testCondition(c, {}, {})).toBeInstanceOf(Error);
    expect(testCondition(c, { totalAmount: 'a lot' }, {})).toBeInstanceOf(Error);
  });

  it('cannot reach anything outside the variables', () => {
    const c = compileCondition('constructor == 1 or toString == 1');
    expect(testCondition(c, { x: 1 }, {})).toBeInstanceOf(Error);
    expect(testCondition(compileCondition('process.exit(1)'), { process: {} }, {})).toBeInstanceOf(Error);
  });
});
