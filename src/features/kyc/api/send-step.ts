import { submitStep, type StepRequest } from '@/offline';

/** A sent KYC step: 'synced' with the server's answer, or 'queued' when it is sent later. */
export type SentStep<Response> = { outcome: 'synced'; response: Response } | { outcome: 'queued' };

/** A KYC step through the outbox (src/offline's submitStep). */
export async function sendStep<Response>(request: StepRequest): Promise<SentStep<Response>> {
  const response = await submitStep<Response>(request);
  return response === null ? { outcome: 'queued' } : { outcome: 'synced', response };
}
