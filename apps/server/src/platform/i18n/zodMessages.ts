import { type Lang, type MessageKey, messages, t } from '@srm/core';
import { z } from 'zod';

const zodLocales = { CN: z.locales.zhCN().localeError, EN: z.locales.en().localeError };

/** zod's own messages in the language, except that a missing field simply reads "required". */
const errorMapFor =
  (lang: Lang): z.core.$ZodErrorMap =>
  (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? t('field.required', lang) : zodLocales[lang](issue);
const localeErrorMaps = { CN: errorMapFor('CN'), EN: errorMapFor('EN') };

export type FieldError = { field: string; message: string };

/**
 * Parses with zod's built-in messages in the request's language. A schema may name one of our own
 * messages as its custom message (e.g. `.refine(ok, 'password.tooWeak')`); it is translated here.
 */
export function parseWithLang<S extends z.ZodType>(
  schema: S,
  input: unknown,
  lang: Lang,
): { ok: true; value: z.output<S> } | { ok: false; errors: FieldError[] } {
  const result = schema.safeParse(input, { error: localeErrorMaps[lang] });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({
      field: issue.path.join('.') || '(body)',
      message: issue.message in messages ? t(issue.message as MessageKey, lang, issue as never) : issue.message,
    })),
  };
}
