import { ApiError, type BodyOf, type EndpointName, type Endpoints, type ResponseOf } from '@/contract';
import { enqueueStep, waitForStep } from '@/offline';
import { peopleDraftId, stepDraftId, type KybStep } from '../drafts/kyb-drafts';
import { stepDependencies, type KybAccount } from '../kyb-account';

const ANSWER_WAIT_MS = 10_000;

/**
 * Puts one KYB step in the outbox (stored at once, sent exactly once when online). Online, it waits a moment for
 * the server so a refusal shows on the form right away (rejects with the ApiError); offline or slow, it resolves
 * with null and the step goes on its way later. SPEC 4: the working lists are cleared after each successful step.
 */
export async function sendKybStep<K extends EndpointName>(
  step: KybStep,
  account: KybAccount,
  endpoint: K,
  body: BodyOf<Endpoints[K]>,
): Promise<ResponseOf<Endpoints[K]> | null> {
  const stepId = stepDraftId(step, account.key);
  await enqueueStep({ stepId, endpoint, input: { body } as never, dependsOn: stepDependencies(step, account), clears: [peopleDraftId(account.key)] });
  if (!navigator.onLine) return null;
  try {
    return await waitForStep<ResponseOf<Endpoints[K]>>(stepId, { timeoutMs: ANSWER_WAIT_MS });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return null;
  }
}
