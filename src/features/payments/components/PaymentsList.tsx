import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { PaymentListItem } from '@/contract';
import { useTabPayments } from '../hooks/use-tab-payments';
import type { PaymentTab } from '../tabs';
import { formatAmount, formatDateTime } from '@/app/wording/format';
import { PaymentStatusBadge } from '@/ui/PaymentStatusBadge';
import { DestinationName } from './DestinationName';
import { errorText } from '@/app/wording/error-text';
import { paymentTypeName } from '@/ui/payment-names';
import { useTranslation } from '@/app/i18n';
import { useNarrowList } from '@/ui/use-narrow-list';

/** One tab's requests: a table on wide screens, cards on narrow ones; each row opens its details. */
export function PaymentsList({ tab, onView }: { tab: PaymentTab; onView: (transactionId: string) => void }) {
  const { t } = useTranslation();
  const list = useTabPayments(tab);
  const narrow = useNarrowList();

  if (list.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('payments.loadingRequests')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" title={t('payments.notLoaded')}>
        <Group justify="space-between">
          <Text size="sm">{errorText(list.error)}</Text>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('payments.tryAgain')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (list.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t(`payments.empty.${tab}`)}
      </Text>
    );
  }
  return narrow ? (
    <PaymentCards payments={list.data} onView={onView} />
  ) : (
    <PaymentTable payments={list.data} onView={onView} />
  );
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

function ViewButton({ payment, onView }: { payment: PaymentListItem; onView: (transactionId: string) => void }) {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="light" onClick={() => onView(payment.transactionId)}>
      {t('payments.viewDetails')}
    </Button>
  );
}

/** The payment type by its id, in the chosen language; the server's own name for an id the app does not know. */
function PaymentTypeName({ payment }: { payment: PaymentListItem }) {
  useTranslation();
  return <>{paymentTypeName(payment.paymentType.paymentTypeId, payment.paymentType.paymentType)}</>;
}

function PaymentTable({ payments, onView }: { payments: PaymentListItem[]; onView: (transactionId: string) => void }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payments.dateTime')}</Table.Th>
            <Table.Th>{t('payments.paymentType')}</Table.Th>
            <Table.Th>{t('payments.destination')}</Table.Th>
            <Table.Th ta="right">{t('payments.amount')}</Table.Th>
            <Table.Th>{t('payments.transactionId')}</Table.Th>
            <Table.Th>{t('payments.status')}</Table.Th>
            <Table.Th aria-label={t('payments.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.transactionId}>
              <Table.Td>{formatDateTime(payment.dateTime)}</Table.Td>
              <Table.Td>
                <PaymentTypeName payment={payment} />
              </Table.Td>
              <Table.Td>
                <DestinationName destination={payment.destination} />
              </Table.Td>
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
              <Table.Td ta="right">
                <ViewButton payment={payment} onView={onView} />
              </Table.Td>
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
                <PaymentTypeName payment={payment} /> · <DestinationName destination={payment.destination} />
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
            <ViewButton payment={payment} onView={onView} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
