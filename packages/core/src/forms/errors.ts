import type { Lang } from '../i18n/lang.ts';
import { type FormMessageKey, formMessage } from './messages.ts';

/**
 * An error thrown by the shared helpers when they are called wrongly (a programming error, not a
 * user's typing mistake). `message` is the English text, so logs and stack traces read the same
 * everywhere; `code` is stable for programs to test; `text(lang)` gives the text to show a user.
 */
export class HelperError extends Error {
  readonly code: string;
  readonly key: FormMessageKey;
  readonly params: Record<string, string | number>;

  constructor(code: string, key: FormMessageKey, params: Record<string, string | number> = {}) {
    super(formMessage(key, 'EN', params));
    this.name = 'HelperError';
    this.code = code;
    this.key = key;
    this.params = params;
  }

  /** The message in a language, for showing to a user. */
  text(lang: Lang): string {
    return formMessage(this.key, lang, this.params);
  }

  /** Both texts at once, e.g. for an API error body. */
  get texts(): Record<Lang, string> {
    return { CN: this.text('CN'), EN: this.text('EN') };
  }
}
