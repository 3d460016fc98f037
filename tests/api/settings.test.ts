import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { buildKeyring, installKeyring, processKeyring } from '../../server/storage/document-crypto';
import { resealTotpSecrets } from '../../server/storage/totp-secrets';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import { totpCode } from '../helpers/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const json = async (response: Response) => (await response.json()) as Record<string, any>;
const post = (path: string, token: string, body: unknown) => app.request(path, { method: 'POST', json: body, token });
const login = (username: string, password: string, totpCode?: string) =>
  app.request('/auth/authenticate', {
    method: 'POST',
    json: { username, password, ...(totpCode ? { totpCode } : {}) },
    headers: {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    },
  });
const changePassword = (token: string, body: Record<string, string>) =>
  post('/settings/updatePermissionForParentOrSecondaryUsers', token, body);

/** A code of the time step `steps` away from now, as an authenticator app would show it. */
const codeAt = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

describe('change password (product §7: the permissions path with email, oldPassword, newPassword, confirmPassword)', () => {
  it('changes the password with the right old password; the old one no longer signs in; other sessions end', async () => {
    const { email, password, token } = await signUp(app);
    const other = await json(await login(email, password));
    const response = await changePassword(token, {
      email,
      oldPassword: password,
      newPassword: 'a fresh passphrase',
      confirmPassword: 'a fresh passphrase',
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: 'Your password was changed.' });
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'a fresh passphrase')).status).toBe(200);
    expect((await app.request('/settings/twoFactor', { token })).status).toBe(200);
    expect((await app.request('/settings/twoFactor', { token: other.token })).status).toBe(401);
  });

  it('refuses a wrong old password, a short or mismatched new one, and another user', async () => {
    const { email, password, token } = await signUp(app);
    const wrong = await changePassword(token, {
      email,
      oldPassword: 'not my password',
      newPassword: 'a fresh passphrase',
      confirmPassword: 'a fresh passphrase',
    });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).errorMessage).toBe('Your current password is incorrect.');
    const short = await json(
      await changePassword(token, { email, oldPassword: password, newPassword: 'short', confirmPassword: 'short' }),
    );
    expect(short.fieldErrors.newPassword).toBe('Password must be at least 8 characters');
    const long = await json(
      await changePassword(token, {
        email,
        oldPassword: password,
        newPassword: 'x'.repeat(129),
        confirmPassword: 'x'.repeat(129),
      }),
    );
    expect(long.fieldErrors.newPassword).toBe('Password must be at most 128 characters');
    const mismatch = await json(
      await changePassword(token, {
        email,
        oldPassword: password,
        newPassword: 'a fresh passphrase',
        confirmPassword: 'another one',
      }),
    );
    expect(mismatch.fieldErrors.confirmPassword).toBe('Passwords must match');
    const someoneElse = await changePassword(token, {
      email: 'victim@example.com',
      oldPassword: password,
      newPassword: 'a fresh passphrase',
      confirmPassword: 'a fresh passphrase',
    });
    expect(someoneElse.status).toBe(403);
    expect((await login(email, password)).status).toBe(200);
  });

  it('limits wrong old passwords to 5 in 15 minutes', async () => {
    const { email, password, token } = await signUp(app);
    const attempt = (oldPassword: string) =>
      changePassword(token, {
        email,
        oldPassword,
        newPassword: 'a fresh passphrase',
        confirmPassword: 'a fresh passphrase',
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`guess number ${i}`)).status).toBe(400);
    expect((await attempt(password)).status).toBe(429);
  });
});

describe('two-factor sign-in (TOTP)', () => {
  it('enrols with a QR code and a confirming code, then asks for a code after the password', async () => {
    const { email, password, token } = await signUp(app);
    expect(await json(await app.request('/settings/twoFactor', { token }))).toEqual({ enabled: false });
    const setup = await json(await post('/settings/twoFactor/setup', token, { password }));
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUrl).toContain('issuer=Payway');

    const wrong = await post('/settings/twoFactor/enable', token, { code: codeAt(setup.secret, 5) });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).errorMessage).toBe('Incorrect Code');
    expect(await json(await post('/settings/twoFactor/enable', token, { code: codeAt(setup.secret) }))).toEqual({
      enabled: true,
    });

    const first = await json(await login(email, password));
    expect(first).toMatchObject({ twoFactorRequired: true, token: '', isSuccessful: false, userId: email });
    // The enrolment used the current step: the next step's code (within the drift window) signs in.
    const code = codeAt(setup.secret, 1);
    const signedIn = await login(email, password, code);
    expect(signedIn.status).toBe(200);
    const user = await json(signedIn);
    expect(user.token.length).toBeGreaterThan(20);
    expect(user.twoFactorRequired).toBeUndefined();

    const replayed = await login(email, password, code);
    expect(replayed.status).toBe(401);
    expect((await json(replayed)).errorMessage).toContain('Incorrect authenticator code');
  });

  it('counts wrong codes as auth attempts and locks out after the third', async () => {
    const { email, password, token } = await signUp(app);
    const { secret } = await json(await post('/settings/twoFactor/setup', token, { password }));
    await post('/settings/twoFactor/enable', token, { code: codeAt(secret) });
    const wrongCode = codeAt(secret, 10);
    const messages: string[] = [];
    for (let i = 0; i < 3; i++) messages.push((await json(await login(email, password, wrongCode))).errorMessage);
    expect(messages[0]).toBe('Incorrect authenticator code. This was your first auth attempt; 2 tries left.');
    expect(messages[2]).toContain('third auth attempt');
    expect((await login(email, password, codeAt(secret, 1))).status).toBe(403);
  });

  it('turns off with a current code; a wrong password never reveals that a code is needed', async () => {
    const { email, password, token } = await signUp(app);
    const { secret } = await json(await post('/settings/twoFactor/setup', token, { password }));
    await post('/settings/twoFactor/enable', token, { code: codeAt(secret) });
    expect((await post('/settings/twoFactor/setup', token, { password })).status).toBe(400);
    const wrongPassword = await json(await login(email, 'wrong password'));
    expect(wrongPassword.twoFactorRequired).toBeUndefined();
    expect(wrongPassword.errorMessage).toContain('Invalid username/password');
    expect(await json(await post('/settings/twoFactor/disable', token, { code: codeAt(secret, 1), password }))).toEqual(
      { enabled: false },
    );
    expect((await json(await login(email, password))).token.length).toBeGreaterThan(20);
  });
});

describe('login activity', () => {
  it('lists real sign-ins, newest first, with browser and IP', async () => {
    const { email, password, token } = await signUp(app);
    await login(email, 'wrong password');
    await login(email, password);
    const { loginActivity } = await json(await app.request('/settings/loginActivity', { token }));
    expect(loginActivity).toHaveLength(2);
    expect(loginActivity[0]).toMatchObject({
      browser: 'Chrome 131 on Linux',
      device: { browser: 'Chrome 131', system: 'Linux' },
      succeeded: true,
    });
    expect(loginActivity[1].succeeded).toBe(false);
    expect(typeof loginActivity[0].ip).toBe('string');
    expect(Date.parse(loginActivity[0].time)).toBeGreaterThanOrEqual(Date.parse(loginActivity[1].time));
  });
});

describe('payment methods of the payment accounts page', () => {
  it('lists none for a new owner and refuses a sub-user without permission 6', async () => {
    const owner = await signUp(app);
    expect(await json(await app.request('/settings/paymentMethods', { token: owner.token }))).toEqual({
      paymentMethods: [],
    });
    const subEmail = `viewer.${Date.now()}@example.com`;
    await post('/user/subProfile', owner.token, {
      parentEmailAddress: owner.email,
      emailAddress: subEmail,
      firstName: 'No',
      lastName: 'Rights',
    });
    const { message: code } = await json(await app.request(`/auth/token/sendResetToken/${subEmail}`));
    const { resetToken } = await json(
      await app.request('/auth/token/validateOtherToken', { method: 'POST', json: { email: subEmail, token: code } }),
    );
    await app.request('/auth/resetPassword', {
      method: 'POST',
      json: { email: subEmail, newPassword: 'viewer passphrase', confirmPassword: 'viewer passphrase', resetToken },
    });
    const sub = await json(await login(subEmail, 'viewer passphrase'));
    expect((await app.request('/settings/paymentMethods', { token: sub.token })).status).toBe(403);
  });
});

describe('notification preferences', () => {
  it('starts from the defaults, saves per user and refuses unknown toggles', async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    const defaults = await json(await app.request('/settings/notificationPreferences', { token: first.token }));
    expect(defaults).toEqual({
      paymentUpdates: true,
      accountUpdates: true,
      securityAlerts: true,
      subProfileActivity: true,
      productNews: false,
    });
    const saved = await json(
      await post('/settings/notificationPreferences', first.token, {
        ...defaults,
        productNews: true,
        paymentUpdates: false,
      }),
    );
    expect(saved).toMatchObject({ productNews: true, paymentUpdates: false });
    expect(await json(await app.request('/settings/notificationPreferences', { token: first.token }))).toEqual(saved);
    expect(await json(await app.request('/settings/notificationPreferences', { token: second.token }))).toEqual(
      defaults,
    );
    expect((await post('/settings/notificationPreferences', first.token, { ...defaults, spam: true })).status).toBe(
      400,
    );
  });
});

describe('two-factor settings with a stolen session token (issue 15, item 5)', () => {
  it('asks for the password to turn two-factor sign-in on or off', async () => {
    const { email, password, token } = await signUp(app);
    expect((await post('/settings/twoFactor/setup', token, {})).status).toBe(400);
    const guessed = await post('/settings/twoFactor/setup', token, { password: 'a guess' });
    expect(guessed.status).toBe(400);
    expect((await json(guessed)).errorMessage).toBe('Your password is incorrect.');
    const { secret } = await json(await post('/settings/twoFactor/setup', token, { password }));
    await post('/settings/twoFactor/enable', token, { code: codeAt(secret) });
    expect((await post('/settings/twoFactor/disable', token, { code: codeAt(secret, 1) })).status).toBe(400);
    expect(
      (await post('/settings/twoFactor/disable', token, { code: codeAt(secret, 1), password: 'a guess' })).status,
    ).toBe(400);
    expect(await json(await app.request('/settings/twoFactor', { token }))).toEqual({ enabled: true });
    expect((await login(email, password)).status).toBe(200);
  });
  it('mails the owner on every security change', async () => {
    const { email, password, token } = await signUp(app);
    const subjects = () => app.mailer.sent.filter((mail) => mail.to === email).map((mail) => mail.subject);
    const { secret } = await json(await post('/settings/twoFactor/setup', token, { password }));
    await post('/settings/twoFactor/enable', token, { code: codeAt(secret) });
    await post('/settings/twoFactor/disable', token, { code: codeAt(secret, 1), password });
    await changePassword(token, {
      email,
      oldPassword: password,
      newPassword: 'a fresh passphrase',
      confirmPassword: 'a fresh passphrase',
    });
    expect(subjects().slice(-3)).toEqual([
      'Two-factor sign-in was turned on',
      'Two-factor sign-in was turned off',
      'Your password was changed',
    ]);
  });

  it('a reset by email code leaves two-factor sign-in on; asked to, it removes it after 7 days, unless the owner signs in with a code', async () => {
    // The clock moves days ahead here; the later tests' codes follow the real clock, so it is moved back at the end.
    let moved = 0;
    const advance = (ms: number) => {
      app.advance(ms);
      moved += ms;
    };
    onTestFinished(() => app.advance(-moved));
    const reset = async (email: string, removeTwoFactor: boolean) => {
      advance(31_000);
      const { message: code } = await json(
        await app.request(`/auth/token/sendResetToken/${encodeURIComponent(email)}`),
      );
      const { resetToken } = await json(await post('/auth/token/validateOtherToken', '', { email, token: code }));
      const answer = await post('/auth/resetPassword', '', {
        email,
        newPassword: 'the reset passphrase',
        confirmPassword: 'the reset passphrase',
        resetToken,
        removeTwoFactor,
      });
      expect(answer.status).toBe(200);
      return json(answer);
    };
    const withTwoFactor = async () => {
      const user = await signUp(app);
      const { secret } = await json(await post('/settings/twoFactor/setup', user.token, { password: user.password }));
      expect(
        (await post('/settings/twoFactor/enable', user.token, { code: totpCode(secret, app.deps.now()) })).status,
      ).toBe(200);
      return { ...user, secret: secret as string };
    };
    const subjects = (email: string) => app.mailer.sent.filter((mail) => mail.to === email).map((mail) => mail.subject);

    // The attacker who reset the password still meets the owner's authenticator.
    const owner = await withTwoFactor();
    expect(await reset(owner.email, false)).toMatchObject({ twoFactorRemovalScheduled: false });
    expect(await json(await login(owner.email, 'the reset passphrase'))).toMatchObject({
      twoFactorRequired: true,
      token: '',
    });
    expect(subjects(owner.email).at(-1)).toBe('Your password was reset');

    // Asked to remove it: still asked for 7 days; the owner signing in with a code cancels the removal.
    const scheduled = await reset(owner.email, true);
    expect(scheduled).toMatchObject({ twoFactorRemovalScheduled: true });
    expect(scheduled.message).toContain('7 days');
    expect(subjects(owner.email).at(-1)).toBe('Two-factor sign-in will be removed in 7 days');
    advance(3 * 24 * 3_600_000);
    expect(await json(await login(owner.email, 'the reset passphrase'))).toMatchObject({ twoFactorRequired: true });
    expect((await login(owner.email, 'the reset passphrase', totpCode(owner.secret, app.deps.now()))).status).toBe(200);
    expect(subjects(owner.email).at(-1)).toBe('The removal of two-factor sign-in was cancelled');
    advance(5 * 24 * 3_600_000);
    expect(await json(await login(owner.email, 'the reset passphrase'))).toMatchObject({
      twoFactorRequired: true,
      token: '',
    });

    // Someone who really lost the app signs in without a code once the 7 days are over.
    const lost = await withTwoFactor();
    await reset(lost.email, true);
    advance(7 * 24 * 3_600_000 + 60_000);
    const signedIn = await json(await login(lost.email, 'the reset passphrase'));
    expect(signedIn.token.length).toBeGreaterThan(20);
    expect(subjects(lost.email).at(-1)).toBe('Two-factor sign-in was removed');
    expect(await json(await app.request('/settings/twoFactor', { token: signedIn.token }))).toEqual({ enabled: false });
  });
});

describe('two-factor secrets at rest (sealed with the document keys)', () => {
  const stored = (email: string) =>
    app.deps.db
      .selectFrom('users')
      .select(['totp_secret', 'totp_key_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  const enrol = async ({ token, password }: { token: string; password: string }) => {
    const { secret } = await json(await post('/settings/twoFactor/setup', token, { password }));
    expect(await json(await post('/settings/twoFactor/enable', token, { code: codeAt(secret) }))).toEqual({
      enabled: true,
    });
    return secret as string;
  };

  it('stores the secret sealed under the current key, never as it is; sign-in still works', async () => {
    const { email, password, token } = await signUp(app);
    const secret = await enrol({ token, password });
    const row = await stored(email);
    expect(row.totp_key_id).toBe(processKeyring().current.id);
    const bytes = Buffer.from(row.totp_secret!, 'base64');
    expect(bytes).toHaveLength(secret.length + 28);
    expect(row.totp_secret).not.toContain(secret);
    expect(bytes.includes(Buffer.from(secret))).toBe(false);
    expect((await login(email, password, codeAt(secret, 1))).status).toBe(200);
  });

  it('the boot seals the secrets stored plain (before migration 008) and leaves sealed ones as they are, also when run again', async () => {
    const legacy = await signUp(app);
    const legacySecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await app.deps.db
      .updateTable('users')
      .set({ totp_secret: legacySecret, totp_key_id: null, totp_enabled: true })
      .where('email', '=', legacy.email)
      .execute();
    expect((await login(legacy.email, legacy.password, codeAt(legacySecret))).status).toBe(200);
    const current = await signUp(app);
    const currentSecret = await enrol(current);
    const currentRow = await stored(current.email);

    const sealPlainSecrets = () => resealTotpSecrets(app.deps.db, { plainOnly: true });
    await sealPlainSecrets();
    const sealed = await stored(legacy.email);
    expect(sealed.totp_key_id).toBe(processKeyring().current.id);
    expect(sealed.totp_secret).not.toContain(legacySecret);
    expect(await stored(current.email)).toEqual(currentRow);
    await sealPlainSecrets();
    expect(await stored(legacy.email)).toEqual(sealed);

    expect((await login(legacy.email, legacy.password, codeAt(legacySecret, 1))).status).toBe(200);
    expect((await login(current.email, current.password, codeAt(currentSecret, 1))).status).toBe(200);
  });

  // Last in the file: it leaves the process on another key.
  it('reseal (npm run documents:reseal) seals every secret again under a rotated key, which alone then opens it', async () => {
    const { email, password, token } = await signUp(app);
    const secret = await enrol({ token, password });
    const before = await stored(email);
    const original = processKeyring();
    const rotated = buildKeyring(
      randomBytes(32).toString('base64'),
      'rotated',
      `${original.current.id}:${original.current.key.toString('base64')}`,
    );
    installKeyring(rotated);
    try {
      expect(await resealTotpSecrets(app.deps.db, { batchSize: 2 })).toBeGreaterThanOrEqual(3);
      const after = await stored(email);
      expect(after.totp_key_id).toBe('rotated');
      expect(after.totp_secret).not.toBe(before.totp_secret);
      expect(await resealTotpSecrets(app.deps.db)).toBe(0);
      installKeyring(buildKeyring(rotated.current.key.toString('base64'), 'rotated', undefined));
      expect((await login(email, password, codeAt(secret, 1))).status).toBe(200);
    } finally {
      installKeyring(original);
    }
  });
});
