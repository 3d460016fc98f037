import { Alert, Text } from '@mantine/core';
import { IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useSyncOverview, type UploadTotals } from '@/offline';
import { formatBytes } from '@/ui/FileField';

const steps = (count: number) => `${count} ${count === 1 ? 'step' : 'steps'}`;
/** What of the documents is still to send: " (2 documents, 3.4 MB to send)". */
const documentsLeft = ({ documents, bytesLeft }: UploadTotals) =>
  documents === 0 ? '' : ` (${documents} ${documents === 1 ? 'document' : 'documents'}, ${formatBytes(bytesLeft)} to send)`;

/** Tells the user when the app works offline, and how much waits to be sent. */
export function OfflineIndicator() {
  const { online, pending, uploads } = useSyncOverview();
  if (online && pending === 0) return null;
  if (online) {
    return (
      <Alert variant="light" color="blue" icon={<IconCloudUpload size={18} />} py={6} mb="md" role="status">
        <Text size="sm">
          Sending {steps(pending)} saved on this device{documentsLeft(uploads)}...
        </Text>
      </Alert>
    );
  }
  return (
    <Alert variant="light" color="yellow" icon={<IconCloudOff size={18} />} py={6} mb="md" role="status" data-testid="offline-indicator">
      <Text size="sm">
        You are offline. What you type is saved on this device
        {pending > 0 ? `; ${steps(pending)}${documentsLeft(uploads)} will be sent when you are back online.` : ' and sent when you are back online.'}
      </Text>
    </Alert>
  );
}
