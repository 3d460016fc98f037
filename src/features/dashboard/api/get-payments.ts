import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';

/** GET /payment/payments, under the payments screens' key (['payments', 'all']): both read and refresh one answer. */
export const usePaymentsOverview = (enabled: boolean) =>
  useQuery({ queryKey: ['payments', 'all'], queryFn: () => api.call('payments'), enabled, refetchOnMount: 'always' });
