import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { endpoints, fillPath, DEFAULT_MAX_BODY, type Endpoint } from '../../src/contract';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import { signedInReviewer } from '../helpers/fixtures';

/**
 * Hostile input: random bodies, queries and paths at every endpoint of the contract. The server must never answer
 * 5xx, and every refusal must be JSON with an errorMessage.
 */
const TOTAL_REQUESTS = 5200;
const all = Object.entries(endpoints) as Array<[string, Endpoint]>;
const withBody = all.filter(([, endpoint]) => endpoint.method !== 'GET');

let app: TestApp;
let token: string;
let sent = 0;

beforeAll(async () => {
  app = await createTestApp();
  token = (await signUp(app)).token;
});
afterAll(() => app.close());

const junkValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1e309',
    'null',
    '../../etc/passwd',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '\u0000',
    '🙂'.repeat(50),
  ),
);
const junkObject = fc.dictionary(fc.string({ maxLength: 20 }), junkValue, { maxKeys: 12 });

async function expectSafe(response: Response, label: string) {
  sent++;
  const text = await response.text();
  expect(response.status, `${label} answered ${response.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (response.status >= 400) {
    const body = JSON.parse(text) as { errorMessage?: unknown };
    expect(typeof body.errorMessage, `${label} refusal without errorMessage: ${text.slice(0, 200)}`).toBe('string');
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
  }
}

/** Signing out (here or everywhere) with the shared token would turn every later request into a plain 401. */
const tokenFor = (name: string) => (name === 'signOut' || name === 'signOutEverywhere' ? undefined : token);

const pathWith = (endpoint: Endpoint, params: Record<string, string>) => fillPath(endpoint.path, params);
const junkParams = (endpoint: Endpoint) => {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  return fc.record(
    Object.fromEntries(names.map((name) => [name, fc.string({ minLength: 1, maxLength: 60 })])) as Record<
      string,
      fc.Arbitrary<string>
    >,
  );
};

describe('random input never breaks the server', () => {
  const runsPerEndpoint = Math.ceil(TOTAL_REQUESTS / (withBody.length * 2 + all.length));

  it.each(withBody)(
    '%s: random JSON bodies, with and without a token',
    async (name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(
          junkParams(endpoint),
          fc.oneof(junkObject, junkValue),
          fc.boolean(),
          async (params, body, signedIn) => {
            const response = await app.request(pathWith(endpoint, params), {
              method: endpoint.method,
              json: body ?? null,
              token: signedIn ? tokenFor(name) : undefined,
            });
            await expectSafe(response, `${endpoint.method} ${endpoint.path}`);
          },
        ),
        { numRuns: runsPerEndpoint * 2 },
      );
    },
    120_000,
  );

  it.each(all)(
    '%s: random query strings and path values',
    async (name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(
          junkParams(endpoint),
          fc.dictionary(
            fc.constantFrom(
              'account_id',
              'profile_id',
              'country_code',
              'state_id',
              'currency_type',
              'payment_status',
              'payment_type',
              'transaction_id',
              'customer_email',
              'email_address',
              'x',
            ),
            fc.string({ maxLength: 40 }),
          ),
          async (params, query) => {
            const search = new URLSearchParams(query).toString();
            const init =
              endpoint.method === 'GET' ? { token } : { method: endpoint.method, json: {}, token: tokenFor(name) };
            const response = await app.request(`${pathWith(endpoint, params)}${search ? `?${search}` : ''}`, init);
            await expectSafe(response, `${endpoint.method} ${endpoint.path}`);
          },
        ),
        { numRuns: runsPerEndpoint },
      );
    },
    120_000,
  );

  it('sent at least 5,000 requests', () => {
    expect(sent).toBeGreaterThanOrEqual(5000);
  });
});

describe('oversized and malformed bodies', () => {
  let reviewerToken: string | undefined;
  it.each(withBody)('%s refuses a body over its limit with 413', async (_name, endpoint) => {
    const limit = endpoint.maxBody ?? DEFAULT_MAX_BODY;
    // The limit applies once the caller is one the endpoint serves (anyone else is refused before the body).
    const caller = endpoint.auth === 'reviewer' ? (reviewerToken ??= (await signedInReviewer(app)).token) : token;
    const params = Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], 'x']));
    const response = await app.request(pathWith(endpoint, params), {
      method: endpoint.method,
      body: `{"x":"${'a'.repeat(limit + 10)}"}`,
      headers: { 'content-type': 'application/json' },
      token: caller,
    });
    expect(response.status).toBe(413);
    expect(typeof ((await response.json()) as { errorMessage: unknown }).errorMessage).toBe('string');
  });
});

describe('unknown extra fields change nothing', () => {
  it('register ignores status, userId, parent and permissions', async () => {
    const email = 'sneaky@example.com';
    const response = await app.request('/auth/register', {
      method: 'POST',
      json: {
        emailAddress: email,
        password: 'correct horse battery',
        mobileNumber01: '8031234567',
        countryCode: '+234',
        status: 'Active',
        userId: 'admin@example.com',
        parent: 'x',
        permissions: [1, 2, 3],
        role: 'reviewer',
      },
    });
    expect(response.status).toBe(200);
    const row = await app.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.status).toBe('Unverified');
    expect(row.role).toBe('customer');
    expect(row.parent_user_id).toBeNull();
  });
});

describe('ids beyond what the database can hold', () => {
  it.each(
    (Object.entries(endpoints) as Array<[string, Endpoint]>).filter(
      ([, endpoint]) => endpoint.query && endpoint.method !== 'POST',
    ),
  )('%s answers 400, 403 or 404 for an id of 2^31', async (_name, endpoint) => {
    const huge = '2147483648';
    const query = new URLSearchParams({
      account_id: huge,
      state_id: huge,
      currency_type: huge,
      payment_status: huge,
      payment_type: huge,
      transaction_id: huge,
      profile_id: huge,
    }).toString();
    const init = endpoint.method === 'GET' ? { token } : { method: endpoint.method, json: {}, token };
    const response = await app.request(`${endpoint.path.replace(/\{\w+\}/g, '1')}?${query}`, init);
    expect([400, 403, 404], await response.clone().text()).toContain(response.status);
  });
});
