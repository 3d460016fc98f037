import type { BodyOf, EndpointName, Endpoints, ResponseOf } from '@/contract';
import { submitStep } from '@/offline';
import { peopleDraftId, stepDraftId, type KybStep } from '../drafts/kyb-drafts';
import { stepDependencies, type KybAccount } from '../kyb-account';

/**
 * Puts one KYB step in the outbox (stored at once, sent exactly once when online). Online, it waits a moment for
 * the server so a refusal shows on the form right away (rejects with the ApiError); offline or slow, it resolves
 * with null and the step goes on its way later. Product §4: the working lists are cleared after each successful step.
 */
export async function sendKybStep<K extends EndpointName>(
  step: KybStep,
  account: KybAccount,
  endpoint: K,
  body: BodyOf<Endpoints[K]>,
): Promise<ResponseOf<Endpoints[K]> | null> {
  const stepId = stepDraftId(step, account.key);
  return submitStep<ResponseOf<Endpoints[K]>>({
    stepId,
    endpoint,
    input: { body } as never,
    dependsOn: stepDependencies(step, account),
    clears: [peopleDraftId(account.key)],
  });
}
