import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testPostgresUrl } from '../helpers/pg';
import { adminQuery } from '../helpers/pg-admin';
import { photoBytes } from '../helpers/fixtures';
import { startServer, stopServer, type ServerProcess } from './servers';

/*
 * A document upload (tus 1.0, /api/v1/uploads) in progress when the server process is killed (SIGKILL) and started
 * again: HEAD tells the received offset, the client sends only the rest, the upload completes, and each piece is
 * stored once (product §5, issue 14 item 6).
 */

const postgres = testPostgresUrl();
const json = async (response: Response) => (await response.json()) as Record<string, any>;
const TUS = { 'tus-resumable': '1.0.0' };
const LENGTH = 3 * 1024 * 1024;
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** A JPEG's header followed by noise: what the server checks when the upload completes. */
const photo = photoBytes(LENGTH);

describe.skipIf(!postgres)('an upload when the server restarts', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ServerProcess | undefined;
  const query = async (statement: string) =>
    (await adminQuery(database.url, statement)).rows as Array<Record<string, any>>;

  beforeAll(async () => {
    database = await createTestDatabase(postgres!);
  });
  afterAll(async () => {
    if (server) await stopServer(server);
    await database?.drop();
  });

  it('resumes from the offset the server kept after a SIGKILL and completes, each piece stored once', async () => {
    server = await startServer({ DATABASE_URL: database.url, DEMO_MAIL: '1' });
    const email = 'upload.restart@example.com';
    await server.request('/auth/register', {
      method: 'POST',
      json: {
        emailAddress: email,
        password: 'correct horse battery',
        mobileNumber01: '8031234567',
        countryCode: '+234',
      },
    });
    const { message: code } = await json(await server.request(`/auth/token/send/${email}`));
    const { token } = await json(
      await server.request('/auth/token/validate', { method: 'POST', json: { email, token: code } }),
    );

    const created = await server.request('/uploads', {
      method: 'POST',
      token,
      headers: {
        ...TUS,
        'upload-length': String(LENGTH),
        'upload-metadata': `filename ${b64('passport.jpg')},filetype ${b64('image/jpeg')}`,
      },
    });
    expect(created.status).toBe(201);
    const path = new URL(created.headers.get('location')!, server.url + '/api/v1/').pathname.replace('/api/v1', '');
    const offsetOf = async (target: ServerProcess) => {
      const head = await target.request(path, { method: 'HEAD', token, headers: TUS });
      expect(head.status).toBe(200);
      return Number(head.headers.get('upload-offset'));
    };

    // A PATCH that sends the first 1.5 MB and then stalls, as a phone does when its link goes quiet.
    const sent = LENGTH / 2;
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < sent; at += 64 * 1024) controller.enqueue(photo.subarray(at, at + 64 * 1024));
      },
    });
    const first = server;
    const patching = first
      .request(path, {
        method: 'PATCH',
        token,
        headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: stalled,
        duplex: 'half',
      } as RequestInit)
      .catch(() => undefined);
    await expect.poll(() => offsetOf(first), { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(LENGTH / 4);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    await patching;

    server = await startServer({ DATABASE_URL: database.url, DEMO_MAIL: '1' });
    const kept = await offsetOf(server);
    expect(kept).toBeGreaterThanOrEqual(LENGTH / 4);
    expect(kept).toBeLessThanOrEqual(sent);

    const rest = await server.request(path, {
      method: 'PATCH',
      token,
      headers: { ...TUS, 'upload-offset': String(kept), 'content-type': 'application/offset+octet-stream' },
      body: photo.subarray(kept),
    });
    expect(rest.status, await rest.clone().text()).toBe(204);
    expect(Number(rest.headers.get('upload-offset'))).toBe(LENGTH);
    expect(await offsetOf(server)).toBe(LENGTH);

    const id = path.split('/').pop()!;
    const [upload] = await query(`select received, pieces, mime_type from uploads where id = '${id}'`);
    expect({ received: Number(upload!.received), mimeType: upload!.mime_type }).toEqual({
      received: LENGTH,
      mimeType: 'image/jpeg',
    });
    const pieces = await query(
      `select position, count(*)::int as copies from document_chunks where document_id = '${id}' group by position order by position`,
    );
    expect(pieces.map((piece) => Number(piece.position))).toEqual(
      Array.from({ length: Number(upload!.pieces) }, (_, i) => i),
    );
    expect(pieces.every((piece) => piece.copies === 1)).toBe(true);
  });
});
