import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer, HTML and API alike (@fastify/helmet): a strict Content-Security-Policy,
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
  await app.register(helmet, {
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
  });
}
