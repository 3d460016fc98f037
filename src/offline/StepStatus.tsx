import { Alert, Button, Group, Loader, Text, ThemeIcon } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconClock, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useStepStatus } from './use-step-status';

const timeOf = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * One step's sync state beside its submit button: saved on this device · queued · sending · synced · refused.
 * Refused shows the server's message with a Retry action; a queued step that failed can be retried at once.
 */
export function StepStatus({ stepId }: { stepId: string }) {
  const status = useStepStatus(stepId);
  const { online } = useNetwork();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    await status.retry().finally(() => setRetrying(false));
  };
  const retryButton = (
    <Button size="compact-sm" variant="light" onClick={() => void retry()} loading={retrying} loaderProps={{ type: 'dots' }}>
      Retry
    </Button>
  );

  if (status.state === 'refused') {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Refused by the server" role="alert" data-step-state="refused">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">{status.errorMessage || 'The server refused this step. Check the fields and submit again.'}</Text>
          {retryButton}
        </Group>
      </Alert>
    );
  }
  if (status.state === 'none') return null;

  const line = {
    draft: { icon: <IconDeviceFloppy size={14} />, color: 'gray', text: 'Saved on this device' },
    queued: {
      icon: <IconClock size={14} />,
      color: 'yellow',
      text: !online
        ? 'Queued: will be sent when you are back online'
        : status.nextAttemptAt
          ? `Queued: next try at ${timeOf(status.nextAttemptAt)}`
          : 'Queued for sending',
    },
    sending: { icon: <Loader size={12} />, color: 'blue', text: 'Sending...' },
    synced: { icon: <IconCheck size={14} />, color: 'green', text: 'Synced with the server' },
  }[status.state];

  return (
    <Group gap="xs" role="status" aria-live="polite" data-step-state={status.state} wrap="nowrap">
      <ThemeIcon size={20} radius="xl" variant="light" color={line.color}>
        {line.icon}
      </ThemeIcon>
      <Text size="sm" c="dimmed">
        {line.text}
      </Text>
      {status.state === 'queued' && status.nextAttemptAt && online ? retryButton : null}
    </Group>
  );
}
