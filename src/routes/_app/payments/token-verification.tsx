import { createFileRoute } from '@tanstack/react-router';
import { Title } from '@mantine/core';

export const Route = createFileRoute('/_app/payments/token-verification')({
  component: () => <Title order={1}>Verify it's you</Title>,
});
