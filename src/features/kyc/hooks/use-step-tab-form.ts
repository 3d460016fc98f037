import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { usePrefilledDraft } from '@/offline';
import type { StepFormProps } from '@/ui/StepForm';
import { submitFailureText } from '@/ui/submit-failure';
import type { SentStep } from '../api/send-step';
import { type StepTabProps, type StepTabResponse } from '../components/step-tab';

/**
 * A KYC tab's form: checked by the contract's schema, prefilled with the saved values then its draft, and sent by
 * `send` (the tab's step through the outbox; a failure shows in the red banner). Returns the form and the props of
 * its StepForm frame (all but the submit label).
 */
export function useStepTabForm<Values extends Record<string, unknown>>(
  { stepId, initialValues, prefill, ready, readOnly, changes, onDone }: StepTabProps<Values>,
  { schema, send }: { schema: Parameters<typeof schemaResolver>[0]; send: (values: Values) => Promise<SentStep<StepTabResponse>> },
) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  const draft = usePrefilledDraft(form, { draftId: stepId, saved: ready ? prefill : undefined });
  const [sending, setSending] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);

  const onSubmit = form.onSubmit(async (submitted) => {
    setBanner(null);
    setSending(true);
    try {
      const result = await send(submitted);
      onDone(result.outcome, result.outcome === 'synced' ? result.response : undefined);
    } catch (error) {
      setBanner(submitFailureText(error));
    } finally {
      setSending(false);
    }
  });

  // The page shows the prefill's loading; the fields stay on screen, disabled, until the draft is restored.
  const frame = { stepId, changes, ready, readOnly: readOnly || !draft.restored, pending: sending, error: banner, onSubmit } satisfies Omit<
    StepFormProps,
    'submitLabel' | 'children'
  >;
  return { form, frame };
}
