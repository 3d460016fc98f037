import type { MiddlewareHandler } from 'hono';
import { API_BASE } from '../../src/contract';

/**
 * Only this origin: the app, its service worker, its API; no third-party host anywhere. Mantine sets inline
 * styles, hence style-src 'unsafe-inline' (scripts stay 'self' only). Blob URLs preview attached documents.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Headers on every response. HSTS (a year) only over TLS: the request's own scheme, or X-Forwarded-Proto from the
 * trusted proxies (clientConnection). API responses that set no caching of their own are never stored.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (c.get('viaTls')) {
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    if (c.req.path.startsWith(`${API_BASE}/`) && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
}
