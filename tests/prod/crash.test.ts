import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_IDS } from '../../src/contract';
import { createTestDatabase, testPostgresUrl } from '../helpers/pg';
import { adminQuery } from '../helpers/pg-admin';
import { startServer, stopServer, type ServerProcess } from './servers';

const postgres = testPostgresUrl();
const json = async (response: Response) => (await response.json()) as Record<string, any>;
const password = 'correct horse battery';
const PERMISSION_COUNT = Object.keys(PERMISSION_IDS).length;

describe.skipIf(!postgres)('a server killed (SIGKILL) in the middle of submissions', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ServerProcess | undefined;
  // Retries of registrations count toward the per-address limit: it must not be what ends them.
  const serverEnv = () => ({
    DATABASE_URL: database.url,
    DEMO_MAIL: '1',
    RATE_LIMIT_REGISTRATION_PER_ADDRESS: '1000/1h',
  });
  const query = async (statement: string) =>
    (await adminQuery(database.url, statement)).rows as Array<Record<string, any>>;

  beforeAll(async () => {
    database = await createTestDatabase(postgres!);
  });
  afterAll(async () => {
    if (server) await stopServer(server);
    await database?.drop();
  });

  it('leaves no duplicate and no half-written account; retries with the same keys finish each submission once, within seconds', async () => {
    server = await startServer(serverEnv());
    const parent = 'crash.parent@example.com';
    await server.request('/auth/register', {
      method: 'POST',
      json: { emailAddress: parent, password, mobileNumber01: '8031234567', countryCode: '+234' },
    });
    const { message: code } = await json(await server.request(`/auth/token/send/${parent}`));
    const { token } = await json(
      await server.request('/auth/token/validate', { method: 'POST', json: { email: parent, token: code } }),
    );

    // Each submission: its request and its key, as the app's outbox keeps them.
    const submissions = [
      ...Array.from({ length: 8 }, (_, i) => ({
        key: `crash-register-${i}`,
        path: '/auth/register',
        body: {
          emailAddress: `crash.new${i}@example.com`,
          password,
          mobileNumber01: '8031234567',
          countryCode: '+234',
        },
      })),
      ...Array.from({ length: 12 }, (_, i) => ({
        key: `crash-invite-${i}`,
        path: '/user/subProfile',
        body: {
          parentEmailAddress: parent,
          emailAddress: `crash.sub${i}@example.com`,
          firstName: 'Sub',
          lastName: `Number ${i}`,
        },
      })),
    ];
    const submit = (target: ServerProcess, submission: (typeof submissions)[number]) =>
      target
        .request(submission.path, { method: 'POST', token, json: submission.body, idempotencyKey: submission.key })
        .then(
          async (response) => ({ status: response.status, text: await response.text() }),
          () => undefined,
        );

    const first = server;
    const inFlight = submissions.map((submission) => submit(first, submission));
    await Promise.race(inFlight.map((pending) => pending.then((result) => result ?? new Promise(() => {}))));
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const beforeCrash = await Promise.all(inFlight);
    const answered = beforeCrash.filter(Boolean).length;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(submissions.length);

    server = await startServer(serverEnv());
    // The killed process's claims stop beating: a retry answered 409 "still running" runs the work within seconds.
    expect(await query(`select key from idempotency_keys where state = 'running'`)).not.toHaveLength(0);
    const retryStarted = performance.now();
    const retried = await Promise.all(
      submissions.map(async (submission) => {
        for (;;) {
          const result = await submit(server!, submission);
          if (result?.status !== 409 || performance.now() - retryStarted > 20_000) return result;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }),
    );
    const retryMs = performance.now() - retryStarted;
    retried.forEach((result, i) => {
      expect(
        result?.status,
        `${submissions[i].key}: ${result?.text} ${JSON.stringify(server!.logs.filter((entry) => Number(entry.level) >= 50))}`,
      ).toBe(200);
      if (beforeCrash[i]) expect(result!.text, 'a replay returns the first answer').toBe(beforeCrash[i]!.text);
    });
    expect(retryMs, 'the retries took').toBeLessThan(8_000);

    for (const { body } of submissions) {
      expect(await query(`select id from users where email = '${body.emailAddress}'`), body.emailAddress).toHaveLength(
        1,
      );
    }
    const halfWritten = await query(`
      select u.email, count(p.permission_id)::int as permissions, count(distinct s.id)::int as profiles
      from users u left join sub_profiles s on s.user_id = u.id left join user_permissions p on p.user_id = u.id
      where u.parent_user_id is not null group by u.email
      having count(distinct s.id) <> 1 or count(p.permission_id) <> ${PERMISSION_COUNT}`);
    expect(halfWritten).toEqual([]);
    expect(await query(`select count(*)::int as n from users where parent_user_id is not null`)).toEqual([{ n: 12 }]);
    expect(await query(`select state, count(*)::int as n from idempotency_keys group by state`)).toEqual([
      { state: 'done', n: submissions.length },
    ]);
  });
});
