import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/message-texts';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import { requestOk, signedInReviewer, totpCode, type Json } from '../helpers/fixtures';
import { softAuthenticator, type SoftAuthenticator } from '../helpers/soft-authenticator';
import { resetReviewerTwoFactor } from '../../server/services/auth/staff-two-factor';

/* Passkeys (issue 47): real WebAuthn ceremonies by a software authenticator, verified by the server's library. */

const ORIGIN = 'https://pay.example.com';
const RP_ID = 'pay.example.com';
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: ORIGIN, PASSKEY_ORIGINS: 'https://m.pay.example.com' } });
});
afterAll(() => app.close());

const json = async (response: Response) => (await response.json()) as Json;
const post = (path: string, body: unknown, token?: string) => app.request(path, { method: 'POST', json: body, token });
const subjects = (email: string) => app.mailer.sent.filter((mail) => mail.to === email).map((mail) => mail.subject);
const userIdOf = async (email: string) =>
  (await app.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

async function registeredPasskey(
  who: { token: string; password: string },
  deviceName = 'My phone',
  authenticator = softAuthenticator({ origin: ORIGIN, rpId: RP_ID }),
) {
  const { options } = await requestOk(app, '/settings/passkeys/registrationOptions', {
    token: who.token,
    json: { password: who.password },
  });
  const passkey = await requestOk(app, '/settings/passkeys', {
    token: who.token,
    json: { deviceName, credential: authenticator.register(options) },
  });
  return { authenticator, passkey };
}

async function signInWith(authenticator: SoftAuthenticator, ceremony: Parameters<SoftAuthenticator['assert']>[1] = {}) {
  const { options } = await requestOk(app, '/auth/passkey/options', { json: {} });
  return post('/auth/passkey/signIn', { credential: authenticator.assert(options.challenge, ceremony) });
}

describe('registering a passkey in Settings', () => {
  it('asks for the password again, lists it by name, tells the owner and ends the other sessions', async () => {
    const customer = await signUp(app);
    const other = await requestOk(app, '/auth/authenticate', {
      json: { username: customer.email, password: customer.password },
    });
    const wrong = await post('/settings/passkeys/registrationOptions', { password: 'not my password' }, customer.token);
    expect(wrong.status).toBe(400);

    const { passkey } = await registeredPasskey(customer);
    expect(passkey).toMatchObject({ deviceName: 'My phone', lastUsedAt: null });
    const { passkeys } = await requestOk(app, '/settings/passkeys', { token: customer.token });
    expect(passkeys).toEqual([passkey]);
    await app.jobsDone();
    expect(subjects(customer.email)).toContain('A passkey was added');
    expect((await app.request('/settings/passkeys', { token: other.token })).status).toBe(401);

    const renamed = await requestOk(app, '/settings/passkeys/rename', {
      token: customer.token,
      json: { id: passkey.id, deviceName: 'Work laptop' },
    });
    expect(renamed.deviceName).toBe('Work laptop');
  });

  it('refuses a registration made for another site, without user verification, or with a challenge used already', async () => {
    const customer = await signUp(app);
    for (const ceremony of [
      { origin: 'https://pay.example.com.evil.test' },
      { rpId: 'evil.test' },
      { userVerified: false },
    ]) {
      const { options } = await requestOk(app, '/settings/passkeys/registrationOptions', {
        token: customer.token,
        json: { password: customer.password },
      });
      const answer = await post(
        '/settings/passkeys',
        {
          deviceName: 'Phone',
          credential: softAuthenticator({ origin: ORIGIN, rpId: RP_ID }).register(options, ceremony),
        },
        customer.token,
      );
      expect(answer.status).toBe(400);
    }
    const { options } = await requestOk(app, '/settings/passkeys/registrationOptions', {
      token: customer.token,
      json: { password: customer.password },
    });
    const credential = softAuthenticator({ origin: ORIGIN, rpId: RP_ID }).register(options);
    expect((await post('/settings/passkeys', { deviceName: 'Phone', credential }, customer.token)).status).toBe(200);
    const again = await post('/settings/passkeys', { deviceName: 'Phone', credential }, customer.token);
    expect((await json(again)).errorMessage).toBe(SERVER_MESSAGES.passkeyChallengeExpired);
    expect((await requestOk(app, '/settings/passkeys', { token: customer.token })).passkeys).toHaveLength(1);
  });
});

describe('signing in with a passkey', () => {
  it('opens a session that counts as two factors: no authenticator code asked', async () => {
    const customer = await signUp(app);
    const { secret } = await requestOk(app, '/settings/twoFactor/setup', {
      token: customer.token,
      json: { password: customer.password },
    });
    await requestOk(app, '/settings/twoFactor/enable', {
      token: customer.token,
      json: { code: totpCode(secret, app.deps.now()) },
    });
    const { authenticator } = await registeredPasskey(customer);

    const answer = await signInWith(authenticator);
    expect(answer.status).toBe(200);
    const signedIn = await json(answer);
    expect(signedIn).toMatchObject({ isSuccessful: true, userId: customer.email });
    expect(signedIn.twoFactorRequired).toBeUndefined();
    expect((await app.request('/settings/twoFactor', { token: signedIn.token })).status).toBe(200);
    const session = await app.deps.db
      .selectFrom('sessions')
      .select('factors')
      .where('user_id', '=', await userIdOf(customer.email))
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.factors).toEqual(['passkey']);
    const { passkeys } = await requestOk(app, '/settings/passkeys', { token: signedIn.token });
    expect(passkeys[0].lastUsedAt).not.toBeNull();
  });

  it('works from another configured origin of the same RP id', async () => {
    const customer = await signUp(app);
    const { authenticator } = await registeredPasskey(customer);
    expect((await signInWith(authenticator, { origin: 'https://m.pay.example.com' })).status).toBe(200);
  });

  it('lets a reviewer into the back office instead of TOTP', async () => {
    const reviewer = await signedInReviewer(app, 'passkey.reviewer@payway.example');
    const { authenticator } = await registeredPasskey(reviewer);
    const signedIn = await json(await signInWith(authenticator));
    expect(signedIn.isReviewer).toBe(true);
    expect(signedIn.twoFactorSetupRequired).toBeUndefined();
    expect((await app.request('/review/queue', { token: signedIn.token })).status).toBe(200);
  });

  it("goes with an operator's reset of the reviewer's second factor: the passkey no longer signs in, the reset is audited", async () => {
    const reviewer = await signedInReviewer(app, 'passkey.lost@payway.example');
    const { authenticator } = await registeredPasskey(reviewer);
    const operator = { id: null, email: 'ops@server.example', role: 'operator' as const };
    await app.deps.db
      .transaction()
      .execute((trx) => resetReviewerTwoFactor(trx, app.deps.now(), reviewer.email, operator));
    const refused = await signInWith(authenticator);
    expect(refused.status).toBe(401);
    expect((await json(refused)).errorMessage).toBe(SERVER_MESSAGES.passkeyNotRecognised);
    const audit = await app.deps.db
      .selectFrom('audit_events')
      .select('details')
      .where('subject_id', '=', await userIdOf(reviewer.email))
      .where('action', '=', 'two_factor_reset')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ passkeysRemoved: 1 });
    const signedIn = await json(
      await post('/auth/authenticate', { username: reviewer.email, password: reviewer.password }),
    );
    expect(signedIn.twoFactorSetupRequired).toBe(true);
  });

  it('refuses a wrong origin, a wrong RP id, a missing user verification and a replayed assertion', async () => {
    const customer = await signUp(app);
    const { authenticator } = await registeredPasskey(customer);
    const refusals: [object, string][] = [
      [{ origin: 'https://pay-example.phish.test' }, SERVER_MESSAGES.passkeyNotVerified],
      [{ rpId: 'phish.test' }, SERVER_MESSAGES.passkeyNotVerified],
      [{ userVerified: false }, SERVER_MESSAGES.passkeyUserNotVerified],
    ];
    for (const [ceremony, message] of refusals) {
      const answer = await signInWith(authenticator, ceremony);
      expect(answer.status).toBe(400);
      expect((await json(answer)).errorMessage).toBe(message);
    }
    const { options } = await requestOk(app, '/auth/passkey/options', { json: {} });
    const assertion = authenticator.assert(options.challenge);
    expect((await post('/auth/passkey/signIn', { credential: assertion })).status).toBe(200);
    const replayed = await post('/auth/passkey/signIn', { credential: assertion });
    expect(replayed.status).toBe(400);
    expect((await json(replayed)).errorMessage).toBe(SERVER_MESSAGES.passkeyChallengeExpired);
  });

  it('refuses a signature counter that goes backwards (a copied key) and mails the owner', async () => {
    const customer = await signUp(app);
    const { authenticator } = await registeredPasskey(customer);
    expect((await signInWith(authenticator, { counter: 5 })).status).toBe(200);
    const copied = await signInWith(authenticator, { counter: 3 });
    expect(copied.status).toBe(401);
    expect((await json(copied)).errorMessage).toBe(SERVER_MESSAGES.passkeyCounterWentBack);
    await app.jobsDone();
    expect(subjects(customer.email)).toContain('A passkey of yours was refused');
    expect((await signInWith(authenticator, { counter: 6 })).status).toBe(200);
  });

  it('stops working at once when removed: the password is asked, the owner mailed, other sessions end', async () => {
    const customer = await signUp(app);
    const { authenticator, passkey } = await registeredPasskey(customer);
    const other = await json(await signInWith(authenticator));
    const wrong = await post(
      '/settings/passkeys/remove',
      { id: passkey.id, password: 'not my password' },
      customer.token,
    );
    expect(wrong.status).toBe(400);
    await requestOk(app, '/settings/passkeys/remove', {
      token: customer.token,
      json: { id: passkey.id, password: customer.password },
    });
    expect((await app.request('/settings/passkeys', { token: other.token })).status).toBe(401);
    const refused = await signInWith(authenticator);
    expect(refused.status).toBe(401);
    expect((await json(refused)).errorMessage).toBe(SERVER_MESSAGES.passkeyNotRecognised);
    await app.jobsDone();
    expect(subjects(customer.email)).toContain('A passkey was removed');
  });

  it("keeps a secondary profile's passkeys its own: another user's passkey cannot be renamed or removed", async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const { passkey } = await registeredPasskey(owner);
    expect(
      (await post('/settings/passkeys/rename', { id: passkey.id, deviceName: 'Mine now' }, stranger.token)).status,
    ).toBe(404);
    expect(
      (await post('/settings/passkeys/remove', { id: passkey.id, password: stranger.password }, stranger.token)).status,
    ).toBe(404);
    expect((await requestOk(app, '/settings/passkeys', { token: stranger.token })).passkeys).toEqual([]);
  });
});
