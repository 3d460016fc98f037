import { createFileRoute } from '@tanstack/react-router';
import { Title } from '@mantine/core';

export const Route = createFileRoute('/_app/profiles/secondary-profiles/$id')({
  component: () => <Title order={1}>Permissions</Title>,
});
