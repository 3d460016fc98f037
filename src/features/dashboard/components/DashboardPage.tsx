import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useAccountReviews } from '@/app/account-reviews';
import { usePermissions } from '@/app/permissions';
import { useSession } from '@/app/session';
import { isChangesRequested } from '@/contract';
import { errorText } from '@/app/wording/error-text';
import { formatAmount, formatChange, formatCount, formatDate, formatRate } from '@/app/wording/format';
import { paymentTypeName } from '@/ui/payment-names';
import { PaymentStatusBadge } from '@/ui/PaymentStatusBadge';
import { usePaymentsOverview } from '../api/get-payments';
import { summarizePayments, type PaymentsOverview } from '../overview';
import { useOwnCurrency } from '../api/get-own-currency';
import { sampleRates } from '../sample-data';
import { useTranslation } from '@/app/i18n';

const ActivityChart = lazy(() => import('./ActivityChart'));

function StatTile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {children}
    </Card>
  );
}

/** What waits for the customer: requests held for them or for an account, accounts sent back, a first account to open. */
function Attention({
  overview,
  changesRequested,
  onboarding,
}: {
  overview?: PaymentsOverview;
  changesRequested: boolean;
  onboarding: boolean;
}) {
  const { t } = useTranslation();
  const lines = [
    ...(onboarding
      ? [{ key: 'onboarding', text: t('overview.openAccount'), to: '/accounts', link: t('overview.goToAccounts') }]
      : []),
    ...(changesRequested
      ? [{ key: 'changes', text: t('overview.changesRequested'), to: '/accounts', link: t('overview.goToAccounts') }]
      : []),
    ...(overview?.needsAction ?? []).map(({ action, payment }) => ({
      key: payment.transactionId,
      text: t(`overview.${action}`, { id: payment.transactionId }),
      to: '/payments',
      link: t('overview.viewPayments'),
    })),
  ];
  return (
    <Alert
      variant="light"
      icon={<IconBell size={18} />}
      title={t('overview.notification')}
      color={lines.length > 0 ? 'orange' : 'blue'}
    >
      {lines.length === 0 ? (
        t('overview.nothingToDo')
      ) : (
        <Stack gap={4}>
          {lines.map((line) => (
            <Text size="sm" key={line.key}>
              {line.text}{' '}
              <Anchor component={Link} to={line.to} size="sm" fw={600}>
                {line.link}
              </Anchor>
            </Text>
          ))}
        </Stack>
      )}
    </Alert>
  );
}

function LatestRequests({ overview }: { overview: PaymentsOverview }) {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap={0} hiddenFrom="sm">
        {overview.latest.map((payment) => (
          <Group
            key={payment.transactionId}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            py="xs"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              {/* Wrapped, not cut: a reference is read and typed whole. */}
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {payment.transactionId}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(payment.dateTime)} · {paymentTypeName(payment.paymentType.paymentTypeId)}
              </Text>
            </Stack>
            <Stack gap={2} align="flex-end" maw="50%">
              <Text size="sm" fw={600}>
                {formatAmount(payment.amount, payment.currency)}
              </Text>
              <PaymentStatusBadge status={payment.paymentStatus} />
            </Stack>
          </Group>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table verticalSpacing="sm" aria-label={t('overview.latest')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('overview.date')}</Table.Th>
              <Table.Th>{t('overview.reference')}</Table.Th>
              <Table.Th>{t('overview.type')}</Table.Th>
              <Table.Th ta="right">{t('overview.amount')}</Table.Th>
              <Table.Th>{t('overview.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overview.latest.map((payment) => (
              <Table.Tr key={payment.transactionId}>
                <Table.Td>{formatDate(payment.dateTime)}</Table.Td>
                <Table.Td>{payment.transactionId}</Table.Td>
                <Table.Td>{paymentTypeName(payment.paymentType.paymentTypeId)}</Table.Td>
                <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(payment.amount, payment.currency)}
                </Table.Td>
                <Table.Td>
                  <PaymentStatusBadge status={payment.paymentStatus} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

/**
 * The overview: the customer's own figures from their confirmed payment requests (volume per currency, counts, the
 * requests per month, the latest ones) and what needs their action. Exchange rates are samples (no rates source),
 * against the customer's own currency.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const current = useSession();
  const { can } = usePermissions();
  const onboarding = current?.status === 'Onboarding';
  const payments = usePaymentsOverview(!onboarding && can('viewPayments'));
  const reviews = useAccountReviews(!onboarding);
  const overview = useMemo(() => (payments.data ? summarizePayments(payments.data) : undefined), [payments.data]);
  const changesRequested = [...(reviews.data?.values() ?? [])].some(isChangesRequested);
  const loading = payments.isPending && payments.fetchStatus !== 'idle';
  const ownCurrency = useOwnCurrency(!onboarding);

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>{t('overview.title')}</Title>

      <Attention overview={overview} changesRequested={changesRequested} onboarding={onboarding} />
      {payments.isError && (
        <Alert color="red" role="alert">
          {errorText(payments.error)}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <StatTile label={t('overview.volume')}>
          {loading ? (
            <Skeleton h={36} mt={4} />
          ) : overview && overview.volumes.length > 0 ? (
            overview.volumes.slice(0, 3).map(({ currency, amount }) => (
              <Text key={currency} fz={overview.volumes.length === 1 ? 28 : 20} fw={700} lh={1.3}>
                {formatAmount(amount, currency)}
              </Text>
            ))
          ) : (
            <Text fz={28} fw={700} lh={1.3}>
              {t('overview.noVolume')}
            </Text>
          )}
        </StatTile>
        <StatTile label={t('overview.totalRequests')}>
          {loading ? (
            <Skeleton h={36} mt={4} />
          ) : (
            <>
              <Text fz={28} fw={700} lh={1.3}>
                {formatCount(overview?.requests ?? 0)}
              </Text>
              <Text c="dimmed" fz="sm">
                {t('overview.thisMonth', { count: overview?.requestsThisMonth ?? 0 })}
              </Text>
            </>
          )}
        </StatTile>
      </SimpleGrid>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('overview.activity')}
          </Title>
          {loading ? (
            <Skeleton h={260} aria-label={t('overview.loading')} />
          ) : overview && overview.requests > 0 ? (
            <Suspense fallback={<Skeleton h={260} role="status" aria-label={t('overview.loading')} />}>
              <ActivityChart activity={overview.activity} />
            </Suspense>
          ) : (
            <Stack gap="sm" align="flex-start" py="md">
              <Text c="dimmed">{t('overview.noRequests')}</Text>
              {!onboarding && can('makePayment') && (
                <Button component={Link} to="/payments" variant="light">
                  {t('overview.newRequest')}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </Card>

      {overview && overview.latest.length > 0 && (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('overview.latest')}
            </Title>
            <LatestRequests overview={overview} />
          </Stack>
        </Card>
      )}

      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz="h4">
              {t('overview.exchangeRates')}
            </Title>
            <Badge variant="outline">{t('overview.sampleRates')}</Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
            {sampleRates(ownCurrency).map((rate) => (
              <Card key={rate.pair} withBorder padding="sm" radius="md" bg="var(--mantine-color-default-hover)">
                <Text size="xs" c="dimmed" fw={600}>
                  {rate.pair}
                </Text>
                <Text fw={700}>{formatRate(rate.rate)}</Text>
                <Text size="xs" c={rate.change < 0 ? 'red' : 'teal'}>
                  {formatChange(rate.change)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Card>
    </Stack>
  );
}
