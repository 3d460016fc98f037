import { createFileRoute } from '@tanstack/react-router';
import { Title } from '@mantine/core';

export const Route = createFileRoute('/_app/settings/payment-account-settings')({
  component: () => <Title order={1}>Payment accounts</Title>,
});
