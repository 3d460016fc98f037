import { serve } from '@hono/node-server';
import { loadEnv } from './env';
import { boot } from './boot';
import { createLogger } from './log';
import { purgeExpiredKeys } from './http/idempotency';

const log = createLogger();
let env;
try {
  env = loadEnv();
} catch (error) {
  log.fatal((error as Error).message);
  process.exit(1);
}

const started = Date.now();
const { app, deps, close } = await boot(env, { log });
if (deps.config.demoMail) {
  log.warn(`Demo-mail mode: no SMTP_URL is set. Mail is written to ${env.DATA_DIR}/outbox/ and codes are returned in API responses. Never run like this in production.`);
}
await purgeExpiredKeys(deps.db, deps.now());
const purgeTimer = setInterval(() => purgeExpiredKeys(deps.db, deps.now()).catch((error) => log.error({ err: error }, 'purge failed')), 6 * 3_600_000);
purgeTimer.unref();

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info({ port: info.port, db: deps.dbKind, bootMs: Date.now() - started }, `Payway listening on http://localhost:${info.port}/`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: finishing requests in flight');
  server.close(async () => {
    await close();
    log.info('stopped');
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 15_000).unref();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
