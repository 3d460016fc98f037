import { readFileSync } from 'node:fs';
import { boot } from '../../server/boot';
import { openDatabase } from '../../server/db';
import { loadEnv } from '../../server/env';
import { createDemoMailer, type Mailer } from '../../server/mail';
import { createLogger } from '../../server/log';
import { templatePath } from './paths';

export interface TestAppOptions {
  /** Use this PostgreSQL instead of a fresh PGlite (tests of the PostgreSQL mode). */
  databaseUrl?: string;
  mailer?: Mailer;
  env?: Record<string, string>;
  staticDir?: string;
}

/**
 * A fresh app on a fresh database (a copy of the seeded template), demo mail kept in memory, and a clock the
 * test can move.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const clock = { offsetMs: 0 };
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: 'memory', STATIC_DIR: options.staticDir ?? '.tmp/no-static', ...options.env });
  const database = options.databaseUrl
    ? await openDatabase({ databaseUrl: options.databaseUrl })
    : await openDatabase({ dataDir: 'memory', loadDataDir: new Blob([readFileSync(templatePath())]) });
  const mailer = options.mailer ?? createDemoMailer(null, env.MAIL_FROM);
  const booted = await boot(env, {
    database,
    mailer,
    log: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    now: () => new Date(Date.now() + clock.offsetMs),
    checkResponses: true,
  });
  const request = (path: string, init: RequestInit & { json?: unknown; token?: string; idempotencyKey?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.idempotencyKey) headers.set('idempotency-key', init.idempotencyKey);
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    return booted.app.request(`/api/v1${path}`, { ...init, headers, body });
  };
  return {
    ...booted,
    mailer,
    request,
    /** Moves the server's clock forward. */
    advance: (ms: number) => {
      clock.offsetMs += ms;
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Registers and verifies a user through the API; returns the signed-in session. */
export async function signUp(app: TestApp, email = `user${Math.random().toString(36).slice(2, 10)}@example.com`, password = 'correct horse battery') {
  const registered = await app.request('/auth/register', { method: 'POST', json: { emailAddress: email, password, mobileNumber01: '8031234567', countryCode: '+234' } });
  if (registered.status !== 200) throw new Error(`register failed: ${await registered.text()}`);
  const sent = (await (await app.request(`/auth/token/send/${encodeURIComponent(email)}`)).json()) as { message: string };
  const verified = await app.request('/auth/token/validate', { method: 'POST', json: { email, token: sent.message } });
  const user = (await verified.json()) as { token: string; userId: string; status: string };
  if (!user.token) throw new Error(`verify failed: ${JSON.stringify(user)}`);
  return { email, password, token: user.token };
}
