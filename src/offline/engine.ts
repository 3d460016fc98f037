/**
 * The sync engine: sends the signed-in user's outbox (db.ts) in order, one step at a time, from one tab at a time.
 * Pure of browser globals so unit tests drive it with fake-indexeddb and a fake `call`; engine-instance.ts wires
 * it to the app (api client, session, online/visibility events, Web Locks).
 */
import { ApiError } from '@/contract';
import type { OfflineDb, OutboxRow } from './db';
import { clearDraftsIn, type Scope } from './drafts';
import { forgetRefusedUploads, sendStepDocuments, type DocumentTransfer } from './uploads';
import { NO_REFUSAL, refusalOf } from './refusal';
import { unseal } from './sealing';

export interface SyncedStep {
  stepId: string;
  endpoint: string;
  response: unknown;
}

export interface EngineDeps {
  db: OfflineDb;
  call: (endpoint: string, input: unknown, options: { idempotencyKey: string; quiet: true }) => Promise<unknown>;
  /** Sends a document of a step before the step (tus); without it documents stay inside the step's JSON. */
  transfer?: DocumentTransfer;
  getUserId: () => string | undefined;
  /** Runs `task` while this tab is the only sender; resolves once it has run. */
  withLock: (task: () => Promise<void>) => Promise<void>;
  /** Runs before each pass, e.g. to bring steps written by an earlier version to this one's shapes (migrate-work.ts). */
  prepare?: (scope: Scope) => Promise<void>;
  onSynced?: (step: SyncedStep) => void;
  /** A send failed and waits for its back-off timer (the app also asks for a Background Sync). */
  onRetryScheduled?: () => void;
  now?: () => number;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => () => void;
}

export const FIRST_RETRY_MS = 2_000;
export const MAX_RETRY_MS = 5 * 60_000;

/** Exponential back-off: 2 s, 4 s, 8 s … capped at 5 minutes, with ±25 % jitter so tabs and devices spread out. */
export function retryDelay(attempts: number, random = Math.random) {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.min(MAX_RETRY_MS, Math.round(base * (0.75 + random() * 0.5)));
}

/** 408, 409 (the first request with this key is still running), 425, 429 and 5xx are worth another try. */
const isRetryable = (status: number) => status >= 500 || [408, 409, 425, 429].includes(status);

function getPath(source: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      source,
    );
}

function setPath(target: unknown, path: string, value: unknown): unknown {
  const [key, ...rest] = path.split('.');
  const base = (target && typeof target === 'object' ? target : {}) as Record<string, unknown>;
  const copy = Array.isArray(base) ? [...base] : { ...base };
  (copy as Record<string, unknown>)[key!] = rest.length ? setPath(base[key!], rest.join('.'), value) : value;
  return copy;
}

/** How a pass ended; 'retry' carries when the failed step is due again. */
type PassEnd = 'idle' | 'auth' | { retryAt: number };

export function createSyncEngine(deps: EngineDeps) {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const setTimer =
    deps.setTimer ??
    ((run, ms) => {
      const id = setTimeout(run, ms);
      return () => clearTimeout(id);
    });

  let running: Promise<void> | null = null;
  let again = false;
  let cancelTimer: (() => void) | null = null;

  /** The first step that may go now: earlier versions of it synced, every dependency synced. */
  function nextSendable(rows: OutboxRow[]): { row: OutboxRow; takes: Array<[string, unknown]> } | undefined {
    const pendingSteps = new Set<string>();
    const lastSynced = new Map<string, OutboxRow>();
    for (const row of rows) {
      if (row.state === 'synced') lastSynced.set(row.stepId, row);
    }
    for (const row of rows) if (row.state !== 'synced') pendingSteps.add(row.stepId);
    const seenPending = new Set<string>();
    for (const row of rows) {
      if (row.state === 'synced') continue;
      const earlierVersionPending = seenPending.has(row.stepId);
      seenPending.add(row.stepId);
      if (earlierVersionPending || row.state === 'refused') continue;
      if (row.dependsOn.some((dep) => pendingSteps.has(dep.stepId))) continue;
      const takes: Array<[string, unknown]> = [];
      for (const dep of row.dependsOn) {
        const source = lastSynced.get(dep.stepId);
        if (!source) continue;
        for (const [target, from] of Object.entries(dep.take ?? {}))
          takes.push([target, getPath(source.response, from)]);
      }
      return { row, takes };
    }
    return undefined;
  }

  /** Marks the row as being sent and reads its input, unless another tab or an edit changed it meanwhile. */
  async function claim(scope: Scope, row: OutboxRow): Promise<{ input: unknown } | undefined> {
    const { db } = scope;
    return db.transaction('rw', db.outbox, db.outboxInputs, async () => {
      const fresh = await db.outbox.get(row.seq!);
      if (
        !fresh ||
        fresh.idempotencyKey !== row.idempotencyKey ||
        (fresh.state !== 'queued' && fresh.state !== 'sending')
      )
        return undefined;
      const stored = await db.outboxInputs.get(row.seq!);
      await db.outbox.update(row.seq!, { state: 'sending', attempts: fresh.attempts + 1 });
      return { input: stored?.input ?? {} };
    });
  }

  async function settle(scope: Scope, row: OutboxRow, changes: Partial<OutboxRow>) {
    const { db } = scope;
    await db.transaction('rw', db.outbox, async () => {
      const fresh = await db.outbox.get(row.seq!);
      // An edit replaced this version while it was on its way: the edit stays queued as it is.
      if (fresh && fresh.idempotencyKey === row.idempotencyKey) await db.outbox.update(row.seq!, changes);
    });
  }

  async function markSynced(scope: Scope, row: OutboxRow, response: unknown) {
    const { db } = scope;
    await db.transaction('rw', [db.outbox, db.outboxInputs, db.drafts, db.attachments, db.uploads], async () => {
      const fresh = await db.outbox.get(row.seq!);
      if (!fresh || fresh.idempotencyKey !== row.idempotencyKey) return;
      await db.outbox.update(row.seq!, { state: 'synced', response, syncedAt: now(), ...NO_REFUSAL });
      await db.outboxInputs.delete(row.seq!);
      await db.uploads.where({ userId: scope.userId, seq: row.seq! }).delete();
      await clearDraftsIn(scope, row.clears, row.createdAt);
    });
  }

  async function sendOne(scope: Scope, row: OutboxRow, takes: Array<[string, unknown]>): Promise<PassEnd | 'next'> {
    const claimed = await claim(scope, row);
    if (!claimed) return 'next';
    try {
      const input = takes.reduce<unknown>(
        (value, [path, taken]) => setPath(value, path, taken),
        await unseal(scope.db, scope.userId, claimed.input),
      );
      const sendable = deps.transfer ? await sendStepDocuments(scope, row, input, deps.transfer, now) : input;
      const response = await deps.call(row.endpoint, sendable, { idempotencyKey: row.idempotencyKey, quiet: true });
      await markSynced(scope, row, response);
      deps.onSynced?.({ stepId: row.stepId, endpoint: row.endpoint, response });
      return 'next';
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await settle(scope, row, { state: 'queued' });
        return 'auth';
      }
      // An upload the step named is gone (purged, or used by an earlier version): send the documents again.
      if (
        error instanceof ApiError &&
        error.status === 404 &&
        (await forgetRefusedUploads(scope, row, error.fieldErrors))
      ) {
        await settle(scope, row, { state: 'queued', nextAttemptAt: now() });
        return { retryAt: now() };
      }
      if (error instanceof ApiError && !isRetryable(error.status)) {
        await settle(scope, row, { state: 'refused', ...refusalOf(error) });
        return 'next';
      }
      const retryAt = now() + retryDelay(row.attempts + 1, random);
      await settle(scope, row, { state: 'queued', nextAttemptAt: retryAt });
      return { retryAt };
    }
  }

  /**
   * Sends until nothing is sendable, a send must wait (network, 5xx) or the session expired ('auth': the api client
   * has ended the session and asked the user to sign in again; the steps stay queued for the next sign-in).
   */
  async function pass(): Promise<PassEnd> {
    const userId = deps.getUserId();
    if (!userId) return 'idle';
    const scope: Scope = { db: deps.db, userId };
    await deps.prepare?.(scope);
    for (;;) {
      const rows = await deps.db.outbox.where('userId').equals(userId).sortBy('seq');
      const next = nextSendable(rows);
      if (!next) return 'idle';
      const end = await sendOne(scope, next.row, next.takes);
      if (end !== 'next') return end;
    }
  }

  function scheduleRetry(at: number) {
    cancelTimer?.();
    cancelTimer = setTimer(
      () => {
        cancelTimer = null;
        void kick();
      },
      Math.max(0, at - now()),
    );
  }

  async function run() {
    let end = 'idle' as PassEnd;
    await deps.withLock(async () => {
      do {
        again = false;
        end = await pass();
      } while (again && end === 'idle');
    });
    if (typeof end === 'object') {
      scheduleRetry(end.retryAt);
      deps.onRetryScheduled?.();
    }
  }

  /** Sends what can be sent now; concurrent calls share one run (a call during a run makes it look again). */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    cancelTimer?.();
    cancelTimer = null;
    running = run().finally(() => {
      running = null;
      if (again) void kick();
    });
    return running;
  }

  return {
    kick,
    dispose() {
      cancelTimer?.();
      cancelTimer = null;
    },
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
