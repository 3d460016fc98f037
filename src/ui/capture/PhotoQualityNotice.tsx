import { Alert, Button, Group, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { PhotoFinding } from '@/contract';
import { useTranslation } from '@/app/i18n';

export interface PhotoQualityNoticeProps {
  findings: PhotoFinding[];
  onRetake: () => void;
  onUseAnyway: () => void;
}

/**
 * What the quality checks found in a photo just taken (photo-quality.ts), each as what to do about it, with Retake
 * first and "Use it anyway" second: nothing a reviewer could still read is refused, and what is kept is recorded.
 */
export function PhotoQualityNotice({ findings, onRetake, onUseAnyway }: PhotoQualityNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} />}
      title={t('documents.quality.title')}
      role="alert"
      mt={4}
    >
      <List size="sm" spacing={2}>
        {findings.map((finding) => (
          <List.Item key={finding}>{t(`documents.quality.${finding}`)}</List.Item>
        ))}
      </List>
      <Group gap="xs" mt="sm">
        <Button size="xs" onClick={onRetake}>
          {t('documents.quality.retake')}
        </Button>
        <Button size="xs" variant="default" onClick={onUseAnyway}>
          {t('documents.quality.useAnyway')}
        </Button>
      </Group>
    </Alert>
  );
}

/** The findings a customer kept, named for a sentence: "blurred, glare". */
export function useFindingNames() {
  const { t } = useTranslation();
  return (findings: readonly PhotoFinding[]) =>
    findings.map((finding) => t(`documents.quality.names.${finding}`)).join(', ');
}
