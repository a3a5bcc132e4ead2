import { sealingMessages } from '../../i18n/sourcing/sealingMessages.ts';
import { PIN_MIN_LENGTH } from './params.ts';

export const SEALING_ERROR_CODES = [
  'pinTooShort',
  'wrongPin',
  'badThreshold',
  'badShares',
  'badEnvelope',
  'badKey',
] as const;
export type SealingErrorCode = (typeof SEALING_ERROR_CODES)[number];

/**
 * Every failure of the sealing functions. The `code` names the message (`sealing.<code>` in messages.ts)
 * so the browser and the server show it in the user's language; the English text is only the fallback
 * `message`. Causes from WebCrypto are kept in `cause` for logs but never carry key material or plaintext.
 */
export class SealingError extends Error {
  readonly code: SealingErrorCode;
  /** Placeholders of the message: `t(error.messageKey, lang, error.params)`. */
  readonly params: Record<string, string | number>;

  constructor(code: SealingErrorCode, options?: { cause?: unknown }) {
    const params: Record<string, string | number> = code === 'pinTooShort' ? { min: PIN_MIN_LENGTH } : {};
    super(sealingMessages[`sealing.${code}`].EN.replace('{min}', String(PIN_MIN_LENGTH)), options);
    this.name = 'SealingError';
    this.code = code;
    this.params = params;
  }

  /** The messages.ts key of this error. */
  get messageKey(): `sealing.${SealingErrorCode}` {
    return `sealing.${this.code}`;
  }
}

export function isSealingError(error: unknown, code?: SealingErrorCode): error is SealingError {
  return error instanceof SealingError && (code === undefined || error.code === code);
}
