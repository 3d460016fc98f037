import * as v from 'valibot';
import type { BodyOf, BusinessAccountResponse, EndpointName, Endpoints } from '@/contract';
import { useOnboardingStep } from '@/ui/use-onboarding-step';
import { businessAccountQuery } from '../api/get-business-account';
import type { KybStepProps } from '../components/step-props';
import { peopleDraftId, stepDraftId, type KybStep } from '../drafts/kyb-drafts';
import { stepDependencies } from '../kyb-account';
import { usePrefill } from './use-prefilled-form';

interface BusinessStepForm<Values, Output, K extends EndpointName> {
  step: KybStep;
  schema: v.GenericSchema<Values, Output>;
  empty: Values;
  /** The step's values in the saved business account; null when the step was never saved. */
  fromAccount: (account: BusinessAccountResponse) => Values | null | Promise<Values | null>;
  /** The endpoint the step is sent to, through the outbox. */
  endpoint: K;
  /** The request's body from the values parsed by the schema and the account's id (0 while it is being created). */
  toRequest: (values: Output, accountId: number) => BodyOf<Endpoints[K]>;
}

/**
 * A step kept in the business account record (information, activity, compliance): `useOnboardingStep` prefilled
 * from the saved account, its values parsed by the contract's schema and sent to `endpoint` after the steps before it
 * (product §4: the working lists of people are cleared once it is synced).
 */
export function useBusinessStepForm<Values extends Record<string, unknown>, Output, K extends EndpointName>(
  { account, readOnly, changes, onBack, onDone }: KybStepProps,
  { step, schema, empty, fromAccount, endpoint, toRequest }: BusinessStepForm<Values, Output, K>,
) {
  const stepId = stepDraftId(step, account.key);
  const { saved, failed } = usePrefill({
    draftId: stepId,
    accountId: account.accountId,
    load: async (client, accountId) => fromAccount(await client.fetchQuery(businessAccountQuery(accountId))),
  });
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
    dependsOn: stepDependencies(step, account),
    clears: [peopleDraftId(account.key)],
    onSent: (response) => onDone(response ? 'synced' : 'queued'),
  });
}
