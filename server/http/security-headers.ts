import type { MiddlewareHandler } from 'hono';
import { API_BASE } from '../../src/contract';
import { DOCUMENT_CONTENT_SECURITY_POLICY } from './document-response';

/**
 * Only this origin: the app, its service worker, its API; no third-party host anywhere. Mantine sets inline
 * styles, hence style-src 'unsafe-inline' (scripts stay 'self' only). Blob URLs preview attached documents.
 * 'wasm-unsafe-eval' lets the MRZ reader compile Tesseract's WebAssembly (a file of this origin), and no other eval.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
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

/** The headers every response carries, whatever it is. */
const ALWAYS: Array<[string, string]> = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];
const HSTS = 'max-age=31536000; includeSubDomains';
const API_PREFIX = `${API_BASE}/`;

/**
 * Headers on every response. HSTS (a year) only over TLS: the request's own scheme, or X-Forwarded-Proto from the
 * trusted proxies (clientConnection). API responses that set no caching of their own are never stored.
 * They are written into the finished response's own headers: Hono's c.header() would copy the whole response for
 * each header (and lose @hono/node-server's direct write of a string body); a response whose headers are frozen
 * (one passed through from fetch) still gets them through c.header().
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const set: (name: string, value: string) => void = writable(c.res.headers)
      ? (name, value) => c.res.headers.set(name, value)
      : (name, value) => c.header(name, value);
    // A document's stricter policy (document-response.ts) stays.
    const ownPolicy = c.res.headers.get('Content-Security-Policy') === DOCUMENT_CONTENT_SECURITY_POLICY;
    for (const [name, value] of ALWAYS) if (!(ownPolicy && name === 'Content-Security-Policy')) set(name, value);
    if (c.get('viaTls')) set('Strict-Transport-Security', HSTS);
    if (c.req.path.startsWith(API_PREFIX) && !c.res.headers.has('Cache-Control')) set('Cache-Control', 'no-store');
  };
}

/** Whether these headers can be changed (a Response from fetch() has immutable ones). */
function writable(headers: Headers) {
  try {
    headers.set('X-Content-Type-Options', 'nosniff');
    return true;
  } catch {
    return false;
  }
}
