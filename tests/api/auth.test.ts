import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers/app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const json = async (response: Response) => (await response.json()) as Record<string, any>;
const register = (email: string, password = 'correct horse battery') =>
  app.request('/auth/register', {
    method: 'POST',
    json: { emailAddress: email, password, mobileNumber01: '8031234567', countryCode: '+234' },
  });
const login = (username: string, password: string) =>
  app.request('/auth/authenticate', { method: 'POST', json: { username, password } });

describe('health and documents', () => {
  it('reports health with the database kind', async () => {
    const response = await app.request('/health');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'ok', db: process.env.PAYWAY_TEST_PG ? 'postgres' : 'pglite' });
  });

  it('serves an OpenAPI document generated from the contract and a reference page', async () => {
    const doc = await json(await app.request('/openapi.json'));
    expect(doc.openapi).toBe('3.1.0');
    expect(
      doc.paths['/auth/authenticate'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('username');
    expect(Object.keys(doc.paths['/documents/{documentId}'].get.responses[200].content)).toEqual([
      'application/octet-stream',
    ]);
    const page = await app.request('/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/api/v1/auth/register');
  });
});

describe('registration and sign-up code', () => {
  it('registers, sends a code (returned in demo mode and mailed) and verifies into Onboarding', async () => {
    const email = 'new.person@example.com';
    const registered = await json(await register(email));
    expect(registered).toMatchObject({ userId: email, status: 'Unverified', isSuccessful: true, countryCode: '+234' });
    const sent = await json(await app.request(`/auth/token/send/${email}`));
    expect(sent.message).toMatch(/^\d{6}$/);
    expect(app.mailer.sent.at(-1)).toMatchObject({ to: email });
    expect(app.mailer.sent.at(-1)!.text).toContain(sent.message);
    expect(app.mailer.sent.at(-1)!.html).toContain(sent.message);
    const verified = await app.request('/auth/token/validate', {
      method: 'POST',
      json: { email, token: sent.message },
    });
    expect(verified.status).toBe(200);
    const user = await json(verified);
    expect(user).toMatchObject({ userId: email, status: 'Onboarding' });
    expect(user.token.length).toBeGreaterThan(20);
  });

  it('refuses a short password and a bad email', async () => {
    const short = await register('short@example.com', 'seven77');
    expect(short.status).toBe(400);
    expect((await json(short)).fieldErrors.password).toContain('at least 8');
    const badEmail = await register('not-an-email');
    expect(badEmail.status).toBe(400);
    expect((await json(badEmail)).fieldErrors.emailAddress).toBe('Please enter a valid email');
  });

  it('throttles resending a code', async () => {
    await register('throttle@example.com');
    expect((await app.request('/auth/token/send/throttle@example.com')).status).toBe(200);
    const second = await app.request('/auth/token/send/throttle@example.com');
    expect(second.status).toBe(429);
    expect((await json(second)).errorMessage).toContain('wait');
  });

  it('voids a code after 5 wrong tries and refuses an expired or used code', async () => {
    const email = 'tries@example.com';
    await register(email);
    const { message: code } = await json(await app.request(`/auth/token/send/${email}`));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const response = await app.request('/auth/token/validate', { method: 'POST', json: { email, token: wrong } });
      const refusal = await json(response);
      expect(refusal.errorMessage).toBe('Incorrect Code');
      // The code screen says how many tries are left.
      expect(refusal.fieldErrors.token).toBe(
        `That code is not right. ${4 - i} ${i === 3 ? 'try' : 'tries'} left before the code stops working.`,
      );
    }
    const fifth = await json(
      await app.request('/auth/token/validate', { method: 'POST', json: { email, token: wrong } }),
    );
    expect(fifth.errorMessage).toContain('Too many wrong codes');
    const right = await app.request('/auth/token/validate', { method: 'POST', json: { email, token: code } });
    expect(right.status).toBe(400);

    app.advance(31_000);
    const { message: fresh } = await json(await app.request(`/auth/token/send/${email}`));
    app.advance(11 * 60_000);
    const expired = await app.request('/auth/token/validate', { method: 'POST', json: { email, token: fresh } });
    expect((await json(expired)).errorMessage).toContain('expired');
  });
});

describe('sign-in and lockout', () => {
  it('signs in with the right password and refuses a bad token', async () => {
    const { email, password } = await signUp(app);
    const response = await login(email, password);
    expect(response.status).toBe(200);
    const user = await json(response);
    expect(user).toMatchObject({ userId: email, status: 'Onboarding', isSuccessful: true });
    const signOut = await app.request('/auth/signOut', { method: 'POST', json: {}, token: 'nonsense' });
    expect(signOut.status).toBe(401);
    expect(await json(signOut)).toEqual({ errorMessage: 'Sign in to continue', errorId: 'signInToContinue' });
  });

  it('counts first, second and third auth attempts, then refuses even the right password until reset', async () => {
    const { email, password } = await signUp(app);
    const messages: string[] = [];
    for (let i = 0; i < 3; i++) messages.push((await json(await login(email, 'wrong password'))).errorMessage);
    expect(messages[0]).toContain('Invalid username/password');
    expect(messages[0]).toContain('first auth attempt');
    expect(messages[1]).toContain('second auth attempt');
    expect(messages[2]).toContain('third auth attempt');
    const locked = await login(email, password);
    expect(locked.status).toBe(403);
    expect((await json(locked)).errorMessage).toContain('third auth attempt');

    const { message: code } = await json(await app.request(`/auth/token/sendResetToken/${email}`));
    const { resetToken } = await json(
      await app.request('/auth/token/validateOtherToken', { method: 'POST', json: { email, token: code } }),
    );
    const reset = await app.request('/auth/resetPassword', {
      method: 'POST',
      json: { email, newPassword: 'a brand new secret', confirmPassword: 'a brand new secret', resetToken },
    });
    expect(reset.status).toBe(200);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'a brand new secret')).status).toBe(200);
  });

  it('lifts a lockout after the lockout time', async () => {
    const { email, password } = await signUp(app);
    for (let i = 0; i < 3; i++) await login(email, 'wrong password');
    expect((await login(email, password)).status).toBe(403);
    app.advance(31 * 60_000);
    expect((await login(email, password)).status).toBe(200);
  });

  it("locks a stranger's three wrong tries out for one minute, doubling with each wrong try after, up to 30 minutes", async () => {
    const { email, password } = await signUp(app);
    const guess = () =>
      app.request('/auth/authenticate', {
        method: 'POST',
        ip: '198.51.100.23',
        json: { username: email, password: 'a stranger guessing' },
      });
    for (let i = 0; i < 3; i++) await guess();
    const locked = await login(email, password);
    expect(locked.status).toBe(403);
    expect((await json(locked)).errorMessage).toContain('try again in 1 minute.');
    app.advance(61_000);
    for (const minutes of [2, 4, 8, 16, 30]) {
      expect((await guess()).status).toBe(401);
      const refused = await json(await login(email, password));
      expect(refused.errorMessage, `${minutes}: ${JSON.stringify(refused)}`).toContain(
        `try again in ${minutes} minutes.`,
      );
      app.advance(minutes * 60_000 + 1_000);
    }
    expect((await login(email, password)).status).toBe(200);
  });

  it('says how many seconds the lock has left, in errorValues and Retry-After, on the locking try and after it', async () => {
    const { email, password } = await signUp(app);
    await login(email, 'wrong password');
    const second = await login(email, 'wrong password');
    expect(second.headers.get('retry-after')).toBeNull();
    expect((await json(second)).errorValues).toBeUndefined();
    const locking = await login(email, 'wrong password');
    expect(locking.status).toBe(401);
    expect(locking.headers.get('retry-after')).toBe('60');
    expect(await json(locking)).toMatchObject({
      errorId: 'wrongPasswordLockedOut',
      errorValues: { retryAfterSeconds: 60 },
    });
    app.advance(18_000);
    const locked = await login(email, password);
    expect(locked.status).toBe(403);
    expect(locked.headers.get('retry-after')).toBe('42');
    expect(await json(locked)).toMatchObject({ errorId: 'lockedOutOneMinute', errorValues: { retryAfterSeconds: 42 } });
    app.advance(43_000);
    expect((await login(email, 'wrong password')).headers.get('retry-after')).toBe('120');
    app.advance(30_000);
    const longer = await login(email, password);
    expect(longer.headers.get('retry-after')).toBe('90');
    expect(await json(longer)).toMatchObject({
      errorId: 'lockedOutMinutes',
      errorValues: { minutes: 2, retryAfterSeconds: 90 },
    });
  });

  it('treats unknown emails like known ones', async () => {
    const first = await json(await login('nobody@example.com', 'whatever'));
    expect(first.errorMessage).toContain('Invalid username/password');
    expect(first.errorMessage).toContain('first auth attempt');
  });
});

describe('password reset', () => {
  it('answers the same shape for unknown and known emails', async () => {
    const { email } = await signUp(app);
    const known = await app.request(`/auth/token/sendResetToken/${email}`);
    const unknown = await app.request('/auth/token/sendResetToken/unknown.person@example.com');
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(await json(known))).toEqual(Object.keys(await json(unknown)));
  });

  it('refuses a reset without a verified code, a mismatched confirmation and a wrong code', async () => {
    const { email } = await signUp(app);
    const noProof = await app.request('/auth/resetPassword', {
      method: 'POST',
      json: { email, newPassword: 'another secret!', confirmPassword: 'another secret!', resetToken: 'forged' },
    });
    expect(noProof.status).toBe(400);
    const mismatch = await app.request('/auth/resetPassword', {
      method: 'POST',
      json: { email, newPassword: 'another secret!', confirmPassword: 'different', resetToken: 'x' },
    });
    expect((await json(mismatch)).fieldErrors.confirmPassword).toBe('Passwords must match');
    const { message: code } = await json(await app.request(`/auth/token/sendResetToken/${email}`));
    const wrong = await json(
      await app.request('/auth/token/validateOtherToken', {
        method: 'POST',
        json: { email, token: code === '123456' ? '654321' : '123456' },
      }),
    );
    expect(wrong.errorMessage).toBe('Incorrect Code');
  });
});

describe('bad input', () => {
  it.each([
    ['/auth/authenticate', '{"username":'],
    ['/auth/register', '[]'],
    ['/auth/token/validate', '"x"'],
    ['/auth/resetPassword', ''],
  ])('answers malformed JSON on %s with 400 and an errorMessage', async (path, body) => {
    const response = await app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(typeof (await json(response)).errorMessage).toBe('string');
  });

  it('names malformed JSON by its message id', async () => {
    const response = await app.request('/auth/authenticate', {
      method: 'POST',
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(await json(response)).toEqual({
      errorMessage: 'The request body is not valid JSON.',
      errorId: 'invalidJson',
    });
  });

  it('refuses an oversized body with 413', async () => {
    const response = await app.request('/auth/authenticate', {
      method: 'POST',
      json: { username: 'a@b.co', password: 'x'.repeat(200_000) },
    });
    expect(response.status).toBe(413);
    expect(await json(response)).toMatchObject({
      errorMessage: expect.stringContaining('too large'),
      errorId: 'requestTooLarge',
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.request('/nope');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ errorMessage: 'No such API endpoint.', errorId: 'noSuchEndpoint' });
  });
});

describe('the language of mails and refusals', () => {
  const inFrench = { 'accept-language': 'fr' };
  const lastMailTo = (email: string) => app.mailer.sent.filter((mail) => mail.to === email).at(-1)!;

  it('writes mails in the language the app names, and keeps it on the user for mails sent later', async () => {
    const email = 'francophone@example.com';
    await app.request('/auth/register', {
      method: 'POST',
      headers: inFrench,
      json: {
        emailAddress: email,
        password: 'correct horse battery',
        mobileNumber01: '8031234567',
        countryCode: '+234',
      },
    });
    const sent = await json(await app.request(`/auth/token/send/${email}`, { headers: inFrench }));
    expect(lastMailTo(email)).toMatchObject({ subject: 'Votre code de vérification' });
    expect(lastMailTo(email).text).toContain('Saisissez ce code à 6 chiffres');
    const { token } = await json(
      await app.request('/auth/token/validate', { method: 'POST', json: { email, token: sent.message } }),
    );

    // A request without a language (an API client) gets the user's: a reset code asked for with no header is in French.
    await app.request(`/auth/token/sendResetToken/${email}`);
    expect(lastMailTo(email).subject).toBe('Votre code de réinitialisation du mot de passe');

    // The app switched to English: its next call says so, and later mails follow.
    await app.request('/settings/twoFactor', { token, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    app.advance(31_000); // one code per 30 seconds
    await app.request(`/auth/token/sendResetToken/${email}`);
    expect(lastMailTo(email).subject).toBe('Your password reset code');
  });

  it('a refusal carries the id of its message beside its English words', async () => {
    const wrong = await app.request('/auth/token/validate', {
      method: 'POST',
      json: { email: 'nobody.fr@example.com', token: '000000' },
    });
    expect(await json(wrong)).toMatchObject({ errorMessage: 'Incorrect Code', errorId: 'incorrectCode' });
  });

  it("a wrong code's tries left come as a field error with its message id and values", async () => {
    const email = 'tries.left@example.com';
    await register(email);
    const sent = await json(await app.request(`/auth/token/send/${email}`));
    const wrongCode = sent.message === '000000' ? '111111' : '000000';
    const wrong = await app.request('/auth/token/validate', { method: 'POST', json: { email, token: wrongCode } });
    expect(await json(wrong)).toMatchObject({
      errorId: 'incorrectCode',
      fieldErrors: { token: 'That code is not right. 4 tries left before the code stops working.' },
      fieldErrorIds: { token: { id: 'codeTriesLeft', values: { left: 4 } } },
    });
  });

  it('a 400 names the validation message of each field by id, beside its English text', async () => {
    const short = await register('short.fr@example.com', 'seven77');
    expect(await json(short)).toMatchObject({
      fieldErrors: { password: 'Password must be at least 8 characters' },
      fieldErrorIds: { password: { id: 'passwordTooShort', values: { min: 8 } } },
    });
    const noName = await app.request('/auth/register', {
      method: 'POST',
      json: { emailAddress: '', password: 'correct horse battery', mobileNumber01: '8031234567', countryCode: '+234' },
    });
    expect((await json(noName)).fieldErrorIds.emailAddress).toEqual({
      id: 'enter',
      values: { what: 'yourEmailAddress' },
    });
  });
});
