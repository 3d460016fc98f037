import { createFileRoute } from '@tanstack/react-router';
import { Title } from '@mantine/core';

export const Route = createFileRoute('/_app/accounts/kyc/')({
  component: () => <Title order={1}>Account - KYC</Title>,
});
