import { ApiError } from '@/contract';
import { enqueueStep, waitForStep, type StepRequest } from '@/offline';

const ANSWER_WAIT_MS = 8000;

/**
 * Submits a step through the outbox and waits a few seconds for the server's answer: 'synced' with the response,
 * or 'queued' when it waits for a connection (it is sent later). A refusal rejects with the server's ApiError.
 */
export async function sendStep<Response>(request: StepRequest): Promise<{ outcome: 'synced'; response: Response } | { outcome: 'queued' }> {
  await enqueueStep(request);
  if (!navigator.onLine) return { outcome: 'queued' };
  try {
    return { outcome: 'synced', response: await waitForStep<Response>(request.stepId, { timeoutMs: ANSWER_WAIT_MS }) };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return { outcome: 'queued' };
  }
}
