import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { BodyOf, EndpointName, Endpoints } from '@/contract';
import { useOnboardingStep } from '@/ui/use-onboarding-step';
import type { KybStepProps } from '../components/step-props';
import { peopleDraftId, stepDraftId, type KybStep } from '../drafts/kyb-drafts';
import { stepDependencies } from '../kyb-account';
import { usePrefill } from './use-prefill';

export interface KybStepForm<Values, Output, K extends EndpointName> {
  step: KybStep;
  schema: v.GenericSchema<Values, Output>;
  empty: Values;
  /** The step as saved, documents downloaded; null when the step was never saved. */
  load: (client: QueryClient, accountId: number) => Promise<Values | null>;
  /** The endpoint the step is sent to, through the outbox. */
  endpoint: K;
  /** The request's body from the values parsed by the schema and the account's id (0 while it is being created). */
  toRequest: (values: Output, accountId: number) => BodyOf<Endpoints[K]>;
  /** A rule beyond the form's fields, checked once they are valid: false keeps the step unsent (the step says why). */
  canSend?: (values: Values) => boolean;
}

/**
 * A KYB step: `useOnboardingStep` prefilled from the saved step, its values parsed by the contract's schema and sent
 * to `endpoint` after the steps before it (product §4: the working lists of people are cleared once it is synced).
 */
export function useKybStepForm<Values extends Record<string, unknown>, Output, K extends EndpointName>(
  { account, readOnly, changes, onBack, onDone }: KybStepProps,
  { step, schema, empty, load, endpoint, toRequest, canSend }: KybStepForm<Values, Output, K>,
) {
  const stepId = stepDraftId(step, account.key);
  const { saved, failed } = usePrefill({ draftId: stepId, accountId: account.accountId, load });
  return useOnboardingStep({
    stepId,
    schema,
    initialValues: empty,
    saved,
    failed,
    readOnly,
    changes,
    onBack,
    endpoint,
    toRequest: (submitted) => toRequest(v.parse(schema, submitted), account.accountId ?? 0),
    canSend,
    dependsOn: stepDependencies(step, account),
    clears: [peopleDraftId(account.key)],
    onSent: (response) => onDone(response ? 'synced' : 'queued'),
  });
}
