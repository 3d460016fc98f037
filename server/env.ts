import * as v from 'valibot';
import { DocumentKeyError, parseKey } from './storage/document-crypto';

const Port = v.pipe(
  v.optional(v.string(), '3000'),
  v.transform(Number),
  v.integer('PORT must be a whole number'),
  v.minValue(0),
  v.maxValue(65535),
);
const Positive = (fallback: string, name: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform(Number),
    v.number(`${name} must be a number`),
    v.minValue(1, `${name} must be at least 1`),
  );
const WholeNumber = (fallback: string, name: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform(Number),
    v.integer(`${name} must be a whole number`),
    v.minValue(0, `${name} must be 0 or more`),
  );
/** A rate limit: hits per window, written `100/15m` (minutes) or `30/1h` (hours). */
const RateLimit = (fallback: string, name: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d+\/\d+[mh]$/, `${name} must look like 100/15m (hits per minutes) or 30/1h (hits per hours)`),
    v.transform((value) => {
      const [, hits, length, unit] = /^(\d+)\/(\d+)([mh])$/.exec(value)!;
      return { limit: Number(hits), windowMs: Number(length) * (unit === 'h' ? 3_600_000 : 60_000) };
    }),
    v.check(
      ({ limit, windowMs }) => limit >= 1 && windowMs >= 60_000,
      `${name} needs at least 1 hit and a window of at least 1 minute`,
    ),
  );
const Flag = (name: string) =>
  v.pipe(
    v.optional(v.picklist(['0', '1'], `${name} must be 0 or 1`), '0'),
    v.transform((value) => value === '1'),
  );
const isDocumentKey = (value: string) => {
  try {
    parseKey(value, 'DOCUMENT_KEY');
    return true;
  } catch (error) {
    if (error instanceof DocumentKeyError) return false;
    throw error;
  }
};

/** Every setting of the server (docs/deploying.md, "Environment variables", lists them with their defaults). */
const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  PORT: Port,
  /** Unset: 127.0.0.1 in demo-mail mode (codes are in answers, so only this machine may ask), else 0.0.0.0. */
  HOST: v.optional(v.string()),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')),
  ),
  DATABASE_POOL_SIZE: Positive('10', 'DATABASE_POOL_SIZE'),
  DATABASE_ACQUIRE_TIMEOUT_MS: Positive('10000', 'DATABASE_ACQUIRE_TIMEOUT_MS'),
  DATABASE_STATEMENT_TIMEOUT_MS: Positive('30000', 'DATABASE_STATEMENT_TIMEOUT_MS'),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: Positive('60000', 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.string(), 'Payway <no-reply@payway.local>'),
  DEMO_MAIL: Flag('DEMO_MAIL'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be a URL'))),
  /** Passkeys' relying party: PUBLIC_URL's host name unless set (a parent domain of it, to share passkeys with other hosts). */
  PASSKEY_RP_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/, 'PASSKEY_RP_ID must be a domain name, such as example.com')),
  ),
  /** More origins passkeys may be used on besides PUBLIC_URL's, comma-separated (https://app.example.com,https://m.example.com). */
  PASSKEY_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => value.split(',').map((origin) => origin.trim())),
      v.check(
        (origins) => origins.every((origin) => URL.canParse(origin)),
        'PASSKEY_ORIGINS must be URLs separated by commas',
      ),
    ),
  ),
  SESSION_TTL_HOURS: Positive('12', 'SESSION_TTL_HOURS'),
  LOCKOUT_MINUTES: Positive('30', 'LOCKOUT_MINUTES'),
  STATIC_DIR: v.optional(v.string(), './dist'),
  DOCUMENT_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check(isDocumentKey, 'DOCUMENT_KEY must be 32 random bytes in base64 (openssl rand -base64 32)'),
    ),
  ),
  DOCUMENT_KEY_ID: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9._-]{1,64}$/, "DOCUMENT_KEY_ID is 1 to 64 letters, digits, '.', '_' or '-'"),
    ),
  ),
  DOCUMENT_KEYS_OLD: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUSTED_PROXY_HOPS: WholeNumber('0', 'TRUSTED_PROXY_HOPS'),
  TRUST_PROXY: v.optional(
    v.picklist(
      ['0'],
      'TRUST_PROXY was replaced by TRUSTED_PROXY_HOPS: set it to the number of proxies in front of the server (1 for one load balancer) and remove TRUST_PROXY (docs/deploying.md)',
    ),
  ),
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: RateLimit('100/15m', 'RATE_LIMIT_SIGN_IN_PER_ADDRESS'),
  RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_ACCOUNT: RateLimit('10/15m', 'RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_ACCOUNT'),
  RATE_LIMIT_REGISTRATION_PER_ADDRESS: RateLimit('30/1h', 'RATE_LIMIT_REGISTRATION_PER_ADDRESS'),
  RATE_LIMIT_CODE_SENDING_PER_ADDRESS: RateLimit('30/15m', 'RATE_LIMIT_CODE_SENDING_PER_ADDRESS'),
  RATE_LIMIT_CODE_CHECKING_PER_ADDRESS: RateLimit('60/15m', 'RATE_LIMIT_CODE_CHECKING_PER_ADDRESS'),
  SHUTDOWN_TIMEOUT_SECONDS: Positive('15', 'SHUTDOWN_TIMEOUT_SECONDS'),
  HTTP_HEADERS_TIMEOUT_SECONDS: Positive('10', 'HTTP_HEADERS_TIMEOUT_SECONDS'),
  HTTP_BODY_TIMEOUT_SECONDS: Positive('10', 'HTTP_BODY_TIMEOUT_SECONDS'),
  HTTP_BODY_MIN_BYTES_PER_SECOND: Positive('1024', 'HTTP_BODY_MIN_BYTES_PER_SECOND'),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: Positive('5', 'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS'),
  /** Unset: no metrics port; /metrics is then served on the public port only with METRICS_TOKEN, else not at all. */
  METRICS_PORT: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('METRICS_PORT must be a whole number'),
      v.minValue(1),
      v.maxValue(65535),
    ),
  ),
  METRICS_HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
  JOBS_POLL_SECONDS: v.pipe(
    v.optional(v.string(), '2'),
    v.transform(Number),
    v.number('JOBS_POLL_SECONDS must be a number'),
    v.minValue(0.5, 'JOBS_POLL_SECONDS must be at least 0.5'),
  ),
  JOBS_STUCK_AFTER_SECONDS: Positive('300', 'JOBS_STUCK_AFTER_SECONDS'),
  MAIL_RETRY_DELAY_SECONDS: v.pipe(
    Positive('5', 'MAIL_RETRY_DELAY_SECONDS'),
    v.integer('MAIL_RETRY_DELAY_SECONDS must be a whole number'),
  ),
  HOUSEKEEPING_INTERVAL_SECONDS: v.pipe(
    Positive('3600', 'HOUSEKEEPING_INTERVAL_SECONDS'),
    v.integer('HOUSEKEEPING_INTERVAL_SECONDS must be a whole number'),
    v.maxValue(43_200, 'HOUSEKEEPING_INTERVAL_SECONDS must be at most 43200 (12 hours)'),
  ),
  /**
   * Years an account's records are kept after the relationship ended (rejected or closed), then erased
   * (services/compliance/retention.ts).
   */
  RETENTION_YEARS: v.pipe(
    Positive('5', 'RETENTION_YEARS'),
    v.integer('RETENTION_YEARS must be a whole number'),
    v.maxValue(100, 'RETENTION_YEARS must be at most 100'),
  ),
  WEBHOOK_RETRY_DELAY_SECONDS: v.pipe(
    Positive('60', 'WEBHOOK_RETRY_DELAY_SECONDS'),
    v.integer('WEBHOOK_RETRY_DELAY_SECONDS must be a whole number'),
  ),
  WEBHOOK_RETRIES: WholeNumber('10', 'WEBHOOK_RETRIES'),
  WEBHOOK_TIMEOUT_SECONDS: Positive('10', 'WEBHOOK_TIMEOUT_SECONDS'),
  WEBHOOK_SECRET_OVERLAP_HOURS: Positive('24', 'WEBHOOK_SECRET_OVERLAP_HOURS'),
  /** Webhook targets on loopback or private addresses are refused unless this is 1 (tests, a receiver on the same host). */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: Flag('WEBHOOK_ALLOW_PRIVATE_TARGETS'),
  /** Where an operator is told that a webhook endpoint was disabled (besides an error log line). */
  OPERATOR_EMAIL: v.optional(v.pipe(v.string(), v.email('OPERATOR_EMAIL must be an email address'))),
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[\x21-\x7e]{32,}$/,
        'METRICS_TOKEN must be at least 32 characters without spaces (openssl rand -hex 32)',
      ),
    ),
  ),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** The app's public address, as links in mail give it: PUBLIC_URL, else the local server on PORT. */
export const publicUrlOf = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>) => env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;

/**
 * Where passkeys work (WebAuthn's relying party): the RP id and the origins a credential may be used from. Without
 * PUBLIC_URL (the embedded start on this machine) the RP id is localhost and any port of http://localhost is
 * accepted: only this machine reaches it, and a test or a second local instance runs on another port.
 */
export function passkeySettingsOf(env: Pick<Env, 'PUBLIC_URL' | 'PORT' | 'PASSKEY_RP_ID' | 'PASSKEY_ORIGINS'>) {
  const publicUrl = new URL(publicUrlOf(env));
  const rpId = env.PASSKEY_RP_ID ?? publicUrl.hostname;
  const origins = [publicUrl.origin, ...(env.PASSKEY_ORIGINS ?? []).map((origin) => new URL(origin).origin)];
  return { rpId, rpName: 'Payway', origins, anyLocalhostPort: !env.PUBLIC_URL && rpId === 'localhost' };
}

export type PasskeySettings = ReturnType<typeof passkeySettingsOf>;

/**
 * Why links mailed from this environment would be wrong, if they would: in production mode (NODE_ENV production
 * with real mail, SMTP_URL) without PUBLIC_URL they would point people at localhost.
 */
export function missingPublicUrl(env: Pick<Env, 'NODE_ENV' | 'SMTP_URL' | 'PUBLIC_URL'>) {
  if (env.NODE_ENV !== 'production' || !env.SMTP_URL || env.PUBLIC_URL) return undefined;
  return 'PUBLIC_URL is required in production mode (NODE_ENV=production with SMTP_URL): mailed links would point at localhost. Set PUBLIC_URL to the address people open the app at.';
}

/** Reads and checks the environment; the server refuses to start on a bad one. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, cleaned, { abortPipeEarly: true });
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? ''}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (result.output.METRICS_PORT !== undefined && result.output.METRICS_PORT === result.output.PORT)
    throw new Error('Invalid environment:\n  METRICS_PORT: must differ from PORT (metrics stay off the public port)');
  return result.output;
}
