import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';
import { PAYMENTS_QUERY_KEY, REFRESH_ON_OPEN } from './get-payments';

export const usePaymentDetail = (transactionId: string | null) =>
  useQuery({
    queryKey: [...PAYMENTS_QUERY_KEY, 'detail', transactionId],
    queryFn: () => api.call('paymentDetail', { query: { transaction_id: transactionId! } }),
    enabled: transactionId !== null,
    ...REFRESH_ON_OPEN,
  });
