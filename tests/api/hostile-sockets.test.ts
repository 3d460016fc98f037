import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAIN_MAX_BYTES } from '../../server/http/serve';
import { createTestApp, listenOnLoopback, signUp, type TestApp } from '../helpers/app';
import { Hang, keepAliveAgent, lateSocketErrors, send, type RawRequest } from '../helpers/http-client';

/**
 * The hostile-client gate over real sockets: thousands of valid, malformed and oversized requests, mixed, through
 * one keep-alive agent. No request may fail at the socket level, none may go unanswered, none may get a 5xx, and
 * every refusal is JSON with an errorMessage. (tests/api/hostile.test.ts fuzzes the payloads in process.)
 */
const TOTAL = 5_000;
const CONNECTIONS = 4;

let app: TestApp;
let server: Awaited<ReturnType<typeof listenOnLoopback>>;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  server = await listenOnLoopback(app);
  token = (await signUp(app)).token;
});
afterAll(async () => {
  await server?.close();
  await app?.close();
});

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    next,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
    size: (min: number, max: number) => Math.floor(min + next() * (max - min)),
  };
}

const api = (path: string) => `/api/v1${path}`;
const JSON_TYPE = { 'content-type': 'application/json' };

function requests(seed: number): Array<{ kind: string; request: RawRequest }> {
  const random = generator(seed);
  const signedIn = () => ({ authorization: `Bearer ${token}` });
  const preferences = JSON.stringify({
    paymentUpdates: true,
    accountUpdates: false,
    securityAlerts: true,
    subProfileActivity: true,
    productNews: false,
  });
  const kinds: Array<[string, number, () => RawRequest]> = [
    ['valid: reference list', 12, () => ({ path: api('/accounts/countries') })],
    [
      'valid: private read',
      12,
      () => ({
        path: api(
          random.pick([
            '/settings/twoFactor',
            '/settings/notificationPreferences',
            '/accounts/allAccountsByProfile',
            '/settings/loginActivity',
          ]),
        ),
        headers: signedIn(),
      }),
    ],
    [
      'valid: write',
      6,
      () => ({
        method: 'POST',
        path: api('/settings/notificationPreferences'),
        body: preferences,
        headers: { ...JSON_TYPE, ...signedIn() },
      }),
    ],
    ['valid: liveness', 5, () => ({ path: api('/health/live') })],
    [
      'malformed: bad JSON',
      8,
      () => ({
        method: 'POST',
        path: api(
          random.pick(['/settings/notificationPreferences', '/auth/token/validate', '/accounts/saveCustomerAccount']),
        ),
        body: random.pick(['{', '{"a":', 'nul', '[1,2', '\u0000\u0001']),
        headers: { ...JSON_TYPE, ...signedIn() },
      }),
    ],
    [
      'malformed: wrong fields',
      8,
      () => ({
        method: 'POST',
        path: api(
          random.pick([
            '/settings/notificationPreferences',
            '/accounts/saveCustomerAccount',
            '/payment/validatePaymentToken',
          ]),
        ),
        body: JSON.stringify({ x: random.next(), accountType: 'many' }),
        headers: { ...JSON_TYPE, ...signedIn() },
      }),
    ],
    [
      'malformed: content type',
      6,
      () => ({
        method: 'POST',
        path: api('/settings/notificationPreferences'),
        body: preferences,
        headers: {
          'content-type': random.pick([
            'text/plain',
            'application/xml',
            'multipart/form-data; boundary=b',
            'application/x-www-form-urlencoded',
          ]),
          ...signedIn(),
        },
      }),
    ],
    [
      'malformed: no or bad token',
      8,
      () => ({
        method: random.pick(['GET', 'POST']),
        path: api(
          random.pick([
            '/payment/paymentDetail?transaction_id=1',
            '/accounts/saveOrUpdateCustomerIdentity',
            '/settings/twoFactor',
          ]),
        ),
        body: '{}',
        headers: { ...JSON_TYPE, ...(random.next() < 0.5 ? { authorization: 'Bearer forged-token' } : {}) },
      }),
    ],
    [
      'malformed: unknown path',
      5,
      () => ({
        method: random.pick(['GET', 'POST', 'DELETE']),
        path: api(`/nope/${random.size(0, 1e6)}`),
        body: 'x'.repeat(random.size(0, 4_000)),
        headers: JSON_TYPE,
      }),
    ],
    [
      'malformed: junk query',
      5,
      () => ({ path: api(`/accounts/states?country_code=${encodeURIComponent('\u0000'.repeat(random.size(1, 40)))}`) }),
    ],
    [
      'malformed: chunked junk',
      4,
      () => ({
        method: 'POST',
        path: api('/settings/notificationPreferences'),
        chunks: ['{"paymentUpdates":', 'tru', 'e,,}'],
        headers: { ...JSON_TYPE, ...signedIn() },
      }),
    ],
    [
      'oversized: anonymous',
      6,
      () => ({
        method: 'POST',
        path: api(random.pick(['/auth/register', '/auth/authenticate', '/auth/token/validate'])),
        body: `{"pad":"${'a'.repeat(random.size(17_000, 120_000))}"}`,
        headers: JSON_TYPE,
      }),
    ],
    [
      'oversized: signed in',
      4,
      () => ({
        method: 'POST',
        path: api('/settings/notificationPreferences'),
        body: `{"pad":"${'b'.repeat(random.size(70_000, 200_000))}"}`,
        headers: { ...JSON_TYPE, ...signedIn() },
      }),
    ],
    [
      'oversized: chunked',
      3,
      () => ({
        method: 'POST',
        path: api('/auth/authenticate'),
        chunks: Array(random.size(3, 12)).fill('c'.repeat(16_000)),
        headers: JSON_TYPE,
      }),
    ],
    [
      'malformed: upload id',
      4,
      () => ({
        method: random.pick(['HEAD', 'PATCH', 'DELETE']),
        path: api(
          `/uploads/${random.pick(['not-a-uuid', '1', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g', '%00'])}`,
        ),
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          ...signedIn(),
        },
      }),
    ],
    [
      'malformed: tus extension we do not offer',
      3,
      () => ({
        method: 'POST',
        path: api('/uploads'),
        headers: {
          'tus-resumable': '1.0.0',
          ...random.pick([{ 'upload-defer-length': '1' }, { 'upload-concat': 'partial', 'upload-length': '10' }]),
          'upload-metadata': `filename ${Buffer.from('a.pdf').toString('base64')},filetype ${Buffer.from('application/pdf').toString('base64')}`,
          ...signedIn(),
        },
      }),
    ],
    [
      'oversized: headers',
      3,
      () => ({
        path: api(random.pick(['/health/live', '/settings/twoFactor', '/uploads'])),
        headers: { ...signedIn(), 'x-pad': 'h'.repeat(random.size(17_000, 64_000)) },
      }),
    ],
    [
      'oversized: beyond draining',
      1,
      () => ({
        method: 'POST',
        path: api(random.pick(['/auth/register', '/accounts/saveCustomerOtherInfo', '/no/such'])),
        body: Buffer.alloc(random.size(DRAIN_MAX_BYTES + 1, DRAIN_MAX_BYTES * 4), 'd'),
        headers: JSON_TYPE,
      }),
    ],
  ];
  const total = kinds.reduce((sum, [, weight]) => sum + weight, 0);
  return Array.from({ length: TOTAL }, () => {
    let roll = random.next() * total;
    for (const [kind, weight, make] of kinds) {
      roll -= weight;
      if (roll <= 0) return { kind, request: make() };
    }
    const [kind, , make] = kinds[0];
    return { kind, request: make() };
  });
}

describe('hostile clients over real sockets', () => {
  it(`answers ${TOTAL} mixed valid, malformed and oversized requests on keep-alive connections: no socket error, no hang, no 5xx`, async () => {
    const agent = keepAliveAgent(CONNECTIONS);
    const queue = requests(16);
    const socketErrors: string[] = [];
    const hangs: string[] = [];
    const serverErrors: string[] = [];
    const badRefusals: string[] = [];
    const byKind = new Map<string, Map<number, number>>();
    let answered = 0;
    let reused = 0;

    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const { kind, request } = item;
        try {
          const response = await send(server.url, agent, request);
          answered++;
          if (response.reusedSocket) reused++;
          const counts = byKind.get(kind) ?? new Map<number, number>();
          counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
          byKind.set(kind, counts);
          if (response.status >= 500) serverErrors.push(`${kind}: ${response.status} ${response.text.slice(0, 200)}`);
          // An answer to HEAD has no body to carry the message.
          else if (response.status >= 400 && request.method !== 'HEAD') {
            let message: unknown;
            try {
              message = (JSON.parse(response.text) as { errorMessage?: unknown }).errorMessage;
            } catch {
              message = undefined;
            }
            if (typeof message !== 'string')
              badRefusals.push(`${kind}: ${response.status} ${response.text.slice(0, 200)}`);
          }
        } catch (error) {
          (error instanceof Hang ? hangs : socketErrors).push(`${kind}: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    agent.destroy();

    const summary = [...byKind]
      .map(([kind, counts]) => `${kind}: ${[...counts].map(([status, n]) => `${n}×${status}`).join(' ')}`)
      .join('\n');
    expect(socketErrors, summary).toEqual([]);
    expect(lateSocketErrors.map((error) => error.message)).toEqual([]);
    expect(hangs).toEqual([]);
    expect(serverErrors).toEqual([]);
    expect(badRefusals).toEqual([]);
    expect(answered).toBe(TOTAL);
    // Early answers left their connections usable: nearly every request rode an open connection.
    expect(reused, summary).toBeGreaterThan(TOTAL * 0.9);
    // Every kind of answer the gate is about happened.
    const statuses = new Set([...byKind.values()].flatMap((counts) => [...counts.keys()]));
    for (const status of [200, 400, 401, 404, 413, 415, 431]) expect(statuses, summary).toContain(status);
  }, 240_000);
});
