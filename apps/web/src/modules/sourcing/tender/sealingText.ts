import type { Lang } from '@srm/core/i18n/lang';
import { sealingMessages } from '@srm/core/i18n/sourcing/sealingMessages';
import { isSealingError, PIN_MIN_LENGTH } from '@srm/core/sourcing/sealing';
import { errorText } from '../../../app/api/client.ts';

/**
 * The text of a failure of the sealing functions in the reader's language: a SealingError names its
 * message by its code (the same texts the server uses, packages/core i18n/sourcing/sealingMessages.ts);
 * anything else (a refused call) is shown as the client shows it.
 */
export function sealingErrorText(error: unknown, lang: Lang): string {
  if (isSealingError(error)) {
    const params: Record<string, string | number> = { min: PIN_MIN_LENGTH, ...error.params };
    return Object.entries(params).reduce(
      (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
      sealingMessages[error.messageKey][lang] as string,
    );
  }
  return errorText(error);
}
