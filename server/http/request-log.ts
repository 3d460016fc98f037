import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { randomUUID } from 'node:crypto';
import type { Logger } from '../log';

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

/** A request id from the load balancer is kept when it looks like one; otherwise the server makes its own. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * One log line per request: its id (also sent back as X-Request-Id), method, route pattern, status and time.
 * The route pattern (`/api/v1/auth/token/send/:userEmail`), never the path itself, so emails and ids in paths
 * and query strings stay out of the logs. Health checks log at debug level only.
 * These lines hold only the fields above, none of them a secret, so they are written without the logger's
 * redaction pass (a walk over every redacted path for each line, the largest per-request cost it had).
 */
export function requestLog(parent: Logger): MiddlewareHandler {
  const log = parent.child({}, { redact: { paths: [] } });
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    let failed = false;
    try {
      await next();
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      const status = failed ? 500 : c.res.status;
      const route = routePath(c) || '*';
      const line = { reqId: requestId, method: c.req.method, route, status, ms: Math.round((performance.now() - started) * 10) / 10 };
      if (status === 499) log.info({ ...line, aborted: true }, 'request aborted by the client');
      else if (status >= 500) log.error(line, 'request failed');
      else if (route.includes('/health')) log.debug(line, 'request');
      else log.info(line, 'request');
    }
  };
}
