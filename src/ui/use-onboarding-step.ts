import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { usePrefilledDraft } from '@/offline';
import type { StepFormProps } from './StepForm';
import { submitFailureText } from './submit-failure';

export interface OnboardingStepOptions<Values, Sent> {
  /** The step's id in the outbox and its draft's. */
  stepId: string;
  /** The contract's schema of the form. */
  schema: Parameters<typeof schemaResolver>[0];
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
  /** Sends the step through the outbox (its request and dependencies are the caller's); rejects when it failed. */
  send: (values: Values) => Promise<Sent>;
  /** The step is stored: what `send` resolved with. */
  onSent: (sent: Sent) => void;
}

/**
 * An onboarding step's form (KYC tab or KYB step): checked by the contract's schema, prefilled with the saved values
 * then its draft, sent by `send` (a failure shows in the red banner, product §8). Returns the form and the props of
 * its StepForm frame (all but the submit label).
 */
export function useOnboardingStep<Values extends Record<string, unknown>, Sent>({
  stepId,
  schema,
  initialValues,
  saved,
  failed,
  readOnly,
  changes,
  onBack,
  fieldsWhileRestoring = false,
  send,
  onSent,
}: OnboardingStepOptions<Values, Sent>) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  const draft = usePrefilledDraft(form, { draftId: stepId, saved });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const onSubmit = form.onSubmit(async (submitted) => {
    setFailure(null);
    setPending(true);
    try {
      onSent(await send(submitted));
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
