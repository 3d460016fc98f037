import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';
import { PAYMENTS_QUERY_KEY, REFRESH_ON_OPEN } from './get-payments';

export const usePaymentsByStatus = (status: number | null) =>
  useQuery({
    queryKey: [...PAYMENTS_QUERY_KEY, 'status', status],
    queryFn: () => api.call('paymentByPaymentStatus', { query: { payment_status: status! } }),
    enabled: status !== null,
    ...REFRESH_ON_OPEN,
  });
