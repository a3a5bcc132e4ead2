import type { FastifyRequest } from 'fastify';

/**
 * May a browser page at this Origin open the socket? The handshake is a plain GET that a page on any site
 * could send with the user's cookies-free but still ambient context, so only the app's own pages are let in:
 * the origin naming the same host the request was sent to (behind a proxy, the forwarded host), or one of
 * the extra origins configured (WS_ALLOWED_ORIGINS, e.g. a separately hosted web app). A client without an
 * Origin header is not a browser page and still needs a valid session.
 */
export function originAllowed(req: FastifyRequest, extraOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (extraOrigins.includes(origin)) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host !== '' && host.toLowerCase() === req.host.toLowerCase();
}
