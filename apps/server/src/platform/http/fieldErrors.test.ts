import { t } from '@srm/core';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { requireVersion } from './fieldErrors.ts';

/** A change sent without the version it was read at is refused on the field `version`, in both languages. */
describe('requireVersion', () => {
  it('passes the version through', () => {
    expect(requireVersion('EN', 3)).toBe(3);
    expect(requireVersion('EN', 0)).toBe(0);
  });

  it.each(['CN', 'EN'] as const)('refuses a missing version with a field message of its own (%s)', (lang) => {
    let error: unknown;
    try {
      requireVersion(lang, undefined);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    const message = t('field.versionRequired', lang);
    expect(message).not.toBe(t('field.required', lang));
    expect((error as AppError).statusCode).toBe(400);
    expect((error as AppError).data).toEqual({ errors: [{ field: 'version', message }] });
    expect(t((error as AppError).key, lang, (error as AppError).params)).toContain(message);
  });
});
