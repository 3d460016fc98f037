import { schemaResolver, useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import * as v from 'valibot';
import type { BusinessAccountResponse } from '@/contract';
import type { StepFormProps } from '@/ui/StepForm';
import { businessAccountQuery } from '../api/get-business-account';
import { type KybStepProps } from '../components/step-props';
import { submitFailureText } from '@/ui/submit-failure';
import { stepDraftId, type KybStep } from '../drafts/kyb-drafts';
import { usePrefilledForm } from './use-prefilled-form';

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
 * A step kept in the business account record (information, activity, compliance): its form checked by the
 * contract's schema, prefilled from the saved account then its draft, and sent through `save`. Returns the form
 * and the props of its StepForm frame (all but the submit label).
 */
export function useBusinessStepForm<Values extends Record<string, unknown>, Output>(
  { account, readOnly, changes, onBack, onDone }: KybStepProps,
  { step, schema, empty, fromAccount, save }: BusinessStepForm<Values, Output>,
) {
  const stepId = stepDraftId(step, account.key);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: empty,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  const { ready, failed } = usePrefilledForm(form, {
    draftId: stepId,
    accountId: account.accountId,
    load: async (client, accountId) => fromAccount(await client.fetchQuery(businessAccountQuery(accountId))),
  });
  const onSubmit = form.onSubmit((submitted) =>
    save.mutate(v.parse(schema, submitted), { onSuccess: (response) => onDone(response ? 'synced' : 'queued') }),
  );
  const frame = {
    stepId,
    changes,
    ready,
    failed,
    readOnly,
    pending: save.isPending,
    error: submitFailureText(save.error),
    onSubmit,
    onBack,
  } satisfies Omit<StepFormProps, 'submitLabel' | 'children'>;
  return { form, frame };
}
