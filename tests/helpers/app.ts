import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { boot, poolSettings } from '../../server/boot';
import { createServer, DEFAULT_TIMEOUTS, type ServerTimeouts } from '../../server/http/serve';
import { openDatabase } from '../../server/db';
import { loadEnv } from '../../server/env';
import { createDemoMailer, type Mailer } from '../../server/mail';
import { createLogger, type Logger } from '../../server/log';
import { templatePath } from './paths';
import { createTestDatabase, testPostgresUrl } from './pg';

export interface TestAppOptions {
  /** Use this PostgreSQL database as it is, instead of a fresh database (tests of the PostgreSQL mode). */
  databaseUrl?: string;
  mailer?: Mailer;
  /** Keep PGlite's files (and the generated document key) in this folder instead of in memory. */
  dataDir?: string;
  env?: Record<string, string>;
  staticDir?: string;
  /** Where the app logs (silent unless TEST_LOG_LEVEL is set). */
  log?: Logger;
}

/**
 * A fresh app on a fresh database (a copy of the seeded template: PGlite, or PostgreSQL in the api-pg project),
 * demo mail kept in memory, and a clock the test can move.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const clock = { offsetMs: 0 };
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: options.dataDir ?? 'memory',
    STATIC_DIR: options.staticDir ?? '.tmp/no-static',
    ...options.env,
  });
  const sharedPostgres = options.databaseUrl || options.dataDir ? undefined : testPostgresUrl();
  const ownDatabase = sharedPostgres ? await createTestDatabase(sharedPostgres) : undefined;
  const databaseUrl = options.databaseUrl ?? ownDatabase?.url;
  const database = databaseUrl
    ? await openDatabase({
        databaseUrl,
        ...poolSettings(env),
        poolSize: options.env?.DATABASE_POOL_SIZE ? env.DATABASE_POOL_SIZE : 4,
      })
    : await openDatabase({ dataDir: env.DATA_DIR, loadDataDir: new Blob([readFileSync(templatePath())]) });
  const mailer = options.mailer ?? createDemoMailer(null, env.MAIL_FROM);
  const booted = await boot(env, {
    database,
    mailer,
    log: options.log ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    now: () => new Date(Date.now() + clock.offsetMs),
    checkResponses: true,
  });
  /** `ip` makes the request come from that peer address (rate limits count by address). */
  const request = (
    path: string,
    init: RequestInit & { json?: unknown; token?: string; idempotencyKey?: string; ip?: string } = {},
  ) => {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.idempotencyKey) headers.set('idempotency-key', init.idempotencyKey);
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    const peer = init.ip ? { incoming: { socket: { remoteAddress: init.ip } } } : undefined;
    return booted.app.request(`/api/v1${path}`, { ...init, headers, body }, peer);
  };
  return {
    ...booted,
    close: async () => {
      await booted.close();
      await ownDatabase?.drop();
    },
    mailer,
    request,
    /** Resolves once no job waits or runs (retries included): mail sent later than its request, without sleeps. */
    jobsDone: async (timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { kinds } = await booted.deps.jobs.state();
        if (kinds.every((kind) => kind.waiting === 0 && kind.active === 0)) return;
        if (Date.now() > deadline)
          throw new Error(`jobs still waiting or running after ${timeoutMs} ms: ${JSON.stringify(kinds)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Moves the server's clock forward. */
    advance: (ms: number) => {
      clock.offsetMs += ms;
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Serves the app on a loopback port through the server's own HTTP layer (server/http/serve.ts, as main.ts does):
 * real sockets, keep-alive, bodies that arrive in pieces.
 */
export async function listenOnLoopback(app: TestApp, timeouts: Partial<ServerTimeouts> = {}) {
  const server = createServer((request, bindings) => app.app.fetch(request, bindings), {
    ...DEFAULT_TIMEOUTS,
    ...timeouts,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Registers and verifies a user through the API; returns the signed-in session. */
export async function signUp(
  app: TestApp,
  email = `user${Math.random().toString(36).slice(2, 10)}@example.com`,
  password = 'correct horse battery',
) {
  const registered = await app.request('/auth/register', {
    method: 'POST',
    json: { emailAddress: email, password, mobileNumber01: '8031234567', countryCode: '+234' },
  });
  if (registered.status !== 200) throw new Error(`register failed: ${await registered.text()}`);
  const sent = (await (await app.request(`/auth/token/send/${encodeURIComponent(email)}`)).json()) as {
    message: string;
  };
  const verified = await app.request('/auth/token/validate', { method: 'POST', json: { email, token: sent.message } });
  const user = (await verified.json()) as { token: string; userId: string; status: string };
  if (!user.token) throw new Error(`verify failed: ${JSON.stringify(user)}`);
  return { email, password, token: user.token };
}
