import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/contract';
import { openOfflineDb, type OfflineDb } from '@/offline/db';
import { loadDraftIn, saveDraftIn, type Scope } from '@/offline/drafts';
import { enqueueStepIn, retryStepIn, waitForStepIn, type StepRequest } from '@/offline/outbox';
import { createSyncEngine, retryDelay, MAX_RETRY_MS, type EngineDeps } from '@/offline/engine';
import { leaseLock } from '@/offline/lock';

interface Sent {
  endpoint: string;
  input: { body?: Record<string, unknown>; query?: Record<string, unknown> };
  key: string;
}

let db: OfflineDb;
let scope: Scope;
let sent: Sent[];
let clock: number;
let timers: Array<{ run: () => void; ms: number }>;

beforeEach(() => {
  db = openOfflineDb(`test-${Math.random().toString(36).slice(2)}`);
  scope = { db, userId: 'user-1' };
  sent = [];
  clock = 1_000_000;
  timers = [];
});
afterEach(async () => {
  db.close();
  await db.delete();
});

type Reply = (entry: Sent) => unknown;
function engine(reply: Reply = () => ({ ok: true }), overrides: Partial<EngineDeps> = {}) {
  return createSyncEngine({
    db,
    getUserId: () => scope.userId,
    withLock: leaseLock(db, Math.random().toString(36), { pollMs: 5, now: () => clock }),
    call: async (endpoint, input, options) => {
      const entry = { endpoint, input: input as Sent['input'], key: options.idempotencyKey };
      sent.push(entry);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return reply(entry);
    },
    now: () => clock,
    random: () => 0.5,
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
    ...overrides,
  });
}

const step = (stepId: string, body: Record<string, unknown> = {}, extra: Partial<StepRequest> = {}): StepRequest =>
  ({ stepId, endpoint: 'saveBusinessInfo', input: { body }, ...extra }) as StepRequest;
const rowsOf = () => db.outbox.orderBy('seq').toArray();

describe('sync engine', () => {
  it('sends queued steps in the order they were submitted, each once, and keeps their responses', async () => {
    for (const id of ['a', 'b', 'c']) await enqueueStepIn(scope, step(id, { id }));
    await engine(({ input }) => ({ echoed: input.body?.id })).kick();
    expect(sent.map((entry) => entry.input.body?.id)).toEqual(['a', 'b', 'c']);
    const rows = await rowsOf();
    expect(rows.map((row) => [row.state, row.response])).toEqual([
      ['synced', { echoed: 'a' }],
      ['synced', { echoed: 'b' }],
      ['synced', { echoed: 'c' }],
    ]);
    expect(await db.outboxInputs.count()).toBe(0);
  });

  it('takes the accountId of an earlier step into the next ones, even if they were queued first', async () => {
    await enqueueStepIn(
      scope,
      step(
        'kyc/identity',
        { accountId: 0, x: 1 },
        { dependsOn: [{ stepId: 'accounts/create', take: { 'body.accountId': 'accountId' } }] },
      ),
    );
    await enqueueStepIn(scope, {
      stepId: 'accounts/create',
      endpoint: 'saveCustomerAccount',
      input: { body: { accountEmailAddress: 'a@b.co', accountType: 1, accountId: '' } },
    });
    await enqueueStepIn(
      scope,
      step('kyb/delete', {}, {
        input: { query: { account_id: 0 } },
        dependsOn: [{ stepId: 'accounts/create', take: { 'query.account_id': 'accountId' } }],
      } as Partial<StepRequest>),
    );
    await engine(({ endpoint }) => (endpoint === 'saveCustomerAccount' ? { accountId: 42 } : {})).kick();
    expect(sent.map((entry) => entry.endpoint)).toEqual([
      'saveCustomerAccount',
      'saveBusinessInfo',
      'saveBusinessInfo',
    ]);
    expect(sent[1]!.input.body).toEqual({ accountId: 42, x: 1 });
    expect(sent[2]!.input.query).toEqual({ account_id: 42 });
  });

  it('sends a step whose dependency is unknown on this device as it was given', async () => {
    await enqueueStepIn(
      scope,
      step(
        'kyc/identity:7',
        { accountId: 7 },
        { dependsOn: [{ stepId: 'kyc/personal:7', take: { 'body.accountId': 'accountId' } }] },
      ),
    );
    await engine().kick();
    expect(sent[0]!.input.body).toEqual({ accountId: 7 });
  });

  it('retries network failures and 5xx with exponential back-off capped at 5 minutes', async () => {
    await enqueueStepIn(scope, step('a'), clock);
    await enqueueStepIn(scope, step('b'), clock);
    const failures = [new NetworkError(), new ApiError(503, 'Down'), new NetworkError()];
    const sync = engine(() => {
      const failure = failures.shift();
      if (failure) throw failure;
      return {};
    });
    await sync.kick();
    // The pass stops at the first failure: 'b' waits behind 'a'.
    expect(sent.map((entry) => entry.input)).toHaveLength(1);
    expect(timers.map((timer) => timer.ms)).toEqual([2_000]);
    const fireTimer = async () => {
      const timer = timers.shift()!;
      clock += timer.ms;
      timer.run();
      await sync.kick();
    };
    await fireTimer();
    expect(timers.map((timer) => timer.ms)).toEqual([4_000]);
    await fireTimer();
    expect(timers.map((timer) => timer.ms)).toEqual([8_000]);
    expect((await rowsOf())[0]!.attempts).toBe(3);
    await fireTimer();
    expect(timers).toHaveLength(0);
    const rows = await rowsOf();
    expect(rows.map((row) => row.state)).toEqual(['synced', 'synced']);
    expect(new Set(sent.map((entry) => entry.key)).size).toBe(2);
    expect(retryDelay(3, () => 0.5)).toBe(8_000);
    expect(retryDelay(30, () => 1)).toBe(MAX_RETRY_MS);
  });

  it('a 4xx refusal stops its chain with the server message; unrelated steps still go', async () => {
    await enqueueStepIn(scope, step('kyb/0', { bad: true }));
    await enqueueStepIn(
      scope,
      step('kyb/1', {}, { dependsOn: [{ stepId: 'kyb/0', take: { 'body.accountId': 'accountId' } }] }),
    );
    await enqueueStepIn(scope, step('payments/request', { ok: true }));
    await engine(({ input }) => {
      if (input.body?.bad)
        throw new ApiError(
          400,
          'Save these steps first: Business Activities.',
          { legalName: 'Enter the legal name' },
          'saveStepsFirst',
          { steps: 'activity' },
          {
            legalName: { id: 'enter', values: { what: 'theLegalName' } },
          },
        );
      return {};
    }).kick();
    const rows = await rowsOf();
    expect(rows.map((row) => [row.stepId, row.state])).toEqual([
      ['kyb/0', 'refused'],
      ['kyb/1', 'queued'],
      ['payments/request', 'synced'],
    ]);
    // The refusal is kept with its message ids, for the step to show it in the language chosen when it is read.
    expect(rows[0]).toMatchObject({
      httpStatus: 400,
      errorMessage: 'Save these steps first: Business Activities.',
      fieldErrors: { legalName: 'Enter the legal name' },
      errorId: 'saveStepsFirst',
      errorValues: { steps: 'activity' },
      fieldErrorIds: { legalName: { id: 'enter', values: { what: 'theLegalName' } } },
    });
    await expect(waitForStepIn(scope, 'kyb/0', 1_000)).rejects.toMatchObject({
      status: 400,
      errorId: 'saveStepsFirst',
      errorValues: { steps: 'activity' },
      fieldErrorIds: { legalName: { id: 'enter', values: { what: 'theLegalName' } } },
    });

    // The user fixes the step: a new version (new key) goes, then the chain goes on.
    const refusedKey = rows[0]!.idempotencyKey;
    await enqueueStepIn(scope, step('kyb/0', { bad: false }));
    await engine(() => ({ accountId: 5 })).kick();
    const fixed = await rowsOf();
    expect(fixed.map((row) => row.state)).toEqual(['synced', 'synced', 'synced']);
    expect(fixed[0]!.idempotencyKey).not.toBe(refusedKey);
    expect(sent.at(-1)!.input.body).toEqual({ accountId: 5 });
  });

  it('retryStep queues a refused step again with a new key', async () => {
    await enqueueStepIn(scope, step('a'));
    await engine(() => {
      throw new ApiError(422, 'Not now');
    }).kick();
    const [refused] = await rowsOf();
    await retryStepIn(scope, 'a');
    const [queued] = await rowsOf();
    expect(queued).toMatchObject({ state: 'queued', attempts: 0 });
    expect(queued!.errorMessage).toBeUndefined();
    expect(queued!.idempotencyKey).not.toBe(refused!.idempotencyKey);
  });

  it('a 401 is not a refusal: the steps stay queued and nothing more is sent', async () => {
    await enqueueStepIn(scope, step('a'));
    await enqueueStepIn(scope, step('b'));
    await engine(() => {
      throw new ApiError(401, 'Your session has ended.');
    }).kick();
    expect(sent).toHaveLength(1);
    expect((await rowsOf()).map((row) => row.state)).toEqual(['queued', 'queued']);
    expect(timers).toHaveLength(0);
  });

  it('never sends a step twice: double submits, two tabs at once, a page closed mid-send', async () => {
    await enqueueStepIn(scope, step('a', { v: 1 }));
    await enqueueStepIn(scope, step('a', { v: 1 }));
    for (const id of ['b', 'c', 'd', 'e']) await enqueueStepIn(scope, step(id));
    expect(await db.outbox.count()).toBe(5);
    await Promise.all([engine().kick(), engine().kick(), engine().kick()]);
    expect(sent).toHaveLength(5);
    expect(new Set(sent.map((entry) => entry.key)).size).toBe(5);

    // Closed mid-send: the row says 'sending'; the next start sends it again with the same key (the server replays).
    await enqueueStepIn(scope, step('f'));
    const [row] = await db.outbox.where({ userId: scope.userId, stepId: 'f' }).toArray();
    await db.outbox.update(row!.seq!, { state: 'sending' });
    await engine().kick();
    expect(sent.at(-1)!.key).toBe(row!.idempotencyKey);
    expect(sent.filter((entry) => entry.key === row!.idempotencyKey)).toHaveLength(1);
  });

  it('an edit while queued replaces the version (new key); an edit while sending follows it', async () => {
    const first = await enqueueStepIn(scope, step('a', { v: 1 }));
    const second = await enqueueStepIn(scope, step('a', { v: 2 }));
    expect(second.seq).toBe(first.seq);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    await db.outbox.update(first.seq!, { state: 'sending' });
    const third = await enqueueStepIn(scope, step('a', { v: 3 }));
    expect(third.seq).toBeGreaterThan(first.seq!);
    await engine().kick();
    expect(sent.map((entry) => entry.input.body?.v)).toEqual([2, 3]);
  });

  it('waitForStep resolves with the response once synced', async () => {
    await enqueueStepIn(scope, {
      stepId: 'accounts/create',
      endpoint: 'saveCustomerAccount',
      input: { body: { accountEmailAddress: 'a@b.co', accountType: 1 } },
    });
    const waiting = waitForStepIn(scope, 'accounts/create', 2_000);
    await engine(() => ({ accountId: 9 })).kick();
    await expect(waiting).resolves.toEqual({ accountId: 9 });
  });

  it('drops the drafts of a synced step unless they were edited after the submit', async () => {
    await saveDraftIn(scope, 'kyb/1', { name: 'x' }, clock - 10);
    await saveDraftIn(scope, 'kyb/directors', [{ name: 'y' }], clock - 10);
    await saveDraftIn(scope, 'kyb/2', { name: 'z' }, clock - 10);
    await enqueueStepIn(scope, step('kyb/1', {}, { clears: ['kyb/directors'] }), clock);
    await saveDraftIn(scope, 'kyb/2', { name: 'edited later' }, clock + 5);
    await enqueueStepIn(scope, step('kyb/2'), clock);
    await engine().kick();
    expect(await loadDraftIn(scope, 'kyb/1')).toBeUndefined();
    expect(await loadDraftIn(scope, 'kyb/directors')).toBeUndefined();
    expect((await loadDraftIn(scope, 'kyb/2'))?.values).toEqual({ name: 'edited later' });
  });

  it('sends only the signed-in user’s steps', async () => {
    await enqueueStepIn({ db, userId: 'someone-else' }, step('theirs'));
    await enqueueStepIn(scope, step('mine'));
    await engine().kick();
    expect(sent).toHaveLength(1);
  });
});

describe('draft store', () => {
  it('keeps documents out of line and restores them intact', async () => {
    const document = 'JVBERi0x'.padEnd(3 * 1024 * 1024, 'A');
    await saveDraftIn(scope, 'kyc/identity', {
      identificationName: 'passport.pdf',
      identificationAttachment: document,
      list: [{ proof: document }],
    });
    const row = await db.drafts.get(['user-1', 'kyc/identity']);
    expect(JSON.stringify(row!.values).length).toBeLessThan(300);
    const attachments = await db.attachments.where({ userId: 'user-1', draftId: 'kyc/identity' }).toArray();
    expect(attachments.map((a) => [a.path, a.type, a.size])).toEqual([
      ['identificationAttachment', 'application/pdf', (3 * 1024 * 1024 * 3) / 4],
      ['list.0.proof', 'application/pdf', (3 * 1024 * 1024 * 3) / 4],
    ]);
    const restored = await loadDraftIn<{ identificationAttachment: string; list: Array<{ proof: string }> }>(
      scope,
      'kyc/identity',
    );
    expect(restored!.values.identificationAttachment).toBe(document);
    expect(restored!.values.list[0]!.proof).toBe(document);

    await saveDraftIn(scope, 'kyc/identity', { identificationName: '', identificationAttachment: '', list: [] });
    expect(await db.attachments.count()).toBe(0);
  });
});
