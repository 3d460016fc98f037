/** The steps API for features: the outbox of the signed-in user, and a nudge to the sync engine. */
import { ApiError, type EndpointName } from '@/contract';
import { offlineDb } from './db';
import type { Scope } from './drafts';
import { flushAllDrafts } from './draft-saver';
import { syncNow } from './engine-instance';
import { enqueueStepIn, retryStepIn, waitForStepIn, type Dependency, type StepRequest } from './outbox';

export type { Dependency, StepRequest };
import { currentUserId } from './scope';

function signedInScope(): Scope {
  const userId = currentUserId();
  if (!userId) throw new Error('Steps can only be submitted by a signed-in user.');
  return { db: offlineDb(), userId };
}

/**
 * Stores a submitted step in the outbox (resolves in a few ms, online or not) and wakes the sync engine.
 * Same input while still queued: nothing changes. Edited input: replaces the queued or refused version.
 */
export async function enqueueStep<K extends EndpointName>(request: StepRequest<K>): Promise<void> {
  await flushAllDrafts();
  await enqueueStepIn(signedInScope(), request as StepRequest);
  syncNow();
}

/** The Retry action of a step: a refused step is queued again, a waiting one is sent without waiting for its timer. */
export async function retryStep(stepId: string): Promise<void> {
  await retryStepIn(signedInScope(), stepId);
  syncNow();
}

/**
 * Resolves with the step's response once synced (at once if it already is); rejects with the server's ApiError
 * if refused, or with an Error after `timeoutMs` (default 15 s), e.g. while offline.
 */
export function waitForStep<Response = unknown>(stepId: string, { timeoutMs = 15_000 } = {}): Promise<Response> {
  return waitForStepIn(signedInScope(), stepId, timeoutMs) as Promise<Response>;
}

/** How long a submitted step waits for the server's answer before it is left to the outbox (KYC and KYB alike). */
export const STEP_ANSWER_WAIT_MS = 10_000;

/**
 * Puts a step in the outbox (stored at once, sent exactly once) and, online, waits a moment for the server, so a
 * refusal shows on the form right away: it rejects with the server's ApiError. Resolves with the response, or with
 * null when the step waits for a connection or a slow server — it is sent later all the same.
 */
export async function submitStep<Response = unknown, K extends EndpointName = EndpointName>(
  request: StepRequest<K>,
  { waitMs = STEP_ANSWER_WAIT_MS } = {},
): Promise<Response | null> {
  await enqueueStep(request);
  if (!navigator.onLine) return null;
  try {
    return await waitForStep<Response>(request.stepId, { timeoutMs: waitMs });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return null;
  }
}
