import { describe, expect, it, vi } from 'vitest';
import { HelperError } from './errors.ts';
import { type ValidatableForm, validateAll } from './validate-all.ts';

const form = (
  result: boolean | Promise<boolean> | (() => never),
): ValidatableForm & { validate: ReturnType<typeof vi.fn> } => ({
  validate: vi.fn(() => (typeof result === 'function' ? result() : result)),
});

describe('validateAll', () => {
  it('resolves true when every form is valid, sync or async', async () => {
    await expect(validateAll([form(true), form(Promise.resolve(true))])).resolves.toBe(true);
  });

  it('resolves false when any form is invalid', async () => {
    await expect(validateAll([form(true), form(false)])).resolves.toBe(false);
    await expect(validateAll([form(Promise.resolve(false)), form(true)])).resolves.toBe(false);
  });

  it('treats a rejected or throwing validate() as invalid, as Element-style forms reject when invalid', async () => {
    await expect(validateAll([form(true), form(Promise.reject(new Error('invalid')))])).resolves.toBe(false);
    await expect(
      validateAll([
        form(() => {
          throw new Error('invalid');
        }),
      ]),
    ).resolves.toBe(false);
  });

  it('validates every form even after one failed, so each shows its messages', async () => {
    const forms = [form(false), form(true), form(false)];
    await validateAll(forms);
    for (const f of forms) expect(f.validate).toHaveBeenCalledTimes(1);
  });

  it('resolves true for no forms', async () => {
    await expect(validateAll([])).resolves.toBe(true);
  });

  it('rejects with a bilingual error when not given an array', async () => {
    for (const notArray of [undefined, null, form(true), 'forms', {}]) {
      const error = await validateAll(notArray as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HelperError);
      expect(error).toMatchObject({
        code: 'FORMS_NOT_ARRAY',
        message: 'Cannot validate the forms: an array of forms is required',
      });
      expect((error as HelperError).text('CN')).toBe('校验表单失败：需要传入表单数组');
    }
  });

  it('rejects when an item is not a form, naming its index, before validating anything', async () => {
    const good = form(true);
    const error = await validateAll([good, {} as never]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'FORMS_NOT_FORM' });
    expect((error as Error).message).toContain('item 1 ');
    expect(good.validate).not.toHaveBeenCalled();
  });
});
