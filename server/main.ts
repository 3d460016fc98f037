import type { HttpBindings } from '@hono/node-server';
import { loadEnv, type Env } from './env';
import { boot, serverTimeouts, type Booted } from './boot';
import { createLogger } from './log';
import { createServer } from './http/serve';
import { createMetricsServer } from './metrics/serve-metrics';
import { offerHousekeeping } from './housekeeping';
import { importDemoListIfNone } from './screening/demo-list';
import { API_BASE } from '../src/contract';

const log = createLogger('info');
process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'uncaught exception');
  process.exit(1);
});
// A promise nobody awaited failed: log it and keep serving (every request has its own error handling).
process.on('unhandledRejection', (reason) => {
  log.error({ err: reason }, 'unhandled rejection');
});

let env: Env;
let booted: Booted;
const started = Date.now();
try {
  env = loadEnv();
  log.level = env.LOG_LEVEL;
  booted = await boot(env, { log });
  await importDemoListIfNone(booted.deps);
} catch (error) {
  log.fatal({ err: error }, 'cannot start');
  process.exit(1);
}
const { app, deps, close } = booted;
const host = env.HOST ?? (deps.config.demoMail ? '127.0.0.1' : '0.0.0.0');
if (deps.config.demoMail) {
  const reach = env.HOST
    ? `listening on ${host} as HOST asks: anyone who reaches it can read any account's codes`
    : 'listening on 127.0.0.1 only (set HOST to open it)';
  log.warn(
    `Demo-mail mode: no SMTP_URL is set. Mail is written to ${env.DATA_DIR}/outbox/ and codes are returned in API responses, ${reach}. Never run like this with real users.`,
  );
}
const stopHousekeeping = offerHousekeeping(deps, env.HOUSEKEEPING_INTERVAL_SECONDS);

/**
 * While draining, the server goes on listening: readiness answers 503 (the load balancer stops sending new requests,
 * and its probe meets an answer, not a refused connection), every response closes its connection, so keep-alive
 * clients move to another instance.
 */
let draining = false;
const READY_PATH = `${API_BASE}/health/ready`;
async function fetchWhileServing(request: Request, bindings: HttpBindings) {
  if (draining && new URL(request.url).pathname === READY_PATH)
    return Response.json({ status: 'draining', db: deps.dbKind }, { status: 503 });
  const response = await app.fetch(request, bindings);
  if (draining) response.headers.set('Connection', 'close');
  return response;
}

const metricsServer = env.METRICS_PORT === undefined ? undefined : createMetricsServer(deps.metrics, env.METRICS_TOKEN);
metricsServer?.on('error', (error) => {
  log.fatal({ err: error }, 'cannot serve metrics');
  process.exit(1);
});
metricsServer?.listen(env.METRICS_PORT, env.METRICS_HOST, () => {
  const address = metricsServer.address();
  const port = typeof address === 'object' && address ? address.port : env.METRICS_PORT;
  log.info({ host: env.METRICS_HOST, metricsPort: port }, `metrics on http://${env.METRICS_HOST}:${port}/metrics`);
});

const server = createServer(fetchWhileServing, serverTimeouts(env), () =>
  log.info('request body slower than the minimum rate: connection cut'),
);
server.listen(env.PORT, host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  log.info(
    { host, port, db: deps.dbKind, bootMs: Date.now() - started },
    `Payway listening on http://localhost:${port}/`,
  );
});

/** After the deadline cut the connections, how long their handlers get to store what arrived (an upload's last piece). */
const CUT_SETTLE_MS = 5_000;

/**
 * SIGTERM: finish the requests in flight (new ones are still answered, readiness with 503), then stop listening, stop
 * the job workers (tries running finish; jobs not taken stay queued for another instance), and close the mailer and
 * the database pool. At SHUTDOWN_TIMEOUT_SECONDS the connections still busy are cut, and their
 * handlers store what arrived (an upload keeps its partial piece) before the database closes.
 */
async function shutdown(signal: string) {
  if (draining) return;
  draining = true;
  log.info({ signal }, 'shutting down: finishing requests in flight');
  server.closeIdleConnections();
  const finished = await server.idle(env.SHUTDOWN_TIMEOUT_SECONDS * 1000);
  if (!finished) {
    log.error(
      { timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS },
      'requests still in flight at the shutdown deadline: closing them',
    );
    server.closeAllConnections();
    await server.idle(CUT_SETTLE_MS);
  }
  metricsServer?.close();
  stopHousekeeping();
  // Answers still being written finish (each closes its connection); a connection still open after that is cut.
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    setTimeout(resolve, CUT_SETTLE_MS).unref();
  });
  server.closeAllConnections();
  try {
    await close();
    log.info('stopped');
    process.exit(finished ? 0 : 1);
  } catch (error) {
    log.error({ err: error }, 'error while closing');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
