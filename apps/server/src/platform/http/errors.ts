import type { MessageKey } from '@srm/core';

/**
 * An error a user should see: an HTTP status, a message key (translated into the request's
 * language by the error handler) and optional data for the client, e.g. `{captchaRequired: true}`.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly key: MessageKey,
    public readonly params: Record<string, string | number> = {},
    public readonly data: unknown = null,
  ) {
    super(key);
  }
}

export const notFound = () => new AppError(404, 'error.notFound');
export const forbidden = () => new AppError(403, 'error.forbidden');
export const notLoggedIn = () => new AppError(401, 'error.notLoggedIn');
