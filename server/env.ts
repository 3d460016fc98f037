import * as v from 'valibot';
import { DocumentKeyError, parseKey } from './storage/document-crypto';

const Port = v.pipe(v.optional(v.string(), '3000'), v.transform(Number), v.integer('PORT must be a whole number'), v.minValue(0), v.maxValue(65535));
const Positive = (fallback: string, name: string) =>
  v.pipe(v.optional(v.string(), fallback), v.transform(Number), v.number(`${name} must be a number`), v.minValue(1, `${name} must be at least 1`));
const Flag = (name: string) => v.pipe(v.optional(v.picklist(['0', '1'], `${name} must be 0 or 1`), '0'), v.transform((value) => value === '1'));
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
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'))),
  DATABASE_POOL_SIZE: Positive('10', 'DATABASE_POOL_SIZE'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.string(), 'Payway <no-reply@payway.local>'),
  DEMO_MAIL: Flag('DEMO_MAIL'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be a URL'))),
  SESSION_TTL_HOURS: Positive('12', 'SESSION_TTL_HOURS'),
  LOCKOUT_MINUTES: Positive('30', 'LOCKOUT_MINUTES'),
  STATIC_DIR: v.optional(v.string(), './dist'),
  DOCUMENT_KEY: v.optional(v.pipe(v.string(), v.check(isDocumentKey, 'DOCUMENT_KEY must be 32 random bytes in base64 (openssl rand -base64 32)'))),
  DOCUMENT_KEY_ID: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,64}$/, "DOCUMENT_KEY_ID is 1 to 64 letters, digits, '.', '_' or '-'"))),
  DOCUMENT_KEYS_OLD: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: Flag('TRUST_PROXY'),
  SHUTDOWN_TIMEOUT_SECONDS: Positive('15', 'SHUTDOWN_TIMEOUT_SECONDS'),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** Reads and checks the environment; the server refuses to start on a bad one. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, cleaned, { abortPipeEarly: true });
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? ''}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.output;
}
