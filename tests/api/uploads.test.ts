import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '../../src/contract';
import { createLogger } from '../../server/log';
import { readDocument } from '../../server/storage/documents';
import { processKeyring } from '../../server/storage/document-crypto';
import {
  MAX_PENDING_UPLOAD_BYTES,
  purgeUploads,
  UPLOAD_CREATE_LIMIT,
  UPLOAD_CREATE_WINDOW_MS,
} from '../../server/storage/uploads';
import { createTestApp, listenOnLoopback, signUp, type TestApp } from '../helpers/app';
import {
  accountWithIdentity,
  JPEG,
  otherInfoStep,
  PDF,
  photoBytes,
  PNG,
  referenceIds,
  type ReferenceIds,
} from '../helpers/fixtures';
import { keepAliveAgent, send, type RawResponse } from '../helpers/http-client';

/**
 * Resumable document uploads (tus 1.0 at /api/v1/uploads) over real sockets: a PATCH cut mid-way keeps what arrived
 * and the client sends only the rest; uploads are bound to their user, limited in size before anything is stored,
 * checked by their first bytes when complete; a step names one as { uploadId } and it becomes its document once.
 */
let app: TestApp;
let server: Awaited<ReturnType<typeof listenOnLoopback>>;
let ids: ReferenceIds;
const logLines: Array<Record<string, unknown>> = [];
const agent = keepAliveAgent(2);

beforeAll(async () => {
  app = await createTestApp({
    log: createLogger('info', { write: (line: string) => logLines.push(JSON.parse(line)) }),
  });
  server = await listenOnLoopback(app);
  ids = await referenceIds(app);
});
afterAll(async () => {
  await server?.close();
  await app?.close();
});

const UPLOADS = '/api/v1/uploads';
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
const tus = (token: string, headers: Record<string, string> = {}) => ({
  'tus-resumable': '1.0.0',
  authorization: `Bearer ${token}`,
  ...headers,
});

async function create(
  token: string,
  length: number,
  filename = 'passport.jpg',
  filetype = 'image/jpeg',
): Promise<RawResponse & { path: string }> {
  const response = await send(server.url, agent, {
    method: 'POST',
    path: UPLOADS,
    headers: tus(token, { 'upload-length': String(length), 'upload-metadata': metadata({ filename, filetype }) }),
  });
  return { ...response, path: String(response.headers.location ?? '') };
}
const head = (token: string, path: string) => send(server.url, agent, { method: 'HEAD', path, headers: tus(token) });
const patch = (token: string, path: string, offset: number, body: Buffer) =>
  send(server.url, agent, {
    method: 'PATCH',
    path,
    body,
    headers: tus(token, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
  });
const uploadId = (path: string) => path.split('/').at(-1)!;
/** A create served in this process, without a socket: many at once run as concurrently as the database allows. */
const createInProcess = (token: string, length: number) =>
  app.request('/uploads', {
    method: 'POST',
    headers: tus(token, {
      'upload-length': String(length),
      'upload-metadata': metadata({ filename: 'passport.jpg', filetype: 'image/jpeg' }),
    }),
  });

/** Sends the head of a PATCH announcing the whole rest, writes `sent` bytes of it and cuts the connection. */
async function cutPatch(token: string, path: string, offset: number, rest: Buffer, sent: number) {
  const url = new URL(server.url);
  const socket = connect(Number(url.port), url.hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `PATCH ${path} HTTP/1.1\r\nHost: ${url.host}\r\nTus-Resumable: 1.0.0\r\nAuthorization: Bearer ${token}\r\nUpload-Offset: ${offset}\r\n` +
      `Content-Type: application/offset+octet-stream\r\nContent-Length: ${rest.length}\r\n\r\n`,
  );
  await new Promise((resolve) => socket.write(rest.subarray(0, sent), resolve));
  await new Promise((resolve) => setTimeout(resolve, 300));
  socket.destroy();
}

async function finishedUpload(token: string, content: Buffer, filename: string, filetype: string) {
  const created = await create(token, content.length, filename, filetype);
  expect(created.status).toBe(201);
  const done = await patch(token, created.path, 0, content);
  expect(done.status).toBe(204);
  return uploadId(created.path);
}

describe('resumable uploads', () => {
  it('refuses a caller without a token before reading anything', async () => {
    const response = await send(server.url, agent, {
      method: 'POST',
      path: UPLOADS,
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(response.status).toBe(401);
    expect(JSON.parse(response.text).errorMessage).toBe('Sign in to continue');
  });

  it('keeps what arrived before a cut: HEAD gives the offset, and only the rest is sent again', async () => {
    const { token } = await signUp(app);
    const content = photoBytes(900 * 1024);
    const created = await create(token, content.length);
    expect(created.status).toBe(201);
    expect(created.path).toMatch(/^\/api\/v1\/uploads\/[0-9a-f-]{36}$/);

    await cutPatch(token, created.path, 0, content, 600 * 1024);
    await expect
      .poll(() => logLines.find((line) => line.route === '/api/v1/uploads/:uploadId' && line.aborted === true), {
        timeout: 15_000,
      })
      .toMatchObject({ status: 499 });
    const resumed = await head(token, created.path);
    expect(resumed.status).toBe(200);
    expect(resumed.headers['upload-length']).toBe(String(content.length));
    const offset = Number(resumed.headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(600 * 1024);

    const stale = await patch(token, created.path, 0, content);
    expect(stale.status).toBe(409);
    expect(JSON.parse(stale.text)).toEqual({ errorMessage: 'Upload-Offset conflict', errorId: 'uploadOffsetConflict' });
    const rest = await patch(token, created.path, offset, content.subarray(offset));
    // With the refusal's words: a loaded run once met a 400 here that could not be told apart.
    expect({ status: rest.status, body: rest.text }).toEqual({ status: 204, body: '' });
    expect(rest.headers['upload-offset']).toBe(String(content.length));
    expect(logLines.filter((line) => typeof line.status === 'number' && (line.status as number) >= 500)).toEqual([]);
    expect(logLines.filter((line) => line.msg === 'unhandled error')).toEqual([]);
  });

  it('becomes one document when a step names it for two documents (the same photo for two people)', async () => {
    const { token, email } = await signUp(app);
    const accountId = await accountWithIdentity(app, { token, email }, ids);
    const id = await finishedUpload(token, PDF, 'scan.pdf', 'application/pdf');
    const step = otherInfoStep(ids, accountId, email, {
      identificationName: 'scan.pdf',
      identificationAttachment: { uploadId: id },
      proofOfAddressAttachmentName: 'scan.pdf',
      proofOfAddressAttachment: { uploadId: id },
    });
    const saved = await app.request('/accounts/saveCustomerOtherInfo', { method: 'POST', token, json: step });
    expect(saved.status).toBe(200);
    const documents = await app.deps.db
      .selectFrom('documents')
      .select('id')
      .where('account_id', '=', accountId)
      .execute();
    expect(documents).toEqual([{ id }]);
  });

  it('is 404 to another user on HEAD, PATCH and when a step names it', async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const created = await create(owner.token, PDF.length, 'bill.pdf', 'application/pdf');
    expect((await head(stranger.token, created.path)).status).toBe(404);
    expect((await patch(stranger.token, created.path, 0, PDF)).status).toBe(404);
    expect((await patch(owner.token, created.path, 0, PDF)).status).toBe(204);
    expect((await head(stranger.token, created.path)).status).toBe(404);

    const accountId = await accountWithIdentity(app, stranger, ids);
    const step = otherInfoStep(ids, accountId, stranger.email, {
      proofOfAddressAttachment: { uploadId: uploadId(created.path) },
    });
    const refused = await app.request('/accounts/saveCustomerOtherInfo', {
      method: 'POST',
      token: stranger.token,
      json: step,
    });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toHaveProperty(
      'proofOfAddressAttachment',
    );
    expect((await head(owner.token, created.path)).status).toBe(200);
  });

  it('answers 404, never 500, to HEAD, PATCH and DELETE of an id that is not an upload id', async () => {
    const { token } = await signUp(app);
    for (const method of ['HEAD', 'PATCH', 'DELETE']) {
      const response = await send(server.url, agent, {
        method,
        path: `${UPLOADS}/not-a-uuid`,
        headers: tus(token, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
      });
      expect(response.status, `${method}: ${response.text}`).toBe(404);
    }
    expect(logLines.filter((line) => typeof line.status === 'number' && (line.status as number) >= 500)).toEqual([]);
  });

  it('refuses the tus extensions it does not offer (deferred length, concatenation) with 400, not 501', async () => {
    const { token } = await signUp(app);
    const fields = { 'upload-metadata': metadata({ filename: 'bill.pdf', filetype: 'application/pdf' }) };
    const extensions: Array<Record<string, string>> = [
      { 'upload-defer-length': '1' },
      { 'upload-concat': 'partial', 'upload-length': '10' },
    ];
    for (const extension of extensions) {
      const response = await send(server.url, agent, {
        method: 'POST',
        path: UPLOADS,
        headers: tus(token, { ...fields, ...extension }),
      });
      expect(response.status, response.text).toBe(400);
      expect(typeof JSON.parse(response.text).errorMessage).toBe('string');
    }
  });

  it('refuses an Upload-Length over the document limit with 413 before storing anything', async () => {
    const { token } = await signUp(app);
    const before = await app.deps.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await create(token, DOCUMENT_MAX_BYTES + 1);
    expect(response.status).toBe(413);
    // tus's plain-text refusal, as JSON with a message id a client shows in its language.
    expect(JSON.parse(response.text)).toEqual({
      errorMessage: 'Maximum size exceeded',
      errorId: 'uploadMaxSizeExceeded',
    });
    const after = await app.deps.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps the quota of bytes waiting to be attached under concurrent creates', async () => {
    const { email, token } = await signUp(app);
    const { id: userId } = await app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const room = 12;
    const prefilled = MAX_PENDING_UPLOAD_BYTES / DOCUMENT_MAX_BYTES - room;
    const now = app.deps.now();
    await app.deps.db
      .insertInto('uploads')
      .values(
        Array.from({ length: prefilled }, () => ({
          id: crypto.randomUUID(),
          owner_user_id: userId,
          length: DOCUMENT_MAX_BYTES,
          file_name: 'held.jpg',
          file_type: 'image/jpeg',
          key_id: processKeyring().current.id,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const answers = await Promise.all(Array.from({ length: 40 }, () => createInProcess(token, DOCUMENT_MAX_BYTES)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(room);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - room);
    const held = await app.deps.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.sum<string>('length').as('bytes'))
      .where('owner_user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(held.bytes)).toBe(MAX_PENDING_UPLOAD_BYTES);
    expect((await create((await signUp(app)).token, 1)).status).toBe(201);
  });

  it('limits how many uploads a user creates in a window, even one-byte ones sent at once', async () => {
    const { token } = await signUp(app);
    const answers = await Promise.all(
      Array.from({ length: UPLOAD_CREATE_LIMIT + 20 }, () => createInProcess(token, 1)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(UPLOAD_CREATE_LIMIT);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(await refused.json()).toMatchObject({ errorId: 'tooManyUploads' });
    app.advance(UPLOAD_CREATE_WINDOW_MS);
    expect((await createInProcess(token, 1)).status).toBe(201);
  });

  it('leaves nothing of a create whose body goes past its Upload-Length', async () => {
    const { email, token } = await signUp(app);
    const response = await send(server.url, agent, {
      method: 'POST',
      path: UPLOADS,
      body: photoBytes(200),
      headers: tus(token, {
        'upload-length': '100',
        'upload-metadata': metadata({ filename: 'passport.jpg', filetype: 'image/jpeg' }),
        'content-type': 'application/offset+octet-stream',
      }),
    });
    expect(response.status).toBe(413);
    const rows = await app.deps.db
      .selectFrom('uploads')
      .innerJoin('users', 'users.id', 'uploads.owner_user_id')
      .select('uploads.id')
      .where('users.email', '=', email)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses a file whose first bytes are not the declared type once it is complete, and drops it', async () => {
    const { token } = await signUp(app);
    const created = await create(token, PDF.length, 'passport.jpg', 'image/jpeg');
    const done = await patch(token, created.path, 0, PDF);
    expect(done.status).toBe(400);
    expect(JSON.parse(done.text)).toMatchObject({
      errorMessage: 'passport.jpg is not a JPEG, PNG or PDF file: choose another file',
      errorId: 'notADocument',
      errorValues: { name: 'passport.jpg' },
    });
    expect((await head(token, created.path)).status).toBe(404);
    const notADocument = await create(token, 10, 'notes.txt', 'text/plain');
    expect(notADocument.status).toBe(400);
    expect(JSON.parse(notADocument.text).errorMessage).toBe(
      'notes.txt is not a JPEG, PNG or PDF file: choose another file',
    );
  });

  it('refuses a file that only starts like a JPEG (FF D8 FF, then HTML) once it is complete', async () => {
    const { token } = await signUp(app);
    const html = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const created = await create(token, html.length, 'photo.jpg', 'image/jpeg');
    const done = await patch(token, created.path, 0, html);
    expect(done.status).toBe(400);
    expect(JSON.parse(done.text)).toMatchObject({ errorId: 'notADocument' });
    expect((await head(token, created.path)).status).toBe(404);
  });

  it('refuses, once complete, a whole JPEG followed by HTML and a PDF with JavaScript, through the same check as a step (issue 48)', async () => {
    const { token } = await signUp(app);
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const script = Buffer.from(
      '%PDF-1.7\n1 0 obj << /OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> >> endobj\ntrailer <<>>\n%%EOF\n',
    );
    for (const [name, type, bytes, errorId] of [
      ['photo.jpg', 'image/jpeg', Buffer.concat([JPEG, html]), 'dataAfterEnd'],
      ['bill.pdf', 'application/pdf', script, 'activePdf'],
    ] as const) {
      const created = await create(token, bytes.length, name, type);
      const done = await patch(token, created.path, 0, bytes);
      expect(done.status, name).toBe(400);
      expect(JSON.parse(done.text)).toMatchObject({ errorId, errorValues: { name } });
      expect((await head(token, created.path)).status).toBe(404);
    }
    expect(await finishedUpload(token, JPEG, 'photo.jpg', 'image/jpeg')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses a finished upload that a step names with another type's extension (evil.html), and keeps it for a right name", async () => {
    const customer = await signUp(app);
    const png = await finishedUpload(customer.token, PNG, 'scan.png', 'image/png');
    const accountId = await accountWithIdentity(app, customer, ids);
    const step = (name: string) =>
      otherInfoStep(ids, accountId, customer.email, {
        proofOfAddressAttachmentName: name,
        proofOfAddressAttachment: { uploadId: png },
      });
    const renamed = await app.request('/accounts/saveCustomerOtherInfo', {
      method: 'POST',
      token: customer.token,
      json: step('evil.html'),
    });
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toMatchObject({
      errorId: 'notADocument',
      fieldErrors: { proofOfAddressAttachment: expect.any(String) },
    });
    expect(await app.deps.db.selectFrom('documents').select('id').where('id', '=', png).execute()).toEqual([]);
    // Without an extension the name takes the type's.
    const unnamed = await app.request('/accounts/saveCustomerOtherInfo', {
      method: 'POST',
      token: customer.token,
      json: step('scan'),
    });
    expect(unnamed.status).toBe(200);
    const stored = await app.deps.db
      .selectFrom('documents')
      .select(['name', 'mime_type'])
      .where('id', '=', png)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'scan.png', mime_type: 'image/png' });
  });

  it('stores the document a KYC step names by uploadId, with the same bytes, exactly once under replay', async () => {
    const customer = await signUp(app);
    const content = photoBytes(700 * 1024);
    const identity = await finishedUpload(customer.token, content, 'passport.jpg', 'image/jpeg');
    const proof = await finishedUpload(customer.token, PDF, 'bill.pdf', 'application/pdf');
    const accountId = await accountWithIdentity(app, customer, ids);
    const step = otherInfoStep(ids, accountId, customer.email, {
      identificationName: 'passport.jpg',
      identificationAttachment: { uploadId: identity },
      proofOfAddressAttachmentName: 'bill.pdf',
      proofOfAddressAttachment: { uploadId: proof },
    });
    const sendStep = (key: string) =>
      app.request('/accounts/saveCustomerOtherInfo', {
        method: 'POST',
        token: customer.token,
        idempotencyKey: key,
        json: step,
      });
    const first = await sendStep('kyc-step-2-v1');
    expect(first.status).toBe(200);
    const replay = await sendStep('kyc-step-2-v1');
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    const otherAccount = await accountWithIdentity(app, customer, ids);
    const again = await app.request('/accounts/saveCustomerOtherInfo', {
      method: 'POST',
      token: customer.token,
      json: { ...step, accountId: otherAccount },
    });
    expect(again.status).toBe(404);

    const stored = await app.deps.db
      .selectFrom('documents')
      .select(['id', 'sealed_by_piece'])
      .where('id', 'in', [identity, proof])
      .execute();
    expect(stored).toHaveLength(2);
    expect(stored.every((row) => row.sealed_by_piece)).toBe(true);
    const downloaded = await app.request(`/documents/${identity}`, { token: customer.token });
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(content)).toBe(true);
    const pdf = await app.request(`/documents/${proof}`, { token: customer.token });
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
    const pieces = await app.deps.db
      .selectFrom('document_chunks')
      .select('content')
      .where('document_id', '=', identity)
      .execute();
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.some((piece) => Buffer.from(piece.content).includes(content.subarray(1000, 1064)))).toBe(false);
  });

  it('purges unfinished uploads a day after their last byte, and keeps the documents made of uploads', async () => {
    const customer = await signUp(app);
    const unfinished = await create(customer.token, 2 * PDF.length, 'bill.pdf', 'application/pdf');
    expect((await patch(customer.token, unfinished.path, 0, PDF)).status).toBe(204);
    const attached = await finishedUpload(customer.token, PDF, 'bill.pdf', 'application/pdf');
    const accountId = await accountWithIdentity(app, customer, ids);
    const step = otherInfoStep(ids, accountId, customer.email, {
      proofOfAddressAttachmentName: 'bill.pdf',
      proofOfAddressAttachment: { uploadId: attached },
    });
    expect(
      (await app.request('/accounts/saveCustomerOtherInfo', { method: 'POST', token: customer.token, json: step }))
        .status,
    ).toBe(200);

    await purgeUploads(app.deps.db, app.deps.now());
    expect((await head(customer.token, unfinished.path)).status).toBe(200);
    app.advance(25 * 3_600_000);
    await purgeUploads(app.deps.db, app.deps.now());
    expect(
      await app.deps.db.selectFrom('uploads').select('id').where('id', '=', uploadId(unfinished.path)).execute(),
    ).toEqual([]);
    const pieces = await app.deps.db
      .selectFrom('document_chunks')
      .select('position')
      .where('document_id', '=', uploadId(unfinished.path))
      .execute();
    expect(pieces).toEqual([]);
    const owner = await app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', customer.email)
      .executeTakeFirstOrThrow();
    const document = await readDocument(app.deps.db, owner.id, attached, async () => undefined);
    expect(document.content.equals(PDF)).toBe(true);
  });
});
