import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/message-texts';
import { createReviewer } from '../../server/services/review/reviewer-accounts';
import { resetReviewerTwoFactor } from '../../server/services/auth/staff-two-factor';
import { TWO_FACTOR_REMOVAL_DELAY_MS } from '../../server/services/auth/two-factor';
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
    await requestOk(app, '/settings/twoFactor/enable', {
      token: first.token,
      json: { code: totpCode(secret, app.deps.now()) },
    });
    expect((await app.request('/review/queue', { token: first.token })).status).toBe(200);

    app.advance(30_000);
    expect(await json(await signIn({ username: email, password }))).toMatchObject({
      twoFactorRequired: true,
      token: '',
    });
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
    expect(
      (
        await signIn({
          username: reviewer.email,
          password: reviewer.password,
          totpCode: totpCode(reviewer.totpSecret, app.deps.now()),
        })
      ).status,
    ).toBe(401);
    app.advance(30_000);
    const signedIn = await json(
      await signIn({
        username: reviewer.email,
        password: newPassword,
        totpCode: totpCode(reviewer.totpSecret, app.deps.now()),
      }),
    );
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

  it('keeps two-factor sign-in through a password reset: asking to remove it is refused, and the password alone never signs in', async () => {
    const reviewer = await signedInReviewer(app, 'mailbox.lost@payway.example');
    const newPassword = 'an attacker chosen passphrase';
    app.advance(31_000);
    const { message: code } = await requestOk(app, `/auth/token/sendResetToken/${encodeURIComponent(reviewer.email)}`);
    const { resetToken } = await requestOk(app, '/auth/token/validateOtherToken', {
      json: { email: reviewer.email, token: code },
    });
    const reset = (removeTwoFactor: boolean) =>
      app.request('/auth/resetPassword', {
        method: 'POST',
        json: { email: reviewer.email, newPassword, confirmPassword: newPassword, resetToken, removeTwoFactor },
      });
    const refused = await reset(true);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({
      errorId: 'staffKeepTwoFactor',
      errorMessage: SERVER_MESSAGES.staffKeepTwoFactor,
    });
    const user = await app.deps.db
      .selectFrom('users')
      .select(['totp_enabled', 'totp_removal_due_at'])
      .where('email', '=', reviewer.email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ totp_enabled: true, totp_removal_due_at: null });

    // Even with a removal due (as scheduled before this rule), the new password alone only asks for the code.
    expect((await reset(false)).status).toBe(200);
    await app.deps.db
      .updateTable('users')
      .set({ totp_removal_due_at: app.deps.now() })
      .where('email', '=', reviewer.email)
      .execute();
    app.advance(TWO_FACTOR_REMOVAL_DELAY_MS + 60_000);
    expect(await json(await signIn({ username: reviewer.email, password: newPassword }))).toMatchObject({
      twoFactorRequired: true,
      token: '',
    });
    expect(
      (
        await app.deps.db
          .selectFrom('users')
          .select('totp_enabled')
          .where('email', '=', reviewer.email)
          .executeTakeFirstOrThrow()
      ).totp_enabled,
    ).toBe(true);
  });

  it('gets two-factor sign-in reset by an operator after losing the authenticator: sessions end, set-up again, audited', async () => {
    const reviewer = await signedInReviewer(app, 'phone.lost@payway.example');
    const operator = { id: null, email: 'ops@server.example', role: 'operator' as const };
    await app.deps.db
      .transaction()
      .execute((trx) => resetReviewerTwoFactor(trx, app.deps.now(), reviewer.email, operator));
    expect((await app.request('/review/queue', { token: reviewer.token })).status).toBe(401);
    app.advance(30_000);
    const signedIn = await json(await signIn({ username: reviewer.email, password: reviewer.password }));
    expect(signedIn).toMatchObject({ isReviewer: true, twoFactorSetupRequired: true });
    expect((await app.request('/review/queue', { token: signedIn.token })).status).toBe(403);
    const { id } = await app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', reviewer.email)
      .executeTakeFirstOrThrow();
    const events = await app.deps.db
      .selectFrom('audit_events')
      .selectAll()
      .where('subject_type', '=', 'user')
      .where('subject_id', '=', id)
      .execute();
    expect(events).toMatchObject([
      {
        actor_user_id: null,
        actor_email: operator.email,
        actor_role: 'operator',
        action: 'two_factor_reset',
        details: { email: reviewer.email },
      },
    ]);

    const customer = 'not.staff@example.com';
    await expect(
      app.deps.db.transaction().execute((trx) => resetReviewerTwoFactor(trx, app.deps.now(), customer, operator)),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
