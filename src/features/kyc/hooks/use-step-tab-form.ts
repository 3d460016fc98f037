import { schemaResolver } from '@mantine/form';
import { useOnboardingStep } from '@/ui/use-onboarding-step';
import type { SentStep } from '../api/send-step';
import type { StepTabProps, StepTabResponse } from '../components/step-tab';

/**
 * A KYC tab's form: `useOnboardingStep` with the tab's saved values and `send` (the tab's step through the outbox).
 * The page shows the prefill's loading; the fields stay on screen, disabled, until the draft is restored.
 */
export function useStepTabForm<Values extends Record<string, unknown>>(
  { stepId, initialValues, prefill, ready, readOnly, changes, onDone }: StepTabProps<Values>,
  { schema, send }: { schema: Parameters<typeof schemaResolver>[0]; send: (values: Values) => Promise<SentStep<StepTabResponse>> },
) {
  const step = useOnboardingStep({
    stepId,
    schema,
    initialValues,
    saved: ready ? prefill : undefined,
    readOnly,
    changes,
    fieldsWhileRestoring: true,
    send,
    onSent: (result: SentStep<StepTabResponse>) => onDone(result.outcome, result.outcome === 'synced' ? result.response : undefined),
  });
  return { form: step.form, frame: { ...step.frame, ready } };
}
