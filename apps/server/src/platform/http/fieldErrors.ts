import { type Lang, type MessageKey, t } from '@srm/core';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import type { FieldError } from '../i18n/zodMessages.ts';
import { AppError } from './errors.ts';

/*
 * The refusals a save answers on one field: the form shows each message on its field, as it does for a
 * schema failure.
 */

/** A 4xx whose envelope carries a field message (`data.errors`), like a schema failure does. */
export function fieldError(
  lang: Lang,
  status: 400 | 404 | 409,
  field: string,
  key: MessageKey,
  params: Record<string, string | number> = {},
): AppError {
  const message = t(key, lang, params);
  return new AppError(
    status,
    status === 400 ? 'error.badRequest' : key,
    status === 400 ? { detail: `${field}: ${message}` } : params,
    {
      errors: [{ field, message }],
    },
  );
}

/** An update needs the version it was read at. */
export function requireVersion(lang: Lang, version: number | undefined): number {
  if (version === undefined) throw fieldError(lang, 400, 'version', 'field.versionRequired');
  return version;
}

/** Runs a save; a unique-index failure (lost race on the code check) becomes the code's 409. */
export async function guardUnique<T>(run: () => Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/** The name in the request's language: English falls back to Chinese. */
export const localName = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);

/** A 400 carrying several field errors (the form shows each on its field). */
export function fieldErrors(errors: FieldError[]): AppError {
  const detail = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  return new AppError(400, 'error.badRequest', { detail }, { errors });
}
