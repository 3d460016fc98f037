import type { Hono } from 'hono';
import { createServer, type Server } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import { refusalBody } from '../http/errors';
import type { Metrics } from './create-metrics';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header bears the metrics token (compared in constant time); any header passes without one. */
function bearsToken(authorization: string | undefined, token: string | undefined) {
  if (!token) return true;
  const match = /^Bearer (.+)$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * /metrics on the public port: only with METRICS_TOKEN set, and then only for requests bearing it (401 otherwise).
 * Without a token it is not there (404): metrics are then served on METRICS_PORT alone, or not at all.
 */
export function publicMetricsRoute(app: Hono, metrics: Metrics, token: string | undefined) {
  app.get(METRICS_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!token) return c.json(refusalBody('noSuchEndpoint'), 404);
    if (!bearsToken(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json(refusalBody('signInToContinue'), 401);
    }
    return c.body(await metrics.scrape(), 200, { 'Content-Type': metrics.contentType });
  });
}

/** The metrics port's server (METRICS_PORT, on METRICS_HOST): GET /metrics and nothing else; the token too when set. */
export function createMetricsServer(metrics: Metrics, token: string | undefined): Server {
  return createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (!bearsToken(request.headers.authorization, token)) {
      response
        .writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer realm="metrics"' })
        .end('Unauthorized\n');
      return;
    }
    metrics.scrape().then(
      (text) =>
        response
          .writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' })
          .end(request.method === 'HEAD' ? undefined : text),
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
}
