import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fieldErrorText,
  isEmptyValue,
  validateEmail,
  validateField,
  validateInteger,
  validateMobile,
  validateQuantity,
  validateRequired,
  validateScore,
  validateTelephone,
} from './validators.ts';

const formatValidators = [
  ['integer', validateInteger, '12', '1.5', 'form.integer'],
  ['quantity', validateQuantity, '-1.5', 'abc', 'form.quantity'],
  ['score', validateScore, '99.5', '101', 'form.score'],
  ['email', validateEmail, 'a@b.cn', 'a@b', 'form.email'],
  ['mobile', validateMobile, '13812345678', '12812345678', 'form.mobile'],
  ['telephone', validateTelephone, '010-12345678', '12-34', 'form.telephone'],
] as const;

/** Arbitrary values a form field can hold when it is empty. */
const emptyValue = fc.oneof(
  fc.constantFrom(null, undefined, '', Number.NaN, [] as unknown[]),
  fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u3000') }),
);

describe('isEmptyValue', () => {
  it('treats null, undefined, blank strings, empty arrays and NaN as empty', () => {
    for (const value of [null, undefined, '', '   ', '\t\n', [], Number.NaN]) expect(isEmptyValue(value)).toBe(true);
  });

  it('treats zero, false, text and dates as values', () => {
    for (const value of [0, false, 'a', ' a ', [1], new Date(0)]) expect(isEmptyValue(value)).toBe(false);
  });
});

describe('validateRequired', () => {
  it("answers 'required' for empty strings, blank strings and missing dates", () => {
    expect(validateRequired('')).toBe('form.required');
    expect(validateRequired('   ')).toBe('form.required');
    expect(validateRequired(null)).toBe('form.required');
    expect(validateRequired(undefined)).toBe('form.required');
  });

  it('passes any present value', () => {
    expect(validateRequired('x')).toBeNull();
    expect(validateRequired(0)).toBeNull();
    expect(validateRequired(new Date())).toBeNull();
  });
});

describe.each(formatValidators)('the %s validator', (_name, validate, good, bad, key) => {
  it('passes a valid value and names its message for an invalid one', () => {
    expect(validate(good)).toBeNull();
    expect(validate(bad)).toBe(key);
  });

  it('ignores spaces around the value', () => {
    expect(validate(` ${good}  `)).toBeNull();
  });

  it('lets an optional field be empty, and says "required" for a required one', () => {
    fc.assert(
      fc.property(emptyValue, (value) => {
        expect(validate(value)).toBeNull();
        expect(validate(value, { required: false })).toBeNull();
        expect(validate(value, { required: true })).toBe('form.required');
      }),
    );
  });

  it('checks the format of a required field as well', () => {
    expect(validate(good, { required: true })).toBeNull();
    expect(validate(bad, { required: true })).toBe(key);
  });

  it('refuses values that are not text or numbers', () => {
    expect(validate({})).toBe(key);
    expect(validate(true)).toBe(key);
  });
});

describe('number values', () => {
  it('are checked as they are written', () => {
    expect(validateInteger(42)).toBeNull();
    expect(validateInteger(-3)).toBeNull();
    expect(validateInteger(1.5)).toBe('form.integer');
    expect(validateQuantity(1.5)).toBeNull();
    expect(validateScore(100)).toBeNull();
    expect(validateScore(100.5)).toBe('form.score');
    expect(validateMobile(13812345678)).toBeNull();
  });

  it('accept every integer as an integer and a quantity', () => {
    fc.assert(fc.property(fc.integer(), (n) => validateInteger(n) === null && validateQuantity(n) === null));
  });
});

describe('validateField', () => {
  it('runs a rule by name', () => {
    expect(validateField('mobile', '13812345678')).toBeNull();
    expect(validateField('mobile', '1')).toBe('form.mobile');
    expect(validateField('score', '', { required: true })).toBe('form.required');
  });

  it("always requires a value under the 'required' rule", () => {
    expect(validateField('required', '')).toBe('form.required');
    expect(validateField('required', 'x')).toBeNull();
  });
});

describe('fieldErrorText', () => {
  it('gives the text of a result, Chinese by default', () => {
    expect(fieldErrorText('form.email')).toBe('邮箱格式错误');
    expect(fieldErrorText('form.email', 'EN')).toBe('email format error');
    expect(fieldErrorText(validateTelephone('x'), 'EN')).toBe('phone number format error');
  });

  it('gives null for a valid value', () => {
    expect(fieldErrorText(null, 'EN')).toBeNull();
  });
});
