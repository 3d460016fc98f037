import { submitStep, type StepRequest } from '@/offline';

/** A KYC step through the outbox: 'synced' with the server's answer, or 'queued' when it is sent later. */
export async function sendStep<Response>(request: StepRequest): Promise<{ outcome: 'synced'; response: Response } | { outcome: 'queued' }> {
  const response = await submitStep<Response>(request);
  return response === null ? { outcome: 'queued' } : { outcome: 'synced', response };
}
