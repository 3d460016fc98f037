import { Alert, Card, Group, Loader, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ApiError, GENERIC_ERROR, NOTIFICATION_TOPICS, type NotificationTopic } from '@/contract';
import { SettingsFrame } from './SettingsFrame';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';

const TOPICS = Object.keys(NOTIFICATION_TOPICS) as NotificationTopic[];

/** SPEC 2: toggles only; each change is saved on the server at once. */
export function NotificationsPage() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  return (
    <SettingsFrame active="notifications" description="Choose what we tell you about.">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz="h4">
              Notifications
            </Title>
            <Group gap={6} c="dimmed" fz="sm" aria-live="polite">
              {save.isPending && (
                <>
                  <Loader size={12} /> Saving...
                </>
              )}
              {save.isSuccess && (
                <>
                  <IconCheck size={14} /> Saved
                </>
              )}
            </Group>
          </Group>
          {save.isError && (
            <Alert color="red" role="alert">
              {save.error instanceof ApiError ? save.error.errorMessage : GENERIC_ERROR}
            </Alert>
          )}
          {preferences.isError && <Alert color="red">An error occured. Please refresh.</Alert>}
          {preferences.isPending && TOPICS.map((topic) => <Skeleton key={topic} h={44} />)}
          {preferences.data &&
            TOPICS.map((topic) => (
              <Switch
                key={topic}
                size="md"
                label={NOTIFICATION_TOPICS[topic].label}
                description={NOTIFICATION_TOPICS[topic].description}
                checked={preferences.data[topic]}
                onChange={(event) => save.mutate({ ...preferences.data, [topic]: event.currentTarget.checked })}
              />
            ))}
        </Stack>
      </Card>
    </SettingsFrame>
  );
}
