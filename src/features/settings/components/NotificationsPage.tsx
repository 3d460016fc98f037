import { Alert, Card, Group, Loader, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '@/contract';
import { SettingsFrame } from './SettingsFrame';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';
import { errorText } from '@/app/wording/error-text';
import { useTranslation } from '@/app/i18n';

const TOPICS = Object.keys(NOTIFICATION_TOPICS) as NotificationTopic[];

/** Product §2: toggles only; each change is saved on the server at once. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  return (
    <SettingsFrame active="notifications" description={t('settings.notificationsDescription')}>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz="h4">
              {t('settings.notifications')}
            </Title>
            <Group gap={6} c="dimmed" fz="sm" aria-live="polite">
              {save.isPending && (
                <>
                  <Loader size={12} /> {t('settings.saving')}
                </>
              )}
              {save.isSuccess && (
                <>
                  <IconCheck size={14} /> {t('settings.saved')}
                </>
              )}
            </Group>
          </Group>
          {save.isError && (
            <Alert color="red" role="alert">
              {errorText(save.error)}
            </Alert>
          )}
          {preferences.isError && <Alert color="red">{t('settings.refreshError')}</Alert>}
          {preferences.isPending && TOPICS.map((topic) => <Skeleton key={topic} h={44} />)}
          {preferences.data &&
            TOPICS.map((topic) => (
              <Switch
                key={topic}
                size="md"
                label={t(`notificationTopics.${topic}`)}
                description={t(`notificationTopics.${topic}Description`)}
                checked={preferences.data[topic]}
                onChange={(event) => save.mutate({ ...preferences.data, [topic]: event.currentTarget.checked })}
              />
            ))}
        </Stack>
      </Card>
    </SettingsFrame>
  );
}
