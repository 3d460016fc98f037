import { Alert, Text } from '@mantine/core';
import { IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useSyncOverview, type UploadTotals } from '@/offline';
import { formatBytes } from '@/ui/FileField';
import { useTranslation } from '@/app/i18n';

/** Tells the user when the app works offline, and how much waits to be sent. */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const { online, pending, uploads } = useSyncOverview();
  if (online && pending === 0) return null;
  /** What of the documents is still to send: " (2 documents, 3.4 MB to send)". */
  const documentsLeft = ({ documents, bytesLeft }: UploadTotals) =>
    documents === 0 ? '' : t('frame.documentsLeft', { count: documents, size: formatBytes(bytesLeft) });
  if (online) {
    return (
      <Alert variant="light" color="blue" icon={<IconCloudUpload size={18} />} py={6} mb="md" role="status">
        <Text size="sm">{t('frame.sending', { count: pending, documents: documentsLeft(uploads) })}</Text>
      </Alert>
    );
  }
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconCloudOff size={18} />}
      py={6}
      mb="md"
      role="status"
      data-testid="offline-indicator"
    >
      <Text size="sm">
        {pending > 0
          ? t('frame.offlineWithPending', { count: pending, documents: documentsLeft(uploads) })
          : t('frame.offline')}
      </Text>
    </Alert>
  );
}
