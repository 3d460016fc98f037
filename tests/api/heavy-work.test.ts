import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '../../src/contract';
import { createTestApp, listenOnLoopback, signUp, type TestApp } from '../helpers/app';
import { accountWithIdentity, otherInfoStep, PDF, randomPdf, referenceIds } from '../helpers/fixtures';
import { purgeOrphanChunks, sealUploads, storeDocument, type SealedContent } from '../../server/storage/documents';
import { keepAliveAgent, send } from '../helpers/http-client';

/**
 * CPU-heavy work (argon2, decoding and encrypting documents) runs before a request's transaction, so it never holds
 * the database (on PGlite, its only connection) while others wait. Measured over real connections: an unrelated
 * signed-in read stays fast while a 10 MB document and 50 sign-ins are processed.
 */
let app: TestApp;
let server: Awaited<ReturnType<typeof listenOnLoopback>>;

beforeAll(async () => {
  // The sign-ins come from one address: the per-address limits are raised so that every one reaches argon2.
  app = await createTestApp({
    env: { RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000/15m', RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_ACCOUNT: '1000/15m' },
  });
  server = await listenOnLoopback(app);
});
afterAll(async () => {
  await server?.close();
  await app?.close();
});

const api = (path: string) => `/api/v1${path}`;
const figures = (latencies: number[]) => `read latencies (ms): ${latencies.map(Math.round).join(', ')}`;

describe('CPU-heavy work outside the database', () => {
  it('keeps an unrelated request under 100 ms (median) while a 10 MB document and 50 sign-ins are processed', async () => {
    const customer = await signUp(app);
    const ids = await referenceIds(app);
    const accountId = await accountWithIdentity(app, customer, ids);
    const pdf = randomPdf(DOCUMENT_MAX_BYTES);
    const step = otherInfoStep(ids, accountId, customer.email, { proofOfAddressAttachment: pdf.toString('base64') });
    const heavyAgent = keepAliveAgent(60);
    const readAgent = keepAliveAgent(1);
    const unrelated = { path: api('/settings/twoFactor'), headers: { authorization: `Bearer ${customer.token}` } };
    // Warm the reading connection and the route once.
    expect((await send(server.url, readAgent, unrelated)).status).toBe(200);

    let heavyDone = false;
    const upload = send(server.url, heavyAgent, {
      method: 'POST',
      path: api('/accounts/saveCustomerOtherInfo'),
      body: JSON.stringify(step),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    });
    const signIns = Array.from({ length: 50 }, (_, i) =>
      send(server.url, heavyAgent, {
        method: 'POST',
        path: api('/auth/authenticate'),
        body: JSON.stringify({ username: `nobody${i}@example.com`, password: 'wrong password' }),
        headers: { 'content-type': 'application/json' },
      }),
    );
    const heavyStarted = performance.now();
    let heavyMs = 0;
    const heavy = Promise.all([upload, ...signIns]).finally(() => {
      heavyDone = true;
      heavyMs = performance.now() - heavyStarted;
    });

    const latencies: number[] = [];
    while (!heavyDone) {
      const started = performance.now();
      const read = await send(server.url, readAgent, unrelated);
      if (heavyDone) break;
      expect(read.status).toBe(200);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [stored, ...refused] = await heavy;
    console.info(`heavy work ${Math.round(heavyMs)} ms; ${figures(latencies)}`);
    expect(stored.status, stored.text).toBe(200);
    expect(refused.every((response) => response.status === 401)).toBe(true);
    heavyAgent.destroy();
    readAgent.destroy();

    // The reads were answered while the heavy work was going on (before, they queued behind it: seconds each).
    // On a machine shared with other work single reads can be slowed by CPU contention: the typical read is the
    // measure, and no read may wait anywhere near the whole batch.
    const sorted = [...latencies].sort((a, b) => a - b);
    const described = figures(latencies);
    expect(latencies.length).toBeGreaterThanOrEqual(5);
    expect(sorted[Math.floor(sorted.length / 2)], described).toBeLessThan(100);
    expect(sorted[sorted.length - 1], described).toBeLessThan(heavyMs / 2);
  }, 120_000);

  it('purges the pieces of documents whose request never stored them, after an hour, and keeps the stored ones', async () => {
    const { email } = await signUp(app);
    const owner = await app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const upload = (field: string) => ({ field, name: 'bill.pdf', content: PDF.toString('base64') });
    const sealed = await sealUploads(app.deps.db, owner.id, [upload('stored'), upload('refused')]);
    await app.deps.db
      .transaction()
      .execute((trx) =>
        storeDocument(trx, sealed('stored'), { ownerUserId: owner.id, accountId: null, identificationType: null }),
      );
    const idOf = (field: string) => (sealed(field) as SealedContent).id;
    const pieces = (id: string) =>
      app.deps.db.selectFrom('document_chunks').select('position').where('document_id', '=', id).execute();
    await purgeOrphanChunks(app.deps.db, new Date(Date.now() + 30 * 60_000));
    expect(await pieces(idOf('refused'))).toHaveLength(1);
    await purgeOrphanChunks(app.deps.db, new Date(Date.now() + 61 * 60_000));
    expect(await pieces(idOf('refused'))).toHaveLength(0);
    expect(await pieces(idOf('stored'))).toHaveLength(1);
  });
});
