/**
 * The outbox (see db.ts): a submitted step is a row in `outbox` (state, key, dependencies) plus its request in
 * `outboxInputs`. The idempotency key is made once per step version: submitting the same input again reuses it,
 * an edited input gets a new one.
 */
import { liveQuery } from 'dexie';
import { type CallInput, type EndpointName } from '@/contract';
import { SCHEMA_VERSION, type Dependency, type OutboxRow } from './db';
import type { Scope } from './drafts';
import { fingerprintOf } from './fingerprint';
import { nameStoredDocuments } from './stored-documents';
import { registerUploadsIn } from './uploads';
import { seal } from './sealing';
import { NO_REFUSAL, refusalError } from './refusal';

export type { Dependency };

export interface StepRequest<K extends EndpointName = EndpointName> {
  /** Stable id of the step; also the id of the draft removed once the step is synced. */
  stepId: string;
  endpoint: K;
  input: CallInput<K>;
  /** Earlier steps to wait for, and values to take from their responses. */
  dependsOn?: Dependency[];
  /** More drafts to remove once synced (e.g. the director and shareholder working lists). */
  clears?: string[];
}

const newKey = () => crypto.randomUUID();
const isPending = (row: OutboxRow) => row.state !== 'synced';

/** Latest rows first are what the UI shows; versions of one step keep their order by seq. */
export async function stepRowsIn(scope: Scope, stepId: string): Promise<OutboxRow[]> {
  return scope.db.outbox.where({ userId: scope.userId, stepId }).sortBy('seq');
}

export async function enqueueStepIn(scope: Scope, request: StepRequest, now = Date.now()): Promise<OutboxRow> {
  const { db, userId } = scope;
  const dependsOn = request.dependsOn ?? [];
  const clears = [...new Set([request.stepId, ...(request.clears ?? [])])];
  const input = nameStoredDocuments(request.input);
  const fingerprint = fingerprintOf(JSON.stringify([request.endpoint, input, dependsOn]));
  const sealedInput = await seal(db, userId, input);
  return db.transaction('rw', [db.outbox, db.outboxInputs, db.uploads], async () => {
    const last = (await stepRowsIn(scope, request.stepId)).filter(isPending).at(-1);
    if (last && last.fingerprint === fingerprint && last.state !== 'refused') return last;
    const version = {
      endpoint: request.endpoint,
      idempotencyKey: newKey(),
      dependsOn,
      clears,
      state: 'queued' as const,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
      fingerprint,
      schemaVersion: SCHEMA_VERSION,
      ...NO_REFUSAL,
    };
    // A version not yet on its way is replaced in place (it keeps its turn); one being sent is followed by the new one.
    if (last && last.state !== 'sending') {
      const row = { ...last, ...version };
      await db.outbox.put(row);
      await db.outboxInputs.put({ seq: last.seq!, userId, input: sealedInput });
      await registerUploadsIn(scope, last.seq!, input, now);
      return row;
    }
    const row: OutboxRow = { userId, stepId: request.stepId, ...version };
    const seq = (await db.outbox.add(row))!;
    row.seq = seq;
    await db.outboxInputs.put({ seq, userId, input: sealedInput });
    await registerUploadsIn(scope, seq, input, now);
    return row;
  });
}

/** Puts a refused step back in the queue (new key: the server's refusal was not an effect) or sends a waiting one now. */
export async function retryStepIn(scope: Scope, stepId: string, now = Date.now()): Promise<void> {
  const { db } = scope;
  await db.transaction('rw', db.outbox, async () => {
    const last = (await stepRowsIn(scope, stepId)).filter(isPending).at(-1);
    if (!last) return;
    await db.outbox.update(last.seq!, {
      state: last.state === 'sending' ? 'sending' : 'queued',
      nextAttemptAt: now,
      ...(last.state === 'refused' ? { idempotencyKey: newKey(), attempts: 0, ...NO_REFUSAL } : {}),
    });
  });
}

export function waitForStepIn(scope: Scope, stepId: string, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      reject(new Error(`Step ${stepId} is not synced yet.`));
    }, timeoutMs);
    const subscription = liveQuery(() => stepRowsIn(scope, stepId)).subscribe({
      next(rows) {
        const last = rows.at(-1);
        if (!last || last.state === 'queued' || last.state === 'sending') return;
        clearTimeout(timer);
        // liveQuery may call next() synchronously inside subscribe(): defer the unsubscribe.
        queueMicrotask(() => subscription.unsubscribe());
        if (last.state === 'synced') resolve(last.response);
        else reject(refusalError(last));
      },
      error(error) {
        clearTimeout(timer);
        reject(error);
      },
    });
  });
}
