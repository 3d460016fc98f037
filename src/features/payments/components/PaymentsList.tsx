import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ApiError, GENERIC_ERROR, type PaymentListItem } from '@/contract';
import { useTabPayments } from '../hooks/use-tab-payments';
import { PAYMENT_TABS, type PaymentTab } from '../tabs';
import { formatAmount, formatDateTime } from '@/ui/format';
import { PaymentStatusBadge } from '@/ui/PaymentStatusBadge';

/** One tab's requests: a table on wide screens, cards on narrow ones; each row opens its details. */
export function PaymentsList({ tab, onView }: { tab: PaymentTab; onView: (transactionId: string) => void }) {
  const list = useTabPayments(tab);
  const narrow = useMediaQuery('(max-width: 699.98px)');

  if (list.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading payment requests">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" title="The requests could not be loaded">
        <Group justify="space-between">
          <Text size="sm">{list.error instanceof ApiError ? list.error.errorMessage : GENERIC_ERROR}</Text>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  if (list.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {PAYMENT_TABS[tab].empty}
      </Text>
    );
  }
  return narrow ? <PaymentCards payments={list.data} onView={onView} /> : <PaymentTable payments={list.data} onView={onView} />;
}

/** The reviewers' reason, cut to two lines as on the accounts rows (the details show it whole). */
function ReasonHint({ payment }: { payment: PaymentListItem }) {
  const reason = payment.reviewDecision?.reason;
  if (!reason) return null;
  return (
    <Text size="xs" c="dimmed" lineClamp={2} maw={260} title={reason} data-testid="payment-reason-hint">
      {reason}
    </Text>
  );
}

const viewButton = (payment: PaymentListItem, onView: (transactionId: string) => void) => (
  <Button size="xs" variant="light" onClick={() => onView(payment.transactionId)}>
    View details
  </Button>
);

function PaymentTable({ payments, onView }: { payments: PaymentListItem[]; onView: (transactionId: string) => void }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date and time</Table.Th>
            <Table.Th>Payment type</Table.Th>
            <Table.Th>Destination</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Transaction ID</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.transactionId}>
              <Table.Td>{formatDateTime(payment.dateTime)}</Table.Td>
              <Table.Td>{payment.paymentType.paymentType}</Table.Td>
              <Table.Td>{payment.destination}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatAmount(payment.amount, payment.currency)}
              </Table.Td>
              <Table.Td ff="monospace">{payment.transactionId}</Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <PaymentStatusBadge status={payment.paymentStatus} />
                  <ReasonHint payment={payment} />
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{viewButton(payment, onView)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PaymentCards({ payments, onView }: { payments: PaymentListItem[]; onView: (transactionId: string) => void }) {
  return (
    <Stack gap="sm">
      {payments.map((payment) => (
        <Card key={payment.transactionId} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{formatAmount(payment.amount, payment.currency)}</Text>
              <Text size="sm">
                {payment.paymentType.paymentType} · {payment.destination}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(payment.dateTime)}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {payment.transactionId}
              </Text>
              <ReasonHint payment={payment} />
            </Stack>
            <PaymentStatusBadge status={payment.paymentStatus} />
          </Group>
          <Group justify="flex-end" mt="xs">
            {viewButton(payment, onView)}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
