import { Button, Group, Paper, Text } from '@mantine/core';
import { useSyncOverview } from '@/offline';
import { applyUpdate, usePwa } from '../pwa';
import { useTranslation } from '../i18n';

/**
 * 'A new version is available': never reloads on its own, and not while a form holds changes the server has not
 * got yet (a draft or a step waiting to be sent); the new version also loads the next time the app opens.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { updateReady } = usePwa();
  const { pending, drafts } = useSyncOverview();
  if (!updateReady) return null;
  const unsynced = pending + drafts > 0;
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      pos="fixed"
      bottom={16}
      right={16}
      maw="calc(100vw - 32px)"
      w={360}
      style={{ zIndex: 300 }}
      role="status"
    >
      <Text size="sm" fw={600}>
        {t('frame.newVersion')}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {unsynced ? t('frame.updateWaits') : t('frame.reloadToUpdate')}
      </Text>
      <Group justify="flex-end" mt="xs">
        <Button size="compact-sm" onClick={applyUpdate} disabled={unsynced}>
          {t('frame.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
