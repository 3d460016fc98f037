import type { Db, DbKind } from './db';
import type { Mailer } from './mail';
import type { Logger } from './log';
import type { RateLimits } from './http/operation-limits';
import type { Metrics } from './metrics/create-metrics';
import type { JobKind, Jobs } from './jobs';
import type { MailJobData } from './mail/mail-job';
import type { WebhookJobData } from './webhooks/events';
import type { WebhookSettings } from './webhooks/deliver-webhook';
import type { PasskeySettings } from './env';

export interface AppConfig {
  sessionTtlHours: number;
  lockoutMinutes: number;
  /** Years records are kept after a relationship ended (RETENTION_YEARS). */
  retentionYears: number;
  /** Demo-mail mode: codes are returned in responses as well as written to data/outbox. */
  demoMail: boolean;
  publicUrl: string;
  /** Where passkeys work: RP id and origins (PUBLIC_URL, PASSKEY_RP_ID, PASSKEY_ORIGINS). */
  passkeys: PasskeySettings;
  staticDir?: string;
  /** Check every response against the contract (on in tests and development). */
  checkResponses: boolean;
  /** Proxies in front of the server that append to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number;
  /** Session cookies are Secure even on plain HTTP requests (production; over TLS they always are). */
  secureCookies: boolean;
  /** Per-address limits of sign-in, registration and codes (RATE_LIMIT_*). */
  rateLimits: RateLimits;
  /** The bearer token /metrics asks for (METRICS_TOKEN); without it /metrics is not on the public port. */
  metricsToken?: string;
}

/** What every route and service gets: no globals, so tests build as many apps as they like. */
export interface Deps {
  db: Db;
  dbKind: DbKind;
  /** Only the mail jobs' worker sends: routes queue mail with their context's sendMail (server/mail/mail-job.ts). */
  mailer: Mailer;
  /** The durable job queue (server/jobs). */
  jobs: Jobs;
  /** The kind of the mail jobs, with this environment's retry delay. */
  mailJob: JobKind<MailJobData>;
  /** The kind of the webhook delivery jobs (server/webhooks), with this environment's retries. */
  webhookJob: JobKind<WebhookJobData>;
  webhookSettings: WebhookSettings;
  config: AppConfig;
  log: Logger;
  metrics: Metrics;
  now: () => Date;
}
