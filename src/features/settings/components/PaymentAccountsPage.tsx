import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconWallet } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatDate } from '@/ui/dates';
import { SettingsFrame } from './SettingsFrame';
import { usePaymentMethods } from '../api/get-payment-methods';

/** SPEC 2: the balance card shows static figures. */
const SAMPLE_BALANCE = { currency: 'CAD', total: '12,480.50', available: '10,230.00', pending: '2,250.50' };

export function PaymentAccountsPage() {
  const methods = usePaymentMethods();
  return (
    <SettingsFrame active="payment-accounts" description="Your balance and the payment methods of your accounts.">
      <Card withBorder padding="lg" radius="md" bg="var(--mantine-primary-color-light)">
        <Stack gap="md">
          <Group justify="space-between">
            <Group gap="xs">
              <ThemeIcon variant="filled" radius="xl">
                <IconWallet size={18} />
              </ThemeIcon>
              <Title order={2} fz="h4">
                Balance
              </Title>
            </Group>
            <Badge variant="outline">Sample figures</Badge>
          </Group>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Total balance
            </Text>
            <Text fz={32} fw={700} lh={1.2}>
              {SAMPLE_BALANCE.currency} {SAMPLE_BALANCE.total}
            </Text>
          </Stack>
          <SimpleGrid cols={2} spacing="md">
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                Available
              </Text>
              <Text fw={600}>
                {SAMPLE_BALANCE.currency} {SAMPLE_BALANCE.available}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                Pending
              </Text>
              <Text fw={600}>
                {SAMPLE_BALANCE.currency} {SAMPLE_BALANCE.pending}
              </Text>
            </Stack>
          </SimpleGrid>
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Payment methods
          </Title>
          {methods.isPending && (
            <Stack gap="xs" aria-label="Loading payment methods">
              {[0, 1].map((row) => (
                <Skeleton key={row} h={48} />
              ))}
            </Stack>
          )}
          {methods.isError && <Alert color="red">An error occured. Please refresh.</Alert>}
          {methods.data?.paymentMethods.length === 0 && (
            <Text size="sm" c="dimmed">
              No payment methods yet. Add one with the Add payment method button of an account on the{' '}
              <Anchor component={Link} to="/accounts">
                Accounts page
              </Anchor>
              .
            </Text>
          )}
          {methods.data?.paymentMethods.map((method) => (
            <Group key={method.paymentDetailId} gap="sm" wrap="nowrap" p="xs" style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-default-border)' }}>
              <ThemeIcon variant="light" size="lg">
                <IconBuildingBank size={20} />
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} truncate>
                  {method.accountName}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {method.bank} · {method.currencyCode} · added {formatDate(method.dateTime)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      </Card>
    </SettingsFrame>
  );
}
