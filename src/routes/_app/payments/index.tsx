import { createFileRoute } from '@tanstack/react-router';
import { Title } from '@mantine/core';

export const Route = createFileRoute('/_app/payments/')({
  component: () => <Title order={1}>Payments</Title>,
});
