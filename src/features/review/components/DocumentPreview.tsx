import { useState } from 'react';
import { Alert, Anchor, Box, Button, Card, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { shortFileName, type ReviewDocument } from '@/contract';
import { formatBytes } from '@/ui/FileField';
import { useReviewDocumentUrl } from '../api/fetch-review-document';
import { nameDocument } from '../name-labels';
import { errorText } from '@/app/wording/error-text';
import { useFindingNames } from '@/ui/capture/PhotoQualityNotice';
import { useTranslation } from '@/app/i18n';
import { MrzEvidence } from './MrzEvidence';

/**
 * One submitted document: images show at once; a PDF opens in a frame on demand (it may be large). The photo
 * quality findings the customer kept are said above it, as the device's, and so is what it read in an identity
 * document's machine-readable zone (MrzEvidence).
 */
export function DocumentPreview({ document }: { document: ReviewDocument }) {
  const { t } = useTranslation();
  const isPdf = document.mimeType === 'application/pdf';
  const [open, setOpen] = useState(!isPdf);
  const { objectUrl, isLoading, error } = useReviewDocumentUrl(document.url, open);
  const Icon = isPdf ? IconFileTypePdf : IconPhoto;
  const label = nameDocument(t, document);
  const findingNames = useFindingNames();

  return (
    <Card withBorder radius="md" padding="sm" data-document={document.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Icon size={20} aria-hidden style={{ flexShrink: 0 }} />
            <Box miw={0}>
              <Text size="sm" fw={600}>
                {label}
              </Text>
              <Text size="xs" c="dimmed" title={document.name} style={{ overflowWrap: 'anywhere' }}>
                {shortFileName(document.name)} · {formatBytes(document.size)}
              </Text>
            </Box>
          </Group>
          {isPdf && !open && (
            <Button size="compact-sm" variant="light" onClick={() => setOpen(true)} style={{ flexShrink: 0 }}>
              {t('review.preview')}
            </Button>
          )}
          {objectUrl && (
            <Anchor href={objectUrl} target="_blank" rel="noopener" size="sm" style={{ flexShrink: 0 }}>
              {t('review.open')}
            </Anchor>
          )}
        </Group>
        {document.deviceFindings && (
          <Alert color="yellow" p="xs" data-device-findings>
            {t('review.deviceFindings', { findings: findingNames(document.deviceFindings) })}
          </Alert>
        )}
        {document.deviceMrz && <MrzEvidence findings={document.deviceMrz} />}
        {open && isLoading && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('common.loading')}
            </Text>
          </Group>
        )}
        {error && (
          <Alert color="red" p="xs">
            {errorText(error)}
          </Alert>
        )}
        {objectUrl &&
          (isPdf ? (
            <iframe src={objectUrl} title={label} style={{ width: '100%', height: 480, border: 0 }} />
          ) : (
            <Image src={objectUrl} alt={label} mah={320} fit="contain" radius="sm" />
          ))}
      </Stack>
    </Card>
  );
}
