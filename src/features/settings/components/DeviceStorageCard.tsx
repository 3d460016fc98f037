import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { RescueCopyDialog, useStorageState } from '@/offline';
import { useTranslation } from '@/app/i18n';
import { formatBytes } from '@/app/wording/format';
import { WRAPPING_BUTTON } from '@/ui/wrapping-button';

/** Whether this browser keeps the app's saved work, how much room it uses, and the rescue copy (issue 51). */
export function DeviceStorageCard() {
  const { t } = useTranslation();
  const storage = useStorageState();
  const [copy, setCopy] = useState<'save' | 'restore' | null>(null);
  const state = storage.persisted === undefined ? 'unknown' : storage.persisted ? 'kept' : 'notKept';

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('deviceStorage.title')}
        </Title>
        {storage.loaded && (
          <Alert color={state === 'kept' ? 'green' : 'yellow'} role="status" data-storage-state={state}>
            {t(`deviceStorage.${state}`)}
          </Alert>
        )}
        {storage.usage !== undefined && storage.quota !== undefined && (
          <Text size="sm">
            {t('deviceStorage.used', { used: formatBytes(storage.usage), quota: formatBytes(storage.quota) })}
          </Text>
        )}
        <Group gap="sm">
          <Button variant={state === 'kept' ? 'default' : 'light'} onClick={() => setCopy('save')} {...WRAPPING_BUTTON}>
            {t('deviceStorage.saveCopy')}
          </Button>
          <Button variant="default" onClick={() => setCopy('restore')} {...WRAPPING_BUTTON}>
            {t('deviceStorage.restoreCopy')}
          </Button>
        </Group>
      </Stack>
      <RescueCopyDialog mode={copy} onClose={() => setCopy(null)} onDone={storage.refresh} />
    </Card>
  );
}
