import { Card, Stack, Text, Title } from '@mantine/core';
import { AuditTrail } from './AuditTrail';
import { useTranslation } from '@/app/i18n';

/** /review/audit: the latest events of every submission, newest first. */
export function AuditPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('review.auditTrail')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('review.auditIntro')}
        </Text>
      </Stack>
      <Card withBorder radius="md" padding="md">
        <AuditTrail />
      </Card>
    </Stack>
  );
}
