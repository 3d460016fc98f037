import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { recordAudit } from '../../server/services/compliance/audit';
import { bindWebhookDispatch } from '../../server/webhooks/events';
import { purgeWebhookEvents } from '../../server/webhooks/purge-webhook-events';
import { addEndpoint, replay, rotateSecret, setEndpointEnabled } from '../../server/webhooks/manage-endpoints';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  approvedCustomer,
  confirmedPayment,
  decideAccount,
  decidePayment,
  fiatPayment,
  referenceIds,
  signedInReviewer,
  submittedKyc,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';
import { until, webhookReceiver } from '../helpers/webhook-receiver';

describe('webhooks', () => {
  let app: TestApp;
  let ids: ReferenceIds;
  let reviewer: Reviewer;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let endpoint: { id: number; secret: string };

  beforeAll(async () => {
    app = await createTestApp({
      env: { JOBS_POLL_SECONDS: '0.5', WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_RETRIES: '2' },
    });
    ids = await referenceIds(app);
    reviewer = await signedInReviewer(app);
    receiver = await webhookReceiver();
    endpoint = await addEndpoint(app.deps, receiver.url, [
      'account.submitted',
      'account.approved',
      'payment.created',
      'payment.confirmed',
      'payment.decided',
    ]);
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  const eventsOf = (key: string, value: unknown) =>
    receiver.state.accepted.filter((received) => received.payload.data[key] === value);

  it('sends signed events of account and payment changes, numbered per subject, without personal data', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids);
    await decideAccount(app, reviewer, { accountId, decision: 'approve' });
    await until(() => eventsOf('accountId', accountId).length === 2, 10_000, 'both account events');
    const received = eventsOf('accountId', accountId);
    expect(
      received.map((event) => [event.payload.type, event.payload.data.sequence, event.payload.data.status]),
    ).toEqual([
      ['account.submitted', 1, 'pending'],
      ['account.approved', 2, 'active'],
    ]);
    for (const event of received) {
      expect(new Webhook(endpoint.secret).verify(event.body, event.headers)).toEqual(event.payload);
      expect(event.headers['webhook-id']).toMatch(/^msg_/);
      expect(event.body).not.toContain(customer.email);
    }
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(received[0].body, received[0].headers),
    ).toThrow();

    const transactionId = await confirmedPayment(app, customer, fiatPayment(ids));
    await decidePayment(app, reviewer, { transactionId, decision: 'approved', reason: 'Paid' });
    await until(() => eventsOf('transactionId', transactionId).length === 3, 10_000, 'the payment events');
    expect(
      eventsOf('transactionId', transactionId).map((event) => [event.payload.type, event.payload.data.sequence]),
    ).toEqual([
      ['payment.created', 1],
      ['payment.confirmed', 2],
      ['payment.decided', 3],
    ]);
  });

  it('sends nothing for a rolled-back change', async () => {
    const before = await app.deps.db
      .selectFrom('webhook_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const failed = app.deps.db.transaction().execute(async (trx) => {
      bindWebhookDispatch(trx, {
        enqueue: async (kind, data) => void (await app.deps.jobs.enqueue(trx, kind, data)),
        kind: app.deps.webhookJob,
      });
      await recordAudit(
        trx,
        { id: null, email: 'ops@example.com', role: 'operator' },
        { subjectType: 'account', subjectId: 999_999, action: 'approved', details: { toStatusId: 3 } },
      );
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    await app.jobsDone();
    const after = await app.deps.db
      .selectFrom('webhook_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(eventsOf('accountId', 999_999)).toHaveLength(0);
  });

  it('signs with both secrets during a rotation, so a receiver verifies with either', async () => {
    const { secret } = await rotateSecret(app.deps, endpoint.id);
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids);
    await until(() => eventsOf('accountId', accountId).length === 1, 10_000, 'the event after the rotation');
    const [event] = eventsOf('accountId', accountId);
    expect(event.headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(secret).verify(event.body, event.headers)).toEqual(event.payload);
    expect(new Webhook(endpoint.secret).verify(event.body, event.headers)).toEqual(event.payload);
    endpoint.secret = secret;
  });

  it('retries while the receiver fails, logs every try, and delivers once it recovers', async () => {
    receiver.state.status = 500;
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids);
    await until(() => receiver.state.refused >= 2, 10_000, 'two refused tries');
    receiver.state.status = 200;
    await until(() => eventsOf('accountId', accountId).length === 1, 10_000, 'the delivery after recovery');
    const attemptsLogged = () =>
      app.deps.db
        .selectFrom('webhook_attempts as a')
        .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
        .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
        .select(['a.status', 'a.duration_ms', 'd.state'])
        .where('e.subject_id', '=', String(accountId))
        .orderBy('a.id')
        .execute();
    // The receiver has the event as soon as it answers; the try is logged once its answer is back at the sender.
    await until(
      async () => (await attemptsLogged()).some((attempt) => attempt.status === 200),
      10_000,
      'the delivered try logged',
    );
    const attempts = await attemptsLogged();
    expect(attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
    expect(attempts.every((attempt) => attempt.duration_ms >= 0 && attempt.state === 'delivered')).toBe(true);
  });

  it('disables an endpoint that never recovers, and replays what it missed once enabled', async () => {
    receiver.state.status = 503;
    await approvedCustomer(app, ids, reviewer);
    await until(
      async () =>
        !!(
          await app.deps.db
            .selectFrom('webhook_endpoints')
            .select('disabled_at')
            .where('id', '=', endpoint.id)
            .executeTakeFirstOrThrow()
        ).disabled_at,
      20_000,
      'the endpoint disabled',
    );
    const failed = await app.deps.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'event_id'])
      .where('state', '=', 'failed')
      .execute();
    expect(failed.length).toBeGreaterThan(0);
    const metrics = await app.deps.metrics.scrape();
    expect(metrics).toMatch(/payway_webhook_deliveries_total\{outcome="failed"\} [1-9]/);
    expect(metrics).toMatch(/payway_webhook_deliveries_total\{outcome="delivered"\} [1-9]/);

    receiver.state.status = 200;
    await setEndpointEnabled(app.deps, endpoint.id, true);
    const replayed = await replay(app.deps, failed[0].event_id);
    expect(replayed).toHaveLength(1);
    await until(
      () => receiver.state.accepted.some((event) => event.headers['webhook-id'] === failed[0].event_id),
      10_000,
      'the replayed event',
    );
  });

  it("forgets delivered events after 30 days, but not a subject's last one nor one still being delivered", async () => {
    const db = app.deps.db;
    const old = new Date(Date.now() - 31 * 86_400_000);
    const event = (id: string, subjectId: string, sequence: number) => ({
      id,
      type: 'payment.created',
      subject_type: 'payment' as const,
      subject_id: subjectId,
      sequence,
      payload: '{}',
      created_at: old,
    });
    await db
      .insertInto('webhook_events')
      .values([
        event('msg_old_1', 'purge-a', 1),
        event('msg_old_2', 'purge-a', 2),
        event('msg_old_3', 'purge-a', 3),
        event('msg_only', 'purge-b', 1),
      ])
      .execute();
    await db
      .insertInto('webhook_deliveries')
      .values([
        { event_id: 'msg_old_1', endpoint_id: endpoint.id, state: 'delivered' },
        { event_id: 'msg_old_2', endpoint_id: endpoint.id, state: 'pending' },
      ])
      .execute();

    await purgeWebhookEvents(db, new Date());

    const left = await db
      .selectFrom('webhook_events')
      .select('id')
      .where('subject_id', 'in', ['purge-a', 'purge-b'])
      .orderBy('id')
      .execute();
    expect(left.map((row) => row.id)).toEqual(['msg_old_2', 'msg_old_3', 'msg_only']);
    const deliveries = await db
      .selectFrom('webhook_deliveries')
      .select('event_id')
      .where('event_id', 'in', ['msg_old_1', 'msg_old_2'])
      .execute();
    expect(deliveries.map((row) => row.event_id)).toEqual(['msg_old_2']);
  });
  it('resolves a target when it is added: names of loopback or private addresses are refused then, not only at delivery (issue 48)', async () => {
    const production = { ...app.deps, webhookSettings: { ...app.deps.webhookSettings, allowPrivateTargets: false } };
    const addresses: Record<string, string[]> = {
      vm: ['10.0.0.7'],
      'hooks.example.com': ['203.0.113.9', 'fd00::1'],
      'receiver.example.com': ['93.184.216.34'],
    };
    const asked: string[] = [];
    const resolveAll = async (host: string) => {
      asked.push(host);
      if (!addresses[host]) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
      return addresses[host];
    };
    const add = (url: string) => addEndpoint(production, url, ['account.submitted'], resolveAll);
    for (const url of [
      'http://vm/hook',
      'http://foo.localhost/hook',
      'https://LOCALHOST./hook',
      'https://hooks.example.com/hook',
      'https://nowhere.example.com/hook',
    ])
      await expect(add(url), url).rejects.toThrow(/^The URL is refused: .*(loopback or private|does not resolve)/);
    expect(asked).not.toContain('foo.localhost');
    expect(asked).not.toContain('localhost');
    await expect(add('https://receiver.example.com/hook')).resolves.toMatchObject({ id: expect.any(Number) });
  });
});
