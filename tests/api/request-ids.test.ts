import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { createLogger } from '../../server/log';
import type { Mailer } from '../../server/mail';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A mail server that is down: every try of a mail fails. */
const brokenMailer: Mailer = {
  mode: 'demo',
  sent: [],
  send: async () => {
    throw new Error('SMTP server unreachable');
  },
  close: async () => undefined,
};

let direct: TestApp;
let behindProxy: TestApp;
const directLines: Array<Record<string, unknown>> = [];
const proxiedLines: Array<Record<string, unknown>> = [];
const capture = (lines: Array<Record<string, unknown>>) =>
  createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([
    createTestApp({ log: capture(directLines), mailer: brokenMailer }),
    createTestApp({ log: capture(proxiedLines), env: { TRUSTED_PROXY_HOPS: '1' } }),
  ]);
});
afterAll(() => Promise.all([direct.close(), behindProxy.close()]));

describe('request ids', () => {
  it('are made by the server when no proxy is trusted: a client cannot give its request the id of another', async () => {
    const response = await direct.request('/accounts/countries', {
      headers: { 'x-request-id': 'someone-elses-request-42' },
    });
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(UUID);
    expect(directLines.find((line) => line.reqId === requestId)).toMatchObject({
      route: '/api/v1/accounts/countries',
      status: 200,
    });
    expect(directLines.some((line) => line.reqId === 'someone-elses-request-42')).toBe(false);
  });

  it("are taken from the trusted load balancer's X-Request-Id when they look like one", async () => {
    const tagged = await behindProxy.request('/auth/token/send/private.person@example.com', {
      headers: { 'x-request-id': 'from-the-balancer-42' },
    });
    expect(tagged.headers.get('x-request-id')).toBe('from-the-balancer-42');
    expect(proxiedLines.find((line) => line.reqId === 'from-the-balancer-42')).toMatchObject({
      msg: 'request',
      route: '/api/v1/auth/token/send/:userEmail',
    });
    const own = await behindProxy.request('/health/live', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(own.headers.get('x-request-id')).toMatch(UUID);
  });

  it("mark every line a request logs, not only its request line: a failed mail is found by the answer's id", async () => {
    const email = 'mail.fails@example.com';
    const registered = await direct.request('/auth/register', {
      method: 'POST',
      json: {
        emailAddress: email,
        password: 'correct horse battery',
        mobileNumber01: '8031234567',
        countryCode: '+234',
      },
    });
    expect(registered.status).toBe(200);
    const response = await direct.request(`/auth/token/send/${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');
    const lines = directLines.filter((line) => line.reqId === requestId);
    // The mail's job logs its failed try with the id of the request that queued it.
    expect(lines.map((line) => line.msg)).toEqual(['job failed: it will be tried again', 'request']);
    expect(lines[0]).toMatchObject({ level: 40, kind: 'mail', err: { message: 'SMTP server unreachable' } });
  });
});
