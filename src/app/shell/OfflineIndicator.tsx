import { Alert, Text } from '@mantine/core';
import { IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useSyncOverview } from '@/offline';

const steps = (count: number) => `${count} ${count === 1 ? 'step' : 'steps'}`;

/** Tells the user when the app works offline, and how much waits to be sent. */
export function OfflineIndicator() {
  const { online, pending } = useSyncOverview();
  if (online && pending === 0) return null;
  if (online) {
    return (
      <Alert variant="light" color="blue" icon={<IconCloudUpload size={18} />} py={6} mb="md" role="status">
        <Text size="sm">Sending {steps(pending)} saved on this device...</Text>
      </Alert>
    );
  }
  return (
    <Alert variant="light" color="yellow" icon={<IconCloudOff size={18} />} py={6} mb="md" role="status" data-testid="offline-indicator">
      <Text size="sm">
        You are offline. What you type is saved on this device
        {pending > 0 ? `; ${steps(pending)} will be sent when you are back online.` : ' and sent when you are back online.'}
      </Text>
    </Alert>
  );
}
