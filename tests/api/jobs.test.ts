import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDemoMailer, type Mail } from '../../server/mail';
import { jobKind } from '../../server/jobs';
import { enqueueMail } from '../../server/mail/mail-job';
import { createLogger } from '../../server/log';
import { createTestApp, signUp, type TestApp } from '../helpers/app';

/** A demo mailer that refuses while `down` is set, as an unreachable mail server would. */
function flakyMailer() {
  const inner = createDemoMailer(null, 'test');
  const state = { down: false, refused: 0 };
  const mailer = {
    ...inner,
    send: async (mail: Mail) => {
      if (state.down) {
        state.refused++;
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      }
      await inner.send(mail);
    },
  };
  return { mailer, state };
}

const jobRows = (app: TestApp, name: string) =>
  sql<{ id: string; state: string }>`select id, state from pgboss.job where name = ${name} order by created_on`
    .execute(app.deps.db)
    .then((result) => result.rows);

describe('the job queue', () => {
  let app: TestApp;
  const flaky = flakyMailer();

  beforeAll(async () => {
    app = await createTestApp({
      mailer: flaky.mailer,
      env: { JOBS_POLL_SECONDS: '0.5', MAIL_RETRY_DELAY_SECONDS: '1', JOBS_STUCK_AFTER_SECONDS: '1' },
    });
  });
  afterAll(() => app?.close());

  it('adds a job with the change that causes it: a rolled-back transaction leaves none', async () => {
    const mailsBefore = (await jobRows(app, 'mail')).length;
    const sent = app.mailer.sent.length;
    const failed = app.deps.db.transaction().execute(async (trx) => {
      await enqueueMail(app.deps.jobs, app.deps.mailJob, trx, {
        to: 'nobody@example.com',
        subject: 'Never',
        text: 'never',
        html: '<p>never</p>',
      });
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    await app.jobsDone();
    expect(await jobRows(app, 'mail')).toHaveLength(mailsBefore);
    expect(app.mailer.sent).toHaveLength(sent);
  });

  it('delays mail while the mail server refuses, then delivers each once', async () => {
    const { email } = await signUp(app);
    flaky.state.down = true;
    const refusedBefore = flaky.state.refused;
    const asked = await app.request(`/auth/token/sendResetToken/${encodeURIComponent(email)}`);
    expect(asked.status).toBe(200);
    const { message: code } = (await asked.json()) as { message: string };
    expect(flaky.state.refused).toBeGreaterThan(refusedBefore);
    expect(app.mailer.sent.filter((mail) => mail.to === email && mail.text.includes(code))).toHaveLength(0);
    flaky.state.down = false;
    await app.jobsDone();
    const delivered = app.mailer.sent.filter((mail) => mail.to === email && mail.text.includes(code));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].messageId).toMatch(/^<[0-9a-f-]{36}@payway\.mail>$/);
  });

  it("answers a request once its mail's try is recorded: an instance killed after the answer leaves a job to retry, not one running", async () => {
    const { email } = await signUp(app);
    flaky.state.down = true;
    const asked = await app.request(`/auth/token/sendResetToken/${encodeURIComponent(email)}`);
    expect(asked.status).toBe(200);
    const [job] = (await jobRows(app, 'mail')).slice(-1);
    expect(job.state).toBe('retry');
    flaky.state.down = false;
    await app.jobsDone();
  });

  it(
    'tries again, within half a minute, a job whose try was cut in the middle once its time-out passed',
    { timeout: 60_000 },
    async () => {
      const { email } = await signUp(app);
      flaky.state.down = true;
      const asked = await app.request(`/auth/token/sendResetToken/${encodeURIComponent(email)}`);
      const { message: code } = (await asked.json()) as { message: string };
      const [job] = (await jobRows(app, 'mail')).slice(-1);
      // As a try that started 121 s ago on an instance that then died leaves its job (the mail kind's time-out is 120 s).
      const { numAffectedRows } =
        await sql`update pgboss.job set state = 'active', started_on = now() - interval '121 seconds'
      where id = ${job.id} and state = 'retry'`.execute(app.deps.db);
      expect(numAffectedRows).toBe(1n);
      flaky.state.down = false;
      const started = Date.now();
      await app.jobsDone(45_000);
      expect(Date.now() - started).toBeLessThan(35_000);
      expect(app.mailer.sent.filter((mail) => mail.to === email && mail.text.includes(code))).toHaveLength(1);
    },
  );

  it('drops a code mail that could not leave before its code expired', async () => {
    const { email } = await signUp(app);
    flaky.state.down = true;
    const asked = await app.request(`/auth/token/sendResetToken/${encodeURIComponent(email)}`);
    const { message: code } = (await asked.json()) as { message: string };
    app.advance(11 * 60_000);
    flaky.state.down = false;
    await app.jobsDone();
    expect(app.mailer.sent.filter((mail) => mail.text.includes(code))).toHaveLength(0);
    expect(await app.deps.metrics.scrape()).toMatch(/^payway_code_mails_dropped_total [1-9]/m);
  });

  it('sends nothing again when a job whose mail left is tried again (its completion was lost)', async () => {
    const { email, token } = await signUp(app);
    const before = app.mailer.sent.length;
    // Any mail: the password change's notice.
    const changed = await app.request('/settings/updatePermissionForParentOrSecondaryUsers', {
      method: 'POST',
      token,
      json: {
        email,
        oldPassword: 'correct horse battery',
        newPassword: 'another good password',
        confirmPassword: 'another good password',
      },
    });
    expect(changed.status).toBe(200);
    expect(app.mailer.sent.length).toBe(before + 1);
    const [job] = (await jobRows(app, 'mail')).slice(-1);
    // As pg-boss does with a try whose instance died after sending: the job is due again.
    await sql`update pgboss.job set state = 'retry', start_after = now() where id = ${job.id}`.execute(app.deps.db);
    await app.jobsDone();
    expect(app.mailer.sent.length).toBe(before + 1);
  });

  it('keeps mail sealed in the queue: no code or address readable in its tables', async () => {
    const { email } = await signUp(app);
    const asked = await app.request(`/auth/token/sendResetToken/${encodeURIComponent(email)}`);
    const { message: code } = (await asked.json()) as { message: string };
    const { rows } = await sql<{ data: string }>`select data::text as data from pgboss.job where name = 'mail'`.execute(
      app.deps.db,
    );
    expect(rows.some((row) => row.data.includes(code) || row.data.includes(email))).toBe(false);
  });

  it('readiness and metrics show the queue, and a queue whose jobs wait too long as stuck', async () => {
    const ready = await app.request('/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', queue: { status: 'ok', stuck: [] } });
    expect(await app.deps.metrics.scrape()).toMatch(/^payway_jobs_waiting\{kind="mail"\} 0$/m);

    // No worker takes jobs: a mail waits longer than JOBS_STUCK_AFTER_SECONDS (1 s here).
    await app.deps.jobs.stop();
    await signUp(app);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const stuck = await app.request('/health/ready');
    expect(stuck.status).toBe(503);
    expect(await stuck.json()).toMatchObject({
      status: 'unavailable',
      queue: { status: 'stopped', stuck: ['mail'], waiting: { mail: 1 } },
    });
    const metrics = await app.deps.metrics.scrape();
    expect(metrics).toMatch(/^payway_jobs_stuck\{kind="mail"\} 1$/m);
    expect(metrics).toMatch(/^payway_jobs_oldest_due_seconds\{kind="mail"\} [1-9]/m);
    expect(metrics).toMatch(/^payway_job_tries_total\{kind="mail",outcome="failed"\} [1-9]/m);
  });
});

describe('a kind of job with no handler', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('cannot be queued: its job would wait forever', async () => {
    const unknown = jobKind<{ n: number }>('nobody_handles_this', {
      retries: 0,
      retryDelaySeconds: 1,
      timeoutSeconds: 10,
    });
    await expect(app.deps.jobs.enqueue(app.deps.db, unknown, { n: 1 })).rejects.toThrow(
      'No handler for jobs of kind nobody_handles_this',
    );
  });
});

describe('a try whose outcome cannot be recorded', () => {
  let app: TestApp;
  const lines: Array<{ level: number; msg?: string }> = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    app = await createTestApp({
      env: { JOBS_POLL_SECONDS: '0.5' },
      log: createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) }),
    });
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await app?.close();
  });

  it('is logged and left for a retry after its time-out, with no unhandled rejection', async () => {
    // The statement that records the outcome fails, as it does when the database goes away right after the try.
    await sql`
      create function pgboss.refuse_outcome() returns trigger language plpgsql as $$
      begin raise exception 'outcome refused by the test'; end $$`.execute(app.deps.db);
    await sql`
      create trigger refuse_outcome before update on pgboss.job for each row
      when (new.state in ('completed', 'failed', 'retry')) execute function pgboss.refuse_outcome()`.execute(
      app.deps.db,
    );
    const sent = app.mailer.sent.length;
    await signUp(app);
    await expect.poll(() => app.mailer.sent.length).toBe(sent + 1);
    await expect.poll(() => lines.filter((line) => line.msg?.startsWith('job outcome not recorded')).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(unhandled).toEqual([]);
    const [job] = (await jobRows(app, 'mail')).slice(-1);
    expect(job.state).toBe('active');
    await sql`drop trigger refuse_outcome on pgboss.job`.execute(app.deps.db);
  });
});
