import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import { testPostgresUrl } from '../helpers/pg';
import { purgeExpiredKeys } from '../../server/http/idempotency';
import { sha256 } from '../../server/services/shared/crypto';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const registration = (email: string) => ({
  emailAddress: email,
  password: 'correct horse battery',
  mobileNumber01: '8031234567',
  countryCode: '+234',
});
const register = (email: string, key: string, ip = '10.0.0.1') =>
  app.request('/auth/register', { method: 'POST', json: registration(email), idempotencyKey: key, ip });
const usersWith = async (email: string) =>
  (await app.deps.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;

describe('Idempotency-Key on mutations', () => {
  it('replays the first response byte for byte, with Idempotent-Replayed, and creates nothing more', async () => {
    const first = await register('replay@example.com', 'key-replay');
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const firstText = await first.text();

    const again = await register('replay@example.com', 'key-replay');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(firstText);
    expect(await usersWith('replay@example.com')).toBe(1);
  });

  it('20 concurrent requests with one key make one effect; the others replay it or get 409', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => register('concurrent@example.com', 'key-concurrent')),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(
      responses.filter((response) => response.status === 200 && !response.headers.get('idempotent-replayed')),
    ).toHaveLength(1);
    expect(await usersWith('concurrent@example.com')).toBe(1);
    // Once the first has finished, every retry replays it.
    const late = await register('concurrent@example.com', 'key-concurrent');
    expect(late.status).toBe(200);
    expect(late.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses the same key with another body (422), also for another query string', async () => {
    expect((await register('first-body@example.com', 'key-other-body')).status).toBe(200);
    const other = await register('second-body@example.com', 'key-other-body');
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      errorMessage: 'This Idempotency-Key was already used for a different request.',
      errorId: 'idempotencyKeyReused',
    });
    expect(await usersWith('second-body@example.com')).toBe(0);

    const { token, email } = await signUp(app);
    const created = await app.request('/accounts/saveCustomerAccount', {
      method: 'POST',
      token,
      json: { accountEmailAddress: email, accountType: 1, accountId: '' },
    });
    const { accountId } = (await created.json()) as { accountId: number };
    const remove = (id: number) =>
      app.request(`/accounts/deleteKycAccount?account_id=${id}`, {
        method: 'DELETE',
        token,
        idempotencyKey: 'key-delete',
      });
    expect((await remove(accountId)).status).toBe(200);
    expect((await remove(accountId + 1)).status).toBe(422);
    expect((await remove(accountId)).headers.get('idempotent-replayed')).toBe('true');
  });

  it('answers 409 while the first request with the key is still running, and runs it again once that claim is stale', async () => {
    const raw = JSON.stringify(registration('running@example.com'));
    const now = app.deps.now();
    await app.deps.db
      .insertInto('idempotency_keys')
      .values({
        scope: 'public',
        key: 'key-running',
        request_hash: sha256(`POST /api/v1/auth/register\n${raw}`),
        state: 'running',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const busy = await register('running@example.com', 'key-running');
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(await usersWith('running@example.com')).toBe(0);

    app.advance(5 * 60_000);
    const resumed = await register('running@example.com', 'key-running');
    expect(resumed.status).toBe(200);
    expect(await usersWith('running@example.com')).toBe(1);
  });

  // PostgreSQL only: PGlite runs one transaction at a time, so two runs of a key never overlap there.
  it.skipIf(!testPostgresUrl())(
    'a claim taken over while its first run still works: one effect, and each request gets the answer or 409, never a 500',
    async () => {
      const email = 'taken-over@example.com';
      const waitingOnLocks = async (count: number) => {
        for (;;) {
          const { rows } = await sql<{
            n: number;
          }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(
            app.deps.db,
          );
          if (rows[0]!.n >= count) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      // A transaction of the test holds the email's unique slot, so both runs stop inside their transactions.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const holding = app.deps.db
        .transaction()
        .execute(async (trx) => {
          await sql`insert into users (email, password_hash, country_code, mobile_number) values (${email}, 'held', '+234', '8031234567')`.execute(
            trx,
          );
          await released;
          throw new Error('rolled back on purpose');
        })
        .catch(() => undefined);

      const send = () => register(email, 'key-taken-over', '10.0.0.4');
      const first = send();
      await waitingOnLocks(1);
      // The first run looks dead (its claim is over 2 minutes old): the retry takes the claim over.
      app.advance(5 * 60_000);
      const retry = send();
      await waitingOnLocks(2);
      release();
      await holding;

      const answers = await Promise.all(
        [first, retry].map(async (pending) => {
          const response = await pending;
          return { status: response.status, text: await response.text() };
        }),
      );
      expect(answers.map((answer) => answer.status)).toContain(200);
      for (const answer of answers) expect([200, 409], answer.text).toContain(answer.status);
      expect(await usersWith(email)).toBe(1);
      const later = await send();
      expect(later.headers.get('idempotent-replayed')).toBe('true');
      expect(await later.text()).toBe(answers.find((answer) => answer.status === 200)!.text);
    },
  );

  it('forgets a refused request (rolled back with its key), so the same key runs again later', async () => {
    const { token, email } = await signUp(app);
    const save = (accountId: number | '') =>
      app.request('/accounts/saveCustomerAccount', {
        method: 'POST',
        token,
        json: { accountEmailAddress: email, accountType: 1, accountId },
        idempotencyKey: 'key-refused',
      });
    const refused = await save(99_999_999);
    expect(refused.status).toBe(404);
    expect(
      await app.deps.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'key-refused').execute(),
    ).toHaveLength(0);
    const retried = await save(99_999_999);
    expect(retried.status).toBe(404);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keeps the keys of offline onboarding steps 30 days and every other key 24 hours, then purges them', async () => {
    const customer = await signUp(app);
    const { email, password } = customer;
    let { token } = customer;
    // Sessions last 12 hours: the offline step comes back weeks later, on a new sign-in of the same user.
    const signIn = async () => {
      ({ token } = (await (
        await app.request('/auth/authenticate', { method: 'POST', json: { username: email, password } })
      ).json()) as { token: string });
    };
    expect((await register('kept@example.com', 'key-kept', '10.0.0.3')).status).toBe(200);
    const step = () =>
      app.request('/accounts/saveCustomerAccount', {
        method: 'POST',
        token,
        json: { accountEmailAddress: email, accountType: 1, accountId: '' },
        idempotencyKey: 'key-step',
      });
    expect((await step()).status).toBe(200);
    app.advance(23 * 3_600_000);
    await purgeExpiredKeys(app.deps.db, app.deps.now());
    expect((await register('kept@example.com', 'key-kept', '10.0.0.3')).headers.get('idempotent-replayed')).toBe(
      'true',
    );
    app.advance(2 * 3_600_000);
    await purgeExpiredKeys(app.deps.db, app.deps.now());
    expect(
      await app.deps.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'key-kept').execute(),
    ).toHaveLength(0);
    app.advance(28 * 24 * 3_600_000);
    await purgeExpiredKeys(app.deps.db, app.deps.now());
    await signIn();
    expect((await step()).headers.get('idempotent-replayed')).toBe('true');
    app.advance(2 * 24 * 3_600_000);
    await purgeExpiredKeys(app.deps.db, app.deps.now());
    expect(
      await app.deps.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'key-step').execute(),
    ).toHaveLength(0);
  });
});

describe('answers that carry a secret are never stored', () => {
  const storedRows = async () => JSON.stringify(await app.deps.db.selectFrom('idempotency_keys').selectAll().execute());

  it('keeps no session token, reset proof or TOTP secret: a replay gets 409 "already done"', async () => {
    const { email, password } = await signUp(app);
    const signIn = () =>
      app.request('/auth/authenticate', {
        method: 'POST',
        json: { username: email, password },
        idempotencyKey: 'key-sign-in',
      });
    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const setup = () =>
      app.request('/settings/twoFactor/setup', {
        method: 'POST',
        token,
        json: { password },
        idempotencyKey: 'key-2fa',
      });
    const started = await setup();
    expect(started.status).toBe(200);
    const { secret } = (await started.json()) as { secret: string };
    app.advance(31_000);
    await app.request(`/auth/token/sendResetToken/${email}`);
    const code = /\b(\d{6})\b/.exec(app.mailer.sent.at(-1)!.text)![1];
    const proven = await app.request('/auth/token/validateOtherToken', {
      method: 'POST',
      json: { email, token: code },
      idempotencyKey: 'key-reset',
    });
    const { resetToken } = (await proven.json()) as { resetToken: string };

    const rows = await storedRows();
    for (const value of [token, secret, resetToken]) expect(rows).not.toContain(value);
    for (const replay of [await signIn(), await setup()]) {
      expect(replay.status).toBe(409);
      expect(await replay.json()).toEqual({
        errorMessage:
          'This request was already done. Its answer held a secret, so it is not kept: sign in again or start over.',
        errorId: 'alreadyDone',
      });
    }
  });
});
