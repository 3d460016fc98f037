import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers/app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const WEB = { 'X-Payway-Client': 'web' };
const json = async (response: Response) => (await response.json()) as Record<string, any>;
const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  app.request('/auth/authenticate', { method: 'POST', json: { username, password }, headers });
/** The session cookie a response sets, as `name=value`, and its attributes. */
const sessionCookie = (response: Response) => {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('payway_session='));
  return header
    ? {
        pair: header.split(';')[0],
        attributes: header
          .split(';')
          .slice(1)
          .map((part) => part.trim().toLowerCase()),
      }
    : undefined;
};
const webSignIn = async (email: string, password: string) => {
  const response = await login(email, password, WEB);
  expect(response.status).toBe(200);
  return { response, cookie: sessionCookie(response)! };
};
const resetPassword = async (email: string, newPassword: string) => {
  const { message: code } = await json(await app.request(`/auth/token/sendResetToken/${email}`));
  const { resetToken } = await json(
    await app.request('/auth/token/validateOtherToken', { method: 'POST', json: { email, token: code } }),
  );
  const reset = await app.request('/auth/resetPassword', {
    method: 'POST',
    json: { email, newPassword, confirmPassword: newPassword, resetToken },
  });
  expect(reset.status).toBe(200);
};

describe('the web app session', () => {
  it('is an HttpOnly, SameSite=Strict cookie for the API only, and the body holds no token', async () => {
    const { email, password } = await signUp(app);
    const { response, cookie } = await webSignIn(email, password);
    expect((await json(response)).token).toBe('');
    expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api/v1']));
    expect(cookie.attributes.some((attribute) => attribute.startsWith('expires='))).toBe(true);
    // Plain HTTP outside production (the embedded `npm run dev`): not Secure, or the browser would drop it off localhost.
    expect(cookie.attributes).not.toContain('secure');
    expect((await app.request('/auth/deviceKey', { headers: { cookie: cookie.pair } })).status).toBe(200);
  });

  it('is Secure over TLS', async () => {
    const { email, password } = await signUp(app);
    const response = await app.app.request('https://app.example/api/v1/auth/authenticate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...WEB },
      body: JSON.stringify({ username: email, password }),
    });
    expect(sessionCookie(response)!.attributes).toContain('secure');
  });

  it('keeps the bearer token in the body for API clients, with no cookie', async () => {
    const { email, password } = await signUp(app);
    const response = await login(email, password);
    const { token } = await json(response);
    expect(token).toMatch(/^\S{20,}$/);
    expect(sessionCookie(response)).toBeUndefined();
    expect((await app.request('/auth/signOut', { method: 'POST', token })).status).toBe(200);
  });

  it("refuses a write another site's page sends with the cookie (no app header), and does nothing", async () => {
    const { email, password } = await signUp(app);
    const { cookie } = await webSignIn(email, password);
    const crossSite = { cookie: cookie.pair, origin: 'http://203.0.113.7', 'content-type': 'text/plain' };
    const signOut = await app.request('/auth/signOut', { method: 'POST', headers: crossSite, body: '{}' });
    expect(signOut.status).toBe(403);
    expect((await json(signOut)).errorId).toBe('webClientHeaderMissing');
    const changePassword = await app.request('/settings/updatePermissionForParentOrSecondaryUsers', {
      method: 'POST',
      headers: { cookie: cookie.pair, origin: 'http://203.0.113.7' },
      json: { email, oldPassword: password, newPassword: 'a brand new secret', confirmPassword: 'a brand new secret' },
    });
    expect(changePassword.status).toBe(403);
    expect((await json(changePassword)).errorId).toBe('webClientHeaderMissing');
    expect((await login(email, password)).status).toBe(200);
    // The session is untouched; the app itself (its header) signs out, and the cookie is cleared.
    const ownSignOut = await app.request('/auth/signOut', { method: 'POST', headers: { cookie: cookie.pair, ...WEB } });
    expect(ownSignOut.status).toBe(200);
    expect(sessionCookie(ownSignOut)?.attributes).toEqual(expect.arrayContaining(['max-age=0']));
    expect((await app.request('/auth/deviceKey', { headers: { cookie: cookie.pair } })).status).toBe(401);
  });
});

describe('the device key', () => {
  const signedIn = async (email: string, password: string) =>
    (await json(await login(email, password))).token as string;
  const keyOf = async (token: string) => (await json(await app.request('/auth/deviceKey', { token }))).key as string;

  it('is another after a password reset', async () => {
    const { email, password } = await signUp(app);
    const before = await keyOf(await signedIn(email, password));
    expect(await keyOf(await signedIn(email, password))).toBe(before);
    await resetPassword(email, 'a brand new secret');
    const after = await keyOf(await signedIn(email, 'a brand new secret'));
    expect(after).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(after).not.toBe(before);
  });

  it('is handed out only within minutes of signing in', async () => {
    const { email, password } = await signUp(app);
    const token = await signedIn(email, password);
    app.advance(16 * 60_000);
    const late = await app.request('/auth/deviceKey', { token });
    expect(late.status).toBe(403);
    expect((await json(late)).errorId).toBe('deviceKeyNeedsSignIn');
    expect(await keyOf(await signedIn(email, password))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
