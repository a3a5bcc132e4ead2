import { App } from 'antd';
import { useCallback } from 'react';
import { i18n } from '../i18n/index.ts';
import { ApiError, headersFor, request } from './client.ts';
import { API } from './endpoints.ts';

/**
 * Files from the server (spec §7 stream responses: download, batch download, PDF view, exports).
 * A stream call answers a blob, or a JSON envelope with status E and msg when it refuses; the blob is
 * read as JSON first (spec §8) so such a refusal is shown as an error instead of being saved as a file.
 */

/** The session headers of client.ts for a call that does not send JSON (multipart, tus, blobs). */
export function authHeaders(): Record<string, string> {
  const { 'Content-Type': _type, Accept: _accept, ...rest } = headersFor({});
  return rest;
}

export type BlobRequest = {
  /** POST (default; the file server's calls) or GET (large-file download). */
  method?: 'POST' | 'GET';
  /** Query parameters, e.g. `{id}` for `download?id=`. */
  query?: Record<string, string | number>;
  /** A JSON body (POST only), e.g. `{ids}` for a batch download. */
  body?: unknown;
  signal?: AbortSignal;
};

export type FetchedBlob = {
  blob: Blob;
  /** From Content-Disposition (RFC 5987 `filename*` first), else null. */
  fileName: string | null;
  contentType: string;
};

/** `path?k=v` with the query encoded. */
export function withQuery(path: string, query?: Record<string, string | number>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` wins over `filename="…"`. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended) {
    const value = extended[1].trim().replace(/^"|"$/g, '');
    const encoded = value.replace(/^[^']*'[^']*'/, '');
    try {
      return decodeURIComponent(encoded);
    } catch {
      return encoded;
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1].trim();
  return name || null;
}

/** An error envelope is small; a larger blob is a file even when it happens to be JSON. */
const MAX_ENVELOPE_BYTES = 1024 * 1024;

async function startsLikeJson(blob: Blob): Promise<boolean> {
  const head = (await blob.slice(0, 16).text()).trimStart();
  return head.startsWith('{');
}

/** A refusal inside a blob: `{status: 'E', msg}` (or any envelope that is not S). */
async function refusalIn(blob: Blob): Promise<{ msg: string; code?: unknown } | null> {
  try {
    const value: unknown = JSON.parse(await blob.text());
    if (value && typeof value === 'object' && 'status' in value && (value as { status: unknown }).status !== 'S') {
      const { msg, code } = value as { msg?: unknown; code?: unknown };
      return { msg: typeof msg === 'string' && msg ? msg : i18n.t('app.unexpectedError'), code };
    }
  } catch {
    // not JSON: a file
  }
  return null;
}

/** Fetches a stream call as a blob; throws ApiError with the server's msg when it answers an error envelope. */
export async function fetchBlob(path: string, options: BlobRequest = {}): Promise<FetchedBlob> {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = authHeaders();
  let body: string | undefined;
  if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), { method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(i18n.t('app.networkError'), 0);
  }
  if (response.status === 401) {
    // Let the one API client end the session (it sends the user to the login page) and say so.
    await request(API.userInfo);
    throw new ApiError(i18n.t('app.sessionExpired'), 401);
  }
  const blob = await response.blob();
  const contentType = response.headers.get('Content-Type') ?? blob.type ?? '';
  // Blobs are parsed as JSON first (spec §8): an envelope means the server refused.
  if (!response.ok || /json/i.test(contentType) || (blob.size <= MAX_ENVELOPE_BYTES && (await startsLikeJson(blob)))) {
    const refusal = await refusalIn(blob);
    if (refusal) throw new ApiError(refusal.msg, response.status);
    if (!response.ok) throw new ApiError(i18n.t('app.serverUnavailable', { status: response.status }), response.status);
  }
  return { blob, contentType, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}

/** Saves a blob under a name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Fetches a file and saves it under the Content-Disposition name (or `fallbackName`); throws ApiError. */
export async function downloadFile(
  path: string,
  options: BlobRequest & { fallbackName?: string } = {},
): Promise<FetchedBlob> {
  const fetched = await fetchBlob(path, options);
  saveBlob(fetched.blob, fetched.fileName ?? options.fallbackName ?? 'download');
  return fetched;
}

/**
 * `downloadFile` with the refusal shown as an error toast (spec §8); resolves true when saved. For
 * components: the toast uses antd's App context (top 20, 4 s).
 */
export function useDownload(): (path: string, options?: BlobRequest & { fallbackName?: string }) => Promise<boolean> {
  const { message } = App.useApp();
  return useCallback(
    async (path, options) => {
      try {
        await downloadFile(path, options);
        return true;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return false;
        message.error(error instanceof ApiError ? error.msg : i18n.t('app.unexpectedError'));
        return false;
      }
    },
    [message],
  );
}
