import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import { verifyPassword } from '../../server/services/auth/passwords';
import { purgeExpiredSecurityRows } from '../../server/services/auth/purge';
import { accountWithIdentity, referenceIds } from '../helpers/fixtures';

/* Attacks on other people's accounts through sign-up and the code endpoints (issue 15). */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const json = async (response: Response) => (await response.json()) as Record<string, any>;
const register = (email: string, password: string, ip?: string) =>
  app.request('/auth/register', {
    method: 'POST',
    ip,
    json: { emailAddress: email, password, mobileNumber01: '8031234567', countryCode: '+234' },
  });
const login = (username: string, password: string) =>
  app.request('/auth/authenticate', { method: 'POST', json: { username, password } });
const lastCodeMailedTo = (email: string) =>
  /\b(\d{6})\b/.exec(app.mailer.sent.filter((mail) => mail.to === email).at(-1)!.text)![1];

describe('registering again with a pending email', () => {
  it("never overwrites the pending password, and the attacker's password never verifies with the owner's code", async () => {
    const email = 'pending.owner@example.com';
    const first = await register(email, 'the owner chose this');
    expect(first.status).toBe(200);
    await app.request(`/auth/token/send/${email}`);
    const attack = await register(email, 'the attacker knows this', '198.51.100.7');
    expect(attack.status).toBe(200);
    expect(await json(attack)).toEqual(await json(first));
    const stored = await app.deps.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(stored.password_hash, 'the owner chose this')).toBe(true);

    const verified = await app.request('/auth/token/validate', {
      method: 'POST',
      json: { email, token: lastCodeMailedTo(email) },
    });
    expect(verified.status).toBe(200);
    expect((await login(email, 'the attacker knows this')).status).toBe(401);
  });

  it('the same person registering twice with the same password keeps it', async () => {
    const email = 'twice.same@example.com';
    await register(email, 'the owner chose this');
    await register(email, 'the owner chose this');
    const { message: code } = await json(await app.request(`/auth/token/send/${email}`));
    expect((await app.request('/auth/token/validate', { method: 'POST', json: { email, token: code } })).status).toBe(
      200,
    );
    expect((await login(email, 'the owner chose this')).status).toBe(200);
  });

  it("a password set by someone who registered the email first does not survive the owner's verification", async () => {
    const email = 'pre.hijacked@example.com';
    await register(email, 'the attacker knows this', '198.51.100.7');
    const owners = await register(email, 'the owner chose this');
    expect(owners.status).toBe(200);
    await app.request(`/auth/token/send/${email}`);
    const verified = await app.request('/auth/token/validate', {
      method: 'POST',
      json: { email, token: lastCodeMailedTo(email) },
    });
    expect(verified.status).toBe(200);
    expect((await json(verified)).token.length).toBeGreaterThan(20);
    expect((await login(email, 'the attacker knows this')).status).toBe(401);
    expect(app.mailer.sent.filter((mail) => mail.to === email).at(-1)!.text).toMatch(/reset/i);
  });
});

describe('the same answer whether an email is known', () => {
  it('register answers a verified email exactly as a new one, and changes nothing', async () => {
    const { email, password } = await signUp(app);
    const fresh = await register('nobody.yet@example.com', 'correct horse battery');
    const taken = await register(email, 'correct horse battery');
    expect(taken.status).toBe(fresh.status);
    expect({ ...(await json(taken)), userId: '' }).toEqual({ ...(await json(fresh)), userId: '' });
    expect((await login(email, password)).status).toBe(200);
  });

  it('send-code answers an unknown and a verified email as a pending one', async () => {
    const { email } = await signUp(app);
    await register('waiting@example.com', 'correct horse battery');
    app.advance(31_000);
    const answers = await Promise.all(
      ['waiting@example.com', 'never.registered@example.com', email].map((address) =>
        app.request(`/auth/token/send/${address}`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const messages = await Promise.all(answers.map(async (answer) => (await json(answer)).message as string));
    for (const message of messages) expect(message).toMatch(/^\d{6}$/);
  });
});

describe('expired security rows', () => {
  it('the periodic purge removes expired sessions, used and expired codes, old rate-limit windows and sign-in counters', async () => {
    const { email } = await signUp(app);
    await login(email, 'a wrong password');
    const db = app.deps.db;
    const count = async () =>
      Promise.all(
        ['sessions', 'codes', 'rate_limits', 'login_throttle'].map(async (table) =>
          Number(
            (
              await db
                .selectFrom(table as 'codes')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    expect((await count()).every((rows) => rows > 0)).toBe(true);
    app.advance(8 * 86_400_000);
    await purgeExpiredSecurityRows(db, app.deps.now(), app.deps.config.lockoutMinutes);
    expect(await count()).toEqual([0, 0, 0, 0]);
  });
});

describe('the most used passwords', () => {
  const refusal = {
    errorId: 'commonPassword',
    errorMessage: 'This password is one of the most used ones and easy to guess. Choose another.',
  };

  it('are refused at sign-up, whatever their letter case, and no account is created', async () => {
    for (const password of ['Password123', 'qwertyuiop', 'ILOVEYOU1']) {
      const email = `common.${password.toLowerCase()}@example.com`;
      const answer = await register(email, password);
      expect(answer.status).toBe(400);
      expect(await json(answer)).toMatchObject({ ...refusal, fieldErrors: { password: refusal.errorMessage } });
      expect(
        await app.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
      ).toBeUndefined();
    }
  });

  it('are refused as a reset password, and the verified code still serves for a better one', async () => {
    const { email } = await signUp(app);
    const { message: code } = await json(await app.request(`/auth/token/sendResetToken/${email}`));
    const { resetToken } = await json(
      await app.request('/auth/token/validateOtherToken', { method: 'POST', json: { email, token: code } }),
    );
    const reset = (newPassword: string) =>
      app.request('/auth/resetPassword', {
        method: 'POST',
        json: { email, newPassword, confirmPassword: newPassword, resetToken },
      });
    const common = await reset('password1234');
    expect(common.status).toBe(400);
    expect(await json(common)).toMatchObject({ ...refusal, fieldErrors: { newPassword: refusal.errorMessage } });
    expect((await login(email, 'password1234')).status).toBe(401);
    expect((await reset('a rare enough passphrase')).status).toBe(200);
  });

  it('are refused as a changed password, and the old one keeps working', async () => {
    const { email, password, token } = await signUp(app);
    const change = await app.request('/settings/updatePermissionForParentOrSecondaryUsers', {
      method: 'POST',
      token,
      json: { email, oldPassword: password, newPassword: 'Football123', confirmPassword: 'Football123' },
    });
    expect(change.status).toBe(400);
    expect(await json(change)).toMatchObject({ ...refusal, fieldErrors: { newPassword: refusal.errorMessage } });
    expect((await login(email, password)).status).toBe(200);
  });
});

/** What someone holding a copy of the database (a backup, a dump, a read-only SQL injection) can learn by trying every value. */
describe('a copy of the database', () => {
  const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

  it('does not give away a live 6-digit code by trying all million', async () => {
    const { email } = await signUp(app);
    await app.request(`/auth/token/sendResetToken/${email}`);
    const user = await app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const { secret_hash } = await app.deps.db
      .selectFrom('codes')
      .select('secret_hash')
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'reset')
      .where('consumed_at', 'is', null)
      .executeTakeFirstOrThrow();
    let found: string | undefined;
    for (let n = 0; n < 1_000_000 && !found; n++) {
      const code = String(n).padStart(6, '0');
      if (sha256(`reset:${user.id}:${code}`) === secret_hash) found = code;
    }
    expect(found).toBeUndefined();
  });

  it('holds the device keys that encrypt drafts on phones only sealed, one per user, the same at every sign-in', async () => {
    const customer = await signUp(app);
    const other = await signUp(app);
    expect((await app.request('/auth/deviceKey')).status).toBe(401);
    const keyOf = async (token: string) => (await json(await app.request('/auth/deviceKey', { token }))).key as string;
    const key = await keyOf(customer.token);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await json(await login(customer.email, customer.password));
    expect(await keyOf(again.token)).toBe(key);
    expect(await keyOf(other.token)).not.toBe(key);
    const rows = await app.deps.db
      .selectFrom('users')
      .select(['device_key', 'device_key_id'])
      .where('email', 'in', [customer.email, other.email])
      .execute();
    const raw = Buffer.from(key, 'base64url');
    for (const row of rows) {
      expect(row.device_key_id).toEqual(expect.any(String));
      const stored = Buffer.from(row.device_key!, 'base64');
      expect(stored.includes(raw)).toBe(false);
      expect(row.device_key).not.toContain(key);
    }
  });

  it("does not give away a customer's date of birth from the digests kept to tell changed fields", async () => {
    const customer = await signUp(app);
    const accountId = await accountWithIdentity(app, customer, await referenceIds(app), { dob: '1987-09-23' });
    const { digests } = await app.deps.db
      .selectFrom('step_digests')
      .select('digests')
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    const stored = (digests as Record<string, string>).dob;
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    let found: string | undefined;
    for (
      let day = new Date('1900-01-01T00:00:00Z');
      day < new Date('2010-01-01T00:00:00Z') && !found;
      day.setUTCDate(day.getUTCDate() + 1)
    ) {
      const dob = day.toISOString().slice(0, 10);
      if (sha256(`${accountId}:dob:${JSON.stringify(dob)}`) === stored) found = dob;
    }
    expect(found).toBeUndefined();
  });
});
