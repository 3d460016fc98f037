import { createFileRoute } from '@tanstack/react-router';
import { Title } from '@mantine/core';

export const Route = createFileRoute('/_app/settings/notifications')({
  component: () => <Title order={1}>Notifications</Title>,
});
