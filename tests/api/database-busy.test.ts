import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, listenOnLoopback, type TestApp } from '../helpers/app';
import { keepAliveAgent, send } from '../helpers/http-client';
import { testPostgresUrl } from '../helpers/pg';

/**
 * PostgreSQL's pool has an acquire timeout and its sessions statement and idle-in-transaction timeouts, from the
 * environment: a request that cannot get a connection in time is answered 503 at once instead of waiting without
 * end, and the pool serves again when a connection frees. (PGlite has one connection and no such settings.)
 */
const postgres = testPostgresUrl();
let app: TestApp;
let server: Awaited<ReturnType<typeof listenOnLoopback>>;

beforeAll(async () => {
  if (!postgres) return;
  app = await createTestApp({
    env: {
      DATABASE_POOL_SIZE: '1',
      DATABASE_ACQUIRE_TIMEOUT_MS: '300',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '3000',
    },
  });
  server = await listenOnLoopback(app);
});
afterAll(async () => {
  await server?.close();
  await app?.close();
});

describe.skipIf(!postgres)('a busy PostgreSQL pool', () => {
  it('sets the statement and idle-in-transaction timeouts on its sessions', async () => {
    const { rows } = await sql<{
      statement: string;
      idle: string;
    }>`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`.execute(
      app.deps.db,
    );
    expect(rows[0]).toEqual({ statement: '2s', idle: '3s' });
  });

  it('answers 503 with Retry-After when no connection frees within the acquire timeout, then serves again', async () => {
    const agent = keepAliveAgent();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const isHeld = new Promise<void>((resolve) => (holding = resolve));
    const transaction = app.deps.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      holding();
      await held;
    });
    await isHeld;
    const started = performance.now();
    const busy = await send(server.url, agent, { path: '/api/v1/accounts/countries' });
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(JSON.parse(busy.text)).toEqual({
      errorMessage: 'The server is busy. Please try again in a moment.',
      errorId: 'busy',
    });
    expect(performance.now() - started).toBeLessThan(2_000);
    release();
    await transaction;
    expect((await send(server.url, agent, { path: '/api/v1/accounts/countries' })).status).toBe(200);
    agent.destroy();
  });
});
