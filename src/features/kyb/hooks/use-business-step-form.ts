import type { UseMutationResult } from '@tanstack/react-query';
import * as v from 'valibot';
import type { BusinessAccountResponse } from '@/contract';
import { useOnboardingStep } from '@/ui/use-onboarding-step';
import { businessAccountQuery } from '../api/get-business-account';
import type { KybStepProps } from '../components/step-props';
import { stepDraftId, type KybStep } from '../drafts/kyb-drafts';
import { usePrefill } from './use-prefilled-form';

interface BusinessStepForm<Values, Output> {
  step: KybStep;
  schema: v.GenericSchema<Values, Output>;
  empty: Values;
  /** The step's values in the saved business account; null when the step was never saved. */
  fromAccount: (account: BusinessAccountResponse) => Values | null | Promise<Values | null>;
  /** The step's save operation: null when queued, the server's answer when synced. */
  save: UseMutationResult<unknown, Error, Output>;
}

/**
 * A step kept in the business account record (information, activity, compliance): `useOnboardingStep` prefilled
 * from the saved account, its values parsed by the contract's schema and sent through `save`.
 */
export function useBusinessStepForm<Values extends Record<string, unknown>, Output>(
  { account, readOnly, changes, onBack, onDone }: KybStepProps,
  { step, schema, empty, fromAccount, save }: BusinessStepForm<Values, Output>,
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
    send: (submitted) => save.mutateAsync(v.parse(schema, submitted)),
    onSent: (response) => onDone(response ? 'synced' : 'queued'),
  });
}
