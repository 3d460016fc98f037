import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconWallet } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatDate } from '@/app/wording/format';
import { SettingsFrame } from './SettingsFrame';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useTranslation } from '@/app/i18n';
import { Trans } from '@/app/Trans';

/** Product §2: the balance card shows static figures. */
const SAMPLE_BALANCE = { currency: 'CAD', total: '12,480.50', available: '10,230.00', pending: '2,250.50' };

export function PaymentAccountsPage() {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  return (
    <SettingsFrame active="payment-accounts" description={t('settings.paymentAccountsDescription')}>
      <Card withBorder padding="lg" radius="md" bg="var(--mantine-primary-color-light)">
        <Stack gap="md">
          <Group justify="space-between">
            <Group gap="xs">
              <ThemeIcon variant="filled" radius="xl">
                <IconWallet size={18} />
              </ThemeIcon>
              <Title order={2} fz="h4">
                {t('settings.balance')}
              </Title>
            </Group>
            <Badge variant="outline">{t('settings.sampleFigures')}</Badge>
          </Group>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('settings.totalBalance')}
            </Text>
            <Text fz={32} fw={700} lh={1.2}>
              {SAMPLE_BALANCE.currency} {SAMPLE_BALANCE.total}
            </Text>
          </Stack>
          <SimpleGrid cols={2} spacing="md">
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('settings.available')}
              </Text>
              <Text fw={600}>
                {SAMPLE_BALANCE.currency} {SAMPLE_BALANCE.available}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('settings.pending')}
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
            {t('settings.paymentMethods')}
          </Title>
          {methods.isPending && (
            <Stack gap="xs" aria-label={t('settings.loadingPaymentMethods')}>
              {[0, 1].map((row) => (
                <Skeleton key={row} h={48} />
              ))}
            </Stack>
          )}
          {methods.isError && <Alert color="red">{t('settings.refreshError')}</Alert>}
          {methods.data?.paymentMethods.length === 0 && (
            <Text size="sm" c="dimmed">
              <Trans
                i18nKey="settings.noPaymentMethods"
                components={{ accounts: <Anchor component={Link} to="/accounts" /> }}
              />
            </Text>
          )}
          {methods.data?.paymentMethods.map((method) => (
            <Group
              key={method.paymentDetailId}
              gap="sm"
              wrap="nowrap"
              p="xs"
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                border: '1px solid var(--mantine-color-default-border)',
              }}
            >
              <ThemeIcon variant="light" size="lg">
                <IconBuildingBank size={20} />
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} truncate>
                  {method.accountName}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {t('settings.methodLine', {
                    bank: method.bank,
                    currency: method.currencyCode,
                    date: formatDate(method.dateTime),
                  })}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      </Card>
    </SettingsFrame>
  );
}
