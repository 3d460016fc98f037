import type * as v from 'valibot';
import { useState } from 'react';
import { useForm } from '@mantine/form';
import type { BodyOf, EndpointName, Endpoints, ResponseOf } from '@/contract';
import { submitStep, usePrefilledDraft, type Dependency } from '@/offline';
import type { StepFormProps } from './StepForm';
import { submitFailureText } from './submit-failure';
import { validateWith } from '@/app/wording/form-validation';

export interface OnboardingStepOptions<Values, K extends EndpointName> {
  /** The step's id in the outbox and its draft's. */
  stepId: string;
  /** The contract's schema of the form. */
  schema: v.GenericSchema;
  /** The empty form. */
  initialValues: Values;
  /** The saved values to edit: undefined while they load, null when there are none (or they cannot be read). */
  saved: Values | null | undefined;
  /** The saved step could not be read (product §8's prefill failure). */
  failed?: boolean;
  /** The account is with the reviewers: nothing can change. */
  readOnly: boolean;
  /** The reviewers asked for changes to this step. */
  changes?: StepFormProps['changes'];
  onBack?: () => void;
  /**
   * While the draft is restored: true keeps the fields on screen, disabled (the page showed the loading already);
   * false shows 'Loading...' in their place.
   */
  fieldsWhileRestoring?: boolean;
  /** The endpoint the step is sent to, through the outbox. */
  endpoint: K;
  /** The request's body from the submitted values (the step's request mapping); a throw shows in the banner. */
  toRequest: (values: Values) => BodyOf<Endpoints[K]>;
  /** A rule beyond the form's fields, checked once they are valid: false keeps the step unsent (the step says why). */
  canSend?: (values: Values) => boolean;
  /** Earlier steps to wait for, and values to take from their responses. */
  dependsOn: Dependency[];
  /** More drafts to remove once the step is synced. */
  clears?: string[];
  /** The step is stored: the server's answer when it reached the server, null when it waits in the outbox. */
  onSent: (response: ResponseOf<Endpoints[K]> | null) => void;
}

/**
 * An onboarding step's form (KYC tab or KYB step): checked by the contract's schema, prefilled with the saved values
 * then its draft, its request (`toRequest`) sent to `endpoint` through the outbox after `dependsOn` (a failure shows
 * in the red banner, product §8). Returns the form and the props of its StepForm frame (all but the submit label).
 */
export function useOnboardingStep<Values extends Record<string, unknown>, K extends EndpointName>({
  stepId,
  schema,
  initialValues,
  saved,
  failed,
  readOnly,
  changes,
  onBack,
  fieldsWhileRestoring = false,
  endpoint,
  toRequest,
  canSend,
  dependsOn,
  clears,
  onSent,
}: OnboardingStepOptions<Values, K>) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: validateWith(schema),
    validateInputOnBlur: true,
  });
  const draft = usePrefilledDraft(form, { draftId: stepId, saved });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const onSubmit = form.onSubmit(async (submitted) => {
    if (canSend && !canSend(submitted)) return;
    setFailure(null);
    setPending(true);
    try {
      const input = { body: toRequest(submitted) } as never;
      onSent(await submitStep<ResponseOf<Endpoints[K]>, K>({ stepId, endpoint, input, dependsOn, clears }));
    } catch (error) {
      setFailure(error ?? new Error('Submit failed'));
    } finally {
      setPending(false);
    }
  });

  const frame = {
    stepId,
    changes,
    ready: fieldsWhileRestoring || draft.restored,
    failed,
    readOnly: readOnly || (fieldsWhileRestoring && !draft.restored),
    pending,
    error: submitFailureText(failure),
    onSubmit,
    onBack,
  } satisfies Omit<StepFormProps, 'submitLabel' | 'children'>;
  return { form, frame };
}
