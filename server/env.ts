import * as v from 'valibot';

const Port = v.pipe(v.optional(v.string(), '3000'), v.transform(Number), v.integer('PORT must be a whole number'), v.minValue(0), v.maxValue(65535));
const Positive = (fallback: string, name: string) =>
  v.pipe(v.optional(v.string(), fallback), v.transform(Number), v.number(`${name} must be a number`), v.minValue(1, `${name} must be at least 1`));

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  PORT: Port,
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.string(), 'Payway <no-reply@payway.local>'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be a URL'))),
  SESSION_TTL_HOURS: Positive('12', 'SESSION_TTL_HOURS'),
  LOCKOUT_MINUTES: Positive('30', 'LOCKOUT_MINUTES'),
  STATIC_DIR: v.optional(v.string(), './dist'),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** Reads and checks the environment; the server refuses to start on a bad one. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, cleaned);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? ''}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.output;
}
