import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';
import { browserRegions } from '@/contract/browser-region';
import { APPROXIMATE_UNITS_PER_USD, currencyOfCountry } from '@/contract/money-bands';

/** The first of the browser's regions whose currency has a declared rate; NGN when none has (product's Nigeria). */
const browserCurrency = () =>
  browserRegions()
    .map(currencyOfCountry)
    .find((currency) => currency !== undefined && currency in APPROXIMATE_UNITS_PER_USD) ?? 'NGN';

/**
 * The customer's own currency, that the overview's sample rates are against: the currency of her account's country
 * (GET /payment/paymentDefaults, as the payment form starts with it); before she has an account, or until that is
 * known, the currency of her browser's region (fr-FR: EUR).
 */
export function useOwnCurrency(hasAccount: boolean): string {
  const defaults = useQuery({
    queryKey: ['payments', 'defaults'],
    queryFn: () => api.call('paymentDefaults'),
    enabled: hasAccount,
    staleTime: 60 * 60_000,
  });
  return (hasAccount && defaults.data?.amountCurrency) || browserCurrency();
}
