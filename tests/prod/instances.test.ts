import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testPostgresUrl } from '../helpers/pg';
import { adminQuery } from '../helpers/pg-admin';
import { startServer, stopServer, type ServerProcess } from './servers';

const postgres = testPostgresUrl();
const json = async (response: Response) => (await response.json()) as Record<string, any>;
const password = 'correct horse battery';
/** Everything secret the servers saw: none of it may appear in their logs. */
const secrets = new Set<string>([password, 'wrong password 1']);

describe.skipIf(!postgres)('two server instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  const both = () => [a, b];

  beforeAll(async () => {
    database = await createTestDatabase(postgres!);
    [a, b] = await Promise.all([
      startServer({ DATABASE_URL: database.url, DEMO_MAIL: '1' }),
      startServer({ DATABASE_URL: database.url, DEMO_MAIL: '1' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopServer));
    await database?.drop();
  });

  /** Registers on one instance and verifies on the other; returns the session token. */
  async function signUpAcross(email: string) {
    secrets.add(email);
    expect(
      (
        await a.request('/auth/register', {
          method: 'POST',
          json: { emailAddress: email, password, mobileNumber01: '8031234567', countryCode: '+234' },
        })
      ).status,
    ).toBe(200);
    const { message: code } = await json(await a.request(`/auth/token/send/${email}`));
    secrets.add(code);
    const verified = await json(
      await b.request('/auth/token/validate', { method: 'POST', json: { email, token: code } }),
    );
    expect(verified.status).toBe('Onboarding');
    secrets.add(verified.token);
    return verified.token as string;
  }

  it('both are ready and report PostgreSQL; liveness does not touch the database', async () => {
    for (const server of both()) {
      expect(await json(await server.request('/health/ready'))).toMatchObject({
        status: 'ok',
        db: 'postgres',
        queue: { status: 'ok' },
      });
      expect((await server.request('/health/live')).status).toBe(200);
    }
  });

  it('shares codes, code throttles and sessions', async () => {
    const email = 'across@example.com';
    const token = await signUpAcross(email);
    // A code was just sent through A: asking B at once is throttled by the same counter.
    const again = await b.request(`/auth/token/sendResetToken/${email}`);
    expect(again.status).toBe(200);
    const tooSoon = await a.request(`/auth/token/sendResetToken/${email}`);
    expect(tooSoon.status).toBe(429);
    expect((await json(tooSoon)).errorMessage).toContain('less than 30 seconds');
    for (const server of both()) expect((await server.request('/settings/twoFactor', { token })).status).toBe(200);
  });

  it('counts concurrent wrong passwords spread over both exactly once each, and locks out on both', async () => {
    const email = 'lockout@example.com';
    await signUpAcross(email);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        both()[i % 2].request('/auth/authenticate', {
          method: 'POST',
          json: { username: email, password: 'wrong password 1' },
        }),
      ),
    );
    const messages = await Promise.all(
      attempts.map(async (response) => `${response.status} ${(await json(response)).errorMessage}`),
    );
    expect(messages.filter((m) => m.includes('your first auth attempt'))).toHaveLength(1);
    expect(messages.filter((m) => m.includes('your second auth attempt'))).toHaveLength(1);
    expect(
      messages.filter((m) => m.includes('This was your third auth attempt: you have been locked out')),
    ).toHaveLength(1);
    expect(messages.filter((m) => m.startsWith('403 You have been locked out'))).toHaveLength(5);
    for (const server of both()) {
      const right = await server.request('/auth/authenticate', { method: 'POST', json: { username: email, password } });
      expect(right.status).toBe(403);
    }
  });

  it('signs in concurrently on both; every session works on the other instance', async () => {
    const email = 'many.logins@example.com';
    await signUpAcross(email);
    const logins = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        both()[i % 2].request('/auth/authenticate', { method: 'POST', json: { username: email, password } }),
      ),
    );
    expect(logins.map((response) => response.status)).toEqual(Array(8).fill(200));
    const tokens = await Promise.all(logins.map(async (response) => (await json(response)).token as string));
    tokens.forEach((token) => secrets.add(token));
    expect(new Set(tokens).size).toBe(8);
    const checks = await Promise.all(
      tokens.map((token, i) => both()[(i + 1) % 2].request('/settings/twoFactor', { token })),
    );
    expect(checks.map((response) => response.status)).toEqual(Array(8).fill(200));
  });

  it('makes one effect from idempotent requests spread over both, and replays it on either', async () => {
    const parent = 'idem.parent@example.com';
    const token = await signUpAcross(parent);
    const invited = 'idem.invited@example.com';
    secrets.add(invited);
    const body = { parentEmailAddress: parent, emailAddress: invited, firstName: 'Grace', lastName: 'Hopper' };
    const send = (server: ServerProcess, key = 'invite-once', payload: object = body) =>
      server.request('/user/subProfile', { method: 'POST', token, json: payload, idempotencyKey: key });

    const racing = await Promise.all(Array.from({ length: 10 }, (_, i) => send(both()[i % 2])));
    expect(racing.every((response) => response.status === 200 || response.status === 409)).toBe(true);
    const firsts = racing.filter((response) => response.status === 200 && !response.headers.get('idempotent-replayed'));
    expect(firsts).toHaveLength(1);
    const original = await firsts[0].text();
    for (const server of both()) {
      const replay = await send(server);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await replay.text()).toBe(original);
    }
    expect((await send(b, 'invite-once', { ...body, firstName: 'Other' })).status).toBe(422);
    const rows = await adminQuery(
      database.url,
      `select count(*)::int as n from users u join sub_profiles s on s.user_id = u.id where u.email = '${invited}'`,
    );
    expect(rows.rows[0].n).toBe(1);
  });

  it('shares the per-operation rate limits: the 11th sign-in for one account from one address gets 429 on either', async () => {
    const email = 'nobody.here@example.com';
    secrets.add(email);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await both()[i % 2].request('/auth/authenticate', {
            method: 'POST',
            json: { username: email, password: 'wrong password 1' },
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 401 || status === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
    const refused = await a.request('/auth/authenticate', {
      method: 'POST',
      json: { username: email, password: 'wrong password 1' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(refused)).errorMessage).toMatch(
      /Too many sign-in attempts\. Please wait \d+ minutes? and try again\./,
    );
  });

  it('logs one JSON line per request with a request id, and no password, code, token or email', async () => {
    // No trusted proxy in front (TRUSTED_PROXY_HOPS unset): a client's own id is replaced by the server's.
    const tagged = await a.request('/health/ready', { headers: { 'x-request-id': 'lb-request-0001' } });
    expect(tagged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const lines = [...a.logs, ...b.logs].filter((line) => line.msg === 'request');
    expect(lines.length).toBeGreaterThan(30);
    for (const line of lines)
      expect(line).toMatchObject({
        reqId: expect.any(String),
        method: expect.any(String),
        route: expect.stringMatching(/^\/api\/v1\//),
        status: expect.any(Number),
      });
    expect(lines.some((line) => line.route === '/api/v1/auth/token/send/:userEmail')).toBe(true);
    const output = a.output() + b.output();
    for (const secret of secrets)
      expect(output.includes(secret), `the logs contain ${secret.slice(0, 3)}...`).toBe(false);
  });

  it('drains on SIGTERM: requests in flight finish, new connections are refused, then the process exits 0', async () => {
    const email = 'draining@example.com';
    await signUpAcross(email);
    const inFlight = Array.from({ length: 10 }, () =>
      b.request('/auth/authenticate', { method: 'POST', json: { username: email, password } }),
    );
    // Once one answered, the others are on their connections, waiting for their password checks.
    await Promise.race(inFlight);
    b.child.kill('SIGTERM');
    const responses = await Promise.all(inFlight);
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await b.exited).toBe(0);
    expect(b.logs.some((line) => line.msg === 'stopped')).toBe(true);
    await expect(b.request('/health/live')).rejects.toThrow();
    // The other instance goes on serving.
    expect((await a.request('/health/ready')).status).toBe(200);
  });
});
