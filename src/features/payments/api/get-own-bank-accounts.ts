import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';
import { PAYMENTS_QUERY_KEY, REFRESH_ON_OPEN } from './get-payments';

/** GET /payment/ownBankAccounts: the bank accounts the customer saved as payment methods, asked again on each opening (one may just have been added). */
export const useOwnBankAccounts = (enabled: boolean) =>
  useQuery({
    queryKey: [...PAYMENTS_QUERY_KEY, 'ownBankAccounts'],
    queryFn: () => api.call('ownBankAccounts'),
    enabled,
    ...REFRESH_ON_OPEN,
  });
