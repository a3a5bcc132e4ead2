import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer, HTML and API alike (helmet): a strict Content-Security-Policy,
 * X-Content-Type-Options nosniff, Referrer-Policy, frame-ancestors 'self' (with X-Frame-Options SAMEORIGIN
 * for old browsers). The policy was checked in Chromium against the built app (e2e/tests/security-headers.spec.ts
 * collects every CSP violation while users work):
 * - script-src 'self': the built app has no inline script (Vite emits module files).
 * - style-src 'unsafe-inline': antd's CSS-in-JS injects <style> elements at run time and components set style
 *   attributes; a nonce would need every render to carry it. Inline style cannot run code.
 * - img-src data: blob: — captcha PNGs, avatars and previews come as data/blob URLs.
 * - worker-src 'self' blob: — the PDF viewer's worker.
 * - frame-src http: https: — the iframe box (spec's external menus) embeds pages of other systems by design.
 * - connect-src 'self' covers the /srm-ws websocket of the same host.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  // Set before anything else can answer; a route may still replace one (the API page sets its own policy).
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The headers, worked out once. They are the same for every answer, but @fastify/helmet built the policy again
 * on every request (parsing every directive): 3 % of the server's CPU on a list call (issue 16 item 4).
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:', 'http:', 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    // The app may be served over plain HTTP on an intranet; HSTS is the reverse proxy's decision.
    strictTransportSecurity: false,
    // Downloads and previews open in new tabs of the same site; cross-origin isolation would block the iframe box.
    crossOriginEmbedderPolicy: false,
  })({} as never, res as never, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}
