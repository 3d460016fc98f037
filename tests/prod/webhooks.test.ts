import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { openDatabase, type DatabaseHandle } from '../../server/db';
import { signUp, type TestApp } from '../helpers/app';
import {
  accountWithIdentity,
  createdPayment,
  fiatPayment,
  referenceIds,
  requestOk,
  type ReferenceIds,
} from '../helpers/fixtures';
import { createTestDatabase, testPostgresUrl } from '../helpers/pg';
import { until, webhookReceiver } from '../helpers/webhook-receiver';
import { sharedDocumentKey, startServer, stopServer, type ServerProcess } from './servers';

const postgres = testPostgresUrl();

describe.skipIf(!postgres)('webhooks from two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let secret: string;
  let reader: DatabaseHandle;
  let ids: ReferenceIds;
  const env = () => ({
    DATABASE_URL: database.url,
    DEMO_MAIL: '1',
    JOBS_POLL_SECONDS: '0.5',
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
    WEBHOOK_RETRIES: '3',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
  });

  beforeAll(async () => {
    database = await createTestDatabase(postgres!);
    receiver = await webhookReceiver();
    // The operator command, as an operator runs it, with the servers' environment.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/webhooks.ts',
        'add',
        receiver.url,
        '--events',
        'account.submitted,payment.created,payment.confirmed',
      ],
      {
        env: {
          PATH: process.env.PATH ?? '',
          DOCUMENT_KEY: sharedDocumentKey,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'payway-webhooks-')),
          LOG_LEVEL: 'warn',
          ...env(),
        },
      },
    );
    secret = /(whsec_\S+)/.exec(stdout)![1];
    [a, b] = await Promise.all([startServer(env()), startServer(env())]);
    // The reference lists' ids the payloads name, read from the servers' database.
    reader = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
    ids = await referenceIds({ deps: { db: reader.db } } as unknown as TestApp);
  });
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopServer));
    await reader?.close();
    await receiver?.close();
    await database?.drop();
  });

  it('delivers each event once, signed, in order per subject, whichever instance made the change', async () => {
    const [onA, onB] = [a, b] as unknown as TestApp[];
    const payments: string[] = [];
    for (let customerIndex = 0; customerIndex < 3; customerIndex++) {
      const customer = { ...(await signUp(onA)) };
      await accountWithIdentity(onB, customer, ids);
      const transactionId = await createdPayment(onA, customer, fiatPayment(ids));
      const { paymentToken } = await requestOk(
        onB,
        `/payment/paymentToken?customer_email=${encodeURIComponent(customer.email)}&transactionId=${transactionId}`,
        {
          token: customer.token,
        },
      );
      await requestOk(onB, '/payment/validatePaymentToken', {
        token: customer.token,
        json: { email: customer.email, token: paymentToken, transactionId },
      });
      payments.push(transactionId);
    }
    await until(() => receiver.state.accepted.length >= 6, 20_000, 'six payment events');
    // A little longer: a copy sent twice would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const received = receiver.state.accepted;
    expect(new Set(received.map((event) => event.headers['webhook-id'])).size).toBe(received.length);
    for (const event of received) expect(new Webhook(secret).verify(event.body, event.headers)).toEqual(event.payload);
    for (const transactionId of payments)
      expect(
        received
          .filter((event) => event.payload.data.transactionId === transactionId)
          .map((event) => [event.payload.type, event.payload.data.sequence]),
      ).toEqual([
        ['payment.created', 1],
        ['payment.confirmed', 2],
      ]);
  });

  it('gets every event after the receiver answered 500 for a while', async () => {
    const [onA] = [a] as unknown as TestApp[];
    const before = receiver.state.accepted.length;
    receiver.state.status = 500;
    const customer = await signUp(onA);
    const transactionIds: string[] = [];
    await accountWithIdentity(onA, customer, ids);
    for (let index = 0; index < 3; index++)
      transactionIds.push(await createdPayment((index % 2 ? a : b) as unknown as TestApp, customer, fiatPayment(ids)));
    await until(() => receiver.state.refused >= 3, 20_000, 'refused tries');
    receiver.state.status = 200;
    await until(() => receiver.state.accepted.length >= before + 3, 20_000, 'the events after recovery');
    const after = receiver.state.accepted.slice(before);
    expect(after.map((event) => event.payload.data.transactionId).sort()).toEqual([...transactionIds].sort());
  });
});
