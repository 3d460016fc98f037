import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import { createLogger } from '../../server/log';

let app: TestApp;
const logLines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  app = await createTestApp({
    log: createLogger('info', { write: (line: string) => logLines.push(JSON.parse(line)) }),
  });
});
afterAll(() => app.close());

const json = async (response: Response) => (await response.json()) as Record<string, any>;
const registration = (email: string) => ({
  emailAddress: email,
  password: 'correct horse battery',
  mobileNumber01: '8031234567',
  countryCode: '+234',
});

/** Sends `count` requests one after another; returns their statuses. */
async function statuses(count: number, send: (i: number) => Response | Promise<Response>) {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await send(i)).status);
  return result;
}

describe('rate limits per operation (429, counted in the database by address)', () => {
  it('login: per address and account; another address or account still gets through', async () => {
    const { limit } = app.deps.config.rateLimits.login.perIpAndAccount;
    const login = (ip: string, username: string) =>
      app.request('/auth/authenticate', { method: 'POST', json: { username, password: 'not it' }, ip });
    const seen = await statuses(limit, () => login('203.0.113.1', 'someone@example.com'));
    expect(seen.every((status) => status === 401 || status === 403)).toBe(true);
    const refused = await login('203.0.113.1', 'someone@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    // The minutes to wait are a count a client in another language words itself (its plural forms).
    expect(await json(refused)).toEqual({
      errorMessage: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      errorId: 'tooManySignIns',
      errorValues: { count: 15 },
    });
    // The same account from another address, and another account from this one, still reach the password check.
    expect((await login('203.0.113.2', 'someone@example.com')).status).toBe(403);
    expect((await login('203.0.113.1', 'someone.else@example.com')).status).toBe(401);
    // In the window's last minute, the wait is one minute, in the singular.
    app.advance(app.deps.config.rateLimits.login.perIpAndAccount.windowMs - 30_000);
    expect(await json(await login('203.0.113.1', 'someone@example.com'))).toEqual({
      errorMessage: 'Too many sign-in attempts. Please wait 1 minute and try again.',
      errorId: 'tooManySignIns',
      errorValues: { count: 1 },
    });
    // A new window opens once the old one is over (the account's own lock, 1 minute, is over too: the password is checked).
    app.advance(16 * 60_000);
    expect((await login('203.0.113.1', 'someone@example.com')).status).toBe(401);
  });

  it('registration: per address', async () => {
    const { limit } = app.deps.config.rateLimits.registration.perIp;
    const register = (i: number, ip = '203.0.113.10') =>
      app.request('/auth/register', { method: 'POST', json: registration(`many${i}@example.com`), ip });
    expect(await statuses(limit, (i) => register(i))).toEqual(Array(limit).fill(200));
    const refused = await register(limit);
    expect(refused.status).toBe(429);
    const body = await json(refused);
    expect(body.errorMessage).toMatch(
      /^Too many registrations from this network\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(body.errorId).toBe('tooManyRegistrations');
    expect((await register(limit, '203.0.113.11')).status).toBe(200);
  });

  it('code sending and code validation: per address', async () => {
    const sending = app.deps.config.rateLimits.codeSending.perIp.limit;
    const send = (i: number) => app.request(`/auth/token/send/nobody${i}@example.com`, { ip: '203.0.113.20' });
    expect((await statuses(sending, send)).every((status) => status === 200)).toBe(true);
    expect((await send(sending)).status).toBe(429);

    const validation = app.deps.config.rateLimits.codeValidation.perIp.limit;
    const validate = (i: number) =>
      app.request('/auth/token/validate', {
        method: 'POST',
        json: { email: `nobody${i}@example.com`, token: '123456' },
        ip: '203.0.113.21',
      });
    expect((await statuses(validation, validate)).every((status) => status === 400)).toBe(true);
    const refused = await validate(validation);
    expect(refused.status).toBe(429);
    expect((await json(refused)).errorMessage).toContain('Too many codes tried');
  });
});

describe('headers', () => {
  it('sends a Content-Security-Policy of this origin only, with the other security headers, on API and app responses', async () => {
    for (const response of [await app.request('/health/live'), await app.app.request('/')]) {
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/https?:|\*/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS for a year over TLS', async () => {
    const response = await app.app.request('https://payway.example/api/v1/health/live');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('never lets private API answers be stored, refusals included; reference lists stay cacheable', async () => {
    const { token } = await signUp(app);
    expect((await app.request('/settings/twoFactor', { token })).headers.get('cache-control')).toBe('no-store');
    expect((await app.request('/settings/twoFactor')).headers.get('cache-control')).toBe('no-store');
    expect((await app.request('/no/such/endpoint')).headers.get('cache-control')).toBe('no-store');
    expect((await app.request('/accounts/countries')).headers.get('cache-control')).toBe('public, max-age=300');
  });
});

describe('request logs', () => {
  it('log one JSON line a request with its id and route pattern, never the email in the path', async () => {
    const response = await app.request('/auth/token/send/private.person@example.com');
    const requestId = response.headers.get('x-request-id');
    const line = logLines.find((entry) => entry.reqId === requestId);
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/api/v1/auth/token/send/:userEmail',
      status: 200,
    });
    expect(JSON.stringify(logLines)).not.toContain('private.person');
  });
});
