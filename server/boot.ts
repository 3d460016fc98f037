import { openDatabase, migrate, ping, type DatabaseHandle } from './db';
import { seedReferenceData } from './db/seeds';
import { mailerFor, type Mailer } from './mail';
import { createLogger } from './log';
import type { Deps } from './deps';
import { passkeySettingsOf, publicUrlOf, type Env } from './env';
import { createApp } from './app';
import { installKeyring, loadKeyring } from './storage/document-crypto';
import { resealTotpSecrets } from './storage/totp-secrets';
import { rateLimitsFrom } from './http/operation-limits';
import { createMetrics } from './metrics/create-metrics';
import { latestDayHead } from './services/compliance/audit-chain';
import { createJobs } from './jobs';
import { handleMailJobs, mailJobKind } from './mail/mail-job';
import { handleHousekeeping } from './housekeeping';
import { handleWebhookJobs, webhookJobKind, webhookSettingsOf } from './webhooks/deliver-webhook';
import { handleRescreenJobs } from './screening/import-list';
import { peopleOfRevision } from './services/onboarding/revisions';

export interface Booted {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

/** The PostgreSQL pool's size and timeouts from the environment. */
export const poolSettings = (env: Env) => ({
  poolSize: env.DATABASE_POOL_SIZE,
  acquireTimeoutMs: env.DATABASE_ACQUIRE_TIMEOUT_MS,
  statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
});

/** The HTTP server's own timeouts from the environment (server/http/serve.ts). */
export const serverTimeouts = (env: Env) => ({
  headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
  bodyTimeoutMs: env.HTTP_BODY_TIMEOUT_SECONDS * 1000,
  bodyMinBytesPerSecond: env.HTTP_BODY_MIN_BYTES_PER_SECOND,
  keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
});

/** Opens the database, migrates, seeds and builds the app: shared by the server, the tests and the benches. */
export async function boot(
  env: Env,
  overrides: {
    database?: DatabaseHandle;
    mailer?: Mailer;
    now?: () => Date;
    log?: Deps['log'];
    checkResponses?: boolean;
    /** false: jobs are queued but this process takes none (operator commands: a job runs on a server, with its environment). */
    workers?: boolean;
  } = {},
): Promise<Booted> {
  const log = overrides.log ?? createLogger(env.LOG_LEVEL);
  const mailer = overrides.mailer ?? mailerFor(env);
  const documentKeys = loadKeyring(env);
  if (documentKeys.warning) log.warn(documentKeys.warning);
  installKeyring(documentKeys.keyring);
  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, ...poolSettings(env) }));
  await migrate(database.db);
  // Secrets stored plain before sealing existed (migration 008) are sealed here, where the keys are.
  await resealTotpSecrets(database.db, { plainOnly: true });
  await seedReferenceData(database.db);
  const metrics = createMetrics({
    poolUse: database.poolUse,
    ping: () => ping(database.db),
    queueState: () => jobs.state(),
    auditChainDay: () => latestDayHead(database.db),
    withProcessMetrics: env.METRICS_PORT !== undefined || env.METRICS_TOKEN !== undefined,
  });
  const jobs = createJobs(database.db, {
    log,
    events: { tried: metrics.jobTried },
    pollSeconds: env.JOBS_POLL_SECONDS,
    stuckAfterSeconds: env.JOBS_STUCK_AFTER_SECONDS,
  });
  const webhookSettings = webhookSettingsOf(env);
  const deps: Deps = {
    db: database.db,
    dbKind: database.kind,
    mailer,
    jobs,
    mailJob: mailJobKind(env.MAIL_RETRY_DELAY_SECONDS),
    webhookJob: webhookJobKind(webhookSettings),
    webhookSettings,
    log,
    metrics,
    now: overrides.now ?? (() => new Date()),
    config: {
      sessionTtlHours: env.SESSION_TTL_HOURS,
      lockoutMinutes: env.LOCKOUT_MINUTES,
      retentionYears: env.RETENTION_YEARS,
      demoMail: mailer.mode === 'demo',
      publicUrl: publicUrlOf(env),
      passkeys: passkeySettingsOf(env),
      staticDir: env.STATIC_DIR,
      checkResponses: overrides.checkResponses ?? env.NODE_ENV !== 'production',
      trustedProxyHops: env.TRUSTED_PROXY_HOPS,
      secureCookies: env.NODE_ENV === 'production',
      rateLimits: rateLimitsFrom(env),
      metricsToken: env.METRICS_TOKEN,
    },
  };
  handleMailJobs(jobs, deps.mailJob, { db: deps.db, mailer, now: deps.now, dropped: metrics.mailDropped });
  handleHousekeeping(jobs, deps);
  handleRescreenJobs(jobs, deps, peopleOfRevision);
  handleWebhookJobs(deps.webhookJob, {
    db: deps.db,
    jobs,
    mailJob: deps.mailJob,
    now: deps.now,
    settings: webhookSettings,
    tried: metrics.webhookTried,
  });
  if (overrides.workers !== false) await jobs.start();
  const app = createApp(deps);
  return {
    app,
    deps,
    database,
    close: async () => {
      await jobs.stop();
      await mailer.close();
      await database.close();
    },
  };
}
