import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';
import { DEFAULT_AMOUNT_CURRENCY } from '@/contract';

/**
 * GET /payment/paymentDefaults: the amount currency of the customer's country. Until it is known (loading, offline
 * without a cached answer, refused) the form starts with the product's CAD.
 */
export function usePaymentDefaults(enabled: boolean) {
  const defaults = useQuery({
    queryKey: ['payments', 'defaults'],
    queryFn: () => api.call('paymentDefaults'),
    enabled,
    staleTime: 60 * 60_000,
  });
  const settled = !defaults.isPending || defaults.fetchStatus !== 'fetching';
  return { amountCurrency: defaults.data?.amountCurrency ?? DEFAULT_AMOUNT_CURRENCY, settled };
}
