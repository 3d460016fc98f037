import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env';
import { addressBucket } from '../../server/http/client-meta';
import { createTestApp, listenOnLoopback, signUp, type TestApp } from '../helpers/app';
import { keepAliveAgent, send } from '../helpers/http-client';

/**
 * Behind TRUSTED_PROXY_HOPS proxies the caller is the address the proxies appended to X-Forwarded-For, never what
 * the client wrote there; without the header it is the socket's peer. Limits come from the environment and count
 * an IPv6 caller by its /64.
 */
let app: TestApp;
let server: Awaited<ReturnType<typeof listenOnLoopback>>;
const REGISTRATIONS = 3;

beforeAll(async () => {
  app = await createTestApp({
    env: { TRUSTED_PROXY_HOPS: '1', RATE_LIMIT_REGISTRATION_PER_ADDRESS: `${REGISTRATIONS}/1h` },
  });
  server = await listenOnLoopback(app);
});
afterAll(async () => {
  await server?.close();
  await app?.close();
});

const agent = keepAliveAgent(4);
let registered = 0;
/** A registration as it reaches the server through one proxy: the client's own X-Forwarded-For, then the proxy's entry. */
function register(forwardedFor?: string) {
  const email = `proxied${registered++}@example.com`;
  return send(server.url, agent, {
    method: 'POST',
    path: '/api/v1/auth/register',
    body: JSON.stringify({
      emailAddress: email,
      password: 'correct horse battery',
      mobileNumber01: '8031234567',
      countryCode: '+234',
    }),
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });
}
const statuses = async (forwardedFor: (i: number) => string | undefined, count = REGISTRATIONS + 1) => {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await register(forwardedFor(i))).status);
  return seen;
};
const limited = [...Array(REGISTRATIONS).fill(200), 429];

describe('the caller behind trusted proxies', () => {
  it('counts the address the proxy appended: a forged leftmost entry that changes each time dodges nothing', async () => {
    expect(await statuses((i) => `192.0.2.${i + 1}, 198.51.100.10`)).toEqual(limited);
    // Another client behind the same proxy has its own count.
    expect((await register('192.0.2.1, 198.51.100.11')).status).toBe(200);
  });

  it('counts the socket peer when the header is missing: no header is no escape from the limit', async () => {
    expect(await statuses(() => undefined)).toEqual(limited);
  });

  it('counts an IPv6 caller by its /64: rotating addresses inside it dodges nothing; another /64 is another caller', async () => {
    expect(await statuses((i) => `2001:db8:1:2::${(i + 1).toString(16)}`)).toEqual(limited);
    expect((await register('2001:db8:1:2:ffff:ffff:ffff:fffe')).status).toBe(429);
    expect((await register('2001:db8:1:3::1')).status).toBe(200);
  });

  it('records the trusted address in the login activity, not the forged one', async () => {
    const customer = await signUp(app);
    const signedIn = await send(server.url, agent, {
      method: 'POST',
      path: '/api/v1/auth/authenticate',
      body: JSON.stringify({ username: customer.email, password: customer.password }),
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '192.0.2.99, 203.0.113.77',
        'user-agent': 'proxied test',
      },
    });
    expect(signedIn.status).toBe(200);
    const activity = await send(server.url, agent, {
      path: '/api/v1/settings/loginActivity',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const entries = (JSON.parse(activity.text) as { loginActivity: Array<Record<string, unknown>> }).loginActivity;
    expect(JSON.stringify(entries)).toContain('203.0.113.77');
    expect(JSON.stringify(entries)).not.toContain('192.0.2.99');
  });

  it('sends HSTS when the proxy says the client came over TLS, whatever the client wrote before it', async () => {
    const viaTls = await send(server.url, agent, {
      path: '/api/v1/health/live',
      headers: { 'x-forwarded-proto': 'http, https' },
    });
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await send(server.url, agent, {
      path: '/api/v1/health/live',
      headers: { 'x-forwarded-proto': 'https, http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('settings', () => {
  it('keeps the limits of before as defaults and reads the TRUSTED_PROXY_HOPS and RATE_LIMIT_* variables', () => {
    const defaults = loadEnv({});
    expect(defaults.TRUSTED_PROXY_HOPS).toBe(0);
    expect(defaults.RATE_LIMIT_SIGN_IN_PER_ADDRESS).toEqual({ limit: 100, windowMs: 15 * 60_000 });
    expect(defaults.RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_ACCOUNT).toEqual({ limit: 10, windowMs: 15 * 60_000 });
    expect(defaults.RATE_LIMIT_REGISTRATION_PER_ADDRESS).toEqual({ limit: 30, windowMs: 60 * 60_000 });
    expect(defaults.RATE_LIMIT_CODE_SENDING_PER_ADDRESS).toEqual({ limit: 30, windowMs: 15 * 60_000 });
    expect(defaults.RATE_LIMIT_CODE_CHECKING_PER_ADDRESS).toEqual({ limit: 60, windowMs: 15 * 60_000 });
    expect(loadEnv({ RATE_LIMIT_SIGN_IN_PER_ADDRESS: '2000/1h' }).RATE_LIMIT_SIGN_IN_PER_ADDRESS).toEqual({
      limit: 2000,
      windowMs: 3_600_000,
    });
    expect(() => loadEnv({ RATE_LIMIT_SIGN_IN_PER_ADDRESS: 'lots' })).toThrow(
      'RATE_LIMIT_SIGN_IN_PER_ADDRESS must look like 100/15m',
    );
  });

  it('refuses to start with the old TRUST_PROXY=1, naming its replacement', () => {
    expect(() => loadEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY was replaced by TRUSTED_PROXY_HOPS/);
    expect(() => loadEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow('TRUSTED_PROXY_HOPS must be 0 or more');
  });

  it('buckets IPv4 by address and IPv6 by /64, IPv4-mapped IPv6 as IPv4', () => {
    expect(addressBucket('203.0.113.5')).toBe('203.0.113.5');
    expect(addressBucket('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressBucket('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:2::1')).toBe(addressBucket('2001:0db8:0001:0002:ffff::9'));
  });
});
