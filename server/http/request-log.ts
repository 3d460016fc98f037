import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { randomUUID } from 'node:crypto';
import type { Logger } from '../log';

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
    /** The request's logger, made on first use by requestLogger (most requests never log beyond their one line). */
    requestLogger: Logger;
  }
}

/** A request id from a trusted load balancer is kept when it looks like one; otherwise the server makes its own. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * The logger for whatever a request logs besides its request line: every line it writes carries the request's id
 * (`reqId`), so a customer's "error 7f3a…" (the X-Request-Id of the answer) finds all of them.
 */
export function requestLogger(c: Context, parent: Logger): Logger {
  let log = c.get('requestLogger');
  if (!log) {
    log = parent.child({ reqId: c.get('requestId') });
    c.set('requestLogger', log);
  }
  return log;
}

/**
 * One log line per request: its id (also sent back as X-Request-Id), method, route pattern, status and time.
 * The route pattern (`/api/v1/auth/token/send/:userEmail`), never the path itself, so emails and ids in paths
 * and query strings stay out of the logs. Health checks and metrics scrapes log at debug level only.
 * A client's own X-Request-Id is taken only behind trusted proxies (TRUSTED_PROXY_HOPS > 0, the load balancer
 * sets it); otherwise anyone could give their requests the id of someone else's.
 * These lines hold only the fields above, none of them a secret, so they are written without the logger's
 * redaction pass (a walk over every redacted path for each line, the largest per-request cost it had).
 * `onDone` receives each finished request's route pattern, method, status and seconds taken (the metrics).
 */
export function requestLog(
  parent: Logger,
  trustedProxyHops: number,
  onDone?: (route: string, method: string, status: number, seconds: number) => void,
): MiddlewareHandler {
  const log = parent.child({}, { redact: { paths: [] } });
  const trustIncoming = trustedProxyHops > 0;
  return async (c, next) => {
    const incoming = trustIncoming ? c.req.header('x-request-id') : undefined;
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
      const ms = performance.now() - started;
      onDone?.(route, c.req.method, status, ms / 1000);
      const line = { reqId: requestId, method: c.req.method, route, status, ms: Math.round(ms * 10) / 10 };
      if (status === 499) log.info({ ...line, aborted: true }, 'request aborted by the client');
      // 503 is an outage or a drain, logged at warn where it is met (database unavailable): error is for what needs a person.
      else if (status >= 500 && status !== 503) log.error(line, 'request failed');
      else if (route.includes('/health') || route === '/metrics') log.debug(line, 'request');
      else log.info(line, 'request');
    }
  };
}
