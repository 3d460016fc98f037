import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Button, Fieldset, Group, Loader, Stack, Text } from '@mantine/core';
import { StepStatus } from '@/offline';
import { ReviewNotice } from './ReviewNotice';
import { HandoffStepContext } from './handoff-step';
import { useTranslation } from '@/app/i18n';

export interface StepFormProps {
  /** The step's id in the outbox (and its draft's): its sync state shows above the buttons. */
  stepId: string;
  /** The reviewers asked for changes to this step. */
  changes?: { reason: string; decidedAt: string };
  /** The saved values and the draft are in the form; until then 'Loading...' stands in for the fields. */
  ready: boolean;
  /** The saved step could not be read (product §8's prefill failure). */
  failed?: boolean;
  /** The account is with the reviewers: nothing can change. */
  readOnly: boolean;
  /** The step is being stored and, online, sent. */
  pending: boolean;
  /** The red banner for the last submit's failure, if it shows one. */
  error: string | null;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack?: () => void;
  children: ReactNode;
}

/**
 * The frame of every onboarding step (KYC tabs, KYB steps): the reviewers' request, the failure banners, the fields,
 * the step's sync state and its buttons.
 */
export function StepForm({
  stepId,
  changes,
  ready,
  failed,
  readOnly,
  pending,
  error,
  submitLabel,
  onSubmit,
  onBack,
  children,
}: StepFormProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {changes && <ReviewNotice reason={changes.reason} decidedAt={changes.decidedAt} />}
        {failed && (
          <Alert color="red" role="alert">
            {t('onboarding.refreshError')}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {ready ? (
          <Fieldset variant="unstyled" disabled={readOnly}>
            <HandoffStepContext.Provider value={readOnly ? undefined : stepId}>
              <Stack gap="lg">{children}</Stack>
            </HandoffStepContext.Provider>
          </Fieldset>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('common.loading')}</Text>
          </Group>
        )}
        <StepStatus stepId={stepId} />
        <Group justify="space-between" gap="sm">
          {onBack ? (
            <Button variant="default" onClick={onBack}>
              {t('onboarding.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={pending} disabled={!ready || readOnly}>
            {pending ? t('common.loading') : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
