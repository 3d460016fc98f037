import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_MAX_BODY, DEFAULT_MAX_BODY } from '../../src/contract';
import { DRAIN_MAX_BYTES } from '../../server/http/serve';
import { createLogger } from '../../server/log';
import { createTestApp, listenOnLoopback, signUp, type TestApp } from '../helpers/app';
import { keepAliveAgent, lateSocketErrors, openSocket, send, type RawRequest } from '../helpers/http-client';

/**
 * The request pipeline as a client on a real connection sees it: who is asking is settled before the body is
 * read, early answers leave the connection usable, only JSON bodies are taken, and aborted uploads are aborts.
 */
let app: TestApp;
let server: Awaited<ReturnType<typeof listenOnLoopback>>;
let token: string;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  app = await createTestApp({
    log: createLogger('info', { write: (line: string) => logLines.push(JSON.parse(line)) }),
  });
  server = await listenOnLoopback(app);
  token = (await signUp(app)).token;
});
afterAll(async () => {
  await server?.close();
  await app?.close();
});

const api = (path: string) => `/api/v1${path}`;
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});
const errorMessage = (text: string) => (JSON.parse(text) as { errorMessage?: unknown }).errorMessage;

/** Holds every database connection in an open transaction until `release` is called. */
async function holdDatabase() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holders = app.deps.dbKind === 'pglite' ? 1 : 4;
  let held = 0;
  let allHeld!: () => void;
  const holding = new Promise<void>((resolve) => (allHeld = resolve));
  const transactions = Array.from({ length: holders }, () =>
    app.deps.db.transaction().execute(async () => {
      if (++held === holders) allHeld();
      await released;
    }),
  );
  await holding;
  return async () => {
    release();
    await Promise.all(transactions);
  };
}

describe('who is asking comes before the body', () => {
  it('answers 401 without a token before looking at the body or the query, and without asking the database', async () => {
    const agent = keepAliveAgent();
    const release = await holdDatabase();
    try {
      const identity = await send(server.url, agent, {
        method: 'POST',
        path: api('/accounts/saveOrUpdateCustomerIdentity'),
        ...json({}),
      });
      expect(identity.status).toBe(401);
      expect(errorMessage(identity.text)).toBe('Sign in to continue');
      const detail = await send(server.url, agent, { path: api('/payment/paymentDetail?transaction_id=1') });
      expect(detail.status).toBe(401);
      const malformed = await send(server.url, agent, {
        method: 'POST',
        path: api('/payment/saveOrUpdatePaymentRequest'),
        body: '{"not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(401);
    } finally {
      await release();
      agent.destroy();
    }
  });

  it('answers an anonymous 20 MB upload with 401 without reading it, while the server keeps answering others', async () => {
    const agent = keepAliveAgent();
    const big = Buffer.alloc(20 * 1024 * 1024, '[{},');
    const upload = send(server.url, agent, {
      method: 'POST',
      path: api('/accounts/saveCustomerOtherInfo'),
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    const live = await send(server.url, keepAliveAgent(), { path: api('/health/live') });
    expect(live.status).toBe(200);
    const refused = await upload;
    expect(refused.status).toBe(401);
    expect(refused.headers.connection).toBe('close');
    // The agent opens a new connection for the next request; nothing fails.
    expect((await send(server.url, agent, { path: api('/health/live') })).status).toBe(200);
    agent.destroy();
  });

  it('gives anonymous callers a small body limit and signed-in callers the endpoint limit', async () => {
    const agent = keepAliveAgent();
    const padded = (size: number) =>
      JSON.stringify({ username: 'a@example.com', password: 'x', pad: 'p'.repeat(size) });
    const anonymous = await send(server.url, agent, {
      method: 'POST',
      path: api('/auth/authenticate'),
      body: padded(ANONYMOUS_MAX_BODY),
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.status).toBe(413);
    expect(errorMessage(anonymous.text)).toBe('The request is too large (limit 16 KB).');
    const signedIn = await send(server.url, agent, {
      method: 'POST',
      path: api('/settings/notificationPreferences'),
      ...json({ pad: 'p'.repeat(ANONYMOUS_MAX_BODY) }, { authorization: `Bearer ${token}` }),
    });
    expect(signedIn.status).toBe(400);
    const tooLarge = await send(server.url, agent, {
      method: 'POST',
      path: api('/settings/notificationPreferences'),
      ...json({ pad: 'p'.repeat(DEFAULT_MAX_BODY) }, { authorization: `Bearer ${token}` }),
    });
    expect(tooLarge.status).toBe(413);
    agent.destroy();
  });
});

describe('early answers leave the connection usable', () => {
  const health = { path: api('/health/live') } satisfies RawRequest;
  const cases: Array<[string, RawRequest, number]> = [
    [
      '413 from Content-Length',
      {
        method: 'POST',
        path: api('/auth/register'),
        body: 'x'.repeat(40_000),
        headers: { 'content-type': 'application/json' },
      },
      413,
    ],
    [
      '413 from a chunked body',
      {
        method: 'POST',
        path: api('/auth/register'),
        chunks: Array(8).fill('x'.repeat(8_000)),
        headers: { 'content-type': 'application/json' },
      },
      413,
    ],
    [
      '401 with a body',
      {
        method: 'POST',
        path: api('/accounts/saveCustomerOtherInfo'),
        body: '{"a":1}'.repeat(5_000),
        headers: { 'content-type': 'application/json' },
      },
      401,
    ],
    [
      '415 with a body',
      {
        method: 'POST',
        path: api('/auth/register'),
        body: '{"emailAddress":"x@example.com"}',
        headers: { 'content-type': 'text/plain' },
      },
      415,
    ],
    [
      '404 with a body',
      {
        method: 'POST',
        path: api('/no/such/endpoint'),
        body: 'y'.repeat(50_000),
        headers: { 'content-type': 'application/json' },
      },
      404,
    ],
  ];

  it.each(cases)('%s: the next request on the same connection is answered', async (_label, request, status) => {
    const agent = keepAliveAgent();
    const first = await send(server.url, agent, request);
    expect(first.status).toBe(status);
    expect(typeof errorMessage(first.text)).toBe('string');
    // A small rest was read and dropped: the connection stays open and serves the next request.
    expect(first.headers.connection).not.toBe('close');
    const next = await send(server.url, agent, health);
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(true);
    agent.destroy();
  });

  it('closes gracefully after an early answer to a body too large to drain: the client finishes sending and reads the answer', async () => {
    const agent = keepAliveAgent();
    const size = DRAIN_MAX_BYTES * 8;
    for (let i = 0; i < 5; i++) {
      const refused = await send(server.url, agent, {
        method: 'POST',
        path: api('/auth/register'),
        body: Buffer.alloc(size, 'z'),
        headers: { 'content-type': 'application/json' },
      });
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect((await send(server.url, agent, health)).status).toBe(200);
    }
    // The same with a chunked body that only shows its size while it arrives.
    const chunked = await send(server.url, agent, {
      method: 'POST',
      path: api('/auth/register'),
      chunks: Array(16).fill(Buffer.alloc(DRAIN_MAX_BYTES / 2, 'z')),
      headers: { 'content-type': 'application/json' },
    });
    expect(chunked.status).toBe(413);
    expect((await send(server.url, agent, health)).status).toBe(200);
    expect(lateSocketErrors).toEqual([]);
    agent.destroy();
  });
});

describe('headers over the limit', () => {
  it('answers 431 with a JSON errorMessage and closes gracefully while the client is still sending, instead of resetting', async () => {
    const url = new URL(server.url);
    const socket = await openSocket(server.url);
    let text = '';
    const errors: Error[] = [];
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', (error) => errors.push(error));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(`GET ${api('/health/live')} HTTP/1.1\r\nHost: ${url.host}\r\nX-Pad: ${'a'.repeat(20_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.end(`${'b'.repeat(40_000)}\r\n\r\n`);
    await closed;
    expect(errors).toEqual([]);
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(errorMessage(body)).toBe('Request Header Fields Too Large');
    expect((await send(server.url, keepAliveAgent(), { path: api('/health/live') })).status).toBe(200);
  });
});

describe('JSON only', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['application/xml', 'application/xml'],
    ['multipart/form-data', 'multipart/form-data; boundary=x'],
    ['form-encoded', 'application/x-www-form-urlencoded'],
    ['no content type', undefined],
  ])('refuses a body sent as %s with 415, even when it parses as JSON, and creates nothing', async (_label, type) => {
    const email = `typed${Math.random().toString(36).slice(2, 8)}@example.com`;
    const body = JSON.stringify({
      emailAddress: email,
      password: 'correct horse battery',
      mobileNumber01: '8031234567',
      countryCode: '+234',
    });
    const response = await send(server.url, keepAliveAgent(), {
      method: 'POST',
      path: api('/auth/register'),
      body,
      headers: type ? { 'content-type': type } : {},
    });
    expect(response.status).toBe(415);
    expect(errorMessage(response.text)).toBe(
      'Send the request body as JSON, with the header Content-Type: application/json.',
    );
    expect(
      await app.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
    const signedIn = await send(server.url, keepAliveAgent(), {
      method: 'POST',
      path: api('/accounts/saveCustomerAccount'),
      body: '{"accountType":1}',
      headers: { 'content-type': type ?? '', authorization: `Bearer ${token}` },
    });
    expect(signedIn.status).toBe(415);
  });

  it('takes application/json with a charset, and a POST without a body needs no content type', async () => {
    const agent = keepAliveAgent();
    const withCharset = await send(server.url, agent, {
      method: 'POST',
      path: api('/auth/token/validate'),
      ...json({ email: 'nobody@example.com', token: '123456' }, { 'content-type': 'application/json; charset=utf-8' }),
    });
    expect(withCharset.status).toBe(400);
    const { token: other } = await signUp(app);
    const signOut = await send(server.url, agent, {
      method: 'POST',
      path: api('/auth/signOut'),
      headers: { authorization: `Bearer ${other}` },
    });
    expect(signOut.status).toBe(200);
    agent.destroy();
  });
});

describe("the product's secondary-profile placeholders", () => {
  it('accepts countryCode, mobileNumber01 and password whatever they hold, and ignores them', async () => {
    const parent = await signUp(app);
    const agent = keepAliveAgent();
    const placeholders: Array<Record<string, unknown>> = [
      { countryCode: '+000', mobileNumber01: '0000000000', password: 'password' },
      { countryCode: 234, mobileNumber01: null, password: { any: 'thing' } },
      { countryCode: 'NG', mobileNumber01: 'not a phone', password: '' },
    ];
    for (const [index, extra] of placeholders.entries()) {
      const email = `placeholder${index}.${Math.random().toString(36).slice(2, 8)}@example.com`;
      const created = await send(server.url, agent, {
        method: 'POST',
        path: api('/user/subProfile'),
        ...json(
          { parentEmailAddress: parent.email, emailAddress: email, firstName: 'Sub', lastName: 'User', ...extra },
          { authorization: `Bearer ${parent.token}` },
        ),
      });
      expect(created.status, created.text).toBe(200);
      const row = await app.deps.db
        .selectFrom('users')
        .select(['country_code', 'mobile_number'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ country_code: '+234', mobile_number: '' });
    }
    agent.destroy();
  });
});

describe('clients that go away', () => {
  it('logs an upload cut off by its client as an abort, not a server error, and keeps serving', async () => {
    const url = new URL(server.url);
    const socket = await openSocket(server.url);
    const announced = 2 * 1024 * 1024;
    socket.write(
      `POST ${api('/accounts/saveCustomerOtherInfo')} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${announced}\r\n\r\n`,
    );
    socket.write('{"accountId":1,"identificationAttachment":"' + 'A'.repeat(200_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await expect
      .poll(() =>
        logLines.find((line) => line.route === '/api/v1/accounts/saveCustomerOtherInfo' && line.aborted === true),
      )
      .toMatchObject({ status: 499, msg: 'request aborted by the client' });
    expect(logLines.filter((line) => typeof line.status === 'number' && (line.status as number) >= 500)).toEqual([]);
    expect(logLines.filter((line) => line.msg === 'unhandled error')).toEqual([]);
    expect((await send(server.url, keepAliveAgent(), { path: api('/health/live') })).status).toBe(200);
  });
});
