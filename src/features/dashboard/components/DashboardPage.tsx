import { lazy, Suspense } from 'react';
import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconBell, IconTrendingUp } from '@tabler/icons-react';
import { formatDate } from '@/ui/dates';
import { SAMPLE_NOTIFICATION, SAMPLE_RATES, SAMPLE_STATS, SAMPLE_TRANSACTIONS } from '../sample-data';

const ActivityChart = lazy(() => import('./ActivityChart'));

const STATUS_COLORS = { Approved: 'green', Processing: 'blue', Paused: 'yellow' } as const;

function StatTile({ label, value, change }: { label: string; value: string; change: string }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.3}>
        {value}
      </Text>
      <Group gap={4} c="teal" fz="sm">
        <IconTrendingUp size={16} /> {change}
      </Group>
    </Card>
  );
}

/** The overview (SPEC 1): static sample figures only. */
export function DashboardPage() {
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Overview</Title>
        <Badge variant="outline">Sample figures</Badge>
      </Group>

      <Alert variant="light" icon={<IconBell size={18} />} title="Notification">
        {SAMPLE_NOTIFICATION}
      </Alert>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <StatTile {...SAMPLE_STATS.volume} />
        <StatTile {...SAMPLE_STATS.totalRequests} />
      </SimpleGrid>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Activity
          </Title>
          <Suspense fallback={<Skeleton h={260} role="status" aria-label="Loading chart" />}>
            <ActivityChart />
          </Suspense>
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Exchange rates
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
            {SAMPLE_RATES.map((rate) => (
              <Card key={rate.pair} withBorder padding="sm" radius="md" bg="var(--mantine-color-default-hover)">
                <Text size="xs" c="dimmed" fw={600}>
                  {rate.pair}
                </Text>
                <Text fw={700}>{rate.rate}</Text>
                <Text size="xs" c={rate.change.startsWith('-') ? 'red' : 'teal'}>
                  {rate.change}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Transactions
          </Title>
          <Stack gap={0} hiddenFrom="sm">
            {SAMPLE_TRANSACTIONS.map((transaction) => (
              <Group key={transaction.id} justify="space-between" wrap="nowrap" gap="sm" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {transaction.description}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(transaction.date)} · {transaction.type}
                  </Text>
                </Stack>
                <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text size="sm" fw={600}>
                    {transaction.amount}
                  </Text>
                  <Badge size="xs" variant="light" color={STATUS_COLORS[transaction.status]}>
                    {transaction.status}
                  </Badge>
                </Stack>
              </Group>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={640} visibleFrom="sm">
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {SAMPLE_TRANSACTIONS.map((transaction) => (
                  <Table.Tr key={transaction.id}>
                    <Table.Td>{formatDate(transaction.date)}</Table.Td>
                    <Table.Td>{transaction.description}</Table.Td>
                    <Table.Td>{transaction.type}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {transaction.amount}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLORS[transaction.status]}>
                        {transaction.status}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Card>
    </Stack>
  );
}
