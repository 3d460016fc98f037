import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { PaymentToConfirm } from '@/contract';
import { useTranslation } from '@/app/i18n';
import { formatAmount } from '@/app/wording/format';
import { destinationName, paymentTypeName } from '@/ui/payment-names';
import { transferRouteText } from './TransferRouteNote';

/** The request a payment token confirms, restated beside the token boxes: amount, type, recipient, masked account and, to one's own bank account, the route and fee. */
export function PaymentToConfirmSummary({ payment }: { payment: PaymentToConfirm }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('paymentToken.amount'), formatAmount(payment.amount, payment.currency)],
    [t('paymentToken.paymentType'), paymentTypeName(payment.paymentTypeId)],
    [t('paymentToken.recipient'), payment.recipientName ?? destinationName(payment.destination)],
    [t('paymentToken.account'), [payment.maskedAccount, payment.institution].filter(Boolean).join(' · ')],
  ];
  if (payment.route && payment.bankCountry)
    rows.push([
      t('paymentToken.route'),
      transferRouteText(t, {
        route: payment.route,
        country: payment.bankCountry,
        fee: payment.fee ?? 0,
        currency: payment.currency,
      }),
    ]);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="payment-to-confirm">
      <Text id="payment-to-confirm" fw={600} size="sm" mb="xs">
        {t('paymentToken.whatYouConfirm')}
      </Text>
      <SimpleGrid
        component="dl"
        cols={2}
        spacing="xs"
        verticalSpacing={4}
        m={0}
        style={{ gridTemplateColumns: 'auto 1fr' }}
      >
        {rows.map(([label, value]) => [
          <Text key={`${label}-label`} component="dt" size="sm" c="dimmed">
            {label}
          </Text>,
          <Text key={`${label}-value`} component="dd" size="sm" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>,
        ])}
      </SimpleGrid>
    </Paper>
  );
}
