import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env';
import { createTestApp, listenOnLoopback, signUp, type TestApp } from '../helpers/app';
import { PDF } from '../helpers/fixtures';
import { keepAliveAgent, openSocket, send } from '../helpers/http-client';

/**
 * The server's own timeouts over real sockets (issue 35, item 3): slow headers, a body trickled byte by byte and an
 * idle kept-alive connection are cut within seconds, while an upload on a slow mobile link (750 kbit/s) goes through.
 * The limits are the production ones scaled down (2 s instead of 10 s) to keep the test short.
 */
const TIMEOUTS = {
  headersTimeoutMs: 2_000,
  bodyTimeoutMs: 2_000,
  bodyMinBytesPerSecond: 1024,
  keepAliveTimeoutMs: 1_000,
};
let app: TestApp;
let server: Awaited<ReturnType<typeof listenOnLoopback>>;

beforeAll(async () => {
  app = await createTestApp();
  server = await listenOnLoopback(app, TIMEOUTS);
});
afterAll(async () => {
  await server?.close();
  await app?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `text` a byte at a time every `everyMs` until the socket closes; resolves with when it closed and what it read. */
function trickle(socket: Socket, text: string, everyMs: number) {
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  let at = 0;
  const timer = setInterval(() => {
    if (at < text.length && !socket.destroyed) socket.write(text[at++]);
  }, everyMs);
  return new Promise<{ closedAfterMs: number; answer: string }>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, answer });
    }),
  );
}

describe('slow clients are cut within seconds', () => {
  it('cuts 20 anonymous connections trickling a declared 10 KB body a byte at a time', async () => {
    const head = `POST /api/v1/auth/authenticate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10240\r\n\r\n`;
    const sockets = await Promise.all(Array.from({ length: 20 }, () => openSocket(server.url)));
    const cut = sockets.map((socket) => {
      socket.write(head);
      return trickle(socket, `{"username":"${'a'.repeat(10_000)}`, 250);
    });
    const outcomes = await Promise.race([Promise.all(cut), sleep(8_000).then(() => null)]);
    for (const socket of sockets) socket.destroy();
    expect(outcomes, 'connections still open after 8 s').not.toBeNull();
    for (const { closedAfterMs } of outcomes!) expect(closedAfterMs).toBeLessThan(6_000);
    // The server goes on serving.
    expect((await send(server.url, keepAliveAgent(), { path: '/api/v1/health/live' })).status).toBe(200);
  });

  it('answers headers that come too slowly with 408 and closes', async () => {
    const socket = await openSocket(server.url);
    const outcome = await Promise.race([
      trickle(socket, `GET /api/v1/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'s'.repeat(200)}\r\n\r\n`, 100),
      sleep(8_000),
    ]);
    socket.destroy();
    expect(outcome, 'still open after 8 s').toBeTruthy();
    const { closedAfterMs, answer } = outcome as { closedAfterMs: number; answer: string };
    expect(closedAfterMs).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a kept-alive connection that sends no further request', async () => {
    const agent = keepAliveAgent();
    const first = await send(server.url, agent, { path: '/api/v1/health/live' });
    const started = Date.now();
    await new Promise((resolve) => first.socket.once('close', resolve));
    expect(Date.now() - started).toBeLessThan(2_500);
    agent.destroy();
  });
});

describe('slow but steady uploads go through', () => {
  it('takes a tus PATCH sent at 750 kbit/s for longer than the body timeout', async () => {
    const { token } = await signUp(app);
    const content = Buffer.concat([PDF, Buffer.alloc(300 * 1024 - PDF.length, 0x20)]);
    const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
    const metadata = `filename ${Buffer.from('statement.pdf').toString('base64')},filetype ${Buffer.from('application/pdf').toString('base64')}`;
    const created = await send(server.url, keepAliveAgent(), {
      method: 'POST',
      path: '/api/v1/uploads',
      headers: { ...tus, 'upload-length': String(content.length), 'upload-metadata': metadata },
    });
    expect(created.status).toBe(201);
    const socket = await openSocket(server.url);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.write(
      `PATCH ${String(created.headers.location)} HTTP/1.1\r\nHost: 127.0.0.1\r\nTus-Resumable: 1.0.0\r\nAuthorization: Bearer ${token}\r\n` +
        `Upload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\nContent-Length: ${content.length}\r\n\r\n`,
    );
    const started = Date.now();
    // 16 KB every 170 ms: about 94 KB/s, 750 kbit/s.
    for (let at = 0; at < content.length; at += 16 * 1024) {
      socket.write(content.subarray(at, at + 16 * 1024));
      await sleep(170);
    }
    await expect.poll(() => answer, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 204 /);
    expect(Date.now() - started).toBeGreaterThan(TIMEOUTS.bodyTimeoutMs);
    expect(answer.toLowerCase()).toContain(`upload-offset: ${content.length}`);
    socket.destroy();
  });
});

describe('settings', () => {
  it('are checked at start', () => {
    expect(() => loadEnv({ HTTP_BODY_MIN_BYTES_PER_SECOND: 'fast' })).toThrow(
      /HTTP_BODY_MIN_BYTES_PER_SECOND must be a number/,
    );
    expect(() => loadEnv({ HTTP_HEADERS_TIMEOUT_SECONDS: '0' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_SECONDS must be at least 1/,
    );
    expect(loadEnv({}).HTTP_BODY_TIMEOUT_SECONDS).toBe(10);
  });
});
