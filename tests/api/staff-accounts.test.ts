import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/message-texts';
import { createReviewer } from '../../server/services/review';
import { createTestApp, type TestApp } from '../helpers/app';
import { requestOk, setPasswordAndSignIn, signedInReviewer, totpCode, type Json } from '../helpers/fixtures';

/* Reviewers (staff who see every identity document) sign out for real, change their password and must use TOTP. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const json = async (response: Response) => (await response.json()) as Json;
const signIn = (body: Json) => app.request('/auth/authenticate', { method: 'POST', json: body });

describe('a reviewer', () => {
  it('must set up TOTP at the first sign-in, before reading the queue, and cannot turn it off', async () => {
    const email = 'new.reviewer@payway.example';
    const password = 'first reviewer passphrase';
    await app.deps.db.transaction().execute((trx) => createReviewer(trx, email));
    const first = await setPasswordAndSignIn(app, email, password);
    expect(first).toMatchObject({ isReviewer: true, twoFactorSetupRequired: true });

    const queue = await app.request('/review/queue', { token: first.token });
    expect(queue.status).toBe(403);
    expect((await json(queue)).errorMessage).toBe(SERVER_MESSAGES.twoFactorSetupRequired);

    const { secret } = await requestOk(app, '/settings/twoFactor/setup', { token: first.token, json: { password } });
    await requestOk(app, '/settings/twoFactor/enable', { token: first.token, json: { code: totpCode(secret, app.deps.now()) } });
    expect((await app.request('/review/queue', { token: first.token })).status).toBe(200);

    app.advance(30_000);
    expect(await json(await signIn({ username: email, password }))).toMatchObject({ twoFactorRequired: true, token: '' });
    const second = await json(await signIn({ username: email, password, totpCode: totpCode(secret, app.deps.now()) }));
    expect(second.twoFactorSetupRequired).toBeFalsy();
    expect((await app.request('/review/queue', { token: second.token })).status).toBe(200);

    app.advance(30_000);
    const off = await app.request('/settings/twoFactor/disable', {
      method: 'POST',
      token: second.token,
      json: { code: totpCode(secret, app.deps.now()), password },
    });
    expect(off.status).toBe(403);
    expect((await json(await app.request('/settings/twoFactor', { token: second.token }))).enabled).toBe(true);
  });

  it('signs out: the token no longer reads the queue', async () => {
    const reviewer = await signedInReviewer(app, 'leaving.reviewer@payway.example');
    expect((await app.request('/review/queue', { token: reviewer.token })).status).toBe(200);
    const signOut = await app.request('/auth/signOut', { method: 'POST', token: reviewer.token, json: {} });
    expect(signOut.status).toBe(200);
    expect((await app.request('/review/queue', { token: reviewer.token })).status).toBe(401);
  });

  it('changes the password: the old one no longer signs in, the new one does (with a code)', async () => {
    const reviewer = await signedInReviewer(app, 'careful.reviewer@payway.example');
    const newPassword = 'a brand new reviewer passphrase';
    await requestOk(app, '/settings/updatePermissionForParentOrSecondaryUsers', {
      token: reviewer.token,
      json: { email: reviewer.email, oldPassword: reviewer.password, newPassword, confirmPassword: newPassword },
    });
    app.advance(30_000);
    expect((await signIn({ username: reviewer.email, password: reviewer.password, totpCode: totpCode(reviewer.totpSecret, app.deps.now()) })).status).toBe(401);
    app.advance(30_000);
    const signedIn = await json(await signIn({ username: reviewer.email, password: newPassword, totpCode: totpCode(reviewer.totpSecret, app.deps.now()) }));
    expect((await app.request('/review/queue', { token: signedIn.token })).status).toBe(200);
  });

  it('cannot set secondary-profile permissions', async () => {
    const reviewer = await signedInReviewer(app, 'nosy.reviewer@payway.example');
    const answer = await app.request('/settings/updatePermissionForParentOrSecondaryUsers', {
      method: 'POST',
      token: reviewer.token,
      json: { userId: 'someone@example.com', userPermissions: [{ permissionId: 1, permissionStatus: 'Yes' }] },
    });
    expect(answer.status).toBe(403);
  });
});
