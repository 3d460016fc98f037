import { createFileRoute } from '@tanstack/react-router';
import { Title } from '@mantine/core';

export const Route = createFileRoute('/_app/settings/security')({
  component: () => <Title order={1}>Security</Title>,
});
