import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Button, Fieldset, Group, Loader, Stack, Text } from '@mantine/core';
import { ApiError, GENERIC_ERROR } from '@/contract';
import { StepStatus } from '@/offline';

export interface StepFormProps {
  stepId: string;
  /** The saved values and the draft are in the form. */
  ready: boolean;
  /** The saved step could not be read (SPEC 8's prefill failure). */
  failed: boolean;
  /** The account is with the reviewers: nothing can change. */
  readOnly: boolean;
  /** The step is being stored and, online, sent. */
  pending: boolean;
  /** The last submit failed on this device (a refusal by the server shows in the step status instead). */
  error: unknown;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack?: () => void;
  children: ReactNode;
}

/** The frame of every KYB step: loading, the refusal banner, the fields, the step's sync state and its buttons. */
export function StepForm({ stepId, ready, failed, readOnly, pending, error, submitLabel, onSubmit, onBack, children }: StepFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {failed && (
          <Alert color="red" role="alert">
            An error occured. Please refresh.
          </Alert>
        )}
        {error !== null && error !== undefined && !(error instanceof ApiError) && (
          <Alert color="red" role="alert">
            {GENERIC_ERROR}
          </Alert>
        )}
        {ready ? (
          <Fieldset variant="unstyled" disabled={readOnly}>
            <Stack gap="lg">{children}</Stack>
          </Fieldset>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">Loading...</Text>
          </Group>
        )}
        <StepStatus stepId={stepId} />
        <Group justify="space-between" gap="sm">
          {onBack ? (
            <Button variant="default" onClick={onBack}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={pending} disabled={!ready || readOnly}>
            {pending ? 'Loading...' : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
