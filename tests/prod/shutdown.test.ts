import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSocket } from '../helpers/http-client';
import { PDF } from '../helpers/fixtures';
import { startServer, stopServer, type ServerProcess } from './servers';

/*
 * SIGTERM with an upload still arriving (issue 35, item 3): during the drain readiness answers 503 (the load
 * balancer's probe meets an answer, not a refused connection); at SHUTDOWN_TIMEOUT_SECONDS the upload's connection is
 * cut and the partial piece that arrived before is stored: after a restart, HEAD gives every byte that was sent.
 */
const json = async (response: Response) => (await response.json()) as Record<string, any>;
const password = 'correct horse battery';
const b64 = (text: string) => Buffer.from(text).toString('base64');
const dataDirs: string[] = [];
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server) await stopServer(server);
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

describe('shutdown with an upload in flight', () => {
  it('answers readiness 503 while draining, and stores the partial piece received before the deadline', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'payway-shutdown-'));
    dataDirs.push(dataDir);
    server = await startServer({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const email = 'shutdown@example.com';
    await server.request('/auth/register', {
      method: 'POST',
      json: { emailAddress: email, password, mobileNumber01: '8031234567', countryCode: '+234' },
    });
    const { message: code } = await json(await server.request(`/auth/token/send/${email}`));
    const { token } = await json(
      await server.request('/auth/token/validate', { method: 'POST', json: { email, token: code } }),
    );
    const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
    const length = 1024 * 1024;
    const created = await server.request('/uploads', {
      method: 'POST',
      headers: {
        ...tus,
        'upload-length': String(length),
        'upload-metadata': `filename ${b64('statement.pdf')},filetype ${b64('application/pdf')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;

    // 300 KB of the 1 MB: one whole piece (256 KB) and a partial one, then the client waits.
    const sent = 300 * 1024;
    const socket = await openSocket(server.url);
    socket.on('error', () => undefined);
    socket.write(
      `PATCH ${location} HTTP/1.1\r\nHost: 127.0.0.1\r\nTus-Resumable: 1.0.0\r\nAuthorization: Bearer ${token}\r\nUpload-Offset: 0\r\n` +
        `Content-Type: application/offset+octet-stream\r\nContent-Length: ${length}\r\n\r\n`,
    );
    socket.write(Buffer.concat([PDF, Buffer.alloc(sent - PDF.length, 0x20)]));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const draining = server;
    draining.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await draining.request('/health/ready').catch((error: Error) => error);
    expect.soft(ready instanceof Response ? ready.status : ready.message).toBe(503);
    expect(await draining.exited).toBe(1);
    expect(draining.logs.some((line) => line.msg === 'stopped')).toBe(true);
    socket.destroy();

    server = await startServer({ DATA_DIR: dataDir });
    const resumed = await fetch(`${server.url}${location}`, { method: 'HEAD', headers: tus });
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('upload-offset')).toBe(String(sent));
  });
});
