import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listenOnLoopback, signUp, type TestApp } from '../helpers/app';

/**
 * Every request gets an HTTP answer whose refusal is JSON { errorMessage } (issue 48 item 6): a reliability run saw
 * every CONNECT closed with zero bytes, PROPFIND answered in plain text and tus's protocol refusals in plain text.
 * Each request goes on a raw socket of its own, as a hostile or broken client sends it; what comes back before the
 * server closes is read whole.
 */
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

/** Writes `raw` on a new connection and returns everything the server sent until it closed (or 5 s passed). */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    }, 5_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    socket.write(raw);
  });
}

/** The status and the JSON body's errorMessage of a raw HTTP/1.1 answer. */
function parsed(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  const contentType = /\r\ncontent-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '';
  let errorMessage: unknown;
  try {
    errorMessage = (JSON.parse(body) as { errorMessage?: unknown }).errorMessage;
  } catch {
    errorMessage = undefined;
  }
  return { status, contentType, errorMessage, closes: /\r\nconnection: close/i.test(head) };
}

const host = 'Host: 127.0.0.1\r\n';

describe('an answer for every method', () => {
  it('answers CONNECT with a JSON 405 and closes, instead of closing with zero bytes', async () => {
    const answer = parsed(await exchange(`CONNECT 192.0.2.10:443 HTTP/1.1\r\nHost: 192.0.2.10:443\r\n\r\n`));
    expect(answer).toMatchObject({ status: 405, closes: true });
    expect(answer.contentType).toMatch(/application\/json/);
    expect(answer.errorMessage).toEqual(expect.any(String));
  });

  it('answers an upgrade request (a WebSocket handshake) with a JSON 400 and closes', async () => {
    const handshake = `GET /api/v1/health HTTP/1.1\r\n${host}Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;
    const answer = parsed(await exchange(handshake));
    expect(answer).toMatchObject({ status: 400, closes: true });
    expect(answer.errorMessage).toEqual(expect.any(String));
  });

  it('answers an unknown method outside the API in JSON', async () => {
    for (const method of ['PROPFIND', 'TRACE', 'MKCOL']) {
      const answer = parsed(await exchange(`${method} / HTTP/1.1\r\n${host}Connection: close\r\n\r\n`));
      expect(answer.status, method).toBeGreaterThanOrEqual(400);
      expect(answer.contentType, method).toMatch(/application\/json/);
      expect(answer.errorMessage, method).toEqual(expect.any(String));
    }
  });

  it("answers tus's protocol refusals in JSON", async () => {
    const auth = `Authorization: Bearer ${token}\r\n`;
    const refusals = [
      `POST /api/v1/uploads HTTP/1.1\r\n${host}${auth}Tus-Resumable: 1.0.0\r\nUpload-Length: -5\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      `POST /api/v1/uploads HTTP/1.1\r\n${host}${auth}Upload-Length: 5\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      `PATCH /api/v1/uploads/nothing-here HTTP/1.1\r\n${host}${auth}Tus-Resumable: 1.0.0\r\nUpload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    ];
    for (const raw of refusals) {
      const answer = parsed(await exchange(raw));
      expect(answer.status, raw.split('\r\n')[0]).toBeGreaterThanOrEqual(400);
      expect(answer.contentType, raw.split('\r\n')[0]).toMatch(/application\/json/);
      expect(answer.errorMessage, raw.split('\r\n')[0]).toEqual(expect.any(String));
    }
  });

  it('never closes a connection with zero bytes over a hostile run of odd methods and upgrades', async () => {
    const requests = [
      `CONNECT 198.51.100.7:80 HTTP/1.1\r\nHost: 198.51.100.7:80\r\n\r\n`,
      `GET / HTTP/1.1\r\n${host}Connection: Upgrade\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAAP__\r\n\r\n`,
      `PROPFIND /api/v1/accounts HTTP/1.1\r\n${host}Depth: 1\r\nConnection: close\r\n\r\n`,
      `OPTIONS * HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `DELETE /api/v1/uploads HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
    ];
    let silentCloses = 0;
    for (let round = 0; round < 8; round++) {
      for (const raw of requests) {
        const answer = await exchange(raw);
        if (answer.length === 0) silentCloses++;
        else expect(parsed(answer).errorMessage ?? parsed(answer).status, raw.split('\r\n')[0]).toBeTruthy();
      }
    }
    expect(silentCloses).toBe(0);
  });
});
