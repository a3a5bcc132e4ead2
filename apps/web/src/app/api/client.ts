import { type Envelope, GATEWAY_TAG, HEADERS } from '@srm/core/api';
import type { Lang } from '@srm/core/i18n/lang';
import { clearSession, getSession } from '../auth/session.ts';
import { getLang, i18n } from '../i18n/index.ts';

/**
 * The one way the web calls the server (ARCHITECTURE §3): POST JSON with the spec's headers,
 * the `{status, msg, data, page}` envelope unpacked, and a failure turned into an ApiError that
 * carries the server's message in the user's language.
 */
export class ApiError extends Error {
  /** HTTP status, 0 when the server could not be reached. */
  readonly status: number;
  /** The envelope's data of a failure (e.g. `{captchaRequired: true}` from login). */
  readonly data: unknown;

  constructor(message: string, status: number, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }

  /** The server's text, for showing to the user. */
  get msg(): string {
    return this.message;
  }
}

export type RequestOptions = {
  /**
   * Calls made without a session (login, captcha, forgot password): a 401 there is an answer to
   * show, not an expired session.
   */
  anonymous?: boolean;
  /** Language of the server's messages and names; the interface language when absent. */
  lang?: Lang;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key for actions that must not apply twice. */
  idempotencyKey?: string;
};

/** Envelope codes meaning "the session is gone" in servers of this family (DOMAIN-NOTES). */
const NOT_LOGGED_IN_CODES = new Set(['4001', 'NOT-LOGGED-IN']);

let onUnauthorized: () => void = () => {
  window.location.assign('/login');
};

/** The router registers how to go to the login page once it exists. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function sessionEnded(): never {
  const text = i18n.t('app.sessionExpired');
  clearSession('expired', text);
  onUnauthorized();
  throw new ApiError(text, 401);
}

export function headersFor(options: RequestOptions): Record<string, string> {
  const session = getSession();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    [HEADERS.language]: options.lang ?? getLang(),
    [HEADERS.gatewayTag]: GATEWAY_TAG,
    [HEADERS.timestamp]: String(Date.now()),
  };
  if (session.token) headers[HEADERS.certificate] = session.token;
  if (session.authorizationCode) headers[HEADERS.authorizationCode] = session.authorizationCode;
  if (options.idempotencyKey) headers[HEADERS.idempotencyKey] = options.idempotencyKey;
  return headers;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'status' in value && 'msg' in value;
}

/** POSTs `body` to `path` and returns the whole envelope (use it when the `page` object matters). */
export async function request<T>(path: string, body: unknown = {}, options: RequestOptions = {}): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: headersFor(options),
      body: JSON.stringify(body ?? {}),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(i18n.t('app.networkError'), 0);
  }

  let envelope: unknown = null;
  try {
    envelope = await response.json();
  } catch {
    envelope = null;
  }

  if (response.status === 401 && !options.anonymous) sessionEnded();
  if (!isEnvelope(envelope)) {
    throw new ApiError(i18n.t('app.serverUnavailable', { status: response.status }), response.status);
  }
  const code = (envelope as { code?: unknown }).code;
  if (envelope.status === 'E' && !options.anonymous && typeof code === 'string' && NOT_LOGGED_IN_CODES.has(code)) {
    sessionEnded();
  }
  if (!response.ok || envelope.status !== 'S') {
    throw new ApiError(envelope.msg || i18n.t('app.unexpectedError'), response.status, envelope.data);
  }
  return envelope as Envelope<T>;
}

/** POSTs `body` to `path` and returns the envelope's data. */
export async function post<T>(path: string, body: unknown = {}, options: RequestOptions = {}): Promise<T> {
  return (await request<T>(path, body, options)).data;
}

/** The text to show for any error caught around a call. */
/** A field the server refused, as a 400's data carries it (`{errors: [{field, message}]}`). */
export type FieldError = { field: string; message: string };

/** The server's field errors of a refused call (none for any other failure). */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  const errors = (error.data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as FieldError[]).filter((e) => typeof e?.field === 'string') : [];
}

/**
 * The field errors on a document's lines (`lines.<index>.<field>`), by the index of the line in the
 * request and then the field, so a screen shows each message on its own line.
 */
export function lineErrorsOf(error: unknown, linesKey = 'lines'): Record<number, Record<string, string>> {
  const out: Record<number, Record<string, string>> = {};
  for (const e of fieldErrorsOf(error)) {
    const at = new RegExp(`^${linesKey}\\.(\\d+)\\.(.+)$`).exec(e.field);
    if (!at) continue;
    const index = Number(at[1]);
    out[index] = { ...out[index], [at[2]]: e.message };
  }
  return out;
}

export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.msg;
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('app.unexpectedError');
}
