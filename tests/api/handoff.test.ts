import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  endpoints,
  PERMISSION_IDS,
  fillPath,
  HANDOFF_GRANT_MS,
  HANDOFF_TOKEN_MS,
} from '../../src/contract';
import { keyedDigest } from '../../server/services/shared/crypto';
import { HANDOFF_LIMIT } from '../../server/services/onboarding/handoffs';
import {
  HANDOFF_MAX_PENDING_BYTES,
  HANDOFF_MAX_PENDING_UPLOADS,
  HANDOFF_UPLOAD_CREATE_LIMIT,
} from '../../server/storage/uploads';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  accountWithIdentity,
  grantPermissions,
  otherInfoStep,
  PNG,
  referenceIds,
  signedInSubUser,
  type Customer,
  type ReferenceIds,
} from '../helpers/fixtures';
import { SERVER_MESSAGES } from '../../src/contract/message-texts';

/**
 * Phone hand-off (issue 20): a single-use link token, valid 10 minutes, stored as a keyed digest, bound to its user
 * and one field, exchanged for a 30-minute capture grant that only adds uploads to that field; cancel from the
 * desktop; every use in the audit trail.
 */
let app: TestApp;
let ids: ReferenceIds;
beforeAll(async () => {
  app = await createTestApp();
  ids = await referenceIds(app);
});
afterAll(async () => {
  await app?.close();
});

const FIELD = { step: 'kyc/other:1', field: 'identificationAttachment' };
interface Started {
  handoffId: string;
  token: string;
  link: string;
  thisComputerOnly: boolean;
  expiresAt: string;
}

async function start(customer: Pick<Customer, 'token'>, target = FIELD): Promise<Started> {
  const response = await app.request('/handoffs', { method: 'POST', token: customer.token, json: target });
  expect(response.status).toBe(200);
  return (await response.json()) as Started;
}
const userId = async (email: string) =>
  (await app.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const open = (token: string) => app.request('/handoffs/open', { method: 'POST', json: { token } });
const status = async (customer: Customer, handoffId: string) =>
  (await (await app.request(`/handoffs/${handoffId}`, { token: customer.token })).json()) as {
    state: string;
    documents: Array<{ uploadId: string; name: string; size: number; received: number; type: string | null }>;
  };

const tusHeaders = (bearer: string, headers: Record<string, string> = {}) => ({
  'tus-resumable': '1.0.0',
  authorization: `Bearer ${bearer}`,
  ...headers,
});
const metadata = (filename: string, filetype: string) =>
  `filename ${Buffer.from(filename).toString('base64')},filetype ${Buffer.from(filetype).toString('base64')}`;

const createUpload = (bearer: string, length: number, filename = 'photo.png', filetype = 'image/png') =>
  app.request('/uploads', {
    method: 'POST',
    headers: tusHeaders(bearer, { 'upload-length': String(length), 'upload-metadata': metadata(filename, filetype) }),
  });
/** Sends the whole PNG to the upload a create answered. */
const resume = (bearer: string, created: Response) =>
  app.request(String(created.headers.get('location')).replace('/api/v1', ''), {
    method: 'PATCH',
    headers: tusHeaders(bearer, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
    body: new Uint8Array(PNG),
  });

/** Creates and sends a whole upload; returns the creation's status and the upload's id. */
async function upload(bearer: string, content: Buffer, filename = 'photo.png', filetype = 'image/png') {
  const created = await createUpload(bearer, content.length, filename, filetype);
  if (created.status !== 201) return { status: created.status, uploadId: '' };
  const uploadId = created.headers.get('location')!.split('/').at(-1)!;
  const patched = await app.request(`/uploads/${uploadId}`, {
    method: 'PATCH',
    headers: tusHeaders(bearer, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
    body: new Uint8Array(content),
  });
  return { status: patched.status, uploadId };
}

const auditOf = (handoffId: string) =>
  app.deps.db
    .selectFrom('audit_events')
    .select(['action', 'actor_email'])
    .where('subject_type', '=', 'handoff')
    .where('subject_id', '=', handoffId)
    .orderBy('id')
    .execute();

describe('phone hand-off', () => {
  it('keeps only a keyed digest of the token, whose link opens the capture page', async () => {
    const customer = await signUp(app);
    const started = await start(customer);
    expect(started.link).toBe(`${app.deps.config.publicUrl}/capture#${started.token}`);
    // Without PUBLIC_URL the link names localhost: the dialog says no phone can open it.
    expect(started.thisComputerOnly).toBe(true);
    expect(new Date(started.expiresAt).getTime() - Date.now()).toBeGreaterThan(HANDOFF_TOKEN_MS - 60_000);
    const row = await app.deps.db
      .selectFrom('handoffs')
      .selectAll()
      .where('id', '=', started.handoffId)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(keyedDigest(started.token));
    expect(JSON.stringify(row)).not.toContain(started.token);
    expect(row).toMatchObject(FIELD);
  });

  it('opens once: the grant adds documents to the field, listed for the desktop; a second use is refused', async () => {
    const customer = await signUp(app);
    const started = await start(customer);
    expect((await status(customer, started.handoffId)).state).toBe('waiting');

    const opened = await open(started.token);
    expect(opened.status).toBe(200);
    const { grant, field, expiresAt } = (await opened.json()) as { grant: string; field: string; expiresAt: string };
    expect(field).toBe(FIELD.field);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(HANDOFF_GRANT_MS - 60_000);
    const row = await app.deps.db
      .selectFrom('handoffs')
      .select('grant_hash')
      .where('id', '=', started.handoffId)
      .executeTakeFirstOrThrow();
    expect(row.grant_hash).toBe(keyedDigest(grant));

    const again = await open(started.token);
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({
      errorId: 'handoffLinkGone',
      errorMessage: 'This link was used, expired or cancelled: ask for a new one on your computer.',
    });

    const sent = await upload(grant, PNG);
    expect(sent.status).toBe(204);
    const seen = await status(customer, started.handoffId);
    expect(seen).toEqual({
      state: 'opened',
      documents: [
        { uploadId: sent.uploadId, name: 'photo.png', size: PNG.length, received: PNG.length, type: 'image/png' },
      ],
    });
    const content = (await (
      await app.request(`/handoffs/${started.handoffId}/documents/${sent.uploadId}`, { token: customer.token })
    ).json()) as {
      content: string;
      type: string;
    };
    expect(Buffer.from(content.content, 'base64').equals(PNG)).toBe(true);
    expect(content.type).toBe('image/png');

    // The desktop's step names the phone's upload: it becomes the step's document, once.
    const accountId = await accountWithIdentity(app, customer, ids);
    const step = otherInfoStep(ids, accountId, customer.email, {
      identificationAttachment: { uploadId: sent.uploadId },
    });
    expect(
      (await app.request('/accounts/saveCustomerOtherInfo', { method: 'POST', token: customer.token, json: step }))
        .status,
    ).toBe(200);
    const stored = await app.deps.db
      .selectFrom('individual_other_infos')
      .select('identification_document_id')
      .where('account_id', '=', accountId)
      .execute();
    expect(stored).toEqual([{ identification_document_id: sent.uploadId }]);
    expect(await app.deps.db.selectFrom('uploads').select('id').where('id', '=', sent.uploadId).execute()).toEqual([]);
  });

  it('expires: the token after 10 minutes, the grant 30 minutes after opening', async () => {
    const customer = await signUp(app);
    const late = await start(customer);
    const onTime = await start(customer);
    app.advance(HANDOFF_TOKEN_MS - 60_000);
    const opened = await open(onTime.token);
    expect(opened.status).toBe(200);
    const { grant } = (await opened.json()) as { grant: string };
    app.advance(2 * 60_000);
    expect((await open(late.token)).status).toBe(410);
    expect((await status(customer, late.handoffId)).state).toBe('expired');
    expect((await upload(grant, PNG)).status).toBe(204);
    app.advance(HANDOFF_GRANT_MS);
    expect((await upload(grant, PNG)).status).toBe(401);
    expect((await status(customer, onTime.handoffId)).state).toBe('expired');
  });

  it('is bound to its user and field: another user sees nothing, and the grant reaches no other upload', async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const started = await start(owner);
    const { grant } = (await (await open(started.token)).json()) as { grant: string };
    const fromPhone = await upload(grant, PNG);

    expect((await app.request(`/handoffs/${started.handoffId}`, { token: stranger.token })).status).toBe(404);
    expect(
      (await app.request(`/handoffs/${started.handoffId}/documents/${fromPhone.uploadId}`, { token: stranger.token }))
        .status,
    ).toBe(404);
    expect(
      (await app.request(`/handoffs/${started.handoffId}`, { method: 'DELETE', token: stranger.token })).status,
    ).toBe(404);
    const mailed = await app.request(`/handoffs/${started.handoffId}/mail`, {
      method: 'POST',
      token: stranger.token,
      json: { token: started.token },
    });
    expect(mailed.status).toBe(410);

    // The owner's own upload (from the desktop) is out of the grant's reach, and out of the hand-off's list.
    const own = await upload(owner.token, PNG, 'desk.png');
    expect(own.status).toBe(204);
    expect((await app.request(`/uploads/${own.uploadId}`, { method: 'HEAD', headers: tusHeaders(grant) })).status).toBe(
      404,
    );
    expect(
      (await app.request(`/uploads/${fromPhone.uploadId}`, { method: 'HEAD', headers: tusHeaders(grant) })).status,
    ).toBe(200);
    expect((await status(owner, started.handoffId)).documents.map((document) => document.uploadId)).toEqual([
      fromPhone.uploadId,
    ]);
    expect(
      (await app.request(`/handoffs/${started.handoffId}/documents/${own.uploadId}`, { token: owner.token })).status,
    ).toBe(404);
    const row = await app.deps.db
      .selectFrom('uploads')
      .select(['owner_user_id', 'handoff_id'])
      .where('id', '=', fromPhone.uploadId)
      .executeTakeFirstOrThrow();
    expect(row.handoff_id).toBe(started.handoffId);
  });

  it('refuses the grant on every other route', async () => {
    const customer = await signUp(app);
    const started = await start(customer);
    const { grant } = (await (await open(started.token)).json()) as { grant: string };
    const params = {
      handoffId: started.handoffId,
      uploadId: crypto.randomUUID(),
      documentId: crypto.randomUUID(),
      id: '1',
    };
    const guarded = Object.entries(endpoints).filter(([, endpoint]) => endpoint.auth !== 'public');
    expect(guarded.length).toBeGreaterThan(40);
    for (const [name, endpoint] of guarded) {
      const response = await app.request(fillPath(endpoint.path, params), {
        method: endpoint.method,
        token: grant,
        ...(endpoint.method === 'GET' ? {} : { json: {} }),
      });
      expect({ name, status: response.status }).toEqual({ name, status: 401 });
    }
    expect((await status(customer, started.handoffId)).state).toBe('opened');
  });

  it('mails the link to the signed-in user while the token is unused', async () => {
    const customer = await signUp(app);
    const started = await start(customer);
    const mailed = await app.request(`/handoffs/${started.handoffId}/mail`, {
      method: 'POST',
      token: customer.token,
      json: { token: started.token },
    });
    expect(mailed.status).toBe(200);
    const mail = app.mailer.sent.at(-1)!;
    expect(mail.to).toBe(customer.email);
    expect(mail.text).toContain(started.link);
    const wrong = await app.request(`/handoffs/${started.handoffId}/mail`, {
      method: 'POST',
      token: customer.token,
      json: { token: 'x'.repeat(43) },
    });
    expect(wrong.status).toBe(410);
  });

  it("follows the secondary profile's permissions: without one that sends documents, no hand-off and no upload, in JSON 403s (issue 48)", async () => {
    const parent = await signUp(app);
    const sub = await signedInSubUser(app, parent);
    const refusedStart = await app.request('/handoffs', { method: 'POST', token: sub.token, json: FIELD });
    const refusedUpload = await createUpload(sub.token, PNG.length);
    for (const refused of [refusedStart, refusedUpload]) {
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await refused.json()) as { errorMessage: string }).errorMessage).toBe(
        SERVER_MESSAGES.cannotSendDocuments,
      );
    }
    expect(
      await app.deps.db
        .selectFrom('uploads')
        .select('id')
        .where('owner_user_id', '=', await userId(sub.email))
        .execute(),
    ).toEqual([]);

    await grantPermissions(app, parent, sub.email, [PERMISSION_IDS.updateAccount]);
    await start(sub);
    expect((await createUpload(sub.token, PNG.length)).status).toBe(201);
  });

  it('limits how many hand-offs a user starts', async () => {
    const customer = await signUp(app);
    for (let index = 0; index < HANDOFF_LIMIT; index++) await start(customer);
    const refused = await app.request('/handoffs', { method: 'POST', token: customer.token, json: FIELD });
    expect(refused.status).toBe(429);
    // Another user is not affected.
    await start(await signUp(app));
  });

  it('cancels from the desktop: the link and the grant stop working', async () => {
    const customer = await signUp(app);
    const unopened = await start(customer);
    const started = await start(customer);
    const { grant } = (await (await open(started.token)).json()) as { grant: string };
    const partial = await createUpload(grant, PNG.length);
    expect(partial.status).toBe(201);

    for (const handoff of [unopened, started]) {
      expect(
        (await app.request(`/handoffs/${handoff.handoffId}`, { method: 'DELETE', token: customer.token })).status,
      ).toBe(200);
      expect((await status(customer, handoff.handoffId)).state).toBe('cancelled');
    }
    expect((await open(unopened.token)).status).toBe(410);
    expect((await resume(grant, partial)).status).toBe(401);
    expect((await upload(grant, PNG)).status).toBe(401);
  });

  it('keeps neither the link token nor the grant under an idempotency key: a replay hands neither out again', async () => {
    const customer = await signUp(app);
    const startOnce = () =>
      app.request('/handoffs', { method: 'POST', token: customer.token, json: FIELD, idempotencyKey: 'key-start' });
    const started = (await (await startOnce()).json()) as Started;
    const openOnce = () =>
      app.request('/handoffs/open', { method: 'POST', json: { token: started.token }, idempotencyKey: 'key-open' });
    const { grant } = (await (await openOnce()).json()) as { grant: string };
    expect(grant).toBeTruthy();

    const stored = JSON.stringify(await app.deps.db.selectFrom('idempotency_keys').selectAll().execute());
    expect(stored).not.toContain(started.token);
    expect(stored).not.toContain(grant);
    for (const replay of [await startOnce(), await openOnce()]) {
      expect(replay.status).toBe(409);
      expect(await replay.json()).toMatchObject({ errorId: 'alreadyDone' });
    }
  });

  it('ends with the session that started it: after sign-out or a password reset, neither the link nor the grant works', async () => {
    const customer = await signUp(app);
    const openedBefore = await start(customer);
    const unopened = await start(customer);
    const { grant } = (await (await open(openedBefore.token)).json()) as { grant: string };
    const partial = await createUpload(grant, PNG.length);
    expect(partial.status).toBe(201);
    expect((await app.request('/auth/signOut', { method: 'POST', token: customer.token, json: {} })).status).toBe(200);

    expect((await open(unopened.token)).status).toBe(410);
    expect((await upload(grant, PNG)).status).toBe(401);
    expect((await resume(grant, partial)).status).toBe(401);

    // A password reset (the owner's sessions revoked) ends a grant opened from a new session.
    const signedIn = (await (
      await app.request('/auth/authenticate', {
        method: 'POST',
        json: { username: customer.email, password: customer.password },
      })
    ).json()) as {
      token: string;
    };
    const again = await start({ ...customer, token: signedIn.token });
    const { grant: secondGrant } = (await (await open(again.token)).json()) as { grant: string };
    expect((await upload(secondGrant, PNG)).status).toBe(204);
    await app.request(`/auth/token/sendResetToken/${encodeURIComponent(customer.email)}`);
    const code = /\b(\d{6})\b/.exec(app.mailer.sent.at(-1)!.text)![1];
    const { resetToken } = (await (
      await app.request('/auth/token/validateOtherToken', {
        method: 'POST',
        json: { email: customer.email, token: code },
      })
    ).json()) as {
      resetToken: string;
    };
    const newPassword = 'another horse battery staple';
    const reset = await app.request('/auth/resetPassword', {
      method: 'POST',
      json: { email: customer.email, newPassword, confirmPassword: newPassword, resetToken },
    });
    expect(reset.status).toBe(200);
    expect((await upload(secondGrant, PNG)).status).toBe(401);
  });

  it('bounds what a grant adds to the owner: a few documents held at once, a few creates per window', async () => {
    const customer = await signUp(app);
    const started = await start(customer);
    const { grant } = (await (await open(started.token)).json()) as { grant: string };
    const refusal = async (bearer: string) => {
      const refused = await createUpload(bearer, 1);
      expect(refused.status).toBe(429);
      return ((await refused.json()) as { errorId: string }).errorId;
    };
    const byBytes = HANDOFF_MAX_PENDING_BYTES / DOCUMENT_MAX_BYTES;
    for (let index = 0; index < byBytes; index++)
      expect((await createUpload(grant, DOCUMENT_MAX_BYTES)).status).toBe(201);
    expect(await refusal(grant)).toBe('handoffUploadsFull');
    // The desktop's own uploads are not the grant's share.
    expect((await createUpload(customer.token, DOCUMENT_MAX_BYTES)).status).toBe(201);

    const second = await start(customer);
    const { grant: secondGrant } = (await (await open(second.token)).json()) as { grant: string };
    const answers = await Promise.all(
      Array.from({ length: HANDOFF_MAX_PENDING_UPLOADS + 5 }, () => createUpload(secondGrant, 1)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(HANDOFF_MAX_PENDING_UPLOADS);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
    const created = answers.filter((answer) => answer.status === 201);
    for (const answer of created)
      await app.request(String(answer.headers.get('location')).replace('/api/v1', ''), {
        method: 'DELETE',
        headers: tusHeaders(secondGrant),
      });
    // Creating and deleting again and again is counted too.
    let accepted = 0;
    for (let index = 0; index < HANDOFF_UPLOAD_CREATE_LIMIT; index++) {
      const answer = await createUpload(secondGrant, 1);
      if (answer.status !== 201) break;
      accepted += 1;
      await app.request(String(answer.headers.get('location')).replace('/api/v1', ''), {
        method: 'DELETE',
        headers: tusHeaders(secondGrant),
      });
    }
    expect(accepted).toBe(HANDOFF_UPLOAD_CREATE_LIMIT - HANDOFF_MAX_PENDING_UPLOADS - 5);
    expect(await refusal(secondGrant)).toBe('tooManyUploads');
  });

  it("frees a cancelled hand-off's unfinished uploads at once, and keeps its finished ones", async () => {
    const customer = await signUp(app);
    const started = await start(customer);
    const { grant } = (await (await open(started.token)).json()) as { grant: string };
    const finished = await upload(grant, PNG);
    expect(finished.status).toBe(204);
    const unfinished = await createUpload(grant, DOCUMENT_MAX_BYTES);
    expect(unfinished.status).toBe(201);
    expect(
      (await app.request(`/handoffs/${started.handoffId}`, { method: 'DELETE', token: customer.token })).status,
    ).toBe(200);
    const left = await app.deps.db
      .selectFrom('uploads')
      .select('id')
      .where('handoff_id', '=', started.handoffId)
      .execute();
    expect(left).toEqual([{ id: finished.uploadId }]);
  });

  it('records every start, mail, open, upload and cancel in the audit trail, as the user', async () => {
    const customer = await signUp(app);
    const started = await start(customer);
    await app.request(`/handoffs/${started.handoffId}/mail`, {
      method: 'POST',
      token: customer.token,
      json: { token: started.token },
    });
    const { grant } = (await (await open(started.token)).json()) as { grant: string };
    await upload(grant, PNG);
    await app.request(`/handoffs/${started.handoffId}`, { method: 'DELETE', token: customer.token });
    const events = await auditOf(started.handoffId);
    expect(events.map((event) => event.action)).toEqual([
      'handoff_started',
      'handoff_mailed',
      'handoff_opened',
      'handoff_uploaded',
      'handoff_cancelled',
    ]);
    expect(new Set(events.map((event) => event.actor_email))).toEqual(new Set([customer.email]));
  });
});
