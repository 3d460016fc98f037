import { Alert, Button, Group, Loader, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconClock, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { shortFileName } from '@/contract';
import { errorText } from '@/app/wording/error-text';
import { formatBytes, formatTimeWithSeconds } from '@/app/wording/format';
import { useStepStatus } from './use-step-status';
import { totalsOf, useStepUploads, type DocumentProgress } from './use-uploads';
import { useTranslation } from '@/app/i18n';

const percentOf = (document: Pick<DocumentProgress, 'acknowledged' | 'size'>) =>
  Math.min(100, Math.floor((document.acknowledged / Math.max(1, document.size)) * 100));

/** One document of a step on its way: its name, how much the server holds, or why it waits. */
function DocumentLine({ document, waitingForNetwork }: { document: DocumentProgress; waitingForNetwork: boolean }) {
  const { t } = useTranslation();
  const percent = document.state === 'sent' ? 100 : percentOf(document);
  const text =
    document.state === 'sent'
      ? t('outbox.sent')
      : document.state === 'sending'
        ? t('outbox.percent', { percent })
        : waitingForNetwork
          ? percent > 0
            ? t('outbox.percentWaitingForNetwork', { percent })
            : t('outbox.waitingForNetwork')
          : t('outbox.waitingToSend');
  return (
    <div data-document-path={document.path} data-upload-state={document.state}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" truncate>
          {shortFileName(document.name)} ({formatBytes(document.size)})
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {text}
        </Text>
      </Group>
      <Progress
        value={percent}
        size="xs"
        color={document.state === 'sent' ? 'green' : 'blue'}
        aria-label={`${document.name}: ${text}`}
      />
    </div>
  );
}

/**
 * One step's sync state beside its submit button: saved on this device · queued · sending · synced · refused; while
 * its documents travel, how much of them the server holds, and each document's percent or why it waits.
 * Refused shows the server's message with a Retry action; a queued step that failed can be retried at once.
 */
export function StepStatus({ stepId }: { stepId: string }) {
  const { t } = useTranslation();
  const status = useStepStatus(stepId);
  const documents = useStepUploads(stepId);
  const { online } = useNetwork();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    await status.retry().finally(() => setRetrying(false));
  };
  const retryButton = (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() => void retry()}
      loading={retrying}
      loaderProps={{ type: 'dots' }}
    >
      {t('outbox.retry')}
    </Button>
  );

  if (status.state === 'refused') {
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title={t('outbox.refusedTitle')}
        role="alert"
        data-step-state="refused"
      >
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">
            {status.refusal?.errorId || status.refusal?.errorMessage
              ? errorText(status.refusal)
              : t('outbox.refusedText')}
          </Text>
          {retryButton}
        </Group>
      </Alert>
    );
  }
  if (status.state === 'none') return null;

  const uploading =
    (status.state === 'queued' || status.state === 'sending') &&
    documents.some((document) => document.state !== 'sent');
  const totals = totalsOf(documents);
  const held = totals.bytesTotal - totals.bytesLeft;
  const documentsText = t('outbox.documents', {
    percent: Math.floor((held / Math.max(1, totals.bytesTotal)) * 100),
    held: formatBytes(held),
    total: formatBytes(totals.bytesTotal),
  });

  const line = {
    draft: { icon: <IconDeviceFloppy size={14} />, color: 'gray', text: t('outbox.draft') },
    queued: {
      icon: <IconClock size={14} />,
      color: 'yellow',
      text: !online
        ? t('outbox.queuedOffline')
        : status.nextAttemptAt
          ? t('outbox.queuedNextTry', { time: formatTimeWithSeconds(status.nextAttemptAt) })
          : t('outbox.queued'),
    },
    sending: {
      icon: <Loader size={12} />,
      color: 'blue',
      text: uploading ? t('outbox.sendingDocuments', { documents: documentsText }) : t('outbox.sending'),
    },
    synced: { icon: <IconCheck size={14} />, color: 'green', text: t('outbox.synced') },
  }[status.state];

  const statusLine = (
    <Group gap="xs" role="status" aria-live="polite" data-step-state={status.state} wrap="nowrap">
      <ThemeIcon size={20} radius="xl" variant="light" color={line.color}>
        {line.icon}
      </ThemeIcon>
      <Text size="sm" c="dimmed">
        {line.text}
        {uploading && status.state === 'queued' ? t('outbox.documentsSent', { documents: documentsText }) : ''}
      </Text>
      {status.state === 'queued' && status.nextAttemptAt && online ? retryButton : null}
    </Group>
  );
  if (!uploading) return statusLine;
  return (
    <Stack gap={6} maw={420} data-step-uploads>
      {statusLine}
      {documents.map((document) => (
        <DocumentLine
          key={document.path}
          document={document}
          waitingForNetwork={!online || (status.state === 'queued' && status.attempts > 0)}
        />
      ))}
    </Stack>
  );
}
