import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { FORMAT_RULES } from './patterns.ts';
import { zEmail, zInteger, zMobile, zQuantity, zRequired, zScore, zTelephone } from './schemas.ts';
import { validateField } from './validators.ts';

/** The first error message of a failed parse, or null when the parse succeeded. */
function messageOf(schema: z.ZodType<unknown, unknown>, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

const builders = {
  integer: zInteger,
  quantity: zQuantity,
  score: zScore,
  email: zEmail,
  mobile: zMobile,
  telephone: zTelephone,
} as const;

describe('zod rule schemas', () => {
  it('answer with the message of the rule, Chinese by default', () => {
    expect(messageOf(zMobile(), '123')).toBe('手机号码格式错误');
    expect(messageOf(zMobile('EN'), '123')).toBe('mobile number format error');
    expect(messageOf(zTelephone('EN'), 'x')).toBe('phone number format error');
    expect(messageOf(zEmail('EN'), 'x')).toBe('email format error');
    expect(messageOf(zScore('EN'), '101')).toBe('must enter a score from 0 to 100');
    expect(messageOf(zQuantity('EN'), '1.')).toBe('must enter a numeric value');
    expect(messageOf(zInteger('EN'), '1.5')).toBe('must enter a number');
  });

  it('trim the value and write numbers as text', () => {
    expect(zMobile().parse(' 13812345678 ')).toBe('13812345678');
    expect(zInteger().parse(42)).toBe('42');
  });

  it('let optional fields be empty, giving undefined', () => {
    for (const empty of [undefined, null, '', '   ']) expect(zMobile().parse(empty)).toBeUndefined();
  });

  it("say 'required' for an empty required field", () => {
    for (const empty of [undefined, null, '', '   ']) {
      expect(messageOf(zMobile('EN', { required: true }), empty)).toBe('required');
      expect(messageOf(zMobile('CN', { required: true }), empty)).toBe('必填');
    }
  });

  it('refuse values of another type with the rule message', () => {
    expect(messageOf(zMobile('EN'), { phone: 1 })).toBe('mobile number format error');
    expect(messageOf(zMobile('EN', { required: true }), true)).toBe('mobile number format error');
  });

  it('work inside an object, for missing and present keys', () => {
    const body = z.object({ mobile: zMobile('EN', { required: true }), phone: zTelephone('EN') });
    expect(body.parse({ mobile: '13812345678' })).toEqual({ mobile: '13812345678' });
    const result = body.safeParse({ phone: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['mobile', 'required'],
      ['phone', 'phone number format error'],
    ]);
  });

  it('type a required field as string and an optional one as string | undefined', () => {
    const required = zMobile('CN', { required: true });
    const optional = zMobile();
    expectTypeOf<z.output<typeof required>>().toEqualTypeOf<string>();
    expectTypeOf<z.output<typeof optional>>().toEqualTypeOf<string | undefined>();
  });

  it('agree with the plain validators on any input', () => {
    const values = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[ +\-0-9.@a-z]{0,14}$/),
      fc.integer(),
      fc.double(),
      fc.constantFrom(
        null,
        undefined,
        Number.NaN,
        [],
        ['13812345678'],
        {},
        true,
        '13812345678',
        '010-12345678',
        '100.00',
        'a@b.cn',
      ),
    );
    fc.assert(
      fc.property(values, fc.boolean(), (value, required) => {
        for (const [name, build] of Object.entries(builders)) {
          const rule = name as keyof typeof FORMAT_RULES;
          const plain = validateField(rule, value, { required });
          const schemaOk = build('EN', { required }).safeParse(value).success;
          expect(schemaOk, `${name} ${JSON.stringify(value)}`).toBe(plain === null);
        }
      }),
    );
  });
});

describe('zRequired', () => {
  it('takes any non-blank text or number', () => {
    expect(zRequired().parse(' x ')).toBe('x');
    expect(zRequired().parse(0)).toBe('0');
  });

  it("says 'required' for blank values", () => {
    for (const empty of [undefined, null, '', ' ']) expect(messageOf(zRequired('EN'), empty)).toBe('required');
  });
});
