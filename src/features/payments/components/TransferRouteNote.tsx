import { Text } from '@mantine/core';
import type { TransferRoute } from '@/contract/bank-accounts';
import { useTranslation, type Translate } from '@/app/i18n';
import { formatAmount } from '@/app/wording/format';
import { referenceName } from '@/app/wording/reference-names';

/** How a payout to the customer's own bank account travels and what it costs, in the form and on the token page alike. */
export function transferRouteText(
  t: Translate,
  payout: { route: TransferRoute; country: string; fee: number; currency: string },
) {
  const values = {
    country: referenceName('countries', payout.country, payout.country),
    fee: formatAmount(payout.fee, payout.currency),
  };
  return payout.route === 'domestic'
    ? t('paymentForm.routeDomestic', values)
    : t('paymentForm.routeInternationalWire', values);
}

export function TransferRouteNote(payout: { route: TransferRoute; country: string; fee: number; currency: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" role="status" data-testid="transfer-route">
      {transferRouteText(t, payout)}
    </Text>
  );
}
