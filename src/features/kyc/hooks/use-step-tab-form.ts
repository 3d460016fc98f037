import type * as v from 'valibot';
import type { BodyOf, EndpointName, Endpoints } from '@/contract';
import { useOnboardingStep } from '@/ui/use-onboarding-step';
import type { StepTabProps, StepTabResponse } from '../components/step-tab';

/**
 * A KYC tab's form: `useOnboardingStep` with the tab's saved values, its request sent to `endpoint` after the tab's
 * dependencies. The page shows the prefill's loading; the fields stay on screen, disabled, until the draft is restored.
 */
export function useStepTabForm<Values extends Record<string, unknown>, K extends EndpointName>(
  { stepId, dependsOn, initialValues, prefill, ready, readOnly, changes, onDone }: StepTabProps<Values>,
  {
    schema,
    endpoint,
    toRequest,
  }: { schema: v.GenericSchema; endpoint: K; toRequest: (values: Values) => BodyOf<Endpoints[K]> },
) {
  const step = useOnboardingStep({
    stepId,
    schema,
    initialValues,
    saved: ready ? prefill : undefined,
    readOnly,
    changes,
    fieldsWhileRestoring: true,
    endpoint,
    toRequest,
    dependsOn,
    onSent: (response) =>
      onDone(response === null ? 'queued' : 'synced', (response ?? undefined) as StepTabResponse | undefined),
  });
  return { form: step.form, frame: { ...step.frame, ready } };
}
